package grammar

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/repr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
)

// parse parses src and fails the test on a syntax error.
func parse(t testing.TB, src string) *ast.Module {
	t.Helper()
	m, err := ParseFile("test.mlir", []byte(src))
	if err != nil {
		var d *diag.Diagnostic
		require.True(t, errors.As(err, &d), "error is %T, not *diag.Diagnostic", err)
		t.Fatalf("parse %q: %s", src, diag.AsList(err).Format(ast.NewFile("test.mlir", []byte(src))))
	}
	return m
}

// parseError parses src, which must be rejected, and returns the error as
// "line:col: message".
func parseError(t testing.TB, src string) string {
	t.Helper()
	m, err := ParseFile("test.mlir", []byte(src))
	require.Error(t, err, "accepted: %s", repr.String(m, repr.Indent("  ")))
	var d *diag.Diagnostic
	require.True(t, errors.As(err, &d), "error is %T, not *diag.Diagnostic", err)
	p := ast.NewFile("test.mlir", []byte(src)).Position(d.Pos)
	return fmt.Sprintf("%d:%d: %s", p.Line, p.Column, d.Msg)
}

// stripPos zeroes every ast.Pos in the tree below v, so that tests can
// compare the shape of a tree without spelling out offsets.
func stripPos(v any) any {
	strip(reflect.ValueOf(v), map[uintptr]bool{})
	return v
}

var posType = reflect.TypeFor[ast.Pos]()

func strip(v reflect.Value, seen map[uintptr]bool) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return
		}
		seen[v.Pointer()] = true
		if _, ok := v.Interface().(*ast.File); ok {
			return
		}
		strip(v.Elem(), seen)
	case reflect.Interface:
		if !v.IsNil() {
			strip(v.Elem(), seen)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.Type() == posType && f.CanSet() {
				f.SetInt(0)
				continue
			}
			if f.Type() == reflect.TypeFor[[]ast.Pos]() && f.CanSet() {
				f.SetZero()
				continue
			}
			strip(f, seen)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			strip(v.Index(i), seen)
		}
	}
}

// equalTree compares two trees and shows both with repr when they differ.
func equalTree(t *testing.T, want, got any) {
	t.Helper()
	if !assert.Equal(t, want, got) {
		t.Logf("want:\n%s\ngot:\n%s", repr.String(want, repr.Indent("  ")), repr.String(got, repr.Indent("  ")))
	}
}

func onlyOp(t *testing.T, m *ast.Module) *ast.Operation {
	t.Helper()
	require.Len(t, m.Items, 1)
	op, ok := m.Items[0].(*ast.Operation)
	require.True(t, ok, "item is %T", m.Items[0])
	return op
}

func i(w int) *ast.IntegerType { return &ast.IntegerType{Width: w} }
func named(n string) *ast.NamedType {
	return &ast.NamedType{Name: n}
}

const dyn = ast.Dynamic

