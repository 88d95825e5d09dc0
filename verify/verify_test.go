package verify_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// render lists diagnostics as "line:col: severity: message", notes
// indented below their diagnostic.
func render(src string, list diag.List) []string {
	f := ast.NewFile("t.mlir", []byte(src))
	var out []string
	for _, d := range list {
		p := f.Position(d.Pos)
		out = append(out, fmt.Sprintf("%d:%d: %s: %s", p.Line, p.Column, d.Severity, d.Msg))
		for _, n := range d.Notes {
			np := f.Position(n.Pos)
			out = append(out, fmt.Sprintf("  %d:%d: note: %s", np.Line, np.Column, n.Msg))
		}
	}
	return out
}

func check(t *testing.T, src string, all bool) []string {
	t.Helper()
	return render(src, verify.Source("t.mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: core(), All: all}}))
}

type verifyCase struct {
	name string
	src  string
	want []string // what mlir-opt reports
}

func runCases(t *testing.T, cases []verifyCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, check(t, tc.src, false))
		})
	}
}

func TestStructure(t *testing.T) {
	runCases(t, []verifyCase{
		{"valid", "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n", nil},
		{"no terminator", "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n}\n",
			[]string{`2:8: error: block with no terminator, has %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32`}},
		{"empty block", "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  return\n^bb2:\n}\n",
			[]string{"1:1: error: empty block: expect at least a terminator"}},
		{"successor not last", "func.func @f() {\n  cf.br ^bb1\n  %0 = arith.constant 0 : i32\n^bb1:\n  return\n}\n",
			[]string{"2:3: error: operation with block successors must terminate its parent block"}},
		{"entry predecessor", "func.func @f() {\n^bb0:\n  cf.br ^bb0\n}\n",
			[]string{"1:1: error: entry block of region may not have predecessors"}},
		{"terminator not last", "func.func @f() {\n  \"func.return\"() : () -> ()\n  %0 = arith.constant 0 : i32\n}\n",
			[]string{"2:3: error: 'func.return' op must be the last operation in the parent block"}},
		{"branch operand count", "func.func @f() {\n  cf.br ^bb1\n^bb1(%x: i32):\n  return\n}\n",
			[]string{"2:3: error: branch has 0 operands for successor #0, but target block has 1"}},
		{"branch operand type", "func.func @f(%a: f32) {\n  cf.br ^bb1(%a : f32)\n^bb1(%x: i32):\n  return\n}\n",
			[]string{"2:3: error: type mismatch for bb argument #0 of successor #0"}},
		{"graph region blocks", "\"builtin.module\"() ({\n  \"foo.op\"() : () -> ()\n^bb1:\n  \"foo.op\"() : () -> ()\n}) : () -> ()\n",
			[]string{"1:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks"}},
		{"unregistered needs no terminator", "\"foo.region\"() ({\n  %0 = \"foo.def\"() : () -> i32\n}) : () -> ()\n", nil},
		{"unknown op of a known dialect", "\"arith.frobnicate\"() : () -> ()\n",
			[]string{"1:1: error: unregistered operation 'arith.frobnicate' found in dialect ('arith') that does not allow unknown operations"}},
		{"unknown op of a dialect that allows them", "\"llvm.frobnicate\"() : () -> ()\n", nil},
	})
}

