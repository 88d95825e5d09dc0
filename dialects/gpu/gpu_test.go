package gpu

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestVendorTransforms: the TypesMatchWith transformer the gpu formats
// rely on, from a type to the type it implies (x86vector's and arm's are
// tested in their packages).
func TestVendorTransforms(t *testing.T) {
	// The Context reads the types spelled in an opaque type's text
	// (mma_matrix's element type) through the lowering's reader.
	ctx := ir.NewContext()
	lower.NewStream(ctx, lower.Options{Dialects: gpuRegistry(t)})
	for _, c := range []struct {
		name string
		tf   dialect.TypeTransform
		in   ir.Type
		want string
	}{
		{"mma matrix", mmaMatrixElementType, ctx.OpaqueType("gpu", `mma_matrix<16x16xf16, "COp">`), "f16"},
		{"mma matrix i32", mmaMatrixElementType, ctx.OpaqueType("gpu", `mma_matrix<8x32xi32, "COp">`), "i32"},
	} {
		got, err := c.tf(ctx, c.in)
		require.NoError(t, err, c.name)
		require.Len(t, got, 1, c.name)
		assert.Equal(t, c.want, ir.TypeString(got[0]), c.name)
	}
	for _, tf := range []dialect.TypeTransform{mmaMatrixElementType} {
		_, err := tf(ctx, ctx.I(32))
		assert.Error(t, err)
	}
}

// gpuRegistry is a registry of the gpu dialect alone, with what Register
// gives it.
func gpuRegistry(t *testing.T) *registry.Registry {
	data, err := defs.Read("gpu.json")
	require.NoError(t, err)
	f, err := ods.Decode(data)
	require.NoError(t, err)
	h := registry.NewHooks()
	Register(h)
	r := registry.New()
	r.Install(h)
	require.NoError(t, r.Load(f, h.Ops()))
	return r
}
