package format_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/internal/conform"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// TestInherentOrDiscardable checks, for every attribute and property of
// every registered op, that an attribute dictionary entry of its name is
// read as mlir-opt 22 reads it (conform.InherentCases): an inherent
// attribute moves into the properties unless `<{...}>` sets it, and then
// is lost; an entry named like a true property stays discardable.
// TestInherentLikeMlirOpt (package corpus) compares the same cases with
// mlir-opt's output.
func TestInherentOrDiscardable(t *testing.T) {
	reg := dialects.MustCore()
	cases := conform.InherentCases(reg)
	props := 0
	for _, c := range cases {
		if c.Property {
			props++
		}
	}
	// Every dialect's ops: thousands of attributes, dozens of properties.
	require.Greater(t, len(cases), 2000)
	require.Greater(t, props, 20)
	for _, c := range cases {
		m, err := grammar.ParseFileWith("case.mlir", []byte(c.Src), grammar.Options{Registry: reg})
		require.NoError(t, err, c.Src)
		res, err := lower.LowerWith(ir.NewContext(), m, lower.Options{Dialects: reg})
		if !assert.NoError(t, err, c.Src) {
			continue
		}
		op := res.Top // a builtin.module is the top
		if op.Name != c.Op {
			op = op.Regions[0].Blocks[0].Ops[0]
		}
		get := func(a ir.Attribute) string {
			d, _ := a.(*ir.DictionaryAttr)
			if d == nil {
				return ""
			}
			if v := d.Get(c.Attr); v != nil {
				return printer.AttrString(v)
			}
			return ""
		}
		var attrs ir.Attribute
		if op.Attrs != nil {
			attrs = op.Attrs
		}
		switch {
		case c.Property:
			assert.Equal(t, c.Dict, get(attrs), "discardable, %s", c.Src)
			assert.Equal(t, c.Props, get(op.Properties), "property, %s", c.Src)
		case c.Props != "":
			assert.Equal(t, "", get(attrs), "discardable, %s", c.Src)
			assert.Equal(t, c.Props, get(op.Properties), "property, %s", c.Src)
		default:
			assert.Equal(t, "", get(attrs), "discardable, %s", c.Src)
			assert.Equal(t, c.Dict, get(op.Properties), "property, %s", c.Src)
		}
	}
}

// TestInherentCustomForm: in custom form the attribute dictionary is set
// after what the syntax parsed, so its inherent entries win; an entry
// named like a true property stays discardable, and prints in the
// dictionary (mlir-opt 22's outputs).
func TestInherentCustomForm(t *testing.T) {
	tests := []struct{ in, generic, custom string }{{
		`%x = llvm.add %a, %a {overflowFlags = #llvm.overflow<nsw, nuw>} : i32`,
		`"llvm.add"(%0, %0) <{overflowFlags = 0 : i32}> {overflowFlags = #llvm.overflow<nsw, nuw>} : (i32, i32) -> i32`,
		`llvm.add %0, %0 {overflowFlags = #llvm.overflow<nsw, nuw>} : i32`,
	}, {
		`%x = llvm.add %a, %a overflow<nuw> {overflowFlags = #llvm.overflow<nsw>} : i32`,
		`"llvm.add"(%0, %0) <{overflowFlags = 2 : i32}> {overflowFlags = #llvm.overflow<nsw>} : (i32, i32) -> i32`,
		`llvm.add %0, %0 overflow<nuw> {overflowFlags = #llvm.overflow<nsw>} : i32`,
	}, {
		`%x = arith.addi %a, %a overflow<nuw> {overflowFlags = #arith.overflow<nsw>} : i32`,
		`"arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32`,
		`arith.addi %0, %0 overflow<nsw> : i32`,
	}, {
		`memref.global "private" @g : memref<2xf32> = dense<0.0> {sym_name = "x"}`,
		`"memref.global"() <{initial_value = dense<0.000000e+00> : tensor<2xf32>, sym_name = "x", sym_visibility = "private", type = memref<2xf32>}> : () -> ()`,
		`memref.global "private" @x : memref<2xf32> = dense<0.000000e+00>`,
	}, {
		`%0 = "memref.alloc"() {operand_segment_sizes = array<i32: 0, 0>} : () -> memref<2xf32>`,
		`"memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>`,
		`memref.alloc() : memref<2xf32>`,
	}}
	for _, tt := range tests {
		src := "%a = \"test.op\"() : () -> i32\n" + tt.in + "\n"
		gen, _, err := format.Source("in.mlir", []byte(src), format.Options{Generic: true})
		require.NoError(t, err, tt.in)
		assert.Contains(t, string(gen), tt.generic, tt.in)
		opt, _, err := format.Source("in.mlir", []byte(src), format.Options{})
		require.NoError(t, err, tt.in)
		assert.Contains(t, string(opt), tt.custom, tt.in)
	}
}
