package linalg

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file builds the body regions of linalg's named structured ops, as
// their region builders do in mlir-opt when they are parsed from custom
// form (RegionBuilderHelper: casts, unary, binary and ternary functions
// chosen by element type), and the indexing maps their verifiers memoize.
// The facts of the OpDSL ops are generated into linalg_named_gen.go by
// internal/cmd/linalggen; those of matmul, its batch variants, contract and
// elementwise (written in C++ upstream) are below.

// linalgNamed is an OpDSL named op: its region's arguments (inputs then
// outputs), the indexing maps its verifier memoizes (nil for the ops whose
// maps follow the operands' ranks), and its body.
type linalgNamed struct {
	args int
	dims int
	// maps: per map, per result, a sum of terms.
	maps [][][]linalgTerm
	syms []linalgSym
	body []linalgStep
}

// linalgTerm is `d<dim>`, times `s<sym>` when sym >= 0.
type linalgTerm struct{ dim, sym int }

// linalgSym is what a symbol of the maps stands for: element index of the
// op's attr ("strides", "dilations", each defaulting to 1s), or the symbol
// itself when attr is "".
type linalgSym struct {
	attr  string
	index int
}

// linalgStep is a statement of a region builder. Values are block
// arguments (>= 0) or the results of earlier steps (-k for the k-th step,
// from 1).
type linalgStep struct {
	kind  string // type, unary, binary, ternary, constant, index, yield
	fn    string // the function; "cast" for the op's cast attribute
	typ   string // a cast's target: "argN" (block argument N's type), "f64", "i32", ...
	args  []int
	value string // a constant's attribute, an index's dimension
}

// linalgMapSpec is a fixed list of indexing maps over dims dimensions.
type linalgMapSpec struct {
	dims int
	maps [][][]linalgTerm
}

func dimTerms(dims ...int) [][]linalgTerm {
	out := make([][]linalgTerm, len(dims))
	for i, d := range dims {
		out[i] = []linalgTerm{{d, -1}}
	}
	return out
}

// linalgMatmulMaps are the default indexing maps of matmul and its batch
// variants (their getDefaultIndexingMaps).
var linalgMatmulMaps = map[string]linalgMapSpec{
	"linalg.matmul":              {3, [][][]linalgTerm{dimTerms(0, 2), dimTerms(2, 1), dimTerms(0, 1)}},
	"linalg.batch_matmul":        {4, [][][]linalgTerm{dimTerms(0, 1, 3), dimTerms(0, 3, 2), dimTerms(0, 1, 2)}},
	"linalg.batch_reduce_matmul": {4, [][][]linalgTerm{dimTerms(0, 1, 3), dimTerms(0, 3, 2), dimTerms(1, 2)}},
}

// linalgMatmulBody is the body of matmul, its batch variants and contract:
// both inputs cast to the output's element type (by the op's cast
// attribute), multiplied, added to the output.
var linalgMatmulBody = []linalgStep{
	{kind: "type", fn: "cast", typ: "arg2", args: []int{0}},
	{kind: "type", fn: "cast", typ: "arg2", args: []int{1}},
	{kind: "binary", fn: "mul", args: []int{-1, -2}},
	{kind: "binary", fn: "add", args: []int{2, -3}},
	{kind: "yield", args: []int{-4}},
}

// linalgElementwiseArity is the number of inputs of each kind of
// linalg.elementwise (its ElementwiseArityGroup).
var linalgElementwiseArity = func() map[string]int {
	m := map[string]int{"select": 3}
	for _, k := range strings.Fields("exp log abs ceil floor negf reciprocal round sqrt rsqrt square tanh erf") {
		m[k] = 1
	}
	for _, k := range strings.Fields("add sub mul div div_unsigned max_signed min_signed max_unsigned min_unsigned powf") {
		m[k] = 2
	}
	return m
}()

// attr builds spec's maps as an array of affine map attributes, the
// symbols replaced by sym (nil: symbols are kept).
func (spec linalgMapSpec) attr(ctx *ir.Context, sym func(i int) ir.AffineExpr) ir.Attribute {
	elems := make([]ir.Attribute, len(spec.maps))
	for i, m := range spec.maps {
		results := make([]ir.AffineExpr, len(m))
		for j, sum := range m {
			var e ir.AffineExpr
			for _, t := range sum {
				te := ctx.AffineDim(t.dim)
				if t.sym >= 0 {
					te = ctx.AffineMul(te, sym(t.sym))
				}
				if e == nil {
					e = te
				} else {
					e = ctx.AffineAdd(e, te)
				}
			}
			results[j] = e
		}
		elems[i] = ctx.AffineMapAttr(ctx.AffineMapGet(spec.dims, 0, results))
	}
	return ctx.Array(elems)
}

