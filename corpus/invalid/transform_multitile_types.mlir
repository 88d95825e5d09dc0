transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  %0:3 = transform.structured.multitile_sizes %arg0 {dimension = 0, target_size = 8} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
}