func TestParseTypes(t *testing.T) {
	f32, idx := named("f32"), named("index")
	tests := []struct {
		src  string
		want ast.Type
	}{
		{"i1", i(1)},
		{"i128", i(128)},
		{"si8", &ast.IntegerType{Signedness: ast.Signed, Width: 8}},
		{"ui64", &ast.IntegerType{Signedness: ast.Unsigned, Width: 64}},
		{"i16777215", i(16777215)},
		{"index", idx},
		{"none", named("none")},
		{"f8E4M3B11FNUZ", named("f8E4M3B11FNUZ")},
		{"f4E2M1FN", named("f4E2M1FN")},
		{"tf32", named("tf32")},
		{"complex<f32>", &ast.ComplexType{Elem: f32}},
		{"tuple<>", &ast.TupleType{}},
		{"tuple<i32, tuple<index>>", &ast.TupleType{Types: []ast.Type{i(32), &ast.TupleType{Types: []ast.Type{idx}}}}},
		{"vector<4xf32>", &ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: f32}},
		{"vector<f32>", &ast.VectorType{Elem: f32}},
		{"vector<2x[4]x[8]xi1>", &ast.VectorType{Dims: []ast.VectorDim{{Size: 2}, {Size: 4, Scalable: true}, {Size: 8, Scalable: true}}, Elem: i(1)}},
		// `4x4xf32` lexes as `4` `x4xf32`; the parser splits it.
		{"tensor<4x4xf32>", &ast.TensorType{Shape: []int64{4, 4}, Elem: f32}},
		// `0x4` lexes as a hex literal; in a shape it is `0`, `x`, `4`.
		{"tensor<0x4xi32>", &ast.TensorType{Shape: []int64{0, 4}, Elem: i(32)}},
		{"tensor<0xf32>", &ast.TensorType{Shape: []int64{0}, Elem: f32}},
		{"tensor<4x0x0xf32>", &ast.TensorType{Shape: []int64{4, 0, 0}, Elem: f32}},
		{"tensor<0x0xindex>", &ast.TensorType{Shape: []int64{0, 0}, Elem: idx}},
		{"tensor<?x?xf32>", &ast.TensorType{Shape: []int64{dyn, dyn}, Elem: f32}},
		{"tensor<?x8x?xi8>", &ast.TensorType{Shape: []int64{dyn, 8, dyn}, Elem: i(8)}},
		{"tensor<f32>", &ast.TensorType{Elem: f32}},
		{"tensor<*xf32>", &ast.TensorType{Unranked: true, Elem: f32}},
		{"tensor<4xf32, \"enc\">", &ast.TensorType{Shape: []int64{4}, Elem: f32, Encoding: &ast.StringAttr{Value: "enc"}}},
		{"tensor<2x3xvector<4xf32>>", &ast.TensorType{Shape: []int64{2, 3}, Elem: &ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: f32}}},
		{"tensor<1x2xcomplex<f64>>", &ast.TensorType{Shape: []int64{1, 2}, Elem: &ast.ComplexType{Elem: named("f64")}}},
		{"memref<*xf32, 3>", &ast.MemRefType{Unranked: true, Elem: f32, Params: []ast.Attr{&ast.IntegerAttr{Text: "3"}}}},
		{"memref<4x?xf32, strided<[?, 1], offset: ?>, 1>", &ast.MemRefType{
			Shape: []int64{4, dyn}, Elem: f32,
			Params: []ast.Attr{
				&ast.StridedAttr{Strides: []int64{dyn, 1}, Offset: dyn, HasOffset: true},
				&ast.IntegerAttr{Text: "1"},
			}}},
		{"memref<8xi8, affine_map<(d0) -> (d0 + 1)>>", &ast.MemRefType{
			Shape: []int64{8}, Elem: i(8),
			Params: []ast.Attr{&ast.AffineMapAttr{Map: &ast.AffineMap{
				Dims:    []string{"d0"},
				Results: []ast.AffineExpr{&ast.AffineBinary{Op: ast.AffineAdd, LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineConst{Value: 1}}},
			}}}}},
		{"(i32) -> (i32, f32)", &ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{i(32), f32}}},
		{"() -> ()", &ast.FunctionType{}},
		{"(i32) -> i1", &ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{i(1)}}},
		// A parenthesized result list followed by `->` is a nested function type.
		{"(i32) -> (i32) -> i1", &ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{
			&ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{i(1)}}}}},
		{"(i32) -> ((f32) -> i64)", &ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{
			&ast.FunctionType{Inputs: []ast.Type{f32}, Results: []ast.Type{i(64)}}}}},
		{"!llvm.ptr", &ast.DialectType{Dialect: "llvm", Name: "ptr"}},
		{"!llvm.ptr<1>", &ast.DialectType{Dialect: "llvm", Name: "ptr", Body: "1", HasBody: true}},
		{"!foo.t<>", &ast.DialectType{Dialect: "foo", Name: "t", HasBody: true}},
		{`!foo<"a > b">`, &ast.DialectType{Dialect: "foo", Body: `"a > b"`, HasBody: true}},
		{`!foo.deep<[{a: (b)}], <c<d>>, "e>f", i32 -> i64>`, &ast.DialectType{Dialect: "foo", Name: "deep", Body: `[{a: (b)}], <c<d>>, "e>f", i32 -> i64`, HasBody: true}},
		{"!llvm.struct<(i32, ptr)>", &ast.DialectType{Dialect: "llvm", Name: "struct", Body: "(i32, ptr)", HasBody: true}},
		{"!alias", &ast.AliasType{Name: "alias"}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			op := onlyOp(t, parse(t, `"t.t"() : () -> `+tt.src))
			require.Len(t, op.Type.Results, 1)
			equalTree(t, tt.want, stripPos(op.Type.Results[0]))
		})
	}
}

// TestParseTypesShared checks that identical spellings share one node.
func TestParseTypesShared(t *testing.T) {
	op := onlyOp(t, parse(t, `"t.t"() : () -> (tensor<4xf32>, tensor<4xf32>, i32, i32)`))
	r := op.Type.Results
	assert.Same(t, r[0], r[1])
	assert.Same(t, r[2], r[3])
}

