package affine

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// affine: maps and their operands, loads and stores, yields and loops.

func affineVerifiers(h *registry.Hooks) {
	h.Verifier("affine.apply").Op = func(o dialect.Checker) *diag.Diagnostic {
		m, ok := o.Attr("map").(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		if len(o.Op().Operands) != m.Map.NumDims+m.Map.NumSyms {
			return o.Errorf("operand count and affine map dimension and symbol count must match")
		}
		if len(m.Map.Results) != 1 {
			return o.Errorf("mapping must produce one value")
		}
		// Valid dimensions may not stand for symbols (values that are
		// neither are allowed).
		scope := affineScope(o, o.Op())
		for _, v := range o.Op().Operands[m.Map.NumDims:] {
			if validDim(o, v, scope) && !validSymbol(o, v, scope) {
				return o.EmitErrorf("dimensional operand cannot be used as a symbol")
			}
		}
		return nil
	}
	h.Verifier("affine.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		if o.Op().Results[0].Type() != mt.Elem {
			return o.Errorf("result type must match element type of memref")
		}
		return affineIndexing(o, mt, "load")
	}
	h.Verifier("affine.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if verify.FirstType(o.Operand("value")) != mt.Elem {
			return o.Errorf("value to store must have the same type as memref element type")
		}
		return affineIndexing(o, mt, "store")
	}
	h.Verifier("affine.yield").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		if parent == nil {
			return nil
		}
		switch parent.Name {
		case "affine.parallel", "affine.if", "affine.for":
		default:
			return o.Errorf("only terminates affine.if/for/parallel regions")
		}
		if len(parent.Results) != len(o.Op().Operands) {
			return o.Errorf("parent of yield must have same number of results as the yield operands")
		}
		for i, v := range o.Op().Operands {
			if parent.Results[i].Type() != v.Type() {
				return o.Errorf("types mismatch between yield op and its parent")
			}
		}
		return nil
	}
	h.Verifier("affine.for").LoopLike = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		return verify.LoopLike(o, o.Operand("inits"), body.Args[min(1, len(body.Args)):], verify.Yielded(body), verify.ResultValues(o.Op()))
	}
}

// affineIndexing is verifyMemoryOpIndexing: the map's results against
// the memref's rank, its inputs against the subscripts.
func affineIndexing(o dialect.Checker, mt *ir.MemRefType, what string) *diag.Diagnostic {
	m, ok := o.Attr("map").(*ir.AffineMapAttr)
	if !ok {
		return nil
	}
	if len(m.Map.Results) != len(mt.Shape) {
		return o.Errorf("affine map num results must equal memref rank")
	}
	indices := o.Operand("indices")
	if m.Map.NumDims+m.Map.NumSyms != len(indices) {
		return o.Errorf("expects as many subscripts as affine map inputs")
	}
	for _, v := range indices {
		if !verify.Is[*ir.IndexType](v.Type()) {
			// unreachable: ODS's variadic-of-index operand constraint runs first.
			return o.Errorf("index to %s must have 'index' type", what)
		}
	}
	if msg := dimsAndSymbolsErr(o, indices, m.Map.NumDims); msg != "" {
		return o.Errorf("%s", msg)
	}
	return nil
}

