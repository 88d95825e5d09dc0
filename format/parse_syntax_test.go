package format

import (
	"testing"

	"github.com/gomlir/gomlir/diag"
)

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
	// mlir-opt does not read back what it prints of a complex<i1> whose
	// imaginary part is set (it reads the bit it did not write).
	{noReparse: true, name: `dense complex elements, complex<i1> as mlir-opt 22 stores and reads them`, src: `"a.b"() {a = dense<[(true, false)]> : tensor<1xcomplex<i1>>, b = dense<(true, false)> : tensor<complex<i1>>, c = dense<[(true, false), (false, true)]> : tensor<2xcomplex<i1>>, d = dense<[(true, false), (true, false)]> : tensor<2xcomplex<i1>>, e = dense<(true, true)> : tensor<3xcomplex<i1>>, f = dense<"0x0203"> : tensor<2xcomplex<i1>>, g = dense<"0x03000200"> : tensor<2xcomplex<i1>>, h = dense<[[(1, 0)]]> : tensor<1x1xcomplex<i1>>, i = dense<(-1, 2)> : tensor<2xcomplex<i9>>, j = dense<"0x01020304"> : tensor<2xcomplex<i4>>, k = dense<[(1.5, 2.0), (0.5, -1.0)]> : tensor<2xcomplex<bf16>>, l = dense<(1.5, 2.0)> : tensor<2xcomplex<f8E4M3FN>>, m = dense<> : tensor<0xcomplex<i1>>} : () -> ()
`,
		opt: `module {
  "a.b"() {a = dense<(true,false)> : tensor<1xcomplex<i1>>, b = dense<(true,false)> : tensor<complex<i1>>, c = dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>, d = dense<(true,false)> : tensor<2xcomplex<i1>>, e = dense<(true,false)> : tensor<3xcomplex<i1>>, f = dense<(false,true)> : tensor<2xcomplex<i1>>, g = dense<[(true,true), (false,false)]> : tensor<2xcomplex<i1>>, h = dense<(true,false)> : tensor<1x1xcomplex<i1>>, i = dense<(-1,2)> : tensor<2xcomplex<i9>>, j = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i4>>, k = dense<[(1.500000e+00,2.000000e+00), (5.000000e-01,-1.000000e+00)]> : tensor<2xcomplex<bf16>>, l = dense<(1.500000e+00,2.000000e+00)> : tensor<2xcomplex<f8E4M3FN>>, m = dense<> : tensor<0xcomplex<i1>>} : () -> ()
}

`,
		generic: `"builtin.module"() ({
  "a.b"() {a = dense<(true,false)> : tensor<1xcomplex<i1>>, b = dense<(true,false)> : tensor<complex<i1>>, c = dense<[(true,false), (false,false)]> : tensor<2xcomplex<i1>>, d = dense<(true,false)> : tensor<2xcomplex<i1>>, e = dense<(true,false)> : tensor<3xcomplex<i1>>, f = dense<(false,true)> : tensor<2xcomplex<i1>>, g = dense<[(true,true), (false,false)]> : tensor<2xcomplex<i1>>, h = dense<(true,false)> : tensor<1x1xcomplex<i1>>, i = dense<(-1,2)> : tensor<2xcomplex<i9>>, j = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i4>>, k = dense<[(1.500000e+00,2.000000e+00), (5.000000e-01,-1.000000e+00)]> : tensor<2xcomplex<bf16>>, l = dense<(1.500000e+00,2.000000e+00)> : tensor<2xcomplex<f8E4M3FN>>, m = dense<> : tensor<0xcomplex<i1>>} : () -> ()
}) : () -> ()

`},
	{name: `complex<i1> hex data takes two bytes an element`, src: `"a.b"() {x = dense<"0x01"> : tensor<2xcomplex<i1>>} : () -> ()
`,
		err: `1:14: elements hex data size is invalid for provided type: 'tensor<2xcomplex<i1>>'`},
	{name: `type-only arguments of func, llvm and spirv declarations take a location`, src: `#l = loc("a.mlir":1:2)
func.func private @d(i32 loc("model.mlir":7:9), f32 {foo.bar} loc(#l))
func.func private @e(i32 loc(unknown)) -> (i64 {foo.baz})
llvm.func @g(i64 {llvm.noundef} loc("m.mlir":7:9), ...)
llvm.func @h(i64 loc(callsite("a" at "b":1:2)))
spirv.func @s(i32 loc("s":1:1)) "None"
`,
		opt: `module {
  func.func private @d(i32, f32 {foo.bar})
  func.func private @e(i32) -> (i64 {foo.baz})
  llvm.func @g(i64 {llvm.noundef}, ...)
  llvm.func @h(i64)
  spirv.func @s(i32) "None"
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {foo.bar}], function_type = (i32, f32) -> (), sym_name = "d", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i64, res_attrs = [{foo.baz}], sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noundef}], function_type = !llvm.func<void (i64, ...)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "spirv.func"() <{function_control = #spirv.function_control<None>, function_type = (i32) -> (), sym_name = "s"}> ({
  }) : () -> ()
}) : () -> ()

`},
	{name: `a declaration argument's location comes after its attributes`, src: `func.func private @d(i32 loc("model.mlir":7:9) {foo.bar})
`,
		err: `1:47: expected ')'`},
	{name: `a signature's arguments are separated by commas`, src: `func.func private @d(i32 i32)
`,
		err: `1:25: expected ')'`},
	{name: `llvm.inline_asm's tail_call_kind, stripped or in full`, src: `llvm.func @h(%a: i32, %b: i32) -> i32 {
  %0 = llvm.inline_asm is_align_stack tail_call_kind = <tail> "foo", "=r,r" %a, %b : (i32, i32) -> i32
  %1 = llvm.inline_asm tail_call_kind = #llvm.tailcallkind<tail> "foo", "=r,r" %a, %b : (i32, i32) -> i32
  %2 = llvm.inline_asm has_side_effects tail_call_kind = <notail> asm_dialect = intel "foo", "=r,r" %a, %b : (i32, i32) -> i32
  %3 = llvm.inline_asm tail_call_kind = <none> "foo", "=r,r" %a, %b : (i32, i32) -> i32
  llvm.return %0 : i32
}
`,
		opt: `module {
  llvm.func @h(%arg0: i32, %arg1: i32) -> i32 {
    %0 = llvm.inline_asm is_align_stack tail_call_kind = <tail> "foo", "=r,r" %arg0, %arg1 : (i32, i32) -> i32
    %1 = llvm.inline_asm tail_call_kind = <tail> "foo", "=r,r" %arg0, %arg1 : (i32, i32) -> i32
    %2 = llvm.inline_asm has_side_effects tail_call_kind = <notail> asm_dialect = intel "foo", "=r,r" %arg0, %arg1 : (i32, i32) -> i32
    %3 = llvm.inline_asm "foo", "=r,r" %arg0, %arg1 : (i32, i32) -> i32
    llvm.return %0 : i32
  }
}

`,
		generic: `"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32)>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "llvm.inline_asm"(%arg0, %arg1) <{asm_string = "foo", constraints = "=r,r", is_align_stack, tail_call_kind = #llvm.tailcallkind<tail>}> : (i32, i32) -> i32
    %1 = "llvm.inline_asm"(%arg0, %arg1) <{asm_string = "foo", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<tail>}> : (i32, i32) -> i32
    %2 = "llvm.inline_asm"(%arg0, %arg1) <{asm_dialect = 1 : i64, asm_string = "foo", constraints = "=r,r", has_side_effects, tail_call_kind = #llvm.tailcallkind<notail>}> : (i32, i32) -> i32
    %3 = "llvm.inline_asm"(%arg0, %arg1) <{asm_string = "foo", constraints = "=r,r", tail_call_kind = #llvm.tailcallkind<none>}> : (i32, i32) -> i32
    "llvm.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `memref.global's initial value: sparse and dense_resource take the memref's tensor type`, src: `memref.global "private" constant @c : memref<3x1xi32> = sparse<[[0, 0], [1, 0]], [-1, -2]>
memref.global @d : memref<2xf32> = sparse<[[1]], [1.5]>
memref.global @e : memref<2xf32> = sparse<1, 2.0>
memref.global @f : memref<4xi8> = dense_resource<blob1>
memref.global @g : memref<2x2xf16> = dense<[[1.0, 2.0], [3.0, 4.0]]>
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001020304"
    }
  }