func TestDominance(t *testing.T) {
	runCases(t, []verifyCase{
		{"same block", "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n",
			[]string{"2:8: error: operand #0 does not dominate this use", "  3:8: note: operand defined here (op in the same block)"}},
		{"same region", "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %0 = arith.constant 1 : i32\n  cf.br ^bb3\n^bb2:\n  cf.br ^bb3\n^bb3:\n  %1 = arith.addi %0, %0 : i32\n  return\n}\n",
			[]string{"9:8: error: operand #0 does not dominate this use", "  4:8: note: operand defined here (op in the same region)"}},
		{"block argument", "func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1(%c : i1), ^bb2\n^bb1(%x: i1):\n  cf.br ^bb2\n^bb2:\n  %0 = arith.xori %x, %x : i1\n  return\n}\n",
			[]string{"6:8: error: operand #0 does not dominate this use", "  1:1: note: operand defined as a block argument (block #1 in the same region)"}},
		{"parent region", "func.func @f() {\n  scf.execute_region {\n    %1 = arith.addi %0, %0 : i32\n    scf.yield\n  }\n  %0 = arith.constant 1 : i32\n  return\n}\n",
			[]string{"3:10: error: operand #0 does not dominate this use", "  6:8: note: operand defined here (op in a parent region)"}},
		{"module is a graph region", "\"foo.use\"(%0) : (i32) -> ()\n%0 = \"foo.def\"() : () -> i32\n", nil},
		{"unregistered region", "\"foo.r\"() ({\n  \"foo.use\"(%0) : (i32) -> ()\n  %0 = \"foo.def\"() : () -> i32\n}) : () -> ()\n", nil},
		{"unreachable block", "func.func @f() {\n  return\n^bb1:\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n", nil},
		{"loop", "func.func @f(%c: i1) {\n  cf.br ^bb1\n^bb1:\n  %0 = arith.addi %1, %1 : i32\n  cf.cond_br %c, ^bb2, ^bb3\n^bb2:\n  %1 = arith.constant 1 : i32\n  cf.br ^bb1\n^bb3:\n  return\n}\n",
			[]string{"4:8: error: operand #0 does not dominate this use", "  7:8: note: operand defined here (op in the same region)"}},
	})
}

func TestIsolationAndSymbols(t *testing.T) {
	runCases(t, []verifyCase{
		{"isolated from above", "\"builtin.module\"() ({\n  %0 = \"foo.def\"() : () -> i32\n  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n    \"foo.use\"(%0) : (i32) -> ()\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
			[]string{"4:5: error: 'foo.use' op using value defined outside the region", "  3:3: note: required by region isolation constraints"}},
		{"redefinition", "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n",
			[]string{"4:1: error: redefinition of symbol named 'f'", "  1:1: note: see existing symbol definition here"}},
		{"undefined callee", "func.func @g() {\n  call @missing() : () -> ()\n  return\n}\n",
			[]string{"2:3: error: 'func.call' op 'missing' does not reference a valid function"}},
		{"callee operand type", "func.func private @c(i32)\nfunc.func @g(%a: f32) {\n  call @c(%a) : (f32) -> ()\n  return\n}\n",
			[]string{"3:3: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0"}},
		{"callee result type", "func.func private @c() -> f32\nfunc.func @g() {\n  %0 = call @c() : () -> i32\n  return\n}\n",
			[]string{"3:8: error: 'func.call' op result type mismatch at index 0", "  3:8: note:       op result types: 'i32'", "  3:8: note: function result types: 'f32'"}},
		{"nested table", "module {\n  module @m {\n    func.func private @c()\n  }\n  func.func @g() {\n    call @c() : () -> ()\n    return\n  }\n}\n",
			[]string{"6:5: error: 'func.call' op 'c' does not reference a valid function"}},
		{"public declaration", "func.func @d()\n", []string{"1:1: error: 'func.func' op symbol declaration cannot have public visibility"}},
		{"visibility", "\"func.func\"() <{function_type = () -> (), sym_name = \"v\", sym_visibility = \"hidden\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
			[]string{`1:1: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"`}},
		{"global", "memref.global \"private\" @g : memref<4xf32>\nfunc.func @u() {\n  %0 = memref.get_global @g : memref<8xf32>\n  return\n}\n",
			[]string{"3:8: error: 'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g"}},
	})
}

