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

// More of OpenMPDialect.cpp's verifiers (LLVM 22): the data-environment
// and device constructs (parallel, single, task, taskgroup, target and
// its data ops, map.info, declare_mapper), the declarations
// (declare_reduction, private), loop, workdistribute, atomic.capture's
// region and LoopWrapperInterface's verifyImpl.

// ompRegionOps are the ops of every block of the op's region i, in
// order (Region::getOps).
func ompRegionOps(op *ir.Operation, i int) []*ir.Operation {
	if i >= len(op.Regions) {
		return nil
	}
	var ops []*ir.Operation
	for _, b := range op.Regions[i].Blocks {
		ops = append(ops, b.Ops...)
	}
	return ops
}

// ompRegionEmpty reports whether the op's region i has no block.
func ompRegionEmpty(op *ir.Operation, i int) bool {
	return i >= len(op.Regions) || len(op.Regions[i].Blocks) == 0
}

// ompPointerLike reports whether t implements omp's PointerLikeType (the
// models OpenMPDialect attaches: memref and !llvm.ptr).
func ompPointerLike(t ir.Type) bool {
	if _, ok := t.(*ir.MemRefType); ok {
		return true
	}
	return shared.LLVMKind(t) == "ptr"
}

// ompTypeAttr is the type of the op's TypeAttr name, or nil.
func ompTypeAttr(op *ir.Operation, name string) ir.Type {
	if ta, ok := verify.InherentAttr(op, name).(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// ompStandIn reports whether decl, a symbol an op refers to, is a
// streamed verification's stand-in (its name and attributes, no
// regions): a check that reads its regions then fails, and the file is
// verified whole (omp's declarations always have their regions).
func ompStandIn(decl *ir.Operation) bool { return len(decl.Regions) == 0 }

// ompAccumulatorType is DeclareReductionOp::getAccumulatorType: the type
// of the first argument of the declaration's atomic reduction region,
// nil when that region is empty.
func ompAccumulatorType(decl *ir.Operation) ir.Type {
	if b := verify.EntryBlock(decl, 3); b != nil && len(b.Args) > 0 {
		return b.Args[0].Type()
	}
	return nil
}

// ompPrivateArgType is PrivateClauseOp::getArgType: the type of the first
// argument of the first of its regions that has one.
func ompPrivateArgType(p *ir.Operation) ir.Type {
	for i := range p.Regions {
		if b := verify.EntryBlock(p, i); b != nil && len(b.Args) > 0 {
			return b.Args[0].Type()
		}
	}
	return nil
}

// vPrivateVars is verifyPrivateVarList.
func vPrivateVars(o dialect.Checker) *diag.Diagnostic {
	vars := o.Operand("private_vars")
	syms := ompArray(o, "private_syms")
	if len(vars) == 0 && (syms == nil || len(syms.Elems) == 0) {
		return nil
	}
	nsyms := 0
	if syms != nil {
		nsyms = len(syms.Elems)
	}
	if len(vars) != nsyms {
		return o.EmitErrorf("inconsistent number of private variables and privatizer op symbols, private vars: %d vs. privatizer op symbols: %d", len(vars), nsyms)
	}
	for i, v := range vars {
		ref, ok := syms.Elems[i].(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		p := shared.LookupNearestSymbol(o, ref)
		if p == nil || p.Name != "omp.private" {
			return o.EmitErrorf("failed to lookup privatizer op with symbol: '%s'", verify.AttrString(ref))
		}
		if ompStandIn(p) {
			// Unreachable from a file: a stream's stand-in (no region)
			// fails the stream, which then verifies the whole module,
			// where every privatizer has its regions.
			return o.EmitErrorf("type mismatch between a private variable and its privatizer op (a stand-in: verify the whole module)")
		}
		pt := ompPrivateArgType(p)
		if pt != nil && pt != v.Type() {
			kind := "firstprivate"
			if !ompFirstprivate(p) {
				kind = "private"
			}
			return o.EmitErrorf("type mismatch between a %s variable and its privatizer op, var type: '%s' vs. privatizer op type: '%s'", kind, verify.TypeString(v.Type()), verify.TypeString(pt))
		}
	}
	return nil
}

// vCopyprivate is verifyCopyprivateVarList.
func vCopyprivate(o dialect.Checker) *diag.Diagnostic {
	vars := o.Operand("copyprivate_vars")
	syms := ompArray(o, "copyprivate_syms")
	n := 0
	if syms != nil {
		n = len(syms.Elems)
	}
	if n != len(vars) {
		return o.Errorf("inconsistent number of copyprivate vars (= %d) and functions (= %d), both must be equal", len(vars), n)
	}
	if syms == nil {
		return nil
	}
	for i, v := range vars {
		ref, ok := syms.Elems[i].(*ir.SymbolRefAttr)
		if !ok {
			continue
		}
		var args []ir.Type
		fn := shared.LookupNearestSymbol(o, ref)
		switch {
		case fn != nil && fn.Name == "func.func":
			ft, ok := verify.FunctionType(fn)
			if !ok {
				return nil
			}
			args = ft.Inputs
		case fn != nil && fn.Name == "llvm.func":
			ps, ok := ompLLVMFuncParams(ompTypeAttr(fn, "function_type"))
			if !ok {
				return nil
			}
			args = ps
		default:
			return o.Errorf("expected symbol reference %s to point to a copy function", verify.AttrString(ref))
		}
		if len(args) != 2 {
			return o.Errorf("expected copy function %s to have 2 operands", verify.AttrString(ref))
		}
		if args[0] != args[1] {
			return o.Errorf("expected copy function %s arguments to have the same type", verify.AttrString(ref))
		}
		if args[0] != v.Type() {
			return o.Errorf("expected copy function arguments' type ('%s') to be the same as copyprivate variable's type ('%s')", verify.TypeString(args[0]), verify.TypeString(v.Type()))
		}
	}
	return nil
}

// ompLLVMFuncParams are the parameter types of an !llvm.func type; ok is
// false for another type or one whose parameters are not all known.
func ompLLVMFuncParams(t ir.Type) ([]ir.Type, bool) {
	d, ok := t.(*ir.DialectType)
	if !ok || d.Dialect != "llvm" || d.Mnemonic() != "func" {
		return nil, false
	}
	ps := d.Params.List("params")
	ts := make([]ir.Type, len(ps))
	for i, p := range ps {
		if p.Kind != ir.ParamType || p.Type == nil {
			return nil, false
		}
		ts[i] = p.Type
	}
	return ts, true
}

// The bits of omp's ClauseMapFlags the map clause checks.
const (
	ompMapTo       = 1 << 1
	ompMapFrom     = 1 << 2
	ompMapAlways   = 1 << 3
	ompMapDelete   = 1 << 4
	ompMapImplicit = 1 << 8
	ompMapClose    = 1 << 9
)

var ompMapFlagBits = map[string]uint32{
	"none": 0, "storage": 1 << 0, "to": ompMapTo, "from": ompMapFrom,
	"always": ompMapAlways, "del": ompMapDelete, "return_param": 1 << 5,
	"priv": 1 << 6, "literal": 1 << 7, "implicit": ompMapImplicit,
	"close": ompMapClose, "present": 1 << 10, "ompx_hold": 1 << 11,
	"attach": 1 << 12, "attach_always": 1 << 13, "attach_none": 1 << 14,
	"attach_auto": 1 << 15, "ref_ptr": 1 << 16, "ref_ptee": 1 << 17,
	"ref_ptr_ptee": 1 << 18, "is_device_ptr": 1 << 19,
}

// ompMapBits are the bits of a #omp<clause_map_flags a|b> attribute.
func ompMapBits(a ir.Attribute) uint32 {
	s, ok := ir.SpellingOf(a)
	if !ok || s.Dialect != "omp" {
		return 0
	}
	d := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s.Data), "clause_map_flags"))
	var bits uint32
	for _, f := range strings.Split(d, "|") {
		bits |= ompMapFlagBits[strings.TrimSpace(f)]
	}
	return bits
}

