package sparsetensor

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of the sparse_tensor ops that read the sparse encoding
// (SparseTensorDialect.cpp): assemble, disassemble, positions,
// coordinates, coordinates_buffer, lvl, crd_translate, reinterpret_map,
// storage_specifier.get and set, concatenate, compress, foreach, sort,
// reorder_coo, extract_iteration_space, extract_value, iterate.

func encodingVerifiers(h *registry.Hooks) {
	h.Verifier("sparse_tensor.assemble").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, ok := sparseTypeOf(verify.FirstType(o.Result("result")))
		values := verify.FirstType(o.Operand("values"))
		if !ok || values == nil {
			return nil
		}
		return packUnpack(o, true, st, values, valueTypes(o.Operand("levels")))
	}
	h.Verifier("sparse_tensor.disassemble").Op = func(o dialect.Checker) *diag.Diagnostic {
		outVals, retVals := verify.FirstType(o.Operand("out_values")), verify.FirstType(o.Result("ret_values"))
		if outVals == nil || retVals == nil {
			return nil
		}
		if outVals != retVals {
			return o.EmitErrorf("output values and return value type mismatch")
		}
		outLvls, retLvls := o.Operand("out_levels"), o.Result("ret_levels")
		for i := 0; i < len(outLvls) && i < len(retLvls); i++ {
			if outLvls[i].Type() != retLvls[i].Type() {
				return o.EmitErrorf("output levels and return levels type mismatch")
			}
		}
		st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
		if !ok {
			return nil
		}
		return packUnpack(o, false, st, retVals, valueTypes(retLvls))
	}
	h.Verifier("sparse_tensor.positions").Op = func(o dialect.Checker) *diag.Diagnostic {
		return levelBuffer(o, "positions", func(st *sparseType) int64 { return st.posWidth })
	}
	h.Verifier("sparse_tensor.coordinates").Op = func(o dialect.Checker) *diag.Diagnostic {
		return levelBuffer(o, "coordinates", func(st *sparseType) int64 { return st.crdWidth })
	}
	h.Verifier("sparse_tensor.coordinates_buffer").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
		if ok && st.aosCOOStart() >= st.lvlRank() {
			return o.EmitErrorf("expected sparse tensor with a COO region")
		}
		return nil
	}
	h.Verifier("sparse_tensor.lvl").Op = func(o dialect.Checker) *diag.Diagnostic {
		idx := o.Operand("index")
		st, ok := sparseTypeOf(verify.FirstType(o.Operand("source")))
		if len(idx) == 0 || !ok {
			return nil
		}
		if l, ok := verify.ConstantInt(o, idx[0]); ok && uint64(l) >= uint64(st.lvlRank()) {
			return o.EmitErrorf("Level index exceeds the rank of the input sparse tensor")
		}
		return nil
	}
	h.Verifier("sparse_tensor.crd_translate").Op = func(o dialect.Checker) *diag.Diagnostic {
		enc, ok := encodingOf(o.Attr("encoder"))
		dir := o.Attr("direction")
		if !ok || dir == nil {
			return nil
		}
		st := encodingType(enc)
		in, out := st.lvlRank(), st.dimRank()
		if strings.Contains(verify.AttrString(dir), "dim_to_lvl") {
			in, out = out, in
		}
		if in != len(o.Operand("in_crds")) || out != len(o.Result("out_crds")) {
			return o.EmitErrorf("Coordinate rank mismatch with encoding")
		}
		return nil
	}
	h.Verifier("sparse_tensor.reinterpret_map").Op = reinterpretMapVerify
	h.Verifier("sparse_tensor.storage_specifier.get").Op = specifierVerify
	h.Verifier("sparse_tensor.storage_specifier.set").Op = specifierVerify
	h.Verifier("sparse_tensor.concatenate").Op = concatenateVerify
	h.Verifier("sparse_tensor.compress").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
		if ok && st.lvlRank() != 1+len(o.Operand("lvlCoords")) {
			return o.Errorf("incorrect number of coordinates")
		}
		return nil
	}
	h.Verifier("sparse_tensor.foreach").Op = foreachVerify
	h.Verifier("sparse_tensor.sort").Op = sortVerify
	h.Verifier("sparse_tensor.reorder_coo").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := sparseTypeOf(verify.FirstType(o.Operand("input_coo")))
		dst, ok2 := sparseTypeOf(verify.FirstType(o.Result("result_coo")))
		if !ok1 || !ok2 {
			return nil
		}
		if !src.isCOO() || !dst.isCOO() {
			return o.EmitErrorf("Expected COO sparse tensors only")
		}
		if !sameMap(src.dimToLvl, dst.dimToLvl) {
			return o.EmitErrorf("Unmatched dim2lvl map between input and result COO")
		}
		if src.posWidth != dst.posWidth || src.crdWidth != dst.crdWidth || src.elem != dst.elem {
			return o.EmitErrorf("Unmatched storage format between input and result COO")
		}
		return nil
	}
	h.Verifier("sparse_tensor.extract_iteration_space").Op = extractSpaceVerify
	h.Verifier("sparse_tensor.extract_value").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
		it := verify.FirstType(o.Operand("iterator"))
		if !ok || it == nil {
			return nil
		}
		enc, _, hi, ok := iterType(it)
		if !ok {
			return nil
		}
		if st.enc == nil || ir.Attribute(st.enc) != enc {
			return o.Errorf("mismatch in tensor encoding and iterator encoding.")
		}
		if st.lvlRank() != hi {
			return o.Errorf("must use last-level iterator to extract values. ")
		}
		return nil
	}
	iterate := h.Verifier("sparse_tensor.iterate")
	iterate.Op = iterateVerify
	iterate.LoopLike = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		var yields []ir.Value
		if t := verify.Terminator(body); t != nil {
			yields = t.Operands
		}
		return verify.LoopLike(o, o.Operand("initArgs"), iterateArgs(o, body), yields, verify.ResultValues(o.Op()))
	}
	iterate.Regions = iterateRegions
	coiterate := h.Verifier("sparse_tensor.coiterate")
	coiterate.Op = coiterateVerify
	coiterate.Regions = coiterateRegions
}

