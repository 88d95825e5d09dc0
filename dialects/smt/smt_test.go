package smt

import (
	"math/big"
	"testing"

	"github.com/gomlir/gomlir/ir"
	"github.com/stretchr/testify/require"
)

// TestAPIntSpelling: smt.int.constant stores its literal as mlir-opt 22's
// parseOptionalInteger(APInt) reads it (corpus/dialects/smt/ops.mlir):
// four bits per decimal digit, one more when the top bit is set, 64 for
// zero, negatives in two's complement; printed back signed.
func TestAPIntSpelling(t *testing.T) {
	ctx := ir.NewContext()
	for _, c := range []struct {
		n     int64
		neg   bool
		value string
		width int
	}{
		{42, false, "42", 8},
		{7, true, "9", 4},
		{9, false, "9", 5},
		{100, false, "100", 12},
		{128, true, "3968", 12},
		{0, false, "0", 64},
		{0, true, "0", 64},
		{15, false, "15", 8},
	} {
		v, w := apIntSpelling(big.NewInt(c.n), c.neg)
		require.Equal(t, c.value, v, "%d", c.n)
		require.Equal(t, c.width, w, "%d", c.n)
		stored, _ := new(big.Int).SetString(v, 10)
		want := c.n
		if c.neg {
			want = -want
		}
		a := ctx.IntegerAttr(ctx.Integer(w, ir.Unsigned), stored)
		require.Equal(t, big.NewInt(want).String(), signedValue(a).String(), "%d", c.n)
	}
}
