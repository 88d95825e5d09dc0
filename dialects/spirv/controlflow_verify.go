package spirv

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of ControlFlowOps.cpp (and spirv.func's verifyType and
// verifyBody, which check the returns), in mlir-opt's order and words.

func controlFlowVerifiers(h *registry.Hooks) {
	h.Verifier("spirv.BranchConditional").Op = branchConditional
	h.Verifier("spirv.FunctionCall").Op = functionCall
	h.Verifier("spirv.Select").Op = selectOp
	h.Verifier("spirv.Switch").Op = switchOp
	h.Verifier("spirv.Unreachable").Op = unreachable
	h.Verifier("spirv.mlir.loop").Regions = loopRegions
	h.Verifier("spirv.mlir.selection").Regions = selectionRegions
	// Their verify() accepts every op: the enclosing spirv.func checks
	// them (funcBody).
	for _, name := range []string{"spirv.Return", "spirv.ReturnValue"} {
		h.Verifier(name).Op = func(dialect.Checker) *diag.Diagnostic { return nil }
	}
	h.Verifier("spirv.func").Function = funcBody
}

// nearestSymbol is SymbolTable::lookupNearestSymbolFrom(from, ref): ref
// resolved in the nearest symbol table enclosing from (from itself when
// it is one), then each nested name in the table the previous one names.
func nearestSymbol(o dialect.Checker, from *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	table := from
	for table != nil && !o.HasTrait(table.Name, "SymbolTable") {
		table = verify.ParentOp(table)
	}
	if table == nil {
		return nil
	}
	sym := verify.LookupIn(table, ref.Root)
	for _, n := range ref.Nested {
		if sym == nil || !o.HasTrait(sym.Name, "SymbolTable") {
			return nil
		}
		sym = verify.LookupIn(sym, n)
	}
	return sym
}

// branchConditional is BranchConditionalOp::verify: two branch weights,
// not both zero.
func branchConditional(o dialect.Checker) *diag.Diagnostic {
	arr, ok := o.Attr("branch_weights").(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != 2 {
		return o.Errorf("must have exactly two branch weights")
	}
	for _, e := range arr.Elems {
		if ia, ok := e.(*ir.IntegerAttr); !ok || ia.Value.Sign() != 0 {
			return nil
		}
	}
	return o.Errorf("branch weights cannot both be zero")
}

// functionCall is FunctionCallOp::verify: the callee is a spirv.func whose
// signature the operands and result match.
func functionCall(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	ref, ok := o.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	fn := nearestSymbol(o, verify.ParentOp(op), ref)
	if fn == nil || fn.Name != "spirv.func" {
		return o.Errorf("callee function '%s' not found in nearest symbol table", ref.Root)
	}
	ft, ok := verify.FunctionType(fn)
	if !ok {
		return nil
	}
	res := verify.ResultValues(op)
	// Unreachable as written: ODS's Optional result runs first.
	if len(res) > 1 {
		return o.Errorf("expected callee function to have 0 or 1 result, but provided %d", len(res))
	}
	if len(ft.Inputs) != len(op.Operands) {
		return o.Errorf("has incorrect number of operands for callee: expected %d, but provided %d", len(ft.Inputs), len(op.Operands))
	}
	for i, t := range ft.Inputs {
		if op.Operands[i].Type() != t {
			return o.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				verify.TypeString(t), verify.TypeString(op.Operands[i].Type()), i)
		}
	}
	if len(ft.Results) != len(res) {
		return o.Errorf("has incorrect number of results has for callee: expected %d, but provided %d", len(ft.Results), len(res))
	}
	if len(res) == 1 && res[0].Type() != ft.Results[0] {
		return o.Errorf("result type mismatch: expected '%s', but provided '%s'", verify.TypeString(ft.Results[0]), verify.TypeString(res[0].Type()))
	}
	return nil
}

// numElements is a vector's number of elements.
func numElements(v *ir.VectorType) int64 {
	n := int64(1)
	for _, d := range v.Shape {
		n *= d
	}
	return n
}

// selectOp is SelectOp::verify: a vector condition selects a vector of as
// many elements.
func selectOp(o dialect.Checker) *diag.Diagnostic {
	cond, res := o.Operand("condition"), o.Result("result")
	if len(cond) != 1 || len(res) != 1 {
		return nil
	}
	cv, ok := cond[0].Type().(*ir.VectorType)
	if !ok {
		return nil
	}
	rv, ok := res[0].Type().(*ir.VectorType)
	if !ok {
		return o.Errorf("result expected to be of vector type when condition is of vector type")
	}
	if numElements(rv) != numElements(cv) {
		return o.Errorf("result should have the same number of elements as the condition when condition is of vector type")
	}
	return nil
}

// switchOp is SwitchOp::verify: the literals have the selector's type, one
// per target. (Upstream reads the literals' type without them when there
// are targets but no literals; the custom syntax always writes them.)
func switchOp(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	lits, ok := o.Attr("literals").(*ir.DenseElementsAttr)
	if !ok || len(op.Operands) == 0 {
		return nil
	}
	sel := op.Operands[0].Type()
	if lt := lits.Type.ElementType(); lt != sel {
		return o.Errorf("'selector' type ('%s') should match literals type ('%s')", verify.TypeString(sel), verify.TypeString(lt))
	}
	n := int64(1)
	dims, _ := lits.Type.Dims()
	for _, d := range dims {
		n *= d
	}
	targets := len(op.Successors) - 1
	if targets < 0 {
		targets = 0
	}
	if n != int64(targets) {
		return o.Errorf("number of literals (%d) should match number of targets (%d)", n, targets)
	}
	return nil
}

// unreachable is UnreachableOp::verify: not in an entry block.
func unreachable(o dialect.Checker) *diag.Diagnostic {
	if b := o.Op().Parent; b != nil && b.IsEntry() {
		return o.Errorf("cannot be used in reachable block")
	}
	return nil
}

// terminatorOf is the block's last op, or nil.
func terminatorOf(b *ir.Block) *ir.Operation {
	if len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

// isMergeBlock: the block holds one spirv.mlir.merge alone.
func isMergeBlock(b *ir.Block) bool {
	return len(b.Ops) == 1 && b.Ops[0].Name == "spirv.mlir.merge"
}

// hasOtherMerge: a spirv.mlir.merge in a block of the region other than
// its last.
func hasOtherMerge(r *ir.Region) bool {
	for _, b := range r.Blocks[:len(r.Blocks)-1] {
		for _, op := range b.Ops {
			if op.Name == "spirv.mlir.merge" {
				return true
			}
		}
	}
	return false
}

// mergeChecks are the checks spirv.mlir.loop and spirv.mlir.selection
// start with; ok is false for an empty region (accepted).
func mergeChecks(o dialect.Checker) (r *ir.Region, d *diag.Diagnostic, ok bool) {
	op := o.Op()
	if len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0 {
		return nil, nil, false
	}
	r = op.Regions[0]
	if !isMergeBlock(r.Blocks[len(r.Blocks)-1]) {
		return r, o.Errorf("last block must be the merge block with only one 'spirv.mlir.merge' op"), true
	}
	if hasOtherMerge(r) {
		return r, o.Errorf("should not have 'spirv.mlir.merge' op outside the merge block"), true
	}
	return r, nil, true
}

// loopRegions is LoopOp::verifyRegions: entry, header, ..., continue,
// merge blocks, only the entry and continue blocks branching to the
// header.
func loopRegions(o dialect.Checker) *diag.Diagnostic {
	r, d, ok := mergeChecks(o)
	if !ok || d != nil {
		return d
	}
	blocks := r.Blocks
	if len(blocks) == 1 {
		return o.Errorf("must have an entry block branching to the loop header block")
	}
	if len(blocks) == 2 {
		return o.Errorf("must have a loop header block branched from the entry block")
	}
	entry, header := blocks[0], blocks[1]
	if len(entry.Ops) != 1 || entry.Ops[0].Name != "spirv.Branch" ||
		len(entry.Ops[0].Successors) != 1 || entry.Ops[0].Successors[0] != header {
		return o.Errorf("entry block must only have one 'spirv.Branch' op to the second block")
	}
	if len(blocks) == 3 {
		return o.Errorf("requires a loop continue block branching to the loop header block")
	}
	branchesTo := func(b *ir.Block) bool {
		if t := terminatorOf(b); t != nil {
			for _, s := range t.Successors {
				if s == header {
					return true
				}
			}
		}
		return false
	}
	if !branchesTo(blocks[len(blocks)-2]) {
		return o.Errorf("second to last block must be the loop continue block that branches to the loop header block")
	}
	for _, b := range blocks[2 : len(blocks)-2] {
		if branchesTo(b) {
			return o.Errorf("can only have the entry and loop continue block branching to the loop header block")
		}
	}
	return nil
}

// selectionRegions is SelectionOp::verifyRegions: a header block before
// the merge block.
func selectionRegions(o dialect.Checker) *diag.Diagnostic {
	r, d, ok := mergeChecks(o)
	if !ok || d != nil {
		return d
	}
	if len(r.Blocks) == 1 {
		return o.Errorf("must have a selection header block")
	}
	return nil
}

// funcBody is spirv.func's verifyType (at most one result), the
// interface's entry block check, then its verifyBody: every spirv.Return
// in the body is in a function without results, every spirv.ReturnValue
// in one with one result of its value's type. (Upstream runs verifyType
// before the interface's attribute array checks, gomlir after them.)
func funcBody(o dialect.Checker, ft *ir.FunctionType) *diag.Diagnostic {
	if len(ft.Results) > 1 {
		return o.Errorf("cannot have more than one result")
	}
	// The interface's entry block check, which mlir-opt 22 reports before
	// the returns.
	if op := o.Op(); len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 {
		entry := op.Regions[0].Blocks[0]
		if len(entry.Args) != len(ft.Inputs) {
			return o.Errorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
		}
		for i, a := range entry.Args {
			if a.Type() != ft.Inputs[i] {
				return o.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
					i, verify.TypeString(a.Type()), verify.TypeString(ft.Inputs[i]))
			}
		}
	}
	var d *diag.Diagnostic
	verify.WalkPost(o.Op(), func(op *ir.Operation) bool {
		d = returnCheck(op, ft)
		return d == nil
	})
	return d
}

// returnCheck is verifyBody's check of one op.
func returnCheck(op *ir.Operation, ft *ir.FunctionType) *diag.Diagnostic {
	switch op.Name {
	case "spirv.Return":
		if len(ft.Results) != 0 {
			return verify.OpError(op, "cannot be used in functions returning value")
		}
	case "spirv.ReturnValue":
		if len(ft.Results) != 1 {
			return verify.OpError(op, "returns 1 value but enclosing function requires %d results", len(ft.Results))
		}
		if len(op.Operands) == 1 && op.Operands[0].Type() != ft.Results[0] {
			return verify.OpError(op, " return value's type ('%s') mismatch with function's result type ('%s')",
				verify.TypeString(op.Operands[0].Type()), verify.TypeString(ft.Results[0]))
		}
	}
	return nil
}
