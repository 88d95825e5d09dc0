package omp

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The omp ops' verify() and verifyRegions() (OpenMPDialect.cpp, LLVM 22)
// and the parts of the OpenACC/OpenMP atomic interfaces they call
// (AtomicInterfaces.td's verifyCommon and verifyRegionsCommon). The
// clause checks several ops share are the omp* helpers below.

// vHint is verifySynchronizationHint: the bits of the hint clause that
// exclude each other (upstream reads them from the hint truncated to an
// int).
func vHint(o dialect.Checker) *diag.Diagnostic {
	a, ok := o.Attr("hint").(*ir.IntegerAttr)
	if !ok {
		return nil
	}
	h := int32(a.Int64())
	if h&1 != 0 && h&2 != 0 {
		return o.Errorf("the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined")
	}
	if h&4 != 0 && h&8 != 0 {
		return o.Errorf("the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.")
	}
	return nil
}

// ompMemoryOrder is the case of the op's memory_order clause, or "".
func ompMemoryOrder(o dialect.Checker) string {
	if a := o.Attr("memory_order"); a != nil {
		return ompAttrValue(a)
	}
	return ""
}

// vAllocate is the check of the allocate clause most ops share.
func vAllocate(o dialect.Checker) *diag.Diagnostic {
	if len(o.Operand("allocate_vars")) != len(o.Operand("allocator_vars")) {
		return o.EmitErrorf("expected equal sizes for allocate and allocator variables")
	}
	return nil
}

// ompArray is the op's array attribute name, or nil.
func ompArray(o dialect.Checker, name string) *ir.ArrayAttr {
	a, _ := o.Attr(name).(*ir.ArrayAttr)
	return a
}

// ompDuplicate reports whether vs holds a value twice.
func ompDuplicate(vs []ir.Value) bool {
	seen := make(map[ir.Value]bool, len(vs))
	for _, v := range vs {
		if seen[v] {
			return true
		}
		seen[v] = true
	}
	return false
}

