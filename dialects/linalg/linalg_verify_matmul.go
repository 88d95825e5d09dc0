package linalg

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verify() of matmul, batch_matmul, batch_reduce_matmul and contract
// (LinalgOps.cpp): the indexing maps a user writes. They run before
// LinalgStructuredInterface's checks (which upstream runs with the
// regions), so a map count or rank the interface would reject can reach
// them.

func linalgMatmulVerifiers(h *registry.Hooks) {
	h.Verifier("linalg.matmul").Op = matmulVerify
	h.Verifier("linalg.batch_matmul").Op = batchMatmulVerify
	h.Verifier("linalg.batch_reduce_matmul").Op = batchMatmulVerify
	h.Verifier("linalg.contract").Op = contractVerify
	contraction := h.Verifier("LinalgContractionOpInterface")
	contraction.Trait, contraction.TraitWithRegions = contractionInterface, true
}

// opMaps returns the op's indexing_maps, nil when one is not an affine map.
func opMaps(o dialect.Checker) ([]*ir.AffineMap, bool) {
	arr, ok := o.Attr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	maps := make([]*ir.AffineMap, len(arr.Elems))
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil, false
		}
		maps[i] = m.Map
	}
	return maps, true
}

// userDefinedMaps is hasUserDefinedMaps: maps differ from the op's default
// ones.
func userDefinedMaps(o dialect.Checker, spec linalgMapSpec) ([]*ir.AffineMap, bool) {
	maps, ok := opMaps(o)
	if !ok || linalgDefaultMaps(o.Attr("indexing_maps"), spec) {
		return nil, false
	}
	return maps, true
}

