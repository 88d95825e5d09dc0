package affine

import (
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAffineConstValue: affine.parallel's steps are the results of a map
// of SSA values that must fold to constants, as mlir-opt folds them while
// building the expressions (floordiv rounds down, mod is non-negative).
func TestAffineConstValue(t *testing.T) {
	c := func(v int64) ast.AffineExpr { return &ast.AffineConst{Value: v} }
	bin := func(op ast.AffineOp, l, r ast.AffineExpr) ast.AffineExpr {
		return &ast.AffineBinary{Op: op, LHS: l, RHS: r}
	}
	for _, tc := range []struct {
		e    ast.AffineExpr
		want int64
		ok   bool
	}{
		{c(4), 4, true},
		{&ast.AffineNeg{X: c(3)}, -3, true},
		{bin(ast.AffineAdd, c(2), bin(ast.AffineMul, c(3), c(4))), 14, true},
		{bin(ast.AffineSub, c(2), c(5)), -3, true},
		{bin(ast.AffineFloorDiv, c(-7), c(2)), -4, true},
		{bin(ast.AffineCeilDiv, c(-7), c(2)), -3, true},
		{bin(ast.AffineCeilDiv, c(7), c(2)), 4, true},
		{bin(ast.AffineMod, c(-7), c(3)), 2, true},
		// Division by a non-positive constant is not folded.
		{bin(ast.AffineMod, c(7), c(0)), 0, false},
		{bin(ast.AffineAdd, c(1), &ast.AffineDim{Pos: 0}), 0, false},
		{&ast.AffineSym{Pos: 0}, 0, false},
	} {
		got, ok := affineConstValue(tc.e)
		assert.Equal(t, tc.ok, ok, "%#v", tc.e)
		if ok {
			assert.Equal(t, tc.want, got, "%#v", tc.e)
		}
	}
}

// TestParallelGroups: affine.parallel's groups are a dense i32 tensor,
// which mlir-opt stores as a splat when its elements are equal.
func TestParallelGroups(t *testing.T) {
	ctx := ir.NewContext()
	t2 := ctx.RankedTensor([]int64{2}, ctx.I(32), nil)
	assert.Equal(t, []int{1, 1}, groupSizesOf(ctx.DenseRaw(t2, []byte{1, 0, 0, 0}, true)))
	assert.Equal(t, []int{1, 2}, groupSizesOf(ctx.DenseRaw(t2, []byte{1, 0, 0, 0, 2, 0, 0, 0}, false)))
	t0 := ctx.RankedTensor([]int64{0}, ctx.I(32), nil)
	assert.Equal(t, []int{}, groupSizesOf(ctx.DenseRaw(t0, nil, false)))
	assert.Nil(t, groupSizesOf(ctx.Unit()))
	// The parser builds the attribute as mlir-opt's getI32TensorAttr,
	// the attribute the text `dense<[...]> : tensor<Nxi32>` lowers to.
	for _, tc := range []struct {
		vals []int
		text string
	}{
		{[]int{}, "dense<> : tensor<0xi32>"},
		{[]int{1, 1, 1}, "dense<[1, 1, 1]> : tensor<3xi32>"},
		{[]int{2, 1}, "dense<[2, 1]> : tensor<2xi32>"},
	} {
		a, ok := i32Tensor(tc.vals).(*ast.DenseAttr)
		require.True(t, ok, "%v", tc.vals)
		require.NotNil(t, a.Type, "%v", tc.vals)
		got, err := lower.NewAttrLowerer(ctx).Attr(a)
		require.NoError(t, err, "%v", tc.vals)
		syn, err := grammar.ParseAttribute("", tc.text)
		require.NoError(t, err, tc.text)
		want, err := lower.NewAttrLowerer(ctx).Attr(syn)
		require.NoError(t, err, tc.text)
		assert.Same(t, want, got, "%v", tc.vals)
	}
}