// affineMoreVerifiers: the loops' and conditionals' operands, min and max,
// prefetch, the vector accesses, (de)linearize_index.
func affineMoreVerifiers(h *registry.Hooks) {
	h.Verifier("affine.for").Regions = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		body := verify.EntryBlock(op, 0)
		if body == nil || len(body.Args) == 0 || !isIndex(body.Args[0]) {
			return o.Errorf("expected body to have a single index argument for the induction variable")
		}
		if m := checkerMap(o, "lowerBoundMap"); m != nil && m.NumDims+m.NumSyms > 0 {
			if msg := dimsAndSymbolsErr(o, o.Operand("lowerBoundOperands"), m.NumDims); msg != "" {
				return o.Errorf("%s", msg)
			}
		}
		if m := checkerMap(o, "upperBoundMap"); m != nil && m.NumDims+m.NumSyms > 0 {
			if msg := dimsAndSymbolsErr(o, o.Operand("upperBoundOperands"), m.NumDims); msg != "" {
				return o.Errorf("%s", msg)
			}
		}
		if m := checkerMap(o, "lowerBoundMap"); m != nil && len(m.Results) < 1 {
			return o.Errorf("expected lower bound map to have at least one result")
		}
		if m := checkerMap(o, "upperBoundMap"); m != nil && len(m.Results) < 1 {
			return o.Errorf("expected upper bound map to have at least one result")
		}
		n := len(op.Results)
		if n == 0 {
			return nil
		}
		// getNumIterOperands: the operands the two maps do not take.
		iter := len(op.Operands)
		for _, name := range []string{"lowerBoundMap", "upperBoundMap"} {
			if m := checkerMap(o, name); m != nil {
				iter -= m.NumDims + m.NumSyms
			}
		}
		if iter != n {
			// unreachable: LoopLikeOpInterface checks inits, iter_args, yielded
			// values and results against each other first.
			return o.Errorf("mismatch between the number of loop-carried values and results")
		}
		if len(body.Args)-1 != n {
			// unreachable: LoopLikeOpInterface's check of inits against region
			// iter_args (the block args after the induction variable) runs first.
			return o.Errorf("mismatch between the number of basic block args and results")
		}
		return nil
	}
	h.Verifier("affine.if").Op = func(o dialect.Checker) *diag.Diagnostic {
		// Unreachable through ODS's check of `condition`, kept as upstream has it.
		set, ok := o.Attr("condition").(*ir.IntegerSetAttr)
		if !ok {
			return o.Errorf("requires an integer set attribute named 'condition'")
		}
		if len(o.Op().Operands) != set.Set.NumDims+set.Set.NumSyms {
			return o.Errorf("operand count and condition integer set dimension and symbol count must match")
		}
		if msg := dimsAndSymbolsErr(o, o.Op().Operands, set.Set.NumDims); msg != "" {
			return o.Errorf("%s", msg)
		}
		return nil
	}
	minMax := func(o dialect.Checker) *diag.Diagnostic {
		m, ok := o.Attr("map").(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		if len(o.Op().Operands) != m.Map.NumDims+m.Map.NumSyms {
			return o.Errorf("operand count and affine map dimension and symbol count must match")
		}
		if len(m.Map.Results) == 0 {
			return o.Errorf("affine map expect at least one result")
		}
		return nil
	}
	h.Verifier("affine.min").Op = minMax
	h.Verifier("affine.max").Op = minMax
	h.Verifier("affine.prefetch").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if m, ok := o.Attr("map").(*ir.AffineMapAttr); ok {
			mt, _ := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
			if mt != nil && len(m.Map.Results) != len(mt.Shape) {
				return o.Errorf("affine.prefetch affine map num results must equal memref rank")
			}
			if m.Map.NumDims+m.Map.NumSyms+1 != len(op.Operands) {
				return o.Errorf("too few operands")
			}
		} else if len(op.Operands) != 1 {
			return o.Errorf("too few operands")
		}
		scope := affineScope(o, op)
		for _, v := range o.Operand("indices") {
			if !validIndex(o, v, scope) {
				return o.Errorf("index must be a valid dimension or symbol identifier")
			}
		}
		return nil
	}
	vectorAccess := func(what string) func(o dialect.Checker) *diag.Diagnostic {
		return func(o dialect.Checker) *diag.Diagnostic {
			mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
			if !ok {
				return nil
			}
			if d := affineIndexing(o, mt, "load"); d != nil {
				return d
			}
			var vt ir.Type
			if what == "load" {
				vt = verify.FirstType(o.Result("result"))
			} else {
				vt = verify.FirstType(o.Operand("value"))
			}
			if v, ok := vt.(*ir.VectorType); ok && v.Elem != mt.Elem {
				return o.Errorf("requires memref and vector types of the same elemental type")
			}
			return nil
		}
	}
	h.Verifier("affine.vector_load").Op = vectorAccess("load")
	h.Verifier("affine.vector_store").Op = vectorAccess("store")
	h.Verifier("affine.parallel").Op = affineParallelVerify
	h.Verifier("affine.delinearize_index").Op = func(o dialect.Checker) *diag.Diagnostic {
		basis, ok := o.Attr("static_basis").(*ir.DenseArrayAttr)
		if !ok {
			return nil
		}
		n := len(o.Op().Results)
		if n != len(basis.Values) && n != len(basis.Values)+1 {
			return o.Errorf("should return an index for each basis element and up to one extra index")
		}
		if d := basisMarkers(o, basis); d != nil {
			return d
		}
		for i := range basis.Values {
			if v := basis.Int(i); v <= 0 && v != ir.DynamicSize {
				return o.Errorf("no basis element may be statically non-positive")
			}
		}
		return nil
	}
	h.Verifier("affine.linearize_index").Op = func(o dialect.Checker) *diag.Diagnostic {
		basis, ok := o.Attr("static_basis").(*ir.DenseArrayAttr)
		if !ok {
			return nil
		}
		n := len(o.Operand("multi_index"))
		if n != len(basis.Values) && n != len(basis.Values)+1 {
			return o.Errorf("should be passed a basis element for each index except possibly the first")
		}
		return basisMarkers(o, basis)
	}
}

