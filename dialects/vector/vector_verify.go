package vector

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// vector: loads and stores, broadcasts, shape casts, reductions,
// extracts.

func vectorVerifiers(h *registry.Hooks) {
	h.Verifier("vector.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		return vectorAccess(o, verify.FirstType(o.Result("result")), "base", "destination memref has lower rank than the result vector",
			"base memref and result vector types should match", "base and result element types should match")
	}
	h.Verifier("vector.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		return vectorAccess(o, verify.FirstType(o.Operand("valueToStore")), "base", "source memref has lower rank than the vector to store",
			"base memref and valueToStore vector types should match", "base and valueToStore element type should match")
	}
	h.Verifier("vector.broadcast").Op = func(o dialect.Checker) *diag.Diagnostic {
		src := verify.FirstType(o.Operand("source"))
		dst, ok := verify.FirstType(o.Result("vector")).(*ir.VectorType)
		if src == nil || !ok {
			return nil
		}
		if _, isVec := src.(*ir.VectorType); !isVec {
			if verify.ElementTypeOrSelf(src) == dst.Elem && (verify.Is[*ir.IntegerType](src) || verify.Is[*ir.IndexType](src) || verify.Is[*ir.FloatType](src)) {
				return nil
			}
			return o.Errorf("source type is not a vector")
		}
		sv := src.(*ir.VectorType)
		if len(sv.Shape) > len(dst.Shape) {
			return o.Errorf("source rank higher than destination rank")
		}
		lead := len(dst.Shape) - len(sv.Shape)
		for i, sd := range sv.Shape {
			dd := dst.Shape[lead+i]
			ss, ds := scalableDim(sv, i), scalableDim(dst, lead+i)
			if sd != 1 && sd != dd || sd == 1 && ss && dd != 1 || ss != ds && sd != 1 {
				return o.Errorf("dimension mismatch (%s vs. %s)", vectorDim(sd, ss), vectorDim(dd, ds))
			}
		}
		return nil
	}
	h.Verifier("vector.shape_cast").Op = func(o dialect.Checker) *diag.Diagnostic {
		src, ok1 := verify.FirstType(o.Operand("source")).(*ir.VectorType)
		res, ok2 := verify.FirstType(o.Result("result")).(*ir.VectorType)
		if !ok1 || !ok2 {
			return nil
		}
		if src.Elem != res.Elem {
			return o.Errorf("has different source and result element types")
		}
		if a, b := ir.NumElements(src.Shape), ir.NumElements(res.Shape); a != b {
			return o.Errorf("has different number of elements at source (%d) and result (%d)", a, b)
		}
		if a, b := countTrue(src.Scalable), countTrue(res.Scalable); a != b {
			return o.Errorf("has different number of scalable dims at source (%d) and result (%d)", a, b)
		}
		return nil
	}
	h.Verifier("vector.reduction").Op = func(o dialect.Checker) *diag.Diagnostic {
		v, ok := verify.FirstType(o.Operand("vector")).(*ir.VectorType)
		if !ok {
			return nil
		}
		if len(v.Shape) > 1 {
			return o.Errorf("unsupported reduction rank: %d", len(v.Shape))
		}
		kind, ok := ir.SpellingOf(o.Attr("kind"))
		if !ok {
			return nil
		}
		k := strings.TrimSuffix(strings.TrimPrefix(kind.Data, "kind<"), ">")
		elem := v.Elem
		isInt := verify.Is[*ir.IntegerType](elem) || verify.Is[*ir.IndexType](elem)
		supported := true
		switch k {
		case "add", "mul":
			supported = isInt || verify.IsFloat(elem)
		case "minui", "minsi", "maxui", "maxsi", "and", "or", "xor":
			supported = isInt
		case "minnumf", "maxnumf", "minimumf", "maximumf":
			supported = verify.IsFloat(elem)
		}
		if !supported {
			return o.Errorf("unsupported reduction type ''%s'' for kind '%s'", verify.TypeString(elem), k)
		}
		return nil
	}
	h.Verifier("vector.extract").Op = func(o dialect.Checker) *diag.Diagnostic {
		if rt, ok := verify.FirstType(o.Result("result")).(*ir.VectorType); ok && len(rt.Shape) == 0 {
			return o.EmitErrorf("expected a scalar instead of a 0-d vector as the result type")
		}
		src, ok := verify.FirstType(o.Operand("source")).(*ir.VectorType)
		pos, ok2 := o.Attr("static_position").(*ir.DenseArrayAttr)
		if !ok || !ok2 {
			return nil
		}
		dynamic := 0
		for i := range pos.Values {
			if pos.Int(i) == ir.DynamicSize {
				dynamic++
			}
		}
		if dynamic != len(o.Operand("dynamic_position")) {
			return o.Errorf("mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite")
		}
		if len(pos.Values) > len(src.Shape) {
			return o.Errorf("expected position attribute of rank no greater than vector rank")
		}
		for i := range pos.Values {
			p := pos.Int(i)
			if p == ir.DynamicSize {
				continue
			}
			if p != -1 && (p < 0 || p >= src.Shape[i]) {
				return o.Errorf("expected position attribute #%d to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i+1)
			}
		}
		return nil
	}
}

