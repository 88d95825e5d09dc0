transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.sequence %arg0, %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%a: !transform.any_op, %b: !transform.any_op):
  }
}
