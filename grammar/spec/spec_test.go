package spec

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
)

var update = flag.Bool("update", false, "rewrite testdata/grammar.ebnf from the grammar structs")

// TestGrammarGolden pins the EBNF participle derives from the grammar
// structs, so that the grammar cannot drift silently.
func TestGrammarGolden(t *testing.T) {
	golden := filepath.Join("testdata", "grammar.ebnf")
	got := strings.ReplaceAll(Grammar(), " .\n", " .\n\n") + "\n"
	if *update {
		require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test -update to create it")
	if got != string(want) {
		g, w := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(g) || i < len(w); i++ {
			if i >= len(g) || i >= len(w) || g[i] != w[i] {
				t.Errorf("grammar changed at line %d; review and run go test -update.\n got: %s\nwant: %s", i+1, at(g, i), at(w, i))
				break
			}
		}
	}
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "<end>"
}

type tok struct{ Type, Value string }

func lexAll(t *testing.T, src string) []tok {
	t.Helper()
	names := lexer.SymbolsByRune(mlirLexerDef)
	s := newScanner("", src)
	var out []tok
	for {
		tk, err := s.Next()
		require.NoError(t, err, "lex %q", src)
		if tk.EOF() {
			return out
		}
		out = append(out, tok{names[tk.Type], tk.Value})
	}
}

func TestLexer(t *testing.T) {
	tests := []struct {
		src  string
		want []tok
	}{
		{"tensor<0x4x?xf32>", []tok{{"Ident", "tensor"}, {"Punct", "<"}, {"Int", "0"}, {"Ident", "x"}, {"Int", "4"}, {"Ident", "x"}, {"Punct", "?"}, {"Ident", "x"}, {"Ident", "f32"}, {"Punct", ">"}}},
		{"vector<4 x [8]xi1>", []tok{{"Ident", "vector"}, {"Punct", "<"}, {"Int", "4"}, {"Ident", "x"}, {"Punct", "["}, {"Int", "8"}, {"Punct", "]"}, {"Ident", "x"}, {"IntType", "i1"}, {"Punct", ">"}}},
		{"memref<*xf32>", []tok{{"Ident", "memref"}, {"Punct", "<"}, {"Punct", "*"}, {"Ident", "x"}, {"Ident", "f32"}, {"Punct", ">"}}},
		{"0x4 4xf32", []tok{{"HexInt", "0x4"}, {"Int", "4"}, {"Ident", "xf32"}}},
		{"1.5e-3 1. 7 0x", []tok{{"Float", "1.5e-3"}, {"Float", "1."}, {"Int", "7"}, {"Int", "0"}, {"Ident", "x"}}},
		{"%x#3 %arg0:2 %0abc %a-b$.c", []tok{{"ValueID", "%x"}, {"HashNum", "#3"}, {"ValueID", "%arg0"}, {"Punct", ":"}, {"Int", "2"}, {"ValueID", "%0"}, {"Ident", "abc"}, {"ValueID", "%a-b$.c"}}},
		{`@"q s"::@b @f`, []tok{{"SymbolRef", `@"q s"`}, {"Punct", ":"}, {"Punct", ":"}, {"SymbolRef", "@b"}, {"SymbolRef", "@f"}}},
		{"{-# #-} -> - > ...", []tok{{"Punct", "{-#"}, {"Punct", "#-}"}, {"Punct", "->"}, {"Punct", "-"}, {"Punct", ">"}, {"Punct", "..."}}},
		{"i32 si8 ui1 i x_y$.z index", []tok{{"IntType", "i32"}, {"IntType", "si8"}, {"IntType", "ui1"}, {"Ident", "i"}, {"Ident", "x_y$.z"}, {"Ident", "index"}}},
		{"#map #d.a !t !d.t ^bb0 // c\n%", []tok{{"HashID", "#map"}, {"HashDotID", "#d.a"}, {"BangID", "!t"}, {"BangDotID", "!d.t"}, {"CaretID", "^bb0"}, {"Comment", "// c"}, {"Punct", "%"}}},
		{`"a\"b" "\\"`, []tok{{"String", `"a\"b"`}, {"String", `"\\"`}}},
		// As mlir-opt's lexer: a lone CR ends a comment, a NUL is white space.
		{"^a // c\r^b\x00^c", []tok{{"CaretID", "^a"}, {"Comment", "// c"}, {"CaretID", "^b"}, {"CaretID", "^c"}}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, lexAll(t, tt.src), "lex %q", tt.src)
	}
}

var (
	f32 = &ast.NamedType{Name: "f32"}
	i32 = &ast.IntegerType{Width: 32}
)

// TestAttributes parses one attribute in a generic op's dictionary.
func TestAttributes(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want ast.Attr
	}{
		{"negative int with space", `- 5`, &ast.IntegerAttr{Text: "-5"}},
		{"hex int typed", `0x10 : i8`, &ast.IntegerAttr{Text: "0x10", Type: &ast.IntegerType{Width: 8}}},
		{"hex float", `0x7FC00000 : f32`, &ast.IntegerAttr{Text: "0x7FC00000", Type: f32}},
		{"float", `-1.5e3 : f32`, &ast.FloatAttr{Text: "-1.5e3", Type: f32}},
		{"float no fraction", `1.`, &ast.FloatAttr{Text: "1."}},
		{"bool", `true`, &ast.BoolAttr{Value: true}},
		{"unit", `unit`, &ast.UnitAttr{}},
		{"string escapes", `"a\n\t\"\\\41"`, &ast.StringAttr{Value: "a\n\t\"\\A"}},
		{"string typed", `"s" : i32`, &ast.StringAttr{Value: "s", Type: i32}},
		{"symbol nested quoted", `@a::@"b c" : : @d`, &ast.SymbolRefAttr{Root: "a", Nested: []string{"b c", "d"}}},
		{"array", `[1, i32, "s", []]`, &ast.ArrayAttr{Elems: []ast.Attr{&ast.IntegerAttr{Text: "1"}, &ast.TypeAttr{Type: i32}, &ast.StringAttr{Value: "s"}, &ast.ArrayAttr{}}}},
		{"dict", `{a, "b c" = 1, i32 = unit}`, &ast.DictAttr{Pos: 13, Entries: []ast.NamedAttr{
			{Pos: 14, Name: "a"}, {Pos: 17, Name: "b c", Value: &ast.IntegerAttr{Text: "1"}}, {Pos: 28, Name: "i32", Value: &ast.UnitAttr{}}}}},
		{"tensor 0x4", `tensor<0x4xf32>`, &ast.TypeAttr{Type: &ast.TensorType{Shape: []int64{0, 4}, Elem: f32}}},
		{"tensor dynamic encoded", `tensor<?x8x?xf32, #enc>`, &ast.TypeAttr{Type: &ast.TensorType{Shape: []int64{ast.Dynamic, 8, ast.Dynamic}, Elem: f32, Encoding: &ast.AliasAttr{Pos: 31, Name: "enc"}}}},
		{"tensor rank 0", `tensor<f32>`, &ast.TypeAttr{Type: &ast.TensorType{Elem: f32}}},
		{"tensor unranked", `tensor<*xi32>`, &ast.TypeAttr{Type: &ast.TensorType{Unranked: true, Elem: i32}}},
		{"memref params", `memref<4x?xf32, strided<[?, 1], offset: ?>, 3>`, &ast.TypeAttr{Type: &ast.MemRefType{Shape: []int64{4, ast.Dynamic}, Elem: f32, Params: []ast.Attr{
			&ast.StridedAttr{Strides: []int64{ast.Dynamic, 1}, Offset: ast.Dynamic, HasOffset: true}, &ast.IntegerAttr{Text: "3"}}}}},
		{"memref unranked", `memref<*xf32, 1>`, &ast.TypeAttr{Type: &ast.MemRefType{Unranked: true, Elem: f32, Params: []ast.Attr{&ast.IntegerAttr{Text: "1"}}}}},
		{"vector scalable spaced", `vector<4 x [8] x f32>`, &ast.TypeAttr{Type: &ast.VectorType{Dims: []ast.VectorDim{{Size: 4}, {Size: 8, Scalable: true}}, Elem: f32}}},
		{"vector of index", `vector<2xindex>`, &ast.TypeAttr{Type: &ast.VectorType{Dims: []ast.VectorDim{{Size: 2}}, Elem: &ast.NamedType{Name: "index"}}}},
		{"nested element", `tensor<2xvector<4xcomplex<f64>>>`, &ast.TypeAttr{Type: &ast.TensorType{Shape: []int64{2}, Elem: &ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: &ast.ComplexType{Elem: &ast.NamedType{Name: "f64"}}}}}},
		{"tuple and signedness", `tuple<si8, ui16, f8E4M3FN, none>`, &ast.TypeAttr{Type: &ast.TupleType{Types: []ast.Type{
			&ast.IntegerType{Signedness: ast.Signed, Width: 8}, &ast.IntegerType{Signedness: ast.Unsigned, Width: 16}, &ast.NamedType{Name: "f8E4M3FN"}, &ast.NamedType{Name: "none"}}}}},
		{"function type", `(i32, f32) -> (i32)`, &ast.TypeAttr{Type: &ast.FunctionType{Inputs: []ast.Type{i32, f32}, Results: []ast.Type{i32}}}},
		{"function type bare result", `() -> f32`, &ast.TypeAttr{Type: &ast.FunctionType{Results: []ast.Type{f32}}}},
		{"pretty dialect type", `!llvm.ptr<1>`, &ast.TypeAttr{Type: &ast.DialectType{Dialect: "llvm", Name: "ptr", Body: "1", HasBody: true, DataPos: 19}}},
		{"pretty dialect type no body", `!tf.string`, &ast.TypeAttr{Type: &ast.DialectType{Dialect: "tf", Name: "string", DataPos: 17}}},
		{"pretty dialect type empty body", `!a.b<>`, &ast.TypeAttr{Type: &ast.DialectType{Dialect: "a", Name: "b", HasBody: true, DataPos: 16}}},
		{"opaque dialect type balanced", `!foo<"a>b" x<y> (->) [z] {w}>`, &ast.TypeAttr{Type: &ast.DialectType{Dialect: "foo", Body: `"a>b" x<y> (->) [z] {w}`, HasBody: true, DataPos: 18}}},
		{"type alias", `!t`, &ast.TypeAttr{Type: &ast.AliasType{Pos: 13, Name: "t"}}},
		{"pretty dialect attr", `#foo.bar<a -> b>`, &ast.DialectAttr{Dialect: "foo", Name: "bar", Body: "a -> b", HasBody: true, DataPos: 18}},
		{"opaque dialect attr", `#foo<tensor<0x4>>`, &ast.DialectAttr{Dialect: "foo", Body: "tensor<0x4>", HasBody: true, DataPos: 18}},
		{"typed dialect attr", `#smt.bv<5> : !smt.bv<8>`, &ast.DialectAttr{Dialect: "smt", Name: "bv", Body: "5", HasBody: true, DataPos: 18,
			Type: &ast.DialectType{Dialect: "smt", Name: "bv", Body: "8", HasBody: true, DataPos: 31}}},
		{"attribute alias", `#map1`, &ast.AliasAttr{Pos: 13, Name: "map1"}},
		{"affine map", `affine_map<(d0, d1)[s0] -> (d0 + d1 * -2, (d0 - s0) floordiv 4, -d1 mod 3, d0 ceildiv s0)>`, &ast.AffineMapAttr{Map: &ast.AffineMap{
			Dims: []string{"d0", "d1"}, Syms: []string{"s0"}, Results: []ast.AffineExpr{
				&ast.AffineBinary{Op: ast.AffineAdd, LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineBinary{Op: ast.AffineMul, LHS: &ast.AffineDim{Pos: 1}, RHS: &ast.AffineNeg{X: &ast.AffineConst{Value: 2}}}},
				&ast.AffineBinary{Op: ast.AffineFloorDiv, LHS: &ast.AffineBinary{Op: ast.AffineSub, LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineSym{Pos: 0}}, RHS: &ast.AffineConst{Value: 4}},
				&ast.AffineBinary{Op: ast.AffineMod, LHS: &ast.AffineNeg{X: &ast.AffineDim{Pos: 1}}, RHS: &ast.AffineConst{Value: 3}},
				&ast.AffineBinary{Op: ast.AffineCeilDiv, LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineSym{Pos: 0}},
			}}}},
		{"affine map empty", `affine_map<() -> ()>`, &ast.AffineMapAttr{Map: &ast.AffineMap{}}},
		{"affine map left assoc", `affine_map<(i, j) -> (i - j - 1)>`, &ast.AffineMapAttr{Map: &ast.AffineMap{Dims: []string{"i", "j"}, Results: []ast.AffineExpr{
			&ast.AffineBinary{Op: ast.AffineSub, LHS: &ast.AffineBinary{Op: ast.AffineSub, LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineDim{Pos: 1}}, RHS: &ast.AffineConst{Value: 1}}}}}},
		{"integer set", `affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 2, 3 <= d0)>`, &ast.IntegerSetAttr{Set: &ast.IntegerSet{Dims: []string{"d0"}, Syms: []string{"s0"}, Constraints: []ast.AffineConstraint{
			{LHS: &ast.AffineBinary{Op: ast.AffineSub, LHS: &ast.AffineDim{}, RHS: &ast.AffineSym{}}, RHS: &ast.AffineConst{}, Kind: ast.ConstraintGE},
			{LHS: &ast.AffineDim{}, RHS: &ast.AffineConst{Value: 2}, Kind: ast.ConstraintEQ},
			{LHS: &ast.AffineConst{Value: 3}, RHS: &ast.AffineDim{}, Kind: ast.ConstraintLE},
		}}}},
		{"dense nested", `dense<[[1, -2], [0x3, 4]]> : tensor<2x2xi32>`, &ast.DenseAttr{Elems: &ast.DenseElem{IsList: true, List: []*ast.DenseElem{
			{IsList: true, List: []*ast.DenseElem{{Lit: ast.Literal{Kind: ast.LitInt, Text: "1"}}, {Lit: ast.Literal{Kind: ast.LitInt, Text: "-2"}}}},
			{IsList: true, List: []*ast.DenseElem{{Lit: ast.Literal{Kind: ast.LitInt, Text: "0x3"}}, {Lit: ast.Literal{Kind: ast.LitInt, Text: "4"}}}},
		}}, Type: &ast.TensorType{Shape: []int64{2, 2}, Elem: i32}}},
		{"dense complex", `dense<(1.0, -2.0)> : tensor<complex<f32>>`, &ast.DenseAttr{Elems: &ast.DenseElem{Complex: true, List: []*ast.DenseElem{
			{Lit: ast.Literal{Kind: ast.LitFloat, Text: "1.0"}}, {Lit: ast.Literal{Kind: ast.LitFloat, Text: "-2.0"}}}}, Type: &ast.TensorType{Elem: &ast.ComplexType{Elem: f32}}}},
		{"dense hex string", `dense<"0xDEADBEEF"> : tensor<2xi16>`, &ast.DenseAttr{Elems: &ast.DenseElem{Lit: ast.Literal{Kind: ast.LitString, Text: "0xDEADBEEF"}}, Type: &ast.TensorType{Shape: []int64{2}, Elem: &ast.IntegerType{Width: 16}}}},
		{"dense empty", `dense<> : tensor<0xi32>`, &ast.DenseAttr{Type: &ast.TensorType{Shape: []int64{0}, Elem: i32}}},
		{"dense empty list", `dense<[]> : tensor<0xi32>`, &ast.DenseAttr{Elems: &ast.DenseElem{IsList: true}, Type: &ast.TensorType{Shape: []int64{0}, Elem: i32}}},
		{"dense splat bool", `dense<true> : vector<4xi1>`, &ast.DenseAttr{Elems: &ast.DenseElem{Lit: ast.Literal{Kind: ast.LitBool, Text: "true"}}, Type: &ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: &ast.IntegerType{Width: 1}}}},
		{"dense resource", `dense_resource<blob1> : tensor<4xf32>`, &ast.DenseResourceAttr{Handle: "blob1", Type: &ast.TensorType{Shape: []int64{4}, Elem: f32}}},
		{"sparse", `sparse<[[0, 1]], [5]> : tensor<2x2xi32>`, &ast.SparseAttr{Pos: 13,
			Indices: &ast.DenseElem{IsList: true, List: []*ast.DenseElem{{IsList: true, List: []*ast.DenseElem{{Lit: ast.Literal{Text: "0"}}, {Lit: ast.Literal{Text: "1"}}}}}},
			Values:  &ast.DenseElem{IsList: true, List: []*ast.DenseElem{{Lit: ast.Literal{Text: "5"}}}},
			Type:    &ast.TensorType{Shape: []int64{2, 2}, Elem: i32}}},
		{"sparse empty", `sparse<> : tensor<2xi32>`, &ast.SparseAttr{Pos: 13, Type: &ast.TensorType{Shape: []int64{2}, Elem: i32}}},
		{"dense array", `array<i32: 1, -2>`, &ast.DenseArrayAttr{ElemType: i32, Elems: []ast.Literal{{Text: "1"}, {Text: "-2"}}}},
		{"dense array empty", `array<f32>`, &ast.DenseArrayAttr{ElemType: f32}},
		{"strided no offset", `strided<[4, -1]>`, &ast.StridedAttr{Strides: []int64{4, -1}}},
		{"strided empty", `strided<[], offset: 3>`, &ast.StridedAttr{Offset: 3, HasOffset: true}},
		{"distinct", `distinct[3]<#foo>`, &ast.DistinctAttr{ID: "3", Inner: &ast.AliasAttr{Pos: 25, Name: "foo"}}},
		{"distinct empty", `distinct[0]<>`, &ast.DistinctAttr{ID: "0"}},
		{"loc unknown", `loc(unknown)`, &ast.UnknownLoc{}},
		{"loc file line col", `loc("f.mlir":1:2)`, &ast.FileLineColLoc{Filename: "f.mlir", Line: 1, Col: 2}},
		{"loc file line", `loc("f":7)`, &ast.FileLineColLoc{Filename: "f", Line: 7}},
		{"loc range", `loc("f":1:2 to 3:4)`, &ast.FileLineColLoc{Filename: "f", Line: 1, Col: 2, EndLine: 3, EndCol: 4, HasRange: true}},
		{"loc range same line", `loc("f":1:2 to :5)`, &ast.FileLineColLoc{Filename: "f", Line: 1, Col: 2, EndCol: 5, HasRange: true}},
		{"loc name", `loc("n")`, &ast.NameLoc{Name: "n"}},
		{"loc name child", `loc("n"("f":1:2))`, &ast.NameLoc{Name: "n", Child: &ast.FileLineColLoc{Filename: "f", Line: 1, Col: 2}}},
		{"loc callsite", `loc(callsite("a" at #loc2))`, &ast.CallSiteLoc{Callee: &ast.NameLoc{Name: "a"}, Caller: &ast.AliasAttr{Pos: 33, Name: "loc2"}}},
		{"loc fused", `loc(fused<"m">["a":1:2, unknown])`, &ast.FusedLoc{Metadata: &ast.StringAttr{Value: "m"}, Locs: []ast.Attr{&ast.FileLineColLoc{Filename: "a", Line: 1, Col: 2}, &ast.UnknownLoc{}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := `"t.a"() {a = ` + tt.src + `} : () -> ()`
			m, err := Parse("t.mlir", []byte(src))
			require.NoError(t, err, "%s", formatErr("t.mlir", []byte(src), err))
			got := m.Items[0].(*ast.Operation).Attrs.Entries[0].Value
			clearLiteralPositions(got)
			assert.Equal(t, tt.want, got, tt.src)
		})
	}
}