func scalableDim(v *ir.VectorType, i int) bool { return i < len(v.Scalable) && v.Scalable[i] }

func vectorDim(d int64, scalable bool) string {
	if scalable {
		return fmt.Sprintf("[%d]", d)
	}
	return fmt.Sprint(d)
}

func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// vectorAccess is what vector.load and vector.store check of their
// memref and vector.
func vectorAccess(o dialect.Checker, vt ir.Type, base, lowerRank, vecMismatch, elemMismatch string) *diag.Diagnostic {
	vec, ok1 := vt.(*ir.VectorType)
	mem, ok2 := verify.FirstType(o.Operand(base)).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if verify.AnyTrue(vec.Scalable) || len(vec.Shape) > 0 && ir.NumElements(vec.Shape) != 1 {
		if strides, _, ok := verify.StridesAndOffset(mem); ok && len(strides) > 0 && strides[len(strides)-1] != 1 {
			return o.Errorf("most minor memref dim must have unit stride")
		}
	}
	if len(mem.Shape) < len(vec.Shape) {
		return o.Errorf("%s", lowerRank)
	}
	elem := mem.Elem
	if mv, ok := elem.(*ir.VectorType); ok {
		if ir.Type(mv) != ir.Type(vec) {
			return o.Errorf("%s", vecMismatch)
		}
		elem = mv.Elem
	}
	if vec.Elem != elem {
		return o.Errorf("%s", elemMismatch)
	}
	if n := len(o.Operand("indices")); n != len(mem.Shape) {
		return o.Errorf("requires %d indices", len(mem.Shape))
	}
	return nil
}

