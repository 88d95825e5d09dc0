package format

import (
	"bytes"
	"fmt"
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

// withPieces formats src with chunks cut into pieces of at least size
// bytes from min bytes (pieces off: min < 0).
func withPieces(t *testing.T, src []byte, min, size int) *Formatted {
	t.Helper()
	savedMin, savedSize := pieceMin, pieceSize
	defer func() { pieceMin, pieceSize = savedMin, savedSize }()
	if min < 0 {
		min = 1 << 62
	}
	pieceMin, pieceSize = min, size
	return Format("in.mlir", src, Options{Dialects: core()})
}

// pieceInputs are the repo corpus's files, also each wrapped in a module
// and several of them as nested modules of one, with and without blank
// lines and comments between them.
func pieceInputs(t *testing.T) map[string][]byte {
	inputs := map[string][]byte{}
	require.NoError(t, filepath.WalkDir("../corpus", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(path, ".mlir") || strings.HasSuffix(path, ".golden")) {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			inputs[path] = src
		}
		return err
	}))
	require.NoError(t, filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			inputs[path] = src
		}
		return err
	}))
	var nested, commented bytes.Buffer
	nested.WriteString("module {\n")
	commented.WriteString("// a file of modules\nmodule attributes {x.y = 1 : i32} {\n\n")
	n := 0
	for path, src := range inputs {
		if bytes.Contains(src, []byte(marker)) {
			continue
		}
		inputs[path+" in a module"] = append(append([]byte("module {\n"), src...), "}\n"...)
		if n++; n%3 == 0 {
			nested.WriteString("module {\n")
			nested.Write(src)
			nested.WriteString("}\n")
			commented.WriteString("  // " + path + "\n\n  module {\n")
			commented.Write(src)
			commented.WriteString("  }   // end\n\n\n")
		}
	}
	nested.WriteString("}\n")
	commented.WriteString("  // the end\n}\n// after\n")
	inputs["nested"] = nested.Bytes()
	inputs["commented"] = commented.Bytes()
	inputs["constants"] = gen.Constants(200)
	inputs["mixed"] = gen.Mixed(400)
	inputs["module of funcs"] = []byte("module {\n" + strings.Repeat("func.func private @f()\n// c\n\nfunc.func @g(%a: i32) -> i32 {\n  return %a : i32\n}\n", 20) + "}\n")
	inputs["top-level funcs"] = []byte(strings.Repeat("func.func private @f()\n\n\nfunc.func @g(%a: i32) -> i32 {\n  return %a : i32\n} // g\n", 20))
	inputs["results at module level"] = []byte("%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0) : (i32) -> ()\n\"foo.c\"() : () -> ()\n")
	inputs["linalg named"] = []byte(strings.Repeat("func.func @m(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {\n  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>\n  return %0 : tensor<4x4xf32>\n}\n", 5))
	inputs["header comment at the start"] = []byte("func.func@A(//\n)\nfunc.func@B(//\n)\n")
	inputs["header comment after a line"] = []byte("\nfunc.func@A(//\n)\nfunc.func@B(//\n)\n")
	inputs["indented alias"] = []byte("func.func private @f() attributes {m = affine_map<(d0) -> (d0)>}\n  #a = affine_map<(d0) -> (d0)>\nfunc.func private @g() attributes {m = affine_map<(d0) -> (d0)>}\n")
	var list, blob strings.Builder
	blob.WriteString(`"0x`)
	for i := range 120 {
		if i > 0 {
			list.WriteString(", ")
		}
		fmt.Fprintf(&list, "%d", i%7)
		fmt.Fprintf(&blob, "%02X", i%7)
	}
	blob.WriteString(`"`)
	inputs["hex once"] = []byte("module {\n  func.func private @f() attributes {d = dense<[" + list.String() + "]> : tensor<120xi8>}\n  func.func private @g() attributes {d = dense<" + blob.String() + "> : tensor<120xi8>}\n}\n")
	return inputs
}

