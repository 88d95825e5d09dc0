// foreach_match forwarding inputs and outputs: its forwarded results are one group named %yielded.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> !transform.param<i64> {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.yield %p : !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %u, %f = transform.foreach_match flatten_results in %root, %p @m -> @a : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.param<i64>)
    transform.yield
  }
}
