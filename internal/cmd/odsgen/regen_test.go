package main

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var tblgen = flag.Bool("tblgen", false, "regenerate the definitions with mlir-tblgen ($MLIR_TBLGEN or "+defaultTblgen+") and compare them with dialects/defs")

// TestRegenerate checks that the committed JSON is what odsgen writes from
// the installed MLIR 22: make conformance runs it with -tblgen.
func TestRegenerate(t *testing.T) {
	if !*tblgen {
		t.Skip("needs mlir-tblgen: go test -run Regenerate -args -tblgen")
	}
	files, notes, err := Generate(envOr("MLIR_TBLGEN", defaultTblgen), defaultInclude)
	require.NoError(t, err)
	for _, n := range notes {
		t.Log("untranslated:", n)
	}
	dir := filepath.Join("..", "..", "..", "dialects", "defs")
	committed, err := filepath.Glob(filepath.Join(dir, "*.json"))
	require.NoError(t, err)
	assert.Len(t, committed, len(files), "files in %s", dir)
	for _, name := range sortedKeys(files) {
		want, err := os.ReadFile(filepath.Join(dir, name+".json"))
		if assert.NoError(t, err) {
			assert.Equal(t, string(want), string(files[name]), "%s.json differs from odsgen's output: run make defs", name)
		}
	}
}