func TestODS(t *testing.T) {
	runCases(t, []verifyCase{
		{"operands", "func.func @f(%a: i32) {\n  %0 = \"arith.addi\"(%a) : (i32) -> i32\n  return\n}\n",
			[]string{"2:8: error: 'arith.addi' op expected 2 operands, but found 1"}},
		{"results", "func.func @f(%a: i32) {\n  \"arith.addi\"(%a, %a) : (i32, i32) -> ()\n  return\n}\n",
			[]string{"2:3: error: 'arith.addi' op requires one result"}},
		{"regions", "func.func @f() {\n  \"scf.execute_region\"() : () -> ()\n  return\n}\n",
			[]string{"2:3: error: 'scf.execute_region' op requires one region"}},
		{"successors", "func.func @f() {\n  \"cf.br\"() : () -> ()\n}\n",
			[]string{"2:3: error: 'cf.br' op requires 1 successor but found 0"}},
		{"required attribute", "func.func @f(%a: i32) {\n  %0 = \"arith.cmpi\"(%a, %a) : (i32, i32) -> i1\n  return\n}\n",
			[]string{"2:8: error: 'arith.cmpi' op requires attribute 'predicate'"}},
		{"attribute constraint", "\"func.func\"() <{function_type = i32, sym_name = \"f\"}> ({\n}) : () -> ()\n",
			[]string{"1:1: error: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type"}},
		{"operand constraint", "func.func @f(%a: f32) {\n  %0 = \"arith.addi\"(%a, %a) : (f32, f32) -> f32\n  return\n}\n",
			[]string{"2:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'"}},
		{"variadic constraint", "func.func @f(%a: index, %b: f32) {\n  %0 = \"memref.alloc\"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, f32) -> memref<?x?xf32>\n  return\n}\n",
			[]string{"2:8: error: 'memref.alloc' op operand #1 must be variadic of index, but got 'f32'"}},
		{"segment sizes", "func.func @f(%a: index) {\n  %0 = \"memref.alloc\"(%a) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>\n  return\n}\n",
			[]string{"2:8: error: 'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'"}},
		{"all types match", "func.func @f() {\n  %0 = \"arith.constant\"() <{value = 1 : i32}> : () -> i64\n  return\n}\n",
			[]string{"2:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type"}},
		{"types match with", "func.func @f(%a: vector<4xi32>) {\n  %0 = \"arith.cmpi\"(%a, %a) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<8xi1>\n  return\n}\n",
			[]string{"2:8: error: 'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands"}},
		{"region constraint", "func.func @f(%a: index) {\n  \"scf.for\"(%a, %a, %a) ({\n  }) : (index, index, index) -> ()\n  return\n}\n",
			[]string{"2:3: error: 'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks"}},
	})
}

func TestTraits(t *testing.T) {
	runCases(t, []verifyCase{
		{"same operands and result type", "func.func @f(%a: i32, %b: i64) {\n  %0 = \"arith.addi\"(%a, %b) : (i32, i64) -> i32\n  return\n}\n",
			[]string{"2:8: error: 'arith.addi' op requires the same type for all operands and results"}},
		{"same type operands", "func.func @f(%a: i32, %b: i64) {\n  %0 = \"arith.cmpi\"(%a, %b) <{predicate = 0 : i64}> : (i32, i64) -> i1\n  return\n}\n",
			[]string{"2:8: error: 'arith.cmpi' op requires all operands to have the same type"}},
		{"same shape", "func.func @f(%a: vector<4xi32>) {\n  %0 = \"arith.index_cast\"(%a) : (vector<4xi32>) -> vector<8xindex>\n  return\n}\n",
			[]string{"2:8: error: 'arith.index_cast' op requires the same shape for all operands and results"}},
		{"has parent", "func.func @f() {\n  \"scf.execute_region\"() ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n  return\n}\n",
			[]string{"3:5: error: 'func.return' op expects parent op 'func.func'"}},
		{"parent one of", "func.func @f() {\n  \"scf.yield\"() : () -> ()\n}\n",
			[]string{"2:3: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"}},
		{"implicit terminator", "func.func @f(%a: index) {\n  \"scf.for\"(%a, %a, %a) ({\n  ^bb0(%i: index):\n    \"foo.op\"() : () -> ()\n  }) : (index, index, index) -> ()\n  return\n}\n",
			[]string{"2:3: error: 'scf.for' op expects regions to end with 'scf.yield', found 'foo.op'", "  2:3: note: in custom textual format, the absence of terminator implies 'scf.yield'"}},
		{"no region arguments", "func.func @f(%c: i1) {\n  \"scf.if\"(%c) ({\n  ^bb0(%x: i32):\n    \"scf.yield\"() : () -> ()\n  }, {\n  }) : (i1) -> ()\n  return\n}\n",
			[]string{"2:3: error: 'scf.if' op region #0 should have no arguments"}},
		{"entry block arguments", "\"func.func\"() <{function_type = (i32) -> (), sym_name = \"f\"}> ({\n^bb0(%x: f32):\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
			[]string{"1:1: error: 'func.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')"}},
		{"destination style", "func.func @f(%t: tensor<4xf32>, %v: f32) {\n  %0 = \"linalg.fill\"(%v, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n  ^bb0(%in: f32, %out: f32):\n    \"linalg.yield\"(%in) : (f32) -> ()\n  }) : (f32, tensor<4xf32>) -> tensor<8xf32>\n  return\n}\n",
			[]string{"2:8: error: 'linalg.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')"}},
		{"cast", "func.func @f(%a: i32) {\n  %0 = arith.index_cast %a : i32 to i64\n  return\n}\n",
			[]string{"2:8: error: 'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible"}},
		{"memref cast", "func.func @f(%m: memref<4xf32>) {\n  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>\n  %1 = memref.cast %m : memref<4xf32> to memref<5xf32>\n  return\n}\n",
			[]string{"3:8: error: 'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible"}},
	})
}

