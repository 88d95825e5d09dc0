// foreach_match: one matcher-action pair per line when printed, its result named %updated_root.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_add(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %arg0 ["arith.addf"] : !transform.any_op
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @match_mul(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %arg0 ["arith.mulf"] : !transform.any_op
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @print(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %updated = transform.foreach_match in %root
        @match_add -> @print, @match_mul -> @print
        : (!transform.any_op) -> !transform.any_op
    %u2 = transform.foreach_match restrict_root in %root @match_add -> @print : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
