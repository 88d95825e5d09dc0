package llvm

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// llvmTypeOf reads `!llvm.<data>` as the lowering does, with the core
// registry's type hook and the type alias !int = i32.
func llvmTypeOf(t *testing.T, data string) (ir.Type, error) {
	t.Helper()
	l := lower.NewAttrLowerer(ir.NewContext())
	l.DialectType = llvmRegistry(t).DialectType
	require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: "int", Type: &ast.IntegerType{Width: 32}}))
	a, err := grammar.ParseAttribute("t", "!llvm."+data)
	require.NoError(t, err)
	return l.Type(a.(*ast.TypeAttr).Type)
}

// TestLLVMTypes checks LLVM types' canonical spellings against mlir-opt 22.
func TestLLVMTypes(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"ptr", "ptr"},
		{"ptr<0>", "ptr"},
		{"ptr<0x1>", "ptr<1>"},
		{"ptr<-1>", "ptr<4294967295>"},
		{"void", "void"},
		{"array< 2x i32 >", "array<2 x i32>"},
		{"array<2 x !llvm.ptr>", "array<2 x ptr>"},
		{"array<4 x vector<4 x [4] x !llvm.ptr>>", "array<4 x vector<4x[4]x!llvm.ptr>>"},
		{"array<2 x ppc_fp128>", "array<2 x !llvm.ppc_fp128>"},
		{"func<i32(i32,...)>", "func<i32 (i32, ...)>"},
		{"func<void()>", "func<void ()>"},
		{"func<!llvm.void (!llvm.token)>", "func<void (token)>"},
		{"func<ptr<1> (...)>", "func<ptr<1> (...)>"},
		{"struct<(i32, !llvm.ptr)>", "struct<(i32, ptr)>"},
		{"struct< \"a\" , ( i32 ,ptr ) >", `struct<"a", (i32, ptr)>`},
		{`struct<"a\"b", (i32)>`, `struct<"a\22b", (i32)>`},
		{`struct<"a", packed (i32)>`, `struct<"a", packed (i32)>`},
		{"struct<packed ()>", "struct<packed ()>"},
		{`struct<"o", opaque>`, `struct<"o", opaque>`},
		{`struct<"rec", (ptr, struct<"rec">)>`, `struct<"rec", (ptr, struct<"rec">)>`},
		{`struct<"b", (struct<"c", (struct<"b">)>, struct<"c", (struct<"b">)>)>`, `struct<"b", (struct<"c", (struct<"b">)>, struct<"c", (struct<"b">)>)>`},
		{"struct<(f16,bf16,f32,f64,f80,f128, i1, si32, index)>", "struct<(f16, bf16, f32, f64, f80, f128, i1, si32, index)>"},
		{"struct<(tensor<4xf32>, !gpu.async.token, complex<f32>)>", "struct<(tensor<4xf32>, !gpu.async.token, complex<f32>)>"},
		{"struct<(!int, array<2 x !int>)>", "struct<(i32, array<2 x i32>)>"},
		{"struct<(!llvm.target<\"foo\">)>", `struct<(target<"foo">)>`},
		{`target<"a",1>`, `target<"a", 1>`},
		{`target<"spirv.Image", ptr, 1, 0>`, `target<"spirv.Image", !llvm.ptr, 1, 0>`},
		{`target<"a", !llvm.ptr<1>, i32, 1, 2>`, `target<"a", !llvm.ptr<1>, i32, 1, 2>`},
	} {
		got, err := llvmTypeOf(t, tt.in)
		if !assert.NoError(t, err, tt.in) {
			continue
		}
		o, ok := got.(*ir.DialectType)
		require.True(t, ok, tt.in)
		assert.Equal(t, "llvm", o.Dialect)
		assert.Equal(t, tt.want, o.Data, tt.in)
	}
}

