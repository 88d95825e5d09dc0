package tosa

import (
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
	"github.com/stretchr/testify/require"
)

// TestTosaEnumCase: the tosa enum attributes a tosa op prints as a bare
// keyword, whatever the attribute's name (mlir-opt 22 prints a
// discardable `e = #tosa.nan_mode<IGNORE>` as `e = IGNORE`); other
// attributes print whole.
func TestTosaEnumCase(t *testing.T) {
	for _, c := range []struct {
		attr ir.Attribute
		want string
		ok   bool
	}{
		{&ir.OpaqueAttr{Dialect: "tosa", Data: "nan_mode<IGNORE>"}, "IGNORE", true},
		{&ir.OpaqueAttr{Dialect: "tosa", Data: "rounding_mode<DOUBLE_ROUND>"}, "DOUBLE_ROUND", true},
		{&ir.OpaqueAttr{Dialect: "tosa", Data: "resize_mode<BILINEAR>"}, "BILINEAR", true},
		{&ir.OpaqueAttr{Dialect: "tosa", Data: "block_size<BLOCK_SIZE_32>"}, "BLOCK_SIZE_32", true},
		{&ir.OpaqueAttr{Dialect: "tosa", Data: "level<none>"}, "", false},
		{&ir.OpaqueAttr{Dialect: "arith", Data: "fastmath<fast>"}, "", false},
		{&ir.UnitAttr{}, "", false},
	} {
		got, ok := tosaEnumCase(c.attr)
		require.Equal(t, c.ok, ok, "%v", c.attr)
		require.Equal(t, c.want, got)
	}
}

// TestDenseInts: tosa.variable's var_shape holds -1 for a dynamic size.
func TestDenseInts(t *testing.T) {
	ctx := ir.NewContext()
	idx := ctx.Index()
	raw := []byte{2, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}
	a := ctx.DenseRaw(ctx.RankedTensor([]int64{2}, idx, nil), raw, false)
	require.Equal(t, []int64{2, ast.Dynamic}, denseInts(a))
	s := ctx.DenseRaw(ctx.RankedTensor([]int64{3}, idx, nil), raw[:8], true)
	require.Equal(t, []int64{2, 2, 2}, denseInts(s))
}
