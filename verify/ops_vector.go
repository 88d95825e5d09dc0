package verify

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// vector: loads and stores, broadcasts, shape casts, reductions,
// extracts.

func init() {
	opVerifiers["vector.load"] = func(o *opCtx) *diagnostic {
		return vectorAccess(o, firstType(o.result("result")), "base", "destination memref has lower rank than the result vector",
			"base memref and result vector types should match", "base and result element types should match")
	}
	opVerifiers["vector.store"] = func(o *opCtx) *diagnostic {
		return vectorAccess(o, firstType(o.operand("valueToStore")), "base", "source memref has lower rank than the vector to store",
			"base memref and valueToStore vector types should match", "base and valueToStore element type should match")
	}
	opVerifiers["vector.broadcast"] = func(o *opCtx) *diagnostic {
		src := firstType(o.operand("source"))
		dst, ok := firstType(o.result("vector")).(*ir.VectorType)
		if src == nil || !ok {
			return nil
		}
		if _, isVec := src.(*ir.VectorType); !isVec {
			if elementTypeOrSelf(src) == dst.Elem && (is[*ir.IntegerType](src) || is[*ir.IndexType](src) || is[*ir.FloatType](src)) {
				return nil
			}
			return o.errorf("source type is not a vector")
		}
		sv := src.(*ir.VectorType)
		if len(sv.Shape) > len(dst.Shape) {
			return o.errorf("source rank higher than destination rank")
		}
		lead := len(dst.Shape) - len(sv.Shape)
		for i, sd := range sv.Shape {
			dd := dst.Shape[lead+i]
			ss, ds := scalableDim(sv, i), scalableDim(dst, lead+i)
			if sd != 1 && sd != dd || sd == 1 && ss && dd != 1 || ss != ds && sd != 1 {
				return o.errorf("dimension mismatch (%s vs. %s)", vectorDim(sd, ss), vectorDim(dd, ds))
			}
		}
		return nil
	}
	opVerifiers["vector.shape_cast"] = func(o *opCtx) *diagnostic {
		src, ok1 := firstType(o.operand("source")).(*ir.VectorType)
		res, ok2 := firstType(o.result("result")).(*ir.VectorType)
		if !ok1 || !ok2 {
			return nil
		}
		if src.Elem != res.Elem {
			return o.errorf("has different source and result element types")
		}
		if a, b := ir.NumElements(src.Shape), ir.NumElements(res.Shape); a != b {
			return o.errorf("has different number of elements at source (%d) and result (%d)", a, b)
		}
		if a, b := countTrue(src.Scalable), countTrue(res.Scalable); a != b {
			return o.errorf("has different number of scalable dims at source (%d) and result (%d)", a, b)
		}
		return nil
	}
	opVerifiers["vector.reduction"] = func(o *opCtx) *diagnostic {
		v, ok := firstType(o.operand("vector")).(*ir.VectorType)
		if !ok {
			return nil
		}
		if len(v.Shape) > 1 {
			return o.errorf("unsupported reduction rank: %d", len(v.Shape))
		}
		kind, ok := ir.SpellingOf(o.attr("kind"))
		if !ok {
			return nil
		}
		k := strings.TrimSuffix(strings.TrimPrefix(kind.Data, "kind<"), ">")
		elem := v.Elem
		isInt := is[*ir.IntegerType](elem) || is[*ir.IndexType](elem)
		supported := true
		switch k {
		case "add", "mul":
			supported = isInt || isFloatType(elem)
		case "minui", "minsi", "maxui", "maxsi", "and", "or", "xor":
			supported = isInt
		case "minnumf", "maxnumf", "minimumf", "maximumf":
			supported = isFloatType(elem)
		}
		if !supported {
			return o.errorf("unsupported reduction type ''%s'' for kind '%s'", typeString(elem), k)
		}
		return nil
	}
	opVerifiers["vector.extract"] = func(o *opCtx) *diagnostic {
		if rt, ok := firstType(o.result("result")).(*ir.VectorType); ok && len(rt.Shape) == 0 {
			return opErr(o.op, "expected a scalar instead of a 0-d vector as the result type")
		}
		src, ok := firstType(o.operand("source")).(*ir.VectorType)
		pos, ok2 := o.attr("static_position").(*ir.DenseArrayAttr)
		if !ok || !ok2 {
			return nil
		}
		dynamic := 0
		for i := range pos.Values {
			if pos.Int(i) == ir.DynamicSize {
				dynamic++
			}
		}
		if dynamic != len(o.operand("dynamic_position")) {
			return o.errorf("mismatch between dynamic and static positions")
		}
		if len(pos.Values) > len(src.Shape) {
			return o.errorf("expected position attribute of rank no greater than vector rank")
		}
		for i := range pos.Values {
			p := pos.Int(i)
			if p == ir.DynamicSize {
				continue
			}
			if p != -1 && (p < 0 || p >= src.Shape[i]) {
				return o.errorf("expected position attribute #%d to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i+1)
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
func vectorAccess(o *opCtx, vt ir.Type, base, lowerRank, vecMismatch, elemMismatch string) *diagnostic {
	vec, ok1 := vt.(*ir.VectorType)
	mem, ok2 := firstType(o.operand(base)).(*ir.MemRefType)
	if !ok1 || !ok2 {
		return nil
	}
	if anyTrue(vec.Scalable) || len(vec.Shape) > 0 && ir.NumElements(vec.Shape) != 1 {
		if strides, _, ok := stridesAndOffset(mem); ok && len(strides) > 0 && strides[len(strides)-1] != 1 {
			return o.errorf("most minor memref dim must have unit stride")
		}
	}
	if len(mem.Shape) < len(vec.Shape) {
		return o.errorf("%s", lowerRank)
	}
	elem := mem.Elem
	if mv, ok := elem.(*ir.VectorType); ok {
		if ir.Type(mv) != ir.Type(vec) {
			return o.errorf("%s", vecMismatch)
		}
		elem = mv.Elem
	}
	if vec.Elem != elem {
		return o.errorf("%s", elemMismatch)
	}
	if n := len(o.operand("indices")); n != len(mem.Shape) {
		return o.errorf("requires %d indices", len(mem.Shape))
	}
	return nil
}

func init() {
	opVerifiers["vector.maskedload"] = func(o *opCtx) *diagnostic {
		mem, ok1 := firstType(o.operand("base")).(*ir.MemRefType)
		res, ok2 := firstType(o.result("result")).(*ir.VectorType)
		mask, ok3 := firstType(o.operand("mask")).(*ir.VectorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if mem.Elem != res.Elem {
			return o.errorf("base and result element type should match")
		}
		if n := len(o.operand("indices")); n != len(mem.Shape) {
			return o.errorf("requires %d indices", len(mem.Shape))
		}
		if !equalDims(res.Shape, mask.Shape) {
			return o.errorf("expected result shape to match mask shape")
		}
		if pass := firstType(o.operand("pass_thru")); pass != ir.Type(res) {
			return o.errorf("expected pass_thru of same type as result type")
		}
		return nil
	}
	opVerifiers["vector.maskedstore"] = func(o *opCtx) *diagnostic {
		mem, ok1 := firstType(o.operand("base")).(*ir.MemRefType)
		val, ok2 := firstType(o.operand("valueToStore")).(*ir.VectorType)
		mask, ok3 := firstType(o.operand("mask")).(*ir.VectorType)
		if !ok1 || !ok2 || !ok3 {
			return nil
		}
		if mem.Elem != val.Elem {
			return o.errorf("base and valueToStore element type should match")
		}
		if n := len(o.operand("indices")); n != len(mem.Shape) {
			return o.errorf("requires %d indices", len(mem.Shape))
		}
		if !equalDims(val.Shape, mask.Shape) {
			return o.errorf("expected valueToStore shape to match mask shape")
		}
		return nil
	}
}

// Transfers: vector.transfer_read and vector.transfer_write.

func init() {
	opVerifiers["vector.transfer_read"] = func(o *opCtx) *diagnostic {
		st, vec, pm, ok := transferParts(o, firstType(o.result("vector")))
		if !ok {
			return nil
		}
		if d := transferIndices(o, st); d != nil {
			return d
		}
		if d := verifyTransfer(o, st, vec, pm); d != nil {
			return d
		}
		pad := firstType(o.operand("padding"))
		if ve, ok := st.ElementType().(*ir.VectorType); ok {
			if ir.Type(ve) != pad {
				return o.errorf("requires source element type and padding type to match.")
			}
		} else if pad != st.ElementType() {
			return o.errorf("requires formal padding and source of the same elemental type")
		}
		return permutationMap(o, pm)
	}
	opVerifiers["vector.transfer_write"] = func(o *opCtx) *diagnostic {
		st, vec, pm, ok := transferParts(o, firstType(o.operand("valueToStore")))
		if !ok {
			return nil
		}
		if d := transferIndices(o, st); d != nil {
			return d
		}
		for _, r := range pm.Results {
			if c, ok := r.(*ir.AffineConstantExpr); ok && c.Value == 0 {
				return o.errorf("should not have broadcast dimensions")
			}
		}
		if d := verifyTransfer(o, st, vec, pm); d != nil {
			return d
		}
		return permutationMap(o, pm)
	}
}

func transferParts(o *opCtx, v ir.Type) (ir.ShapedType, *ir.VectorType, *ir.AffineMap, bool) {
	st, ok1 := firstType(o.operand("base")).(ir.ShapedType)
	vec, ok2 := v.(*ir.VectorType)
	pm, ok3 := o.attr("permutation_map").(*ir.AffineMapAttr)
	if !ok1 || !ok2 || !ok3 {
		return nil, nil, nil, false
	}
	return st, vec, pm.Map, true
}

func transferIndices(o *opCtx, st ir.ShapedType) *diagnostic {
	dims, ranked := st.Dims()
	if ranked && len(o.operand("indices")) != len(dims) {
		return o.errorf("requires %d indices", len(dims))
	}
	return nil
}

// bitWidth is a type's size in bits in the default data layout.
func bitWidth(t ir.Type) int {
	if is[*ir.IndexType](t) {
		return 64
	}
	return ir.IntOrFloatWidth(t)
}

// verifyTransfer is vector's verifyTransferOp, for scalar element types
// (vector element types are left to mlir-opt).
func verifyTransfer(o *opCtx, st ir.ShapedType, vec *ir.VectorType, pm *ir.AffineMap) *diagnostic {
	if o.op.Attr("masked") != nil {
		return o.errorf("masked attribute has been removed. Use in_bounds instead.")
	}
	switch st.(type) {
	case *ir.MemRefType, *ir.RankedTensorType:
	default:
		return o.errorf("requires source to be a memref or ranked tensor type")
	}
	if _, ok := st.ElementType().(*ir.VectorType); ok {
		return nil
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
		return o.errorf("requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type")
	}
	if len(pm.Results) != len(vec.Shape) {
		return o.errorf("requires a permutation_map with result dims of the same rank as the vector type")
	}
	if pm.NumSyms != 0 {
		return o.errorf("requires permutation_map without symbols")
	}
	if dims, _ := st.Dims(); pm.NumDims != len(dims) {
		return o.errorf("requires a permutation_map with input dims of the same rank as the source type")
	}
	if inBounds, ok := o.attr("in_bounds").(*ir.ArrayAttr); ok && len(inBounds.Elems) != len(pm.Results) {
		return o.errorf("expects the in_bounds attr of same rank as permutation_map results: %s vs inBounds of size: %d",
			attrString(o.r.c.ctx.AffineMapAttr(pm)), len(inBounds.Elems))
	}
	return nil
}

// permutationMap is verifyPermutationMap: each result a dimension used
// once, or the constant 0.
func permutationMap(o *opCtx, pm *ir.AffineMap) *diagnostic {
	seen := make([]bool, pm.NumDims)
	for _, r := range pm.Results {
		switch e := r.(type) {
		case *ir.AffineDimExpr:
			if e.Pos < len(seen) && seen[e.Pos] {
				return o.errorf("requires a permutation_map that is a permutation (found one dim used more than once)")
			}
			if e.Pos < len(seen) {
				seen[e.Pos] = true
			}
		case *ir.AffineConstantExpr:
			if e.Value != 0 {
				return o.errorf("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
			}
		default:
			return o.errorf("requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")
		}
	}
	return nil
}