// ompDefiner is the op defining v, nil for a block argument.
func ompDefiner(v ir.Value) *ir.Operation {
	if r, ok := v.(*ir.OpResult); ok {
		return r.Owner
	}
	return nil
}

// vMapClause is verifyMapClause.
func vMapClause(o dialect.Checker, vars []ir.Value) *diag.Diagnostic {
	name := o.Op().Name
	toVars := map[ir.Value]bool{}
	fromVars := map[ir.Value]bool{}
	for _, v := range vars {
		def := ompDefiner(v)
		if def == nil {
			return o.EmitErrorf("missing map operation")
		}
		if def.Name != "omp.map.info" {
			if name != "omp.declare_mapper.info" {
				return o.EmitErrorf("map argument is not a map entry operation")
			}
			continue
		}
		bits := ompMapBits(verify.InherentAttr(def, "map_type"))
		to, from, del := bits&ompMapTo != 0, bits&ompMapFrom != 0, bits&ompMapDelete != 0
		always, closeMod, implicit := bits&ompMapAlways != 0, bits&ompMapClose != 0, bits&ompMapImplicit != 0
		if (name == "omp.target_data" || name == "omp.target") && del {
			return o.EmitErrorf("to, from, tofrom and alloc map types are permitted")
		}
		if name == "omp.target_enter_data" && (from || del) {
			return o.EmitErrorf("to and alloc map types are permitted")
		}
		if name == "omp.target_exit_data" && to {
			return o.EmitErrorf("from, release and delete map types are permitted")
		}
		if name == "omp.target_update" {
			if del || !to && !from {
				return o.EmitErrorf("at least one of to or from map types must be specified, other map types are not permitted")
			}
			// The map.info's var_ptr, its first operand. Under a
			// streamed verification an op already verified keeps no
			// operands: every such entry then reads as the same
			// variable, which can only fail (and the file is then
			// verified whole).
			var ptr ir.Value
			if len(def.Operands) > 0 {
				ptr = def.Operands[0]
			}
			if to && from || to && fromVars[ptr] || from && toVars[ptr] {
				return o.EmitErrorf("either to or from map types can be specified, not both")
			}
			if always || closeMod || implicit {
				return o.EmitErrorf("present, mapper and iterator map type modifiers are permitted")
			}
			if to {
				toVars[ptr] = true
			} else {
				fromVars[ptr] = true
			}
		}
	}
	return nil
}