// linalgDefaultMaps reports whether maps is the array spec describes.
func linalgDefaultMaps(maps ir.Attribute, spec linalgMapSpec) bool {
	arr, ok := maps.(*ir.ArrayAttr)
	if !ok || len(arr.Elems) != len(spec.maps) {
		return false
	}
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok || m.Map.NumDims != spec.dims || m.Map.NumSyms != 0 || len(m.Map.Results) != len(spec.maps[i]) {
			return false
		}
		for j, r := range m.Map.Results {
			d, ok := r.(*ir.AffineDimExpr)
			if !ok || len(spec.maps[i][j]) != 1 || d.Pos != spec.maps[i][j][0].dim {
				return false
			}
		}
	}
	return true
}

// linalgIdentityMaps reports whether maps is n identity maps of rank dims.
func linalgIdentityMaps(maps ir.Attribute, n, dims int) bool {
	arr, ok := maps.(*ir.ArrayAttr)
	if !ok || len(arr.Elems) != n {
		return false
	}
	for _, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok || m.Map.NumDims != dims || !m.Map.IsIdentity() {
			return false
		}
	}
	return true
}

// identityMaps is n identity maps of rank dims.
func identityMaps(ctx *ir.Context, n, dims int) ir.Attribute {
	results := make([]ir.AffineExpr, dims)
	for i := range results {
		results[i] = ctx.AffineDim(i)
	}
	m := ctx.AffineMapAttr(ctx.AffineMapGet(dims, 0, results))
	elems := make([]ir.Attribute, n)
	for i := range elems {
		elems[i] = m
	}
	return ctx.Array(elems)
}

// ---- Build steps ----

// buildLinalgNamed completes an OpDSL named op: its body when written in
// custom form, and the indexing maps its verifier memoizes.
func buildLinalgNamed(b dialect.Builder, op *ir.Operation, st *ast.CustomOp, spec *linalgNamed) error {
	if st != nil {
		if err := buildLinalgBody(b, op, st, spec.args, spec.body); err != nil {
			return err
		}
	}
	if spec.maps != nil && op.Attr(linalgMemoizedMaps) == nil {
		ctx := b.Context()
		maps := linalgMapSpec{spec.dims, spec.maps}.attr(ctx, func(i int) ir.AffineExpr {
			s := spec.syms[i]
			if s.attr == "" {
				return ctx.AffineSym(i)
			}
			return ctx.AffineConst(denseInt(shared.Prop(op, s.attr), s.index, 1))
		})
		setLinalgAttrs(ctx, op, []ir.NamedAttribute{{Name: linalgMemoizedMaps, Value: maps}}, nil)
	}
	return nil
}

// denseInt returns element i of a dense integer attribute, or def.
func denseInt(a ir.Attribute, i int, def int64) int64 {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || d.IsString() {
		return def
	}
	w := (ir.IntOrFloatWidth(d.ElemType()) + 7) / 8
	if w <= 0 || w > 8 {
		return def
	}
	if d.Splat {
		i = 0
	}
	if (i+1)*w > len(d.Raw) {
		return def
	}
	var buf [8]byte
	copy(buf[:], d.Raw[i*w:(i+1)*w])
	v := int64(binary.LittleEndian.Uint64(buf[:]))
	if s := uint(64 - 8*w); s > 0 {
		v = v << s >> s
	}
	return v
}

// buildLinalgMatmul completes matmul and its batch variants: the default
// indexing maps when none were written, and the body.
func buildLinalgMatmul(b dialect.Builder, op *ir.Operation, st *ast.CustomOp, spec linalgMapSpec) error {
	if st == nil {
		return nil
	}
	ex, _ := st.Extra.(*linalgNamedExtra)
	if err := checkLinalgMaps(b, op, ex, op.Name != "linalg.matmul"); err != nil {
		return err
	}
	if shared.Prop(op, "indexing_maps") == nil {
		setLinalgAttrs(b.Context(), op, []ir.NamedAttribute{{Name: "indexing_maps", Value: spec.attr(b.Context(), nil)}}, []string{"indexing_maps"})
	}
	return buildLinalgBody(b, op, st, 3, linalgMatmulBody)
}