func TestParseAttrs(t *testing.T) {
	lit := func(k ast.LitKind, s string) *ast.DenseElem {
		return &ast.DenseElem{Lit: ast.Literal{Kind: k, Text: s}}
	}
	list := func(es ...*ast.DenseElem) *ast.DenseElem { return &ast.DenseElem{IsList: true, List: es} }
	tensor := func(shape []int64, elem ast.Type) *ast.TensorType { return &ast.TensorType{Shape: shape, Elem: elem} }
	tests := []struct {
		src  string
		want ast.Attr
	}{
		{"42", &ast.IntegerAttr{Text: "42"}},
		{"-17 : i32", &ast.IntegerAttr{Text: "-17", Type: i(32)}},
		{"0x2A : i16", &ast.IntegerAttr{Text: "0x2A", Type: i(16)}},
		{"-0x10", &ast.IntegerAttr{Text: "-0x10"}},
		{"170141183460469231731687303715884105727 : i128", &ast.IntegerAttr{Text: "170141183460469231731687303715884105727", Type: i(128)}},
		{"1.5", &ast.FloatAttr{Text: "1.5"}},
		{"-0.0 : f32", &ast.FloatAttr{Text: "-0.0", Type: named("f32")}},
		{"6.02e23 : f64", &ast.FloatAttr{Text: "6.02e23", Type: named("f64")}},
		// A hex float is an integer literal with a float type.
		{"0x7FC00000 : f32", &ast.IntegerAttr{Text: "0x7FC00000", Type: named("f32")}},
		{"true", &ast.BoolAttr{Value: true}},
		{"false", &ast.BoolAttr{}},
		{"unit", &ast.UnitAttr{}},
		{`"a\"b\n\0A"`, &ast.StringAttr{Value: "a\"b\n\n"}},
		{`"typed" : i32`, &ast.StringAttr{Value: "typed", Type: i(32)}},
		{"i32", &ast.TypeAttr{Type: i(32)}},
		{"(i32) -> i1", &ast.TypeAttr{Type: &ast.FunctionType{Inputs: []ast.Type{i(32)}, Results: []ast.Type{i(1)}}}},
		{"!foo.t", &ast.TypeAttr{Type: &ast.DialectType{Dialect: "foo", Name: "t"}}},
		{"[]", &ast.ArrayAttr{}},
		{"[1, [unit], {}]", &ast.ArrayAttr{Elems: []ast.Attr{&ast.IntegerAttr{Text: "1"}, &ast.ArrayAttr{Elems: []ast.Attr{&ast.UnitAttr{}}}, &ast.DictAttr{}}}},
		{`{b = 1, "quoted key" = 2, flag}`, &ast.DictAttr{Entries: []ast.NamedAttr{
			{Name: "b", Value: &ast.IntegerAttr{Text: "1"}},
			{Name: "quoted key", Value: &ast.IntegerAttr{Text: "2"}},
			{Name: "flag"},
		}}},
		{"@main", &ast.SymbolRefAttr{Root: "main"}},
		{"@a::@b::@c", &ast.SymbolRefAttr{Root: "a", Nested: []string{"b", "c"}}},
		{`@"quoted name"::@"x\"y"`, &ast.SymbolRefAttr{Root: "quoted name", Nested: []string{`x"y`}}},
		{"#alias", &ast.AliasAttr{Name: "alias"}},
		{"#foo.flag", &ast.DialectAttr{Dialect: "foo", Name: "flag"}},
		{"#foo.flag<>", &ast.DialectAttr{Dialect: "foo", Name: "flag", HasBody: true}},
		{`#foo<"anything ] goes">`, &ast.DialectAttr{Dialect: "foo", Body: `"anything ] goes"`, HasBody: true}},
		{`#foo.s<(i32) -> i64, "a > b", <[{}]>>`, &ast.DialectAttr{Dialect: "foo", Name: "s", Body: `(i32) -> i64, "a > b", <[{}]>`, HasBody: true}},
		{"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", &ast.DenseAttr{
			Elems: list(list(lit(ast.LitInt, "1"), lit(ast.LitInt, "2")), list(lit(ast.LitInt, "3"), lit(ast.LitInt, "4"))),
			Type:  tensor([]int64{2, 2}, i(32))}},
		{"dense<-1.5> : tensor<4xf32>", &ast.DenseAttr{Elems: lit(ast.LitFloat, "-1.5"), Type: tensor([]int64{4}, named("f32"))}},
		{"dense<[true, false]> : tensor<2xi1>", &ast.DenseAttr{Elems: list(lit(ast.LitBool, "true"), lit(ast.LitBool, "false")), Type: tensor([]int64{2}, i(1))}},
		{"dense<(1.0, -2.0)> : tensor<complex<f32>>", &ast.DenseAttr{
			Elems: &ast.DenseElem{Complex: true, List: []*ast.DenseElem{lit(ast.LitFloat, "1.0"), lit(ast.LitFloat, "-2.0")}},
			Type:  tensor(nil, &ast.ComplexType{Elem: named("f32")})}},
		{`dense<"0x0100000002000000"> : tensor<2xi32>`, &ast.DenseAttr{Elems: lit(ast.LitString, "0x0100000002000000"), Type: tensor([]int64{2}, i(32))}},
		{`dense<["a", "b\n"]> : tensor<2x!foo.s>`, &ast.DenseAttr{Elems: list(lit(ast.LitString, "a"), lit(ast.LitString, "b\n")),
			Type: tensor([]int64{2}, &ast.DialectType{Dialect: "foo", Name: "s"})}},
		{"dense<> : tensor<0xi32>", &ast.DenseAttr{Type: tensor([]int64{0}, i(32))}},
		{"dense<[]> : tensor<0xi32>", &ast.DenseAttr{Elems: list(), Type: tensor([]int64{0}, i(32))}},
		{"dense_resource<blob1> : tensor<4xi32>", &ast.DenseResourceAttr{Handle: "blob1", Type: tensor([]int64{4}, i(32))}},
		{"sparse<[[0, 1]], [5]> : tensor<2x2xi8>", &ast.SparseAttr{
			Indices: list(list(lit(ast.LitInt, "0"), lit(ast.LitInt, "1"))), Values: list(lit(ast.LitInt, "5")),
			Type: tensor([]int64{2, 2}, i(8))}},
		{"sparse<> : tensor<2xi8>", &ast.SparseAttr{Type: tensor([]int64{2}, i(8))}},
		{"array<i32: 1, -2>", &ast.DenseArrayAttr{ElemType: i(32), Elems: []ast.Literal{{Kind: ast.LitInt, Text: "1"}, {Kind: ast.LitInt, Text: "-2"}}}},
		{"array<i64>", &ast.DenseArrayAttr{ElemType: i(64)}},
		{"array<i1: true>", &ast.DenseArrayAttr{ElemType: i(1), Elems: []ast.Literal{{Kind: ast.LitBool, Text: "true"}}}},
		{"array<f64: 1.0>", &ast.DenseArrayAttr{ElemType: named("f64"), Elems: []ast.Literal{{Kind: ast.LitFloat, Text: "1.0"}}}},
		{"strided<[]>", &ast.StridedAttr{}},
		{"strided<[4, 1], offset: 0>", &ast.StridedAttr{Strides: []int64{4, 1}, HasOffset: true}},
		{"strided<[?], offset: -3>", &ast.StridedAttr{Strides: []int64{dyn}, Offset: -3, HasOffset: true}},
		{"distinct[0]<>", &ast.DistinctAttr{ID: "0"}},
		{`distinct[12]<"x">`, &ast.DistinctAttr{ID: "12", Inner: &ast.StringAttr{Value: "x"}}},
		{"loc(unknown)", &ast.UnknownLoc{}},
		{"affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0, d0 <= 4)>", &ast.IntegerSetAttr{Set: &ast.IntegerSet{
			Dims: []string{"d0"}, Syms: []string{"s0"},
			Constraints: []ast.AffineConstraint{
				{LHS: &ast.AffineBinary{Op: ast.AffineSub, LHS: &ast.AffineDim{}, RHS: &ast.AffineSym{}}, RHS: &ast.AffineConst{}, Kind: ast.ConstraintGE},
				{LHS: &ast.AffineDim{}, RHS: &ast.AffineConst{}, Kind: ast.ConstraintEQ},
				{LHS: &ast.AffineDim{}, RHS: &ast.AffineConst{Value: 4}, Kind: ast.ConstraintLE},
			}}}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			op := onlyOp(t, parse(t, `"t.t"() {a = `+tt.src+`} : () -> ()`))
			require.NotNil(t, op.Attrs)
			require.Len(t, op.Attrs.Entries, 1)
			equalTree(t, tt.want, stripPos(op.Attrs.Entries[0].Value))
		})
	}
}

