package linalg

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// linalgDefaultMapCount counts the indexing maps of the ops whose maps are
// implied when not written.
var linalgDefaultMapCount = map[string]int{"linalg.matmul": 3, "linalg.batch_matmul": 3, "linalg.batch_reduce_matmul": 3}

// indexingMapsVerify is IndexingMapOpInterface's verifier (LLVM 22's
// verifyImpl) and the loop-count check of LinalgStructuredInterface's, for
// the ops whose indexing maps are attributes: generic's and those named
// ops write or memoize. Operands: their count, then each one's symbols and
// rank, the maps' invertibility, the static shapes against the loop ranges
// the maps infer, and each map's dimensions against the loops.
func indexingMapsVerify(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	arr, ok := o.Attr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		arr, ok = o.Attr(linalgMemoizedMaps).(*ir.ArrayAttr)
	}
	if !ok {
		// The matmul ops' default maps (getDefaultIndexingMaps): one per
		// operand of A, B and C, counted as when written.
		if n, known := linalgDefaultMapCount[op.Name]; known && n != len(op.Operands) {
			return o.Errorf("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)", n, len(op.Operands))
		}
		return nil
	}
	if len(arr.Elems) != len(op.Operands) {
		return o.Errorf("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)", len(arr.Elems), len(op.Operands))
	}
	maps := make([]*ir.AffineMap, len(arr.Elems))
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		maps[i] = m.Map
	}
	shapes := make([][]int64, len(op.Operands))
	var all []int64
	for i, v := range op.Operands {
		if maps[i].NumSyms != 0 {
			return o.Errorf("unexpected symbols in indexing_map #%d", i)
		}
		// A scalar (or an unranked shaped value) has rank 0.
		if st, ok := v.Type().(ir.ShapedType); ok {
			if dims, ranked := st.Dims(); ranked {
				shapes[i] = dims
			}
		}
		if len(maps[i].Results) != len(shapes[i]) {
			return o.Errorf("expected operand #%d rank (%d) to match the result rank of indexing_map (%d)", i, len(shapes[i]), len(maps[i].Results))
		}
		all = append(all, shapes[i]...)
	}
	// getLoopsToShapesMap: the maps' results concatenated, over the most
	// dimensions any has; getShapesToLoopsMap its inverse permutation,
	// which needs each dimension as a result of its own.
	numDims := 0
	var results []ir.AffineExpr
	for _, m := range maps {
		numDims = max(numDims, m.NumDims)
		results = append(results, m.Results...)
	}
	first := make([]int, numDims)
	for i := range first {
		first[i] = -1
	}
	for p, r := range results {
		if d, ok := r.(*ir.AffineDimExpr); ok && d.Pos < numDims && first[d.Pos] < 0 {
			first[d.Pos] = p
		}
	}
	for _, p := range first {
		if p < 0 {
			concat := o.Context().AffineMapAttr(o.Context().AffineMapGet(numDims, 0, results))
			return o.Errorf("invalid indexing maps are non-invertible: (%s)", mapText(concat))
		}
	}
	if d := inferredShapes(o, maps, shapes, first, all, numDims); d != nil {
		return d
	}
	if its, ok := o.Attr("iterator_types").(*ir.ArrayAttr); ok {
		for i, m := range maps {
			if m.NumDims != len(its.Elems) {
				return o.Errorf("expected indexing_map #%d to have %d dim(s) to match the number of loops", i, len(its.Elems))
			}
		}
	}
	return nil
}

// mapText is an affine map as mlir-opt prints it in a diagnostic.
func mapText(a *ir.AffineMapAttr) string {
	s := verify.AttrString(a)
	return strings.TrimSuffix(strings.TrimPrefix(s, "affine_map<"), ">")
}

// inferredShapes checks static shapes against the loop ranges the maps
// infer (each loop's range is the size of the first operand dimension its
// dimension indexes alone), when every range is static.
func inferredShapes(o dialect.Checker, maps []*ir.AffineMap, shapes [][]int64, first []int, all []int64, numDims int) *diag.Diagnostic {
	start := make([]int64, numDims)
	end := make([]int64, numDims)
	for k, p := range first {
		if p >= len(all) || all[p] == ir.DynamicSize {
			return nil
		}
		end[k] = all[p] - 1
	}
	for i, m := range maps {
		if m.NumDims != numDims {
			return nil // composing it with the ranges is undefined
		}
		for dim, e := range m.Results {
			size := shapes[i][dim]
			if size == ir.DynamicSize || size == 0 {
				continue
			}
			lo, ok1 := evalAffine(e, start)
			hi, ok2 := evalAffine(e, end)
			if !ok1 || !ok2 {
				return nil
			}
			inferred := max(lo, hi) + 1
			if min(lo, hi) < 0 {
				return o.Errorf("unexpected result less than 0 at expression #%d in %s", dim, mapText(o.Context().AffineMapAttr(m)))
			}
			if _, ok := e.(*ir.AffineDimExpr); ok {
				if inferred != size {
					return o.Errorf("inferred input/output operand #%d has shape's dimension #%d to be %d, but found %d", i, dim, inferred, size)
				}
			} else if inferred > size {
				return o.Errorf("inferred input/output operand #%d has shape's dimension #%d to be greater than or equal to %d, but found %d", i, dim, inferred, size)
			}
		}
	}
	return nil
}

// evalAffine evaluates e at the dimension values dims, as composing with
// constants folds it; false when it does not fold (a symbol, a division or
// modulo by a non-positive constant).
func evalAffine(e ir.AffineExpr, dims []int64) (int64, bool) {
	return ir.EvalAffine(e, func(pos int) (int64, bool) {
		if pos < len(dims) {
			return dims[pos], true
		}
		return 0, false
	})
}
