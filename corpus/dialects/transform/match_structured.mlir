// match.structured and its ops: failures, dims all/except/list, optional results.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_generic(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %0:2 = transform.match.structured failures(propagate) %arg0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %d = transform.match.structured.dim %s[0, 1] : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.dim %s[all] {parallel} : !transform.any_op
      transform.match.structured.dim %s[except(-1)] {reduction} : !transform.any_op
      %in = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.init %s[all] {permutation} : !transform.any_op
      transform.match.structured.yield %s, %rank : !transform.any_op, !transform.param<i64>
    }
    transform.yield %0#0, %0#1 : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @m2(%arg0: !transform.any_op {transform.readonly}) {
    transform.match.structured %arg0 : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield
  }
}
