package corpus

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/gen"
)

// TestLargeLikeMlirOpt: a generated 2 MB file (many module-body ops, each
// streamed) and mlir-opt's own generic form of it (numbered uniquely
// across the module) print in both forms as mlir-opt prints them.
func TestLargeLikeMlirOpt(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	path := filepath.Join(t.TempDir(), "large.mlir")
	require.NoError(t, os.WriteFile(path, gen.Generic(2<<20), 0o644))
	run := func(input string, args ...string) []byte {
		out, err := exec.Command(*mlirOpt, append([]string{"--allow-unregistered-dialect"}, append(args, input)...)...).Output()
		require.NoError(t, err)
		return out
	}
	unique := filepath.Join(t.TempDir(), "unique.mlir")
	require.NoError(t, os.WriteFile(unique, run(path, "--mlir-print-op-generic"), 0o644))
	for _, input := range []string{path, unique} {
		src, err := os.ReadFile(input)
		require.NoError(t, err)
		for _, generic := range []bool{false, true} {
			var args []string
			if generic {
				args = []string{"--mlir-print-op-generic"}
			}
			want := run(input, args...)
			got, _, err := format.Source(input, src, format.Options{Dialects: core(), Generic: generic, Style: format.MLIROpt})
			require.NoError(t, err)
			assert.True(t, bytes.Equal(want, got), "%s (generic %v) differs from mlir-opt's output", filepath.Base(input), generic)
		}
	}
}