// TestOperation checks every part of a generic operation with positions.
func TestOperation(t *testing.T) {
	src := `// lead
%a, %b:2 = "x.y"(%c#1, %d) [^bb1, ^bb2] <{p = 1}> ({
  "x.z"() : () -> ()
^bb1(%e: i32 loc("f":1:1), %f: f32):  // label
  "x.w"() : () -> ()
}, {
}, {
^bb2():
^bb3:
  "x.v"() : () -> ()
}) {k} : (i32, i32) -> (i1, i2, i3) loc(unknown)
#map = affine_map<(d0) -> (d0)>
!t = i32
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000",
      "q k": true
    }
  },
  external_resources: {g: {r: {n = 1}}}
#-}
`
	at := func(s string) ast.Pos {
		i := strings.Index(src, s)
		if i < 0 {
			t.Fatalf("%q not in source", s)
		}
		return ast.Pos(i)
	}
	m, err := Parse("t.mlir", []byte(src))
	require.NoError(t, err, "%s", formatErr("t.mlir", []byte(src), err))
	want := &ast.Module{
		File: ast.NewFile("t.mlir", []byte(src)),
		Items: []ast.Item{
			&ast.Operation{
				Pos:        at("%a"),
				Results:    []ast.OpResult{{Pos: at("%a"), Name: "a", Count: 1}, {Pos: at("%b"), Name: "b", Count: 2, Packed: true}},
				Name:       "x.y",
				NamePos:    at(`"x.y"`),
				Operands:   []ast.ValueUse{{Pos: at("%c"), Name: "c", Index: 1}, {Pos: at("%d"), Name: "d", Index: -1}},
				Successors: []ast.BlockRef{{Pos: at("^bb1,"), Name: "bb1"}, {Pos: at("^bb2]"), Name: "bb2"}},
				Properties: &ast.DictAttr{Pos: at("{p"), Entries: []ast.NamedAttr{{Pos: at("p ="), Name: "p", Value: &ast.IntegerAttr{Pos: at("1}>"), Text: "1"}}}},
				Regions: []*ast.Region{
					{LBrace: at("({") + 1, RBrace: at("}, {\n}"), Blocks: []*ast.Block{
						{Pos: at(`"x.z"`), Ops: []*ast.Operation{{Pos: at(`"x.z"`), Name: "x.z", NamePos: at(`"x.z"`), TypePos: at(`() -> ()`), Type: &ast.FunctionType{}, End: at("\n^bb1(")}}},
						{Pos: at("^bb1("), Label: "bb1", HasArgList: true, Args: []ast.BlockArg{
							{Pos: at("%e"), Name: "e", Type: i32, Loc: &ast.FileLineColLoc{Filename: "f", Line: 1, Col: 1}},
							{Pos: at("%f"), Name: "f", Type: f32},
						}, Ops: []*ast.Operation{{Pos: at(`"x.w"`), Name: "x.w", NamePos: at(`"x.w"`), TypePos: at(`"x.w"`) + 10, Type: &ast.FunctionType{}, End: at("\n}, {\n}")}}},
					}},
					{LBrace: at("{\n}, {\n^bb2"), RBrace: at("}, {\n^bb2")},
					{LBrace: at("{\n^bb2"), RBrace: at("}) {k}"), Blocks: []*ast.Block{
						{Pos: at("^bb2()"), Label: "bb2", HasArgList: true},
						{Pos: at("^bb3"), Label: "bb3", Ops: []*ast.Operation{{Pos: at(`"x.v"`), Name: "x.v", NamePos: at(`"x.v"`), TypePos: at(`"x.v"`) + 10, Type: &ast.FunctionType{}, End: at("\n}) {k}")}}},
					}},
				},
				Attrs:   &ast.DictAttr{Pos: at("{k}"), Entries: []ast.NamedAttr{{Pos: at("k}"), Name: "k"}}},
				TypePos: at("(i32, i32)"),
				Type:    &ast.FunctionType{Inputs: []ast.Type{i32, i32}, Results: []ast.Type{&ast.IntegerType{Width: 1}, &ast.IntegerType{Width: 2}, &ast.IntegerType{Width: 3}}},
				Loc:     &ast.UnknownLoc{},
				End:     at("\n#map"),
			},
			&ast.AliasDef{Pos: at("#map"), Name: "map", Attr: &ast.AffineMapAttr{Map: &ast.AffineMap{Dims: []string{"d0"}, Results: []ast.AffineExpr{&ast.AffineDim{}}}}, End: at("\n!t")},
			&ast.AliasDef{Pos: at("!t"), Name: "t", Type: i32, End: at("\n{-#")},
			&ast.FileMetadata{Pos: at("{-#"), End: at("#-}") + 3, Entries: []*ast.MetadataEntry{
				{Pos: at("dialect_resources"), Key: "dialect_resources", Groups: []*ast.ResourceGroup{{Pos: at("builtin"), Name: "builtin", Resources: []*ast.Resource{
					{Pos: at("blob1"), Key: "blob1", Value: `"0x08000000"`},
					{Pos: at(`"q k"`), Key: "q k", Value: "true"},
				}}}},
				{Pos: at("external_resources"), Key: "external_resources", Groups: []*ast.ResourceGroup{{Pos: at("g:"), Name: "g", Resources: []*ast.Resource{
					{Pos: at("r:"), Key: "r", Value: "{n = 1}"},
				}}}},
			}},
		},
		Comments: []*ast.Comment{{Pos: 0, Text: "// lead"}, {Pos: at("// label"), Text: "// label"}},
	}
	if where, a, b, ok := firstDiff(reflect.ValueOf(m), reflect.ValueOf(want), "Module"); !ok {
		t.Errorf("differs at %s\n got %s\nwant %s", where, a, b)
	}
}