func buildLinalgContract(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	if st == nil {
		return nil
	}
	ex, _ := st.Extra.(*linalgNamedExtra)
	if err := checkLinalgMaps(b, op, ex, false); err != nil {
		// linalg.contract's parser then says the attribute is missing,
		// at the same place.
		if d, ok := err.(*diag.Diagnostic); ok {
			if more, ok := b.Errorf(d.Pos, "expected 'indexing_maps' attribute").(*diag.Diagnostic); ok {
				return diag.List{d, more}
			}
		}
		return err
	}
	return buildLinalgBody(b, op, st, 3, linalgMatmulBody)
}

// checkLinalgMaps checks that the written indexing maps are affine maps,
// as the parsers do: element by element (the batch ops), or the array.
func checkLinalgMaps(b dialect.Builder, op *ir.Operation, ex *linalgNamedExtra, byElement bool) error {
	maps := shared.Prop(op, "indexing_maps")
	if maps == nil || ex == nil || len(ex.mapsEnd) == 0 {
		return nil
	}
	arr, ok := maps.(*ir.ArrayAttr)
	if !ok {
		return b.Errorf(ex.mapsPos, "invalid kind of attribute specified")
	}
	for i, e := range arr.Elems {
		if _, ok := e.(*ir.AffineMapAttr); ok {
			continue
		}
		if byElement && i < len(ex.mapsEnd) {
			return b.Errorf(ex.mapsEnd[i], "expected affine map attribute")
		}
		return b.Errorf(ex.mapsEnd[len(ex.mapsEnd)-1], "element of indexing_maps array is not an affine_map")
	}
	return nil
}

func buildLinalgElementwise(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	if st == nil {
		return nil
	}
	ex, _ := st.Extra.(*linalgNamedExtra)
	if ex == nil {
		return nil
	}
	kind, ok := linalgEnumCase(shared.Prop(op, "kind"), "elementwise_kind")
	if !ok {
		return b.Errorf(ex.kindEnd, "expected ElementwiseKind attribute")
	}
	if err := checkLinalgMaps(b, op, ex, true); err != nil {
		return err
	}
	arity := linalgElementwiseArity[kind]
	step := linalgStep{kind: "unary", fn: kind, args: []int{0}}
	switch arity {
	case 2:
		step = linalgStep{kind: "binary", fn: kind, args: []int{0, 1}}
	case 3:
		step = linalgStep{kind: "ternary", fn: kind, args: []int{0, 1, 2}}
	}
	body := []linalgStep{step, {kind: "yield", args: []int{-1}}}
	if err := buildLinalgBody(b, op, st, arity+1, body); err != nil {
		return err
	}
	if shared.Prop(op, "indexing_maps") == nil {
		types := b.OperandTypes()
		var last ir.Type
		if len(types) > 0 {
			last = types[len(types)-1]
		}
		s, ok := last.(ir.ShapedType)
		var dims []int64
		ranked := false
		if ok {
			dims, ranked = s.Dims()
		}
		if !ranked {
			return b.Errorf(ex.next, "return type needs to be shaped type")
		}
		setLinalgAttrs(b.Context(), op, []ir.NamedAttribute{{Name: "indexing_maps", Value: identityMaps(b.Context(), arity+1, len(dims))}}, []string{"indexing_maps"})
	}
	return nil
}

// buildLinalgBody writes op's body region from its operand types: one
// block whose arguments are the operands' element types (a non-shaped
// operand's type itself), filled by the steps.
func buildLinalgBody(b dialect.Builder, op *ir.Operation, st *ast.CustomOp, args int, steps []linalgStep) error {
	ex, _ := st.Extra.(*linalgNamedExtra)
	if ex == nil {
		return nil
	}
	types := b.OperandTypes()
	if len(types) != args {
		return b.Errorf(ex.next, "[parseNamedStructuredOpRegion] ods-gen generated region expects %d args, got %d", args, len(types))
	}
	r := &ir.Region{Parent: op}
	blk := r.AddBlock()
	for _, t := range types {
		switch s := t.(type) {
		case *ir.MemRefType:
			t = s.Elem
		case *ir.RankedTensorType:
			t = s.Elem
		}
		blk.AddArgument(t, nil)
	}
	h := &regionBuilder{b: b, ctx: b.Context(), block: blk, cast: linalgCast(op, st)}
	if err := h.run(steps); err != nil {
		return b.Errorf(ex.start, "%s", err.Error())
	}
	op.Regions = []*ir.Region{r}
	return nil
}

