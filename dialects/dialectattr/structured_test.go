package dialectattr_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

func lowerer(reg *dialects.Registry) *lower.AttrLowerer {
	l := lower.NewAttrLowerer(ir.NewContext())
	l.SetDialects(reg)
	return l
}

func readAttr(t *testing.T, l *lower.AttrLowerer, src string) *ir.DialectAttr {
	t.Helper()
	a, err := grammar.ParseAttribute("", src)
	require.NoError(t, err, src)
	v, err := l.Attr(a)
	require.NoError(t, err, src)
	da, ok := v.(*ir.DialectAttr)
	require.True(t, ok, "%s is a %T", src, v)
	return da
}

func readType(t *testing.T, l *lower.AttrLowerer, src string) *ir.DialectType {
	t.Helper()
	a, err := grammar.ParseType("", src)
	require.NoError(t, err, src)
	v, err := l.Type(a)
	require.NoError(t, err, src)
	dt, ok := v.(*ir.DialectType)
	require.True(t, ok, "%s is a %T", src, v)
	return dt
}

// TestParams: a registered dialect's attribute or type is its definition
// and its parameters by name, whether its format is declarative or its
// syntax hand-written.
func TestParams(t *testing.T) {
	reg := dialects.MustCore()
	l := lowerer(reg)
	c := l.Ctx

	a := readAttr(t, l, `#arith.fastmath<nnan, ninf>`)
	assert.Equal(t, "arith", a.Def.Dialect())
	assert.Equal(t, "fastmath", a.Mnemonic())
	assert.Equal(t, "fastmath<nnan,ninf>", a.Data)
	v, word, ok := a.Params.Enum("value")
	assert.True(t, ok)
	assert.Equal(t, "nnan,ninf", word)
	assert.Equal(t, uint64(6), v)
	// Spelled otherwise, the same value.
	assert.Same(t, a, readAttr(t, l, `#arith<fastmath<ninf,nnan>>`))

	a = readAttr(t, l, `#nvvm.target<O = 0x3, chip = "sm_90", verifyTarget = 0>`)
	n, ok := a.Params.Int("O")
	assert.True(t, ok)
	assert.Equal(t, int64(3), n)
	s, ok := a.Params.Str("chip")
	assert.True(t, ok)
	assert.Equal(t, "sm_90", s)
	assert.Equal(t, "false", a.Params.Text("verifyTarget"))
	assert.False(t, a.Params.Has("triple"), "left out: its default")

	a = readAttr(t, l, `#gpu.select_object<1>`)
	assert.Same(t, c.IntAttr(c.I(64), 1), a.Params.Attr("target"))

	// A parameter whose class has a definition, written stripped, is a
	// structured value of its own.
	a = readAttr(t, l, `#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>]>, offload = "o">`)
	kt, ok := a.Params.Attr("kernels").(*ir.DialectAttr)
	require.True(t, ok)
	assert.Equal(t, "kernel_table", kt.Mnemonic())
	elems := kt.Params.List("kernel_table")
	require.Len(t, elems, 1)
	km, ok := elems[0].Attr.(*ir.DialectAttr)
	require.True(t, ok)
	assert.Equal(t, "k", km.Params.Attr("name").(*ir.StringAttr).Value)
	assert.Same(t, c.Function(nil, nil), km.Params.Type("function_type"))

	// Hand-written syntaxes.
	ty := readType(t, l, `!emitc.array<4x8xi32>`)
	shape := ty.Params.List("shape")
	require.Len(t, shape, 2)
	assert.Equal(t, int64(4), shape[0].Int)
	assert.Equal(t, int64(8), shape[1].Int)
	assert.Same(t, c.I(32), ty.Params.Type("elementType"))

	ty = readType(t, l, `!async.value<f32>`)
	assert.Same(t, f32(c), ty.Params.Type("valueType"))

	ty = readType(t, l, `!pdl.range<value>`)
	inner, ok := ty.Params.Type("elementType").(*ir.DialectType)
	require.True(t, ok)
	assert.Equal(t, "value", inner.Mnemonic())

	ty = readType(t, l, `!smt.bv<8>`)
	w, ok := ty.Params.Int("width")
	assert.True(t, ok)
	assert.Equal(t, int64(8), w)
	a = readAttr(t, l, `#smt.bv<255> : !smt.bv<8>`)
	n, ok = a.Params.Int("value")
	assert.True(t, ok)
	assert.Equal(t, int64(-1), n)
	assert.Same(t, ty, a.Type)

	a = readAttr(t, l, `#llvm.constant_range<i8, 0, 200>`)
	assert.Equal(t, "-56", a.Params.Text("upper"))

	a = readAttr(t, l, `#complex.number<:f64 1.0, 2.0> : complex<f64>`)
	assert.Equal(t, "1.000000e+00", a.Params.Text("real"))
	assert.Equal(t, "2.000000e+00", a.Params.Text("imag"))
	assert.Same(t, c.Complex(f64(c)), a.Params.Type("type"))

	a = readAttr(t, l, `#dlti.dl_entry<"key", 4 : i32>`)
	s, ok = a.Params.Str("key")
	assert.True(t, ok)
	assert.Equal(t, "key", s)
	assert.Same(t, c.IntAttr(c.I(32), 4), a.Params.Attr("value"))

	a = readAttr(t, l, `#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32 }>`)
	lvls := a.Params.List("lvlTypes")
	require.Len(t, lvls, 2)
	assert.Equal(t, "compressed", lvls[1].Text)
	n, _ = a.Params.Int("posWidth")
	assert.Equal(t, int64(32), n)
	assert.False(t, a.Params.Has("crdWidth"))
	_, isMap := a.Params.Attr("dimToLvl").(*ir.AffineMapAttr)
	assert.True(t, isMap)

	// Types gpu defines in C++: read by Go code, spelled as mlir-opt does.
	ty = readType(t, l, `!gpu.mma_matrix< 16 x 8 x f32 ,"COp" >`)
	assert.Equal(t, `mma_matrix<16x8xf32, "COp">`, ty.Data)
	assert.Same(t, f32(c), ty.Params.Type("elementType"))
	op, _ := ty.Params.Str("operand")
	assert.Equal(t, "COp", op)
	ty = readType(t, l, `!gpu<async.token>`)
	assert.Equal(t, "async.token", ty.Mnemonic())
	assert.Same(t, ty, readType(t, l, `!gpu.async.token`))
	// One mlir-opt rejects (i8 elements) is kept as written.
	bad, err := grammar.ParseType("", `!gpu.mma_matrix<2x2xi8, "BOp">`)
	require.NoError(t, err)
	bv, err := l.Type(bad)
	require.NoError(t, err)
	assert.IsType(t, &ir.OpaqueType{}, bv)

	// Quant types: spelled as mlir-opt spells them, read into parameters.
	ty = readType(t, l, `!quant.uniform<ui8:f32, 34.0:16>`)
	assert.Equal(t, "uniform<u8:f32, 3.400000e+01:16>", ty.Data)
	assert.Same(t, c.I(8), ty.Params.Type("storageType"))
	assert.Same(t, f32(c), ty.Params.Type("expressedType"))
	flags, _ := ty.Params.Int("flags")
	assert.Equal(t, int64(0), flags, "unsigned")
	assert.Equal(t, "3.400000e+01", ty.Params.Text("scale"))
	zp, _ := ty.Params.Int("zeroPoint")
	assert.Equal(t, int64(16), zp)
	hi, _ := ty.Params.Int("storageTypeMax")
	assert.Equal(t, int64(255), hi)
	ty = readType(t, l, `!quant.uniform<i8<-127:127>:f32:1, {0.1:1, 0.2}>`)
	assert.Equal(t, "uniform<i8<-127:127>:f32:1, {1.000000e-01:1,2.000000e-01}>", ty.Data)
	axis, _ := ty.Params.Int("quantizedDimension")
	assert.Equal(t, int64(1), axis)
	require.Len(t, ty.Params.List("zeroPoints"), 2)
	assert.Equal(t, int64(0), ty.Params.List("zeroPoints")[1].Int)
	lo, _ := ty.Params.Int("storageTypeMin")
	assert.Equal(t, int64(-127), lo)
	ty = readType(t, l, `!quant.calibrated<f16<-0.5:1.0e2>>`)
	assert.Equal(t, "1.000000e+02", ty.Params.Text("max"))

	// An unregistered dialect's stays opaque.
	o, err := grammar.ParseAttribute("", `#foo.bar<1>`)
	require.NoError(t, err)
	ov, err := l.Attr(o)
	require.NoError(t, err)
	assert.IsType(t, &ir.OpaqueAttr{}, ov)
}

