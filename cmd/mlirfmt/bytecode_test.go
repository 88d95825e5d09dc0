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

// TestBytecodeVerify: -verify and -verify-diagnostics place a bytecode
// file's diagnostics where its locations say (testdata/unverified.mlirbc,
// written by mlir-opt 22 without verifying, from unverified.mlir), as
// mlir-opt does; on standard input too.
func TestBytecodeVerify(t *testing.T) {
	path := filepath.Join("testdata", "unverified.mlirbc")
	bc, err := os.ReadFile(path)
	require.NoError(t, err)
	const want = "unverified.mlir:3:8: error: 'arith.addi' op requires the same type for all operands and results\n"
	code, _, errs := runCLI(t, "", "-verify", path)
	assert.Equal(t, 1, code)
	assert.Equal(t, want, errs)
	code, _, errs = runCLI(t, string(bc), "-verify", "-")
	assert.Equal(t, 1, code)
	assert.Equal(t, want, errs)
	code, _, errs = runCLI(t, "", "-verify-diagnostics", path)
	assert.Equal(t, 1, code)
	assert.Equal(t, "unverified.mlir:3:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results\n", errs)
}
