transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  transform.tune.alternatives<"x"> selected_region = first {
  }
}
