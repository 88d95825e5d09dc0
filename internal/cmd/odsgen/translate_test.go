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
