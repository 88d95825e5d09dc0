package wasmssa

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

// TestWasmSSALocalStructured: `!wasmssa<local ref to T>` is a dialect type
// with its element type as parameter, the same whether read from its text
// or made by wasmssa.local's inference.
func TestWasmSSALocalStructured(t *testing.T) {
	ctx := ir.NewContext()
	lower.NewStream(ctx, lower.Options{Dialects: wasmssaRegistry(t)})
	read := ctx.ReadDialectType("wasmssa", "local ref to i32")
	dt, ok := read.(*ir.DialectType)
	require.True(t, ok, "%T", read)
	assert.Equal(t, "local", dt.Mnemonic())
	assert.Equal(t, "local ref to i32", dt.Data)
	assert.Same(t, ctx.I(32), dt.Params.Type("elementType"))
	assert.Same(t, read, wasmssaLocalRef(ctx, ctx.I(32)))
	assert.Same(t, ctx.I(32), wasmssaLocalElem(read))
	// The dialect's other types are kept as written.
	assert.IsType(t, &ir.OpaqueType{}, ctx.ReadDialectType("wasmssa", "externref"))
	assert.Nil(t, wasmssaLocalElem(ctx.I(32)))
}

// wasmssaRegistry is a registry of the wasmssa dialect alone, with what
// Register gives it.
func wasmssaRegistry(t *testing.T) *registry.Registry {
	data, err := defs.Read("wasmssa.json")
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