// ompReductions is verifyReductionVarList for the clause whose operands,
// symbols and byref flags are named vars, syms and byref.
func ompReductions(o dialect.Checker, vars, syms, byref string) *diag.Diagnostic {
	vs := o.Operand(vars)
	symAttr := ompArray(o, syms)
	if len(vs) == 0 {
		if symAttr != nil {
			return o.Errorf("unexpected reduction symbol references")
		}
		return nil
	}
	if symAttr == nil || len(symAttr.Elems) != len(vs) {
		return o.Errorf("expected as many reduction symbol references as reduction variables")
	}
	if b, ok := o.Attr(byref).(*ir.DenseArrayAttr); ok && len(b.Values) != len(vs) {
		return o.EmitErrorf("expected as many reduction variable by reference attributes as reduction variables")
	}
	seen := map[ir.Value]bool{}
	for i, v := range vs {
		if seen[v] {
			return o.Errorf("accumulator variable used more than once")
		}
		seen[v] = true
		ref, ok := symAttr.Elems[i].(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		decl := shared.LookupNearestSymbol(o, ref)
		if decl == nil || decl.Name != "omp.declare_reduction" {
			return o.Errorf("expected symbol reference %s to point to a reduction declaration", verify.AttrString(ref))
		}
		if ompStandIn(decl) {
			// Unreachable from a file: a stream's stand-in (no region)
			// fails the stream, which then verifies the whole module,
			// where every declaration has its regions.
			return o.Errorf("expected accumulator to be the same type as reduction declaration")
		}
		if acc := ompAccumulatorType(decl); acc != nil && acc != v.Type() {
			return o.Errorf("expected accumulator ('%s') to be the same type as reduction declaration ('%s')", verify.TypeString(v.Type()), verify.TypeString(acc))
		}
	}
	return nil
}

// vDepend is verifyDependVarList.
func vDepend(o dialect.Checker) *diag.Diagnostic {
	kinds := ompArray(o, "depend_kinds")
	if n := len(o.Operand("depend_vars")); n != 0 {
		if kinds == nil || len(kinds.Elems) != n {
			return o.Errorf("expected as many depend values as depend variables")
		}
		return nil
	}
	if kinds != nil && len(kinds.Elems) != 0 {
		return o.Errorf("unexpected depend values")
	}
	return nil
}

// ompIsWrapper reports whether op implements LoopWrapperInterface.
func ompIsWrapper(o dialect.Checker, op *ir.Operation) bool {
	return op != nil && o.HasTrait(op.Name, "LoopWrapperInterface")
}

// ompNestedWrapper is LoopWrapperInterface's getNestedWrapper: the first
// op of the wrapper's region when it is a loop wrapper, or nil.
func ompNestedWrapper(o dialect.Checker) *ir.Operation {
	b := verify.EntryBlock(o.Op(), 0)
	if b == nil || len(b.Ops) == 0 {
		return nil
	}
	if first := b.Ops[0]; ompIsWrapper(o, first) {
		return first
	}
	return nil
}

// ompComposite is ComposableOpInterface's isComposite: the op carries
// the discardable attribute omp.composite.
func ompComposite(op *ir.Operation) bool {
	return op != nil && op.Attrs != nil && op.Attrs.Get("omp.composite") != nil
}

// ompParentIsWrapper: the op's parent is a loop wrapper (the op is the
// leaf of a composite construct).
func ompParentIsWrapper(o dialect.Checker) bool {
	return ompIsWrapper(o, verify.ParentOp(o.Op()))
}

// ompWrapperComposite is the check of the composite attribute a loop
// wrapper with no nested wrapper makes.
func ompWrapperComposite(o dialect.Checker) *diag.Diagnostic {
	leaf := ompParentIsWrapper(o)
	if ompComposite(o.Op()) && !leaf {
		return o.EmitErrorf("'omp.composite' attribute present in non-composite wrapper")
	}
	if !ompComposite(o.Op()) && leaf {
		return o.EmitErrorf("'omp.composite' attribute missing from composite wrapper")
	}
	return nil
}

// ompRegionArgs is the number of arguments of the op's region i (of its
// entry block), -1 when the region is empty.
func ompRegionArgs(op *ir.Operation, i int) int {
	if b := verify.EntryBlock(op, i); b != nil {
		return len(b.Args)
	}
	return -1
}

func ompVerifiers(h *registry.Hooks) {
	h.Verifier("omp.critical.declare").Op = vHint

	// Atomic ops: the interface's verifyCommon, the memory order the
	// construct allows, then the hint.
	h.Verifier("omp.atomic.read").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := shared.AtomicReadCommon(o); d != nil {
			return d
		}
		if mo := ompMemoryOrder(o); mo == "acq_rel" || mo == "release" {
			return o.EmitErrorf("memory-order must not be acq_rel or release for atomic reads")
		}
		return vHint(o)
	}
	h.Verifier("omp.atomic.write").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := shared.AtomicWriteCommon(o); d != nil {
			return d
		}
		if mo := ompMemoryOrder(o); mo == "acq_rel" || mo == "acquire" {
			return o.EmitErrorf("memory-order must not be acq_rel or acquire for atomic writes")
		}
		return vHint(o)
	}
	h.Verifier("omp.atomic.update").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := shared.AtomicUpdateCommon(o); d != nil {
			return d
		}
		if mo := ompMemoryOrder(o); mo == "acq_rel" || mo == "acquire" {
			return o.EmitErrorf("memory-order must not be acq_rel or acquire for atomic updates")
		}
		return vHint(o)
	}
	h.Verifier("omp.atomic.update").Regions = shared.AtomicUpdateRegionsCommon
	h.Verifier("omp.atomic.capture").Op = vHint

	h.Verifier("omp.map.bounds").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("extent")) == 0 && len(o.Operand("upper_bound")) == 0 {
			return o.EmitErrorf("expected extent or upperbound.")
		}
		return nil
	}

	h.Verifier("omp.loop_nest").Op = func(o dialect.Checker) *diag.Diagnostic {
		lbs := o.Operand("loop_lower_bounds")
		if len(lbs) == 0 {
			return o.Errorf("must represent at least one loop")
		}
		var ivs []*ir.BlockArgument
		if b := verify.EntryBlock(o.Op(), 0); b != nil {
			ivs = b.Args
		}
		if len(lbs) != len(ivs) {
			return o.Errorf("number of range arguments and IVs do not match")
		}
		for i, lb := range lbs {
			if lb.Type() != ivs[i].Type() {
				return o.Errorf("range argument type does not match corresponding IV type")
			}
		}
		if n, ok := o.Attr("collapse_num_loops").(*ir.IntegerAttr); ok && uint64(n.Int64()) > uint64(len(ivs)) {
			return o.Errorf("collapse value is larger than the number of loops")
		}
		if t, ok := o.Attr("tile_sizes").(*ir.DenseArrayAttr); ok && len(t.Values) > len(ivs) {
			return o.Errorf("too few canonical loops for tile dimensions")
		}
		if !ompParentIsWrapper(o) {
			return o.Errorf("expects parent op to be a loop wrapper")
		}
		return nil
	}

	h.Verifier("omp.simd").Op = func(o dialect.Checker) *diag.Diagnostic {
		simdlen, ok1 := o.Attr("simdlen").(*ir.IntegerAttr)
		safelen, ok2 := o.Attr("safelen").(*ir.IntegerAttr)
		if ok1 && ok2 && simdlen.Int64() > safelen.Int64() {
			return o.Errorf("simdlen clause and safelen clause are both present, but the simdlen value is not less than or equal to safelen value")
		}
		if d := vAligned(o); d != nil {
			return d
		}
		if ompDuplicate(o.Operand("nontemporal_vars")) {
			return o.Errorf("nontemporal variable used more than once")
		}
		leaf := ompParentIsWrapper(o)
		if !ompComposite(o.Op()) && leaf {
			return o.EmitErrorf("'omp.composite' attribute missing from composite wrapper")
		}
		if ompComposite(o.Op()) && !leaf {
			return o.EmitErrorf("'omp.composite' attribute present in non-composite wrapper")
		}
		if syms := ompArray(o, "private_syms"); syms != nil {
			for _, s := range syms.Elems {
				ref, ok := s.(*ir.SymbolRefAttr)
				if !ok {
					continue
				}
				p := shared.LookupNearestSymbol(o, ref)
				if p == nil || p.Name != "omp.private" {
					return o.EmitErrorf("Cannot find privatizer '%s'", verify.AttrString(ref))
				}
				if ompFirstprivate(p) {
					return o.EmitErrorf("FIRSTPRIVATE cannot be used with SIMD")
				}
			}
		}
		return nil
	}
	h.Verifier("omp.simd").Regions = func(o dialect.Checker) *diag.Diagnostic {
		if ompNestedWrapper(o) != nil {
			return o.Errorf("must wrap an 'omp.loop_nest' directly")
		}
		return nil
	}

	h.Verifier("omp.distribute").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("dist_schedule_chunk_size")) != 0 && o.Attr("dist_schedule_static") == nil {
			return o.Errorf("chunk size set without dist_schedule_static being present")
		}
		return vAllocate(o)
	}
	h.Verifier("omp.distribute").Regions = func(o dialect.Checker) *diag.Diagnostic {
		nested := ompNestedWrapper(o)
		if nested == nil {
			if ompComposite(o.Op()) {
				return o.EmitErrorf("'omp.composite' attribute present in non-composite wrapper")
			}
			return nil
		}
		if !ompComposite(o.Op()) {
			return o.EmitErrorf("'omp.composite' attribute missing from composite wrapper")
		}
		switch nested.Name {
		case "omp.wsloop":
			p := verify.ParentOp(o.Op())
			if p == nil || p.Name != "omp.parallel" || !ompComposite(p) {
				return o.EmitErrorf("an 'omp.wsloop' nested wrapper is only allowed when a composite 'omp.parallel' is the direct parent")
			}
		case "omp.simd":
		default:
			return o.EmitErrorf("only supported nested wrappers are 'omp.simd' and 'omp.wsloop'")
		}
		return nil
	}

	h.Verifier("omp.teams").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if p := verify.ParentOp(op); (p == nil || p.Name != "omp.target") && !ompInImplicitParallel(op) {
			return o.EmitErrorf("expected to be nested inside of omp.target or not nested in any OpenMP dialect operations")
		}
		if lower := shared.FirstOperand(o, "num_teams_lower"); lower != nil {
			upper := shared.FirstOperand(o, "num_teams_upper")
			if upper == nil {
				return o.EmitErrorf("expected num_teams upper bound to be defined if the lower bound is defined")
			}
			if lower.Type() != upper.Type() {
				return o.EmitErrorf("expected num_teams upper bound and lower bound to be the same type")
			}
		}
		if d := vAllocate(o); d != nil {
			return d
		}
		return ompReductions(o, "reduction_vars", "reduction_syms", "reduction_byref")
	}

	h.Verifier("omp.cancel").Op = func(o dialect.Checker) *diag.Diagnostic {
		cct := ompAttrValue(o.Attr("cancel_directive"))
		parent := ompStructuralParent(o.Op())
		if parent == nil {
			return o.Errorf("Orphaned cancel construct")
		}
		if cct == "parallel" && parent.Name != "omp.parallel" {
			return o.Errorf("cancel parallel must appear inside a parallel region")
		}
		switch cct {
		case "loop":
			ws := verify.ParentOp(parent)
			if ws == nil || ws.Name != "omp.wsloop" {
				return o.Errorf("cancel loop must appear inside a worksharing-loop region")
			}
			if verify.InherentAttr(ws, "nowait") != nil {
				return o.EmitErrorf("A worksharing construct that is canceled must not have a nowait clause")
			}
			if verify.InherentAttr(ws, "ordered") != nil {
				return o.EmitErrorf("A worksharing construct that is canceled must not have an ordered clause")
			}
		case "sections":
			s := verify.ParentOp(parent)
			if s == nil || s.Name != "omp.sections" {
				return o.Errorf("cancel sections must appear inside a sections region")
			}
			if verify.InherentAttr(s, "nowait") != nil {
				return o.EmitErrorf("A sections construct that is canceled must not have a nowait clause")
			}
		}
		if cct == "taskgroup" && parent.Name != "omp.task" {
			if gp := verify.ParentOp(parent); gp == nil || gp.Name != "omp.taskloop" {
				return o.Errorf("cancel taskgroup must appear inside a task region")
			}
		}
		return nil
	}
	h.Verifier("omp.cancellation_point").Op = func(o dialect.Checker) *diag.Diagnostic {
		cct := ompAttrValue(o.Attr("cancel_directive"))
		parent := ompStructuralParent(o.Op())
		if parent == nil {
			return o.Errorf("Orphaned cancellation point")
		}
		if cct == "parallel" && parent.Name != "omp.parallel" {
			return o.Errorf("cancellation point parallel must appear inside a parallel region")
		}
		if cct == "loop" {
			if ws := verify.ParentOp(parent); ws == nil || ws.Name != "omp.wsloop" {
				return o.Errorf("cancellation point loop must appear inside a worksharing-loop region")
			}
		}
		if cct == "sections" && parent.Name != "omp.section" {
			return o.Errorf("cancellation point sections must appear inside a sections region")
		}
		if cct == "taskgroup" && parent.Name != "omp.task" {
			return o.Errorf("cancellation point taskgroup must appear inside a task region")
		}
		return nil
	}

	h.Verifier("omp.ordered").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := ompOrderedParent(o); d != nil {
			return d
		}
		ws := ompAncestor(o.Op(), "omp.wsloop")
		var ordered *ir.IntegerAttr
		if ws != nil {
			ordered, _ = verify.InherentAttr(ws, "ordered").(*ir.IntegerAttr)
		}
		n, _ := o.Attr("doacross_num_loops").(*ir.IntegerAttr)
		if ordered == nil || n == nil || ordered.Int64() != n.Int64() {
			return o.Errorf("number of variables in depend clause does not match number of iteration variables in the doacross loop")
		}
		return nil
	}
	h.Verifier("omp.ordered.region").Op = ompOrderedParent

	h.Verifier("omp.workshare.loop_wrapper").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ompAncestor(o.Op(), "omp.workshare") == nil {
			return o.Errorf("must be nested in an omp.workshare")
		}
		return nil
	}
	standalone := func(o dialect.Checker) *diag.Diagnostic {
		if ompParentIsWrapper(o) || ompNestedWrapper(o) != nil {
			return o.Errorf("expected to be a standalone loop wrapper")
		}
		return nil
	}
	h.Verifier("omp.workshare.loop_wrapper").Regions = standalone

	h.Verifier("omp.scan").Op = func(o dialect.Checker) *diag.Diagnostic {
		if (len(o.Operand("exclusive_vars")) != 0) == (len(o.Operand("inclusive_vars")) != 0) {
			return o.EmitErrorf("Exactly one of EXCLUSIVE or INCLUSIVE clause is expected")
		}
		for _, name := range []string{"omp.wsloop", "omp.simd"} {
			if p := ompAncestor(o.Op(), name); p != nil && ompAttrValue(verify.InherentAttr(p, "reduction_mod")) == "inscan" {
				return nil
			}
		}
		return o.EmitErrorf("SCAN directive needs to be enclosed within a parent worksharing loop construct or SIMD construct with INSCAN reduction modifier")
	}

	h.Verifier("omp.allocate_dir").Op = func(o dialect.Checker) *diag.Diagnostic {
		if a, ok := o.Attr("align").(*ir.IntegerAttr); ok {
			if v := a.Value; v.Sign() > 0 && v.IsUint64() && v.Uint64()&(v.Uint64()-1) != 0 {
				return o.EmitErrorf("ALIGN value : %d must be power of 2", v.Uint64())
			}
		}
		return nil
	}

	h.Verifier("omp.target_allocmem").Op = func(o dialect.Checker) *diag.Diagnostic {
		if rs := o.Op().Results; len(rs) == 1 {
			if _, ok := rs[0].Type().(*ir.IntegerType); !ok {
				// Unreachable: ODS's check of the result (64-bit
				// signless integer) runs first.
				return o.Errorf("must be a integer type")
			}
		}
		return nil
	}

	h.Verifier("omp.canonical_loop").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		if b == nil {
			return nil
		}
		if len(b.Args) != 1 {
			return o.Errorf("Canonical loop region must have exactly one argument")
		}
		if tc := shared.FirstOperand(o, "tripCount"); tc != nil && b.Args[0].Type() != tc.Type() {
			return o.Errorf("Region argument must be the same type as the trip count")
		}
		return nil
	}

	red := func(o dialect.Checker) *diag.Diagnostic {
		return ompReductions(o, "reduction_vars", "reduction_syms", "reduction_byref")
	}
	h.Verifier("omp.wsloop").Op = red
	h.Verifier("omp.wsloop").Regions = func(o dialect.Checker) *diag.Diagnostic {
		if nested := ompNestedWrapper(o); nested != nil {
			if !ompComposite(o.Op()) {
				return o.EmitErrorf("'omp.composite' attribute missing from composite wrapper")
			}
			if nested.Name != "omp.simd" {
				return o.EmitErrorf("only supported nested wrapper is 'omp.simd'")
			}
			return nil
		}
		return ompWrapperComposite(o)
	}

	h.Verifier("omp.sections").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vAllocate(o); d != nil {
			return d
		}
		return red(o)
	}
	h.Verifier("omp.sections").Regions = func(o dialect.Checker) *diag.Diagnostic {
		if b := verify.EntryBlock(o.Op(), 0); b != nil {
			for _, op := range b.Ops {
				if op.Name != "omp.section" && op.Name != "omp.terminator" {
					return o.Errorf("expected omp.section op or terminator op inside region")
				}
			}
		}
		return nil
	}

	h.Verifier("omp.taskloop").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vAllocate(o); d != nil {
			return d
		}
		if d := red(o); d != nil {
			return d
		}
		if d := ompReductions(o, "in_reduction_vars", "in_reduction_syms", "in_reduction_byref"); d != nil {
			return d
		}
		reds, inReds := o.Operand("reduction_vars"), o.Operand("in_reduction_vars")
		if len(reds) != 0 && o.Attr("nogroup") != nil {
			return o.EmitErrorf("if a reduction clause is present on the taskloop directive, the nogroup clause must not be specified")
		}
		for _, v := range reds {
			for _, w := range inReds {
				if v == w {
					return o.EmitErrorf("the same list item cannot appear in both a reduction and an in_reduction clause")
				}
			}
		}
		if len(o.Operand("grainsize")) != 0 && len(o.Operand("num_tasks")) != 0 {
			return o.EmitErrorf("the grainsize clause and num_tasks clause are mutually exclusive and may not appear on the same taskloop directive")
		}
		return nil
	}
	h.Verifier("omp.taskloop").Regions = func(o dialect.Checker) *diag.Diagnostic {
		if nested := ompNestedWrapper(o); nested != nil {
			if !ompComposite(o.Op()) {
				return o.EmitErrorf("'omp.composite' attribute missing from composite wrapper")
			}
			if nested.Name != "omp.simd" {
				return o.EmitErrorf("only supported nested wrapper is 'omp.simd'")
			}
		} else if ompComposite(o.Op()) {
			return o.EmitErrorf("'omp.composite' attribute present in non-composite wrapper")
		}
		return nil
	}
}

