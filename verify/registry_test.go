package verify_test

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// core is the upstream dialects' registry, shared by the tests that do
// not change it.
var core = sync.OnceValue(dialects.MustCore)

// TestUserVerifier: a Go program adds a verifier for an op of its own
// dialect, and replaces one of an upstream op, on its registry; the
// engine runs them after the checks the definitions imply, and reports
// their diagnostics as mlir-opt would.
func TestUserVerifier(t *testing.T) {
	const format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs)"
	reg, err := dialects.Core()
	require.NoError(t, err)
	require.NoError(t, reg.LoadJSON("acme.json", []byte(`{"dialects": [{"name": "acme", "ops": [
		{"name": "acme.pair", "operands": [{"name": "lhs"}, {"name": "rhs"}],
		 "format": "`+format+`"}]}]}`)))
	reg.SetVerifier("acme.pair", &dialect.Verifier{Op: func(c dialect.Checker) *diag.Diagnostic {
		lhs, rhs := c.Operand("lhs"), c.Operand("rhs")
		if lhs[0].Type() != rhs[0].Type() {
			d := c.Errorf("operands differ: '%s' and '%s'", verify.TypeString(lhs[0].Type()), verify.TypeString(rhs[0].Type()))
			return c.Note(d, c.Op().Pos, "here")
		}
		return nil
	}})
	src := "func.func @f(%a: i32, %b: i64) {\n  acme.pair %a, %a : i32, i32\n  acme.pair %a, %b : i32, i64\n  return\n}\n"
	list := verify.Source("t.mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: reg, All: true}})
	require.Len(t, list, 1, "%v", list)
	assert.Equal(t, "'acme.pair' op operands differ: 'i32' and 'i64'", list[0].Msg)
	assert.Equal(t, diag.Error, list[0].Severity)
	require.Len(t, list[0].Notes, 1)
	assert.Equal(t, "here", list[0].Notes[0].Msg)

	// Replacing an upstream op's verifier: scf.for's own check (the
	// loop-carried values against the results) is gone, another said.
	loop := "func.func @f(%i: index) {\n  scf.for %x = %i to %i step %i {\n  }\n  return\n}\n"
	assert.Empty(t, verify.Source("t.mlir", []byte(loop), verify.SourceOptions{Options: verify.Options{Dialects: reg}}))
	reg.SetVerifier("scf.for", &dialect.Verifier{Op: func(c dialect.Checker) *diag.Diagnostic {
		return c.EmitErrorf("no loops here")
	}})
	list = verify.Source("t.mlir", []byte(loop), verify.SourceOptions{Options: verify.Options{Dialects: reg}})
	require.Len(t, list, 1)
	assert.Equal(t, "no loops here", list[0].Msg)
	assert.Equal(t, len("func.func @f(%i: index) {\n  "), int(list[0].Pos))
	reg.SetVerifier("scf.for", nil)
	assert.Nil(t, reg.Verifier("scf.for"))
	assert.Empty(t, verify.Source("t.mlir", []byte(loop), verify.SourceOptions{Options: verify.Options{Dialects: reg}}))
}

// TestUserAttributeVerifier: a verifier of a dialect attribute runs on
// every op carrying it, registered or not, before the op's own checks.
func TestUserAttributeVerifier(t *testing.T) {
	reg, err := dialects.Core()
	require.NoError(t, err)
	var defs []bool
	reg.SetVerifier("acme.tag", &dialect.Verifier{Attribute: func(c dialect.Checker, v ir.Attribute) *diag.Diagnostic {
		defs = append(defs, c.Def() != nil)
		if _, ok := v.(*ir.StringAttr); !ok {
			return c.EmitErrorf("'acme.tag' must be a string, not %s", verify.AttrString(v))
		}
		return nil
	}})
	src := "\"foo.op\"() {acme.tag = \"x\"} : () -> ()\n\"foo.op\"() {acme.tag = 1 : i32} : () -> ()\nfunc.func @f() attributes {acme.tag = 2 : i64} {\n  return\n}\n"
	list := verify.Source("t.mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: reg, All: true}})
	require.Len(t, list, 2, "%v", list)
	assert.Equal(t, "'acme.tag' must be a string, not 1 : i32", list[0].Msg)
	assert.Equal(t, "'acme.tag' must be a string, not 2 : i64", list[1].Msg)
	assert.Equal(t, []bool{false, false, true}, defs)
}

// TestNoRegistry: without a registry every op is unregistered, accepted
// as written, whether the registry is nil or a nil *dialects.Registry.
func TestNoRegistry(t *testing.T) {
	src := []byte("\"foo.a\"() : () -> ()\n")
	assert.Empty(t, verify.Source("t.mlir", src, verify.SourceOptions{}))
	var reg *dialects.Registry
	assert.Empty(t, verify.Source("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: reg}}))
	ctx := ir.NewContext()
	top := ir.NewOperation("builtin.module", nil)
	assert.Empty(t, verify.Verify(ctx, top, verify.Options{Dialects: reg}))
}
