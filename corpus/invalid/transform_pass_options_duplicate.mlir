transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.apply_registered_pass "canonicalize" with options = {"a" = 1, "a" = 2} to %arg0 : (!transform.any_op) -> !transform.any_op
}
