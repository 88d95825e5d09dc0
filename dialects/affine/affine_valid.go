package affine

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// Which values an affine op may use as a dimension or a symbol: upstream's
// isValidDim and isValidSymbol (AffineOps.cpp), relative to the region of
// the closest op with the AffineScope trait.

// affineScope is getAffineScope: the region, held by an AffineScope op,
// that (transitively) holds op; nil when there is none.
func affineScope(o dialect.Checker, op *ir.Operation) *ir.Region {
	cur := op
	for {
		parent := verify.ParentOp(cur)
		if parent == nil {
			return nil
		}
		if o.HasTrait(parent.Name, "AffineScope") {
			if cur.Parent == nil {
				return nil
			}
			return cur.Parent.Parent
		}
		cur = parent
	}
}

// regionOf is the region that holds v: its block's for an argument, its
// defining op's block's for a result.
func regionOf(v ir.Value) *ir.Region {
	switch v := v.(type) {
	case *ir.BlockArgument:
		if v.Owner != nil {
			return v.Owner.Parent
		}
	case *ir.OpResult:
		if v.Owner != nil && v.Owner.Parent != nil {
			return v.Owner.Parent.Parent
		}
	}
	return nil
}

// regionOp is the op that holds region r, or nil.
func regionOp(r *ir.Region) *ir.Operation {
	if r == nil {
		return nil
	}
	return r.Parent
}

// isTopLevelIn is isTopLevelValue(value, region).
func isTopLevelIn(v ir.Value, r *ir.Region) bool {
	return r != nil && regionOf(v) == r
}

// isTopLevel is isTopLevelValue(value): defined in a region whose op has
// the AffineScope trait.
func isTopLevel(o dialect.Checker, v ir.Value) bool {
	p := regionOp(regionOf(v))
	return p != nil && o.HasTrait(p.Name, "AffineScope")
}

func definingOp(v ir.Value) *ir.Operation {
	if r, ok := v.(*ir.OpResult); ok {
		return r.Owner
	}
	return nil
}

func isIndex(v ir.Value) bool { return verify.Is[*ir.IndexType](v.Type()) }

// isInductionVar is isAffineInductionVar: the induction variable of an
// affine.for (its body's first argument) or one of an affine.parallel.
func isInductionVar(v ir.Value) bool {
	a, ok := v.(*ir.BlockArgument)
	if !ok || a.Owner == nil || !a.Owner.IsEntry() {
		return false
	}
	switch p := regionOp(a.Owner.Parent); {
	case p == nil:
		return false
	case p.Name == "affine.for":
		return a.Index == 0
	case p.Name == "affine.parallel":
		return true
	}
	return false
}

// validDim is isValidDim(value, region).
func validDim(o dialect.Checker, v ir.Value, r *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if validSymbol(o, v, r) {
		return true
	}
	def := definingOp(v)
	if def == nil {
		return isInductionVar(v)
	}
	switch def.Name {
	case "affine.apply", "affine.delinearize_index", "affine.linearize_index":
		for _, x := range def.Operands {
			if !validDim(o, x, r) {
				return false
			}
		}
		return true
	}
	if o.HasTrait(def.Name, "ShapedDimOpInterface") && len(def.Operands) > 0 {
		return isTopLevel(o, def.Operands[0])
	}
	return false
}

// isPure approximates mlir::isPure (speculatable and free of memory
// effects) by the op's traits: NoMemoryEffect and AlwaysSpeculatable, or
// ConditionallySpeculatable (whose answer depends on the operands: taken
// as speculatable, so that no value mlir-opt accepts as a symbol is
// rejected). An op with regions and recursive effects is not pure here.
func isPure(o dialect.Checker, op *ir.Operation) bool {
	if !o.HasTrait(op.Name, "NoMemoryEffect") {
		return false
	}
	if o.HasTrait(op.Name, "AlwaysSpeculatableImplTrait") {
		return true
	}
	if !o.HasTrait(op.Name, "ConditionallySpeculatable") {
		return false
	}
	// arith's divisions speculate when their divisor is known not to be
	// zero (nor -1, signed): here, a constant.
	switch op.Name {
	case "arith.divui", "arith.ceildivui", "arith.divsi", "arith.ceildivsi":
		if len(op.Operands) != 2 {
			return false
		}
		c, ok := verify.ConstantInt(o, op.Operands[1])
		if !ok || c == 0 {
			return false
		}
		return c != -1 || op.Name == "arith.divui" || op.Name == "arith.ceildivui"
	}
	return true
}

