package linalg

import (
	"encoding/binary"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// fakeBuilder is the lowering as a build step sees it, creating ops
// without properties.
type fakeBuilder struct{ ctx *ir.Context }

func (b fakeBuilder) Context() *ir.Context                { return b.ctx }
func (b fakeBuilder) Attr(ast.Attr) (ir.Attribute, error) { return nil, fmt.Errorf("no attributes") }
func (b fakeBuilder) OperandTypes() []ir.Type             { return nil }
func (b fakeBuilder) Errorf(_ ast.Pos, format string, args ...any) error {
	return fmt.Errorf(format, args...)
}

func (b fakeBuilder) Create(name string, operands []ir.Value, results []ir.Type, _ []ir.NamedAttribute) (*ir.Operation, error) {
	op := ir.NewOperation(name, results)
	op.Operands = operands
	return op, nil
}

var _ dialect.Builder = fakeBuilder{}

// newTestBlock returns a region builder over a block with arguments of
// the given types.
func newTestBlock(ctx *ir.Context, types ...ir.Type) *regionBuilder {
	blk := (&ir.Region{}).AddBlock()
	for _, t := range types {
		blk.AddArgument(t, nil)
	}
	return &regionBuilder{b: fakeBuilder{ctx}, ctx: ctx, block: blk, cast: "cast_signed"}
}

// opNames lists the block's ops with their result types.
func opNames(b *ir.Block) string {
	var out []string
	for _, op := range b.Ops {
		s := op.Name
		for i := range op.Results {
			s += ":" + ir.TypeString(op.Result(i).Type())
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// TestLinalgConvert: the casts of convertScalarToDtype, as mlir-opt 22
// builds them into the named ops' bodies (corpus/dialects/linalg).
func TestLinalgConvert(t *testing.T) {
	ctx := ir.NewContext()
	f16, _ := ctx.FloatByName("f16")
	bf16, _ := ctx.FloatByName("bf16")
	f32, _ := ctx.FloatByName("f32")
	f64, _ := ctx.FloatByName("f64")
	for _, c := range []struct {
		from, to ir.Type
		unsigned bool
		want     string // the ops built; "" when the value is used as is
	}{
		{ctx.I(8), ctx.I(32), false, "arith.extsi:i32"},
		{ctx.I(8), ctx.I(32), true, "arith.extui:i32"},
		{ctx.I(32), ctx.I(8), true, "arith.trunci:i8"},
		{ctx.I(32), ctx.I(32), false, ""},
		{ctx.I(8), f32, false, "arith.sitofp:f32"},
		{ctx.I(8), f32, true, "arith.uitofp:f32"},
		{f32, ctx.I(16), false, "arith.fptosi:i16"},
		{f32, ctx.I(16), true, "arith.fptoui:i16"},
		{f16, f32, false, "arith.extf:f32"},
		{f64, f32, false, "arith.truncf:f32"},
		{bf16, f16, false, ""}, // same width: no cast
		{ctx.Index(), ctx.I(32), false, "arith.index_cast:i32"},
		{ctx.Index(), f32, false, ""}, // "could not cast"
		{ctx.I(32), ctx.Index(), false, ""},
		{ctx.Complex(f32), f32, false, ""},
		{ctx.Complex(f32), ctx.Complex(f64), false, "complex.re:f32 complex.im:f32 arith.extf:f64 arith.extf:f64 complex.create:complex<f64>"},
		{ctx.Complex(f64), ctx.Complex(f32), false, "complex.re:f64 complex.im:f64 arith.truncf:f32 arith.truncf:f32 complex.create:complex<f32>"},
		{f16, ctx.Complex(f32), false, "arith.extf:f32 arith.constant:f32 complex.create:complex<f32>"},
		{f32, ctx.Complex(f32), false, "arith.constant:f32 complex.create:complex<f32>"},
		{ctx.I(8), ctx.Complex(f32), true, "arith.uitofp:f32 arith.constant:f32 complex.create:complex<f32>"},
	} {
		h := newTestBlock(ctx, c.from)
		v, err := h.convert(h.block.Args[0], c.to, c.unsigned)
		require.NoError(t, err)
		name := ir.TypeString(c.from) + " to " + ir.TypeString(c.to)
		assert.Equal(t, c.want, opNames(h.block), name)
		if c.want == "" {
			assert.Equal(t, ir.Value(h.block.Args[0]), v, name)
		} else {
			assert.Equal(t, c.to, v.Type(), name)
		}
	}
}

// TestLinalgFunctions: the ops of the unary and binary functions by
// element type, and the region builders' errors.
func TestLinalgFunctions(t *testing.T) {
	ctx := ir.NewContext()
	f32, _ := ctx.FloatByName("f32")
	for _, c := range []struct {
		fn   string
		typ  ir.Type
		want string // the ops, or the error
	}{
		{"add", f32, "arith.addf:f32"},
		{"add", ctx.I(8), "arith.addi:i8"},
		{"add", ctx.I(1), "arith.ori:i1"},
		{"add", ctx.Complex(f32), "complex.add:complex<f32>"},
		{"mul", ctx.I(1), "arith.andi:i1"},
		{"sub", ctx.I(1), "error: unsupported operation: sub with bools"},
		{"div", ctx.I(32), "arith.divsi:i32"},
		{"div", ctx.I(1), "error: unsupported operation: div with bools"},
		{"div_unsigned", f32, "error: unsupported operation: unsigned div not on uint"},
		{"max_signed", f32, "arith.maximumf:f32"},
		{"max_signed", ctx.I(1), "arith.maxsi:i1"},
		{"min_unsigned", ctx.I(1), "error: unsupported operation: unsigned min not on uint"},
		{"max_unsigned", ctx.I(64), "arith.maxui:i64"},
		{"powf", f32, "math.powf:f32"},
		{"add", ctx.Index(), "error: Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'"},
		{"exp", f32, "math.exp:f32"},
		{"abs", f32, "math.absf:f32"},
		{"exp", ctx.I(32), "error: unsupported non numeric type"},
		{"reciprocal", f32, "arith.constant:f32 arith.divf:f32"},
		{"square", f32, "arith.mulf:f32"},
		{"negf", f32, "arith.negf:f32"},
	} {
		h := newTestBlock(ctx, c.typ, c.typ)
		var err error
		if _, unary := linalgUnaryOps[c.fn]; unary || c.fn == "reciprocal" || c.fn == "square" {
			_, err = h.unary(c.fn, h.block.Args[0])
		} else {
			_, err = h.binary(c.fn, h.block.Args[0], h.block.Args[1])
		}
		got := opNames(h.block)
		if err != nil {
			got = "error: " + err.Error()
		}
		assert.Equal(t, c.want, got, "%s on %s", c.fn, ir.TypeString(c.typ))
	}
	h := newTestBlock(ctx, ctx.I(8), f32)
	_, err := h.binary("add", h.block.Args[0], h.block.Args[1])
	assert.EqualError(t, err, "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i8' and 'f32'")
}

// TestLinalgPayloadOp: when a map's or reduce's body prints in its short
// form `{ op }` (findPayloadOp).
func TestLinalgPayloadOp(t *testing.T) {
	ctx := ir.NewContext()
	f32, _ := ctx.FloatByName("f32")
	type use = []int // block arguments; -1 is the payload's result
	for _, c := range []struct {
		name      string
		args      int
		payload   use
		results   int
		yield     []int // payload result numbers; -2: block argument 0
		initFirst bool
		short     bool
	}{
		{"map of two inputs", 3, use{0, 1}, 1, []int{0}, false, true},
		{"map reading its init", 3, use{0, 1, 2}, 1, []int{0}, false, false},
		{"map with arguments swapped", 3, use{1, 0}, 1, []int{0}, false, false},
		{"map yielding an argument", 2, use{0}, 1, []int{-2}, false, false},
		{"map of no input", 1, use{}, 1, []int{0}, false, false},
		{"map yielding a second result", 2, use{0}, 2, []int{1}, false, true},
		{"reduce, init first", 2, use{1, 0}, 1, []int{0}, true, true},
		{"reduce, input first", 2, use{0, 1}, 1, []int{0}, true, false},
		{"reduce reading only the init", 2, use{1}, 1, []int{0}, true, false},
		{"reduce of two inputs", 4, use{1, 2, 3, 0}, 1, []int{0}, true, true},
	} {
		types := make([]ir.Type, c.args)
		for i := range types {
			types[i] = f32
		}
		h := newTestBlock(ctx, types...)
		var operands []ir.Value
		for _, a := range c.payload {
			operands = append(operands, h.block.Args[a])
		}
		results := make([]ir.Type, c.results)
		for i := range results {
			results[i] = f32
		}
		payload, _ := h.createOp("test.payload", operands, results)
		var yielded []ir.Value
		for _, y := range c.yield {
			if y == -2 {
				yielded = append(yielded, h.block.Args[0])
			} else {
				yielded = append(yielded, payload.Result(y))
			}
		}
		_, _ = h.createOp("linalg.yield", yielded, nil)
		got := linalgPayloadOp(h.block, c.initFirst)
		assert.Equal(t, c.short, got == payload, c.name)
	}
}

// TestLinalgMemoizedMaps: the OpDSL ops' maps with their strides and
// dilations folded in (as in corpus/dialects/linalg/conv.mlir.generic).
func TestLinalgMemoizedMaps(t *testing.T) {
	ctx := ir.NewContext()
	i64 := ctx.I(64)
	dense := func(vals ...int64) ir.Attribute {
		raw := make([]byte, 8*len(vals))
		for i, v := range vals {
			binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
		}
		return ctx.DenseRaw(ctx.RankedTensor([]int64{2}, i64, nil), raw, len(vals) == 1)
	}
	spec := linalgNamedOps["linalg.conv_2d_nhwc_hwcf"]
	require.NotNil(t, spec)
	for _, c := range []struct {
		strides, dilations ir.Attribute
		want               string
	}{
		{nil, nil, "(d0, d1 + d4, d2 + d5, d6)"},
		{dense(2), nil, "(d0, d1 * 2 + d4, d2 * 2 + d5, d6)"},
		{dense(2, 3), dense(3, 2), "(d0, d1 * 2 + d4 * 3, d2 * 3 + d5 * 2, d6)"},
	} {
		op := ir.NewOperation("linalg.conv_2d_nhwc_hwcf", nil)
		var props []ir.NamedAttribute
		if c.strides != nil {
			props = append(props, ir.NamedAttribute{Name: "strides", Value: c.strides})
		}
		if c.dilations != nil {
			props = append(props, ir.NamedAttribute{Name: "dilations", Value: c.dilations})
		}
		if props != nil {
			op.Properties = ctx.Dictionary(props)
		}
		require.NoError(t, buildLinalgNamed(fakeBuilder{ctx}, op, nil, spec))
		maps, ok := op.Attr(linalgMemoizedMaps).(*ir.ArrayAttr)
		require.True(t, ok)
		require.Len(t, maps.Elems, 3)
		assert.Equal(t, c.want, affineResults(maps.Elems[0].(*ir.AffineMapAttr).Map), "strides %v", c.strides)
	}
	// An op that has them already keeps them (mlir-opt's verifier reads
	// the attribute).
	op := ir.NewOperation("linalg.matvec", nil)
	kept := ctx.Array(nil)
	op.Attrs = ctx.Dictionary([]ir.NamedAttribute{{Name: linalgMemoizedMaps, Value: kept}})
	require.NoError(t, buildLinalgNamed(fakeBuilder{ctx}, op, nil, linalgNamedOps["linalg.matvec"]))
	assert.Equal(t, ir.Attribute(kept), op.Attr(linalgMemoizedMaps))
	// Rank-based maps are not memoized.
	op = ir.NewOperation("linalg.add", nil)
	require.NoError(t, buildLinalgNamed(fakeBuilder{ctx}, op, nil, linalgNamedOps["linalg.add"]))
	assert.Nil(t, op.Attrs)
}

// affineResults spells a map's results in MLIR's syntax (sums of dims,
// optionally times constants).
func affineResults(m *ir.AffineMap) string {
	var expr func(e ir.AffineExpr) string
	expr = func(e ir.AffineExpr) string {
		switch e := e.(type) {
		case *ir.AffineDimExpr:
			return fmt.Sprintf("d%d", e.Pos)
		case *ir.AffineConstantExpr:
			return fmt.Sprint(e.Value)
		case *ir.AffineBinaryExpr:
			op := " + "
			if e.Kind == ir.AffineMulKind {
				op = " * "
			}
			return expr(e.LHS) + op + expr(e.RHS)
		}
		return "?"
	}
	var parts []string
	for _, r := range m.Results {
		parts = append(parts, expr(r))
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// TestLinalgDefaultMaps: matmul's maps are elided in custom form when they
// are its defaults.
func TestLinalgDefaultMaps(t *testing.T) {
	ctx := ir.NewContext()
	spec := linalgMatmulMaps["linalg.matmul"]
	def := spec.attr(ctx, nil)
	assert.True(t, linalgDefaultMaps(def, spec))
	assert.False(t, linalgDefaultMaps(def, linalgMatmulMaps["linalg.batch_matmul"]))
	swapped := def.(*ir.ArrayAttr).Elems
	other := ctx.Array([]ir.Attribute{swapped[1], swapped[0], swapped[2]})
	assert.False(t, linalgDefaultMaps(other, spec))
	assert.True(t, linalgIdentityMaps(identityMaps(ctx, 3, 2), 3, 2))
	assert.False(t, linalgIdentityMaps(identityMaps(ctx, 3, 2), 2, 2))
	assert.False(t, linalgIdentityMaps(def, 3, 3))
}

func TestLinalgEnumCase(t *testing.T) {
	ctx := ir.NewContext()
	for _, c := range []struct {
		attr     ir.Attribute
		mnemonic string
		want     string
		ok       bool
	}{
		{ctx.OpaqueAttr("linalg", "iterator_type<parallel>"), "iterator_type", "parallel", true},
		{ctx.OpaqueAttr("linalg", "type_fn<cast_unsigned>"), "type_fn", "cast_unsigned", true},
		{ctx.OpaqueAttr("linalg", "type_fn<cast_unsigned>"), "type", "", false},
		{ctx.OpaqueAttr("arith", "type_fn<cast_unsigned>"), "type_fn", "", false},
		{ctx.StringAttr("parallel", nil), "iterator_type", "", false},
	} {
		got, ok := linalgEnumCase(c.attr, c.mnemonic)
		assert.Equal(t, c.ok, ok)
		assert.Equal(t, c.want, got)
	}
}
