package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// -upgrade prints the upgrade of each file (its golden), -d its diff, -w
// writes the files of a directory that change and have nothing left that
// cannot be upgraded; -grammar -legacy checks against the 2019 grammar.
func TestUpgrade(t *testing.T) {
	const testdata = "../../upgrade/testdata/"
	want, err := os.ReadFile(testdata + "loop.mlir.golden")
	require.NoError(t, err)
	code, out, errs := runCLI(t, "", "-upgrade", testdata+"loop.mlir")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, string(want), out)

	// Standard input, and a chunk that cannot be upgraded: reported at its
	// line and column, left as written, exit status 1.
	in := "func @f() {\n  return\n}\n// -----\n#m = (d0) -> (d0) size (4)\n"
	code, out, errs = runCLI(t, in, "-upgrade")
	assert.Equal(t, 1, code)
	assert.Equal(t, "func.func @f() {\n  return\n}\n// -----\n#m = (d0) -> (d0) size (4)\n", out)
	assert.Contains(t, errs, "<stdin>:5:19: error: cannot upgrade: an affine map's `size (...)` clause was removed")

	dir := t.TempDir()
	src, err := os.ReadFile(testdata + "loop.mlir")
	require.NoError(t, err)
	// Upgradable chunks, and chunks that are not.
	bad, err := os.ReadFile(testdata + "unupgradable.mlir")
	require.NoError(t, err)
	bad = append(append(append([]byte{}, src...), "// -----\n"...), bad...)
	modern := []byte("func.func @g() {\n  return\n}\n")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.mlir"), src, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "b.mlir"), bad, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "c.mlir"), modern, 0o644))
	code, out, _ = runCLI(t, "", "-upgrade", "-d", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "+  scf.for %i = %lb to %ub step %step {")
	assert.NotContains(t, out, "c.mlir")
	code, _, errs = runCLI(t, "", "-upgrade", "-w", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "b.mlir: not written: it has errors")
	got, _ := os.ReadFile(filepath.Join(dir, "a.mlir"))
	assert.Equal(t, string(want), string(got))
	got, _ = os.ReadFile(filepath.Join(dir, "b.mlir"))
	assert.Equal(t, string(bad), string(got))
	got, _ = os.ReadFile(filepath.Join(dir, "c.mlir"))
	assert.Equal(t, string(modern), string(got))

	code, _, errs = runCLI(t, "", "-grammar", "-legacy", testdata+"generic.mlir")
	assert.Equal(t, 0, code, errs)
	code, _, _ = runCLI(t, "", "-grammar", testdata+"generic.mlir")
	assert.Equal(t, 1, code)
	code, _, errs = runCLI(t, "", "-legacy", testdata+"generic.mlir")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "-legacy goes with -grammar")
}
