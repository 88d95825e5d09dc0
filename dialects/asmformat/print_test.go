package asmformat

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// textPrinter is a Printer writing text, enough for the test ops: values
// and blocks by name, a few types and attributes, regions as `{…}`.
type textPrinter struct {
	b       strings.Builder
	names   map[ir.Value]string
	blocks  map[*ir.Block]string
	regions []string // how each region was asked to print
}

func (p *textPrinter) WriteString(s string)    { p.b.WriteString(s) }
func (p *textPrinter) PrintOperand(v ir.Value) { p.b.WriteString("%" + p.names[v]) }
func (p *textPrinter) PrintOperands(vs []ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}

func (p *textPrinter) PrintType(t ir.Type) {
	p.b.WriteString(ir.TypeString(t))
}

func (p *textPrinter) PrintTypes(ts []ir.Type) {
	for i, t := range ts {
		if i > 0 {
			p.b.WriteString(", ")
		}
		p.PrintType(t)
	}
}

func (p *textPrinter) PrintAttribute(a ir.Attribute) {
	p.PrintAttributeWithoutType(a)
	if ia, ok := a.(*ir.IntegerAttr); ok && !ir.IsSignlessInt(ia.Type, 1) {
		p.b.WriteString(" : ")
		p.PrintType(ia.Type)
	}
}

func (p *textPrinter) PrintAttributeWithoutType(a ir.Attribute) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		if ir.IsSignlessInt(a.Type, 1) {
			p.b.WriteString(strconv.FormatBool(a.Bool()))
		} else {
			p.b.WriteString(a.Value.String())
		}
	case *ir.OpaqueAttr:
		p.b.WriteString("#" + a.Dialect + "." + a.Data)
	case *ir.UnitAttr:
		p.b.WriteString("unit")
	case *ir.StringAttr:
		p.PrintString(a.Value)
	default:
		fmt.Fprintf(&p.b, "<%T>", a)
	}
}

func (p *textPrinter) PrintStrippedAttr(a ir.Attribute) {
	if o, ok := a.(*ir.OpaqueAttr); ok {
		i := 0
		for i < len(o.Data) && isIdentChar(o.Data[i]) {
			i++
		}
		p.b.WriteString(o.Data[i:])
		return
	}
	p.PrintAttribute(a)
}

func (p *textPrinter) PrintStrippedType(t ir.Type) {
	if o, ok := t.(*ir.OpaqueType); ok {
		i := 0
		for i < len(o.Data) && isIdentChar(o.Data[i]) {
			i++
		}
		p.b.WriteString(o.Data[i:])
		return
	}
	p.PrintType(t)
}

func (p *textPrinter) PrintSymbolName(name string) { p.b.WriteString("@" + name) }
func (p *textPrinter) PrintString(s string)        { p.b.WriteString(strconv.Quote(s)) }

func (p *textPrinter) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided []string) {
	var parts []string
	for _, a := range attrs {
		skip := false
		for _, e := range elided {
			skip = skip || e == a.Name
		}
		if skip {
			continue
		}
		if _, unit := a.Value.(*ir.UnitAttr); unit {
			parts = append(parts, a.Name)
			continue
		}
		var v textPrinter
		v.PrintAttribute(a.Value)
		parts = append(parts, a.Name+" = "+v.b.String())
	}
	if len(parts) > 0 {
		p.b.WriteString(" {" + strings.Join(parts, ", ") + "}")
	}
}

func (p *textPrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided []string) {
	var d textPrinter
	d.PrintOptionalAttrDict(attrs, elided)
	if d.b.Len() > 0 {
		p.b.WriteString(" attributes" + d.b.String())
	}
}

func (p *textPrinter) PrintRegion(r *ir.Region, args, terms, empty bool) {
	p.regions = append(p.regions, fmt.Sprintf("args=%v terms=%v empty=%v", args, terms, empty))
	p.b.WriteString("{…}")
}

