package lower

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
)

func i(w int) *ast.IntegerType      { return &ast.IntegerType{Width: w} }
func named(n string) *ast.NamedType { return &ast.NamedType{Name: n} }
func tensor(elem ast.Type, shape ...int64) *ast.TensorType {
	return &ast.TensorType{Shape: shape, Elem: elem}
}
func lit(k ast.LitKind, s string) *ast.DenseElem {
	return &ast.DenseElem{Lit: ast.Literal{Kind: k, Text: s}}
}
func list(es ...*ast.DenseElem) *ast.DenseElem { return &ast.DenseElem{IsList: true, List: es} }

// TestAttrErrors checks mlir-opt's words for rejected attributes.
func TestAttrErrors(t *testing.T) {
	ui8 := &ast.IntegerType{Width: 8, Signedness: ast.Unsigned}
	tests := []struct {
		in   ast.Attr
		want string
	}{
		{&ast.IntegerAttr{Text: "256", Type: i(8)}, "integer constant out of range for attribute"},
		{&ast.IntegerAttr{Text: "-129", Type: i(8)}, "integer constant out of range for attribute"},
		{&ast.IntegerAttr{Text: "128", Type: &ast.IntegerType{Width: 8, Signedness: ast.Signed}}, "integer constant out of range for attribute"},
		{&ast.IntegerAttr{Text: "-1", Type: ui8}, "negative integer literal not valid for unsigned integer type"},
		{&ast.IntegerAttr{Text: "1", Type: named("f32")}, "unexpected decimal integer literal for a floating point value"},
		{&ast.IntegerAttr{Text: "-0x1", Type: named("f32")}, "hexadecimal float literal should not have a leading minus"},
		{&ast.IntegerAttr{Text: "0x1FFFF", Type: named("f16")}, "hexadecimal float constant out of range for type"},
		{&ast.IntegerAttr{Text: "1", Type: named("none")}, "integer literal not valid for specified type"},
		{&ast.FloatAttr{Text: "1.0", Type: i(32)}, "floating point value not valid for specified type"},
		{&ast.AliasAttr{Name: "nope"}, "undefined symbol alias id 'nope'"},
		{&ast.DictAttr{Entries: []ast.NamedAttr{{Name: "a"}, {Name: "a"}}}, "duplicate key 'a' in dictionary attribute"},
		{&ast.DenseAttr{Elems: list(lit(ast.LitInt, "1")), Type: tensor(i(32), 2)}, "inferred shape of elements literal ([1]) does not match type ([2])"},
		{&ast.DenseAttr{Elems: lit(ast.LitString, "0x010001"), Type: tensor(i(1), 3)}, "elements hex data size is invalid for provided type: 'tensor<3xi1>'"},
		{&ast.SparseAttr{Indices: list(lit(ast.LitInt, "1")), Values: list(list(lit(ast.LitInt, "1"), lit(ast.LitInt, "2"))), Type: tensor(i(8), 3, 2)}, "expected 1-d tensor for sparse element values"},
		{&ast.AffineMapAttr{Map: &ast.AffineMap{Dims: []string{"d0"}, Results: []ast.AffineExpr{&ast.AffineBinary{Op: ast.AffineMul, LHS: &ast.AffineDim{}, RHS: &ast.AffineDim{}}}}}, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"},
	}
	for _, tt := range tests {
		_, err := NewAttrLowerer(ir.NewContext()).Attr(tt.in)
		require.Error(t, err, "%#v", tt.in)
		assert.Equal(t, tt.want, err.(*diag.Diagnostic).Msg)
	}
}

// TestFloatOverflow checks that a decimal literal past the double's range
// reads as mlir-opt 22 reads it: ±inf (or the format's NaN), not an error.
func TestFloatOverflow(t *testing.T) {
	tests := []struct {
		text, typ string
		lo, hi    uint64
	}{
		{"1.0e400", "f64", 0x7FF0000000000000, 0},
		{"-1.0e400", "f64", 0xFFF0000000000000, 0},
		{"1.0e400", "f32", 0x7F800000, 0},
		{"-1.0e400", "f16", 0xFC00, 0},
		{"1.0e400", "bf16", 0x7F80, 0},
		{"1.0e400", "f80", 0x8000000000000000, 0x7FFF},
		{"1.0e400", "f128", 0, 0x7FFF000000000000},
		{"-1.0e400", "f8E4M3FN", 0xFF, 0},
		{"1.0e-400", "f64", 0, 0},
	}
	for _, tt := range tests {
		a, err := NewAttrLowerer(ir.NewContext()).Attr(&ast.FloatAttr{Text: tt.text, Type: named(tt.typ)})
		require.NoError(t, err, "%s : %s", tt.text, tt.typ)
		f := a.(*ir.FloatAttr)
		assert.Equal(t, [2]uint64{tt.lo, tt.hi}, [2]uint64{f.Lo, f.Hi}, "%s : %s", tt.text, tt.typ)
	}
}

func TestAliases(t *testing.T) {
	l := NewAttrLowerer(ir.NewContext())
	require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: "x", Attr: &ast.UnitAttr{}}))
	err := l.DefineAlias(&ast.AliasDef{Pos: 7, Name: "x", Attr: &ast.UnitAttr{}})
	require.Error(t, err)
	assert.Equal(t, "redefinition of attribute alias id 'x'", err.(*diag.Diagnostic).Msg)
	assert.Equal(t, ast.Pos(7), err.(*diag.Diagnostic).Pos)
	require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: "t", Type: i(32)}))
	err = l.DefineAlias(&ast.AliasDef{Name: "t", Type: i(32)})
	assert.Equal(t, "redefinition of type alias id 't'", err.(*diag.Diagnostic).Msg)
	ty, err := l.Type(&ast.AliasType{Name: "t"})
	require.NoError(t, err)
	assert.Same(t, l.Ctx.I(32), ty)
	_, err = l.Type(&ast.AliasType{Pos: 3, Name: "u"})
	assert.Equal(t, "undefined symbol alias id 'u'", err.(*diag.Diagnostic).Msg)
	assert.Equal(t, ast.Pos(5), err.(*diag.Diagnostic).Pos, "at the end of `!u`, as mlir-opt reports it")

	// A location alias may be used before it is defined.
	var got ir.Attribute
	require.NoError(t, l.Location(&ast.AliasAttr{Name: "loc1"}, func(a ir.Attribute) { got = a }))
	assert.Nil(t, got)
	require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: "loc1", Attr: &ast.FileLineColLoc{Filename: "f", Line: 1, Col: 2}}))
	require.NoError(t, l.ResolveDeferred())
	assert.Same(t, l.Ctx.FileLineCol("f", 1, 2), got)
}