// vMapInfoDefined is verifyMapInfoDefinedArgs.
func vMapInfoDefined(o dialect.Checker, clause string, vars []ir.Value) *diag.Diagnostic {
	for _, v := range vars {
		if def := ompDefiner(v); def == nil || def.Name != "omp.map.info" {
			return o.Errorf("'%s' arguments must be defined by 'omp.map.info' ops", clause)
		}
	}
	return nil
}

// vStandalone is the region check of the loop wrappers that take no part
// in composite constructs.
func vStandalone(o dialect.Checker) *diag.Diagnostic {
	if ompParentIsWrapper(o) || ompNestedWrapper(o) != nil {
		return o.Errorf("expected to be a standalone loop wrapper")
	}
	return nil
}

func ompVerifiersMore(h *registry.Hooks) {
	h.Verifier("LoopWrapperInterface").Trait = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		// Unreachable for omp's wrappers: their definitions have both
		// traits and one region.
		if !o.HasTrait(op.Name, "NoTerminator") || !o.HasTrait(op.Name, "SingleBlock") {
			return o.Errorf("loop wrapper must also have the `NoTerminator` and `SingleBlock` traits")
		}
		if len(op.Regions) != 1 {
			// Unreachable for omp's wrappers: OneRegion ("requires one
			// region") runs first.
			return o.Errorf("loop wrapper does not contain exactly one region")
		}
		ops := ompRegionOps(op, 0)
		if len(ops) != 1 {
			return o.Errorf("loop wrapper does not contain exactly one nested op")
		}
		if first := ops[0]; first.Name != "omp.loop_nest" && !ompIsWrapper(o, first) {
			return o.Errorf("nested in loop wrapper is not another loop wrapper or `omp.loop_nest`")
		}
		return nil
	}

	h.Verifier("omp.parallel").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vAllocate(o); d != nil {
			return d
		}
		if d := vPrivateVars(o); d != nil {
			return d
		}
		return ompReductions(o, "reduction_vars", "reduction_syms", "reduction_byref")
	}
	h.Verifier("omp.parallel").Regions = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		ops := ompRegionOps(op, 0)
		var dist *ir.Operation
		n := 0
		for _, c := range ops {
			if c.Name == "omp.distribute" {
				if dist == nil {
					dist = c
				}
				n++
			}
		}
		switch {
		case n > 1:
			return o.EmitErrorf("multiple 'omp.distribute' nested inside of 'omp.parallel'")
		case n == 1:
			if !ompComposite(op) {
				return o.EmitErrorf("'omp.composite' attribute missing from composite operation")
			}
			for _, c := range ops {
				if c == dist || !ompDialect(c) {
					continue
				}
				if !o.HasTrait(c.Name, "Terminator") {
					return o.EmitErrorf("unexpected OpenMP operation inside of composite 'omp.parallel': %s", c.Name)
				}
			}
		case ompComposite(op):
			return o.EmitErrorf("'omp.composite' attribute present in non-composite operation")
		}
		return nil
	}

	h.Verifier("omp.single").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vAllocate(o); d != nil {
			return d
		}
		return vCopyprivate(o)
	}

	h.Verifier("omp.task").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vDepend(o); d != nil {
			return d
		}
		return ompReductions(o, "in_reduction_vars", "in_reduction_syms", "in_reduction_byref")
	}
	h.Verifier("omp.taskgroup").Op = func(o dialect.Checker) *diag.Diagnostic {
		return ompReductions(o, "task_reduction_vars", "task_reduction_syms", "task_reduction_byref")
	}

	h.Verifier("omp.loop").Op = func(o dialect.Checker) *diag.Diagnostic {
		return ompReductions(o, "reduction_vars", "reduction_syms", "reduction_byref")
	}
	h.Verifier("omp.loop").Regions = vStandalone

	h.Verifier("omp.map.info").Op = func(o dialect.Checker) *diag.Diagnostic {
		if ref, ok := o.Attr("mapper_id").(*ir.SymbolRefAttr); ok {
			if m := shared.LookupNearestSymbol(o, ref); m == nil || m.Name != "omp.declare_mapper" {
				return o.EmitErrorf("invalid mapper id")
			}
		}
		return vMapInfoDefined(o, "members", o.Operand("members"))
	}

	h.Verifier("omp.target_data").Op = func(o dialect.Checker) *diag.Diagnostic {
		maps, ptrs, addrs := o.Operand("map_vars"), o.Operand("use_device_ptr_vars"), o.Operand("use_device_addr_vars")
		if len(maps) == 0 && len(ptrs) == 0 && len(addrs) == 0 {
			return o.EmitErrorf("At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present")
		}
		if d := vMapInfoDefined(o, "use_device_ptr", ptrs); d != nil {
			return d
		}
		if d := vMapInfoDefined(o, "use_device_addr", addrs); d != nil {
			return d
		}
		return vMapClause(o, maps)
	}
	dependAndMaps := func(o dialect.Checker) *diag.Diagnostic {
		if d := vDepend(o); d != nil {
			return d
		}
		return vMapClause(o, o.Operand("map_vars"))
	}
	h.Verifier("omp.target_enter_data").Op = dependAndMaps
	h.Verifier("omp.target_exit_data").Op = dependAndMaps
	h.Verifier("omp.target_update").Op = dependAndMaps

	h.Verifier("omp.target").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := vDepend(o); d != nil {
			return d
		}
		if d := vMapInfoDefined(o, "has_device_addr", o.Operand("has_device_addr_vars")); d != nil {
			return d
		}
		if d := vMapClause(o, o.Operand("map_vars")); d != nil {
			return d
		}
		// verifyPrivateVarsMapping.
		if m, ok := o.Attr("private_maps").(*ir.DenseArrayAttr); ok && len(m.Values) != len(o.Operand("private_vars")) {
			return o.EmitErrorf("sizes of `private` operand range and `private_maps` attribute mismatch")
		}
		return nil
	}

	h.Verifier("omp.target").Regions = vTargetRegions
	h.Verifier("omp.new_cli").Op = vNewCli
	h.Verifier("omp.tile").Op = vTile

	h.Verifier("omp.declare_mapper.info").Op = func(o dialect.Checker) *diag.Diagnostic {
		return vMapClause(o, o.Operand("map_vars"))
	}
	h.Verifier("omp.declare_mapper").Regions = func(o dialect.Checker) *diag.Diagnostic {
		var term *ir.Operation
		if b := verify.EntryBlock(o.Op(), 0); b != nil && len(b.Ops) > 0 {
			term = b.Ops[len(b.Ops)-1]
		}
		if term == nil || term.Name != "omp.declare_mapper.info" {
			return o.Errorf("expected terminator to be a DeclareMapperInfoOp")
		}
		return nil
	}

	h.Verifier("omp.declare_reduction").Regions = vDeclareReduction
	h.Verifier("omp.private").Regions = vPrivateRegions

	h.Verifier("omp.workdistribute").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if ompRegionEmpty(op, 0) {
			return o.Errorf("region cannot be empty")
		}
		blocks := op.Regions[0].Blocks
		if len(blocks[0].Ops) == 0 {
			return o.Errorf("region must contain a structured block")
		}
		term := false
		for _, b := range blocks {
			if n := len(b.Ops); n > 0 && b.Ops[n-1].Name == "omp.terminator" {
				if term {
					return o.Errorf("region must have exactly one terminator")
				}
				term = true
			}
		}
		if !term {
			return o.Errorf("region must be terminated with omp.terminator")
		}
		var d *diag.Diagnostic
		verify.WalkPost(op, func(c *ir.Operation) bool {
			switch c.Name {
			case "omp.barrier":
				d = o.Errorf("explicit barriers are not allowed in workdistribute region")
			case "omp.parallel":
				d = o.Errorf("nested parallel constructs not allowed in workdistribute")
			case "omp.teams":
				d = o.Errorf("nested teams constructs not allowed in workdistribute")
			}
			return d == nil
		})
		if d != nil {
			return d
		}
		if p := verify.ParentOp(op); p == nil || p.Name != "omp.teams" {
			return o.Errorf("workdistribute must be nested under teams")
		}
		return nil
	}

	h.Verifier("omp.atomic.capture").Regions = func(o dialect.Checker) *diag.Diagnostic {
		// AtomicCaptureOpInterface's verifyRegionsCommon.
		first, second, d := shared.AtomicCaptureRegionsCommon(o)
		if d != nil {
			return d
		}
		// AtomicCaptureOp::verifyRegions: the inner ops' clauses.
		for _, n := range []string{"hint", "memory_order"} {
			if verify.InherentAttr(first, n) != nil || verify.InherentAttr(second, n) != nil ||
				first.Attrs != nil && first.Attrs.Get(n) != nil || second.Attrs != nil && second.Attrs.Get(n) != nil {
				return o.Errorf("operations inside capture region must not have %s clause", n)
			}
		}
		return nil
	}
}

