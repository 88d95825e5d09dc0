package ir

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

// show renders an expression structurally, parenthesising every binary node.
func show(e AffineExpr) string {
	switch e := e.(type) {
	case *AffineDimExpr:
		return fmt.Sprintf("d%d", e.Pos)
	case *AffineSymbolExpr:
		return fmt.Sprintf("s%d", e.Pos)
	case *AffineConstantExpr:
		return fmt.Sprint(e.Value)
	case *AffineBinaryExpr:
		op := [...]string{"+", "*", "mod", "floordiv", "ceildiv"}[e.Kind]
		return "(" + show(e.LHS) + " " + op + " " + show(e.RHS) + ")"
	}
	return "?"
}

func TestAffineSimplify(t *testing.T) {
	c := NewContext()
	d0, d1, s0, s1 := c.AffineDim(0), c.AffineDim(1), c.AffineSym(0), c.AffineSym(1)
	k := c.AffineConst
	tests := []struct {
		got  AffineExpr
		want string
	}{
		{c.AffineAdd(d0, k(0)), "d0"},
		{c.AffineMul(d0, k(1)), "d0"},
		{c.AffineAdd(k(3), d0), "(d0 + 3)"},
		{c.AffineAdd(c.AffineMul(d0, k(3)), d0), "(d0 * 4)"},
		{c.AffineAdd(s0, d0), "(d0 + s0)"},
		{c.AffineAdd(d1, d0), "(d0 + d1)"},
		{c.AffineMul(s1, s0), "(s0 * s1)"},
		{c.AffineSub(d0, d1), "(d0 + (d1 * -1))"},
		{c.AffineAdd(c.AffineAdd(d0, k(2)), k(3)), "(d0 + 5)"},
		{c.AffineAdd(c.AffineAdd(d0, k(2)), d1), "((d0 + d1) + 2)"},
		{c.AffineMul(c.AffineMul(d0, k(2)), k(3)), "(d0 * 6)"},
		{c.AffineMul(c.AffineMul(s1, k(2)), s0), "((s0 * s1) * 2)"},
		{c.AffineFloorDiv(c.AffineMul(d0, k(128)), k(64)), "(d0 * 2)"},
		{c.AffineFloorDiv(c.AffineAdd(c.AffineMul(d0, k(4)), d1), k(2)), "((d0 * 2) + (d1 floordiv 2))"},
		{c.AffineMod(c.AffineMul(d0, k(4)), k(2)), "0"},
		{c.AffineMod(c.AffineMod(d0, k(8)), k(4)), "(d0 mod 4)"},
		{c.AffineCeilDiv(c.AffineMul(d0, k(6)), k(3)), "(d0 * 2)"},
		{c.AffineFloorDiv(k(-7), k(2)), "-4"},
		{c.AffineCeilDiv(k(7), k(2)), "4"},
		{c.AffineMod(k(-7), k(3)), "2"},
		{c.AffineSub(d0, c.AffineMul(c.AffineFloorDiv(d0, k(4)), k(4))), "(d0 mod 4)"},
		{c.AffineSub(d0, c.AffineMul(c.AffineFloorDiv(d0, s0), s0)), "(d0 mod s0)"},
		{c.AffineFloorDiv(d0, k(0)), "(d0 floordiv 0)"},
		{c.AffineMod(d0, k(-3)), "(d0 mod -3)"},
	}
	for i, tt := range tests {
		assert.Equal(t, tt.want, show(tt.got), "case %d", i)
	}
	// Interned: building the same expression twice gives the same value.
	assert.Same(t, c.AffineAdd(d0, s0).(*AffineBinaryExpr), c.AffineAdd(s0, d0).(*AffineBinaryExpr))
	m1 := c.AffineMapGet(1, 0, []AffineExpr{d0})
	assert.Same(t, m1, c.AffineMapGet(1, 0, []AffineExpr{c.AffineDim(0)}))
	assert.True(t, m1.IsIdentity())
}

func TestInterning(t *testing.T) {
	c := NewContext()
	f32 := c.Float(F32)
	assert.Same(t, c.RankedTensor([]int64{2, DynamicSize}, f32, nil), c.RankedTensor([]int64{2, DynamicSize}, f32, nil))
	assert.NotSame(t, c.RankedTensor([]int64{2}, f32, nil), c.RankedTensor([]int64{3}, f32, nil))
	assert.Same(t, c.Function([]Type{f32}, nil), c.Function([]Type{f32}, []Type{}))
	assert.Same(t, c.IntAttr(c.I(8), 255), c.IntAttr(c.I(8), -1))
	assert.Equal(t, int64(-1), c.IntAttr(c.I(8), 255).Int64())
	assert.Equal(t, int64(255), c.IntAttr(c.Integer(8, Unsigned), -1).Int64())
	d1 := c.Dictionary([]NamedAttribute{{"b", c.Unit()}, {"a", c.Unit()}})
	d2 := c.Dictionary([]NamedAttribute{{"a", c.Unit()}, {"b", c.Unit()}})
	assert.Same(t, d1, d2)
	assert.Equal(t, "a", d1.Entries[0].Name)
	assert.NotSame(t, c.NewDistinct(c.Unit()), c.NewDistinct(c.Unit()))
	// memref canonicalization: identity layout and memory space 0 are dropped.
	id := c.AffineMapAttr(c.AffineMapGet(1, 0, []AffineExpr{c.AffineDim(0)}))
	m := c.MemRef([]int64{4}, f32, id, c.IntAttr(c.I(32), 0))
	assert.Same(t, c.MemRef([]int64{4}, f32, nil, nil), m)
	assert.Nil(t, m.Layout)
	// dense: equal elements make a splat.
	tt := c.RankedTensor([]int64{2}, f32, nil)
	a := c.DenseRaw(tt, []byte{0, 0, 0x80, 0x3F, 0, 0, 0x80, 0x3F}, false)
	assert.True(t, a.Splat)
	assert.Same(t, a, c.DenseRaw(tt, []byte{0, 0, 0x80, 0x3F}, true))
	assert.True(t, IsSimpleDialectSymbol("abc<3>"))
	assert.False(t, IsSimpleDialectSymbol(`"x y"`))
	assert.False(t, IsSimpleDialectSymbol("a<b>c"))
}
