package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRegenerateVerify checks that internal/verifydata/constraints.json is what odsgen
// writes from the installed MLIR 22: make conformance runs it with -tblgen.
func TestRegenerateVerify(t *testing.T) {
	if !*tblgen {
		t.Skip("needs mlir-tblgen: go test -run RegenerateVerify -args -tblgen")
	}
	sources, err := Sources(envOr("MLIR_TBLGEN", defaultTblgen), defaultInclude)
	require.NoError(t, err)
	got, err := VerifyJSON(specs, sources)
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("..", "..", "verifydata", "constraints.json"))
	require.NoError(t, err)
	assert.True(t, string(want) == string(got), "internal/verifydata/constraints.json differs from odsgen's output: run make defs")
}