// TestErrors checks that malformed or out-of-spec input is rejected at the
// offset of the offending token.
func TestErrors(t *testing.T) {
	tests := []struct {
		name string
		src  string
		at   string // the failure is at the first occurrence of this text
	}{
		{"custom form is not in the grammar", `func.func @f() {}`, `func.func`},
		{"unclosed operands", `"a"(%x : () -> ()`, `:`},
		{"missing function type", `"a"() {}`, ``},
		{"unclosed tensor", `"a"() {t = tensor<4xf32} : () -> ()`, `}`},
		{"string across lines", "\"a\n\"() : () -> ()", `"a`},
		{"unknown affine identifier", `"a"() {m = affine_map<(d0) -> (d1)>} : () -> ()`, `d1`},
		{"unknown escape", `"a"() {s = "\q"} : () -> ()`, `"\q"`},
		{"dimension out of range", `"a"() {t = tensor<99999999999999999999xi1>} : () -> ()`, `tensor`},
		{"dense without type", `"a"() {d = dense<1>} : () -> ()`, `}`},
		// participle gives up on the group that `(` opens and reports it.
		{"unbalanced dialect body", `"a"() {d = #foo<(>} : () -> ()`, `(>`},
		{"block label in entry position of toplevel", `^bb0: "a"() : () -> ()`, `^bb0`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.mlir", []byte(tt.src))
			require.Error(t, err, "Parse(%q)", tt.src)
			var d *diag.Diagnostic
			require.True(t, errors.As(err, &d), "error %T is not a *diag.Diagnostic: %v", err, err)
			want := ast.Pos(len(tt.src))
			if tt.at != "" {
				want = ast.Pos(strings.Index(tt.src, tt.at))
			}
			assert.Equal(t, want, d.Pos, "error at %d, want %d: %s", d.Pos, want, d.Msg)
		})
	}
}

