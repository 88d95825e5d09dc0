// transform.sequence (the default dialect of its body): root and extra bindings, packed and dynamic tile sizes, dynamic pass options, split, tune.alternatives.
module attributes {transform.with_named_sequence} {
  transform.sequence failures(propagate) {
  ^bb0(%arg0: !transform.any_op):
    %0 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %m1 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %m1 : !transform.any_op failures(suppress) {
    ^bb1(%arg1: !transform.any_op):
      transform.yield
    }
    %p = transform.param.constant 4 : i64 -> !transform.param<i64>
    %m2 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.sequence %m2, %p, %arg0 : (!transform.any_op, !transform.param<i64>, !transform.any_op) failures(propagate) {
    ^bb1(%a: !transform.any_op, %b: !transform.param<i64>, %c: !transform.any_op):
      transform.yield
    }
    %m3 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r = transform.sequence %m3 : !transform.any_op -> !transform.any_op failures(propagate) {
    ^bb1(%arg1: !transform.any_op):
      transform.yield %arg1 : !transform.any_op
    }
    %m4 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t, %f = transform.structured.tile_using_forall %m4 tile_sizes *(%p) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %m5 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %t2, %f2 = transform.structured.tile_using_forall %m5 num_threads [%p, 4] : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %m6 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %x = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = %p, "a" = "b"} to %m6 : (!transform.any_op, !transform.param<i64>) -> !transform.any_op
    %m7 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %s = transform.structured.split %m7 after %p {dimension = 1, multiway} : !transform.any_op, !transform.param<i64>
    %alt = transform.tune.alternatives<"choice"> selected_region = 1 -> !transform.any_op {
      %m8 = transform.structured.match ops{["linalg.matmul"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.yield %m8 : !transform.any_op
    }, {
      transform.yield %arg0 : !transform.any_op
    }
    transform.tune.alternatives<"dyn"> selected_region = %p : !transform.param<i64> {
      transform.yield
    }, {
      transform.yield
    }
    transform.tune.alternatives<"none"> {
      transform.yield
    }
  }
}
