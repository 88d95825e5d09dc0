// pdl_interp: functions, foreach, create_operation (attributes, result
// types, <inferred>) and create_range.
module {
  func.func @load_arith(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    return %0 : i32
  }
  pdl_interp.func @matcher(%root: !pdl.operation) {
    %v = pdl_interp.get_operand 0 of %root
    %vs = pdl_interp.get_operands of %root : !pdl.range<value>
    %ts = pdl_interp.get_value_type of %vs : !pdl.range<type>
    %users = pdl_interp.get_users of %v : !pdl.value
    pdl_interp.foreach %op : !pdl.operation in %users {
      pdl_interp.continue
    } -> ^end
  ^end:
    pdl_interp.finalize
  }
  pdl_interp.func @rewriter(%root: !pdl.operation, %v: !pdl.value, %vs: !pdl.range<value>, %t: !pdl.type, %ts: !pdl.range<type>, %a: !pdl.attribute) {
    %op1 = pdl_interp.create_operation "foo.op"(%v, %vs : !pdl.value, !pdl.range<value>) {"attr" = %a, "b" = %a} -> (%t, %ts : !pdl.type, !pdl.range<type>)
    %op2 = pdl_interp.create_operation "foo.op"
    %op3 = pdl_interp.create_operation "arith.addi"(%v, %v : !pdl.value, !pdl.value) -> <inferred>
    %op4 = pdl_interp.create_operation "foo.op" {"x" = %a} {note}
    %op5 = pdl_interp.create_operation "foo.op"(%v : !pdl.value) -> (%t : !pdl.type)
    %r = pdl_interp.create_range %v, %vs : !pdl.value, !pdl.range<value>
    %r2 = pdl_interp.create_range : !pdl.range<type>
    pdl_interp.finalize
  }
  pdl_interp.func private @decl(%arg0: !pdl.operation) attributes {x} {
    pdl_interp.finalize
  }
}
