package dialectattr_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// TestSPIRVAttrParams: spirv's C++-only attributes are structured, their
// parameters named as the C++ classes' storage.
func TestSPIRVAttrParams(t *testing.T) {
	reg := dialects.MustCore()
	read := func(src string) *ir.DialectAttr {
		a, err := grammar.ParseAttribute("", src)
		require.NoError(t, err, src)
		l := lower.NewAttrLowerer(ir.NewContext())
		l.SetDialects(reg)
		v, err := l.Attr(a)
		require.NoError(t, err, src)
		d, ok := v.(*ir.DialectAttr)
		require.True(t, ok, "%s: %T", src, v)
		return d
	}
	vce := read(`#spirv.vce<v1.3, [Shader, Int8], [SPV_KHR_16bit_storage]>`)
	assert.Equal(t, "vce", vce.Mnemonic())
	v, word, ok := vce.Params.Enum("version")
	assert.True(t, ok)
	assert.Equal(t, "v1.3", word)
	assert.Equal(t, uint64(3), v) // spirv::Version::V_1_3
	caps := vce.Params.List("capabilities")
	require.Len(t, caps, 2)
	assert.Equal(t, []any{"Shader", uint64(1), "Int8", uint64(39)}, []any{caps[0].Str, caps[0].Enum, caps[1].Str, caps[1].Enum})
	assert.Equal(t, "SPV_KHR_16bit_storage", vce.Params.Text("extensions"))

	abi := read(`#spirv.interface_var_abi<(2, 3), StorageBuffer>`)
	set, _ := abi.Params.Int("descriptorSet")
	binding, _ := abi.Params.Int("binding")
	_, sc, _ := abi.Params.Enum("storageClass")
	assert.Equal(t, []any{int64(2), int64(3), "StorageBuffer"}, []any{set, binding, sc})
	assert.False(t, read(`#spirv.interface_var_abi<(2, 3)>`).Params.Has("storageClass"))

	env := read(`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, NVIDIA:DiscreteGPU:5, #spirv.resource_limits<subgroup_size = 64>>`)
	triple := env.Params.Attr("triple").(*ir.DialectAttr)
	assert.Equal(t, "vce", triple.Mnemonic())
	for name, want := range map[string]string{"clientAPI": "Vulkan", "vendorID": "NVIDIA", "deviceType": "DiscreteGPU"} {
		_, got, ok := env.Params.Enum(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	id, _ := env.Params.Int("deviceID")
	assert.Equal(t, int64(5), id)
	assert.Equal(t, "resource_limits", env.Params.Attr("limits").(*ir.DialectAttr).Mnemonic())
	def := read(`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>`)
	_, api, _ := def.Params.Enum("clientAPI")
	id, _ = def.Params.Int("deviceID")
	assert.Equal(t, []any{"Unknown", int64(0x7FFFFFFF)}, []any{api, id})
}
