package linalg

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verify() of linalg.map, reduce, transpose, broadcast, index and
// softmax (LinalgOps.cpp).

func linalgMoreVerifiers(h *registry.Hooks) {
	h.Verifier("linalg.map").Op = mapVerify
	h.Verifier("linalg.reduce").Op = reduceVerify
	h.Verifier("linalg.transpose").Op = transposeVerify
	h.Verifier("linalg.broadcast").Op = broadcastVerify
	h.Verifier("linalg.index").Op = indexVerify
	h.Verifier("linalg.softmax").Op = func(o dialect.Checker) *diag.Diagnostic {
		in, ok1 := shapeOf(verify.FirstType(o.Operand("input")))
		out, ok2 := shapeOf(verify.FirstType(o.Operand("output")))
		if !ok1 || !ok2 {
			return nil
		}
		if !verify.CompatibleDims(in, out) {
			return o.Errorf("incompatible output shape")
		}
		d, ok := o.Attr("dimension").(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		if v := d.Int64(); v < 0 || v >= int64(len(in)) {
			return o.Errorf("incorrect dimension specified")
		}
		return nil
	}
}

// shapeOf is a ranked shaped type's shape.
func shapeOf(t ir.Type) ([]int64, bool) {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return nil, false
	}
	return st.Dims()
}

// int64List prints dims as an ArrayRef<int64_t> in a diagnostic: joined by
// ", ", a dynamic size as its raw value.
func int64List(dims []int64) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = fmt.Sprint(d)
	}
	return strings.Join(parts, ", ")
}

func denseI64(o dialect.Checker, name string) ([]int64, bool) {
	a, ok := o.Attr(name).(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(a.Values))
	for i := range a.Values {
		out[i] = a.Int(i)
	}
	return out, true
}

func quoted(t ir.Type) string { return "'" + verify.TypeString(t) + "'" }

func mapVerify(o dialect.Checker) *diag.Diagnostic {
	body := verify.EntryBlock(o.Op(), 0)
	if body == nil {
		return nil
	}
	inputs := o.Operand("inputs")
	// The mapper takes an argument for each input and one for the init.
	if len(inputs)+1 != len(body.Args) {
		return o.Errorf("expects number of operands to match the arity of mapper, but got: %d and %d", len(inputs)+1, len(body.Args))
	}
	for i, v := range inputs {
		elem := verify.ElementTypeOrSelf(v.Type())
		if at := body.Args[i].Type(); at != elem {
			return o.Errorf("expected element type of input %s to match bbArg type %s", quoted(elem), quoted(at))
		}
	}
	out, ok := shapeOf(verify.FirstType(o.Operand("init")))
	if !ok {
		return nil
	}
	for _, v := range inputs {
		in, ok := shapeOf(v.Type())
		if !ok {
			continue
		}
		if !verify.EqualDims(in, out) {
			return o.Errorf("expected shape of input (%s) to match shape of output (%s)", int64List(in), int64List(out))
		}
	}
	return nil
}

func reduceVerify(o dialect.Checker) *diag.Diagnostic {
	dims, ok := denseI64(o, "dimensions")
	inputs, inits := o.Operand("inputs"), o.Operand("inits")
	if !ok || len(inputs) == 0 || len(inits) == 0 {
		return nil
	}
	shapes := func(vs []ir.Value) ([][]int64, bool) {
		out := make([][]int64, len(vs))
		for i, v := range vs {
			s, ok := shapeOf(v.Type())
			if !ok {
				return nil, false
			}
			out[i] = s
		}
		return out, true
	}
	ins, ok1 := shapes(inputs)
	outs, ok2 := shapes(inits)
	if !ok1 || !ok2 {
		return nil
	}
	for i := 1; i < len(ins); i++ {
		if !verify.EqualDims(ins[i], ins[0]) {
			return o.Errorf("expects all inputs to have the same shapes. Shape at input-index %d is not equal to the shape at input-index 0.", i)
		}
	}
	for i := 1; i < len(outs); i++ {
		if !verify.EqualDims(outs[i], outs[0]) {
			return o.Errorf("expects all outputs to have the same shapes. Shape at output-index %d is not equal to the shape at output-index 0.", i)
		}
	}
	inDims, initDims := ins[0], outs[0]
	reduced := map[int64]bool{}
	for _, d := range dims {
		if d < 0 || d >= int64(len(inDims)) {
			return o.Errorf("dimensions for reduction should be in the range [0, %d].", len(inDims)-1)
		}
		reduced[d] = true
	}
	var kept []int64
	for i, d := range inDims {
		if !reduced[int64(i)] {
			kept = append(kept, d)
		}
	}
	if len(kept) != len(initDims) {
		return o.Errorf("number of dimensions after reduction %d doesn't match the init rank %d", len(kept), len(initDims))
	}
	if !verify.EqualDims(kept, initDims) {
		return o.Errorf("init dimensions [%s] doesn't match input dimensions after reduction [%s]", int64List(initDims), int64List(kept))
	}
	body := verify.EntryBlock(o.Op(), 0)
	if body == nil {
		return nil
	}
	if len(body.Args) != len(o.Op().Operands) {
		return o.Errorf("mismatching number of operands and block arguments")
	}
	for i, v := range inputs {
		elem := verify.ElementTypeOrSelf(v.Type())
		if at := body.Args[i].Type(); at != elem {
			return o.Errorf("input element type %s does not match corresponding block argument type %s", quoted(elem), quoted(at))
		}
	}
	outArgs := body.Args[len(body.Args)-len(inits):]
	for i, v := range inits {
		elem := verify.ElementTypeOrSelf(v.Type())
		if at := outArgs[i].Type(); at != elem {
			return o.Errorf("output element type %s does not match corresponding block argument type %s", quoted(elem), quoted(at))
		}
	}
	return nil
}

