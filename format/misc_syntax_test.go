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
	// mlir-opt 22 prints the encodings as the alias #sparse.
	{name: `sparse_tensor.iterate and coiterate: coordinates, iteration arguments, cases`, src: `func.func @f(%sp: tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>>, %csr: tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>, %init: index) -> index {
  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>
  %l2 = sparse_tensor.extract_iteration_space %sp lvls = 0 to 2 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0 to 2>
  %r = sparse_tensor.iterate %it in %l1 at(%crd) iter_args(%acc = %init) : !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0> -> index {
    %s = sparse_tensor.extract_iteration_space %sp at %it lvls = 1 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>>, !sparse_tensor.iterator<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 1>
    %v = arith.addi %acc, %crd : index
    sparse_tensor.yield %v : index
  }
  sparse_tensor.iterate %it in %l1 at(_) : !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0> {
  }
  %c1 = sparse_tensor.extract_iteration_space %csr lvls = 0 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0>
  %r2 = sparse_tensor.coiterate (%l1, %c1) at (%i) iter_args(%a = %init) : (!sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>, !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>, lvls = 0>) -> index
  case %it1, _ {
    sparse_tensor.yield %a : index
  }
  case %it1, %it2 {
    %x = arith.addi %a, %i : index
    sparse_tensor.yield %x : index
  }
  return %r : index
}
`,
		opt: `#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
module {
  func.func @f(%arg0: tensor<4x8xf32, #sparse>, %arg1: tensor<4x8xf32, #sparse1>, %arg2: index) -> index {
    %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
    %1 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 to 2 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>
    %2 = sparse_tensor.iterate %arg5 in %0 at(%arg4) iter_args(%arg3 = %arg2) : !sparse_tensor.iter_space<#sparse, lvls = 0>  -> index {
      %5 = sparse_tensor.extract_iteration_space %arg0 at %arg5 lvls = 1 : tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0> -> !sparse_tensor.iter_space<#sparse, lvls = 1>
      %6 = arith.addi %arg3, %arg4 : index
      sparse_tensor.yield %6 : index
    }
    sparse_tensor.iterate %arg3 in %0 : !sparse_tensor.iter_space<#sparse, lvls = 0>  {
    }
    %3 = sparse_tensor.extract_iteration_space %arg1 lvls = 0 : tensor<4x8xf32, #sparse1> -> !sparse_tensor.iter_space<#sparse1, lvls = 0>
    %4 = sparse_tensor.coiterate (%0, %3) at(%arg4) iter_args(%arg3 = %arg2) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse1, lvls = 0>) -> index
    case %arg5, _ {
      sparse_tensor.yield %arg3 : index
    }
    case %arg5, %arg6 {
      %5 = arith.addi %arg3, %arg4 : index
      sparse_tensor.yield %5 : index
    }
    return %2 : index
  }
}

`,
		generic: `#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
#sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32, #sparse>, tensor<4x8xf32, #sparse1>, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32, #sparse>, %arg1: tensor<4x8xf32, #sparse1>, %arg2: index):
    %0 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0>
    %1 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 2 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>
    %2 = "sparse_tensor.iterate"(%0, %arg2) <{crdUsedLvls = 1 : i64}> ({
    ^bb0(%arg11: index, %arg12: index, %arg13: !sparse_tensor.iterator<#sparse, lvls = 0>):
      %6 = "sparse_tensor.extract_iteration_space"(%arg0, %arg13) <{hiLvl = 2 : index, loLvl = 1 : index}> : (tensor<4x8xf32, #sparse>, !sparse_tensor.iterator<#sparse, lvls = 0>) -> !sparse_tensor.iter_space<#sparse, lvls = 1>
      %7 = "arith.addi"(%arg11, %arg12) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "sparse_tensor.yield"(%7) : (index) -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
    "sparse_tensor.iterate"(%0) <{crdUsedLvls = 0 : i64}> ({
    ^bb0(%arg10: !sparse_tensor.iterator<#sparse, lvls = 0>):
      "sparse_tensor.yield"() : () -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()
    %3 = "sparse_tensor.extract_iteration_space"(%arg1) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse1>) -> !sparse_tensor.iter_space<#sparse1, lvls = 0>
    %4 = "sparse_tensor.coiterate"(%0, %3, %arg2) <{cases = [1, 3], crdUsedLvls = 1 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: index, %arg8: index, %arg9: !sparse_tensor.iterator<#sparse, lvls = 0>):
      "sparse_tensor.yield"(%arg7) : (index) -> ()
    }, {
    ^bb0(%arg3: index, %arg4: index, %arg5: !sparse_tensor.iterator<#sparse, lvls = 0>, %arg6: !sparse_tensor.iterator<#sparse1, lvls = 0>):
      %5 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "sparse_tensor.yield"(%5) : (index) -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse1, lvls = 0>, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

`},
	// mlir-opt 22 prints the encodings as the alias #sparse.
	{name: `sparse_tensor.iterate over two levels, unused coordinates, a coiterate case without results`, src: `func.func @f(%sp: tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>>, %init: index) -> index {
  %l2 = sparse_tensor.extract_iteration_space %sp lvls = 0 to 2 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0 to 2>
  %r = sparse_tensor.iterate %it in %l2 at(_, %c) iter_args(%acc = %init) : !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0 to 2> -> index {
    sparse_tensor.yield %c : index
  }
  %r2 = sparse_tensor.iterate %it in %l2 at(%a, _) iter_args(%acc = %init) : !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0 to 2> -> index {
    sparse_tensor.yield %a : index
  } {note}
  %l1 = sparse_tensor.extract_iteration_space %sp lvls = 0 : tensor<4x8xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>> -> !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>
  %r3 = sparse_tensor.coiterate (%l1, %l1) at() iter_args(%a = %init) : (!sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>, !sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>) -> index
  case _, %i2 {
    sparse_tensor.yield %a : index
  }
  sparse_tensor.coiterate (%l1) at(%x) : (!sparse_tensor.iter_space<#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>, lvls = 0>)
  case %i1 {
    "sparse_tensor.yield"() : () -> ()
  }
  return %r : index
}
`,
		opt: `#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
module {
  func.func @f(%arg0: tensor<4x8xf32, #sparse>, %arg1: index) -> index {
    %0 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 to 2 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>
    %1 = sparse_tensor.iterate %arg4 in %0 at(_, %arg3) iter_args(%arg2 = %arg1) : !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>  -> index {
      sparse_tensor.yield %arg3 : index
    }
    %2 = sparse_tensor.iterate %arg4 in %0 at(%arg3, _) iter_args(%arg2 = %arg1) : !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>  -> index {
      sparse_tensor.yield %arg3 : index
    }
    %3 = sparse_tensor.extract_iteration_space %arg0 lvls = 0 : tensor<4x8xf32, #sparse> -> !sparse_tensor.iter_space<#sparse, lvls = 0>
    %4 = sparse_tensor.coiterate (%3, %3) iter_args(%arg2 = %arg1) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>) -> index
    case _, %arg3 {
      sparse_tensor.yield %arg2 : index
    }
    sparse_tensor.coiterate (%3) at(%arg2) : (!sparse_tensor.iter_space<#sparse, lvls = 0>)
    case %arg3 {
    }
    return %1 : index
  }
}

`,
		generic: `#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32, #sparse>, index) -> index, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x8xf32, #sparse>, %arg1: index):
    %0 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 2 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0 to 2>
    %1 = "sparse_tensor.iterate"(%0, %arg1) <{crdUsedLvls = 2 : i64}> ({
    ^bb0(%arg9: index, %arg10: index, %arg11: !sparse_tensor.iterator<#sparse, lvls = 0 to 2>):
      "sparse_tensor.yield"(%arg10) : (index) -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0 to 2>, index) -> index
    %2 = "sparse_tensor.iterate"(%0, %arg1) <{crdUsedLvls = 1 : i64}> ({
    ^bb0(%arg6: index, %arg7: index, %arg8: !sparse_tensor.iterator<#sparse, lvls = 0 to 2>):
      "sparse_tensor.yield"(%arg7) : (index) -> ()
    }) {note} : (!sparse_tensor.iter_space<#sparse, lvls = 0 to 2>, index) -> index
    %3 = "sparse_tensor.extract_iteration_space"(%arg0) <{hiLvl = 1 : index, loLvl = 0 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 0>
    %4 = "sparse_tensor.coiterate"(%3, %3, %arg1) <{cases = [2], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: index, %arg5: !sparse_tensor.iterator<#sparse, lvls = 0>):
      "sparse_tensor.yield"(%arg4) : (index) -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
    "sparse_tensor.coiterate"(%3) <{cases = [1], crdUsedLvls = 1 : i64, operandSegmentSizes = array<i32: 1, 0>}> ({
    ^bb0(%arg2: index, %arg3: !sparse_tensor.iterator<#sparse, lvls = 0>):
      "sparse_tensor.yield"() : () -> ()
    }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

`},
}
