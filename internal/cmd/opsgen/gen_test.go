package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGenerated fails when a generated file is stale (run `make
// accessors`) or a file generated before is left over.
func TestGenerated(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	files, err := Generate(root)
	require.NoError(t, err)
	require.Greater(t, len(files), 40)
	for path, want := range files {
		got, err := os.ReadFile(filepath.Join(root, path))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run make accessors", path)
		}
	}
	old, err := filepath.Glob(filepath.Join(root, "dialects", "*", "ops*_gen.go"))
	require.NoError(t, err)
	for _, p := range old {
		rel, err := filepath.Rel(root, p)
		require.NoError(t, err)
		if _, ok := files[filepath.ToSlash(rel)]; !ok {
			data, _ := os.ReadFile(p)
			if strings.HasPrefix(string(data), header) {
				t.Errorf("%s is no longer generated: remove it", rel)
			}
		}
	}
}
