// Named sequences and the structured transforms whose types are semi-function types, tile size types, match dims and pass options.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_add(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %arg0 ["arith.addf"] : !transform.any_op
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @print(%arg0: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %arg0, "matched" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %updated = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.structured.match ops{["linalg.matmul"]} in %updated : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %m : (!transform.any_op) -> !transform.any_op
    %i = transform.structured.interchange %g iterator_interchange = [1, 0, 2] : (!transform.any_op) -> !transform.any_op
    %s = transform.structured.specialize %i : (!transform.any_op) -> !transform.any_op
    %p = transform.structured.promote %s {operands_to_promote = [0]} : (!transform.any_op) -> !transform.any_op
    %sc = transform.structured.scalarize %p : (!transform.any_op) -> !transform.any_op
    %r = transform.get_result %sc[0] : (!transform.any_op) -> !transform.any_value
    %o = transform.get_operand %sc[all] : (!transform.any_op) -> !transform.any_value
    %o2 = transform.get_operand %sc[except(0, 1)] : (!transform.any_op) -> !transform.any_value
    %o3 = transform.get_operand %sc[-1, 2] : (!transform.any_op) -> !transform.any_value
    %t, %f = transform.structured.tile_using_forall %sc tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t2, %f2 = transform.structured.tile_using_forall %sc num_threads [2, 4] (mapping = [#gpu.thread<y>, #gpu.thread<x>]) : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %low, %high, %split = transform.structured.multitile_sizes %sc {dimension = 0, target_size = 8} : (!transform.any_op) -> !transform.any_op
    %ts, %cs = transform.structured.continuous_tile_sizes %sc {dimension = 0, target_size = 9} : (!transform.any_op) -> !transform.any_op
    %split_list = transform.structured.split %sc after 16 {dimension = 1} : !transform.any_op
    %x = transform.apply_registered_pass "canonicalize" to %sc : (!transform.any_op) -> !transform.any_op
    %y = transform.apply_registered_pass "canonicalize" with options = {"top-down" = false, "max-iterations" = 10 : i64} to %sc : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