// vAligned is verifyAlignedClause.
func vAligned(o dialect.Checker) *diag.Diagnostic {
	vars := o.Operand("aligned_vars")
	aligns := ompArray(o, "alignments")
	if len(vars) == 0 {
		if aligns != nil {
			return o.Errorf("unexpected alignment values attribute")
		}
		return nil
	}
	if aligns == nil || len(aligns.Elems) != len(vars) {
		return o.Errorf("expected as many alignment values as aligned variables")
	}
	if ompDuplicate(vars) {
		return o.Errorf("aligned variable used more than once")
	}
	for _, a := range aligns.Elems {
		i, ok := a.(*ir.IntegerAttr)
		if !ok {
			return o.Errorf("expected integer alignment")
		}
		if i.Value.Sign() <= 0 {
			return o.Errorf("alignment should be greater than 0")
		}
	}
	return nil
}

// ompInImplicitParallel is opInGlobalImplicitParallelRegion: no omp op
// encloses op.
func ompInImplicitParallel(op *ir.Operation) bool {
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if ompDialect(p) {
			return false
		}
	}
	return true
}

func ompDialect(op *ir.Operation) bool {
	return len(op.Name) > 4 && op.Name[:4] == "omp."
}

// ompStructuralParent is getParentInSameDialect: the closest omp op
// enclosing op.
func ompStructuralParent(op *ir.Operation) *ir.Operation {
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if ompDialect(p) {
			return p
		}
	}
	return nil
}

