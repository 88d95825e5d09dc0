package acc

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of acc.loop, acc.routine, the declare ops, the recipes'
// regions and the atomic ops (OpenACC.cpp's LoopOp::verify,
// RoutineOp::verify, checkDeclareOperands, the recipes' verifyRegions and
// the atomic interfaces' common checks, shared with omp).

func accVerifiersLoop(h *registry.Hooks) {
	h.Verifier("acc.loop").Op = accLoop
	h.Verifier("acc.routine").Op = accRoutine
	h.Verifier("acc.declare_enter").Op = func(o dialect.Checker) *diag.Diagnostic {
		return accDeclareOperands(o, true)
	}
	h.Verifier("acc.declare_exit").Op = func(o dialect.Checker) *diag.Diagnostic {
		// With a token the exit may have no operand.
		return accDeclareOperands(o, len(o.Operand("token")) == 0)
	}
	h.Verifier("acc.declare").Op = func(o dialect.Checker) *diag.Diagnostic {
		return accDeclareOperands(o, true)
	}
	h.Verifier("acc.private.recipe").Regions = accPrivateRecipe
	h.Verifier("acc.firstprivate.recipe").Regions = accFirstprivateRecipe
	h.Verifier("acc.reduction.recipe").Regions = accReductionRecipe

	h.Verifier("acc.atomic.read").Op = shared.AtomicReadCommon
	h.Verifier("acc.atomic.write").Op = shared.AtomicWriteCommon
	h.Verifier("acc.atomic.update").Op = shared.AtomicUpdateCommon
	h.Verifier("acc.atomic.update").Regions = shared.AtomicUpdateRegionsCommon
	h.Verifier("acc.atomic.capture").Regions = func(o dialect.Checker) *diag.Diagnostic {
		_, _, d := shared.AtomicCaptureRegionsCommon(o)
		return d
	}
}

// ---- device_type arrays ----

