package tosa

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// tosa's reductions, argmax, tile, gather, scatter, reverse, table,
// resize, the FFTs, const_shape and the variables (upstream's
// TosaOps.cpp, LLVM 22).

func tosaMoreVerifiers(h *registry.Hooks) {
	for _, name := range []string{"tosa.reduce_all", "tosa.reduce_any", "tosa.reduce_max", "tosa.reduce_min", "tosa.reduce_product", "tosa.reduce_sum"} {
		h.Verifier(name).Op = opVerifier(verifyReduce)
	}
	h.Verifier("tosa.argmax").Op = opVerifier(verifyArgMax)
	h.Verifier("tosa.tile").Op = opVerifier(verifyTile)
	h.Verifier("tosa.gather").Op = opVerifier(verifyGather)
	h.Verifier("tosa.scatter").Op = opVerifier(verifyScatter)
	h.Verifier("tosa.reverse").Op = opVerifier(verifyReverse)
	h.Verifier("tosa.table").Op = opVerifier(verifyTable)
	h.Verifier("tosa.resize").Op = opVerifier(verifyResize)
	h.Verifier("tosa.fft2d").Op = opVerifier(verifyFFT2D)
	h.Verifier("tosa.rfft2d").Op = opVerifier(verifyRFFT2D)
	h.Verifier("tosa.const_shape").Op = opVerifier(verifyConstShape)
}

// axisOf reads an op's i32 axis attribute.
func axisOf(o dialect.Checker) int64 {
	a, _ := intAttr(o.Attr("axis"))
	return int64(int32(a))
}

func verifyReduce(o dialect.Checker) error {
	in, out := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("output"))
	axis := axisOf(o)
	if axis < 0 {
		return errorf("reduce axis must not be negative")
	}
	is, inRanked := verify.ShapeOf(in)
	if inRanked {
		r := int64(len(is))
		// Rank 0 with axis 0 is allowed.
		if axis >= r && !(axis == 0 && r == 0) {
			return errorf("expect input tensor rank (%d) to be larger than reduce axis (%d)", r, axis)
		}
	}
	os, ok := verify.ShapeOf(out)
	if !ok {
		return nil
	}
	r := int64(len(os))
	if inRanked && r != int64(len(is)) {
		return errorf("expect output tensor rank to be equal to input tensor rank")
	}
	if axis >= r && !(axis == 0 && r == 0) {
		return errorf("expect output tensor rank (%d) to be larger than reduce axis (%d)", r, axis)
	}
	if r != 0 && os[axis] != ir.DynamicSize && os[axis] != 1 {
		return errorf("expect reduced dimension size to be 1, got %d", os[axis])
	}
	return nil
}

func verifyArgMax(o dialect.Checker) error {
	in, out := verify.FirstType(o.Operand("input")), verify.FirstType(o.Result("output"))
	if in == nil || out == nil {
		return nil
	}
	switch verify.ElementTypeOrSelf(out).(type) {
	case *ir.IntegerType, *ir.IndexType:
	default:
		return errorf("result tensor is not of integer type")
	}
	is, ok := verify.ShapeOf(in)
	if !ok {
		return nil
	}
	axis, _ := intAttr(o.Attr("axis"))
	if axis < 0 || axis >= int64(len(is)) {
		return errorf("specified axis is outside the rank of the tensor")
	}
	os, ok := verify.ShapeOf(out)
	if !ok {
		return nil
	}
	want := append(append([]int64{}, is[:axis]...), is[axis+1:]...)
	if !verify.CompatibleDims(want, os) {
		return errorf("expected output shape '%s', got '%s'", ints(want), ints(os))
	}
	return nil
}

