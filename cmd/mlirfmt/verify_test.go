package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

const badAddi = `func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
`

func TestVerify(t *testing.T) {
	code, out, errs := runCLI(t, badAddi, "-verify")
	assert.Equal(t, 1, code)
	assert.Empty(t, out)
	assert.Equal(t, "<stdin>:2:8: error: 'arith.addi' op requires the same type for all operands and results\n"+
		"  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n       ^\n", errs)

	code, out, errs = runCLI(t, "func.func @f() {\n  return\n}\n", "-verify")
	assert.Equal(t, 0, code, errs)
	assert.Empty(t, out+errs)
}

func TestVerifyJSON(t *testing.T) {
	code, _, errs := runCLI(t, badAddi, "-verify", "-diagnostics=json")
	assert.Equal(t, 1, code)
	assert.JSONEq(t, `[{"file":"<stdin>","line":2,"column":8,"end":{"line":2,"column":20},"severity":"error",
		"message":"'arith.addi' op requires the same type for all operands and results"}]`, errs)
	code, _, errs = runCLI(t, "func.func @f() {\n  return\n}\n", "-verify", "-diagnostics=json")
	assert.Equal(t, 0, code)
	assert.JSONEq(t, `[]`, errs)
	code, _, _ = runCLI(t, "", "-diagnostics=xml")
	assert.Equal(t, 2, code)
}

func TestVerifyAllErrorsAndLimit(t *testing.T) {
	two := badAddi + "func.func @g(%a: i32) {\n  %0 = \"arith.addi\"(%a) : (i32) -> i32\n  return\n}\n"
	code, _, errs := runCLI(t, two, "-verify")
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "<stdin>:2:8: error:")
	assert.Contains(t, errs, "<stdin>:6:8: error: 'arith.addi' op expected 2 operands, but found 1")
	_, _, errs = runCLI(t, two, "-verify", "-max-errors=1")
	assert.NotContains(t, errs, "<stdin>:6:8")
	assert.Contains(t, errs, "note: too many errors: 1 more not reported")
}

func TestVerifyDiagnostics(t *testing.T) {
	annotated := `func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return %a : i32
}
// -----
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
`
	code, out, errs := runCLI(t, annotated, "-verify-diagnostics", "-split-input-file")
	assert.Equal(t, 0, code, errs)
	assert.Empty(t, out+errs)

	// Without the split, the chunks are one module: still one error.
	code, _, errs = runCLI(t, annotated, "-verify-diagnostics")
	assert.Equal(t, 0, code, errs)

	wrong := "// expected-error @+1 {{something else}}\n" + badAddi
	code, _, errs = runCLI(t, wrong, "-verify-diagnostics")
	assert.Equal(t, 1, code)
	assert.Equal(t, "<stdin>:3:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results\n"+
		"  %0 = \"arith.addi\"(%a, %a) : (i32, i32) -> i64\n       ^\n"+
		"<stdin>:1:4: error: expected error \"something else\" was not produced\n"+
		"// expected-error @+1 {{something else}}\n   ^~~~~~~~~~~~~~\n", errs)
}

func TestSplitInputFileFormats(t *testing.T) {
	code, out, errs := runCLI(t, "\"a.b\"() : () -> ()\n// -----\n\"c.d\"() : () -> ()\n", "-split-input-file", "-style=mlir-opt")
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, "module {\n  \"a.b\"() : () -> ()\n}\n\n// -----\nmodule {\n  \"c.d\"() : () -> ()\n}\n\n", out)

	// Line numbers stay those of the file.
	code, _, errs = runCLI(t, "\"a.b\"() : () -> ()\n// -----\n\"c.d\"(%x) : (i32) -> ()\n", "-split-input-file")
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "<stdin>:3:7: error: use of undeclared SSA value name")
}