func TestParseAffineExprs(t *testing.T) {
	d0, d1, s0 := &ast.AffineDim{Pos: 0}, &ast.AffineDim{Pos: 1}, &ast.AffineSym{Pos: 0}
	bin := func(op ast.AffineOp, l, r ast.AffineExpr) ast.AffineExpr {
		return &ast.AffineBinary{Op: op, LHS: l, RHS: r}
	}
	c := func(v int64) ast.AffineExpr { return &ast.AffineConst{Value: v} }
	tests := []struct {
		src  string
		want ast.AffineExpr
	}{
		{"d0", d0},
		{"s0", s0},
		{"7", c(7)},
		// Left-associative, `*` binds tighter than `+`.
		{"d0 + d1 * 2", bin(ast.AffineAdd, d0, bin(ast.AffineMul, d1, c(2)))},
		{"d0 - d1 - 1", bin(ast.AffineSub, bin(ast.AffineSub, d0, d1), c(1))},
		{"(d0 + d1) * 2", bin(ast.AffineMul, bin(ast.AffineAdd, d0, d1), c(2))},
		{"d0 mod 8 floordiv 2 ceildiv s0", bin(ast.AffineCeilDiv, bin(ast.AffineFloorDiv, bin(ast.AffineMod, d0, c(8)), c(2)), s0)},
		{"-d0", &ast.AffineNeg{X: d0}},
		{"-(d0 + s0)", &ast.AffineNeg{X: bin(ast.AffineAdd, d0, s0)}},
		{"d0 * -1", bin(ast.AffineMul, d0, &ast.AffineNeg{X: c(1)})},
		// No simplification happens while parsing.
		{"d0 + 0", bin(ast.AffineAdd, d0, c(0))},
		{"2 + d0", bin(ast.AffineAdd, c(2), d0)},
		{"d0 - d0", bin(ast.AffineSub, d0, d0)},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			op := onlyOp(t, parse(t, `"t.t"() {m = affine_map<(d0, d1)[s0] -> (`+tt.src+`)>} : () -> ()`))
			m := op.Attrs.Entries[0].Value.(*ast.AffineMapAttr).Map
			assert.Equal(t, []string{"d0", "d1"}, m.Dims)
			assert.Equal(t, []string{"s0"}, m.Syms)
			require.Len(t, m.Results, 1)
			equalTree(t, tt.want, m.Results[0])
		})
	}
	// Names are whatever the map declares.
	op := onlyOp(t, parse(t, `"t.t"() {m = affine_map<(i, j)[n] -> (j, n)>} : () -> ()`))
	equalTree(t, &ast.AffineMap{Dims: []string{"i", "j"}, Syms: []string{"n"}, Results: []ast.AffineExpr{d1, s0}},
		op.Attrs.Entries[0].Value.(*ast.AffineMapAttr).Map)
}

func TestParseLocations(t *testing.T) {
	tests := []struct {
		src  string
		want ast.Attr
	}{
		{"unknown", &ast.UnknownLoc{}},
		{`"f.mlir":3:7`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 3, Col: 7}},
		{`"f.mlir":3`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 3}},
		{`"f.mlir":3:7 to 5:2`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 3, Col: 7, EndLine: 5, EndCol: 2, HasRange: true}},
		{`"f.mlir":3:7 to :12`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 3, Col: 7, EndCol: 12, HasRange: true}},
		{`"f.mlir":3:7 to 4`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 3, Col: 7, EndLine: 4, HasRange: true}},
		{`"name"`, &ast.NameLoc{Name: "name"}},
		{`"conv"("c.py":1:1)`, &ast.NameLoc{Name: "conv", Child: &ast.FileLineColLoc{Filename: "c.py", Line: 1, Col: 1}}},
		{`callsite("a":1:2 at "b":3:4)`, &ast.CallSiteLoc{
			Callee: &ast.FileLineColLoc{Filename: "a", Line: 1, Col: 2},
			Caller: &ast.FileLineColLoc{Filename: "b", Line: 3, Col: 4}}},
		{`fused["a", unknown]`, &ast.FusedLoc{Locs: []ast.Attr{&ast.NameLoc{Name: "a"}, &ast.UnknownLoc{}}}},
		{`fused<"pass">[#loc0]`, &ast.FusedLoc{Metadata: &ast.StringAttr{Value: "pass"}, Locs: []ast.Attr{&ast.AliasAttr{Name: "loc0"}}}},
		{"#loc3", &ast.AliasAttr{Name: "loc3"}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			op := onlyOp(t, parse(t, `"t.t"() : () -> () loc(`+tt.src+`)`))
			equalTree(t, tt.want, stripPos(op.Loc))
		})
	}
}

