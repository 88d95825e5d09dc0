package dialectattr_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/dialectattr"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// canon reads an attribute as the lowering does, with the core dialects
// (dialectattr through its Env), and spells it without aliases.
func canon(t testing.TB, reg *dialects.Registry, src string) (string, error) {
	t.Helper()
	a, err := grammar.ParseAttribute("", src)
	require.NoError(t, err, src)
	l := lower.NewAttrLowerer(ir.NewContext())
	l.SetDialects(reg)
	v, err := l.Attr(a)
	if err != nil {
		return "", err
	}
	return printer.NewText(func(*ir.DistinctAttr) int { return 0 }).Attr(v), nil
}

// The outputs are mlir-opt 22's (checked by the corpus inputs too).
func TestDefinitionDriven(t *testing.T) {
	reg := dialects.MustCore()
	for _, tt := range []struct{ in, want string }{
		// Defaults left out, integers and strings canonical.
		{`#nvvm.target<O = 2, chip = "sm_50">`, `#nvvm.target`},
		{`#nvvm.target<O = 0x3, verifyTarget = 0>`, `#nvvm.target<O = 3, verifyTarget = false>`},
		{`#nvvm.target<>`, `#nvvm.target`},
		{`#rocdl.target< chip = "gfx90a" , abi = "500" >`, `#rocdl.target<chip = "gfx90a", abi = "500">`},
		{`#dlti.function_pointer_alignment<-1, function_dependent = true>`, `#dlti.function_pointer_alignment<18446744073709551615, function_dependent = true>`},
		{`#ptr.spec<size = 64, abi = 64, preferred = 64, index = 4294967295>`, `#ptr.spec<size = 64, abi = 64, preferred = 64>`},
		{`#xegpu.block_tdesc_attr<memory_space = global, array_length = 1 : i64>`, `#xegpu.block_tdesc_attr<>`},
		{`#xegpu.block_tdesc_attr<memory_space = slm>`, `#xegpu.block_tdesc_attr<memory_space =  slm>`},
		// Attribute parameters in full, their types printed.
		{`#gpu.select_object<1>`, `#gpu.select_object<1 : i64>`},
		{`#gpu.select_object`, `#gpu.select_object`},
		{`#gpu.object<#nvvm.target, properties = {x = 1}, kernels = #gpu.kernel_table<>, offload = "o">`, `#gpu.object<#nvvm.target, properties = {x = 1 : i64}, kernels = <>, offload = "o">`},
		{`#gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>, #gpu.kernel_metadata<"a", () -> ()>]>`, `#gpu.kernel_table<[#gpu.kernel_metadata<"a", () -> ()>, #gpu.kernel_metadata<"k", () -> ()>]>`},
		{`#spirv.entry_point_abi<workgroup_size = [1, 2, 3]>`, `#spirv.entry_point_abi<workgroup_size = [1, 2, 3]>`},
		{`#spirv.resource_limits<max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32], subgroup_size = 32>`, `#spirv.resource_limits<>`},
		{`#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int], extensions = [int16]>`, `#tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int], extensions = [int16]>`},
		{`#llvm.tbaa_tag<base_type = <id = "t", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "t", members = {<#llvm.tbaa_root, 0>}>, offset = 0>`, `#llvm.tbaa_tag<base_type = <id = "t", members = {<#llvm.tbaa_root, 0>}>, access_type = <id = "t", members = {<#llvm.tbaa_root, 0>}>, offset = 0>`},
		// DLTI.
		{`#dlti.dl_spec<"a" = 1, i32 = dense<[32, 32]> : vector<2xi64>, #dlti.dl_entry<"b", 2.0 : f32>>`, `#dlti.dl_spec<"a" = 1 : i64, i32 = dense<32> : vector<2xi64>, "b" = 2.000000e+00 : f32>`},
		{`#dlti.target_system_spec<"CPU"
		    = #dlti.target_device_spec<#dlti.dl_entry<"tile_size", 32 : i32>>>`, `#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"tile_size" = 32 : i32>>`},
		{`#dlti.dl_entry<"a\"b", 1>`, `#dlti.dl_entry<"a\22b", 1 : i64>`},
		{`#dlti.map<>`, `#dlti.map<>`},
		// Hand-written ones.
		{`#smt.bv<0x0F> : !smt.bv<4>`, `#smt.bv<-1> : !smt.bv<4>`},
		{`#llvm.constant_range<i8, -1, 255>`, `#llvm.constant_range<i8, -1, -1>`},
		{`#sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j : compressed(nonordered, nonunique), i mod 2 : dense), posWidth = 0, crdWidth = 8}>`, `#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 : compressed(nonunique, nonordered), d0 mod 2 : dense), crdWidth = 8 }>`},
		{`#complex.number<:f32 1.0, 2.0> : complex<f64>`, `#complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>`},
		// spirv's C++-only attributes.
		{`#spirv.vce<v1.0,[Shader,Shader,Int8],[SPV_KHR_16bit_storage]>`, `#spirv.vce<v1.0, [Shader, Shader, Int8], [SPV_KHR_16bit_storage]>`},
		{`#spirv.interface_var_abi<( 0 , 1 ) , Uniform >`, `#spirv.interface_var_abi<(0, 1), Uniform>`},
		{`#spirv.interface_var_abi<(-1, 0x10)>`, `#spirv.interface_var_abi<(4294967295, 16)>`},
		{`#spirv.interface_var_abi<(true, false)>`, `#spirv.interface_var_abi<(4294967295, 0)>`},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, NVIDIA:DiscreteGPU:5, #spirv.resource_limits<subgroup_size = 64>>`,
			`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, NVIDIA:DiscreteGPU:5, #spirv.resource_limits<subgroup_size = 64>>`},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Unknown, Unknown:Unknown:7, #spirv.resource_limits<>>`,
			`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>`},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, NVIDIA:DiscreteGPU:2147483647, #spirv.resource_limits<>>`,
			`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, NVIDIA:DiscreteGPU, #spirv.resource_limits<>>`},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Unknown:DiscreteGPU:3, #spirv.resource_limits<>>`,
			`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>>`},
		// A type after an attribute that is not typed is dropped; an
		// unregistered dialect's keeps it.
		{`#arith.fastmath<nnan> : i32`, `#arith.fastmath<nnan>`},
		{`#foo.bar<1> : i32`, `#foo.bar<1> : i32`},
		{`#ml_program.extern : tensor<4xi32>`, `#ml_program.extern : tensor<4xi32>`},
		// Types nested in attributes, and types read by definitions.
		{`!async.value< i32 >`, `!async.value<i32>`},
		{`!amx.tile<16 x 16 x bf16>`, `!amx.tile<16x16xbf16>`},
		{`!nvgpu.tensormap.descriptor<tensor = memref<128x64xf16,3>, swizzle = swizzle_128b, l2promo=none, oob = zero, interleave = none>`, `!nvgpu.tensormap.descriptor<tensor = memref<128x64xf16, 3>, swizzle = swizzle_128b, l2promo = none, oob = zero, interleave = none>`},
		{`!xegpu.tensor_desc<8x16xf16, #xegpu.block_tdesc_attr<memory_space = global>>`, `!xegpu.tensor_desc<8x16xf16>`},
	} {
		got, err := canon(t, reg, tt.in)
		if assert.NoError(t, err, tt.in) {
			assert.Equal(t, tt.want, got, tt.in)
		}
	}
}