// fastParse runs the fast parser, turning a panic into an error when
// SPEC_FUZZ_IGNORE_PANICS is set (so a fuzzing run can look past a known crash).
func fastParse(src []byte) (m *ast.Module, err error) {
	if os.Getenv("SPEC_FUZZ_IGNORE_PANICS") != "" {
		defer func() {
			if r := recover(); r != nil {
				m, err = nil, fmt.Errorf("fast parser panicked: %v", r)
			}
		}()
	}
	return grammar.ParseFile("fuzz.mlir", src)
}

// FuzzSpec checks that the reference parser never panics or hangs, that
// Parse and Check agree on what the grammar accepts, and that when both
// parsers accept an input they build the same tree.
func FuzzSpec(f *testing.F) {
	for _, s := range []string{
		`"t.a"() {a = tensor<0x4xf32>, b = affine_map<(d0)[s0] -> (d0 floordiv s0)>} : () -> ()`,
		`%a:2 = "x"(%b#1) [^bb1] <{p}> ({^bb1(%c: i32): "y"() : () -> ()}) {d = dense<[1, 2]> : tensor<2xi32>} : (i32) -> (i1, i2) loc("f":1:2)`,
		`#m = #foo.bar<[(<>)]>` + "\n" + `!t = !foo<"x">` + "\n" + `{-# dialect_resources: {b: {k: "0x01"}} #-}`,
		`"a"() {l = loc(fused<"m">[callsite("a" at "b":1:2), "n"(unknown)]), s = @a::@"b"} : () -> ()`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		got, perr := Parse("fuzz.mlir", src)
		cerr := Check("fuzz.mlir", src)
		if cerr != nil && perr == nil {
			t.Errorf("Check rejects what Parse accepts: %v", cerr)
		}
		if perr != nil {
			return
		}
		want, err := fastParse(src)
		if err != nil {
			return // the fast parser may be stricter than the grammar (e.g. on undefined aliases)
		}
		if where, a, b, ok := firstDiff(reflect.ValueOf(got), reflect.ValueOf(want), "Module"); !ok {
			t.Errorf("trees differ at %s\nreference: %s\nfast:      %s", where, a, b)
		}
	})
}