func TestParseOperation(t *testing.T) {
	src := `%r:2, %s = "d.op"(%a, %b#3) [^bb1, ^bb1] <{p = 1}> ({
  "d.inner"() : () -> ()
^bb1(%x: i32 loc(unknown), %y: f32):
  "d.end"() : () -> ()
^bb2():
}, {
}) {z = unit} : (i32, i64) -> (i1, i1, i8) loc("op.py":1:2)`
	op := onlyOp(t, parse(t, src))
	want := &ast.Operation{
		Results:    []ast.OpResult{{Name: "r", Count: 2, Packed: true}, {Name: "s", Count: 1}},
		Name:       "d.op",
		Operands:   []ast.ValueUse{{Name: "a", Index: -1}, {Name: "b", Index: 3}},
		Successors: []ast.BlockRef{{Name: "bb1"}, {Name: "bb1"}},
		Properties: &ast.DictAttr{Entries: []ast.NamedAttr{{Name: "p", Value: &ast.IntegerAttr{Text: "1"}}}},
		Regions: []*ast.Region{
			{Blocks: []*ast.Block{
				{Ops: []*ast.Operation{{Name: "d.inner", Type: &ast.FunctionType{}}}},
				{Label: "bb1", HasArgList: true,
					Args: []ast.BlockArg{{Name: "x", Type: i(32), Loc: &ast.UnknownLoc{}}, {Name: "y", Type: named("f32")}},
					Ops:  []*ast.Operation{{Name: "d.end", Type: &ast.FunctionType{}}}},
				{Label: "bb2", HasArgList: true},
			}},
			{},
		},
		Attrs: &ast.DictAttr{Entries: []ast.NamedAttr{{Name: "z", Value: &ast.UnitAttr{}}}},
		Type:  &ast.FunctionType{Inputs: []ast.Type{i(32), i(64)}, Results: []ast.Type{i(1), i(1), i(8)}},
		Loc:   &ast.FileLineColLoc{Filename: "op.py", Line: 1, Col: 2},
	}
	equalTree(t, want, stripPos(op))
}

func TestParsePositions(t *testing.T) {
	src := "// c\n  %v = \"d.op\"(%a#1) {k = 1} : (i32) -> i32 loc(unknown)\n"
	m := parse(t, src)
	op := onlyOp(t, m)
	at := func(p ast.Pos) string { return m.File.Position(p).String() }
	assert.Equal(t, "test.mlir:2:3", at(op.Pos))
	assert.Equal(t, "test.mlir:2:8", at(op.NamePos))
	assert.Equal(t, "test.mlir:2:3", at(op.Results[0].Pos))
	assert.Equal(t, "test.mlir:2:15", at(op.Operands[0].Pos))
	assert.Equal(t, "test.mlir:2:21", at(op.Attrs.Pos))
	assert.Equal(t, "test.mlir:2:22", at(op.Attrs.Entries[0].Pos))
	assert.Equal(t, "test.mlir:2:31", at(op.TypePos))
	assert.Equal(t, len(src)-1, int(op.End), "End is just past `loc(unknown)`")
	require.Len(t, m.Comments, 1)
	assert.Equal(t, "// c", m.Comments[0].Text)
	assert.Equal(t, ast.Pos(0), m.Comments[0].Pos)

	m = parse(t, "\"d.r\"() ({\n^bb0:\n  \"d.br\"() [^bb0] : () -> ()\n}) : () -> ()")
	r := onlyOp(t, m).Regions[0]
	assert.Equal(t, "test.mlir:1:10", at(r.LBrace))
	assert.Equal(t, "test.mlir:4:1", at(r.RBrace))
	assert.Equal(t, "test.mlir:2:1", at(r.Blocks[0].Pos))
	assert.Equal(t, "test.mlir:3:13", at(r.Blocks[0].Ops[0].Successors[0].Pos))
}