// Errors are mlir-opt's, at its offsets in the source.
func TestDefinitionDrivenErrors(t *testing.T) {
	reg := dialects.MustCore()
	for _, tt := range []struct {
		in  string
		off int
		msg string
	}{
		{`#nvvm.target<O = 99999999999999999999999>`, 17, "integer value too large"},
		{`#nvvm.target<chip = sm_90>`, 20, "expected string"},
		{`#nvvm.target<O = 3, O = 4>`, 24, "duplicate or unknown struct parameter name: O"},
		{`#nvvm.target<verifyTarget = 2>`, 28, "integer value too large"},
		{`#dlti.target_device_spec<>`, 6, "no DLTI entries provided"},
		{`#dlti.dl_spec<"a" = 1, "a" = 2>`, 6, `repeated DLTI key: "a"`},
		{`#dlti.dl_entry<1, 2>`, 15, "expected a type or a quoted string"},
		{`#dlti.target_system_spec<"CPU" = 1>`, 6, `value associated with key "CPU" is not a DLTI device spec`},
		{`#smt.bv<300> : !smt.bv<8>`, 7, "integer value out of range for given bit-vector type '!smt.bv<8>'"},
		{`#smt.bv<5>`, 7, "explicit bit-vector type required"},
		{`#sparse_tensor.encoding<{ map = (i) -> (i : bogus) }>`, 44, "unknown level format: bogus"},
		{`#spirv.vce<v1.9, [Shader], []>`, 11, "unknown version: v1.9"},
		{`#spirv.vce<v1.0, [Foo], []>`, 18, "unknown capability: Foo"},
		{`#spirv.vce<v1.0, [Shader], [Foo]>`, 28, "unknown extension: Foo"},
		{`#spirv.vce<v1.0, Shader, []>`, 16, "expected '['"},
		{`#spirv.vce<v1.0, [Shader], []> : i32`, 7, "unexpected type"},
		{`#spirv.interface_var_abi<(0, 1), Foo>`, 33, "unknown storage class: Foo"},
		{`#spirv.interface_var_abi<(x, 1)>`, 26, "missing descriptor set"},
		{`#spirv.interface_var_abi<(0, x)>`, 29, "missing binding"},
		{`#spirv.interface_var_abi<(4294967296, 1)>`, 26, "integer value too large"},
		{`#spirv.interface_var_abi<(-2147483647, 1)>`, 26, "integer value too large"},
		{`#spirv.interface_var_abi<(0, 1), 3>`, 33, "expected valid keyword"},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Foo, #spirv.resource_limits<>>`, 54, "unknown client API: Foo"},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, Foo:Bar, #spirv.resource_limits<>>`, 50, "unknown vendor: Foo"},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, NVIDIA:Foo, #spirv.resource_limits<>>`, 57, "unknown device type: Foo"},
		{`#spirv.target_env<#spirv.resource_limits<>, #spirv.resource_limits<>>`, 18, "invalid kind of attribute specified"},
		{`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.vce<v1.0, [Shader], []>>`, 50, "invalid kind of attribute specified"},
	} {
		_, err := canon(t, reg, tt.in)
		var d *diag.Diagnostic
		if l := diag.AsList(err); len(l) > 0 {
			d = l[0] // the first error; mlir-opt's further ones follow it
		}
		if assert.NotNil(t, d, "%s: %v", tt.in, err) {
			assert.Equal(t, tt.msg, d.Msg, tt.in)
			assert.Equal(t, tt.off, int(d.Pos), tt.in)
		}
	}
}