// TestLLVMTypeErrors checks mlir-opt 22's messages for bad LLVM types.
func TestLLVMTypeErrors(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"vec<4 x ptr>", "unknown LLVM type: vec"},
		{"x86_mmx", "unknown LLVM type: x86_mmx"},
		{"i32", "unexpected type, expected keyword"},
		{"ptr<4294967296>", "integer value too large"},
		{"ptr<x>", "expected integer value"},
		{"array<2xi32>", "expected 'x'"},
		{"array<4 x>", "expected valid keyword"},
		{"array<2 x !llvm.void>", "invalid array element type: '!llvm.void'"},
		{"array<2 x func<void ()>>", "invalid array element type: '!llvm.func<void ()>'"},
		{"func<void (void)>", "invalid function argument type: '!llvm.void'"},
		{"func<func<void ()> ()>", "invalid function result type: '!llvm.func<void ()>'"},
		{"func<label ()>", "invalid function result type: '!llvm.label'"},
		{"func<i32 (i32, ..., i32)>", "expected ')'"},
		{"struct<(i32,)>", "expected valid keyword"},
		{"struct<opaque>", "only identified structs can be opaque"},
		{`struct<"a">`, "struct without a body only allowed in a recursive struct"},
		{"struct<(!llvm.token)>", "invalid LLVM structure element type: '!llvm.token'"},
		{"target<>", "expected string"},
		{`target<"x", 1, i32>`, "failed to parse parameter list for target extension type"},
	} {
		_, err := llvmTypeOf(t, tt.in)
		if assert.Error(t, err, tt.in) {
			assert.Contains(t, err.Error(), tt.want, tt.in)
		}
	}
}

// TestLLVMTypeParams: an LLVM type is an ir.DialectType with its C++
// class's parameters.
func TestLLVMTypeParams(t *testing.T) {
	ctx := ir.NewContext()
	lower.NewStream(ctx, lower.Options{Dialects: llvmRegistry(t)})
	read := func(data string) *ir.DialectType {
		t.Helper()
		dt, ok := ctx.ReadDialectType("llvm", data).(*ir.DialectType)
		require.True(t, ok, data)
		return dt
	}
	ptr1 := read("ptr<1>")
	n, _ := ptr1.Params.Int("addressSpace")
	assert.Equal(t, int64(1), n)
	assert.Equal(t, "ptr", ptr1.Mnemonic())

	st := read(`struct<"a", packed (i32, ptr<1>)>`)
	assert.Equal(t, "struct", st.Mnemonic())
	name, _ := st.Params.Str("name")
	assert.Equal(t, "a", name)
	packed, _ := st.Params.Int("packed")
	assert.Equal(t, int64(1), packed)
	body := st.Params.List("body")
	require.Len(t, body, 2)
	assert.Same(t, ctx.I(32), body[0].Type)
	assert.Same(t, ptr1, body[1].Type)
	assert.False(t, read("struct<(i32)>").Params.Has("name"))
	opaque, _ := read(`struct<"o", opaque>`).Params.Int("opaque")
	assert.Equal(t, int64(1), opaque)

	arr := read("array<4 x i8>")
	n, _ = arr.Params.Int("numElements")
	assert.Equal(t, int64(4), n)
	assert.Same(t, ctx.I(8), arr.Params.Type("elementType"))

	fn := read("func<void (i32, ...)>")
	assert.Same(t, read("void"), fn.Params.Type("returnType"))
	require.Len(t, fn.Params.List("params"), 1)
	va, _ := fn.Params.Int("varArg")
	assert.Equal(t, int64(1), va)

	tg := read(`target<"spirv.Image", ptr, 1, 0>`)
	ext, _ := tg.Params.Str("extTypeName")
	assert.Equal(t, "spirv.Image", ext)
	assert.Len(t, tg.Params.List("typeParams"), 1)
	ints := tg.Params.List("intParams")
	require.Len(t, ints, 2)
	assert.Equal(t, int64(1), ints[0].Int)

	// llvm.cmpxchg's result type, built by its transformer, is the type
	// read from the same spelling.
	got, err := valAndBoolStruct(ctx, ctx.I(32))
	require.NoError(t, err)
	assert.Same(t, read("struct<(i32, i1)>"), got[0])
}

// llvmRegistry is a registry of the llvm dialect alone: its generated
// definitions and what Register gives (package dialects, whose Core has
// every dialect, imports this one).
func llvmRegistry(t *testing.T) *registry.Registry {
	data, err := defs.Read("llvm.json")
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