func TestParseModuleItems(t *testing.T) {
	src := `// leading
#map = affine_map<(d0) -> (d0)>
!t = tensor<4x!u>
#cfg = #map
"d.op"() {m = #map} : () -> !t // trailing
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000AABBCCDD",
      "quoted key": "0x0400000000"
    }
  },
  external_resources: {
    tool: {flag: true, pipeline: "builtin.module(cse)"}
  }
#-}
`
	m := parse(t, src)
	require.Len(t, m.Items, 5)
	equalTree(t, &ast.AliasDef{Name: "map", Attr: &ast.AffineMapAttr{Map: &ast.AffineMap{Dims: []string{"d0"}, Results: []ast.AffineExpr{&ast.AffineDim{}}}}}, stripPos(m.Items[0]))
	equalTree(t, &ast.AliasDef{Name: "t", Type: &ast.TensorType{Shape: []int64{4}, Elem: &ast.AliasType{Name: "u"}}}, stripPos(m.Items[1]))
	equalTree(t, &ast.AliasDef{Name: "cfg", Attr: &ast.AliasAttr{Name: "map"}}, stripPos(m.Items[2]))
	op := m.Items[3].(*ast.Operation)
	equalTree(t, &ast.AliasType{Name: "t"}, stripPos(op.Type.Results[0]))
	equalTree(t, &ast.FileMetadata{Entries: []*ast.MetadataEntry{
		{Key: "dialect_resources", Groups: []*ast.ResourceGroup{{Name: "builtin", Resources: []*ast.Resource{
			{Key: "blob", Value: `"0x04000000AABBCCDD"`},
			{Key: "quoted key", Value: `"0x0400000000"`},
		}}}},
		{Key: "external_resources", Groups: []*ast.ResourceGroup{{Name: "tool", Resources: []*ast.Resource{
			{Key: "flag", Value: "true"},
			{Key: "pipeline", Value: `"builtin.module(cse)"`},
		}}}},
	}}, stripPos(m.Items[4]))
	var texts []string
	for _, c := range m.Comments {
		texts = append(texts, c.Text)
	}
	assert.Equal(t, []string{"// leading", "// trailing"}, texts)
}

// TestParseGraphAndEmpty checks inputs the parser accepts as syntax though
// later stages may reject them.
func TestParseAccepted(t *testing.T) {
	for _, src := range []string{
		"",
		"// only a comment",
		`"d.a"(%undefined) : (i32) -> ()`,       // resolution is not the parser's job
		`%x:3 = "d.a"() : () -> ()`,             // nor is counting results
		`"d.a"(%x#0, %x#4294967) : (i32) -> ()`, // nor checking result numbers
		`"d.a"() ({}, {^bb0:}, {^a: ^b:}) : () -> ()`,
		`"d.a"() {a = dense<[[1], [2, 3]]> : tensor<2xi8>} : () -> ()`, // nor ragged literals
		`"d.a"() : () -> tensor<4x4x?x?x0x0xf32>`,
		`"d.a"() : () -> memref<0x0xf32>`,
		`"d.a"() : () -> vector<[4]x[4]xf32>`,
		`"d.a"() {s = "\C3\A9 \"\\"} : () -> ()`,
	} {
		t.Run(src, func(t *testing.T) { parse(t, src) })
	}
}