// isPermutation is isPermutationVector: each of 0..n-1 exactly once.
func isPermutation(p []int64) bool {
	seen := make([]bool, len(p))
	for _, v := range p {
		if v < 0 || v >= int64(len(p)) || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

func transposeVerify(o dialect.Checker) *diag.Diagnostic {
	perm, ok := denseI64(o, "permutation")
	if !ok {
		return nil
	}
	if !isPermutation(perm) {
		return o.Errorf("permutation is not valid")
	}
	in, ok1 := shapeOf(verify.FirstType(o.Operand("input")))
	init, ok2 := shapeOf(verify.FirstType(o.Operand("init")))
	if !ok1 || !ok2 {
		return nil
	}
	rank := len(in)
	if rank != len(init) {
		return o.Errorf("input rank %d does not match init rank %d", rank, len(init))
	}
	if rank != len(perm) {
		return o.Errorf("size of permutation %d does not match the argument rank %d", len(perm), rank)
	}
	for i := 0; i < rank; i++ {
		if in[perm[i]] != init[i] {
			return o.Errorf("dim(result, %d) = %d doesn't match dim(input, permutation[%d]) = %d", i, init[i], i, in[perm[i]])
		}
	}
	return nil
}

func broadcastVerify(o dialect.Checker) *diag.Diagnostic {
	dims, ok := denseI64(o, "dimensions")
	if !ok {
		return nil
	}
	in, ok1 := shapeOf(verify.FirstType(o.Operand("input")))
	init, ok2 := shapeOf(verify.FirstType(o.Operand("init")))
	if !ok1 || !ok2 {
		return nil
	}
	if len(in)+len(dims) != len(init) {
		return o.Errorf("input rank plus added dimensions does not match init rank. input rank: %d, dimensions size: %d, init rank: %d", len(in), len(dims), len(init))
	}
	added := map[int64]bool{}
	for i, d := range dims {
		if d < 0 || d >= int64(len(init)) {
			return o.Errorf("dimension %d is out of range. expected range: [0, %d], got: %d", i, len(init)-1, d)
		}
		added[d] = true
	}
	inIdx := 0
	for j := range init {
		if added[int64(j)] {
			continue
		}
		if in[inIdx] != init[j] {
			return o.Errorf("input dim %d should match init dim %d. input: %d, init: %d", inIdx, j, in[inIdx], init[j])
		}
		inIdx++
	}
	return nil
}

func indexVerify(o dialect.Checker) *diag.Diagnostic {
	parent := verify.ParentOp(o.Op())
	if parent == nil || !o.HasTrait(parent.Name, "LinalgStructuredInterface") {
		return o.Errorf("expected parent op with LinalgOp interface")
	}
	pc, ok := o.For(parent)
	if !ok {
		return nil
	}
	loops, ok := numLoops(pc)
	if !ok {
		return nil
	}
	dim, ok := o.Attr("dim").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	if int64(loops) <= dim.Int64() {
		return o.Errorf("expected dim (%d) to be lower than the number of loops (%d) of the enclosing LinalgOp", dim.Int64(), loops)
	}
	return nil
}

// numLoops is LinalgOp's getNumLoops for the ops whose iteration space
// gomlir knows: generic's iterator types, the ranks map, transpose,
// broadcast and reduce iterate over, a named op's maps.
func numLoops(pc dialect.Checker) (int, bool) {
	rankOf := func(vs []ir.Value) (int, bool) {
		s, ok := shapeOf(verify.FirstType(vs))
		return len(s), ok
	}
	switch name := pc.Op().Name; name {
	case "linalg.generic":
		if its, ok := pc.Attr("iterator_types").(*ir.ArrayAttr); ok {
			return len(its.Elems), true
		}
		return 0, false
	case "linalg.map", "linalg.transpose", "linalg.broadcast":
		return rankOf(pc.Operand("init"))
	case "linalg.reduce":
		return rankOf(pc.Operand("inputs"))
	default:
		if maps, ok := pc.Attr("indexing_maps").(*ir.ArrayAttr); ok && len(maps.Elems) > 0 {
			if m, ok := maps.Elems[0].(*ir.AffineMapAttr); ok {
				return m.Map.NumDims, true
			}
			return 0, false
		}
		if spec, ok := linalgMatmulMaps[name]; ok {
			return spec.dims, true
		}
		if n, ok := linalgNamedOps[name]; ok && n.dims > 0 {
			return n.dims, true
		}
	}
	return 0, false
}
