// with_pdl_patterns, structured.replace, sparse_tensor.match.sparse_inout.
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  pdl.pattern @p : benefit(1) {
    %0 = pdl.operation "test.op"
    pdl.rewrite %0 with "transform.dialect"
  }
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
    %1 = pdl_match @p in %arg1 : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.replace %1 {
      "test.new"() : () -> ()
    } : (!transform.any_op) -> !transform.any_op
    %s = transform.sparse_tensor.match.sparse_inout %1 : (!transform.any_op) -> !transform.any_op
  }
}