// TestParseErrors holds mlir-opt 22's first diagnostic for each input
// (/usr/lib/llvm-22/bin/mlir-opt --allow-unregistered-dialect).
//
// Most differences come from one rule of mlir-opt's (Parser::emitWrongTokenError):
// an "expected X" error about the current token is reported just after the
// previous token, not at the current one, and at end of file one byte back.
func TestParseErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string // line:col: message, from mlir-opt
	}{
		{`"a.b"(`, "1:6: expected ')' to end operand list"},
		{"\"a.b\"() : () -> ()\n\"a.b\"(%x : (i32) -> ()", "2:9: expected ')' to end operand list"},
		{`"a.b"() : i32`, "1:11: expected function type"},
		{`"a.b"() : () -> (i32`, "1:20: expected ')'"},
		{`"a.b"() {x = } : () -> ()`, "1:13: expected attribute value"},
		{`"a.b"() {1 = 2} : () -> ()`, "1:10: expected attribute name"},
		{`"a.b"() {"" = 2} : () -> ()`, "1:10: expected valid attribute name"},
		{`"a.b"() : () -> tensor<4x?xf32`, "1:30: expected '>' in tensor type"},
		{`"a.b"() : () -> vector<?xf32>`, "1:24: expected non-function type"},
		{`"a.b"() : () -> tensor<*xf32, "enc">`, "1:36: cannot apply encoding to unranked tensor"},
		{`"a.b"() : () -> tensor<*xf32, "enc"  >  , i32`, "1:41: cannot apply encoding to unranked tensor"},
		{`"a.b"() : () -> memref<4xf32,>`, "1:30: expected list element"},
		{`%x: = "a.b"() : () -> i32`, "1:4: expected integer number of results"},
		{`%x:0 = "a.b"() : () -> ()`, "1:4: expected named operation to have at least 1 result"},
		{`%x "a.b"() : () -> i32`, "1:3: expected '=' after SSA name"},
		{`"a.b"() ({ "c.d"() : () -> () ) : () -> ()`, "1:30: expected operation name in quotes"},
		{"\"a.b\"() ({\n^bb0(%a i32):\n}) : () -> ()", "2:8: expected ':' and type for SSA operand"},
		{"\"a.b\"() ({\n^bb0(%a: i32)\n}) : () -> ()", "2:14: expected ':' after block name"},
		{`"a.b"() [bb1] : () -> ()`, "1:10: expected block name"},
		{`"a.b"() <{x = 1} : () -> ()`, "1:17: expected '>' to close properties"},
		{`"a.b"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()`, "1:30: redefinition of identifier 'd0'"},
		{`"a.b"() {a = affine_map<(d0) -> (d1)>} : () -> ()`, "1:34: use of undeclared identifier"},
		{`"a.b"() {a = affine_map<(d0) -> (d0)} : () -> ()`, "1:37: expected '>' in affine map"},
		{`"a.b"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()`, "1:38: expected '== affine-expr' or '>= affine-expr' at end of affine constraint"},
		{`"a.b"() {a = dense<[1, 2> : tensor<2xi32>} : () -> ()`, "1:25: expected ']'"},
		{`"a.b"() {a = array<i32: 1, > } : () -> ()`, "1:28: expected integer literal"},
		{`"a.b"() {a = strided<[1], offset 0>} : () -> ()`, "1:33: expected ':' after 'offset'"},
		{`"a.b"() {a = distinct[x]<>} : () -> ()`, "1:23: expected distinct ID"},
		{`"a.b"() {a = @} : () -> ()`, "1:15: @ identifier expected to start with letter or '_'"},
		{`"a.b"() {a = @a::b} : () -> ()`, "1:18: expected nested symbol reference identifier"},
		{`"a.b"() : () -> () loc(`, "1:23: expected location instance"},
		{`"a.b"() : () -> () loc(callsite("a" "b"))`, "1:36: expected 'at' in callsite location"},
		{`"a.b"() : () -> () loc("f":x)`, "1:28: expected integer line number in FileLineColRange"},
		{"#a.b = 1", "1:1: attribute names with a '.' are reserved for dialect-defined names"},
		{"!a.b = i32", "1:1: type names with a '.' are reserved for dialect-defined names"},
		{"#a 1", "1:3: expected '=' in attribute alias definition"},
		{"!t = type i32", "1:5: expected non-function type"},
		{"{-# x #-}", "1:6: expected ':'"},
		{`"a.b"() : () -> !foo<"abc`, `1:26: expected '"' in string literal`},
		{`"a.b"() : () -> !foo<abc`, "1:21: unbalanced '<' character in pretty dialect name"},
		{`"a.b"() {a = #foo.x<(]>} : () -> ()`, "1:20: unbalanced '(' character in pretty dialect name"},
		{`"a.b"() : () -> i0x`, "1:16: expected non-function type"},
		{`"a.b"(%x#) : (i32) -> ()`, "1:9: invalid attribute name"},
		{`"a.b"(%x#99999999999) : (i32) -> ()`, "1:9: invalid SSA value result number"},
		{`"a.b"() : () -> i16777216`, "1:17: integer bitwidth is limited to 16777215 bits"},
		{`"a.b"() {a = 1 : i32 : i32} : () -> ()`, "1:21: expected '}' in attribute dictionary"},
		{`"a.b"() : () -> complex<f32`, "1:27: expected '>' in complex type"},
		{`"a.b"() : () -> tuple<i32 f32>`, "1:26: expected '>' in tuple type"},
		{`"a.b"() : () -> vector<[4]x[f32>`, "1:29: invalid dimension"},
		{`"a.b"() {s = "bad \q"} : () -> ()`, "1:19: unknown escape in string literal"},
		{"\"a.b\"() {s = \"open} : () -> ()\n", `1:31: expected '"' in string literal`},
		{"foo.bar", "1:1: Dialect `foo' not found for custom op 'foo.bar' "},
		{"%0 = \n", "1:5: expected operation name in quotes"},
		{`"a.b"(1) : () -> ()`, "1:7: expected ')' to end operand list"},
		{`"a.b"(%x, ) : () -> ()`, "1:10: expected SSA operand"},
		{`"a.b"() : () -> memref<4xf32 5>`, "1:29: expected ',' or '>' in memref type"},
		{`"a.b"() : () -> memref<4xf32, 1 5>`, "1:32: expected ',' or '>'"},
		{`"a.b"() : () -> memref<*xf32, >`, "1:30: expected list element"},
		{`"a.b"() : () -> i4294967296`, "1:17: invalid integer width"},
		{`"a.b"() : () -> si16777216`, "1:17: integer bitwidth is limited to 16777215 bits"},
		{`"a.b"() : () -> vector<[?]xf32>`, "1:25: invalid dimension"},
		{`"a.b"() {a = @`, "1:15: @ identifier expected to start with letter or '_'"},
		{`"a.b"() {a = array<i32: 1.5>} : () -> ()`, "1:25: expected integer literal"},
		{`"a.b"() {a = array<i8: true>} : () -> ()`, "1:24: expected i1 type for 'true' or 'false' values"},
		{`"a.b"() {a = array<f32: 1.0, >} : () -> ()`, "1:30: expected floating point literal"},
		{`"a.b"() {a = array<f32: -x>} : () -> ()`, "1:26: expected floating point literal"},
		{`"a.b"() {a = array<f16: 1.0, 2>} : () -> ()`, "1:30: unexpected decimal integer literal for a floating point value"},
		{`"a.b"() {a = array<f32: -0x7F800000>} : () -> ()`, "1:26: hexadecimal float literal should not have a leading minus"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			assert.Equal(t, tt.want, parseError(t, tt.src))
		})
	}
}