// accDeviceTypeList is the device_type words of the array attribute name
// of the op ("" for an element that is not a device_type); present is
// false when the op has no such attribute.
func accDeviceTypeList(o dialect.Checker, name string) (dts []string, present bool) {
	a, ok := o.Attr(name).(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	dts = make([]string, len(a.Elems))
	for i, e := range a.Elems {
		dts[i] = accAttrValue(e, "device_type")
	}
	return dts, true
}

// accFindSegment is findSegment: the position of dt in the device_type
// array attribute name, or -1.
func accFindSegment(o dialect.Checker, name, dt string) int {
	dts, _ := accDeviceTypeList(o, name)
	for i, d := range dts {
		if d == dt {
			return i
		}
	}
	return -1
}

// accDuplicateDeviceType is checkDeviceTypes: the first device_type of the
// array attribute name that an earlier element already names (ok false
// when there is none). An element that is not a device_type fails too
// (unreachable: ODS's DeviceTypeArrayAttr constraint runs first).
func accDuplicateDeviceType(o dialect.Checker, name string) (dup string, found bool) {
	dts, _ := accDeviceTypeList(o, name)
	seen := map[string]bool{}
	for _, d := range dts {
		if d == "" || seen[d] {
			return d, true
		}
		seen[d] = true
	}
	return "", false
}

// accCheckDeviceTypes reports a duplicate of checkDeviceTypes on the
// attribute name with emitOpError.
func accCheckDeviceTypes(o dialect.Checker, name string) *diag.Diagnostic {
	if dt, found := accDuplicateDeviceType(o, name); found {
		return o.Errorf("duplicate device_type `%s` found in %s attribute", dt, name)
	}
	return nil
}

// ---- acc.loop ----

// accLoop is LoopOp::verify.
func accLoop(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	lbs, ubs, steps := o.Operand("lowerbound"), o.Operand("upperbound"), o.Operand("step")
	if len(ubs) != len(steps) {
		return o.EmitErrorf("number of upperbounds expected to be the same as number of steps")
	}
	if len(ubs) != len(lbs) {
		return o.EmitErrorf("number of upperbounds expected to be the same as number of lowerbounds")
	}
	if inc, ok := o.Attr("inclusiveUpperbound").(*ir.DenseArrayAttr); ok && len(ubs) > 0 && len(ubs) != len(inc.Values) {
		return o.EmitErrorf("inclusiveUpperbound size is expected to be the same as upperbound size")
	}

	// Collapse.
	collapse, _ := o.Attr("collapse").(*ir.ArrayAttr)
	collapseDTs, hasCollapseDTs := accDeviceTypeList(o, "collapseDeviceType")
	if collapse != nil && !hasCollapseDTs {
		return o.Errorf("collapse device_type attr must be define when collapse attr is present")
	}
	if collapse != nil && len(collapse.Elems) != len(collapseDTs) {
		return o.Errorf("collapse attribute count must match collapse device_type count")
	}
	if d := accCheckDeviceTypes(o, "collapseDeviceType"); d != nil {
		return d
	}

	// Gang.
	gangOperands := o.Operand("gangOperands")
	if len(gangOperands) > 0 {
		argTypes, ok := o.Attr("gangOperandsArgType").(*ir.ArrayAttr)
		if !ok {
			return o.Errorf("gangOperandsArgType attribute must be defined when gang operands are present")
		}
		if len(gangOperands) != len(argTypes.Elems) {
			return o.Errorf("gangOperandsArgType attribute count must match gangOperands count")
		}
	}
	if d := accCheckDeviceTypes(o, "gang"); d != nil {
		return d
	}
	if d := accDeviceTypeSegments(o, "gangOperands", "gangOperandsSegments", "gangOperandsDeviceType", "gang", 0); d != nil {
		return d
	}

	// Worker.
	if d := accCheckDeviceTypes(o, "worker"); d != nil {
		return d
	}
	if d := accCheckDeviceTypes(o, "workerNumOperandsDeviceType"); d != nil {
		return d
	}
	if d := accDeviceTypeCount(o, "workerNumOperands", "workerNumOperandsDeviceType", "worker"); d != nil {
		return d
	}

	// Vector.
	if d := accCheckDeviceTypes(o, "vector"); d != nil {
		return d
	}
	if d := accCheckDeviceTypes(o, "vectorOperandsDeviceType"); d != nil {
		return d
	}
	if d := accDeviceTypeCount(o, "vectorOperands", "vectorOperandsDeviceType", "vector"); d != nil {
		return d
	}

	if d := accDeviceTypeSegments(o, "tileOperands", "tileOperandsSegments", "tileOperandsDeviceType", "tile", 0); d != nil {
		return d
	}

	// auto, independent and seq exclude each other, device_type by
	// device_type (a device_type twice in one of them counts too).
	seen := map[string]bool{}
	for _, name := range []string{"auto_", "independent", "seq"} {
		dts, _ := accDeviceTypeList(o, name)
		for _, dt := range dts {
			if seen[dt] {
				return o.EmitErrorf("only one of auto, independent, seq can be present at the same time")
			}
			seen[dt] = true
		}
	}
	if !accHasDeviceType(o, "seq", "none") && !accHasDeviceType(o, "independent", "none") && !accHasDeviceType(o, "auto_", "none") {
		return o.EmitErrorf("at least one of auto, independent, seq must be present")
	}

	// Gang, worker and vector are incompatible with seq.
	seqDTs, _ := accDeviceTypeList(o, "seq")
	for _, dt := range seqDTs {
		if accHasDeviceType(o, "vector", dt) || accLoopValue(o, "vectorOperands", "vectorOperandsDeviceType", dt) ||
			accHasDeviceType(o, "worker", dt) || accLoopValue(o, "workerNumOperands", "workerNumOperandsDeviceType", dt) ||
			accHasDeviceType(o, "gang", dt) || accLoopGangValue(o, dt) {
			return o.EmitErrorf("gang, worker or vector cannot appear with seq")
		}
	}

	if d := accPrivateOperands(o, "privateOperands", "private"); d != nil {
		return d
	}
	if d := accPrivateOperands(o, "firstprivateOperands", "firstprivate"); d != nil {
		return d
	}
	if d := accPrivateOperands(o, "reductionOperands", "reduction"); d != nil {
		return d
	}

	if c := o.Attr("combined"); c != nil {
		switch accAttrValue(c, "combined_constructs") {
		case "kernels_loop", "parallel_loop", "serial_loop":
		default:
			// Unreachable: the combined_constructs enum holds only the
			// three loop constructs, and its parser takes nothing else.
			return o.EmitErrorf("unexpected combined constructs attribute")
		}
	}

	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
		return o.EmitErrorf("expected non-empty body.")
	}

	if o.Attr("unstructured") != nil {
		// An unstructured loop is a container without loop-like ops to
		// find.
		if len(lbs) > 0 {
			return o.EmitErrorf("unstructured acc.loop must not have induction variables")
		}
		return nil
	}
	if len(lbs) > 0 {
		return nil
	}
	return accLoopContainer(o, collapse, collapseDTs)
}