func verifyTile(o dialect.Checker) error {
	in, out := verify.FirstType(o.Operand("input1")), verify.FirstType(o.Result("output"))
	if err := verifySameElementTypes(o, in, out); err != nil {
		return err
	}
	mr, ok := shapeRank(verify.FirstType(o.Operand("multiples")))
	if !ok {
		return nil
	}
	is, inRanked := verify.ShapeOf(in)
	os, outRanked := verify.ShapeOf(out)
	if inRanked {
		if int64(len(is)) != mr {
			return errorf("expect 'multiples' to have rank %d but got %d.", len(is), mr)
		}
		if outRanked && len(is) != len(os) {
			return errorf("expect same input and output tensor rank.")
		}
	} else if outRanked && int64(len(os)) != mr {
		return errorf("expect 'multiples' array to have length %d but got %d.", len(os), mr)
	}
	if ms, ok := constInts(o, one(o.Operand("multiples"))); ok {
		for _, m := range ms {
			if m <= 0 && m != -1 {
				return errorf("expect element of 'multiples' to be positive integer or -1.")
			}
		}
	}
	return nil
}

func verifyGather(o dialect.Checker) error {
	values, out := verify.FirstType(o.Operand("values")), verify.FirstType(o.Result("output"))
	if err := verifySameElementTypes(o, values, out); err != nil {
		return err
	}
	n, w, c := ir.DynamicSize, ir.DynamicSize, ir.DynamicSize
	if vs, ok := verify.ShapeOf(values); ok {
		n, c = dim(vs, 0), dim(vs, 2)
	}
	if is, ok := verify.ShapeOf(verify.FirstType(o.Operand("indices"))); ok {
		in := dim(is, 0)
		w = dim(is, 1)
		if n == ir.DynamicSize {
			n = in
		} else if in != ir.DynamicSize && n != in {
			return errorf("requires indices dimension 0 to have size %d, got %d", n, in)
		}
	}
	if os, ok := verify.ShapeOf(out); ok {
		on, ow, oc := dim(os, 0), dim(os, 1), dim(os, 2)
		if n != ir.DynamicSize && on != ir.DynamicSize && n != on {
			return errorf("requires output dimension 0 to have size %d, got %d", n, on)
		}
		if w != ir.DynamicSize && ow != ir.DynamicSize && w != ow {
			return errorf("requires output dimension 1 to have size %d, got %d", w, ow)
		}
		if c != ir.DynamicSize && oc != ir.DynamicSize && c != oc {
			return errorf("requires output dimension 2 to have size %d, got %d", c, oc)
		}
	}
	return nil
}

func verifyScatter(o dialect.Checker) error {
	valuesIn, input := verify.FirstType(o.Operand("values_in")), verify.FirstType(o.Operand("input"))
	out := verify.FirstType(o.Result("values_out"))
	if err := verifySameElementTypes(o, valuesIn, out); err != nil {
		return err
	}
	if err := verifySameElementTypes(o, input, out); err != nil {
		return err
	}
	dyn := ir.DynamicSize
	n, k, w, c := dyn, dyn, dyn, dyn
	if vs, ok := verify.ShapeOf(valuesIn); ok {
		n, k, c = dim(vs, 0), dim(vs, 1), dim(vs, 2)
	}
	if is, ok := verify.ShapeOf(verify.FirstType(o.Operand("indices"))); ok {
		in := dim(is, 0)
		w = dim(is, 1)
		if n == dyn {
			n = in
		} else if in != dyn && n != in {
			return errorf("requires indices dimension 0 to have size %d, got %d", n, in)
		}
	}
	if is, ok := verify.ShapeOf(input); ok {
		in, iw, ic := dim(is, 0), dim(is, 1), dim(is, 2)
		if n == dyn {
			n = in
		} else if in != dyn && n != in {
			return errorf("requires input dimension 0 to have size %d, got %d", n, in)
		}
		if w == dyn {
			w = iw
		} else if iw != dyn && w != iw {
			return errorf("requires input dimension 1 to have size %d, got %d", w, iw)
		}
		if c == dyn {
			c = ic
		} else if ic != dyn && c != ic {
			return errorf("requires input dimension 2 to have size %d, got %d", c, ic)
		}
	}
	if os, ok := verify.ShapeOf(out); ok {
		on, ok_, oc := dim(os, 0), dim(os, 1), dim(os, 2)
		if n != dyn && on != dyn && n != on {
			return errorf("requires values_out dimension 0 to have size %d, got %d", n, on)
		}
		if k == dyn {
			k = ok_
		} else if ok_ != dyn && k != ok_ {
			return errorf("requires values_out dimension 1 to have size %d, got %d", k, ok_)
		}
		if c != dyn && oc != dyn && c != oc {
			return errorf("requires values_out dimension 2 to have size %d, got %d", c, oc)
		}
	}
	if k != dyn && w != dyn && !(k >= w) {
		return errorf("requires dimensions K >= W, got K=%d and W=%d", k, w)
	}
	return nil
}