// TestContextReader: a value dialect code builds from its spelling is the
// one the lowering reads, once the Context knows the dialects.
func TestContextReader(t *testing.T) {
	reg := dialects.MustCore()
	ctx := ir.NewContext()
	m, err := grammar.ParseFileWith("x.mlir", []byte(`"test.op"() : () -> (!pdl.range<value>, !foo.bar)`), grammar.Options{Registry: reg})
	require.NoError(t, err)
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	require.NoError(t, err)
	var op *ir.Operation
	for _, b := range res.Top.Regions[0].Blocks {
		op = b.Ops[0]
	}
	assert.Same(t, op.Results[0].Type(), ctx.ReadDialectType("pdl", "range<value>"))
	assert.IsType(t, &ir.DialectType{}, op.Results[0].Type())
	assert.Same(t, op.Results[1].Type(), ctx.ReadDialectType("foo", "bar"))
	assert.IsType(t, &ir.OpaqueType{}, op.Results[1].Type())
	assert.IsType(t, &ir.DialectAttr{}, ctx.ReadDialectAttr("vector", "iterator_type<parallel>", nil))
}

func f32(c *ir.Context) ir.Type       { t, _ := c.FloatByName("f32"); return t }
func f64(c *ir.Context) *ir.FloatType { t, _ := c.FloatByName("f64"); return t }
