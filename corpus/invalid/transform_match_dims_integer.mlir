transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.get_operand %arg0[first] : (!transform.any_op) -> !transform.any_value
}
