package verify

import "github.com/gomlir/gomlir/ir"

// offsetSizeAndStride is OffsetSizeAndStrideOpInterface's verifier
// (memref.subview, memref.reinterpret_cast, tensor.extract_slice,
// tensor.insert_slice, tensor.parallel_insert_slice): each of the offsets,
// sizes and strides is a static list (static_offsets, ...) whose dynamic
// entries are the operands of its group, as many as the op's
// Verifier.MaxRanks says, and the static offsets and sizes are not
// negative. mlir-opt 22's order: the dynamic counts of all three, the
// ranks against each other, the counts against MaxRanks, the signs.
func (o *opCtx) offsetSizeAndStride() *diagnostic {
	names := [3]string{"offset", "size", "stride"}
	var static [3]*ir.DenseArrayAttr
	for i, n := range names {
		a, ok := o.attr("static_" + n + "s").(*ir.DenseArrayAttr)
		if !ok {
			return nil // the checks ODS generates report it
		}
		static[i] = a
	}
	for i, n := range names {
		dynamic := 0
		for j := range static[i].Values {
			if static[i].Int(j) == ir.DynamicSize {
				dynamic++
			}
		}
		if got := len(o.operand(n + "s")); got != dynamic {
			return opErr(o.op, "expected the number of '%ss' to match the number of dynamic entries in 'static_%ss' (%d vs %d)", n, n, got, dynamic)
		}
	}
	if o.inf.ver.MaxRanks == nil {
		return nil
	}
	ranks, ok := o.inf.ver.MaxRanks(o)
	if !ok {
		return nil
	}
	offsets, sizes, strides := len(static[0].Values), len(static[1].Values), len(static[2].Values)
	// One offset is enough for an op that takes one (reinterpret_cast).
	if !(offsets == 1 && ranks[0] == 1) && offsets != sizes {
		return opErr(o.op, "expected mixed offsets rank to match mixed sizes rank (%d vs %d) so the rank of the result type is well-formed.", offsets, sizes)
	}
	if sizes != strides {
		return opErr(o.op, "expected mixed sizes rank to match mixed strides rank (%d vs %d) so the rank of the result type is well-formed.", sizes, strides)
	}
	// verifyListOfOperandsOrIntegers; its "expected N dynamic offset
	// values" cannot fail after the counts above.
	for i, n := range names {
		if got := len(static[i].Values); got != ranks[i] {
			return opErr(o.op, "expected %d %s values, got %d", ranks[i], n, got)
		}
	}
	for i, n := range names[:2] {
		for j := range static[i].Values {
			if v := static[i].Int(j); v < 0 && v != ir.DynamicSize {
				return opErr(o.op, "expected %ss to be non-negative, but got %d", n, v)
			}
		}
	}
	return nil
}
