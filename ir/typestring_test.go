package ir

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The expected spellings are mlir-opt 22's, printing the same values:
//
//	mlir-opt --allow-unregistered-dialect --mlir-print-op-generic
//
// with the aliases it defines written out.

func TestTypeString(t *testing.T) {
	c := NewContext()
	f32 := c.Float(F32)
	memSpace := c.IntAttr(c.I(64), 3)
	for _, tc := range []struct {
		t    Type
		want string
	}{
		{c.Integer(7, Signed), "si7"},
		{c.Integer(32, Unsigned), "ui32"},
		{c.Index(), "index"},
		{c.None(), "none"},
		{c.Float(BF16), "bf16"},
		{c.Function([]Type{c.I(32), c.Vector([]int64{4, 8}, []bool{true, false}, f32)},
			[]Type{c.Function([]Type{c.I(1)}, []Type{c.Tuple(nil)})}),
			"(i32, vector<[4]x8xf32>) -> ((i1) -> tuple<>)"},
		{c.Function(nil, []Type{c.I(1), c.Index()}), "() -> (i1, index)"},
		{c.Function(nil, nil), "() -> ()"},
		{c.UnrankedTensor(c.Complex(c.Integer(3, Signed))), "tensor<*xcomplex<si3>>"},
		{c.RankedTensor([]int64{2, DynamicSize}, f32, c.StringAttr("enc", nil)), `tensor<2x?xf32, "enc">`},
		{c.MemRef([]int64{4, DynamicSize}, f32, c.StridedLayout(DynamicSize, []int64{DynamicSize, 1}), memSpace),
			"memref<4x?xf32, strided<[?, 1], offset: ?>, 3>"},
		{c.UnrankedMemRef(f32, memSpace), "memref<*xf32, 3>"},
		{c.OpaqueType("foo", `"x y"`), `!foo<"x y">`},
		{c.OpaqueType("foo", "s"), "!foo.s"},
	} {
		assert.Equal(t, tc.want, TypeString(tc.t))
		assert.Equal(t, "<"+tc.want, string(AppendType([]byte("<"), tc.t)))
	}
}

