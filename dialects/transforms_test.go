package dialects

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestVendorTransforms: the TypesMatchWith transformers the gpu, x86vector,
// arm_sme and arm_sve formats rely on, from a type to the type it implies.
func TestVendorTransforms(t *testing.T) {
	// The Context reads the types spelled in an opaque type's text
	// (mma_matrix's element type) through the lowering's reader.
	ctx := ir.NewContext()
	lower.NewStream(ctx, lower.Options{Dialects: MustCore()})
	f16, _ := ctx.FloatByName("f16")
	f32, _ := ctx.FloatByName("f32")
	vec := func(shape []int64, scalable []bool, elem ir.Type) ir.Type { return ctx.Vector(shape, scalable, elem) }
	for _, c := range []struct {
		name string
		tf   dialect.TypeTransform
		in   ir.Type
		want string
	}{
		{"mma matrix", mmaMatrixElementType, ctx.OpaqueType("gpu", `mma_matrix<16x16xf16, "COp">`), "f16"},
		{"mma matrix i32", mmaMatrixElementType, ctx.OpaqueType("gpu", `mma_matrix<8x32xi32, "COp">`), "i32"},
		{"mask", maskOfVector, vec([]int64{16}, nil, f32), "vector<16xi1>"},
		{"bit mask", bitMaskOfVector, vec([]int64{8}, nil, f32), "i8"},
		{"sme tile", smeTileOfVector, vec([]int64{4}, []bool{true}, f32), "vector<[4]x[4]xf32>"},
		{"sme tile f16", smeTileOfVector, vec([]int64{8}, []bool{true}, f16), "vector<[8]x[8]xf16>"},
		{"svbool", svboolOfVector, vec([]int64{2, 4}, []bool{false, true}, ctx.I(1)), "vector<2x[16]xi1>"},
	} {
		got, err := c.tf(ctx, c.in)
		require.NoError(t, err, c.name)
		require.Len(t, got, 1, c.name)
		assert.Equal(t, c.want, ir.TypeString(got[0]), c.name)
	}
	for _, tf := range []dialect.TypeTransform{mmaMatrixElementType, maskOfVector, bitMaskOfVector, smeTileOfVector, svboolOfVector} {
		_, err := tf(ctx, ctx.I(32))
		assert.Error(t, err)
	}
}
