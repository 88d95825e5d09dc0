package x86vector

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// TestTransforms: the TypesMatchWith transformers the x86vector formats rely
// on, from a type to the type it implies.
func TestTransforms(t *testing.T) {
	ctx := ir.NewContext()
	f32, _ := ctx.FloatByName("f32")
	vec := func(shape []int64, scalable []bool, elem ir.Type) ir.Type { return ctx.Vector(shape, scalable, elem) }
	for _, c := range []struct {
		name string
		tf   dialect.TypeTransform
		in   ir.Type
		want string
	}{
		{"mask", maskOfVector, vec([]int64{16}, nil, f32), "vector<16xi1>"},
		{"bit mask", bitMaskOfVector, vec([]int64{8}, nil, f32), "i8"},
	} {
		got, err := c.tf(ctx, c.in)
		require.NoError(t, err, c.name)
		require.Len(t, got, 1, c.name)
		assert.Equal(t, c.want, ir.TypeString(got[0]), c.name)
	}
	for _, tf := range []dialect.TypeTransform{maskOfVector, bitMaskOfVector} {
		_, err := tf(ctx, ctx.I(32))
		assert.Error(t, err)
	}
}