func (p *textPrinter) PrintSuccessor(b *ir.Block)      { p.b.WriteString("^" + p.blocks[b]) }
func (p *textPrinter) PrintGenericOp(op *ir.Operation) { p.b.WriteString(`"` + op.Name + `"(…)`) }
func (p *textPrinter) PrintArgument(v *ir.BlockArgument, attrs *ir.DictionaryAttr, omitType bool) {
	p.b.WriteString("%" + p.names[v])
}
func (p *textPrinter) PrintNewline()   { p.b.WriteString("\n") }
func (p *textPrinter) IncreaseIndent() {}
func (p *textPrinter) DecreaseIndent() {}

func (p *textPrinter) PrintCustomOrGenericOp(op *ir.Operation) { p.b.WriteString("<" + op.Name + ">") }

// The format engine prints no affine map of SSA values.
func (p *textPrinter) PrintAffineMap(*ir.AffineMap)                     { p.b.WriteString("<map>") }
func (p *textPrinter) PrintAffineMapOfSSAIds(*ir.AffineMap, []ir.Value) { p.b.WriteString("<map>") }
func (p *textPrinter) PrintAffineExprOfSSAIds(ir.AffineExpr, []ir.Value, []ir.Value) {
	p.b.WriteString("<expr>")
}
func (p *textPrinter) HasTrait(string, string) bool { return false }

// printEnv builds the IR the print tests print: the function arguments of
// mlir-opt's runs (%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32,
// %arg4: memref<4x?xf32>, %arg5: index, %arg6: index, %arg7: i1).
type printEnv struct {
	ctx    *ir.Context
	args   []*ir.BlockArgument
	names  map[ir.Value]string
	blocks map[*ir.Block]string
	bbs    []*ir.Block
}

func newPrintEnv() *printEnv {
	ctx := ir.NewContext()
	e := &printEnv{ctx: ctx, names: map[ir.Value]string{}, blocks: map[*ir.Block]string{}}
	r := &ir.Region{}
	entry := r.AddBlock()
	f32, _ := ctx.FloatByName("f32")
	for i, t := range []ir.Type{ctx.I(32), ctx.I(32), f32, f32, ctx.MemRef([]int64{4, ir.DynamicSize}, f32, nil, nil),
		ctx.Index(), ctx.Index(), ctx.I(1)} {
		a := entry.AddArgument(t, nil)
		e.args = append(e.args, a)
		e.names[a] = fmt.Sprintf("arg%d", i)
	}
	for i := 1; i <= 4; i++ {
		b := r.AddBlock()
		e.bbs = append(e.bbs, b)
		e.blocks[b] = fmt.Sprintf("bb%d", i)
	}
	return e
}

// op builds an operation; props and attrs alternate names and values.
func (e *printEnv) op(name string, results []ir.Type, operands []int, props, attrs []any) *ir.Operation {
	op := ir.NewOperation(name, results)
	for _, i := range operands {
		op.Operands = append(op.Operands, e.args[i])
	}
	dict := func(kv []any) *ir.DictionaryAttr {
		var es []ir.NamedAttribute
		for i := 0; i < len(kv); i += 2 {
			es = append(es, ir.NamedAttribute{Name: kv[i].(string), Value: kv[i+1].(ir.Attribute)})
		}
		return e.ctx.Dictionary(es)
	}
	if props != nil {
		op.Properties = dict(props)
	}
	if attrs != nil {
		op.Attrs = dict(attrs)
	}
	return op
}

func (e *printEnv) i64s(vs ...int64) *ir.DenseArrayAttr {
	u := make([]uint64, len(vs))
	for i, v := range vs {
		u[i] = uint64(v)
	}
	return e.ctx.DenseArray(e.ctx.I(64), u)
}

func (e *printEnv) i32s(vs ...int64) *ir.DenseArrayAttr {
	u := make([]uint64, len(vs))
	for i, v := range vs {
		u[i] = uint64(v)
	}
	return e.ctx.DenseArray(e.ctx.I(32), u)
}

