package verify

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// The APInt tests of ODS's integer attribute constraints, on the value's
// bits at its width.
func TestAPIntTests(t *testing.T) {
	loadData()
	ctx := ir.NewContext()
	i64, i8, idx := ctx.I(64), ctx.I(8), ctx.Index()
	const pos = "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()"
	const nonneg = "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNonNegative()"
	const pow2 = "::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()"
	cases := []struct {
		pred string
		self any
		want tri
	}{
		{pos, ctx.IntAttr(i64, 63), yes},
		{pos, ctx.IntAttr(i64, 0), no},
		{pos, ctx.IntAttr(i8, -3), no},
		{nonneg, ctx.IntAttr(idx, 0), yes},
		{nonneg, ctx.IntAttr(i8, -1), no},
		{pow2, ctx.IntAttr(i64, 64), yes},
		{pow2, ctx.IntAttr(i64, 63), no},
		{pow2, ctx.IntAttr(i64, 0), no},
		// i8's -128 is the bits 0x80: a power of two to APInt.
		{pow2, ctx.IntAttr(i8, -128), yes},
		{pow2, ctx.IntAttr(i8, -2), no},
		// Not an integer attribute: unknown, never reported.
		{pos, ctx.Float(ir.F32), unknown},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, compileAtom(tc.pred, nil)(newEnv(tc.self)), "%s on %v", tc.pred, tc.self)
	}
}
