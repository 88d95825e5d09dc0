package verify_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// streamCases make the streamed verification fail alone, fall back, or
// pass.
var streamCases = []string{
	"func.func @f() -> i32 {\n  %0 = \"arith.addi\"() : () -> i32\n  return %0 : i32\n}\n",
	"\"builtin.module\"() : () -> ()\n",
	"\"builtin.module\"() : () -> ()\n\"builtin.module\"() ({}) : () -> ()\n",
	"func.func @f() {\n  call @g() : () -> ()\n  return\n}\nfunc.func @g() {\n  return\n}\n",
	"func.func @g(%a: i32) {\n  return\n}\nfunc.func @f() {\n  call @g() : () -> ()\n  return\n}\n",
	"func.func private @g()\nfunc.func @f() {\n  return\n}\nfunc.func private @g()\n",
	"module attributes {gpu.container_module = 1} {\n  func.func @f() {\n    return\n  }\n}\n",
	"module {\n  func.func @f() {\n    return\n  }\n}\n\"foo.a\"() : () -> ()\n",
	"%0 = \"foo.a\"() : () -> i32\nfunc.func @f() {\n  return\n}\n",
	"\"foo.a\"(%x) : (i32) -> ()\n%x = \"foo.b\"() : () -> i32\n",
	"func.func @f() {\n  return\n}\nfunc.func @g( {\n",
	"func.func @f() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n",
	"module {\n  func.func @f() -> i32 {\n    %c = arith.constant 1 : i64\n    return %c : i32\n  }\n}\n",
	// A function's body streamed op by op.
	"func.func @f() {\n  return\n  %c = arith.constant 1 : i32\n}\n",
	"func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  %1 = arith.constant 1 : i32\n  return\n}\n",
	"func.func @f() -> i32 {\n  %c = arith.constant 1 : i64\n  %d = arith.constant 2 : i64\n  return %c : i64\n}\n",
	"func.func @f() {\n  %c = arith.constant 1 : i32\n}\n",
	"func.func @f() {\n  %c = arith.constant 1 : i32\n  func.return %c : i32\n}\n",
	"func.func @f() {\n  call @f() : () -> ()\n  return\n}\n",
	"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  scf.for %i = %c0 to %n step %c1 {\n  }\n  %c1 = arith.constant 1 : index\n  return\n}\n",
	"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %n step %c1 {\n    %x = arith.addi %i, %c1 : index\n  }\n  return\n}\n",
	"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  cf.br ^bb1\n^bb1:\n  return\n}\n",
	"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  cf.br ^bb0\n}\n",
	"func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n  return %1, %1 : i32, i32\n}\n",
	"module {\n  func.func @f(%a: i32) -> i32 {\n    %0 = arith.addi %a, %a : i32\n    return %0 : i32\n  }\n  func.func @g() -> i32 {\n    %c = arith.constant 1 : i32\n    %r = func.call @f(%c) : (i32) -> i32\n    return %r : i32\n  }\n}\n",
	"%0 = \"foo.a\"() : () -> i32\nfunc.func @f() {\n  \"foo.b\"(%0) : (i32) -> ()\n  return\n}\n",
	"func.func @f() {\n  %c = arith.constant 1 : i32\n  return\n}\nfunc.func @f() {\n  return\n}\n",
	// A verifier reading the value of a constant verified two ops
	// before, through what its name stands for then.
	"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n  scf.parallel (%i) = (%c1) to (%n) step (%c0) {\n  }\n  return\n}\n",
}

// TestStreamedVerification: verifying op by op gives the diagnostics of
// the whole file's verification, on the repo's corpus and on the cases
// that make the stream fall back.
func TestStreamedVerification(t *testing.T) {
	defer func(at int) { *verify.StreamAt = at }(*verify.StreamAt)
	srcs := map[string][]byte{}
	require.NoError(t, filepath.WalkDir("../corpus", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			src, err := os.ReadFile(path)
			srcs[path] = src
			return err
		}
		return err
	}))
	for i, src := range streamCases {
		srcs[string(rune('a'+i))] = []byte(src)
	}
	valid := 0
	for name, src := range srcs {
		for _, all := range []bool{false, true} {
			opts := verify.SourceOptions{Options: verify.Options{Dialects: core(), All: all}, SplitInputFile: true}
			*verify.StreamAt = 1 << 60
			whole := verify.Source(name, src, opts)
			*verify.StreamAt = 0
			streamed := verify.Source(name, src, opts)
			file := ast.NewFile(name, src)
			assert.Equal(t, whole.Format(file), streamed.Format(file), "%s (all %v)", name, all)
			if len(whole) == 0 {
				valid++
			}
		}
	}
	assert.Greater(t, valid, 100)
}

// TestStreamedVerificationIsUsed: a valid file of several top-level ops,
// a module's body, is found valid op by op.
func TestStreamedVerificationIsUsed(t *testing.T) {
	for _, src := range []string{
		"func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\nfunc.func private @g()\n",
		"module {\n  func.func private @g()\n  func.func @f() {\n    call @g() : () -> ()\n    return\n  }\n}\n",
		"module {\n  module {\n    func.func private @g()\n  }\n  \"foo.a\"() : () -> ()\n}\n",
		// Function bodies, op by op.
		"func.func @f(%n: index, %x: f32) -> f32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (f32) {\n    %y = arith.addf %a, %x : f32\n    scf.yield %y : f32\n  }\n  return %r : f32\n}\n",
		"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n  scf.parallel (%i) = (%c1) to (%n) step (%c2) {\n    %x = arith.addi %c0, %c0 : index\n  }\n  %y = arith.addi %c0, %c1 : index\n  return\n}\n",
		"module {\n  func.func private @g(i32) -> i32\n  func.func @f() -> i32 {\n    %c = arith.constant 1 : i32\n    %r = func.call @g(%c) : (i32) -> i32\n    return %r : i32\n  }\n}\n",
	} {
		assert.True(t, verify.StreamValid("x.mlir", []byte(src), verify.Options{Dialects: core()}), "%s", src)
	}
}

// FuzzStreamedVerification: on any input, verifying op by op gives the
// whole file's diagnostics.
func FuzzStreamedVerification(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("..", "corpus", "*", "*.mlir"))
	for _, p := range paths {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	for _, src := range streamCases {
		f.Add([]byte(src))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		defer func(at int) { *verify.StreamAt = at }(*verify.StreamAt)
		file := ast.NewFile("f.mlir", src)
		opts := verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true}}
		*verify.StreamAt = 1 << 60
		whole := verify.Source("f.mlir", src, opts).Format(file)
		*verify.StreamAt = 0
		if streamed := verify.Source("f.mlir", src, opts).Format(file); streamed != whole {
			t.Fatalf("streamed:\n%s\nwhole:\n%s", streamed, whole)
		}
	})
}