// ompAncestor is getParentOfType: the closest op named name enclosing op.
func ompAncestor(op *ir.Operation, name string) *ir.Operation {
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// ompOrderedParent is verifyOrderedParent, shared by omp.ordered and
// omp.ordered.region.
func ompOrderedParent(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	hasRegion := len(op.Regions) > 0
	loop := ompAncestor(op, "omp.loop_nest")
	if loop == nil {
		if hasRegion {
			return nil
		}
		return o.Errorf("must be nested inside of a loop")
	}
	wrapper := verify.ParentOp(loop)
	switch {
	case wrapper != nil && wrapper.Name == "omp.wsloop":
		ordered, ok := verify.InherentAttr(wrapper, "ordered").(*ir.IntegerAttr)
		if !ok {
			return o.Errorf("the enclosing worksharing-loop region must have an ordered clause")
		}
		if hasRegion && ordered.Int64() != 0 {
			return o.Errorf("the enclosing loop's ordered clause must not have a parameter present")
		}
		if !hasRegion && ordered.Int64() == 0 {
			return o.Errorf("the enclosing loop's ordered clause must have a parameter present")
		}
	case wrapper != nil && wrapper.Name == "omp.simd":
	default:
		return o.Errorf("must be nested inside of a worksharing, simd or worksharing simd loop")
	}
	return nil
}

// ompFirstprivate reports whether the omp.private op p is a firstprivate
// clause (its data_sharing_type reads #omp<data_sharing_type{type =
// firstprivate}>).
func ompFirstprivate(p *ir.Operation) bool {
	s, ok := ir.SpellingOf(verify.InherentAttr(p, "data_sharing_type"))
	return ok && strings.Contains(s.Data, "firstprivate")
}