func TestOpVerifiers(t *testing.T) {
	runCases(t, []verifyCase{
		{"func.return count", "func.func @f(%c: i1) {\n  \"func.return\"(%c) : (i1) -> ()\n}\n",
			[]string{"2:3: error: 'func.return' op has 1 operands, but enclosing function (@f) returns 0"}},
		{"func.return type", "func.func @f(%c: i1) -> i32 {\n  \"func.return\"(%c) : (i1) -> ()\n}\n",
			[]string{"2:3: error: type of return operand 0 ('i1') doesn't match function result type ('i32') in function @f"}},
		{"transform.sequence terminator", "%0 = transform.sequence -> !transform.any_op failures(propagate) {\n^bb0(%arg0: !transform.any_op):\n  transform.yield\n}\n",
			[]string{"1:6: error: 'transform.sequence' op expects the types of the terminator operands to match the types of the result",
				"  3:3: note: terminator"}},
		{"scf.if else", "func.func @f(%c: i1) {\n  %0 = \"scf.if\"(%c) ({\n    \"scf.yield\"() : () -> ()\n  }, {\n  }) : (i1) -> i32\n  return\n}\n",
			[]string{"2:8: error: 'scf.if' op must have an else block if defining values"}},
		{"scf.if yield", "func.func @f(%c: i1, %x: f32) -> f32 {\n  %0 = \"scf.if\"(%c) ({\n    \"scf.yield\"(%c) : (i1) -> ()\n  }, {\n    \"scf.yield\"(%x) : (f32) -> ()\n  }) : (i1) -> f32\n  return %0 : f32\n}\n",
			[]string{"2:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'f32'",
				"  3:5: note: region branch point"}},
		{"scf.for iter_args", "func.func @f(%lb: index, %x: f32) {\n  %0 = \"scf.for\"(%lb, %lb, %lb, %x) ({\n  ^bb0(%i: index, %acc: i32):\n    \"scf.yield\"(%acc) : (i32) -> ()\n  }) : (index, index, index, f32) -> f32\n  return\n}\n",
			[]string{"2:8: error: 'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'"}},
		{"scf.while", "func.func @f(%x: f32) {\n  \"scf.while\"(%x) ({\n  ^bb0(%a: f32):\n    \"scf.yield\"(%a) : (f32) -> ()\n  }, {\n  ^bb0(%b: f32):\n    \"scf.yield\"(%b) : (f32) -> ()\n  }) : (f32) -> ()\n  return\n}\n",
			[]string{"2:3: error: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'", "  4:5: note: terminator here"}},
	})
}

func TestParseErrorsStopTheChunk(t *testing.T) {
	src := "func.func @f() {\n  %0 = arith.addi %a, %a : i32\n  return\n}\n"
	assert.Equal(t, []string{"2:19: error: use of undeclared SSA value name"}, check(t, src, true))
}

