package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
)

// TestReadmeCurrent fails when the README's dialect table is not what
// dialectstats writes: run make dialect-table.
func TestReadmeCurrent(t *testing.T) {
	path := filepath.Join("..", "..", "..", "README.md")
	text, err := os.ReadFile(path)
	require.NoError(t, err)
	r, err := dialects.Core()
	require.NoError(t, err)
	want, err := Replace(text, Table(r))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(text), "the README's dialect table is stale: run make dialect-table")
}

func TestStats(t *testing.T) {
	r, err := dialects.Core()
	require.NoError(t, err)
	total, missing := 0, 0
	for _, c := range Stats(r) {
		assert.Equal(t, c.Ops, c.Working+c.Missing+c.GenericOnly, c.Dialect)
		total += c.Ops
		missing += c.Missing
		if c.Dialect == "arith" {
			assert.Equal(t, Counts{Dialect: "arith", Ops: 51, Working: 51}, c)
		}
	}
	// The generated definitions and the two ops upstream defines in C++
	// (affine.dma_start, affine.dma_wait).
	assert.Equal(t, 2633, total)
	assert.Equal(t, len(r.Incomplete()), missing)
}

func TestReplace(t *testing.T) {
	got, err := Replace([]byte("a\n"+startMarker+"\nold\n"+endMarker+"\nb\n"), "| t |\n")
	require.NoError(t, err)
	assert.Equal(t, "a\n"+startMarker+"\n| t |\n"+endMarker+"\nb\n", string(got))
	_, err = Replace([]byte("no markers"), "x")
	assert.Error(t, err)
	_, err = Replace([]byte(endMarker+"\n"+startMarker+"\n"), "x")
	assert.Error(t, err)
}