// accLoopValue is getValueInDeviceTypeSegment's test: the device_type
// array deviceTypes names dt and the operand group has a value at its
// position.
func accLoopValue(o dialect.Checker, operands, deviceTypes, dt string) bool {
	pos := accFindSegment(o, deviceTypes, dt)
	return pos >= 0 && pos < len(o.Operand(operands))
}

// accLoopGangValue is getGangValue(num|dim|static, dt): a gang operand
// in dt's segment (every GangArgType is one of the three).
func accLoopGangValue(o dialect.Checker, dt string) bool {
	if len(o.Operand("gangOperands")) == 0 {
		return false
	}
	pos := accFindSegment(o, "gangOperandsDeviceType", dt)
	if pos < 0 {
		return false
	}
	segs := accSegmentSizes(o.Attr("gangOperandsSegments"))
	return pos < len(segs) && segs[pos] > 0
}

// accLoopContainer is the container-like acc.loop's check: as many
// loop-like ops nested in one another (in a pre-order walk of its body)
// as the largest collapse asks, none beside another.
func accLoopContainer(o dialect.Checker, collapse *ir.ArrayAttr, collapseDTs []string) *diag.Diagnostic {
	// getCollapseValue() (the device_type none's), then the largest of
	// all; the count is unsigned, as upstream's.
	count := uint64(1)
	if collapse != nil {
		for i, dt := range collapseDTs {
			if dt == "none" && i < len(collapse.Elems) {
				count = accZExt(collapse.Elems[i])
				break
			}
		}
		for _, e := range collapse.Elems {
			if v := accZExt(e); v > count {
				count = v
			}
		}
	}
	loopLike := func(op *ir.Operation) bool { return o.HasTrait(op.Name, "LoopLikeOpInterface") }
	// nearestLoop is getParentOfType<LoopLikeOpInterface>.
	nearestLoop := func(op *ir.Operation) *ir.Operation {
		for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
			if loopLike(p) {
				return p
			}
		}
		return nil
	}
	expected := o.Op()
	sibling := false
	var walk func(op *ir.Operation) bool
	walk = func(op *ir.Operation) bool {
		if loopLike(op) {
			if nearestLoop(op) != expected {
				sibling = true
				return false
			}
			count--
			expected = op
		}
		if count == 0 {
			return false
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, c := range b.Ops {
					if !walk(c) {
						return false
					}
				}
			}
		}
		return true
	}
	stop := false
	for _, b := range o.Op().Regions[0].Blocks {
		for _, c := range b.Ops {
			if !walk(c) {
				stop = true
				break
			}
		}
		if stop {
			break
		}
	}
	if sibling {
		return o.EmitErrorf("found sibling loops inside container-like acc.loop")
	}
	if count != 0 {
		return o.EmitErrorf("failed to find enough loop-like operations inside container-like acc.loop")
	}
	return nil
}

// accZExt is an integer attribute's value zero-extended to 64 bits.
func accZExt(a ir.Attribute) uint64 {
	if ia, ok := a.(*ir.IntegerAttr); ok {
		return uint64(ia.Int64())
	}
	return 0
}

// ---- acc.routine ----

// accRoutineParallelism is getParallelismForDeviceType: how many of gang
// (or a gang dim), worker, vector and seq dt has.
func accRoutineParallelism(o dialect.Checker, dt string) int {
	n := 0
	gangDim := false
	if dts, _ := accDeviceTypeList(o, "gangDimDeviceType"); len(dts) > 0 {
		gangDim = accFindSegment(o, "gangDimDeviceType", dt) >= 0
	}
	if accHasDeviceType(o, "gang", dt) || gangDim {
		n++
	}
	for _, name := range []string{"worker", "vector", "seq"} {
		if accHasDeviceType(o, name, dt) {
			n++
		}
	}
	return n
}

// accRoutine is RoutineOp::verify: one level of parallelism at most, for
// the device_type none and for each other one (radeon, the last, is
// never checked: upstream's loop stops before it); a device_type's own
// level conflicts with the none one.
func accRoutine(o dialect.Checker) *diag.Diagnostic {
	base := accRoutineParallelism(o, "none")
	if base > 1 {
		return o.EmitErrorf("only one of `gang`, `worker`, `vector`, `seq` can be present at the same time")
	}
	for _, dt := range accDeviceTypes[:len(accDeviceTypes)-1] {
		if dt == "none" {
			continue
		}
		if n := accRoutineParallelism(o, dt); n > 1 || base == 1 && n == 1 {
			return o.EmitErrorf("only one of `gang`, `worker`, `vector`, `seq` can be present at the same time for device_type `%s`", dt)
		}
	}
	return nil
}

