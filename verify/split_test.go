package verify

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSplit: chunks and near misses as mlir-opt 22's splitAndProcessBuffer
// makes them (checked against mlir-opt -split-input-file).
func TestSplitLikeMLIROpt(t *testing.T) {
	for _, tc := range []struct {
		src    string
		chunks []Chunk
		misses int
	}{
		{"a\n// -----\nb\n", []Chunk{{0, 2}, {10, 13}}, 0},
		{"a\n// -----", []Chunk{{0, 10}}, 1},       // nothing after the marker
		{"a\n// ----\nb\n", []Chunk{{0, 12}}, 1},   // one dash short
		{"a\n// -----0\nb\n", []Chunk{{0, 14}}, 1}, // mlir-opt's '0' check
		{"a\n// ----------\nb\n", []Chunk{{0, 2}, {10, 18}}, 0},
		{"a // ----- x\nb\n", []Chunk{{0, 2}, {10, 15}}, 0},
	} {
		chunks, misses := Split([]byte(tc.src))
		assert.Equal(t, tc.chunks, chunks, "%q", tc.src)
		assert.Len(t, misses, tc.misses, "%q", tc.src)
	}
}
