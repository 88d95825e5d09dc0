package async

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestAsyncValueOf: async.runtime.load's and store's TypesMatchWith
// transformer unwraps !async.value<T> into T, built in the op's context.
func TestAsyncValueOf(t *testing.T) {
	// Kept as written (an OpaqueType): T is read from the text, by the
	// Context's reader (a Context without one cannot read it).
	bare := ir.NewContext()
	_, err := asyncValueOf(bare, bare.OpaqueType("async", "value<f32>"))
	require.ErrorContains(t, err, "no reader of types")
	ctx := ir.NewContext()
	lower.NewStream(ctx, lower.Options{Dialects: asyncRegistry(t)})
	for _, c := range []struct{ data, want string }{
		{"value<f32>", "f32"},
		{"value<memref<4x?xf32>>", "memref<4x?xf32>"},
		{"value<!async.value<i8>>", "!async.value<i8>"},
		{"value<tuple<i1, index>>", "tuple<i1, index>"},
	} {
		got, err := asyncValueOf(ctx, ctx.OpaqueType("async", c.data))
		require.NoError(t, err, c.data)
		require.Len(t, got, 1)
		assert.Equal(t, c.want, ir.TypeString(got[0]))
	}
	// Read by its definition (a Context that knows the dialects): its
	// valueType parameter.
	sctx := ir.NewContext()
	lower.NewStream(sctx, lower.Options{Dialects: asyncRegistry(t)})
	for _, c := range []struct{ data, want string }{
		{"value<f32>", "f32"},
		{"value<!async.value<i8>>", "!async.value<i8>"},
	} {
		self := sctx.ReadDialectType("async", c.data)
		require.IsType(t, &ir.DialectType{}, self)
		got, err := asyncValueOf(sctx, self)
		require.NoError(t, err, c.data)
		require.Len(t, got, 1)
		assert.Equal(t, c.want, ir.TypeString(got[0]))
		assert.Same(t, self.(*ir.DialectType).Params.Type("valueType"), got[0])
	}
	for _, bad := range []ir.Type{ctx.OpaqueType("async", "token"), ctx.OpaqueType("gpu", "value<f32>"), ctx.OpaqueType("async", "value<f32")} {
		_, err := asyncValueOf(ctx, bad)
		assert.Error(t, err, ir.TypeString(bad))
	}
}

// asyncRegistry is a registry of the async dialect alone: its generated
// definitions and what Register gives (package dialects, whose Core has
// every dialect, imports this one).
func asyncRegistry(t *testing.T) *registry.Registry {
	data, err := defs.Read("async.json")
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