func TestAttrString(t *testing.T) {
	c := NewContext()
	i8, i32, f16, f32, f64 := c.I(8), c.I(32), c.Float(F16), c.Float(F32), c.Float(F64)
	d0, d1, s0 := c.AffineDim(0), c.AffineDim(1), c.AffineSym(0)
	le32 := func(vs ...uint32) []byte {
		var b []byte
		for _, v := range vs {
			b = append(b, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
		}
		return b
	}
	for _, tc := range []struct {
		a    Attribute
		want string
	}{
		{c.Array([]Attribute{
			c.FloatAttrFromFloat64(f64, 1), c.IntAttr(i32, 2), c.IntAttr(c.I(64), 3),
			c.FloatAttrFromFloat64(f16, 0.1), c.FloatAttr(f32, 0x7FC00000, 0),
			c.FloatAttrFromFloat64(f64, 1e300), c.FloatAttrFromFloat64(f64, math.Copysign(0, -1)),
		}), "[1.000000e+00, 2 : i32, 3, 9.997550e-02 : f16, 0x7FC00000 : f32, 1.000000e+300, -0.000000e+00]"},
		{c.FloatAttrFromFloat64(f64, 1), "1.000000e+00 : f64"},
		{c.BoolAttr(true), "true"},
		{c.IntegerAttr(c.Integer(8, Unsigned), big.NewInt(200)), "200 : ui8"},
		{c.AffineMapAttr(c.AffineMapGet(2, 1, []AffineExpr{
			c.AffineSub(d0, c.AffineMul(d1, c.AffineConst(3))),
			c.AffineFloorDiv(c.AffineAdd(d0, s0), c.AffineConst(2)),
			c.AffineNeg(d1),
			c.AffineSub(c.AffineMod(d0, c.AffineConst(4)), c.AffineConst(7)),
		})), "affine_map<(d0, d1)[s0] -> (d0 - d1 * 3, (d0 + s0) floordiv 2, -d1, d0 mod 4 - 7)>"},
		{c.IntegerSetAttr(c.IntegerSetGet(1, 1, []AffineExpr{c.AffineSub(d0, s0), d0}, []bool{false, true})),
			"affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"},
		{c.DenseRaw(c.RankedTensor([]int64{2, 2}, i8, nil), []byte{1, 0xFE, 3, 4}, false),
			"dense<[[1, -2], [3, 4]]> : tensor<2x2xi8>"},
		{c.DenseRaw(c.Vector([]int64{3}, nil, c.I(1)), []byte{0b101}, false),
			"dense<[true, false, true]> : vector<3xi1>"},
		{c.DenseRaw(c.RankedTensor(nil, c.Complex(f32), nil), le32(0x3FC00000, 0xC0000000), true),
			"dense<(1.500000e+00,-2.000000e+00)> : tensor<complex<f32>>"},
		{c.DenseArray(c.I(16), []uint64{1, 0xFFFF}), "array<i16: 1, -1>"},
		{c.DenseArray(f32, []uint64{0x3F800000, 0x40200000}), "array<f32: 1.000000e+00, 2.500000e+00>"},
		{c.DenseArray(i32, nil), "array<i32>"},
		{c.StringAttr("q\"\n\\", nil), `"q\22\0A\\"`},
		{c.StringAttr("s", i32), `"s" : i32`},
		{c.SymbolRef("a b", []string{"c"}), `@"a b"::@c`},
		{c.Sparse(c.RankedTensor([]int64{2, 2}, c.Integer(8, Unsigned), nil),
			c.DenseRaw(c.RankedTensor([]int64{1, 2}, c.I(64), nil), []byte{0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}, false),
			c.DenseRaw(c.RankedTensor([]int64{1}, c.Integer(8, Unsigned), nil), []byte{5}, true)),
			"sparse<[[0, 1]], 5> : tensor<2x2xui8>"},
		{c.NewDistinct(c.IntAttr(i32, 42)), "distinct[0]<42 : i32>"},
		{c.NewDistinct(c.Unit()), "distinct[0]<>"},
		{c.CallSiteLoc(c.NameLoc("f", c.FusedLoc(c.StringAttr("m", nil), []Attribute{
			c.FileLineCol("a.mlir", 1, 2), c.FileLineColRange("b", 3, 4, 5, 6)})),
			c.FileLineColRange("x", 1, 1, 1, 9)),
			`loc(callsite("f"(fused<"m">["a.mlir":1:2, "b":3:4 to 5:6]) at "x":1:1 to :9))`},
		{c.NameLoc("n", c.UnknownLoc()), `loc("n")`},
		{c.OpaqueAttr("foo", `bar<1, "x">`), `#foo.bar<1, "x">`},
		{c.TypedOpaqueAttr("smt", "bv<5>", c.OpaqueType("smt", "bv<8>"), nil), "#smt.bv<5> : !smt.bv<8>"},
		{c.DenseStrings(c.RankedTensor([]int64{2}, c.OpaqueType("foo", "s"), nil), []string{"s", "s"}),
			`dense<"s"> : tensor<2x!foo.s>`},
		{c.DenseStrings(c.RankedTensor([]int64{2}, c.OpaqueType("foo", "s"), nil), []string{"s", "t"}),
			`dense<["s", "t"]> : tensor<2x!foo.s>`},
		{c.Dictionary([]NamedAttribute{{Name: "x-y", Value: c.Unit()}, {Name: "z", Value: c.TypeAttr(i32)}}),
			`{"x-y", z = i32}`},
		{c.DenseResource("blob1", c.RankedTensor([]int64{3}, i32, nil)), "dense_resource<blob1> : tensor<3xi32>"},
	} {
		assert.Equal(t, tc.want, AttrString(tc.a))
		assert.Equal(t, "<"+tc.want, string(AppendAttr([]byte("<"), tc.a)))
	}
}

// TestElision: inside arrays and where an op's syntax implies it, a typed
// attribute's type is left out.
func TestElision(t *testing.T) {
	c := NewContext()
	var buf []byte
	w := NewWriter(&buf)
	for _, tc := range []struct {
		a           Attribute
		may, must   string
		description string
	}{
		{c.IntAttr(c.I(64), 3), "3", "3", "i64"},
		{c.IntAttr(c.I(32), 3), "3 : i32", "3", "i32"},
		{c.FloatAttrFromFloat64(c.Float(F64), 2), "2.000000e+00", "2.000000e+00", "f64"},
		{c.FloatAttr(c.Float(F64), 0x7FF8000000000000, 0), "0x7FF8000000000000 : f64", "0x7FF8000000000000", "f64 NaN"},
		{c.StringAttr("s", c.I(8)), `"s" : i8`, `"s"`, "typed string"},
	} {
		buf = buf[:0]
		w.AttrElide(tc.a, ElideMay)
		assert.Equal(t, tc.may, string(buf), tc.description)
		buf = buf[:0]
		w.AttrElide(tc.a, ElideMust)
		assert.Equal(t, tc.must, string(buf), tc.description)
	}
}

// TestWriterAliases: the alias hooks substitute names for the types and
// attributes at any depth, but for the one given to TypeBody/AttrBody.
func TestWriterAliases(t *testing.T) {
	c := NewContext()
	i32 := c.I(32)
	m := c.AffineMapAttr(c.AffineMapGet(1, 0, []AffineExpr{c.AffineAdd(c.AffineDim(0), c.AffineConst(1))}))
	tup := c.Tuple([]Type{i32, c.MemRef([]int64{4}, i32, m, nil)})
	loc := c.FileLineCol("f", 1, 2)
	var buf []byte
	w := NewWriter(&buf)
	w.TypeAlias = func(t Type) (string, bool) { return "tup", t == tup }
	w.AttrAlias = func(a Attribute) (string, bool) {
		switch a {
		case m:
			return "map", true
		case loc:
			return "loc", true
		}
		return "", false
	}
	w.Type(c.Complex(tup))
	assert.Equal(t, "complex<!tup>", string(buf))
	buf = buf[:0]
	w.TypeBody(tup)
	assert.Equal(t, "tuple<i32, memref<4xi32, #map>>", string(buf))
	buf = buf[:0]
	w.Attr(c.Array([]Attribute{m, c.TypeAttr(tup)}))
	assert.Equal(t, "[#map, !tup]", string(buf))
	buf = buf[:0]
	w.AttrBody(m, ElideNever)
	assert.Equal(t, "affine_map<(d0) -> (d0 + 1)>", string(buf))
	buf = buf[:0]
	w.Attr(c.NameLoc("n", loc))
	assert.Equal(t, `loc("n"(#loc))`, string(buf))
	buf = buf[:0]
	w.Location(loc)
	w.byte(' ')
	w.LocationBody(loc)
	assert.Equal(t, `#loc "f":1:2`, string(buf))
	// A dialect attribute's parts are written through the hooks too.
	data := "x<memref<4xi32, affine_map<(d0) -> (d0 + 1)>>>"
	start := len("x<")
	o := c.TypedOpaqueAttr("d", data, nil, []Part{{Start: start, End: len(data) - 1, Type: c.MemRef([]int64{4}, i32, m, nil)}})
	buf = buf[:0]
	w.Attr(o)
	assert.Equal(t, "#d.x<memref<4xi32, #map>>", string(buf))
}

// TestWriterDistinct: distinct attributes are numbered in printing order
// from 0, the ids written in dialect data along with them, unless
// DistinctID numbers them (the data then keeps its ids, or Data rewrites
// them).
func TestWriterDistinct(t *testing.T) {
	c := NewContext()
	a, b := c.NewDistinct(c.Unit()), c.NewDistinct(c.IntAttr(c.I(8), 1))
	o := c.OpaqueAttr("d", "x<id = distinct[7]<>, other = distinct[3]<>, again = distinct[7]<>, s = \"distinct[9]\">")
	arr := c.Array([]Attribute{b, o, a, b})
	assert.Equal(t, `[distinct[0]<1 : i8>, #d.x<id = distinct[1]<>, other = distinct[2]<>, again = distinct[1]<>, s = "distinct[9]">, distinct[3]<>, distinct[0]<1 : i8>]`,
		AttrString(arr))

	var buf []byte
	w := NewWriter(&buf)
	w.DistinctID = func(d *DistinctAttr) int { return map[*DistinctAttr]int{a: 5, b: 6}[d] }
	w.Attr(arr)
	assert.Equal(t, `[distinct[6]<1 : i8>, #d.x<id = distinct[7]<>, other = distinct[3]<>, again = distinct[7]<>, s = "distinct[9]">, distinct[5]<>, distinct[6]<1 : i8>]`,
		string(buf))

	buf = buf[:0]
	w.Data = strings.ToUpper
	w.Attr(o)
	assert.Equal(t, `#d.X<ID = DISTINCT[7]<>, OTHER = DISTINCT[3]<>, AGAIN = DISTINCT[7]<>, S = "DISTINCT[9]">`, string(buf))

	assert.Equal(t, "a<distinct[10]<>, distinct[11]<>, \"distinct[1]\", nodistinct[1]>",
		RenumberDistinct("a<distinct[1]<>, distinct[2]<>, \"distinct[1]\", nodistinct[1]>",
			func(s string) int { return 9 + len(s) + int(s[0]-'1') }))
}

// TestWriterHex: more than HexElementsLimit int or float elements print
// as a hex blob, unless Hex says they were written as a list.
func TestWriterHex(t *testing.T) {
	c := NewContext()
	n := HexElementsLimit + 1
	raw := make([]byte, n)
	for i := range raw {
		raw[i] = byte(i)
	}
	a := c.DenseRaw(c.RankedTensor([]int64{int64(n)}, c.I(8), nil), raw, false)
	got := AttrString(a)
	assert.True(t, strings.HasPrefix(got, `dense<"0x000102`), got)
	assert.True(t, strings.HasSuffix(got, `6364"> : tensor<101xi8>`), got)

	var buf []byte
	w := NewWriter(&buf)
	w.Hex = func(*DenseElementsAttr) bool { return false }
	w.Attr(a)
	assert.True(t, strings.HasPrefix(string(buf), "dense<[0, 1, 2, "), string(buf))
	assert.True(t, strings.HasSuffix(string(buf), ", 99, 100]> : tensor<101xi8>"), string(buf))

	// A sparse attribute's indices never print as hex.
	idx := make([]byte, 8*n)
	for i := 0; i < n; i++ {
		idx[8*i] = byte(i)
	}
	sp := c.Sparse(c.RankedTensor([]int64{int64(n)}, c.I(8), nil),
		c.DenseRaw(c.RankedTensor([]int64{int64(n), 1}, c.I(64), nil), idx, false),
		c.DenseRaw(c.RankedTensor([]int64{int64(n)}, c.I(8), nil), raw, false))
	got = AttrString(sp)
	assert.True(t, strings.HasPrefix(got, `sparse<[[0], [1], [2], `), got)
	assert.Contains(t, got, `[100]], "0x000102`)
}

// TestWriterCache: with its cache enabled the writer writes a value again
// from memory, so the hooks are not asked again about what is inside it,
// until ClearCache; a spelling that Grew wrote out is not remembered.
func TestWriterCache(t *testing.T) {
	c := NewContext()
	i32 := c.I(32)
	tt := c.Tuple([]Type{i32})
	arr := c.Array([]Attribute{c.IntAttr(i32, 1), c.TypeAttr(tt)})
	var buf []byte
	w := NewWriter(&buf)
	w.EnableCache()
	asked := 0
	alias := ""
	w.TypeAlias = func(t Type) (string, bool) {
		if t == i32 {
			asked++
			return alias, alias != ""
		}
		return "", false
	}
	w.Attr(arr)
	assert.Equal(t, "[1 : i32, tuple<i32>]", string(buf))
	assert.Equal(t, 2, asked)
	alias = "int"
	w.Attr(arr)
	assert.Equal(t, "[1 : i32, tuple<i32>][1 : i32, tuple<i32>]", string(buf))
	assert.Equal(t, 2, asked, "written from memory")
	w.ClearCache()
	buf = buf[:0]
	w.Attr(arr)
	assert.Equal(t, "[1 : !int, tuple<!int>]", string(buf))

	// Grew empties the buffer between the elements: the array's spelling
	// is not whole, and is not remembered.
	w.ClearCache()
	alias = ""
	w.Grew = func() bool { buf = buf[:0]; return true }
	buf = buf[:0]
	w.Attr(arr)
	assert.Equal(t, "tuple<i32>]", string(buf))
	w.Grew = nil
	buf = buf[:0]
	w.Attr(arr)
	assert.Equal(t, "[1 : i32, tuple<i32>]", string(buf))
}

// TestStripped: a dialect attribute or type written without its
// `#dialect.mnemonic`, as printStrippedAttrOrType writes it.
func TestStripped(t *testing.T) {
	c := NewContext()
	var buf []byte
	w := NewWriter(&buf)
	for _, tc := range []struct {
		write func()
		want  string
	}{
		{func() { w.StrippedAttr(c.OpaqueAttr("arith", "fastmath<fast>")) }, "<fast>"},
		{func() { w.StrippedAttr(c.OpaqueAttr("d", "plain")) }, "#d.plain"},
		{func() { w.StrippedAttr(c.IntAttr(c.I(8), 1)) }, "1 : i8"},
		{func() { w.StrippedAttr(c.DenseArray(c.I(8), []uint64{1, 2})) }, "[1, 2]"},
		{func() { w.StrippedAttr(c.DenseArray(c.I(8), nil)) }, "[]"},
		{func() { w.StrippedType(c.OpaqueType("d", "t<i32>")) }, "<i32>"},
		{func() { w.StrippedType(c.OpaqueType("d", "t")) }, "!d.t"},
		{func() { w.StrippedType(c.I(8)) }, "i8"},
	} {
		buf = buf[:0]
		tc.write()
		assert.Equal(t, tc.want, string(buf))
	}
	// A stripped part is written from its data after the mnemonic.
	inner := c.OpaqueAttr("d", "elem<3>")
	outer := c.TypedOpaqueAttr("d", "outer<<3>>", nil, []Part{{Start: len("outer<"), End: len("outer<<3>"), Attr: inner, Stripped: true}})
	assert.Equal(t, "#d.outer<<3>>", AttrString(outer))
	var got []byte
	w = NewWriter(&got)
	w.AttrAlias = func(a Attribute) (string, bool) { return "e", a == inner }
	w.Attr(outer)
	assert.Equal(t, "#d.outer<#e>", string(got))
}

func TestText(t *testing.T) {
	c := NewContext()
	d := c.NewDistinct(c.Unit())
	tx := NewText(func(*DistinctAttr) int { return 4 })
	o := c.OpaqueAttr("d", "x<distinct[9]<>>")
	assert.Equal(t, "[distinct[4]<>, #d.x<distinct[9]<>>]", tx.Attr(c.Array([]Attribute{d, o})))
	assert.Equal(t, "tensor<2xi1>", tx.Type(c.RankedTensor([]int64{2}, c.I(1), nil)))
	assert.Equal(t, "[distinct[4]<>, #d.x<distinct[9]<>>]", tx.Attr(c.Array([]Attribute{d, o})))
}

// TestIntElem: the integers of elements attributes and dense arrays,
// written without big.Int when they fit 64 bits, are the same as with it:
// bits zero-extended, the sign bit that of the type's width.
func TestIntElem(t *testing.T) {
	c := NewContext()
	ref := func(ty Type, hi, lo uint64) string {
		v := new(big.Int).SetUint64(hi)
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(lo))
		wd := IntOrFloatWidth(ty)
		if wd == 1 {
			if v.Sign() != 0 {
				return "true"
			}
			return "false"
		}
		if it, ok := ty.(*IntegerType); ok && it.Signedness == Unsigned {
			return v.String()
		}
		if wd > 0 && v.Bit(wd-1) == 1 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(wd)))
		}
		return v.String()
	}
	types := []Type{c.I(1), c.I(2), c.I(4), c.I(8), c.I(16), c.I(32), c.I(63), c.I(64), c.I(65), c.I(128),
		c.Integer(8, Signed), c.Integer(8, Unsigned), c.Integer(64, Unsigned), c.Index(), c.None()}
	bits := []uint64{0, 1, 2, 3, 7, 8, 0x7F, 0x80, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF,
		0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1 << 62, 1<<63 - 1, 1 << 63, math.MaxUint64}
	var buf []byte
	w := NewWriter(&buf)
	for _, ty := range types {
		for _, hi := range []uint64{0, 1, math.MaxUint64} {
			for _, lo := range bits {
				buf = buf[:0]
				w.intElem(ty, hi, lo)
				assert.Equal(t, ref(ty, hi, lo), string(buf), "%s %#x:%#x", TypeString(ty), hi, lo)
			}
		}
	}
	assert.Equal(t, "-170141183460469231731687303715884105728 : i128",
		AttrString(c.IntegerAttr(c.I(128), new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 127)))))
	assert.Equal(t, "-9223372036854775808 : i64", AttrString(c.IntAttr(c.I(64), math.MinInt64)))
}

func TestQuote(t *testing.T) {
	assert.Equal(t, `"a\\b\22c\0A\7F\C3\A9"`, Quote("a\\b\"c\n\x7fé"))
	assert.Equal(t, `""`, Quote(""))
	assert.True(t, IsBareIdentifier("a.b$_1"))
	assert.False(t, IsBareIdentifier("1a"))
	assert.False(t, IsBareIdentifier("a-b"))
}