// TestParseDepthBombs: hostile nesting gets an error, never a stack overflow.
func TestParseDepthBombs(t *testing.T) {
	const n = 100000
	rep := strings.Repeat
	tests := map[string]string{
		"array":        `"d.a"() {a = ` + rep("[", n) + rep("]", n) + `} : () -> ()`,
		"array open":   `"d.a"() {a = ` + rep("[", n),
		"dict":         `"d.a"() {a = ` + rep("{a = ", n),
		"region":       rep(`"d.a"() ({`, n),
		"tuple":        `"d.a"() : () -> ` + rep("tuple<", n),
		"complex":      `"d.a"() : () -> ` + rep("complex<", n) + "f32" + rep(">", n),
		"vector":       `"d.a"() : () -> ` + rep("vector<", n),
		"function":     `"d.a"() : () -> ` + rep("(", n),
		"function res": `"d.a"() : ` + rep("() -> ", n) + "()",
		"affine":       `"d.a"() {m = affine_map<(d0) -> (` + rep("(", n) + "d0" + rep(")", n) + `)>} : () -> ()`,
		"affine neg":   `"d.a"() {m = affine_map<(d0) -> (` + rep("-", n) + "d0)>} : () -> ()",
		"dense":        `"d.a"() {a = dense<` + rep("[", n),
		"dialect":      `"d.a"() {a = #d.x<` + rep("<", n) + rep(">", n) + `>} : () -> ()`,
		"dialect type": `"d.a"() : () -> !d.x<` + rep("(", n),
		"location":     `"d.a"() : () -> () loc(` + rep(`"n"(`, n),
		"callsite":     `"d.a"() : () -> () loc(` + rep(`callsite(`, n),
		"fused":        `"d.a"() : () -> () loc(` + rep(`fused[`, n),
		"distinct":     `"d.a"() {a = ` + rep(`distinct[0]<`, n),
		"properties":   `"d.a"() <{a = ` + rep("[", n),
		"metadata":     `{-# a: { b: { c: ` + rep("{", n),
		"alias":        `#a = ` + rep("[", n),
		"memref":       `"d.a"() : () -> ` + rep("memref<", n),
		"tensor enc":   `"d.a"() : () -> ` + rep("tensor<4xf32, ", n),
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := ParseFile("bomb.mlir", []byte(src))
			assert.Error(t, err)
		})
	}
}

// TestShareDicts: with ShareDicts, identically spelled dictionaries of
// generic ops are one node; a dictionary holding a comment is not shared,
// and the trees are otherwise those of a parse without sharing.
func TestShareDicts(t *testing.T) {
	src := `"a.b"() <{x = 1 : i32, s = "}{"}> {y = [1, 2]} : () -> ()
"a.b"() <{x = 1 : i32, s = "}{"}> ({
  "a.c"() {y = [1, 2]} : () -> ()
}) {y = [1, 2] // a comment
} : () -> ()
"a.d"() {y = [1, 2]} : () -> ()
`
	shared, err := ParseFileWith("x.mlir", []byte(src), Options{ShareDicts: true})
	require.NoError(t, err)
	plain, err := ParseFile("x.mlir", []byte(src))
	require.NoError(t, err)
	ops := func(m *ast.Module) []*ast.Operation {
		var out []*ast.Operation
		for _, it := range m.Items {
			out = append(out, it.(*ast.Operation))
		}
		return out
	}
	s, q := ops(shared), ops(plain)
	require.Len(t, s, 3)
	assert.Same(t, s[0].Properties, s[1].Properties)
	assert.Same(t, s[0].Attrs, s[1].Regions[0].Blocks[0].Ops[0].Attrs)
	assert.Same(t, s[0].Attrs, s[2].Attrs)
	assert.NotSame(t, s[0].Attrs, s[1].Attrs, "a dictionary with a comment is parsed")
	assert.Len(t, shared.Comments, 1)
	for i := range s {
		assert.Equal(t, q[i].Name, s[i].Name)
		assert.Equal(t, len(q[i].Attrs.Entries), len(s[i].Attrs.Entries))
	}
	assert.NotSame(t, q[0].Attrs, q[2].Attrs, "no sharing by default")
}

// TestScanFunctionType: which function types are shared by spelling and
// where they end.
func TestScanFunctionType(t *testing.T) {
	for _, c := range []struct {
		src  string
		want string // the shared text; "" for none
	}{
		{"(i64, i64) -> i64 loc(x)", "(i64, i64) -> i64"},
		{"() -> ()\n", "() -> ()"},
		{"(tensor<4x?xf32>, vector<[4]xf32>) -> (memref<2xi8>, index) {", "(tensor<4x?xf32>, vector<[4]xf32>) -> (memref<2xi8>, index)"},
		{"((i32) -> i32) -> complex<f32>}", "((i32) -> i32) -> complex<f32>"},
		{"(i32) -> (i32) -> i32", ""},        // a nested function type follows
		{"(i32) -> !llvm.ptr", ""},           // a dialect type
		{"(!foo.t) -> i32", ""},              // a dialect type
		{"(memref<4xf32, 1>) -> i32", ""},    // a memory space, an attribute
		{"(tensor<4xf32, #enc>) -> i32", ""}, // an encoding
		{"(i32) ->\n i32", ""},               // a line break
		{"(i32 /* */) -> i32", ""},           // not MLIR
		{"(i32) -> i32", ""},                 // the end of the input: no token after
		{"(i32, // c\n i32) -> i32 ", ""},    // a comment
	} {
		end, _ := scanFunctionType([]byte(c.src), 0)
		got := ""
		if end > 0 {
			got = c.src[:end]
		}
		assert.Equal(t, c.want, got, c.src)
	}
	// Shared nodes: the second spelling is the first's node.
	m, err := ParseFile("x.mlir", []byte("\"a.b\"() : () -> i32\n\"a.c\"() : () -> i32\n\"a.d\"() : () -> !a.t\n\"a.d\"() : () -> !a.t\n"))
	require.NoError(t, err)
	op := func(i int) *ast.Operation { return m.Items[i].(*ast.Operation) }
	assert.Same(t, op(0).Type, op(1).Type)
	assert.NotSame(t, op(2).Type, op(3).Type)
}