// iterateArgs is IterateOp::getRegionIterArgs: the block's arguments
// before the used coordinates and the iterator.
func iterateArgs(o dialect.Checker, body *ir.Block) []*ir.BlockArgument {
	count, _ := usedLevels(o.Attr("crdUsedLvls"))
	n := min(max(len(body.Args)-1-count, 0), len(body.Args))
	return body.Args[:n]
}

func valueTypes(vs []ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// packUnpack is verifyPackUnPack: assemble's and disassemble's levels
// and values against the sparse tensor's storage layout.
func packUnpack(o dialect.Checker, static bool, st *sparseType, values ir.Type, lvls []ir.Type) *diag.Diagnostic {
	if static && !st.hasStaticShape() {
		return o.EmitErrorf("the sparse-tensor must have static shape")
	}
	if st.enc == nil {
		// Unreachable: ODS requires a sparse tensor.
		return o.EmitErrorf("the sparse-tensor must have an encoding attribute")
	}
	if coo := st.aosCOOStart(); coo < st.lvlRank() && len(lvls) > 0 {
		// The trailing COO region's coordinates are the last level: <? x rank>.
		shape, ok := verify.ShapeOf(lvls[len(lvls)-1])
		if !ok || len(shape) != 2 || int64(st.lvlRank()-coo) != shape[1] {
			return o.EmitErrorf("input/output trailing COO level-ranks don't match")
		}
	}
	fields := st.dataFields()
	if len(fields) != len(lvls)+1 {
		return o.EmitErrorf("inconsistent number of fields between input/output")
	}
	ctx := o.Context()
	idx := 0
	for _, f := range fields {
		var t, want ir.Type
		switch f {
		case valField:
			t, want = values, st.elem
		case posField:
			t, want = lvls[idx], widthType(ctx, st.posWidth)
			idx++
		case crdField:
			t, want = lvls[idx], widthType(ctx, st.crdWidth)
			idx++
		}
		if verify.LinalgElementType(t) != want {
			return o.EmitErrorf("input/output element-types don't match")
		}
	}
	return nil
}

// levelBuffer is ToPositionsOp's and ToCoordinatesOp's verify: the level
// in bounds, the buffer's element type of the encoding's width.
func levelBuffer(o dialect.Checker, what string, width func(*sparseType) int64) *diag.Diagnostic {
	st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
	lvl, ok2 := o.Attr("level").(*ir.IntegerAttr)
	res, ok3 := verify.FirstType(o.Result("result")).(ir.ShapedType)
	if !ok || !ok2 || !ok3 {
		return nil
	}
	if lvl.Value.Uint64() >= uint64(st.lvlRank()) || lvl.Value.Sign() < 0 {
		return o.EmitErrorf("requested level is out of bounds")
	}
	if !matchingWidth(res.ElementType(), width(st)) {
		return o.EmitErrorf("unexpected type for %s", what)
	}
	return nil
}

// matchingWidth is isMatchingWidth: index for width 0, else an integer of
// that width.
func matchingWidth(t ir.Type, w int64) bool {
	if w == 0 {
		_, ok := t.(*ir.IndexType)
		return ok
	}
	it, ok := t.(*ir.IntegerType)
	return ok && int64(it.Width) == w
}

func sameMap(a, b *ir.AffineMap) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.NumDims != b.NumDims || a.NumSyms != b.NumSyms || len(a.Results) != len(b.Results) {
		return false
	}
	for i := range a.Results {
		if a.Results[i] != b.Results[i] {
			return false
		}
	}
	return true
}