// TestPrint compares with what mlir-opt 22 prints for the same ops (the
// text after the op name; regions shown as `{…}`).
func TestPrint(t *testing.T) {
	fs := compileAll(t)
	e := newPrintEnv()
	ctx := e.ctx
	i32, f32 := ctx.I(32), e.args[2].Type()
	dyn := ir.DynamicSize
	overflow := func(s string) ir.Attribute { return ctx.OpaqueAttr("arith", "overflow<"+s+">") }
	fastmath := func(s string) ir.Attribute { return ctx.OpaqueAttr("arith", "fastmath<"+s+">") }
	bounds := ctx.OpaqueType("acc", "data_bounds_ty")
	anyValue, anyOp := ctx.OpaqueType("transform", "any_value"), ctx.OpaqueType("transform", "any_op")

	subview := e.op("memref.subview", []ir.Type{ctx.MemRef([]int64{2, dyn}, f32, ctx.StridedLayout(dyn, []int64{dyn, 1}), nil)},
		[]int{4, 5, 6}, []any{"operandSegmentSizes", e.i32s(1, 1, 1, 0), "static_offsets", e.i64s(dyn, 0),
			"static_sizes", e.i64s(2, dyn), "static_strides", e.i64s(1, 1)}, nil)
	condBr := e.op("cf.cond_br", nil, []int{7}, []any{"operandSegmentSizes", e.i32s(1, 0, 0)}, []any{"x", ctx.Unit()})
	condBr.Successors = []*ir.Block{e.bbs[0], e.bbs[1]}
	condBrW := e.op("cf.cond_br", nil, []int{7, 0, 0, 0}, []any{"operandSegmentSizes", e.i32s(1, 1, 2), "branch_weights", e.i32s(1, 2)}, nil)
	condBrW.Successors = []*ir.Block{e.bbs[3], e.bbs[2]}
	br := e.op("cf.br", nil, []int{0, 1}, nil, []any{"w", ctx.Unit()})
	br.Successors = []*ir.Block{e.bbs[0]}
	br0 := e.op("cf.br", nil, nil, nil, nil)
	br0.Successors = []*ir.Block{e.bbs[1]}

	gen := e.op("tensor.generate", []ir.Type{ctx.RankedTensor([]int64{dyn}, f32, nil)}, []int{5}, nil, []any{"gen", ctx.Unit()})
	body := &ir.Region{Parent: gen}
	bb := body.AddBlock()
	bb.AddArgument(ctx.Index(), nil)
	yield := e.op("tensor.yield", nil, []int{2}, nil, nil)
	bb.Append(yield)
	gen.Regions = []*ir.Region{body}
	genBare := e.op("tensor.generate", []ir.Type{ctx.RankedTensor([]int64{dyn}, f32, nil)}, []int{5}, nil, nil)
	bareBody := &ir.Region{Parent: genBare}
	bareBody.AddBlock().Append(e.op("tensor.yield", nil, nil, nil, nil))
	genBare.Regions = []*ir.Region{bareBody}

	prefetch := e.op("transform.xegpu.insert_prefetch", []ir.Type{anyOp}, nil, []any{"static_nb_prefetch", ctx.IntAttr(ctx.I(64), 2)}, nil)
	prefetchDyn := e.op("transform.xegpu.insert_prefetch", []ir.Type{anyOp}, nil, nil, nil)
	p0, p1 := ir.NewOperation("x", []ir.Type{anyValue}), ir.NewOperation("x", []ir.Type{ctx.OpaqueType("transform", "param<i64>")})
	prefetch.Operands = []ir.Value{p0.Result(0)}
	prefetchDyn.Operands = []ir.Value{p0.Result(0), p1.Result(0)}
	e.names[p0.Result(0)], e.names[p1.Result(0)] = "0", "1"

	target := ir.NewOperation("x", []ir.Type{anyOp})
	e.names[target.Result(0)] = "0"
	vectorize := e.op("transform.structured.vectorize", nil, nil, []any{"static_vector_sizes", e.i64s(4, 8, 16),
		"scalable_sizes", ctx.DenseArray(ctx.I(1), []uint64{0, 1, 0})}, nil)
	vectorize.Operands = []ir.Value{target.Result(0)}
	vectorizeDefault := e.op("transform.structured.vectorize", nil, nil, []any{"static_vector_sizes", e.i64s(),
		"scalable_sizes", ctx.DenseArray(ctx.I(1), nil)}, nil)
	vectorizeDefault.Operands = []ir.Value{target.Result(0)}

	for _, tc := range []struct {
		op      *ir.Operation
		want    string
		regions []string
	}{
		{op: e.op("arith.addi", []ir.Type{i32}, []int{0, 1}, []any{"overflowFlags", overflow("none")}, nil),
			want: " %arg0, %arg1 : i32"},
		{op: e.op("arith.addi", []ir.Type{i32}, []int{0, 1}, []any{"overflowFlags", overflow("nsw")}, nil),
			want: " %arg0, %arg1 overflow<nsw> : i32"},
		{op: e.op("arith.addi", []ir.Type{i32}, []int{0, 1}, []any{"overflowFlags", overflow("nsw, nuw")}, nil),
			want: " %arg0, %arg1 overflow<nsw, nuw> : i32"},
		{op: e.op("arith.addi", []ir.Type{i32}, []int{0, 1}, []any{"overflowFlags", overflow("none")},
			[]any{"zzz", ctx.IntAttr(ctx.I(64), 1), "aaa", ctx.Unit()}),
			want: " %arg0, %arg1 {aaa, zzz = 1 : i64} : i32"},
		{op: e.op("arith.cmpi", []ir.Type{ctx.I(1)}, []int{0, 1}, []any{"predicate", ctx.IntAttr(ctx.I(64), 2)}, nil),
			want: " slt, %arg0, %arg1 : i32"},
		{op: e.op("arith.cmpi", []ir.Type{ctx.I(1)}, []int{0, 1}, []any{"predicate", ctx.IntAttr(ctx.I(64), 9)}, []any{"z", ctx.Unit()}),
			want: " uge, %arg0, %arg1 {z} : i32"},
		{op: e.op("arith.addf", []ir.Type{f32}, []int{2, 3}, []any{"fastmath", fastmath("fast")}, nil),
			want: " %arg2, %arg3 fastmath<fast> : f32"},
		{op: e.op("arith.addf", []ir.Type{f32}, []int{2, 3}, []any{"fastmath", fastmath("nnan,ninf")}, nil),
			want: " %arg2, %arg3 fastmath<nnan,ninf> : f32"},
		{op: e.op("arith.addf", []ir.Type{f32}, []int{2, 3}, []any{"fastmath", fastmath("none")}, nil),
			want: " %arg2, %arg3 : f32"},
		{op: e.op("arith.constant", []ir.Type{i32}, nil, []any{"value", ctx.IntAttr(i32, 42)}, []any{"foo", ctx.Unit()}),
			want: " {foo} 42 : i32"},
		{op: e.op("arith.constant", []ir.Type{i32}, nil, []any{"value", ctx.IntAttr(i32, 42)},
			[]any{"foo", ctx.IntAttr(ctx.I(64), 1), "bar", ctx.Unit()}),
			want: " {bar, foo = 1 : i64} 42 : i32"},
		{op: e.op("memref.load", []ir.Type{f32}, []int{4, 5, 6}, nil, nil),
			want: " %arg4[%arg5, %arg6] : memref<4x?xf32>"},
		{op: e.op("memref.load", []ir.Type{f32}, []int{4, 5, 6}, []any{"nontemporal", ctx.BoolAttr(true)},
			[]any{"zzz", ctx.IntAttr(ctx.I(64), 1), "aaa", ctx.Unit()}),
			want: " %arg4[%arg5, %arg6] {aaa, nontemporal = true, zzz = 1 : i64} : memref<4x?xf32>"},
		{op: e.op("memref.load", []ir.Type{f32}, []int{4, 5, 6}, []any{"nontemporal", ctx.BoolAttr(false)}, nil),
			want: " %arg4[%arg5, %arg6] : memref<4x?xf32>"},
		{op: e.op("memref.load", []ir.Type{f32}, []int{4, 5, 6}, []any{"nontemporal", ctx.BoolAttr(false), "alignment", ctx.IntAttr(ctx.I(64), 4)}, nil),
			want: " %arg4[%arg5, %arg6] {alignment = 4 : i64} : memref<4x?xf32>"},
		{op: subview,
			want: " %arg4[%arg5, 0] [2, %arg6] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>"},
		{op: condBr, want: " %arg7, ^bb1, ^bb2 {x}"},
		{op: condBrW, want: " %arg7 weights([1, 2]), ^bb4(%arg0 : i32), ^bb3(%arg0, %arg0 : i32, i32)"},
		{op: br, want: " ^bb1(%arg0, %arg1 : i32, i32) {w}"},
		{op: br0, want: " ^bb2"},
		{op: e.op("acc.bounds", []ir.Type{bounds}, []int{5, 6}, []any{"operandSegmentSizes", e.i32s(1, 1, 0, 0, 0), "strideInBytes", ctx.BoolAttr(true)}, nil),
			want: " lowerbound(%arg5 : index) upperbound(%arg6 : index) {strideInBytes = true}"},
		{op: e.op("acc.bounds", []ir.Type{bounds}, []int{5}, []any{"operandSegmentSizes", e.i32s(0, 0, 1, 0, 0), "strideInBytes", ctx.BoolAttr(false)},
			[]any{"zz", ctx.Unit()}),
			want: " extent(%arg5 : index) {zz}"},
		{op: e.op("acc.bounds", []ir.Type{bounds}, []int{5, 6, 5}, []any{"operandSegmentSizes", e.i32s(0, 0, 1, 1, 1)}, nil),
			want: " extent(%arg5 : index) stride(%arg6 : index) startIdx(%arg5 : index)"},
		{op: e.op("llvm.intr.fabs", []ir.Type{f32}, []int{2}, []any{"fastmathFlags", ctx.OpaqueAttr("llvm", "fastmath<none>")}, nil),
			want: "(%arg2) : (f32) -> f32"},
		{op: e.op("llvm.intr.fabs", []ir.Type{f32}, []int{2}, []any{"fastmathFlags", ctx.OpaqueAttr("llvm", "fastmath<nnan>")}, nil),
			want: "(%arg2) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32"},
		{op: prefetch, want: " %0 nb_prefetch = 2 : (!transform.any_value) -> !transform.any_op"},
		{op: prefetchDyn, want: " %0 nb_prefetch = %1 : (!transform.any_value, !transform.param<i64>) -> !transform.any_op"},
		{op: e.op("affine.linearize_index", []ir.Type{ctx.Index()}, []int{5, 6}, []any{"disjoint", ctx.BoolAttr(false),
			"operandSegmentSizes", e.i32s(2, 0), "static_basis", e.i64s(2, 4)}, nil),
			want: " [%arg5, %arg6] by (2, 4) : index"},
		{op: e.op("affine.linearize_index", []ir.Type{ctx.Index()}, []int{5, 6, 6}, []any{"disjoint", ctx.Unit(),
			"operandSegmentSizes", e.i32s(2, 1), "static_basis", e.i64s(dyn, 4)}, nil),
			want: " disjoint [%arg5, %arg6] by (%arg6, 4) : index"},
		{op: e.op("transform.yield", nil, nil, nil, nil), want: " "},
		{op: e.op("test.vov", nil, []int{0, 1, 5}, []any{"seg", e.i32s(2, 0, 1)}, nil),
			want: " (%arg0, %arg1), (), (%arg5) : (i32, i32), (), (index)"},
		{op: vectorize, want: " %0 vector_sizes [4, [8], 16] : !transform.any_op"},
		{op: vectorizeDefault, want: " %0 : !transform.any_op"},
		{op: e.op("test.dil", nil, []int{5, 0}, []any{"s", e.i64s(dyn, 4, dyn)}, nil), want: " [%arg5 : index, 4, %arg0 : i32]"},
		{op: e.op("index.cmp", []ir.Type{ctx.I(1)}, []int{5, 6}, []any{"pred", ctx.OpaqueAttr("index", "cmp_predicate ult")}, nil),
			want: " ult(%arg5, %arg6)"},
		{op: gen, want: " %arg5 {…} {gen} : tensor<?xf32>", regions: []string{"args=true terms=true empty=false"}},
		{op: genBare, want: " %arg5 {…} : tensor<?xf32>", regions: []string{"args=true terms=false empty=false"}},
	} {
		p := &textPrinter{names: e.names, blocks: e.blocks}
		fs[tc.op.Name].Print(p, tc.op)
		assert.Equal(t, tc.want, p.b.String(), tc.op.Name)
		assert.Equal(t, tc.regions, p.regions, tc.op.Name)
	}
}
