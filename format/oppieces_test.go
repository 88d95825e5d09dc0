package format

import (
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withOpPieces formats src with every op a piece of its own (the bodies
// of functions and modules cut in pieces of size bytes).
func withOpPieces(t *testing.T, src []byte, size int) *Formatted {
	t.Helper()
	saved := opMin
	defer func() { opMin = saved }()
	opMin = 0
	return withPieces(t, src, 0, size)
}

// opCut reports whether src's chunk is formatted with some op's body in
// pieces (every op a piece of its own, pieces of size bytes).
func opCut(src []byte, size int) bool {
	savedMin, savedSize, savedOp := pieceMin, pieceSize, opMin
	defer func() { pieceMin, pieceSize, opMin = savedMin, savedSize, savedOp }()
	pieceMin, pieceSize, opMin = 0, size, 0
	b, ok := splitBody(src, pieceSize)
	if !ok {
		return false
	}
	if len(splitOps(src, b, b.indent)) == 0 {
		return false
	}
	_, ok = formatPieces("in.mlir", src, Options{Dialects: core()}, func(*diag.Diagnostic) {})
	return ok
}

func TestOpPiecesSmoke(t *testing.T) {
	for _, src := range [][]byte{gen.Constants(50), gen.Mixed(100)} {
		whole := withPieces(t, src, -1, 0)
		got := withOpPieces(t, src, 1)
		require.Equal(t, string(whole.Out), string(got.Out))
		assert.True(t, opCut(src, 1), "%s", strings.SplitN(string(src), "\n", 2)[0])
	}
}

// TestOpPiecesEqualWhole: a function's body cut in pieces of one op
// prints as the function whole, errors and warnings included, in the
// cases where names, comments and forms could cross pieces; cut says
// whether the body is formatted in pieces (false: whole, for it would
// not print the same or is an error).
func TestOpPiecesEqualWhole(t *testing.T) {
	for _, c := range []struct {
		name, src string
		cut       bool
	}{
		{"comments and blank lines", `// file head
func.func @f(%a: i32, %b: i32) -> i32 {

  // leading comment

  %0 = arith.addi %a, %b : i32  // trailing
  // between


  %1 = arith.muli %0, %a : i32
  "test.op"(%1) : (i32) -> ()   // t

  // before return
  return %1 : i32
  // before }

} // after
// file end
`, true},
		{"in a module, with blank lines around", "module {\n  // m\n\n  func.func private @d()\n\n  func.func @f(%a: i32) {\n    %0 = arith.addi %a, %a : i32\n\n\n    %1 = arith.addi %0, %0 : i32\n    return\n  }\n\n  // after f\n}\n", true},
		{"entry block arguments and nested regions using outer values", `func.func @f(%c: i1, %a: index, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %a step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<4xf32>
    %s = arith.addf %v, %acc : f32
    scf.yield %s : f32
  }
  %q = scf.if %c -> (f32) {
    scf.yield %r : f32
  } else {
    %w = arith.addf %r, %z : f32
    scf.yield %w : f32
  }
  return %q : f32
}
`, true},
		{"numbered names", "func.func @f(%arg0: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg0 : i32\n  %1 = arith.addi %0, %0 : i32\n  %2 = arith.addi %1, %0 : i32\n  return %2 : i32\n}\n", true},
		{"a result group used whole", "func.func @f() {\n  %g:2 = \"test.two\"() : () -> (i32, i64)\n  \"test.use\"(%g#0, %g#1) : (i32, i64) -> ()\n  return\n}\n", true},
		{"a result group used in part", "func.func @f() {\n  %g:2 = \"test.two\"() : () -> (i32, i64)\n  \"test.use\"(%g#1) : (i64) -> ()\n  return\n}\n", false},
		{"a group's first result", "func.func @f() {\n  %g:2 = \"test.two\"() : () -> (i32, i64)\n  \"test.use\"(%g) : (i32) -> ()\n  return\n}\n", false},
		{"locations", "func.func @f(%a: i32 loc(\"a\":1:2)) {\n  %0 = arith.addi %a, %a : i32 loc(\"x.mlir\":3:4)\n  %1 = arith.addi %0, %0 : i32 loc(fused[\"y\":1:1, unknown])\n  return loc(unknown)\n} loc(\"f\":9:9)\n", true},
		{"a location alias", "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32 loc(#l)\n  %1 = arith.addi %0, %0 : i32\n  return\n}\n#l = loc(\"x\":1:1)\n", false},
		{"a custom form that does not read back", `func.func @f(%tag: memref<1xi32>, %i: index, %n: index) {
  %j = arith.addi %i, %i : index
  affine.dma_wait %tag[%j * 0], %n : memref<1xi32>
  affine.dma_wait %tag[%j], %n : memref<1xi32>
  return
}
`, true},
		{"a custom form printed after the operands' definitions", "func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.forall (%i) = (%c0) to (%n) step (%c1) {\n  }\n  return\n}\n", false},
		{"a name defined twice", "func.func @f() {\n  %x = arith.constant 1 : i32\n  %x = arith.constant 2 : i32\n  return\n}\n", false},
		{"a name defined again in a region", "func.func @f(%c: i1) {\n  %x = arith.constant 1 : i32\n  scf.if %c {\n    %x = arith.constant 2 : i32\n  }\n  return\n}\n", false},
		{"a name defined in a region, then in the body", "func.func @f(%c: i1) {\n  scf.if %c {\n    %x = arith.constant 2 : i32\n  }\n  %x = arith.constant 1 : i32\n  return\n}\n", false},
		{"the same name in two regions", "func.func @f(%c: i1) {\n  scf.if %c {\n    %x = arith.constant 2 : i32\n  }\n  scf.if %c {\n    %x = arith.constant 3 : i32\n  }\n  return\n}\n", true},
		{"an argument defined again", "func.func @f(%a: i32) {\n  %b = arith.constant 1 : i32\n  %a = arith.constant 2 : i32\n  return\n}\n", false},
		{"an undefined name", "func.func @f() {\n  %a = arith.constant 1 : i32\n  \"test.use\"(%nope) : (i32) -> ()\n  return\n}\n", false},
		{"a name used with another type", "func.func @f() {\n  %v = arith.constant 1 : i32\n  \"test.use\"(%v) : (i64) -> ()\n  return\n}\n", false},
		{"a name used before its definition", "func.func @f() {\n  \"test.use\"(%v) : (i32) -> ()\n  %v = arith.constant 1 : i32\n  return\n}\n", true},
		{"a name used before its definition with another type", "func.func @f() {\n  \"test.use\"(%v) : (i64) -> ()\n  %v = arith.constant 1 : i32\n  return\n}\n", false},
		{"block labels", "func.func @f() {\n  %a = arith.constant 1 : i32\n  cf.br ^b\n^b:\n  return\n}\n", false},
		{"a name printed generically in a shadowing region", `emitc.func @f(%a: i32) -> i32 {
  %b = emitc.sub %a, %a : (i32, i32) -> i32
  %0 = emitc.expression %b noinline : (i32) -> i32 {
    %n = emitc.sub %b, %b : (i32, i32) -> i32
    emitc.yield %n : i32
  }
  emitc.return %0 : i32
}
`, false},
		{"llvm.func", "llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.add %a, %a : i32\n  %1 = llvm.mul %0, %a : i32\n  llvm.return %1 : i32\n}\n", true},
		{"a module of a function", "module @m {\n  func.func @f(%a: i32) -> i32 {\n    %0 = arith.addi %a, %a : i32\n    %1 = arith.addi %0, %a : i32\n    return %1 : i32\n  }\n  func.func private @g()\n}\n", true},
		{"nested modules", "module {\n  module @a {\n    func.func @f(%a: i32) {\n      %0 = arith.addi %a, %a : i32\n      %1 = arith.addi %0, %a : i32\n      return\n    }\n    func.func private @g()\n  }\n  func.func private @h()\n}\n", true},
		{"a module holding only a function", "module {\nmodule @a {\n  func.func @f(%a: i32) {\n    %0 = arith.addi %a, %a : i32\n\n    %1 = arith.addi %0, %a : i32\n    return\n  }\n\n  // after f\n\n}\n}\n", true},
		{"modules of small ops and a function, at column 0", "module {\nmodule {\n  memref.global \"private\" constant @c : memref<2xf32> = dense<0.0>\n  func.func @f(%a: i32) {\n    %0 = arith.addi %a, %a : i32\n    %1 = arith.addi %0, %a : i32\n    return\n  }\n}\nmodule attributes {test.x = 1 : i32} {\n\n  func.func @g(%a: i32) {\n    %0 = arith.addi %a, %a : i32\n    return\n  }\n}\n}\n", true},
		{"a module with a blob on its head", "module {\nmodule attributes {test.d = dense<[1, 2]> : tensor<2xi32>} {\n  func.func @f(%a: i32) {\n    %0 = arith.addi %a, %a : i32\n    return\n  }\n}\n}\n", true},
		{"a module holding a function with block labels (the module in pieces, the function whole)", "module {\nmodule {\n  func.func @f() {\n    %a = arith.constant 1 : i32\n    cf.br ^b\n  ^b:\n    return\n  }\n}\n}\n", true},
		{"a declaration's body", "func.func private @d()\nfunc.func @f() {\n  %0 = arith.constant 1 : i32\n  return\n}\n", true},
		{"a comment after the head's brace", "func.func @f() { // c\n  %0 = arith.constant 1 : i32\n  return\n}\n", false},
		{"a comment in the head", "func.func @f( // c\n) {\n  %0 = arith.constant 1 : i32\n  return\n}\n", false},
		{"an op after the brace", "func.func @f() {\n  %0 = arith.constant 1 : i32\n  return }\n", false},
	} {
		src := []byte(c.src)
		whole := withPieces(t, src, -1, 0)
		got := withOpPieces(t, src, 1)
		assert.Equal(t, string(whole.Out), string(got.Out), c.name)
		assert.Equal(t, diags(whole.Errors), diags(got.Errors), c.name)
		assert.Equal(t, diags(whole.Warnings), diags(got.Warnings), c.name)
		cut := false
		for _, ch := range Chunks(src) {
			cut = cut || opCut(src[ch.Start:ch.End], 1)
		}
		assert.Equal(t, c.cut, cut, "%s: formatted in pieces", c.name)
	}
}

// TestFunctionInPieces guards the default thresholds: a large function
// (alone, or in a module) is formatted with its body in pieces, through a
// temporary file, and prints as whole. Formatted whole, 1M constants took
// 2.5 times mlir-opt's peak memory and 3 times the CPU time.
func TestFunctionInPieces(t *testing.T) {
	mixed := gen.Mixed(20_000)
	for name, src := range map[string][]byte{
		"constants":   gen.Constants(30_000),
		"mixed":       mixed,
		"in a module": append(append([]byte("module {\n"), mixed...), "}\n"...),
	} {
		opts := Options{Dialects: core()}
		require.GreaterOrEqual(t, len(src), opMin, name)
		assert.True(t, InPieces(src, opts), name)
		b, ok := splitBody(src, pieceSize)
		require.True(t, ok, name)
		ops := splitOps(src, b, b.indent)
		require.Len(t, ops, 1, name)
		for _, o := range ops {
			assert.Greater(t, len(o.cuts), len(src)/pieceSize/2, "%s: the body's pieces", name)
		}
		out, ok := formatPieces("in.mlir", src, opts, func(*diag.Diagnostic) {})
		require.True(t, ok, "%s: formatted in pieces", name)
		whole := withPieces(t, src, -1, 0)
		assert.Equal(t, string(whole.Out), string(out), name)
	}
}

// TestNestedModuleInPieces: a large module nested in a chunk's module
// (as genmix.py writes each chunk), holding one large function alone or
// after small ops, is formatted as a module of pieces whose function's
// body is cut in its turn, and prints as whole. Before, the first was one
// piece (one core for 0.8 MB of the genmix file, six times) and the
// second's function, its last piece, was never cut.
func TestNestedModuleInPieces(t *testing.T) {
	mixed := gen.Mixed(20_000)
	for name, body := range map[string][]byte{
		"one function":             mixed,
		"small ops, a function":    append([]byte("  memref.global \"private\" constant @c : memref<2xf32> = dense<0.0>\n  func.func private @d()\n"), mixed...),
		"a function, small ops":    append(append([]byte(nil), mixed...), "  func.func private @d()\n"...),
		"an attribute on its head": mixed,
	} {
		head := "module {\n"
		if name == "an attribute on its head" {
			head = "module @m attributes {test.n = 3 : i32} {\n"
		}
		src := append(append([]byte("module {\n"+head), body...), "}\n}\n"...)
		opts := Options{Dialects: core()}
		b, ok := splitBody(src, pieceSize)
		require.True(t, ok, name)
		ops := splitOps(src, b, b.indent)
		require.Len(t, ops, 1, name)
		for _, o := range ops {
			require.True(t, o.module, name)
			// Its function is a piece of its own, cut in pieces in turn.
			inner := splitOps(src, bodySplit{cuts: o.cuts, single: o.single}, o.indent+2)
			require.Len(t, inner, 1, name)
			for _, f := range inner {
				assert.False(t, f.module, name)
				assert.Greater(t, len(f.cuts), len(mixed)/pieceSize/2, "%s: the function's pieces", name)
			}
		}
		out, ok := formatPieces("in.mlir", src, opts, func(*diag.Diagnostic) {})
		require.True(t, ok, "%s: formatted in pieces", name)
		whole := withPieces(t, src, -1, 0)
		assert.Equal(t, string(whole.Out), string(out), name)
	}
}

var piecesCorpus = flag.String("pieces-corpus", "../../shared/corpus", "a corpus directory whose files TestPiecesEqualWholeCorpus formats in pieces")

// TestPiecesEqualWholeCorpus is TestPiecesEqualWhole's property on
// another corpus (the shared one, when it is there): every file formatted
// with every op a piece and every function's body in pieces of one op
// prints as whole, errors and warnings included.
func TestPiecesEqualWholeCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("formats a corpus three times")
	}
	if _, err := os.Stat(*piecesCorpus); err != nil {
		t.Skipf("no corpus at %s", *piecesCorpus)
	}
	files, cut := 0, 0
	require.NoError(t, filepath.WalkDir(*piecesCorpus, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".mlir") {
			return err
		}
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		if len(src) > 256<<10 {
			return nil // pieces of one op: slow on the largest
		}
		files++
		whole := withPieces(t, src, -1, 0)
		got := withOpPieces(t, src, 1)
		if assert.Equal(t, string(whole.Out), string(got.Out), path) {
			assert.Equal(t, diags(whole.Errors), diags(got.Errors), path)
			assert.Equal(t, diags(whole.Warnings), diags(got.Warnings), path)
		}
		for _, c := range Chunks(src) {
			if opCut(src[c.Start:c.End], 1) {
				cut++
			}
		}
		return nil
	}))
	t.Logf("%d files, %d chunks with a body formatted in pieces", files, cut)
	assert.Greater(t, cut, 100, "chunks with a body formatted in pieces")
}

// splitOps returns, by piece of b, the pieces that are one large op
// whose body can be formatted in pieces (as the workers cut them).
func splitOps(src []byte, b bodySplit, indent int) map[int]*opPieces {
	r := &pieceRun{indent: indent}
	ops := map[int]*opPieces{}
	for i := range len(b.cuts) - 1 {
		if o, ok := r.splitOp(src, span{from: b.cuts[i], to: b.cuts[i+1], single: b.single[b.cuts[i]]}); ok {
			ops[i] = o
		}
	}
	return ops
}