func reinterpretMapVerify(o dialect.Checker) *diag.Diagnostic {
	src, ok1 := sparseTypeOf(verify.FirstType(o.Operand("source")))
	dst, ok2 := sparseTypeOf(verify.FirstType(o.Result("dest")))
	if !ok1 || !ok2 {
		return nil
	}
	if src.lvlRank() != dst.lvlRank() {
		return o.EmitErrorf("Level rank mismatch between source/dest tensors")
	}
	for i := range src.lvls {
		if src.lvls[i] != dst.lvls[i] {
			return o.EmitErrorf("Level type mismatch between source/dest tensors")
		}
	}
	if src.posWidth != dst.posWidth || src.crdWidth != dst.crdWidth {
		return o.EmitErrorf("Crd/Pos width mismatch between source/dest tensors")
	}
	if src.elem != dst.elem {
		return o.EmitErrorf("Element type mismatch between source/dest tensors")
	}
	a, b := lvlShape(o.Context(), src), lvlShape(o.Context(), dst)
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return o.EmitErrorf("Level size mismatch between source/dest tensors")
		}
	}
	return nil
}

// lvlShape is getLvlShape (tranlateShape dim2lvl): the dimension sizes
// through dimToLvl. A permutation moves them; another map gets each
// level's largest coordinate + 1 when it folds to a constant over the
// static sizes, its divisor for `e mod c`, else a dynamic size.
func lvlShape(ctx *ir.Context, st *sparseType) []int64 {
	m := st.dimToLvl
	if m == nil {
		return st.shape
	}
	out := make([]int64, len(m.Results))
	if permutation(m) {
		for i, r := range m.Results {
			out[i] = st.shape[r.(*ir.AffineDimExpr).Pos]
		}
		return out
	}
	for i, r := range m.Results {
		out[i] = ir.DynamicSize
		if v, ok := evalMax(r, st.shape); ok {
			out[i] = v + 1
		} else if b, ok := r.(*ir.AffineBinaryExpr); ok && b.Kind == ir.AffineModKind {
			if c, ok := b.RHS.(*ir.AffineConstantExpr); ok {
				out[i] = c.Value
			}
		}
	}
	return out
}

