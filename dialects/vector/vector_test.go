package vector

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TestTransferMaskType: a transfer op's mask has the vector's shape seen
// through the inverse of its permutation map, with unused dimensions
// dropped, broadcast (constant) results ignored and scalable dimensions
// following theirs; a mask of nothing is vector<1xi1> (mlir-opt's
// inferTransferOpMaskType).
func TestTransferMaskType(t *testing.T) {
	ctx := ir.NewContext()
	d := ctx.AffineDim
	memref := ctx.MemRef([]int64{-1, -1, -1}, ctx.Float(ir.F32), nil, nil)
	for _, tc := range []struct {
		name     string
		perm     *ir.AffineMap
		shape    []int64
		scalable []bool
		want     string
	}{
		{"minor identity", ctx.AffineMapGet(3, 0, []ir.AffineExpr{d(1), d(2)}), []int64{4, 8}, nil, "vector<4x8xi1>"},
		{"transposed", ctx.AffineMapGet(3, 0, []ir.AffineExpr{d(2), d(0)}), []int64{4, 3}, nil, "vector<3x4xi1>"},
		{"broadcast", ctx.AffineMapGet(3, 0, []ir.AffineExpr{ctx.AffineConst(0), d(2)}), []int64{2, 4}, nil, "vector<4xi1>"},
		{"all broadcast", ctx.AffineMapGet(3, 0, []ir.AffineExpr{ctx.AffineConst(0)}), []int64{8}, nil, "vector<1xi1>"},
		{"scalable", ctx.AffineMapGet(3, 0, []ir.AffineExpr{d(1), d(0)}), []int64{4, 16}, []bool{false, true}, "vector<[16]x4xi1>"},
	} {
		vec := ctx.Vector(tc.shape, tc.scalable, ctx.Float(ir.F32))
		op := &dialect.Pending{Ctx: ctx, Name: "vector.transfer_read"}
		got, err := transferMaskType(op, memref, vec, tc.perm, 0, 0)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, ir.TypeString(got), tc.name)
	}
	// A vector element type takes no mask; the map's results must match
	// the vector's rank.
	op := &dialect.Pending{Ctx: ctx, Name: "vector.transfer_read"}
	elems := ctx.MemRef([]int64{-1}, ctx.Vector([]int64{4}, nil, ctx.Float(ir.F32)), nil, nil)
	_, err := transferMaskType(op, elems, ctx.Vector([]int64{2, 4}, nil, ctx.Float(ir.F32)), ctx.AffineMapGet(1, 0, []ir.AffineExpr{d(0)}), 0, 0)
	assert.ErrorContains(t, err, "does not support masks with vector element type")
	_, err = transferMaskType(op, memref, ctx.Vector([]int64{2, 4}, nil, ctx.Float(ir.F32)), ctx.AffineMapGet(3, 0, []ir.AffineExpr{d(2)}), 0, 0)
	assert.ErrorContains(t, err, "expected the same rank for the vector and the results of the permutation map")
}

func TestMinorIdentity(t *testing.T) {
	ctx := ir.NewContext()
	d := ctx.AffineDim
	assert.True(t, isMinorIdentity(minorIdentity(ctx, 3, 2)))
	assert.True(t, isMinorIdentity(minorIdentity(ctx, 0, 0)))
	assert.True(t, isMinorIdentity(ctx.AffineMapGet(2, 0, []ir.AffineExpr{d(0), d(1)})))
	assert.False(t, isMinorIdentity(ctx.AffineMapGet(2, 0, []ir.AffineExpr{d(1), d(0)})))
	assert.False(t, isMinorIdentity(ctx.AffineMapGet(2, 0, []ir.AffineExpr{d(0)})))
	assert.False(t, isMinorIdentity(ctx.AffineMapGet(1, 1, []ir.AffineExpr{d(0)})))
	assert.False(t, isMinorIdentity(ctx.AffineMapGet(0, 0, []ir.AffineExpr{ctx.AffineConst(0)})))
}

// TestInferShuffle: the mask's length (at least 1) leads, v1's trailing
// dimensions follow.
func TestInferShuffle(t *testing.T) {
	ctx := ir.NewContext()
	mask := func(vals ...uint64) []ir.NamedAttribute {
		return []ir.NamedAttribute{{Name: "mask", Value: ctx.DenseArray(ctx.I(64), vals)}}
	}
	for _, tc := range []struct {
		v1    ir.Type
		props []ir.NamedAttribute
		want  string
	}{
		{ctx.Vector([]int64{2}, nil, ctx.Float(ir.F32)), mask(0, 1, 3), "vector<3xf32>"},
		{ctx.Vector([]int64{2, 4}, []bool{false, true}, ctx.I(8)), mask(1), "vector<1x4xi8>"},
		{ctx.Vector(nil, nil, ctx.Float(ir.F32)), mask(0, 1), "vector<2xf32>"},
		{ctx.Vector([]int64{2}, nil, ctx.Float(ir.F32)), mask(), "vector<1xf32>"},
	} {
		got, err := inferShuffle(ctx, [][]ir.Type{{tc.v1}, {tc.v1}}, tc.props)
		require.NoError(t, err)
		require.Len(t, got, 1)
		assert.Equal(t, tc.want, ir.TypeString(got[0]))
	}
}

// TestVscaleProductName: an index product of a constant and vscale, in
// either order, is %c<value>_vscale; other products have no name.
func TestVscaleProductName(t *testing.T) {
	ctx := ir.NewContext()
	idx := ctx.Index()
	constant := func(name string, v int64, typ ir.Type) ir.Value {
		op := ir.NewOperation(name, []ir.Type{typ})
		op.Properties = ctx.Dictionary([]ir.NamedAttribute{{Name: "value", Value: ctx.IntAttr(typ, v)}})
		return op.Result(0)
	}
	vscale := ir.NewOperation("vector.vscale", []ir.Type{idx}).Result(0)
	arg := (&ir.Block{}).AddArgument(idx, nil)
	name := func(typ ir.Type, a, b ir.Value) string {
		op := ir.NewOperation("arith.muli", []ir.Type{typ})
		op.Operands = []ir.Value{a, b}
		got := ""
		vscaleProductName(op, func(_ int, n string) { got = n })
		return got
	}
	assert.Equal(t, "c4_vscale", name(idx, constant("arith.constant", 4, idx), vscale))
	assert.Equal(t, "c-2_vscale", name(idx, vscale, constant("index.constant", -2, idx)))
	assert.Equal(t, "", name(idx, arg, vscale))
	assert.Equal(t, "", name(idx, vscale, vscale))
	i32 := ctx.I(32)
	assert.Equal(t, "", name(i32, constant("arith.constant", 4, i32), vscale))
}
