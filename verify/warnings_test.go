package verify_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// TestVerifierWarning: a warning a verifier emits before it succeeds is
// reported (mlir-opt's emitWarning in a verify() returning success) and
// the op counts as sound: its siblings are still verified in the mode
// that stops at the first failure, and the file passes -verify. Other
// diagnostics emitted before a success stay dropped.
func TestVerifierWarning(t *testing.T) {
	reg, err := dialects.Core()
	require.NoError(t, err)
	reg.SetVerifier("arith.addi", &dialect.Verifier{Op: func(c dialect.Checker) *diag.Diagnostic {
		w := c.EmitErrorf("adds")
		w.Severity = diag.Warning
		c.Emit(w)
		c.Emit(c.EmitErrorf("dropped"))
		return nil
	}})
	reg.SetVerifier("arith.subi", &dialect.Verifier{Op: func(c dialect.Checker) *diag.Diagnostic {
		return c.Errorf("no subtraction")
	}})
	src := "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.subi %a, %a : i32\n  return\n}\n"
	for _, all := range []bool{false, true} {
		list := verify.Source("t.mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: reg, All: all}})
		require.Len(t, list, 2, "all=%v: %v", all, list)
		assert.Equal(t, diag.Warning, list[0].Severity)
		assert.Equal(t, "adds", list[0].Msg)
		assert.Equal(t, len("func.func @f(%a: i32) {\n  %0 = "), int(list[0].Pos))
		assert.Equal(t, diag.Error, list[1].Severity)
		assert.Equal(t, "'arith.subi' op no subtraction", list[1].Msg)
	}

	// Alone, the warning leaves the file valid (in an isolated op
	// verified on its own run too).
	ok := "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  return\n}\nfunc.func @g(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  return\n}\n"
	list := verify.Source("t.mlir", []byte(ok), verify.SourceOptions{Options: verify.Options{Dialects: reg}})
	require.Len(t, list, 2, "%v", list)
	for _, d := range list {
		assert.Equal(t, diag.Warning, d.Severity)
	}
	failures, _ := verify.CheckDiagnostics("t.mlir", []byte("func.func @f(%a: i32) {\n  // expected-warning @below {{adds}}\n  %0 = arith.addi %a, %a : i32\n  return\n}\n"), verify.SourceOptions{Options: verify.Options{Dialects: reg}})
	assert.Empty(t, failures)
}
