package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNormalizeFormat(t *testing.T) {
	assert.Equal(t, "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
		normalizeFormat(" $lhs `,` $rhs (`overflow` `` $overflowFlags^)?\n                          attr-dict `:` type($result) "))
	// Whitespace inside a literal is the literal's.
	assert.Equal(t, "`  ` $x", normalizeFormat("\t`  `\n\n $x"))
}

func TestBuildableType(t *testing.T) {
	for call, want := range map[string]string{
		"$_builder.getIntegerType(1)":                      "i1",
		"$_builder.getIntegerType(32, /*isSigned=*/true)":  "si32",
		"$_builder.getIntegerType(8, /*isSigned=*/false)":  "ui8",
		"$_builder.getIndexType()":                         "index",
		"$_builder.getF32Type()":                           "f32",
		"$_builder.getF80Type()":                           "f80",
		"$_builder.getNoneType()":                          "none",
		"$_builder.getType<::mlir::NoneType>()":            "none",
		"$_builder.getType<BFloat16Type>()":                "bf16",
		"$_builder.getType<FloatTF32Type>()":               "tf32",
		"$_builder.getType<Float8E4M3FNType>()":            "f8E4M3FN",
		"$_builder.getType<Float4E2M1FNType>()":            "f4E2M1FN",
		"::mlir::ComplexType::get($_builder.getF64Type())": "complex<f64>",
		"": "",
		"::mlir::VectorType::get({4}, $_builder.getF32Type())": "",
	} {
		assert.Equal(t, want, buildableType(call), call)
	}
}

func TestCppInt(t *testing.T) {
	for v, want := range map[string]int64{"4": 4, "-1": -1, "{}": 0, "static_cast<uint64_t>(-1)": -1, "static_cast<int64_t>(1)": 1, "0x10": 16} {
		n, ok := cppInt(v)
		assert.True(t, ok, v)
		assert.Equal(t, want, n, v)
	}
	for _, v := range []string{"", "x", "std::nullopt", "static_cast<float>(1)"} {
		_, ok := cppInt(v)
		assert.False(t, ok, v)
	}
}

func TestIntAttr(t *testing.T) {
	assert.Equal(t, "false", intAttr(0, "i1"))
	assert.Equal(t, "true", intAttr(1, "i1"))
	assert.Equal(t, "-1 : i64", intAttr(-1, "i64"))
	assert.Equal(t, "-1 : i32", intAttr(0xffffffff, "i32")) // static_cast<uint32_t>(-1)
	assert.Equal(t, "255 : ui8", intAttr(-1, "ui8"))
	assert.Equal(t, "7 : i16", intAttr(7, "i16"))
}

func TestFormatWithoutOptionals(t *testing.T) {
	for format, want := range map[string]string{
		"`<` ( `[` $operations^ `]` ) : (``)? `>`": "`<` `>`",
		"(`<` $addressSpace^ `>`)?":                "",
		"`<` $value `>`":                           "`<` $value `>`",
		"`<` ($a^ (`,` $b^)?)? `>`":                "`<` `>`",
	} {
		got, ok := formatWithoutOptionals(format)
		assert.True(t, ok, format)
		assert.Equal(t, want, got, format)
	}
	for _, format := range []string{"(`<` $a^ `>`", "($a^) : ($b)?", "($a^)"} {
		_, ok := formatWithoutOptionals(format)
		assert.False(t, ok, format)
	}
}

func TestDenseIntDefault(t *testing.T) {
	builder := "::mlir::DenseIntElementsAttr::get(::mlir::RankedTensorType::get({2}, $_builder.getIntegerType(64)), ::llvm::ArrayRef($0))"
	got, ok := denseIntDefault(builder, "{ static_cast<int64_t>(1), static_cast<int64_t>(1) }")
	assert.True(t, ok)
	assert.Equal(t, "dense<1> : tensor<2xi64>", got)
	got, ok = denseIntDefault(builder, "{ 1, 2 }")
	assert.True(t, ok)
	assert.Equal(t, "dense<[1, 2]> : tensor<2xi64>", got)
	_, ok = denseIntDefault(builder, "{ 1 }") // not the shape's count
	assert.False(t, ok)
}

func TestSpellEnumAttr(t *testing.T) {
	s, ok := spellEnumAttr("arith", "fastmath", "`<` $value `>`", "none")
	assert.True(t, ok)
	assert.Equal(t, "#arith.fastmath<none>", s)
	s, ok = spellEnumAttr("gpu", "mat_transpose_mode", "$value", "NON_TRANSPOSE")
	assert.True(t, ok)
	assert.Equal(t, "#gpu<mat_transpose_mode NON_TRANSPOSE>", s)
	_, ok = spellEnumAttr("x", "y", "custom<Foo>($value)", "a")
	assert.False(t, ok)
}

func TestParamDefault(t *testing.T) {
	g := &generator{}
	for _, c := range []struct{ kind, v, want string }{
		{"int", "2", "2"},
		{"unsigned", "unsigned()", "0"},
		{"uint32_t", "kOptionalSpecValue", "4294967295"},
		{"bool", "true", "true"},
		{"bool", "bool()", "false"},
		{"::llvm::StringRef", `"sm_50"`, `"sm_50"`},
		{"::llvm::StringRef", `[{""}]`, `""`},
		{"::llvm::StringRef", `"a\"b"`, `"a\22b"`},
		{"IntegerAttr", "IntegerAttr::get(IntegerType::get($_ctxt, 64), 1)", "1 : i64"},
		{"BoolAttr", "BoolAttr::get($_ctxt, true)", "true"},
		{"ArrayAttr", "$_builder.getI32ArrayAttr({128, 128, 64})", "[128 : i32, 128 : i32, 64 : i32]"},
		{"ArrayAttr", "nullptr", ""},
		{"DictionaryAttr", "DictionaryAttr()", ""},
		{"std::optional<int>", "std::optional<int>()", ""},
		{"::llvm::ArrayRef<Type>", "::llvm::SmallVector<Type>()", ""},
		{"::mlir::Type", "::mlir::NoneType::get($_ctxt)", "none"},
		{"Foo", "makeFoo(3)", "cpp:makeFoo(3)"},
	} {
		assert.Equal(t, c.want, g.paramDefault(Records{}, c.kind, c.v), "%s %s", c.kind, c.v)
	}
}
