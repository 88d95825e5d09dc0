// A matcher function as the PDL-to-PDLInterp lowering writes them.
module @patterns {
  pdl_interp.func @matcher(%root: !pdl.operation) {
    pdl_interp.check_operation_name of %root is "foo.op" -> ^check, ^end
  ^check:
    pdl_interp.check_operand_count of %root is at_least 1 -> ^operands, ^end
  ^operands:
    %vals = pdl_interp.get_operands of %root : !pdl.range<value>
    %types = pdl_interp.get_value_type of %vals : !pdl.range<type>
    %first = pdl_interp.extract 0 of %types : !pdl.type
    %v = pdl_interp.get_operand 0 of %root
    %t = pdl_interp.get_value_type of %v : !pdl.type
    %users = pdl_interp.get_users of %v : !pdl.value
    pdl_interp.foreach %user : !pdl.operation in %users {
      pdl_interp.check_operation_name of %user is "bar.op" -> ^record, ^next
    ^record:
      pdl_interp.record_match @rewriters::@rewrite(%root, %user : !pdl.operation, !pdl.operation) : benefit(1), loc([%root, %user]), root("foo.op") -> ^next
    ^next:
      pdl_interp.continue
    } -> ^end
  ^end:
    pdl_interp.finalize
  }
  module @rewriters {
    pdl_interp.func @rewrite(%root: !pdl.operation, %user: !pdl.operation) {
      %vals = pdl_interp.get_operands of %root : !pdl.range<value>
      %t = pdl_interp.create_type f32
      %ts = pdl_interp.create_types [f32, i32]
      %all = pdl_interp.create_range %t, %ts : !pdl.type, !pdl.range<type>
      %op = pdl_interp.create_operation "baz.op"(%vals : !pdl.range<value>) -> (%all : !pdl.range<type>)
      pdl_interp.replace %user with (%vals : !pdl.range<value>)
      pdl_interp.erase %root
      pdl_interp.finalize
    }
  }
}
