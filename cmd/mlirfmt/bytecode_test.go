package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBytecodeInputs: bytecode (bytecode/testdata, written by mlir-opt
// 22) is read as the text it holds, on standard input and as a file; bad
// bytecode is the file's error with its name and byte offset (exit
// status 1, as a parse error); -w leaves a bytecode file as it is.
func TestBytecodeInputs(t *testing.T) {
	bc, err := os.ReadFile(filepath.Join("..", "..", "bytecode", "testdata", "basic.mlirbc"))
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("..", "..", "bytecode", "testdata", "basic.mlirbc.opt"))
	require.NoError(t, err)

	code, out, errs := runCLI(t, string(bc), "-style=mlir-opt", "-")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, string(want), out)

	dir := t.TempDir()
	good := filepath.Join(dir, "good.mlirbc")
	cut := filepath.Join(dir, "cut.mlirbc")
	require.NoError(t, os.WriteFile(good, bc, 0o644))
	require.NoError(t, os.WriteFile(cut, bc[:len(bc)/2], 0o644))

	for _, args := range [][]string{{cut}, {cut, good}} {
		code, _, errs = runCLI(t, "", args...)
		assert.Equal(t, 1, code, args)
		assert.Contains(t, errs, cut+": error: bytecode: offset ")
	}
	code, _, errs = runCLI(t, string(bc[:len(bc)/2]), "-")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(errs, "<stdin>: error: bytecode: offset "), errs)

	code, _, errs = runCLI(t, "", "-w", good)
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "MLIR bytecode is not rewritten in place")
	kept, err := os.ReadFile(good)
	require.NoError(t, err)
	assert.Equal(t, bc, kept)
}
