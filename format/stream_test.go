package format

import (
	"bytes"
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

// TestStreamedEqualsWhole: printing op by op gives exactly the output (or
// the error) of printing the file whole, on every input of the repo's
// corpus and on the cases that make the stream fall back.
func TestStreamedEqualsWhole(t *testing.T) {
	var inputs []string
	require.NoError(t, filepath.WalkDir("../corpus", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			inputs = append(inputs, path)
		}
		return err
	}))
	require.NotEmpty(t, inputs)
	srcs := map[string][]byte{}
	for _, path := range inputs {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		srcs[path] = src
	}
	for name, src := range map[string]string{
		"results at module level":  "%0 = \"foo.a\"() : () -> i32\nfunc.func @f() {\n  return\n}\n",
		"forward use across ops":   "\"foo.a\"(%x) : (i32) -> ()\n%x = \"foo.b\"() : () -> i32\n",
		"module then op":           "module {\n  func.func @f() {\n    return\n  }\n}\n\"foo.a\"() : () -> ()\n",
		"op then module":           "\"foo.a\"() : () -> ()\nmodule {\n}\n",
		"module attribute alias":   "#m = affine_map<(d0) -> (d0)>\nmodule attributes {m = #m} {\n  \"foo.a\"() {m = #m, n = affine_map<(d0) -> (d0 + 1)>} : () -> ()\n}\n",
		"labelled module body":     "\"builtin.module\"() ({\n^bb0:\n  \"foo.a\"() : () -> ()\n}) : () -> ()\n",
		"error in second op":       "func.func @f() {\n  return\n}\nfunc.func @g() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n",
		"syntax error after op":    "func.func @f() {\n  return\n}\nfunc.func @g( {\n",
		"aliases out of order":     "\"foo.a\"() {a = affine_map<(d0) -> (d0 + 2)>} : () -> ()\n\"foo.b\"() {t = !foo.t, b = affine_map<(d0) -> (d0)>} : () -> ()\n",
		"later ops numbered first": twoFuncs,
		"error in a shared dict":   "\"foo.a\"() ({\n  \"foo.b\"() {a = 1, a = 2} : () -> ()\n}) {a = 1, a = 2} : () -> ()\n",
		"mark byte in the input":   "\"foo.a\"() {a = #foo<\x01>} : () -> ()\nfunc.func @f(%a: i32) {\n  return\n}\n",
		"invalid op":               invalidAddi,
		"module without region":    "\"builtin.module\"() : () -> ()\n",
		"two modules, no region":   "\"builtin.module\"() : () -> ()\n\"builtin.module\"() ({}) : () -> ()\n",
		"call to a later function": "func.func @f() {\n  call @g() : () -> ()\n  return\n}\nfunc.func @g() {\n  return\n}\n",
		"call of the wrong type":   "func.func @g(%a: i32) {\n  return\n}\nfunc.func @f() {\n  call @g() : () -> ()\n  return\n}\n",
		"symbol defined twice":     "func.func private @g()\nfunc.func @f() {\n  return\n}\nfunc.func private @g()\n",
		"invalid module attribute": "module attributes {gpu.container_module = 1} {\n  func.func @f() {\n    return\n  }\n}\n",
	} {
		srcs[name] = []byte(src)
	}
	for name, src := range srcs {
		for _, generic := range []bool{false, true} {
			streamed, _, serr := Source(name, src, Options{Dialects: core(), Generic: generic})
			whole, _, werr := Source(name, src, Options{Dialects: core(), Generic: generic, whole: true})
			if werr != nil {
				assert.EqualError(t, serr, werr.Error(), "%s (generic %v)", name, generic)
				continue
			}
			if assert.NoError(t, serr, "%s (generic %v)", name, generic) {
				assert.True(t, bytes.Equal(whole, streamed), "%s (generic %v):\nwhole:\n%s\nstreamed:\n%s", name, generic, whole, streamed)
			}
		}
	}
}

// invalidAddi is an op mlir-opt's verifier rejects, which mlir-opt's
// style cannot print (`arith.addi ,  : i32`).
const invalidAddi = "func.func @f() -> i32 {\n  %0 = \"arith.addi\"() : () -> i32\n  return %0 : i32\n}\n"

// TestVerifiedBeforePrinting: like mlir-opt, an invalid file prints
// nothing and reports mlir-opt's error, streamed or whole.
func TestVerifiedBeforePrinting(t *testing.T) {
	for _, c := range []struct{ src, msg string }{
		{invalidAddi, "x.mlir:2:8: error: 'arith.addi' op expected 2 operands, but found 0"},
		{"\"builtin.module\"() : () -> ()\n", "x.mlir:1:1: error: 'builtin.module' op requires one region"},
		{"func.func @f() {\n  return\n}\n" + invalidAddi, "x.mlir:5:8: error: 'arith.addi' op expected 2 operands, but found 0"},
	} {
		for _, whole := range []bool{false, true} {
			for _, generic := range []bool{false, true} {
				var out bytes.Buffer
				file, err := Fprint(&out, "x.mlir", []byte(c.src), Options{Dialects: core(), Generic: generic, whole: whole})
				require.Error(t, err, "%s", c.src)
				assert.Equal(t, 0, out.Len(), "printed:\n%s", out.Bytes())
				assert.Contains(t, diag.AsList(err).Format(file), c.msg)
				// For comparing readings, it prints what it read.
				out.Reset()
				_, err = Fprint(&out, "x.mlir", []byte(c.src), Options{Dialects: core(), Generic: generic, whole: whole, Unverified: true})
				assert.NoError(t, err)
				assert.NotZero(t, out.Len())
			}
		}
	}
}