// basisMarkers: as many dynamic basis values as kDynamic markers.
func basisMarkers(o dialect.Checker, basis *ir.DenseArrayAttr) *diag.Diagnostic {
	markers := 0
	for i := range basis.Values {
		if basis.Int(i) == ir.DynamicSize {
			markers++
		}
	}
	if markers != len(o.Operand("dynamic_basis")) {
		return o.Errorf("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
	}
	return nil
}

// reductionMatches is isResultTypeMatchAtomicRMWKind.
func reductionMatches(t ir.Type, kind string) bool {
	it, isInt := t.(*ir.IntegerType)
	switch kind {
	case "addf", "mulf", "maximumf", "minimumf":
		return verify.IsFloat(t)
	case "addi", "muli", "ori", "andi":
		return isInt
	case "assign":
		return true
	case "maxs", "mins":
		return isInt && it.Signedness == ir.Signed
	case "maxu", "minu":
		return isInt && it.Signedness == ir.Unsigned
	}
	return false
}

func affineParallelVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	// ODS's constraint on reductions (an array of AtomicRMWKind: i64
	// integers naming a kind), which runs before verify().
	if reds, ok := o.Attr("reductions").(*ir.ArrayAttr); ok {
		for _, a := range reds.Elems {
			ia, ok := a.(*ir.IntegerAttr)
			if !ok || !ir.IsSignlessInt(ia.Type, 64) || !ia.Value.IsInt64() || ia.Int64() < 0 || ia.Int64() >= int64(len(atomicRMWKinds)) {
				return o.Errorf("attribute 'reductions' failed to satisfy constraint: Reduction ops")
			}
		}
	}
	steps, _ := o.Attr("steps").(*ir.ArrayAttr)
	lbg, _ := o.Attr("lowerBoundsGroups").(*ir.DenseElementsAttr)
	ubg, _ := o.Attr("upperBoundsGroups").(*ir.DenseElementsAttr)
	body := verify.EntryBlock(op, 0)
	if steps == nil || lbg == nil || ubg == nil || body == nil {
		return nil
	}
	n := len(steps.Elems)
	if int(lbg.NumElements()) != n || int(ubg.NumElements()) != n || len(body.Args) != n {
		return o.Errorf("the number of region arguments (%d) and the number of map groups for lower (%d) and upper bound (%d), and the number of steps (%d) must all match",
			len(body.Args), lbg.NumElements(), ubg.NumElements(), n)
	}
	lbMap, ubMap := checkerMap(o, "lowerBoundsMap"), checkerMap(o, "upperBoundsMap")
	if lbMap == nil || ubMap == nil {
		return nil
	}
	sum := func(g *ir.DenseElementsAttr) int {
		s := 0
		for _, v := range groupSizesOf(g) {
			s += v
		}
		return s
	}
	if want := sum(lbg); want != len(lbMap.Results) {
		return o.Errorf("expected lower bounds map to have %d results", want)
	}
	if want := sum(ubg); want != len(ubMap.Results) {
		return o.Errorf("expected upper bounds map to have %d results", want)
	}
	reds, _ := o.Attr("reductions").(*ir.ArrayAttr)
	if reds == nil {
		return nil
	}
	if len(reds.Elems) != len(op.Results) {
		return o.Errorf("a reduction must be specified for each output")
	}
	for i, a := range reds.Elems {
		ia, ok := a.(*ir.IntegerAttr)
		if !ok || !ia.Value.IsInt64() || ia.Int64() < 0 || ia.Int64() >= int64(len(atomicRMWKinds)) {
			// unreachable: the ODS constraint above rejects it first.
			return o.Errorf("invalid reduction attribute")
		}
		if !reductionMatches(op.Results[i].Type(), atomicRMWKinds[ia.Int64()]) {
			return o.Errorf("result type cannot match reduction attribute")
		}
	}
	lbn := lbMap.NumDims + lbMap.NumSyms
	if lbn > len(op.Operands) {
		return nil
	}
	if msg := dimsAndSymbolsErr(o, op.Operands[:lbn], lbMap.NumDims); msg != "" {
		return o.Errorf("%s", msg)
	}
	if msg := dimsAndSymbolsErr(o, op.Operands[lbn:], ubMap.NumDims); msg != "" {
		return o.Errorf("%s", msg)
	}
	return nil
}

// checkerMap returns the affine map of o's attribute name, or nil.
func checkerMap(o dialect.Checker, name string) *ir.AffineMap {
	if m, ok := o.Attr(name).(*ir.AffineMapAttr); ok {
		return m.Map
	}
	return nil
}