func TestLowerSemantics(t *testing.T) {
	l := NewAttrLowerer(ir.NewContext())
	c := l.Ctx
	a, err := l.Attr(&ast.IntegerAttr{Text: "7"})
	require.NoError(t, err)
	assert.Same(t, c.IntAttr(c.I(64), 7), a) // untyped integers are i64
	a, err = l.Attr(&ast.FloatAttr{Text: "0.5"})
	require.NoError(t, err)
	assert.Same(t, c.FloatAttrFromFloat64(c.Float(ir.F64), 0.5), a) // untyped floats are f64
	a, err = l.Attr(&ast.IntegerAttr{Text: "0x7FC00000", Type: named("f32")})
	require.NoError(t, err)
	assert.Equal(t, uint64(0x7FC00000), a.(*ir.FloatAttr).Lo) // hex literal: the bits
	a, err = l.Attr(&ast.IntegerAttr{Text: "255", Type: i(8)})
	require.NoError(t, err)
	assert.Equal(t, int64(-1), a.(*ir.IntegerAttr).Int64()) // signless keeps the bits
	// memref parameters: the layout, then the memory space; 0 is the default.
	ty, err := l.Type(&ast.MemRefType{Shape: []int64{4}, Elem: named("f32"), Params: []ast.Attr{
		&ast.StridedAttr{Strides: []int64{1}, Offset: ast.Dynamic, HasOffset: true}, &ast.IntegerAttr{Text: "0"}}})
	require.NoError(t, err)
	m := ty.(*ir.MemRefType)
	assert.Nil(t, m.MemorySpace)
	assert.Equal(t, ir.DynamicSize, m.Layout.(*ir.StridedLayoutAttr).Offset)
	// distinct ids name one attribute within a file.
	d1, _ := l.Attr(&ast.DistinctAttr{ID: "0", Inner: &ast.UnitAttr{}})
	d2, _ := l.Attr(&ast.DistinctAttr{ID: "0", Inner: &ast.UnitAttr{}})
	assert.Same(t, d1, d2)
	// fused locations drop unknowns and collapse to their only member.
	loc, err := l.Attr(&ast.FusedLoc{Locs: []ast.Attr{&ast.UnknownLoc{}, &ast.NameLoc{Name: "n"}}})
	require.NoError(t, err)
	assert.Same(t, c.NameLoc("n", c.UnknownLoc()), loc)
	// dialect symbols are kept verbatim.
	a, _ = l.Attr(&ast.DialectAttr{Dialect: "d", Name: "x", Body: "1 ,2", HasBody: true})
	assert.Equal(t, "x<1 ,2>", a.(*ir.OpaqueAttr).Data)
	// integer sets: `a <= b` is `b - a >= 0`.
	s, err := l.IntegerSet(&ast.IntegerSet{Dims: []string{"d0"}, Syms: []string{"s0"}, Constraints: []ast.AffineConstraint{
		{LHS: &ast.AffineDim{Pos: 0}, RHS: &ast.AffineSym{Pos: 0}, Kind: ast.ConstraintLE}}})
	require.NoError(t, err)
	assert.Equal(t, c.AffineAdd(c.AffineNeg(c.AffineDim(0)), c.AffineSym(0)), s.Constraints[0])
	assert.False(t, s.Eq[0])
}

