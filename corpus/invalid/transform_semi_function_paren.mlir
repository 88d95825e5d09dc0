transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0 = transform.structured.generalize %arg0 : !transform.any_op
}
