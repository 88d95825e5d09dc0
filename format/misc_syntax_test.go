package format

import "testing"

// TestMiscSyntaxes: the hand-written syntaxes and directives of tosa, pdl,
// pdl_interp, transform, ml_program, emitc and the smaller dialects, in
// the cases their corpus inputs do not show.
func TestMiscSyntaxes(t *testing.T) { checkSyntaxCases(t, miscCases) }

var miscCases = []syntaxCase{
	{name: `pdl.rewrite without a body keeps an empty region`, src: `pdl.pattern : benefit(1) {
  %op = pdl.operation "x.y"
  pdl.rewrite %op with "external"
}
`,
		opt: `module {
  pdl.pattern : benefit(1) {
    %0 = operation "x.y" 
    rewrite %0 with "external"
  }
}

`,
		generic: `"builtin.module"() ({
  "pdl.pattern"() <{benefit = 1 : i16}> ({
    %0 = "pdl.operation"() <{attributeValueNames = [], opName = "x.y", operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> !pdl.operation
    "pdl.rewrite"(%0) <{name = "external", operandSegmentSizes = array<i32: 1, 0>}> ({
    }) : (!pdl.operation) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `a function's visibility is discardable on ops without the attribute`, src: `pdl_interp.func private @decl(%arg0: !pdl.operation) attributes {x} {
  pdl_interp.finalize
}
func.func private @f()
`,
		opt: `module {
  pdl_interp.func private @decl(%arg0: !pdl.operation) attributes {x} {
    pdl_interp.finalize
  }
  func.func private @f()
}

`,
		generic: `"builtin.module"() ({
  "pdl_interp.func"() <{function_type = (!pdl.operation) -> (), sym_name = "decl"}> ({
  ^bb0(%arg0: !pdl.operation):
    "pdl_interp.finalize"() : () -> ()
  }) {sym_visibility = "private", x} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

`},
	{name: `tosa's trailing comma in a dictionary (mlir-opt fails without a message)`,
		src: `func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tosa.maximum %a, %b {nan_mode = IGNORE, } : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}
`,
		err: `2:48: custom op 'tosa.maximum' expected attribute name`},
	{name: `a string attribute takes no type: the colon after it is the format's`, src: `func.func @f(%arg0: !transform.any_op) {
  transform.debug.emit_remark_at %arg0, "matched" : !transform.any_op
  return
}
`,
		opt: `module {
  func.func @f(%arg0: !transform.any_op) {
    transform.debug.emit_remark_at %arg0, "matched" : !transform.any_op
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (!transform.any_op) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: !transform.any_op):
    "transform.debug.emit_remark_at"(%arg0) <{message = "matched"}> : (!transform.any_op) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `shape.const_shape's extents must be integers (mlir-opt fails without a message)`,
		src: `func.func @f() {
  %0 = shape.const_shape [1, "a"] : !shape.shape
  return
}
`,
		err: `2:26: integer literal not valid for specified type`},
}