// validSymbol is isValidSymbol(value, region).
func validSymbol(o dialect.Checker, v ir.Value, r *ir.Region) bool {
	if !isIndex(v) {
		return false
	}
	if isTopLevelIn(v, r) {
		return true
	}
	def := definingOp(v)
	if def != nil {
		if o.HasTrait(def.Name, "ConstantLike") {
			return true
		}
		if isPure(o, def) {
			all := true
			for _, x := range def.Operands {
				if !validSymbol(o, x, r) {
					all = false
					break
				}
			}
			if all {
				return true
			}
		}
		if o.HasTrait(def.Name, "ShapedDimOpInterface") {
			return dimOpValidSymbol(o, def, r)
		}
	}
	// A value that dominates the region's op is a symbol there if it is
	// one in the region that holds that op (not across an isolated op).
	if rop := regionOp(r); rop != nil && !o.HasTrait(rop.Name, "IsolatedFromAbove") {
		if rop.Parent != nil && rop.Parent.Parent != nil {
			return validSymbol(o, v, rop.Parent.Parent)
		}
	}
	return false
}

// dimOpValidSymbol is isDimOpValidSymbol: a memref.dim or tensor.dim whose
// source is top-level, or a view, subview or alloc whose size at that
// (constant) index is static or a valid symbol.
func dimOpValidSymbol(o dialect.Checker, dim *ir.Operation, r *ir.Region) bool {
	if len(dim.Operands) < 2 {
		return false
	}
	src := dim.Operands[0]
	if isTopLevel(o, src) {
		return true
	}
	if _, ok := src.(*ir.BlockArgument); ok {
		return false
	}
	idx, ok := verify.ConstantInt(o, dim.Operands[1])
	if !ok {
		return false
	}
	def := definingOp(src)
	for def != nil && def.Name == "memref.cast" {
		if len(def.Operands) == 0 || verify.Is[*ir.UnrankedMemRefType](def.Operands[0].Type()) {
			return false
		}
		def = definingOp(def.Operands[0])
	}
	if def == nil {
		return false
	}
	var group string
	switch def.Name {
	case "memref.view", "memref.subview":
		group = "sizes"
	case "memref.alloc":
		group = "dynamicSizes"
	default:
		return false
	}
	mt, ok := def.Results[0].Type().(*ir.MemRefType)
	if !ok || idx < 0 || int(idx) >= len(mt.Shape) {
		return false
	}
	if mt.Shape[idx] != ir.DynamicSize {
		return true
	}
	pos := 0
	for _, d := range mt.Shape[:idx] {
		if d == ir.DynamicSize {
			pos++
		}
	}
	dc, ok := o.For(def)
	if !ok {
		return false
	}
	sizes := dc.Operand(group)
	if pos >= len(sizes) {
		return false
	}
	return validSymbol(o, sizes[pos], r)
}

// dimsAndSymbols is verifyDimAndSymbolIdentifiers: the first numDims
// operands must be valid dimensions, the others valid symbols, in the
// op's affine scope.
func dimsAndSymbolsErr(o dialect.Checker, operands []ir.Value, numDims int) string {
	scope := affineScope(o, o.Op())
	for i, v := range operands {
		if i < numDims {
			if !validDim(o, v, scope) {
				return "operand cannot be used as a dimension id"
			}
		} else if !validSymbol(o, v, scope) {
			return "operand cannot be used as a symbol"
		}
	}
	return ""
}

// validIndex is isValidAffineIndexOperand.
func validIndex(o dialect.Checker, v ir.Value, r *ir.Region) bool {
	return validDim(o, v, r) || validSymbol(o, v, r)
}