// resultsSubsetOf is areResultExprsSubsetOf: every result of m is one of
// the default map's results (each a plain dimension there).
func resultsSubsetOf(m *ir.AffineMap, def [][]linalgTerm) bool {
	for _, r := range m.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok {
			return false
		}
		found := false
		for _, t := range def {
			if len(t) == 1 && t[0].sym < 0 && t[0].dim == d.Pos {
				found = true
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// functionOfDim is AffineExpr::isFunctionOfDim: e uses dimension pos.
func functionOfDim(e ir.AffineExpr, pos int) bool {
	switch e := e.(type) {
	case *ir.AffineDimExpr:
		return e.Pos == pos
	case *ir.AffineBinaryExpr:
		return functionOfDim(e.LHS, pos) || functionOfDim(e.RHS, pos)
	}
	return false
}

// projectedPermutation is AffineMap::isProjectedPermutation(false): no
// symbols, each result a distinct dimension.
func projectedPermutation(m *ir.AffineMap) bool {
	if m.NumSyms > 0 || len(m.Results) > m.NumDims {
		return false
	}
	seen := make([]bool, m.NumDims)
	for _, r := range m.Results {
		d, ok := r.(*ir.AffineDimExpr)
		if !ok || d.Pos >= len(seen) || seen[d.Pos] {
			return false
		}
		seen[d.Pos] = true
	}
	return true
}

// matmulVerify is MatmulOp::verify: with user-defined maps, each input's
// map (verifyExtendedMatmulSemantic) uses only the default map's
// dimensions, and a broadcast input's one dimension is the reduction's.
func matmulVerify(o dialect.Checker) *diag.Diagnostic {
	spec := linalgMatmulMaps["linalg.matmul"]
	maps, ok := userDefinedMaps(o, spec)
	if !ok {
		return nil
	}
	for i := 0; i < 2 && i < len(maps); i++ {
		m, def := maps[i], spec.maps[i]
		if !resultsSubsetOf(m, def) {
			return o.Errorf("Unexpected dim expression in map result.")
		}
		// isBroadcasted: fewer results than the default map.
		if len(m.Results) < len(def) {
			// isValidLhsRhsBroadcastMap: the one result is a function of
			// the last dimension (upstream asserts there is one result).
			if len(m.Results) != 1 || !functionOfDim(m.Results[0], m.NumDims-1) {
				return o.Errorf("Invalid broadcast requested, should be (d2).")
			}
		}
	}
	return nil
}

// batchMatmulVerify is BatchMatmulOp::verify and BatchReduceMatmulOp's:
// with user-defined maps, verifyExtendedBatchVariantMatmulSemantic for
// each of the three maps (verifyInputMaps for the inputs,
// verifyOutputMap for the output).
func batchMatmulVerify(o dialect.Checker) *diag.Diagnostic {
	name := o.Op().Name
	spec := linalgMatmulMaps[name]
	maps, ok := userDefinedMaps(o, spec)
	if !ok {
		return nil
	}
	for i := 0; i < 3; i++ {
		if len(maps) != 3 {
			return o.Errorf("Indexing_map attribute must have 3 affine maps.")
		}
		m, def := maps[i], spec.maps[i]
		if i < 2 {
			if d := batchInputMap(o, m, def, i == 0); d != nil {
				return d
			}
			continue
		}
		if d := batchOutputMap(o, name, m); d != nil {
			return d
		}
	}
	return nil
}

// batchInputMap is verifyInputMaps.
func batchInputMap(o dialect.Checker, m *ir.AffineMap, def [][]linalgTerm, lhs bool) *diag.Diagnostic {
	if !resultsSubsetOf(m, def) {
		return o.Errorf("Unexpected result dim expression (outside the set of default result dims).")
	}
	if len(m.Results) > 3 {
		return o.Errorf("no. of result dim expressions exceeds 3.")
	}
	if len(m.Results) < len(def) {
		if !batchBroadcastMap(m, lhs) {
			return o.Errorf("Invalid broadcast requested.")
		}
	} else if !functionOfDim(m.Results[0], 0) {
		return o.Errorf("Invalid batch dimension expression.")
	}
	return nil
}

// batchBroadcastMap is isValidLhsRhsBroadcastMap of the batch variants
// (dimensions batch, m, n, k = d0, d1, d2, d3): one result, k; two, (batch
// or m, k) for the lhs, (batch, k) or (k, n) for the rhs.
func batchBroadcastMap(m *ir.AffineMap, lhs bool) bool {
	const batch, mPos, nPos, kPos = 0, 1, 2, 3
	r := m.Results
	switch len(r) {
	case 1:
		return functionOfDim(r[0], kPos)
	case 2:
		if lhs {
			return (functionOfDim(r[0], batch) || functionOfDim(r[0], mPos)) && functionOfDim(r[1], kPos)
		}
		return functionOfDim(r[0], batch) && functionOfDim(r[1], kPos) ||
			functionOfDim(r[0], kPos) && functionOfDim(r[1], nPos)
	}
	return false
}

// batchOutputMap is verifyOutputMap: batch_matmul's output map has three
// results over (batch, m, n), batch_reduce_matmul's two over (m, n).
func batchOutputMap(o dialect.Checker, name string, m *ir.AffineMap) *diag.Diagnostic {
	want := 3
	if name == "linalg.batch_reduce_matmul" {
		want = 2
	}
	if len(m.Results) != want {
		return o.Errorf("expects %d dims, but got (%d).", want, len(m.Results))
	}
	first := 0
	if want == 2 {
		first = 1
	}
	for i, r := range m.Results {
		if !functionOfDim(r, first+i) {
			return o.Errorf("Invalid output map result dimension.")
		}
	}
	return nil
}

// contractVerify is ContractOp::verify: each map a projected permutation
// of the one iteration space, of its operand's rank; every dimension used,
// each either contracted (both inputs, not the output) or parallel (one
// input and the output, or both and the output), and one contracted.
func contractVerify(o dialect.Checker) *diag.Diagnostic {
	maps, ok := opMaps(o)
	if !ok {
		return nil
	}
	operands := o.Op().Operands
	space := -1
	var in, out []int
	for i, m := range maps {
		if i >= len(operands) || i >= 3 {
			break // llvm::zip stops at the shortest range
		}
		isInput := i < 2
		if !projectedPermutation(m) {
			return o.EmitErrorf("provided affine_map is not a projected permutation")
		}
		if st, ok := operands[i].Type().(ir.ShapedType); ok {
			if dims, ranked := st.Dims(); !ranked || len(m.Results) != len(dims) {
				return o.EmitErrorf("ranks of shaped operand and results of corresponding affine_map differ")
			}
		} else if len(m.Results) != 0 {
			return o.EmitErrorf("affine_map specifies shaped access while operand has non-shaped type")
		}
		if space == -1 {
			space = m.NumDims
			in, out = make([]int, space), make([]int, space)
		} else if space != m.NumDims {
			return o.EmitErrorf("iteration spaces of provided affine_maps differ")
		}
		for _, r := range m.Results {
			d := r.(*ir.AffineDimExpr) // a projected permutation's results are dimensions
			if isInput {
				in[d.Pos]++
			} else {
				out[d.Pos]++
			}
		}
	}
	contracting := false
	for d := 0; d < space; d++ {
		contracting = contracting || in[d] == 2 && out[d] == 0
		if in[d] == 0 && out[d] == 0 {
			return o.EmitErrorf("iteration space dim at index %d not used to access any operand", d)
		}
		if in[d] == 1 && out[d] != 1 {
			return o.EmitErrorf("iteration space dim at index %d is neither a contracting dim nor of parallel iteration type", d)
		}
	}
	if !contracting {
		return o.EmitErrorf("'indexing_maps' do not specify a contracting dimension")
	}
	return nil
}

// contractionInterface is LinalgContractionOpInterface's verifier
// (verifyContractionInterface, run with the regions, after the op's
// verify() and LinalgStructuredInterface's checks): two inputs and one
// init, then every indexing map a projected permutation. The last of
// isContractionInterfaceImpl's checks, the body's multiply and add
// ("expected add/mul op in the body"), is not ported.
func contractionInterface(o dialect.Checker) *diag.Diagnostic {
	if len(o.Operand("inputs")) != 2 || len(o.Operand("outputs")) != 1 {
		return o.EmitErrorf("expected op with 2 inputs and 1 output")
	}
	arr, ok := o.Attr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		arr, ok = o.Attr(linalgMemoizedMaps).(*ir.ArrayAttr)
	}
	if !ok {
		return nil
	}
	for _, e := range arr.Elems {
		if m, ok := e.(*ir.AffineMapAttr); ok && !projectedPermutation(m.Map) {
			return o.EmitErrorf("expected indexing maps to be projected permutations")
		}
	}
	return nil
}
