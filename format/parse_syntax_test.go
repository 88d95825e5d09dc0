package format

import "testing"

// TestParseSyntaxes: inputs mlir-opt 22 reads that gomlir once rejected
// or printed otherwise (issue 13's reproducers and their variants), with
// mlir-opt's two printings or its first error.
func TestParseSyntaxes(t *testing.T) { checkSyntaxCases(t, parseCases) }

var parseCases = []syntaxCase{
	{name: `shape.const_shape extents are signed`, src: `func.func @f() -> !shape.shape {
  %0 = shape.const_shape [4, -1, 92] : !shape.shape
  %1 = shape.const_shape [-2] : tensor<1xindex>
  %2 = shape.const_shape [] : tensor<0xindex>
  %3 = shape.const_shape [9223372036854775807, -9223372036854775808] : tensor<2xindex>
  return %0 : !shape.shape
}
`,
		opt: `module {
  func.func @f() -> !shape.shape {
    %0 = shape.const_shape [4, -1, 92] : !shape.shape
    %1 = shape.const_shape [-2] : tensor<1xindex>
    %2 = shape.const_shape [] : tensor<0xindex>
    %3 = shape.const_shape [9223372036854775807, -9223372036854775808] : tensor<2xindex>
    return %0 : !shape.shape
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> !shape.shape, sym_name = "f"}> ({
    %0 = "shape.const_shape"() <{shape = dense<[4, -1, 92]> : tensor<3xindex>}> : () -> !shape.shape
    %1 = "shape.const_shape"() <{shape = dense<-2> : tensor<1xindex>}> : () -> tensor<1xindex>
    %2 = "shape.const_shape"() <{shape = dense<> : tensor<0xindex>}> : () -> tensor<0xindex>
    %3 = "shape.const_shape"() <{shape = dense<[9223372036854775807, -9223372036854775808]> : tensor<2xindex>}> : () -> tensor<2xindex>
    "func.return"(%0) : (!shape.shape) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `shape.const_shape extents as IntegerAttr::getInt reads them`, src: `func.func @f() -> tensor<4xindex> {
  %0 = shape.const_shape [true, false, 4294967295 : i32, 18446744073709551615] : tensor<4xindex>
  return %0 : tensor<4xindex>
}
`,
		opt: `module {
  func.func @f() -> tensor<4xindex> {
    %0 = shape.const_shape [-1, 0, -1, -1] : tensor<4xindex>
    return %0 : tensor<4xindex>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<4xindex>, sym_name = "f"}> ({
    %0 = "shape.const_shape"() <{shape = dense<[-1, 0, -1, -1]> : tensor<4xindex>}> : () -> tensor<4xindex>
    "func.return"(%0) : (tensor<4xindex>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `shape.const_shape -0`, src: `func.func @f() -> tensor<1xindex> {
  %0 = shape.const_shape [-0] : tensor<1xindex>
  return %0 : tensor<1xindex>
}
`,
		err: `2:28: integer constant out of range for attribute`},
	{name: `shape.const_shape typed extent out of range`, src: `func.func @f() -> tensor<1xindex> {
  %0 = shape.const_shape [200 : i8] : tensor<1xindex>
  return %0 : tensor<1xindex>
}
`,
		opt: `module {
  func.func @f() -> tensor<1xindex> {
    %0 = shape.const_shape [-56] : tensor<1xindex>
    return %0 : tensor<1xindex>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<1xindex>, sym_name = "f"}> ({
    %0 = "shape.const_shape"() <{shape = dense<-56> : tensor<1xindex>}> : () -> tensor<1xindex>
    "func.return"(%0) : (tensor<1xindex>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `an integer set without constraints is 0 == 0`, src: `#set0 = affine_set<() : ()>
#set1 = affine_set<(d0)[s0] : ()>
"t.s"() {set = #set0, b = #set1, c = affine_set<(d0, d1) : ()>} : () -> ()
func.func @f(%i: index) {
  affine.if affine_set<(d0) : ()>(%i) {
  }
  return
}
`,
		opt: `#set = affine_set<(d0)[s0] : (0 == 0)>
#set1 = affine_set<(d0, d1) : (0 == 0)>
#set2 = affine_set<() : (0 == 0)>
#set3 = affine_set<(d0) : (0 == 0)>
module {
  "t.s"() {b = #set, c = #set1, set = #set2} : () -> ()
  func.func @f(%arg0: index) {
    affine.if #set3(%arg0) {
    }
    return
  }
}

`,
		generic: `#set = affine_set<(d0)[s0] : (0 == 0)>
#set1 = affine_set<(d0, d1) : (0 == 0)>
#set2 = affine_set<() : (0 == 0)>
#set3 = affine_set<(d0) : (0 == 0)>
"builtin.module"() ({
  "t.s"() {b = #set, c = #set1, set = #set2} : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    "affine.if"(%arg0) <{condition = #set3}> ({
      "affine.yield"() : () -> ()
    }, {
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
}