// TestPiecesEqualWhole: a chunk formatted in pieces (here every op its
// own piece, and pieces of 1 kB) is byte for byte the chunk formatted
// whole, with the same errors and warnings, on every input of the repo's
// corpus and testdata and on nested modules made of them.
func TestPiecesEqualWhole(t *testing.T) {
	cut, opsCut := 0, 0
	for name, src := range pieceInputs(t) {
		whole := withPieces(t, src, -1, 0)
		for _, size := range []int{1, 1024} {
			got := withPieces(t, src, 0, size)
			if !assert.Equal(t, string(whole.Out), string(got.Out), "%s (pieces of %d)", name, size) {
				continue
			}
			assert.Equal(t, diags(whole.Errors), diags(got.Errors), name)
			assert.Equal(t, diags(whole.Warnings), diags(got.Warnings), name)
			// Every op a piece, the bodies of functions and modules cut
			// in pieces too (oppieces.go).
			got = withOpPieces(t, src, size)
			if !assert.Equal(t, string(whole.Out), string(got.Out), "%s (op bodies in pieces of %d)", name, size) {
				continue
			}
			assert.Equal(t, diags(whole.Errors), diags(got.Errors), name)
			assert.Equal(t, diags(whole.Warnings), diags(got.Warnings), name)
		}
		saved := pieceSize
		pieceSize = 1
		for _, c := range Chunks(src) {
			if _, ok := formatPieces("in.mlir", src[c.Start:c.End], Options{Dialects: core()}, func(*diag.Diagnostic) {}); ok {
				cut++
			}
		}
		pieceSize = saved
		for _, c := range Chunks(src) {
			if opCut(src[c.Start:c.End], 1) {
				opsCut++
			}
		}
	}
	// The comparison is only worth it if many inputs were cut.
	assert.Greater(t, cut, 200, "chunks formatted in pieces")
	assert.Greater(t, opsCut, 100, "chunks with an op's body formatted in pieces")
}

func diags(l diag.List) []string {
	var s []string
	for _, d := range l {
		s = append(s, d.Error())
	}
	return s
}

// TestSameTokens: text that differs from another only in the amount of
// white space and in comments needs no reading back; any other
// difference does.
func TestSameTokens(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"module {\nfunc.func @f() {\n  return\n}\n}\n", "module {\n  func.func @f() {\n    return\n  }\n}\n", true},
		{"%0 = arith.constant 1 : i32 // one\n", "// one\n%0 = arith.constant 1 : i32\n", true},
		{"%0 = arith.constant 1 : i32\n", "%0 = arith.constant 01 : i32\n", false},
		{"%x = foo.a : tensor<4 x f32>\n", "%x = foo.a : tensor<4x f32>\n", false},
		{"%x = foo.a : i32\n", "%x = foo.a : i32 loc(unknown)\n", false},
		{"\"foo.a\"() {s = \"a  b\"} : () -> ()\n", "\"foo.a\"() {s = \"a b\"} : () -> ()\n", false},
		{"%x = foo.a\n", "%x = foo.a \"\n", false},
	} {
		assert.Equal(t, c.same, sameTokens([]byte(c.a), []byte(c.b)), "%q vs %q", c.a, c.b)
	}
}

// TestFormatTo: FormatTo writes what Format returns, with the same
// diagnostics, through its temporary file (every input large enough here)
// or not.
func TestFormatTo(t *testing.T) {
	savedMin, savedSize, savedOp := pieceMin, pieceSize, opMin
	defer func() { pieceMin, pieceSize, opMin = savedMin, savedSize, savedOp }()
	pieceMin, pieceSize = 0, 512
	// Also with every op a piece, functions' bodies cut in pieces.
	for _, opMin = range []int{savedOp, 0} {
		for name, src := range pieceInputs(t) {
			want := Format("in.mlir", src, Options{Dialects: core()})
			var out bytes.Buffer
			got, err := FormatTo(&out, "in.mlir", src, Options{Dialects: core()})
			require.NoError(t, err)
			assert.Equal(t, string(want.Out), out.String(), name)
			assert.Equal(t, diags(want.Errors), diags(got.Errors), name)
			assert.Equal(t, diags(want.Warnings), diags(got.Warnings), name)
		}
	}
}