func verifyReverse(o dialect.Checker) error {
	in, out := verify.FirstType(o.Operand("input1")), verify.FirstType(o.Result("output"))
	if err := verifySameElementTypes(o, in, out); err != nil {
		return err
	}
	axis := axisOf(o)
	if axis < 0 {
		return errorf("expected non-negative reverse axis")
	}
	is, inRanked := verify.ShapeOf(in)
	if inRanked {
		r := int64(len(is))
		// Rank 0 with axis 0 is allowed.
		if axis >= r && !(axis == 0 && r == 0) {
			return errorf("expect input tensor rank (%d) to be larger than reverse axis (%d)", r, axis)
		}
	}
	if os, ok := verify.ShapeOf(out); ok {
		r := int64(len(os))
		if inRanked && r != int64(len(is)) {
			return errorf("expect output tensor rank to be equal to input tensor rank")
		}
		if axis >= r && !(axis == 0 && r == 0) {
			return errorf("expect output tensor rank (%d) to be larger than reverse axis (%d)", r, axis)
		}
	}
	return nil
}

func verifyTable(o dialect.Checker) error {
	is, ok1 := verify.ShapeOf(verify.FirstType(o.Operand("input1")))
	os, ok2 := verify.ShapeOf(verify.FirstType(o.Result("output")))
	if !ok1 || !ok2 {
		return nil
	}
	if len(is) != len(os) {
		return errorf("expected input tensor rank to equal result tensor rank")
	}
	for i := range os {
		if os[i] != ir.DynamicSize && os[i] != is[i] {
			return errorf("dim(result, %d) = %d doesn't match dim(input, %d) = %d", i, os[i], i, is[i])
		}
	}
	return nil
}

func verifyResize(o dialect.Checker) error {
	scale, ok1 := constShapeValues(one(o.Operand("scale")))
	offset, ok2 := constShapeValues(one(o.Operand("offset")))
	border, ok3 := constShapeValues(one(o.Operand("border")))
	if !ok1 || !ok2 || !ok3 {
		// The checks below need constant shapes.
		return nil
	}
	for _, s := range scale {
		if s <= 0 {
			return errorf("expect all scale values to be > 0, got %s", ints(scale))
		}
	}
	yn, yd, xn, xd := at(scale, 0), at(scale, 1), at(scale, 2), at(scale, 3)
	oy, ox := at(offset, 0), at(offset, 1)
	by, bx := at(border, 0), at(border, 1)
	in, ok1 := ranked(verify.FirstType(o.Operand("input")))
	out, ok2 := ranked(verify.FirstType(o.Result("output")))
	if !ok1 || !ok2 {
		return nil
	}
	oh, ow, ih, iw := dim(out, 1), dim(out, 2), dim(in, 1), dim(in, 2)
	// A size of 1 may be broadcast (linalg expects it): not checked.
	if ih != ir.DynamicSize && ih != 1 {
		q, ok := idivCheck((ih-1)*yn-oy+by, yd)
		if !ok {
			return errorf("expected (input_height - 1) * scale_y_n - offset_y + border_y to be wholly divisible by scale_y_d, got ((%d - 1) * %d - %d + %d) / %d", ih, yn, oy, by, yd)
		}
		if oh != ir.DynamicSize && q+1 != oh {
			return errorf("calculated output height did not match expected: calculated=%d, expected=%d", q+1, oh)
		}
	}
	if iw != ir.DynamicSize && iw != 1 {
		q, ok := idivCheck((iw-1)*xn-ox+bx, xd)
		if !ok {
			return errorf("expected (input_width - 1) * scale_x_n - offset_x + border_x to be wholly divisible by scale_x_d, got ((%d - 1) * %d - %d + %d) / %d", iw, xn, ox, bx, xd)
		}
		if ow != ir.DynamicSize && q+1 != ow {
			return errorf("calculated output width did not match expected: calculated=%d, expected=%d", q+1, ow)
		}
	}
	return nil
}