// linalgCast is the cast function a region builder reads from the op's
// attributes as parsed (the attribute dictionaries, not `<{...}>`):
// cast_signed unless a `cast` attribute says otherwise.
func linalgCast(op *ir.Operation, st *ast.CustomOp) string {
	if st.Attrs == nil {
		return "cast_signed"
	}
	for _, e := range st.Attrs.Entries {
		if e.Name == "cast" {
			if fn, ok := linalgEnumCase(shared.Prop(op, "cast"), "type_fn"); ok {
				return fn
			}
		}
	}
	return "cast_signed"
}

// regionBuilder is RegionBuilderHelper: it appends ops to a block.
type regionBuilder struct {
	b     dialect.Builder
	ctx   *ir.Context
	block *ir.Block
	cast  string // the op's cast function
}

// run builds steps; an error is the message of the region builder's
// emitError.
func (h *regionBuilder) run(steps []linalgStep) error {
	vals := make([]ir.Value, 0, len(steps))
	get := func(i int) ir.Value {
		if i >= 0 {
			return h.block.Args[i]
		}
		return vals[-i-1]
	}
	for _, s := range steps {
		var v ir.Value
		var err error
		switch s.kind {
		case "type":
			fn := s.fn
			if fn == "cast" {
				fn = h.cast
			}
			to := h.namedType(s.typ)
			v, err = h.convert(get(s.args[0]), to, fn == "cast_unsigned")
		case "unary":
			v, err = h.unary(s.fn, get(s.args[0]))
		case "binary":
			v, err = h.binary(s.fn, get(s.args[0]), get(s.args[1]))
		case "ternary":
			v, err = h.ternary(s.fn, get(s.args[0]), get(s.args[1]), get(s.args[2]))
		case "constant":
			v, err = h.constant(s.value)
		case "index":
			dim, _ := strconv.ParseInt(s.value, 10, 64)
			v, err = h.create("linalg.index", nil, h.ctx.Index(), ir.NamedAttribute{Name: "dim", Value: h.ctx.IntAttr(h.ctx.I(64), dim)})
		case "yield":
			ops := make([]ir.Value, len(s.args))
			for i, a := range s.args {
				ops[i] = get(a)
			}
			_, err = h.createOp("linalg.yield", ops, nil)
		default:
			err = fmt.Errorf("unknown step %q", s.kind)
		}
		if err != nil {
			return err
		}
		vals = append(vals, v)
	}
	return nil
}

func (h *regionBuilder) namedType(name string) ir.Type {
	if n, ok := strings.CutPrefix(name, "arg"); ok {
		i, _ := strconv.Atoi(n)
		return h.block.Args[i].Type()
	}
	if n, ok := strings.CutPrefix(name, "i"); ok {
		w, _ := strconv.Atoi(n)
		return h.ctx.I(w)
	}
	t, _ := h.ctx.FloatByName(name)
	return t
}

func (h *regionBuilder) createOp(name string, operands []ir.Value, results []ir.Type, attrs ...ir.NamedAttribute) (*ir.Operation, error) {
	op, err := h.b.Create(name, operands, results, attrs)
	if err != nil {
		return nil, err
	}
	h.block.Append(op)
	return op, nil
}

// create appends op name with one result of type result.
func (h *regionBuilder) create(name string, operands []ir.Value, result ir.Type, attrs ...ir.NamedAttribute) (ir.Value, error) {
	op, err := h.createOp(name, operands, []ir.Type{result}, attrs...)
	if err != nil {
		return nil, err
	}
	return op.Result(0), nil
}

func isFloat(v ir.Value) bool   { _, ok := v.Type().(*ir.FloatType); return ok }
func isInteger(v ir.Value) bool { _, ok := v.Type().(*ir.IntegerType); return ok }
func isComplex(v ir.Value) bool { _, ok := v.Type().(*ir.ComplexType); return ok }
func isBool(v ir.Value) bool {
	t, ok := v.Type().(*ir.IntegerType)
	return ok && t.Width == 1
}

// linalgUnaryOps are the ops of the unary functions.
var linalgUnaryOps = map[string]string{
	"exp": "math.exp", "log": "math.log", "abs": "math.absf", "ceil": "math.ceil", "floor": "math.floor",
	"negf": "arith.negf", "round": "math.round", "sqrt": "math.sqrt", "rsqrt": "math.rsqrt",
	"tanh": "math.tanh", "erf": "math.erf",
}