// FuzzPieces: on mutations of the corpus inputs (each also as nested
// modules of one module), a chunk formatted in pieces (every op its own)
// is the chunk formatted whole, diagnostics included.
func FuzzPieces(f *testing.F) {
	for _, dir := range []string{"testdata/preserve", "../corpus"} {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
				if src, err := os.ReadFile(path); err == nil && len(src) < 4096 {
					f.Add(src, false)
					f.Add(src, true)
				}
			}
			return nil
		})
	}
	// Functions whose bodies are cut in pieces (oppieces.go): values
	// used across pieces, nested regions, comments.
	f.Add(gen.Mixed(40), false)
	f.Add(gen.Constants(20), true)
	f.Add([]byte("func.func @f(%a: i32) -> i32 {\n\n  // c\n  %0 = arith.addi %a, %a : i32  // t\n\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n  // end\n} // f\n"), false)
	f.Fuzz(func(t *testing.T, src []byte, nest bool) {
		if nest {
			src = append(append(append([]byte("module {\n"), src...), "}\nmodule {\n"...), append(src, "}\n"...)...)
			src = append(append([]byte("module {\n"), src...), "}\n"...)
		}
		whole := withPieces(t, src, -1, 0)
		got := withPieces(t, src, 0, 1)
		if !bytes.Equal(whole.Out, got.Out) {
			t.Fatalf("pieces differ from whole:\n--- input\n%s\n--- whole\n%s\n--- pieces\n%s", src, whole.Out, got.Out)
		}
		if b := withOpPieces(t, src, 1); !bytes.Equal(whole.Out, b.Out) {
			t.Fatalf("op bodies in pieces differ from whole:\n--- input\n%s\n--- whole\n%s\n--- pieces\n%s", src, whole.Out, b.Out)
		} else if a, b := diags(got.Errors), diags(b.Errors); strings.Join(a, "\n") != strings.Join(b, "\n") {
			t.Fatalf("errors differ: %q vs %q", a, b)
		}
		if a, b := diags(whole.Errors), diags(got.Errors); strings.Join(a, "\n") != strings.Join(b, "\n") {
			t.Fatalf("errors differ: %q vs %q", a, b)
		}
		if a, b := diags(whole.Warnings), diags(got.Warnings); strings.Join(a, "\n") != strings.Join(b, "\n") {
			t.Fatalf("warnings differ: %q vs %q", a, b)
		}
	})
}

// TestRelease: FormatTo (in pieces) and Fprint (streamed) call
// Options.Release with ranges of the input, and print the same with it
// as without.
func TestRelease(t *testing.T) {
	savedMin, savedSize := pieceMin, pieceSize
	defer func() { pieceMin, pieceSize = savedMin, savedSize }()
	pieceMin, pieceSize = 0, 512
	src := gen.Modules(64 << 10)
	for _, style := range []Style{Preserve, MLIROpt} {
		var calls [][2]int
		opts := Options{Dialects: core(), Style: style}
		var want, got bytes.Buffer
		var err error
		if style == Preserve {
			_, err = FormatTo(&want, "in.mlir", src, opts)
		} else {
			_, err = Fprint(&want, "in.mlir", src, opts)
		}
		require.NoError(t, err)
		opts.Release = func(from, to int) { calls = append(calls, [2]int{from, to}) }
		if style == Preserve {
			_, err = FormatTo(&got, "in.mlir", src, opts)
		} else {
			_, err = Fprint(&got, "in.mlir", src, opts)
		}
		require.NoError(t, err)
		assert.Equal(t, want.String(), got.String(), style)
		require.NotEmpty(t, calls, style)
		end := 0
		for _, c := range calls {
			assert.True(t, 0 <= c[0] && c[0] < c[1] && c[1] <= len(src), "%s: range %v of %d bytes", style, c, len(src))
			end = max(end, c[1])
		}
		assert.Greater(t, end, len(src)/2, "%s: the input is given back as the formatting goes", style)
	}
}