// powerOfTwo is verifyDimIsPowerOfTwo.
func powerOfTwo(size int64, name string) error {
	if size <= 0 || size&(size-1) != 0 {
		return errorf("expected %s to be a power of two, got %d", name, size)
	}
	return nil
}

func verifyFFT2D(o dialect.Checker) error {
	re, ok1 := ranked(verify.FirstType(o.Operand("input_real")))
	im, ok2 := ranked(verify.FirstType(o.Operand("input_imag")))
	if !ok1 || !ok2 {
		return nil
	}
	pick := func(a, b int64) int64 {
		if a == ir.DynamicSize {
			return a
		}
		return b
	}
	if h := pick(dim(re, 1), dim(im, 1)); h != ir.DynamicSize {
		if err := powerOfTwo(h, "height"); err != nil {
			return err
		}
	}
	if w := pick(dim(re, 2), dim(im, 2)); w != ir.DynamicSize {
		if err := powerOfTwo(w, "width"); err != nil {
			return err
		}
	}
	return nil
}

func verifyRFFT2D(o dialect.Checker) error {
	outs := verify.ValueTypes(verify.ResultValues(o.Op()))
	for i := 1; i < len(outs); i++ {
		if !verify.CompatibleShape(outs[0], outs[i]) {
			return errorf("expected output shapes to match, got %s", typeList(outs))
		}
	}
	in, ok := ranked(verify.FirstType(o.Operand("input_real")))
	if !ok {
		return nil
	}
	h, w := dim(in, 1), dim(in, 2)
	if h != ir.DynamicSize {
		if err := powerOfTwo(h, "height"); err != nil {
			return err
		}
	}
	if w != ir.DynamicSize {
		if err := powerOfTwo(w, "width"); err != nil {
			return err
		}
	}
	if len(outs) == 0 {
		return nil
	}
	out, ok := ranked(outs[0])
	if !ok {
		return nil
	}
	if len(in) > 0 && len(out) > 0 && !verify.CompatibleDims(in[:len(in)-1], out[:len(out)-1]) {
		return errorf("expected batch and height dimensions of input/output to match, got input=%s output=%s", ts(verify.FirstType(o.Operand("input_real"))), ts(outs[0]))
	}
	if ow := dim(out, 2); w != ir.DynamicSize && ow != ir.DynamicSize && ow != w/2+1 {
		return errorf("expected output width to be equal to input_width / 2 + 1, got %d", ow)
	}
	return nil
}

// typeList spells a TypeRange as a diagnostic streams it: each type
// quoted, ", " between.
func typeList(types []ir.Type) string {
	s := ""
	for i, t := range types {
		if i > 0 {
			s += ", "
		}
		s += ts(t)
	}
	return s
}

