pdl_interp.func @r(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "foo.op" -> <infer>
  pdl_interp.finalize
}