// vDeclareReduction is DeclareReductionOp::verifyRegions.
func vDeclareReduction(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	typ := ompTypeAttr(op, "type")
	yields := func(i int) bool {
		for _, y := range ompRegionOps(op, i) {
			if y.Name == "omp.yield" && (len(y.Operands) != 1 || y.Operands[0].Type() != typ) {
				return false
			}
		}
		return true
	}
	const alloc, init, red, atomic, cleanup = 0, 1, 2, 3, 4
	if !ompRegionEmpty(op, alloc) && !yields(alloc) {
		return o.Errorf("expects alloc region to yield a value of the reduction type")
	}
	if ompRegionEmpty(op, init) {
		return o.Errorf("expects non-empty initializer region")
	}
	ib := verify.EntryBlock(op, init)
	switch len(ib.Args) {
	case 1:
		if !ompRegionEmpty(op, alloc) {
			return o.Errorf("expects two arguments to the initializer region when an allocation region is used")
		}
	case 2:
		if ompRegionEmpty(op, alloc) {
			return o.Errorf("expects one argument to the initializer region when no allocation region is used")
		}
	default:
		return o.Errorf("expects one or two arguments to the initializer region")
	}
	for _, a := range ib.Args {
		if a.Type() != typ {
			return o.Errorf("expects initializer region argument to match the reduction type")
		}
	}
	if !yields(init) {
		return o.Errorf("expects initializer region to yield a value of the reduction type")
	}
	if ompRegionEmpty(op, red) {
		return o.Errorf("expects non-empty reduction region")
	}
	if rb := verify.EntryBlock(op, red); len(rb.Args) != 2 || rb.Args[0].Type() != rb.Args[1].Type() || rb.Args[0].Type() != typ {
		return o.Errorf("expects reduction region with two arguments of the reduction type")
	}
	if !yields(red) {
		return o.Errorf("expects reduction region to yield a value of the reduction type")
	}
	if !ompRegionEmpty(op, atomic) {
		ab := verify.EntryBlock(op, atomic)
		if len(ab.Args) != 2 || ab.Args[0].Type() != ab.Args[1].Type() {
			return o.Errorf("expects atomic reduction region with two arguments of the same type")
		}
		t := ab.Args[0].Type()
		if !ompPointerLike(t) {
			return o.Errorf("expects atomic reduction region arguments to be accumulators containing the reduction type")
		}
		if elem := shared.AtomicPointee(t); elem != nil && elem != typ {
			return o.Errorf("expects atomic reduction region arguments to be accumulators containing the reduction type")
		}
	}
	if ompRegionEmpty(op, cleanup) {
		return nil
	}
	if cb := verify.EntryBlock(op, cleanup); len(cb.Args) != 1 || cb.Args[0].Type() != typ {
		return o.Errorf("expects cleanup region with one argument of the reduction type")
	}
	return nil
}