func (h *regionBuilder) unary(fn string, x ir.Value) (ir.Value, error) {
	if !isFloat(x) {
		return nil, fmt.Errorf("unsupported non numeric type")
	}
	switch fn {
	case "reciprocal":
		one, err := h.create("arith.constant", nil, x.Type(), ir.NamedAttribute{Name: "value", Value: h.ctx.FloatAttrFromFloat64(x.Type().(*ir.FloatType), 1)})
		if err != nil {
			return nil, err
		}
		return h.create("arith.divf", []ir.Value{one, x}, x.Type())
	case "square":
		return h.create("arith.mulf", []ir.Value{x, x}, x.Type())
	}
	name, ok := linalgUnaryOps[fn]
	if !ok {
		return nil, fmt.Errorf("unsupported unary function %s", fn)
	}
	return h.create(name, []ir.Value{x}, x.Type())
}

// linalgBinaryOps are the ops of the binary functions: complex, float,
// bool, integer ("" where the function does not apply).
var linalgBinaryOps = map[string][4]string{
	"add":          {"complex.add", "arith.addf", "arith.ori", "arith.addi"},
	"sub":          {"complex.sub", "arith.subf", "", "arith.subi"},
	"mul":          {"complex.mul", "arith.mulf", "arith.andi", "arith.muli"},
	"div":          {"complex.div", "arith.divf", "", "arith.divsi"},
	"div_unsigned": {"", "", "", "arith.divui"},
	"max_signed":   {"", "arith.maximumf", "arith.maxsi", "arith.maxsi"},
	"min_signed":   {"", "arith.minimumf", "arith.minsi", "arith.minsi"},
	"max_unsigned": {"", "", "", "arith.maxui"},
	"min_unsigned": {"", "", "", "arith.minui"},
	"powf":         {"", "math.powf", "", ""},
}

// linalgBinaryErrors are the region builder's messages where a binary
// function does not apply to bools or to non-integers.
var linalgBinaryErrors = map[string]string{
	"sub": "unsupported operation: sub with bools", "div": "unsupported operation: div with bools",
	"div_unsigned": "unsupported operation: unsigned div not on uint",
	"max_unsigned": "unsupported operation: unsigned max not on uint",
	"min_unsigned": "unsupported operation: unsigned min not on uint",
}

func (h *regionBuilder) binary(fn string, x, y ir.Value) (ir.Value, error) {
	allComplex := isComplex(x) && isComplex(y)
	allFloat := isFloat(x) && isFloat(y)
	allInt := isInteger(x) && isInteger(y)
	allBool := allInt && isBool(x) && isBool(y)
	if !allComplex && !allFloat && !allInt {
		return nil, fmt.Errorf("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got '%s' and '%s'",
			ir.TypeString(x.Type()), ir.TypeString(y.Type()))
	}
	ops := linalgBinaryOps[fn]
	var name string
	switch {
	case allComplex:
		name = ops[0]
	case allFloat:
		name = ops[1]
	case allBool:
		name = ops[2]
	default:
		name = ops[3]
	}
	if name == "" {
		if msg, ok := linalgBinaryErrors[fn]; ok && (allBool || !allInt) {
			return nil, fmt.Errorf("%s", msg)
		}
		return nil, fmt.Errorf("unsupported binary function %s on %s", fn, ir.TypeString(x.Type()))
	}
	return h.create(name, []ir.Value{x, y}, x.Type())
}

func (h *regionBuilder) ternary(fn string, c, x, y ir.Value) (ir.Value, error) {
	if fn != "select" {
		return nil, fmt.Errorf("unsupported ternary function %s", fn)
	}
	return h.create("arith.select", []ir.Value{c, x, y}, x.Type())
}

// constant is helper.constant: an arith.constant of an integer or float
// attribute written `value : type`.
func (h *regionBuilder) constant(text string) (ir.Value, error) {
	lit, typ, ok := strings.Cut(text, " : ")
	if !ok {
		return nil, fmt.Errorf("bad constant %q", text)
	}
	var attr ir.Attribute
	var t ir.Type
	if ft, ok := h.ctx.FloatByName(typ); ok {
		f, err := strconv.ParseFloat(lit, 64)
		if err != nil {
			return nil, err
		}
		attr, t = h.ctx.FloatAttrFromFloat64(ft, f), ft
	} else {
		w, err := strconv.Atoi(strings.TrimPrefix(typ, "i"))
		if err != nil {
			return nil, fmt.Errorf("bad constant type %q", typ)
		}
		n, ok := new(big.Int).SetString(lit, 10)
		if !ok {
			return nil, fmt.Errorf("bad constant %q", text)
		}
		t = h.ctx.I(w)
		attr = h.ctx.IntegerAttr(t, n)
	}
	return h.create("arith.constant", nil, t, ir.NamedAttribute{Name: "value", Value: attr})
}