// evalMax evaluates e with each dimension at its largest coordinate
// (size - 1); false when a dimension it uses is dynamic, or e has a
// symbol.
func evalMax(e ir.AffineExpr, shape []int64) (int64, bool) {
	return ir.EvalAffine(e, func(pos int) (int64, bool) {
		if pos < len(shape) && shape[pos] != ir.DynamicSize {
			return shape[pos] - 1, true
		}
		return 0, false
	})
}

// specifierVerify is verifySparsifierGetterSetter.
func specifierVerify(o dialect.Checker) *diag.Diagnostic {
	kindAttr := o.Attr("specifierKind")
	spec, ok := verify.FirstType(o.Operand("specifier")).(*ir.DialectType)
	if kindAttr == nil || !ok {
		return nil
	}
	encAttr, ok := encodingOf(spec.Params.Attr("encoding"))
	if !ok {
		return nil
	}
	kind := verify.AttrString(kindAttr)
	has := func(k string) bool { return strings.Contains(kind, k) }
	lvl, hasLvl := o.Attr("level").(*ir.IntegerAttr)
	if has("val_mem_sz") && hasLvl {
		return o.EmitErrorf("redundant level argument for querying value memory size")
	}
	st := encodingType(encAttr)
	if (has("dim_offset") || has("dim_stride")) && st.slices == 0 {
		return o.EmitErrorf("requested slice data on non-slice tensor")
	}
	if !has("val_mem_sz") {
		if !hasLvl {
			return o.EmitErrorf("missing level argument")
		}
		l := lvl.Value.Uint64()
		if l >= uint64(st.lvlRank()) {
			return o.EmitErrorf("requested level is out of bounds")
		}
		if has("pos_mem_sz") && st.lvls[l].isSingleton() {
			return o.EmitErrorf("requested position memory size on a singleton level")
		}
	}
	return nil
}

func concatenateVerify(o dialect.Checker) *diag.Diagnostic {
	dst, ok := sparseTypeOf(verify.FirstType(o.Result("result")))
	dimAttr, ok2 := o.Attr("dimension").(*ir.IntegerAttr)
	if !ok || !ok2 {
		return nil
	}
	inputs := o.Operand("inputs")
	dim := dimAttr.Value.Uint64()
	rank := len(dst.shape)
	if len(inputs) <= 1 {
		return o.EmitErrorf("Need at least two tensors to concatenate.")
	}
	if dim >= uint64(rank) {
		return o.EmitErrorf("Concat-dimension is out of bounds for dimension-rank (%d >= %d)", dim, rank)
	}
	shapes := make([][]int64, len(inputs))
	for i, v := range inputs {
		s, ok := sparseTypeOf(v.Type())
		if !ok {
			return nil
		}
		shapes[i] = s.shape
		if !s.hasStaticShape() {
			return o.EmitErrorf("Input tensor $%d has dynamic shape", i)
		}
		if len(s.shape) != rank {
			return o.EmitErrorf("Input tensor $%d has a different rank (rank=%d) from the output tensor (rank=%d).", i, len(s.shape), rank)
		}
	}
	for d := 0; d < rank; d++ {
		dstSize := dst.shape[d]
		if uint64(d) == dim {
			if dstSize != ir.DynamicSize {
				var sum int64
				for _, s := range shapes {
					if d < len(s) {
						sum += s[d]
					}
				}
				if sum != dstSize {
					return o.EmitErrorf("The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.")
				}
			}
			continue
		}
		prev := dstSize
		for _, s := range shapes {
			if d >= len(s) {
				continue
			}
			if prev != ir.DynamicSize && s[d] != prev {
				return o.EmitErrorf("All dimensions (expect for the concatenating one) should be equal.")
			}
			prev = s[d]
		}
	}
	return nil
}

func foreachVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	st, ok := sparseTypeOf(verify.FirstType(o.Operand("tensor")))
	body := verify.EntryBlock(op, 0)
	if !ok || body == nil {
		return nil
	}
	dimRank := len(st.shape)
	if order, ok := o.Attr("order").(*ir.AffineMapAttr); ok && order.Map.NumDims != st.lvlRank() {
		return o.EmitErrorf("Level traverse order does not match tensor's level rank")
	}
	inits := o.Operand("initArgs")
	args := body.Args
	if dimRank+1+len(inits) != len(args) {
		return o.EmitErrorf("Unmatched number of arguments in the block")
	}
	if len(op.Results) != len(inits) {
		return o.EmitErrorf("Mismatch in number of init arguments and results")
	}
	for i, r := range op.Results {
		if r.Type() != inits[i].Type() {
			return o.EmitErrorf("Mismatch in types of init arguments and results")
		}
	}
	if yield := verify.Terminator(body); yield != nil {
		bad := len(yield.Operands) != len(op.Results)
		for i := 0; !bad && i < len(op.Results); i++ {
			bad = yield.Operands[i].Type() != op.Results[i].Type()
		}
		if bad {
			return o.EmitErrorf("Mismatch in types of yield values and results")
		}
	}
	index := o.Context().Index()
	for d := 0; d < dimRank; d++ {
		if args[d].Type() != ir.Type(index) {
			return o.EmitErrorf("Expecting Index type for argument at index %d", d)
		}
	}
	if vt := args[dimRank].Type(); vt != st.elem {
		return o.EmitErrorf("Unmatched element type between input tensor and block argument, expected:%s, got: %s", verify.TypeString(st.elem), verify.TypeString(vt))
	}
	return nil
}

func sortVerify(o dialect.Checker) *diag.Diagnostic {
	perm, ok := o.Attr("perm_map").(*ir.AffineMapAttr)
	if !ok {
		return nil
	}
	nx := perm.Map.NumDims
	if nx < 1 {
		return o.EmitErrorf("Expected rank(perm_map) > 1, got %d", nx)
	}
	if !permutation(perm.Map) {
		// An AffineMap prints without its affine_map<...>.
		text := strings.TrimSuffix(strings.TrimPrefix(verify.AttrString(perm), "affine_map<"), ">")
		return o.EmitErrorf("Expected a permutation map, got %s", text)
	}
	nv := o.Operand("n")
	if len(nv) == 0 {
		return nil
	}
	n, ok := verify.ConstantInt(o, nv[0])
	if !ok {
		return nil
	}
	check := func(v ir.Value, min uint64, msg string) *diag.Diagnostic {
		shape, ok := verify.ShapeOf(v.Type())
		if !ok || len(shape) == 0 {
			return nil
		}
		if sh := shape[0]; sh != ir.DynamicSize && sh < int64(min) {
			return o.EmitErrorf("%s got %d < %d", msg, sh, min)
		}
		return nil
	}
	var ny uint64
	if a, ok := o.Attr("ny").(*ir.IntegerAttr); ok {
		ny = uint64(a.Int64())
	}
	if xy := o.Operand("xy"); len(xy) > 0 {
		if d := check(xy[0], uint64(n)*(uint64(nx)+ny), "Expected dimension(xy) >= n * (rank(perm_map) + ny)"); d != nil {
			return d
		}
	}
	for _, y := range o.Operand("ys") {
		if d := check(y, uint64(n), "Expected dimension(y) >= n"); d != nil {
			return d
		}
	}
	return nil
}

