package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/dialects"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEmitBytecode: -emit-bytecode writes what mlir-opt 22 wrote of the
// same file (bytecode/testdata, written there by mlir-opt, so that the
// locations carry the base name), at the version asked, to standard
// output or -o; a bytecode input is written back as it was; invalid IR
// is reported and nothing written; the flags that print no bytecode are
// refused.
func TestEmitBytecode(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "bytecode", "testdata"))
	require.NoError(t, err)
	t.Chdir(dir)
	for _, c := range []struct {
		golden string
		args   []string
	}{
		{"basic.mlirbc", []string{"-emit-bytecode", "basic.mlir"}},
		{"basic_v0.mlirbc", []string{"-emit-bytecode", "-emit-bytecode-version=0", "basic.mlir"}},
		{"basic_v3.mlirbc", []string{"-emit-bytecode", "-emit-bytecode-version", "3", "basic.mlir"}},
		{"cfg.mlirbc", []string{"-emit-bytecode", "cfg.mlir"}},
	} {
		want, err := os.ReadFile(c.golden)
		require.NoError(t, err)
		code, out, errs := runCLI(t, "", c.args...)
		require.Equal(t, 0, code, errs)
		assert.Equal(t, string(want), out, c.args)
	}

	// Bytecode in: the same IR out (the locations are not: the reader
	// does not keep them).
	in, err := os.ReadFile("cfg.mlirbc")
	require.NoError(t, err)
	code, out, errs := runCLI(t, "", "-emit-bytecode", "cfg.mlirbc")
	require.Equal(t, 0, code, errs)
	wantText, err := bytecode.ToText(in, dialects.MustCore())
	require.NoError(t, err)
	gotText, err := bytecode.ToText([]byte(out), dialects.MustCore())
	require.NoError(t, err)
	assert.Equal(t, string(wantText), string(gotText))

	o := filepath.Join(t.TempDir(), "out.mlirbc")
	code, out, errs = runCLI(t, "", "-emit-bytecode", "-o", o, "attrs.mlir")
	require.Equal(t, 0, code, errs)
	assert.Empty(t, out)
	got, err := os.ReadFile(o)
	require.NoError(t, err)
	want, err := os.ReadFile("attrs.mlirbc")
	require.NoError(t, err)
	assert.Equal(t, want, got)

	code, out, errs = runCLI(t, "func.func @f() -> i32 {\n  return\n}\n", "-emit-bytecode")
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Contains(t, errs, "<stdin>:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1")

	for _, bad := range [][]string{{"-w"}, {"-l"}, {"-d"}, {"-check"}, {"-verify"}, {"-split-input-file"}, {"-emit-bytecode-version=7"}} {
		code, _, errs = runCLI(t, "", append(append([]string{"-emit-bytecode"}, bad...), "basic.mlir")...)
		assert.Equal(t, 2, code, bad)
		assert.Contains(t, errs, "-emit-bytecode", bad)
	}
	code, _, errs = runCLI(t, "", "-emit-bytecode", "basic.mlir", "cfg.mlir")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "-emit-bytecode takes one input")
}
