package asmformat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// TestParseIRTypeVector: the buildable types ODS spells as fixed vectors
// (nvgpu.mma.sp.sync's metadata, vector<2xi16>) are built.
func TestParseIRTypeVector(t *testing.T) {
	ctx := ir.NewContext()
	bf16, _ := ctx.FloatByName("bf16")
	f8, _ := ctx.FloatByName("f8E8M0FNU")
	for s, want := range map[string]ir.Type{
		"vector<2xi16>":       ctx.Vector([]int64{2}, []bool{false}, ctx.I(16)),
		"vector<4xf8E8M0FNU>": ctx.Vector([]int64{4}, []bool{false}, f8),
		"vector<4xindex>":     ctx.Vector([]int64{4}, []bool{false}, ctx.Index()),
		"vector<2x3xbf16>":    ctx.Vector([]int64{2, 3}, []bool{false, false}, bf16),
	} {
		ty, ok := parseIRType(ctx, s)
		assert.True(t, ok, s)
		assert.Same(t, want, ty, s)
	}
	for _, s := range []string{"vector<i16>", "vector<0xi16>", "vector<2x>", "vector<?xi16>", "vector<2xfoo>"} {
		_, ok := parseIRType(ctx, s)
		assert.False(t, ok, s)
	}
}