// In mlir-opt's mode, each function's first error is reported, and a
// failing op that is not isolated stops the rest; with All, every op's
// first error is, in the same order.
func TestModes(t *testing.T) {
	src := `func.func @a(%x: i32) {
  %0 = "arith.addi"(%x) : (i32) -> i32
  %1 = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}
func.func @b(%x: i32) {
  %0 = "arith.addi"(%x) : (i32) -> i32
  return
}
func.func @b(%x: i32) {
  return
}
`
	assert.Equal(t, []string{
		"2:8: error: 'arith.addi' op expected 2 operands, but found 1",
		"7:8: error: 'arith.addi' op expected 2 operands, but found 1",
	}, check(t, src, false))
	assert.Equal(t, []string{
		"2:8: error: 'arith.addi' op expected 2 operands, but found 1",
		"3:8: error: 'arith.addi' op requires the same type for all operands and results",
		"7:8: error: 'arith.addi' op expected 2 operands, but found 1",
		"10:1: error: redefinition of symbol named 'b'",
		"  6:1: note: see existing symbol definition here",
	}, check(t, src, true))

	// A failing op that is not isolated is reported before the functions.
	src = "func.func @a(%x: i32) {\n  %0 = \"arith.addi\"(%x) : (i32) -> i32\n  return\n}\n\"foo.r\"() ({\n  %0 = \"arith.addi\"() : () -> i32\n}) : () -> ()\n"
	assert.Equal(t, []string{"6:8: error: 'arith.addi' op expected 2 operands, but found 0"}, check(t, src, false))
}

func TestLimit(t *testing.T) {
	var b strings.Builder
	for i := range 5 {
		fmt.Fprintf(&b, "func.func @f%d(%%x: i32) {\n  %%0 = \"arith.addi\"(%%x) : (i32) -> i32\n  return\n}\n", i)
	}
	list := verify.Source("t.mlir", []byte(b.String()), verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true, Limit: 3}})
	require.Len(t, list, 3)
	require.Len(t, list[2].Notes, 1)
	assert.Equal(t, "too many errors: 2 more not reported", list[2].Notes[0].Msg)
}

// Functions are verified on several goroutines; the order of the
// diagnostics does not depend on it.
func TestParallelDeterministic(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, "func.func @f%d(%%x: i32) {\n  %%0 = \"arith.addi\"(%%x, %%x) : (i32, i32) -> i%d\n  return\n}\n", i, 16+i%2*48)
	}
	src := []byte(b.String())
	one := verify.Source("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true, Workers: 1, Limit: 1000}})
	require.Len(t, one, 200)
	for range 3 {
		many := verify.Source("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true, Workers: 8, Limit: 1000}})
		assert.Equal(t, render(string(src), one), render(string(src), many))
	}
}

func TestSplit(t *testing.T) {
	src := []byte("a\n// -----\nb\n// ----\nc\n// ------\nd\n")
	chunks, warnings := verify.Split(src)
	// `// ------` splits, as in mlir-opt (its next chunk starts with `-`).
	assert.Equal(t, []verify.Chunk{{0, 2}, {10, 23}, {31, len(src)}}, chunks)
	assert.Equal(t, []string{"4:7: warning: near miss with file split marker"}, render(string(src), warnings))

	// Positions stay those of the file.
	src = []byte("\"a.b\"() : () -> ()\n// -----\nfunc.func @f() {\n  %0 = \"arith.addi\"() : () -> i32\n  return\n}\n")
	got := render(string(src), verify.Source("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}, SplitInputFile: true}))
	assert.Equal(t, []string{"4:8: error: 'arith.addi' op expected 2 operands, but found 0"}, got)
}

func TestValidate(t *testing.T) {
	assert.Empty(t, verify.Validate([]byte("func.func @f() {\n  return\n}\n"), core()))
	list := verify.Validate([]byte("func.func @f() {\n  %0 = \"arith.addi\"() : () -> i32\n}\n"), core())
	// The op's error; not the missing terminator of its block, which
	// mlir-opt does not reach once an op of the block failed.
	require.Len(t, list, 1)
	assert.Contains(t, list[0].Msg, "expected 2 operands")
	list = verify.Validate([]byte("func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n}\n"), core())
	require.Len(t, list, 1) // a block whose ops pass: its terminator is checked
	assert.Contains(t, list[0].Msg, "block with no terminator")
}

// Verify works on IR built in Go, without positions.
func TestVerifyBuiltIR(t *testing.T) {
	ctx := ir.NewContext()
	top := ir.NewOperation("builtin.module", nil)
	region := &ir.Region{Parent: top}
	top.Regions = []*ir.Region{region}
	body := region.AddBlock()
	op := ir.NewOperation("arith.addi", []ir.Type{ctx.I(32)})
	body.Append(op)
	list := verify.Verify(ctx, top, verify.Options{Dialects: core()})
	require.Len(t, list, 1)
	assert.Equal(t, "'arith.addi' op expected 2 operands, but found 0", list[0].Msg)
	assert.False(t, list[0].Pos.IsValid())
}