#-}
`,
		opt: `module {
  memref.global "private" constant @c : memref<3x1xi32> = sparse<[[0, 0], [1, 0]], [-1, -2]>
  memref.global @d : memref<2xf32> = sparse<1, 1.500000e+00>
  memref.global @e : memref<2xf32> = sparse<1, 2.000000e+00>
  memref.global @f : memref<4xi8> = dense_resource<blob1>
  memref.global @g : memref<2x2xf16> = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001020304"
    }
  }
#-}

`,
		generic: `"builtin.module"() ({
  "memref.global"() <{constant, initial_value = sparse<[[0, 0], [1, 0]], [-1, -2]> : tensor<3x1xi32>, sym_name = "c", sym_visibility = "private", type = memref<3x1xi32>}> : () -> ()
  "memref.global"() <{initial_value = sparse<1, 1.500000e+00> : tensor<2xf32>, sym_name = "d", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value = sparse<1, 2.000000e+00> : tensor<2xf32>, sym_name = "e", type = memref<2xf32>}> : () -> ()
  "memref.global"() <{initial_value = dense_resource<blob1> : tensor<4xi8>, sym_name = "f", type = memref<4xi8>}> : () -> ()
  "memref.global"() <{initial_value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf16>, sym_name = "g", type = memref<2x2xf16>}> : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001020304"
    }
  }