// iterType reads an iteration space's or iterator's type: its encoding
// and level range.
func iterType(t ir.Type) (enc ir.Attribute, lo, hi int, ok bool) {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "sparse_tensor" {
		return nil, 0, 0, false
	}
	enc = d.Params.Attr("encoding")
	get := func(name string) (int, bool) {
		p := d.Params.Get(name)
		if p == nil {
			return 0, false
		}
		if p.Kind == ir.ParamInt {
			return int(p.Int), true
		}
		n, err := strconv.Atoi(strings.TrimSpace(p.Text))
		return n, err == nil
	}
	lo, ok1 := get("loLvl")
	hi, ok2 := get("hiLvl")
	if !ok1 || !ok2 {
		// The spelling: `lvls = lo` or `lvls = lo to hi`.
		_, rest, found := strings.Cut(d.Data, "lvls = ")
		if !found {
			return nil, 0, 0, false
		}
		rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), ">"))
		a, b, ranged := strings.Cut(rest, " to ")
		var err error
		if lo, err = strconv.Atoi(strings.TrimSpace(a)); err != nil {
			return nil, 0, 0, false
		}
		hi = lo + 1
		if ranged {
			if hi, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
				return nil, 0, 0, false
			}
		}
	}
	return enc, lo, hi, enc != nil
}

func extractSpaceVerify(o dialect.Checker) *diag.Diagnostic {
	loA, ok1 := o.Attr("loLvl").(*ir.IntegerAttr)
	hiA, ok2 := o.Attr("hiLvl").(*ir.IntegerAttr)
	if !ok1 || !ok2 {
		return nil
	}
	lo, hi := loA.Value.Uint64(), hiA.Value.Uint64()
	if lo >= hi {
		return o.Errorf("expected smaller level low than level high")
	}
	parent := o.Operand("parentIter")
	if len(parent) > 0 && lo == 0 || len(parent) == 0 && lo != 0 {
		return o.Errorf("parent iterator should be specified iff level lower bound equals 0")
	}
	if len(parent) > 0 {
		penc, _, phi, ok1 := iterType(parent[0].Type())
		senc, slo, _, ok2 := iterType(verify.FirstType(o.Result("extractedSpace")))
		if !ok1 || !ok2 {
			return nil
		}
		if penc != senc {
			return o.Errorf("mismatch in parent iterator encoding and iteration space encoding.")
		}
		if slo != phi {
			return o.Errorf("parent iterator should be used to extract an iteration space from a consecutive level.")
		}
	}
	return nil
}

// usedLevels reads a crdUsedLvls bit set: its count and max (the highest
// set bit + 1).
func usedLevels(a ir.Attribute) (count, max int) {
	i, ok := a.(*ir.IntegerAttr)
	if !ok {
		return 0, 0
	}
	bits := i.Value.Uint64()
	for b := 0; b < 64; b++ {
		if bits&(1<<b) != 0 {
			count++
			max = b + 1
		}
	}
	return count, max
}

func iterateVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(o.Operand("initArgs")) != len(op.Results) {
		return o.Errorf("mismatch in number of loop-carried values and defined values")
	}
	_, lo, hi, ok := iterType(verify.FirstType(o.Operand("iterSpace")))
	if !ok {
		return nil
	}
	if _, max := usedLevels(o.Attr("crdUsedLvls")); max > hi-lo {
		return o.Errorf("required out-of-bound coordinates")
	}
	return nil
}

func iterateRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := verify.EntryBlock(op, 0)
	space, ok := verify.FirstType(o.Operand("iterSpace")).(*ir.DialectType)
	if body == nil || !ok || len(body.Args) == 0 {
		return nil
	}
	it := body.Args[len(body.Args)-1]
	if !sameIterator(it.Type(), space) {
		return o.Errorf("mismatch in iterator and iteration space type")
	}
	iterArgs := iterateArgs(o, body)
	if len(iterArgs) != len(op.Results) {
		// Unreachable: verify() ("mismatch in number of loop-carried
		// values ...") and LoopLikeOpInterface (inits against iter_args)
		// fail first.
		return o.Errorf("mismatch in number of basic block args and defined values")
	}
	inits := o.Operand("initArgs")
	var yields []ir.Value
	if t := verify.Terminator(body); t != nil {
		yields = t.Operands
	}
	if len(inits) != len(iterArgs) || len(yields) != len(op.Results) || len(inits) != len(op.Results) {
		return o.Errorf("number mismatch between iter args and results.")
	}
	// The three type checks below are unreachable: LoopLikeOpInterface
	// compares each init, iter_arg, yielded value and result first.
	for i, r := range op.Results {
		if inits[i].Type() != r.Type() {
			// Unreachable (LoopLikeOpInterface).
			return o.Errorf("types mismatch between %dth iter operand and defined value", i)
		}
		if iterArgs[i].Type() != r.Type() {
			// Unreachable (LoopLikeOpInterface).
			return o.Errorf("types mismatch between %dth iter region arg and defined value", i)
		}
		if yields[i].Type() != r.Type() {
			// Unreachable (LoopLikeOpInterface).
			return o.Errorf("types mismatch between %dth yield value and defined value", i)
		}
	}
	return nil
}

// sameIterator reports whether t is the iterator type of the iteration
// space type space (IterSpaceType::getIteratorType: the same encoding and
// levels).
func sameIterator(t ir.Type, space *ir.DialectType) bool {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "sparse_tensor" || d.Mnemonic() != "iterator" {
		return false
	}
	e1, lo1, hi1, ok1 := iterType(d)
	e2, lo2, hi2, ok2 := iterType(space)
	return ok1 && ok2 && e1 == e2 && lo1 == lo2 && hi1 == hi2
}

// coiterateVerify is CoIterateOp::verify: as many inits as results, the
// used coordinates within the (first) iteration space's levels.
func coiterateVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if len(o.Operand("initArgs")) != len(op.Results) {
		return o.Errorf("mismatch in number of loop-carried values and defined values")
	}
	spaces := o.Operand("iterSpaces")
	if len(spaces) == 0 {
		return nil
	}
	_, lo, hi, ok := iterType(spaces[0].Type())
	if !ok {
		return nil
	}
	if _, max := usedLevels(o.Attr("crdUsedLvls")); max > hi-lo {
		return o.Errorf("required out-of-bound coordinates")
	}
	return nil
}

// coiterateRegions is CoIterateOp::verifyRegions: each case's leading
// arguments, yielded values, the inits and the results agree in number
// and type; no case is written twice.
func coiterateRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	inits := o.Operand("initArgs")
	for r, region := range op.Regions {
		if len(region.Blocks) == 0 {
			continue
		}
		body := region.Blocks[0]
		iterArgs := body.Args[:min(len(inits), len(body.Args))]
		var yields []ir.Value
		if t := verify.Terminator(body); t != nil {
			yields = t.Operands
		}
		if len(iterArgs) != len(inits) || len(yields) != len(inits) || len(op.Results) != len(inits) {
			return o.Errorf("number mismatch between iter args and results on %dth region", r)
		}
		for i, res := range op.Results {
			if inits[i].Type() != res.Type() {
				return o.Errorf("types mismatch between %dth iter operand and defined value on %dth region", i, r)
			}
			if iterArgs[i].Type() != res.Type() {
				return o.Errorf("types mismatch between %dth iter region arg and defined value on %dth region", i, r)
			}
			if yields[i].Type() != res.Type() {
				return o.Errorf("types mismatch between %dth yield value and defined value on %dth region", i, r)
			}
		}
	}
	cases, ok := o.Attr("cases").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	seen := map[uint64]bool{}
	for _, c := range cases.Elems {
		if i, ok := c.(*ir.IntegerAttr); ok {
			seen[i.Value.Uint64()] = true
		}
	}
	if len(seen) != len(op.Regions) {
		return o.Errorf("contains duplicated cases.")
	}
	return nil
}