// ---- acc.declare, acc.declare_enter, acc.declare_exit ----

// accDeclareOperands is checkDeclareOperands: some data operand (when
// required), each defined by a declare data entry op.
func accDeclareOperands(o dialect.Checker, required bool) *diag.Diagnostic {
	data := o.Operand("dataClauseOperands")
	if len(data) == 0 && required {
		return o.EmitErrorf("at least one operand must appear on the declare operation")
	}
	for _, v := range data {
		def := accDefiningOp(v)
		if def == nil {
			return o.EmitErrorf("expect valid declare data entry operation or acc.getdeviceptr as defining op")
		}
		switch def.Name {
		case "acc.copyin", "acc.copyout", "acc.create", "acc.deviceptr", "acc.getdeviceptr",
			"acc.present", "acc.declare_device_resident", "acc.declare_link":
		default:
			return o.EmitErrorf("expect valid declare data entry operation or acc.getdeviceptr as defining op")
		}
	}
	return nil
}

// ---- recipes ----

// accRecipeType is the recipe's type attribute.
func accRecipeType(o dialect.Checker) ir.Type {
	if ta, ok := o.Attr("type").(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// accRegionEmpty reports whether region i of op has no block.
func accRegionEmpty(op *ir.Operation, i int) bool {
	return i >= len(op.Regions) || len(op.Regions[i].Blocks) == 0
}

// accInitLikeRegion is verifyInitLikeSingleArgRegion (never asked to
// check the yields in mlir-opt 22): region i is there unless optional,
// and its first argument has the recipe's type.
func accInitLikeRegion(o dialect.Checker, i int, kind, name string, typ ir.Type, optional bool) *diag.Diagnostic {
	op := o.Op()
	if accRegionEmpty(op, i) {
		if optional {
			return nil
		}
		return o.Errorf("expects non-empty %s region", name)
	}
	b := op.Regions[i].Blocks[0]
	if len(b.Args) < 1 || b.Args[0].Type() != typ {
		return o.Errorf("expects %s region first argument of the %s type", name, kind)
	}
	return nil
}

// accPrivateRecipe is PrivateRecipeOp::verifyRegions: init, then the
// optional destroy.
func accPrivateRecipe(o dialect.Checker) *diag.Diagnostic {
	typ := accRecipeType(o)
	if d := accInitLikeRegion(o, 0, "privatization", "init", typ, false); d != nil {
		return d
	}
	return accInitLikeRegion(o, 1, "privatization", "destroy", typ, true)
}

// accFirstprivateRecipe is FirstprivateRecipeOp::verifyRegions: init,
// copy with two arguments (the first of the type), the optional destroy.
func accFirstprivateRecipe(o dialect.Checker) *diag.Diagnostic {
	op, typ := o.Op(), accRecipeType(o)
	if d := accInitLikeRegion(o, 0, "privatization", "init", typ, false); d != nil {
		return d
	}
	if accRegionEmpty(op, 1) {
		return o.Errorf("expects non-empty copy region")
	}
	if b := op.Regions[1].Blocks[0]; len(b.Args) < 2 || b.Args[0].Type() != typ {
		return o.Errorf("expects copy region with two arguments of the privatization type")
	}
	return accInitLikeRegion(o, 2, "privatization", "destroy", typ, true)
}

// accReductionRecipe is ReductionRecipeOp::verifyRegions: init, then the
// combiner with two arguments of the type, each acc.yield of its blocks
// yielding one value of the type. The destroy region is not checked.
func accReductionRecipe(o dialect.Checker) *diag.Diagnostic {
	op, typ := o.Op(), accRecipeType(o)
	if d := accInitLikeRegion(o, 0, "reduction", "init", typ, false); d != nil {
		return d
	}
	if accRegionEmpty(op, 1) {
		return o.Errorf("expects non-empty combiner region")
	}
	if b := op.Regions[1].Blocks[0]; len(b.Args) < 2 || b.Args[0].Type() != typ || b.Args[1].Type() != typ {
		return o.Errorf("expects combiner region with the first two arguments of the reduction type")
	}
	for _, b := range op.Regions[1].Blocks {
		for _, y := range b.Ops {
			if y.Name != "acc.yield" {
				continue
			}
			if len(y.Operands) != 1 || y.Operands[0].Type() != typ {
				return o.Errorf("expects combiner region to yield a value of the reduction type")
			}
		}
	}
	return nil
}
