package format

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
		"results at module level": "%0 = \"foo.a\"() : () -> i32\nfunc.func @f() {\n  return\n}\n",
		"forward use across ops":  "\"foo.a\"(%x) : (i32) -> ()\n%x = \"foo.b\"() : () -> i32\n",
		"module then op":          "module {\n  func.func @f() {\n    return\n  }\n}\n\"foo.a\"() : () -> ()\n",
		"op then module":          "\"foo.a\"() : () -> ()\nmodule {\n}\n",
		"module attribute alias":  "#m = affine_map<(d0) -> (d0)>\nmodule attributes {m = #m} {\n  \"foo.a\"() {m = #m, n = affine_map<(d0) -> (d0 + 1)>} : () -> ()\n}\n",
		"labelled module body":    "\"builtin.module\"() ({\n^bb0:\n  \"foo.a\"() : () -> ()\n}) : () -> ()\n",
		"error in second op":      "func.func @f() {\n  return\n}\nfunc.func @g() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n",
		"syntax error after op":   "func.func @f() {\n  return\n}\nfunc.func @g( {\n",
		"aliases out of order":    "\"foo.a\"() {a = affine_map<(d0) -> (d0 + 2)>} : () -> ()\n\"foo.b\"() {t = !foo.t, b = affine_map<(d0) -> (d0)>} : () -> ()\n",
	} {
		srcs[name] = []byte(src)
	}
	for name, src := range srcs {
		streamed, _, serr := Source(name, src, Options{})
		whole, _, werr := Source(name, src, Options{whole: true})
		if werr != nil {
			assert.EqualError(t, serr, werr.Error(), name)
			continue
		}
		if assert.NoError(t, serr, name) {
			assert.True(t, bytes.Equal(whole, streamed), "%s:\nwhole:\n%s\nstreamed:\n%s", name, whole, streamed)
		}
	}
}

// TestStreamIsUsed: ordinary files do take the streamed path.
func TestStreamIsUsed(t *testing.T) {
	for _, src := range []string{
		"func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
		"#m = affine_map<(d0) -> (d0)>\nmodule {\n  \"foo.a\"() {m = #m} : () -> ()\n  func.func private @g()\n}\n",
		"\"builtin.module\"() ({\n  \"foo.a\"() : () -> ()\n}) {foo.x = 1 : i32} : () -> ()\n",
	} {
		var out bytes.Buffer
		done, err := stream(&out, "x.mlir", []byte(src), Options{})
		require.NoError(t, err)
		assert.True(t, done, "fell back on:\n%s", src)
	}
}