// clearLiteralPositions zeroes the positions of literal attributes and dense
// elements, which the attribute table leaves out (the differential test and
// TestOperation check positions).
func clearLiteralPositions(a ast.Attr) {
	var elem func(e *ast.DenseElem)
	elem = func(e *ast.DenseElem) {
		if e == nil {
			return
		}
		e.Pos, e.End = 0, 0
		for _, x := range e.List {
			elem(x)
		}
	}
	switch a := a.(type) {
	case *ast.IntegerAttr:
		a.Pos = 0
	case *ast.FloatAttr:
		a.Pos, a.Next = 0, 0
	case *ast.DenseAttr:
		a.Pos = 0
		elem(a.Elems)
	case *ast.SparseAttr:
		elem(a.Indices)
		elem(a.Values)
	case *ast.ArrayAttr:
		for _, e := range a.Elems {
			clearLiteralPositions(e)
		}
	case *ast.DictAttr:
		for _, e := range a.Entries {
			clearLiteralPositions(e.Value)
		}
	case *ast.TypeAttr:
		switch t := a.Type.(type) {
		case *ast.MemRefType:
			for _, p := range t.Params {
				clearLiteralPositions(p)
			}
		case *ast.TensorType:
			if t.Encoding != nil {
				clearLiteralPositions(t.Encoding)
			}
		}
	}
}