// FuzzDefinitionDriven: any attribute text either is rejected with an
// error or reads as a canonical spelling that reads back as itself.
func FuzzDefinitionDriven(f *testing.F) {
	reg := dialects.MustCore()
	for _, s := range []string{
		`#nvvm.target<O = 2, chip = "sm_50">`, `#gpu.select_object<1>`, `#dlti.dl_spec<"a" = 1, i32 = 2>`,
		`#dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"x" = 1>>`, `#smt.bv<5> : !smt.bv<8>`,
		`#sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>`, `#llvm.di_file<"a" in "b">`,
		`#gpu.object<#nvvm.target, "blob">`, `!amx.tile<16x16xbf16>`, `#xegpu.layout<sg_layout = [2, 4]>`,
		`#llvm.constant_range<i8, 1, 2>`, `#acc.declare<dataClause = acc_copyin>`, `#omp.flags<debug_kind = 1>`,
		`#spirv.vce<v1.0, [Shader], []>`, `#spirv.interface_var_abi<(-1, 2), Uniform>`,
		`#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, AMD:IntegratedGPU:3, #spirv.resource_limits<>>`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		a, err := grammar.ParseAttribute("", src)
		if err != nil {
			return
		}
		l := lower.NewAttrLowerer(ir.NewContext())
		l.SetDialects(reg)
		v, err := l.Attr(a)
		if err != nil {
			return
		}
		got := printer.NewText(func(*ir.DistinctAttr) int { return 0 }).Attr(v)
		if _, err := grammar.ParseAttribute("", got); err != nil {
			return // as mlir-opt, some spellings do not read back (`!A<->`)
		}
		again, err := canon(t, reg, got)
		if err != nil {
			t.Fatalf("%q reads as %q, which does not read back: %v", src, got, err)
		}
		if again != got {
			t.Fatalf("%q reads as %q, which reads back as %q", src, got, again)
		}
	})
}

// TestDefinitionCoverage counts the core dialects' attribute and type
// definitions gomlir reads (the others are kept as written) and lists the
// others.
func TestDefinitionCoverage(t *testing.T) {
	reg := dialects.MustCore()
	env := coverageEnv{reg}
	read, all := 0, 0
	for _, name := range upstreamDialects {
		d := reg.Dialect(name)
		if d == nil {
			continue
		}
		for _, a := range d.Attrs {
			all++
			if err := dialectattr.CheckAttrDef(env, d, a); err != nil {
				t.Logf("kept as written: %v", err)
			} else {
				read++
			}
		}
		for _, ty := range d.Types {
			all++
			if err := dialectattr.CheckTypeDef(env, d, ty); err != nil {
				t.Logf("kept as written: %v", err)
			} else {
				read++
			}
		}
	}
	t.Logf("%d of %d attribute and type definitions read and printed canonically", read, all)
	assert.Greater(t, read, all*9/10)
}

// coverageEnv resolves classes through the registry; CheckAttrDef reads
// nothing.
type coverageEnv struct{ reg *dialects.Registry }

func (e coverageEnv) Dialect(name string) *ods.Dialect { return e.reg.Dialect(name) }
func (e coverageEnv) Class(d, c string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) {
	return e.reg.DialectClass(d, c)
}
func (coverageEnv) Attr(string, int) (ir.Attribute, int, error)       { panic("unused") }
func (coverageEnv) Type(string, int) (ir.Type, int, error)            { panic("unused") }
func (coverageEnv) AffineMap(string, int) (*ir.AffineMap, int, error) { panic("unused") }
func (coverageEnv) AttrText(ir.Attribute) string                      { panic("unused") }
func (coverageEnv) TypeText(ir.Type) string                           { panic("unused") }
func (coverageEnv) Context() *ir.Context                              { panic("unused") }

var upstreamDialects = func() []string {
	var out []string
	for _, f := range defs.Files() {
		out = append(out, strings.TrimSuffix(f, ".json"))
	}
	return out
}()