// vPrivateRegions is PrivateClauseOp::verifyRegions.
func vPrivateRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	argType := ompPrivateArgType(op)
	terminator := func(t *ir.Operation, yieldsValue bool) *diag.Diagnostic {
		if len(t.Successors) > 0 {
			return nil
		}
		if t.Name != "omp.yield" {
			return verify.EmitError(t, "expected exit block terminator to be an `omp.yield` op.")
		}
		types := verify.ValueTypes(t.Operands)
		if !yieldsValue {
			if len(types) == 0 {
				return nil
			}
			return verify.EmitError(t, "Did not expect any values to be yielded.")
		}
		if len(types) == 1 && types[0] == argType {
			return nil
		}
		got := "None"
		if len(types) > 0 {
			got = verify.TypeList(types)
		}
		return verify.EmitError(t, "Invalid yielded value. Expected type: '%s', got: %s", verify.TypeString(argType), got)
	}
	region := func(i, want int, name string, yieldsValue bool) *diag.Diagnostic {
		if n := ompRegionArgs(op, i); n != want {
			if n < 0 {
				n = 0
			}
			return o.EmitErrorf("`%s`: expected %d region arguments, got: %d", name, want, n)
		}
		for _, b := range op.Regions[i].Blocks {
			// Block::mightHaveTerminator: its last op is a terminator
			// or unregistered.
			if len(b.Ops) == 0 {
				continue
			}
			last := b.Ops[len(b.Ops)-1]
			if _, registered := o.For(last); registered && !o.HasTrait(last.Name, "Terminator") {
				continue
			}
			if d := terminator(last, yieldsValue); d != nil {
				return d
			}
		}
		return nil
	}
	for i := range op.Regions {
		if b := verify.EntryBlock(op, i); b != nil {
			for _, a := range b.Args {
				if a.Type() != argType {
					return o.EmitErrorf("Region argument type mismatch: got '%s' expected '%s'.", verify.TypeString(a.Type()), verify.TypeString(argType))
				}
			}
		}
	}
	const init, cp, dealloc = 0, 1, 2
	if !ompRegionEmpty(op, init) {
		if d := region(init, 2, "init", true); d != nil {
			return d
		}
	}
	first := ompFirstprivate(op)
	if !first && !ompRegionEmpty(op, cp) {
		return o.EmitErrorf("`private` clauses do not require a `copy` region.")
	}
	if first && ompRegionEmpty(op, cp) {
		return o.EmitErrorf("`firstprivate` clauses require at least a `copy` region.")
	}
	if first {
		if d := region(cp, 2, "copy", true); d != nil {
			return d
		}
	}
	if !ompRegionEmpty(op, dealloc) {
		return region(dealloc, 1, "dealloc", false)
	}
	return nil
}