func verifyConstShape(o dialect.Checker) error {
	vals, ok := o.Attr("values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	shape, ranked := vals.Type.Dims()
	if !ranked || len(shape) != 1 {
		return errorf("expect elements in attribute values with rank 1")
	}
	count := vals.NumElements()
	rank, ok := shapeRank(verify.FirstType(o.Result("output")))
	if !ok {
		return nil
	}
	if !(count == rank || count == 1 && rank == 0) {
		return errorf("expect number of elements in attribute values (%d) to be equal to the rank (%d) for the result shape type", count, rank)
	}
	return nil
}

func tosaVariableVerifiers(h *registry.Hooks) {
	h.Verifier("tosa.variable_read").Op = opVerifier(func(o dialect.Checker) error {
		return verifyVariableUse(o, verify.FirstType(o.Result("output1")), "'output1'")
	})
	h.Verifier("tosa.variable_write").Op = opVerifier(func(o dialect.Checker) error {
		return verifyVariableUse(o, verify.FirstType(o.Operand("input1")), "'input1'")
	})
}

// verifyVariableUse is upstream's verifyVariableOpErrorIf: the variable
// is declared before the op, with its type.
func verifyVariableUse(o dialect.Checker, t ir.Type, name string) error {
	sym, ok := o.Attr("name").(*ir.StringAttr)
	if !ok || t == nil {
		return nil
	}
	v := findVariableDecl(o, sym.Value)
	if v == nil {
		return errorf("'%s' has not been declared by 'tosa.variable'", sym.Value)
	}
	vt := variableType(o, v)
	if vt == nil {
		return nil
	}
	err, _ := typeOrShapeMismatch(t, name, vt, "the input tensor")
	return err
}

// findVariableDecl finds the tosa.variable named sym as LLVM 22 does:
// the symbol op of that name in the symbol table nearest the op (the
// first walk-based search of older versions is gone: a variable declared
// after its use is found).
func findVariableDecl(o dialect.Checker, sym string) *ir.Operation {
	op := o.Op()
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if p.Name != "builtin.module" && !o.HasTrait(p.Name, "SymbolTable") {
			continue
		}
		if d := verify.LookupIn(p, sym); d != nil && d.Name == "tosa.variable" {
			return d
		}
		return nil
	}
	return nil
}

// variableType is getVariableType: a ranked tensor of the variable's
// var_shape (-1 dynamic) and element type.
func variableType(o dialect.Checker, v *ir.Operation) ir.Type {
	shapeAttr, ok := verify.InherentAttr(v, "var_shape").(*ir.DenseElementsAttr)
	elem := typeAttr(verify.InherentAttr(v, "type"))
	if !ok || elem == nil {
		return nil
	}
	shape, ok := denseInt64s(shapeAttr)
	if !ok {
		return nil
	}
	for i, d := range shape {
		if d == -1 {
			shape[i] = ir.DynamicSize
		}
	}
	return o.Context().RankedTensor(shape, elem, nil)
}

// tosaTraitVerifiers are the verifiers of tosa's native traits
// (OpTrait::tosa in TosaOps.h; TosaShapeOperator is a marker).
func tosaTraitVerifiers(h *registry.Hooks) {
	h.Verifier("TosaResolvableShapeOperands").Trait = func(o dialect.Checker) *diag.Diagnostic {
		for _, v := range o.Op().Operands {
			if !isTosaShape(v.Type()) {
				continue
			}
			r, ok := v.(*ir.OpResult)
			if !ok || !o.HasTrait(r.Owner.Name, "TosaShapeOperator") {
				return o.Errorf("shape operand is not compile time resolvable")
			}
		}
		return nil
	}
	h.Verifier("TosaShapeOperatorWithSameRanks").Trait = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		// verifyAtLeastNOperands(op, 1), unreachable: the ops with the
		// trait have fixed operand counts ODS checks first.
		if len(op.Operands) < 1 {
			return o.Errorf("expected 1 or more operands, but found %d", len(op.Operands))
		}
		rank, ok := shapeRank(op.Operands[0].Type())
		if !ok {
			return nil
		}
		for _, v := range op.Operands {
			if r, ok := shapeRank(v.Type()); ok && r != rank {
				return o.Errorf("operands don't have matching ranks")
			}
		}
		for _, r := range op.Results {
			if rr, ok := shapeRank(r.Type()); ok && rr != rank {
				return o.Errorf("result shape has different rank than operands")
			}
		}
		return nil
	}
}