// twoFuncs has functions with values, nested regions, entry block
// arguments and ops without values between them: in generic form the later
// ones' values are numbered first.
const twoFuncs = `func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.addi %0, %a : i32
    scf.yield %2 : i32
  }
  return %1 : i32
}
"foo.x"() : () -> ()
func.func private @decl(i32)
func.func @g(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  cf.br ^bb1(%0 : i32)
^bb1(%c: i32):
  %1 = arith.addi %c, %b : i32
  return %1 : i32
}
"foo.y"() ({
^bb0(%x: i32):
  "foo.z"(%x) : (i32) -> ()
}) : () -> ()
`

// TestStreamedLargeEqualsWhole: a streamed body spilled to a file and
// renumbered in chunks gives the output of the whole file.
func TestStreamedLargeEqualsWhole(t *testing.T) {
	defer func(at int) { spillAt = at }(spillAt)
	spillAt = 1 << 20
	src := gen.Generic(3 << 20)
	for _, generic := range []bool{false, true} {
		var streamed bytes.Buffer
		done, err := stream(&streamed, "large.mlir", src, Options{Dialects: core(), Generic: generic})
		require.NoError(t, err)
		require.True(t, done)
		whole, _, err := Source("large.mlir", src, Options{Dialects: core(), Generic: generic, whole: true})
		require.NoError(t, err)
		assert.True(t, bytes.Equal(whole, streamed.Bytes()), "generic %v: the outputs differ", generic)
	}
}

// TestStreamedLargeOpEqualsWhole: one function whose text is many times
// the spill's write size (its body streamed, its text spilled at line
// ends as it is printed, numbers renumbered across the cut in generic
// form) gives the output of the whole file.
func TestStreamedLargeOpEqualsWhole(t *testing.T) {
	defer func(at int) { spillAt = at }(spillAt)
	spillAt = 1 << 10
	for _, src := range [][]byte{gen.Constants(20_000), gen.Mixed(5_000)} {
		for _, generic := range []bool{false, true} {
			var streamed bytes.Buffer
			done, err := stream(&streamed, "large.mlir", src, Options{Dialects: core(), Generic: generic})
			require.NoError(t, err)
			require.True(t, done)
			whole, _, err := Source("large.mlir", src, Options{Dialects: core(), Generic: generic, whole: true})
			require.NoError(t, err)
			assert.True(t, bytes.Equal(whole, streamed.Bytes()), "generic %v: the outputs differ", generic)
		}
	}
}

// TestStreamIsUsed: ordinary files do take the streamed path.
func TestStreamIsUsed(t *testing.T) {
	for _, src := range []string{
		"func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
		"#m = affine_map<(d0) -> (d0)>\nmodule {\n  \"foo.a\"() {m = #m} : () -> ()\n  func.func private @g()\n}\n",
		"\"builtin.module\"() ({\n  \"foo.a\"() : () -> ()\n}) {foo.x = 1 : i32} : () -> ()\n",
		twoFuncs,
	} {
		for _, generic := range []bool{false, true} {
			var out bytes.Buffer
			done, err := stream(&out, "x.mlir", []byte(src), Options{Dialects: core(), Generic: generic})
			require.NoError(t, err)
			assert.True(t, done, "fell back (generic %v) on:\n%s", generic, src)
		}
	}
}

// FuzzStreamedEqualsWhole: on any input, streaming gives the output or the
// error of the whole file's path, in both forms.
func FuzzStreamedEqualsWhole(f *testing.F) {
	paths, _ := filepath.Glob("../corpus/*/*.mlir")
	more, _ := filepath.Glob("../corpus/*/*/*.mlir")
	for _, path := range append(paths, more...) {
		if src, err := os.ReadFile(path); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(twoFuncs))
	f.Add([]byte(invalidAddi))
	f.Add([]byte("\"builtin.module\"() : () -> ()\n\"builtin.module\"() ({}) : () -> ()\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, generic := range []bool{false, true} {
			streamed, _, serr := Source("fuzz.mlir", src, Options{Dialects: core(), Generic: generic})
			whole, _, werr := Source("fuzz.mlir", src, Options{Dialects: core(), Generic: generic, whole: true})
			if (serr == nil) != (werr == nil) || serr != nil && serr.Error() != werr.Error() {
				t.Fatalf("generic %v: errors differ: streamed %v, whole %v", generic, serr, werr)
			}
			if !bytes.Equal(streamed, whole) {
				t.Fatalf("generic %v: outputs differ:\nstreamed:\n%s\nwhole:\n%s", generic, streamed, whole)
			}
		}
	})
}
