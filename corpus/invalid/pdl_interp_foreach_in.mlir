pdl_interp.func @m(%ops: !pdl.range<operation>) {
  pdl_interp.foreach %op : !pdl.operation of %ops {
    pdl_interp.continue
  } -> ^end
^end:
  pdl_interp.finalize
}