// vectorMaskedVerifiers: masked loads and stores.
func vectorMaskedVerifiers(h *registry.Hooks) {
	h.Verifier("vector.maskedload").Op = func(o dialect.Checker) *diag.Diagnostic {
		mem, ok1 := verify.FirstType(o.Operand("base")).(*ir.MemRefType)
		res, ok2 := verify.FirstType(o.Result("result")).(*ir.VectorType)
		mask, ok3 := verify.FirstType(o.Operand("mask")).(*ir.VectorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if mem.Elem != res.Elem {
			return o.Errorf("base and result element type should match")
		}
		if n := len(o.Operand("indices")); n != len(mem.Shape) {
			return o.Errorf("requires %d indices", len(mem.Shape))
		}
		if !verify.EqualDims(res.Shape, mask.Shape) {
			return o.Errorf("expected result shape to match mask shape")
		}
		if pass := verify.FirstType(o.Operand("pass_thru")); pass != ir.Type(res) {
			return o.Errorf("expected pass_thru of same type as result type")
		}
		return nil
	}
	h.Verifier("vector.maskedstore").Op = func(o dialect.Checker) *diag.Diagnostic {
		mem, ok1 := verify.FirstType(o.Operand("base")).(*ir.MemRefType)
		val, ok2 := verify.FirstType(o.Operand("valueToStore")).(*ir.VectorType)
		mask, ok3 := verify.FirstType(o.Operand("mask")).(*ir.VectorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if mem.Elem != val.Elem {
			return o.Errorf("base and valueToStore element type should match")
		}
		if n := len(o.Operand("indices")); n != len(mem.Shape) {
			return o.Errorf("requires %d indices", len(mem.Shape))
		}
		if !verify.EqualDims(val.Shape, mask.Shape) {
			return o.Errorf("expected valueToStore shape to match mask shape")
		}
		return nil
	}
}

// Transfers: vector.transfer_read and vector.transfer_write.

// vectorTransferVerifiers: transfer_read and transfer_write.
func vectorTransferVerifiers(h *registry.Hooks) {
	// Their inits for DestinationStyleOpInterface: the written base;
	// none for a read.
	h.Verifier("vector.transfer_write").Inits = "base"
	h.Verifier("vector.transfer_read").Inits = dialect.NoInits
	h.Verifier("vector.transfer_read").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, vec, pm, ok := transferParts(o, verify.FirstType(o.Result("vector")))
		if !ok {
			return nil
		}
		if d := transferIndices(o, st); d != nil {
			return d
		}
		if d := verifyTransfer(o, st, vec, pm); d != nil {
			return d
		}
		pad := verify.FirstType(o.Operand("padding"))
		if ve, ok := st.ElementType().(*ir.VectorType); ok {
			if ir.Type(ve) != pad {
				return o.Errorf("requires source element type and padding type to match.")
			}
		} else if pad != st.ElementType() {
			return o.Errorf("requires formal padding and source of the same elemental type")
		}
		return permutationMap(o, pm)
	}
	h.Verifier("vector.transfer_write").Op = func(o dialect.Checker) *diag.Diagnostic {
		st, vec, pm, ok := transferParts(o, verify.FirstType(o.Operand("valueToStore")))
		if !ok {
			return nil
		}
		if d := transferIndices(o, st); d != nil {
			return d
		}
		for _, r := range pm.Results {
			if c, ok := r.(*ir.AffineConstantExpr); ok && c.Value == 0 {
				return o.Errorf("should not have broadcast dimensions")
			}
		}
		if d := verifyTransfer(o, st, vec, pm); d != nil {
			return d
		}
		return permutationMap(o, pm)
	}
}

func transferParts(o dialect.Checker, v ir.Type) (ir.ShapedType, *ir.VectorType, *ir.AffineMap, bool) {
	st, ok1 := verify.FirstType(o.Operand("base")).(ir.ShapedType)
	vec, ok2 := v.(*ir.VectorType)
	pm, ok3 := o.Attr("permutation_map").(*ir.AffineMapAttr)
	if !ok1 || !ok2 || !ok3 {
		return nil, nil, nil, false
	}
	return st, vec, pm.Map, true
}

func transferIndices(o dialect.Checker, st ir.ShapedType) *diag.Diagnostic {
	dims, ranked := st.Dims()
	if ranked && len(o.Operand("indices")) != len(dims) {
		return o.Errorf("requires %d indices", len(dims))
	}
	return nil
}

// bitWidth is a type's size in bits in the default data layout.
func bitWidth(t ir.Type) int {
	if verify.Is[*ir.IndexType](t) {
		return 64
	}
	return ir.IntOrFloatWidth(t)
}

// verifyTransfer is vector's verifyTransferOp.
func verifyTransfer(o dialect.Checker, st ir.ShapedType, vec *ir.VectorType, pm *ir.AffineMap) *diag.Diagnostic {
	if o.Op().Attr("masked") != nil {
		return o.Errorf("masked attribute has been removed. Use in_bounds instead.")
	}
	switch st.(type) {
	case *ir.MemRefType, *ir.RankedTensorType:
	default:
		return o.Errorf("requires source to be a memref or ranked tensor type")
	}
	if ev, ok := st.ElementType().(*ir.VectorType); ok {
		return verifyTransferOfVectors(o, st, ev, vec, pm)
	}
	minor := int64(1)
	if len(vec.Shape) > 0 {
		minor = vec.Shape[len(vec.Shape)-1]
	}
	ew, vw := bitWidth(st.ElementType()), bitWidth(vec.Elem)
	if ew <= 0 || vw <= 0 {
		return nil
	}
	if (int64(vw)*minor)%int64(ew) != 0 {
		return o.Errorf("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")
	}
	if len(pm.Results) != len(vec.Shape) {
		return o.Errorf("requires a permutation_map with result dims of the same rank as the vector type")
	}
	return verifyTransferMap(o, st, pm)
}

// verifyTransferOfVectors is verifyTransferOp's branch for a memref or
// tensor of vectors: the minor vectors' bit widths, the ranks, the
// permutation map's results against the extra rank, no mask.
func verifyTransferOfVectors(o dialect.Checker, st ir.ShapedType, ev, vec *ir.VectorType, pm *ir.AffineMap) *diag.Diagnostic {
	ew, vw := bitWidth(ev.Elem), bitWidth(vec.Elem)
	if ew <= 0 || vw <= 0 || len(ev.Shape) == 0 || len(vec.Shape) == 0 {
		return nil
	}
	source := int64(ew) * ev.Shape[len(ev.Shape)-1]
	result := int64(vw) * vec.Shape[len(vec.Shape)-1]
	if source == 0 || result%source != 0 {
		return o.Errorf("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source")
	}
	if len(ev.Shape) > len(vec.Shape) {
		return o.Errorf("requires source vector element and vector result ranks to match.")
	}
	if len(pm.Results) != len(vec.Shape)-len(ev.Shape) {
		return o.Errorf("requires a permutation_map with result dims of the same rank as the vector type")
	}
	if len(o.Operand("mask")) != 0 {
		return o.Errorf("does not support masks with vector element type")
	}
	return verifyTransferMap(o, st, pm)
}

// verifyTransferMap is the end of verifyTransferOp, for both element kinds:
// the permutation map's symbols and inputs, the in_bounds attribute.
func verifyTransferMap(o dialect.Checker, st ir.ShapedType, pm *ir.AffineMap) *diag.Diagnostic {
	if pm.NumSyms != 0 {
		return o.Errorf("requires permutation_map without symbols")
	}
	if dims, _ := st.Dims(); pm.NumDims != len(dims) {
		return o.Errorf("requires a permutation_map with input dims of the same rank as the source type")
	}
	if inBounds, ok := o.Attr("in_bounds").(*ir.ArrayAttr); ok && len(inBounds.Elems) != len(pm.Results) {
		return o.Errorf("expects the in_bounds attr of same rank as permutation_map results: %s vs inBounds of size: %d",
			verify.AttrString(o.Context().AffineMapAttr(pm)), len(inBounds.Elems))
	}
	return nil
}

// permutationMap is verifyPermutationMap: each result a dimension used
// once, or the constant 0.
func permutationMap(o dialect.Checker, pm *ir.AffineMap) *diag.Diagnostic {
	seen := make([]bool, pm.NumDims)
	for _, r := range pm.Results {
		switch e := r.(type) {
		case *ir.AffineDimExpr:
			if e.Pos < len(seen) && seen[e.Pos] {
				return o.Errorf("requires a permutation_map that is a permutation (found one dim used more than once)")
			}
			if e.Pos < len(seen) {
				seen[e.Pos] = true
			}
		case *ir.AffineConstantExpr:
			if e.Value != 0 {
				return o.Errorf("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
			}
		default:
			return o.Errorf("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
		}
	}
	return nil
}
