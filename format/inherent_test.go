package format_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/diag"
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
		gen, _, err := format.Source("in.mlir", []byte(src), format.Options{Dialects: core(), Generic: true})
		require.NoError(t, err, tt.in)
		assert.Contains(t, string(gen), tt.generic, tt.in)
		opt, _, err := format.Source("in.mlir", []byte(src), format.Options{Dialects: core()})
		require.NoError(t, err, tt.in)
		assert.Contains(t, string(opt), tt.custom, tt.in)
	}
}

// TestGivenTwice: an attribute a hand-written syntax sets cannot be set
// again in the attribute dictionary (mlir-opt 22's words and positions);
// formatting must not let the dictionary rename a function or change an
// op. TestDictOverridesLikeMlirOpt (package corpus) probes every op of
// the corpora this way against mlir-opt.
func TestGivenTwice(t *testing.T) {
	tests := []struct{ in, err string }{
		{`func.func private @f() attributes { sym_name = "x" }`,
			`1:24: error: custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary`},
		{`func.func @f() attributes {function_type = () -> ()} { return }`,
			`1:16: error: custom op 'func.func' 'function_type' is an inferred attribute`},
		{`wasmssa.func @f() attributes {functionType = () -> ()} { wasmssa.return }`,
			`1:19: error: custom op 'wasmssa.func' 'functionType' is an inferred attribute`},
		{`llvm.func @f() attributes {sym_name = "x"} { llvm.return }`,
			`1:1: error: custom op 'llvm.func' attribute 'sym_name' occurs more than once in the attribute list`},
		{`spirv.func @f() "None" attributes {function_type = () -> ()} { spirv.Return }`,
			`1:1: error: custom op 'spirv.func' attribute 'function_type' occurs more than once in the attribute list`},
		{`gpu.module @m { gpu.func @f() kernel attributes {gpu.kernel} { gpu.return } }`,
			`1:17: error: custom op 'gpu.func' attribute 'gpu.kernel' occurs more than once in the attribute list`},
		{"func.func @f(%m: memref<4x4xf32>) {\n  linalg.matmul {indexing_maps = []} ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>)\n  return\n}",
			`2:3: error: custom op 'linalg.matmul' attribute 'indexing_maps' occurs more than once in the attribute list`},
		{"func.func @f(%m: memref<4x4xf32>) {\n  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>) {operandSegmentSizes = array<i32: 2, 1>}\n  return\n}",
			`2:3: error: custom op 'linalg.matmul' attribute 'operandSegmentSizes' occurs more than once in the attribute list`},
		{"func.func @f(%a: vector<4xf32>, %b: f32) -> f32 {\n  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = [\"reduction\"], kind = #vector.kind<add>} %a, %a, %b {kind = #vector.kind<mul>} : vector<4xf32>, vector<4xf32> into f32\n  return %0 : f32\n}",
			`2:8: error: custom op 'vector.contract' attribute 'kind' occurs more than once in the attribute list`},
	}
	for _, tt := range tests {
		_, file, err := format.Source("in.mlir", []byte(tt.in+"\n"), format.Options{Dialects: core()})
		require.Error(t, err, tt.in)
		assert.Contains(t, diag.AsList(err).Format(file), "in.mlir:"+tt.err, tt.in)
		f := format.Format("in.mlir", []byte(tt.in+"\n"), format.Options{Dialects: core(), Style: format.Preserve})
		assert.Equal(t, tt.in+"\n", string(f.Out), "formatting leaves the chunk as it was")
	}
	// Ops whose C++ parser sets a property: the dictionary overrides it.
	for _, in := range []string{
		`%0 = smt.int.constant 5 {value = 7 : ui4}`,
		`memref.global "private" @g : memref<2xf32> {alignment = 8 : i64}`,
	} {
		_, _, err := format.Source("in.mlir", []byte(in+"\n"), format.Options{Dialects: core()})
		assert.NoError(t, err, in)
	}
}

// TestInvalidKeptAsWritten: what the printed form cannot carry is
// rejected as mlir-opt 22 rejects it, and formatting leaves the chunk as
// written, never drops or normalises it (a layout of another rank, an
// unknown file metadata key, an unknown sparse level property).
func TestInvalidKeptAsWritten(t *testing.T) {
	sparse := func(lvl string) string {
		return "func.func private @f(tensor<8xf32, #sparse_tensor.encoding<{ map = (d0) -> (d0 : " + lvl + ") }>>)"
	}
	tests := []struct{ in, err string }{
		{"#map0 = affine_map<(d0, d1) -> (d0, d1)>\nfunc.func private @g(memref<42xi8, #map0>)",
			"memref layout mismatch between rank and affine map: 1 != 2"},
		{"func.func private @g(memref<42x3xi8, affine_map<(d0) -> (d0)>>)",
			"memref layout mismatch between rank and affine map: 2 != 1"},
		{"func.func private @g(memref<i8, affine_map<(d0) -> (d0)>>)",
			"memref layout mismatch between rank and affine map: 0 != 1"},
		{"func.func private @g(memref<42xi8, strided<[1, 1]>>)",
			"expected the number of strides to match the rank"},
		{"module {}\n{-#\n  some_key: {}\n#-}",
			"in.mlir:3:3: error: unknown key 'some_key' in file metadata dictionary"},
		{sparse("compressed(wrong)"), "in.mlir:1:93: error: unknown level property: wrong"},
		{sparse("compressed(1)"), "in.mlir:1:93: error: expected valid level property (e.g. nonordered, nonunique or high)"},
		{sparse("compressed(nonunique,)"), "in.mlir:1:103: error: expected valid level property (e.g. nonordered, nonunique or high)"},
		{sparse("dense(soa)"), "in.mlir:1:82: error: invalid level type: level format doesn't support the properties"},
		{sparse("batch(nonunique)"), "in.mlir:1:82: error: invalid level type: level format doesn't support the properties"},
		{sparse("structured[2, 4](nonunique)"), "in.mlir:1:82: error: invalid level type: level format doesn't support the properties"},
	}
	for _, tt := range tests {
		src := []byte(tt.in + "\n")
		_, file, err := format.Source("in.mlir", src, format.Options{Dialects: core()})
		require.Error(t, err, tt.in)
		assert.Contains(t, diag.AsList(err).Format(file), tt.err, tt.in)
		f := format.Format("in.mlir", src, format.Options{Dialects: core(), Style: format.Preserve})
		assert.Equal(t, string(src), string(f.Out), "formatting leaves the chunk as it was")
		assert.NotEmpty(t, f.Errors, "and reports it")
	}
	// Valid spellings still read.
	for _, in := range []string{sparse("compressed()"), sparse("compressed(nonordered, nonunique)"),
		"func.func private @g(memref<i8, affine_map<() -> ()>>)", "func.func private @g(memref<?x4xi8, strided<[4, 1], offset: ?>>)"} {
		_, _, err := format.Source("in.mlir", []byte(in+"\n"), format.Options{Dialects: core()})
		assert.NoError(t, err, in)
	}
}
