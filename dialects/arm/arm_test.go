package arm

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TestTransforms: the TypesMatchWith transformers the arm_sme and arm_sve formats rely
// on, from a type to the type it implies.
func TestTransforms(t *testing.T) {
	ctx := ir.NewContext()
	f16, _ := ctx.FloatByName("f16")
	f32, _ := ctx.FloatByName("f32")
	vec := func(shape []int64, scalable []bool, elem ir.Type) ir.Type { return ctx.Vector(shape, scalable, elem) }
	for _, c := range []struct {
		name string
		tf   dialect.TypeTransform
		in   ir.Type
		want string
	}{
		{"sme tile", smeTileOfVector, vec([]int64{4}, []bool{true}, f32), "vector<[4]x[4]xf32>"},
		{"sme tile f16", smeTileOfVector, vec([]int64{8}, []bool{true}, f16), "vector<[8]x[8]xf16>"},
		{"svbool", svboolOfVector, vec([]int64{2, 4}, []bool{false, true}, ctx.I(1)), "vector<2x[16]xi1>"},
	} {
		got, err := c.tf(ctx, c.in)
		require.NoError(t, err, c.name)
		require.Len(t, got, 1, c.name)
		assert.Equal(t, c.want, ir.TypeString(got[0]), c.name)
	}
	for _, tf := range []dialect.TypeTransform{smeTileOfVector, svboolOfVector} {
		_, err := tf(ctx, ctx.I(32))
		assert.Error(t, err)
	}
}