#-}

`},
	{name: `elements attributes of memref type`, src: `func.func @f() -> memref<4xf32> {
  %m = arith.constant dense<1.5> : memref<4xf32>
  %n = arith.constant dense<[1, 2]> : memref<2xi32, 1>
  %s = arith.constant sparse<[[0]], [1]> : memref<2xi32>
  return %m : memref<4xf32>
}
`,
		opt: `module {
  func.func @f() -> memref<4xf32> {
    %cst = arith.constant dense<1.500000e+00> : memref<4xf32>
    %cst_0 = arith.constant dense<[1, 2]> : memref<2xi32, 1>
    %cst_1 = arith.constant sparse<0, 1> : memref<2xi32>
    return %cst : memref<4xf32>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> memref<4xf32>, sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = dense<1.500000e+00> : memref<4xf32>}> : () -> memref<4xf32>
    %1 = "arith.constant"() <{value = dense<[1, 2]> : memref<2xi32, 1>}> : () -> memref<2xi32, 1>
    %2 = "arith.constant"() <{value = sparse<0, 1> : memref<2xi32>}> : () -> memref<2xi32>
    "func.return"(%0) : (memref<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `nvgpu.mma.sp.sync builds its metadata's type, vector<2xi16>`, src: `func.func @f(%a: vector<4x2xf16>, %b: vector<4x2xf16>, %c: vector<2x2xf16>, %m: vector<2xi16>) -> vector<2x2xf16> {
  %d = nvgpu.mma.sp.sync(%a, %b, %c) metadata(%m) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
  return %d : vector<2x2xf16>
}
`,
		opt: `module {
  func.func @f(%arg0: vector<4x2xf16>, %arg1: vector<4x2xf16>, %arg2: vector<2x2xf16>, %arg3: vector<2xi16>) -> vector<2x2xf16> {
    %0 = nvgpu.mma.sp.sync(%arg0, %arg1, %arg2) metadata(%arg3) {mmaShape = [16, 8, 32]} : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
    return %0 : vector<2x2xf16>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>, sym_name = "f"}> ({
  ^bb0(%arg0: vector<4x2xf16>, %arg1: vector<4x2xf16>, %arg2: vector<2x2xf16>, %arg3: vector<2xi16>):
    %0 = "nvgpu.mma.sp.sync"(%arg0, %arg1, %arg2, %arg3) <{mmaShape = [16, 8, 32], sparsitySelector = 0 : i32}> : (vector<4x2xf16>, vector<4x2xf16>, vector<2x2xf16>, vector<2xi16>) -> vector<2x2xf16>
    "func.return"(%0) : (vector<2x2xf16>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `a result takes no location`, src: `func.func private @d(i32) -> (i32 loc("x":1:1))
`,
		err: `1:34: expected ')'`},
	{name: `an unregistered dialect's attribute is no memory space`, src: `func.func private @z(memref<2xi8, #foo.bar>)
`,
		err: `1:22: unsupported memory space Attribute`},
	{name: `a float is no memory space`, src: `func.func private @z(memref<2xi8, 1.0>)
`,
		err: `1:22: unsupported memory space Attribute`},
	{name: `memory spaces mlir-opt supports`, src: `func.func private @z(memref<2xi8, true>, memref<2xi8, "s">, memref<2xi8, {a}>, memref<2xi8, #gpu.address_space<workgroup>>, memref<*xi8, #ptr.generic_space>)
`,
		opt: `module {
  func.func private @z(memref<2xi8, true>, memref<2xi8, "s">, memref<2xi8, {a}>, memref<2xi8, #gpu.address_space<workgroup>>, memref<*xi8, #ptr.generic_space>)
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<2xi8, true>, memref<2xi8, "s">, memref<2xi8, {a}>, memref<2xi8, #gpu.address_space<workgroup>>, memref<*xi8, #ptr.generic_space>) -> (), sym_name = "z", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

`},
}

// TestPreserveCROnlyAndNUL: a file with old Mac line ends (CR alone) and
// NUL bytes between tokens formats in the default style with each
// comment ended where mlir-opt ends it, no code swallowed by one.
func TestPreserveCROnlyAndNUL(t *testing.T) {
	src := "func.func @f() {\r  %0 = \"a.b\"() : () -> i32 // c\r  %1 = \"a.c\"()\x00: () -> i32\r  return\r}\r"
	got, file, err := Source("in.mlir", []byte(src), Options{Dialects: core(), Style: Preserve})
	if err != nil {
		t.Fatal(diag.AsList(err).Format(file))
	}
	want := "func.func @f() {\n  %0 = \"a.b\"() : () -> i32  // c\n  %1 = \"a.c\"() : () -> i32\n  return\n}\n"
	if string(got) != want {
		t.Errorf("got:\n%q\nwant:\n%q", got, want)
	}
}
