pdl_interp.func @r(%t: !pdl.type) {
  %0 = pdl_interp.create_operation "foo.op" -> (%t)
  pdl_interp.finalize
}