// convert is convertScalarToDtype: x cast to type to (signed or
// unsigned), or x itself when no cast applies (mlir-opt then warns).
func (h *regionBuilder) convert(x ir.Value, to ir.Type, unsigned bool) (ir.Value, error) {
	from := x.Type()
	if from == to {
		return x, nil
	}
	pick := func(u, s string) string {
		if unsigned {
			return u
		}
		return s
	}
	switch to := to.(type) {
	case *ir.IntegerType:
		switch f := from.(type) {
		case *ir.FloatType:
			return h.create(pick("arith.fptoui", "arith.fptosi"), []ir.Value{x}, to)
		case *ir.IndexType:
			return h.create("arith.index_cast", []ir.Value{x}, to)
		case *ir.IntegerType:
			switch {
			case to.Width > f.Width:
				return h.create(pick("arith.extui", "arith.extsi"), []ir.Value{x}, to)
			case to.Width < f.Width:
				return h.create("arith.trunci", []ir.Value{x}, to)
			}
			return x, nil
		}
	case *ir.FloatType:
		switch f := from.(type) {
		case *ir.IntegerType:
			return h.create(pick("arith.uitofp", "arith.sitofp"), []ir.Value{x}, to)
		case *ir.FloatType:
			switch {
			case to.Width() > f.Width():
				return h.create("arith.extf", []ir.Value{x}, to)
			case to.Width() < f.Width():
				return h.create("arith.truncf", []ir.Value{x}, to)
			}
			return x, nil
		}
	case *ir.ComplexType:
		return h.convertComplex(x, to, unsigned)
	}
	return x, nil
}

// convertComplex casts x to a complex type: from a complex of floats, a
// float or an integer (the imaginary part zero).
func (h *regionBuilder) convertComplex(x ir.Value, to *ir.ComplexType, unsigned bool) (ir.Value, error) {
	toElem, ok := to.Elem.(*ir.FloatType)
	if !ok {
		return x, nil
	}
	switch f := x.Type().(type) {
	case *ir.ComplexType:
		fromElem, ok := f.Elem.(*ir.FloatType)
		if !ok {
			return x, nil
		}
		re, err := h.create("complex.re", []ir.Value{x}, fromElem)
		if err != nil {
			return nil, err
		}
		im, err := h.create("complex.im", []ir.Value{x}, fromElem)
		if err != nil {
			return nil, err
		}
		cast := "arith.extf"
		if toElem.Width() < fromElem.Width() {
			cast = "arith.truncf"
		}
		if re, err = h.create(cast, []ir.Value{re}, toElem); err != nil {
			return nil, err
		}
		if im, err = h.create(cast, []ir.Value{im}, toElem); err != nil {
			return nil, err
		}
		return h.create("complex.create", []ir.Value{re, im}, to)
	case *ir.FloatType:
		v := x
		var err error
		if f.Width() < toElem.Width() {
			v, err = h.create("arith.extf", []ir.Value{v}, toElem)
		} else if f.Width() > toElem.Width() {
			v, err = h.create("arith.truncf", []ir.Value{v}, toElem)
		}
		if err != nil {
			return nil, err
		}
		return h.complexWithZero(v, to, toElem)
	case *ir.IntegerType:
		name := "arith.sitofp"
		if unsigned {
			name = "arith.uitofp"
		}
		v, err := h.create(name, []ir.Value{x}, toElem)
		if err != nil {
			return nil, err
		}
		return h.complexWithZero(v, to, toElem)
	}
	return x, nil
}

func (h *regionBuilder) complexWithZero(re ir.Value, to *ir.ComplexType, elem *ir.FloatType) (ir.Value, error) {
	zero, err := h.create("arith.constant", nil, elem, ir.NamedAttribute{Name: "value", Value: h.ctx.FloatAttrFromFloat64(elem, 0)})
	if err != nil {
		return nil, err
	}
	return h.create("complex.create", []ir.Value{re, zero}, to)
}