// TestDialectTypeHook checks that registered dialects' types go through
// AttrLowerer.DialectType, memoized by spelling, with nested types lowered
// (aliases included) and errors without positions.
func TestDialectTypeHook(t *testing.T) {
	l := NewAttrLowerer(ir.NewContext())
	require.NoError(t, l.DefineAlias(&ast.AliasDef{Name: "int", Type: i(32)}))
	calls := 0
	l.DialectType = func(ctx *ir.Context, dialect, data string, nested func(string) (ir.Type, error)) (ir.Type, bool, error) {
		calls++
		switch data {
		case "keep":
			return nil, false, nil
		case "bad":
			return nil, false, diag.Errorf(12, "no such type")
		case "ptr":
			return ctx.OpaqueType(dialect, data), true, nil
		}
		inner, err := nested("!int")
		if err != nil {
			return nil, false, err
		}
		if inner != ctx.I(32) {
			return nil, false, diag.Errorf(ast.NoPos, "nested type not lowered")
		}
		return ctx.OpaqueType(dialect, "box<i32>"), true, nil
	}
	ctx := l.Ctx
	got, err := l.Type(&ast.DialectType{Dialect: "d", Name: "box", Body: "!int", HasBody: true})
	require.NoError(t, err)
	assert.Same(t, ctx.OpaqueType("d", "box<i32>"), got)
	_, err = l.Type(&ast.DialectType{Dialect: "d", Name: "box", Body: "!int", HasBody: true})
	require.NoError(t, err)
	assert.Equal(t, 1, calls, "memoized by spelling")

	got, err = l.Type(&ast.DialectType{Dialect: "d", Name: "keep"})
	require.NoError(t, err)
	assert.Same(t, ctx.OpaqueType("d", "keep"), got)

	_, err = l.Type(&ast.DialectType{Dialect: "d", Name: "bad"})
	require.Error(t, err)
	assert.Equal(t, "no such type", err.(*diag.Diagnostic).Msg)
	assert.False(t, err.(*diag.Diagnostic).Pos.IsValid())

	// LLVM pointers are vector elements, other dialect types are not.
	_, err = l.Type(&ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: &ast.DialectType{Dialect: "llvm", Name: "ptr"}})
	require.NoError(t, err)
	_, err = l.Type(&ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: &ast.DialectType{Dialect: "llvm", Name: "keep"}})
	require.Error(t, err)
}

// TestIntsBounded guards the memo of integer attributes: a run of distinct
// constants keeps it at maxInts entries, and a spelling lowered again after
// the memo was cleared gives the same interned attribute.
func TestIntsBounded(t *testing.T) {
	l := NewAttrLowerer(ir.NewContext())
	i64 := &ast.IntegerType{Width: 64}
	first, err := l.Attr(&ast.IntegerAttr{Text: "7", Type: i64})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 3 * maxInts {
		if _, err := l.Attr(&ast.IntegerAttr{Text: strconv.Itoa(1000 + i), Type: i64}); err != nil {
			t.Fatal(err)
		}
		if len(l.ints) > maxInts {
			t.Fatalf("after %d constants the memo holds %d entries, want at most %d", i+1, len(l.ints), maxInts)
		}
	}
	again, err := l.Attr(&ast.IntegerAttr{Text: "7", Type: i64})
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Fatalf("7 : i64 lowered again is %v, not the attribute first lowered (%v)", again, first)
	}
}
