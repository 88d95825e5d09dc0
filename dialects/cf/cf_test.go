package cf

import (
	"math/big"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/stretchr/testify/require"
)

// TestSwitchCaseValues: cf.switch stores a case value at the flag's width
// (APInt(width, value, isSigned=true)) and prints it unsigned, capped at
// the largest uint64 (APInt::getLimitedValue), as mlir-opt 22 does
// (corpus/dialects/cf/switch_widths.mlir).
func TestSwitchCaseValues(t *testing.T) {
	for _, c := range []struct {
		n       int64
		width   int
		sign    ast.Signedness
		stored  string // as the case_values literal
		printed string
	}{
		{-1, 32, ast.Signless, "-1", "4294967295"},
		{4294967295, 32, ast.Signless, "-1", "4294967295"},
		{-1, 64, ast.Signless, "-1", "18446744073709551615"},
		{-9223372036854775808, 64, ast.Signless, "-9223372036854775808", "9223372036854775808"},
		{-1, 1, ast.Signless, "-1", "1"},
		{8, 4, ast.Signless, "-8", "8"},
		{-1, 8, ast.Unsigned, "255", "255"},
		{65535, 16, ast.Signed, "-1", "65535"},
		{-1, 128, ast.Signless, "-1", "18446744073709551615"},
	} {
		flag := &ast.IntegerType{Width: c.width, Signedness: c.sign}
		require.Equal(t, c.stored, shared.CaseValue(c.n, flag), "%d as i%d", c.n, c.width)
		v, _ := new(big.Int).SetString(c.stored, 10)
		if v.Sign() < 0 {
			v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(c.width)))
		}
		require.Equal(t, c.printed, shared.LimitedValue(v), "%d as i%d", c.n, c.width)
	}
	require.Equal(t, "-3", shared.CaseValue(-3, &ast.AliasType{Name: "flag"}))
}

func TestDenseUints(t *testing.T) {
	ctx := ir.NewContext()
	i4 := ctx.I(4)
	a := ctx.DenseRaw(ctx.Vector([]int64{3}, nil, i4), []byte{0xff, 0x07, 0x08}, false)
	require.Equal(t, []*big.Int{big.NewInt(15), big.NewInt(7), big.NewInt(8)}, shared.DenseUints(a))
	i1 := ctx.I(1)
	b := ctx.DenseRaw(ctx.Vector([]int64{3}, nil, i1), []byte{0b101}, false)
	require.Equal(t, []*big.Int{big.NewInt(1), big.NewInt(0), big.NewInt(1)}, shared.DenseUints(b))
	s := ctx.DenseRaw(ctx.Vector([]int64{2}, nil, ctx.I(16)), []byte{0x34, 0x12}, true)
	require.Equal(t, []*big.Int{big.NewInt(0x1234), big.NewInt(0x1234)}, shared.DenseUints(s))
}
