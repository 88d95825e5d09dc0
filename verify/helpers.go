package verify

import (
	"fmt"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// The helpers a dialect's verifier uses (package dialects' *_verify.go):
// the shapes of regions and blocks, constants, the interfaces' shared
// checks, type predicates.

// EntryBlock returns the first block of region i, or nil.
func EntryBlock(op *ir.Operation, i int) *ir.Block {
	if i >= len(op.Regions) || len(op.Regions[i].Blocks) == 0 {
		return nil
	}
	return op.Regions[i].Blocks[0]
}

// Terminator returns the last op of a block, or nil.
func Terminator(b *ir.Block) *ir.Operation {
	if b == nil || len(b.Ops) == 0 {
		return nil
	}
	return b.Ops[len(b.Ops)-1]
}

// Yielded are the operands of a block's terminator.
func Yielded(b *ir.Block) []ir.Value {
	if t := Terminator(b); t != nil {
		return t.Operands
	}
	return nil
}

// TerminatedBy is scf's verifyAndGetTerminator: region i must end with
// the op named name; the note points at the terminator there is.
func TerminatedBy(o dialect.Checker, i int, name, msg string) *diag.Diagnostic {
	t := Terminator(EntryBlock(o.Op(), i))
	if t != nil && t.Name == name {
		return nil
	}
	d := o.Errorf("%s", msg)
	if t != nil {
		note(d, t.Pos, "terminator here")
	}
	return d
}

// ConstantInt returns the value of v when a constant op whose dialect
// tells its value (dialect.Verifier.Constant) defines it as an integer
// (mlir's getConstantIntValue).
func ConstantInt(o dialect.Checker, v ir.Value) (int64, bool) {
	ia, ok := o.Constant(v).(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return ia.Int64(), true
}

// LoopLike is LoopLikeOpInterface's verifier.
func LoopLike(o dialect.Checker, inits []ir.Value, iterArgs []*ir.BlockArgument, yields, results []ir.Value) *diag.Diagnostic {
	if len(inits) != len(iterArgs) {
		return o.Errorf("different number of inits and region iter_args: %d != %d", len(inits), len(iterArgs))
	}
	if len(yields) > 0 && len(iterArgs) != len(yields) {
		return o.Errorf("different number of region iter_args and yielded values: %d != %d", len(iterArgs), len(yields))
	}
	// Unreachable from the loops gomlir knows (scf.for, affine.for,
	// sparse_tensor.iterate): their verify() compares results and inits
	// first, and this interface check runs after it.
	if len(results) != len(iterArgs) {
		return o.Errorf("different number of loop results and region iter_args: %d != %d", len(results), len(iterArgs))
	}
	for i, init := range inits {
		if init.Type() != iterArgs[i].Type() {
			return o.Errorf("%d-th init and %d-th region iter_arg have different type: '%s' != '%s'", i, i, typeString(init.Type()), typeString(iterArgs[i].Type()))
		}
		if len(yields) > 0 && iterArgs[i].Type() != yields[i].Type() {
			return o.Errorf("%d-th region iter_arg and %d-th yielded value have different type: '%s' != '%s'", i, i, typeString(iterArgs[i].Type()), typeString(yields[i].Type()))
		}
	}
	for i, r := range results {
		if iterArgs[i].Type() != r.Type() {
			return o.Errorf("%d-th region iter_arg and %d-th loop result have different type: '%s' != '%s'", i, i, typeString(iterArgs[i].Type()), typeString(r.Type()))
		}
	}
	return nil
}

// RegionBranchToParent checks RegionBranchOpInterface's edges from each
// region's terminator to the op's results (scf.if, scf.execute_region,
// scf.index_switch): counts, then types.
func RegionBranchToParent(o dialect.Checker) *diag.Diagnostic {
	for _, r := range o.Op().Regions {
		if len(r.Blocks) == 0 {
			continue
		}
		t := Terminator(r.Blocks[len(r.Blocks)-1])
		if t == nil {
			continue
		}
		if d := BranchEdge(o, t, "parent", t.Operands, valueTypes(resultValues(o.Op()))); d != nil {
			return d
		}
	}
	return nil
}

// BranchEdge checks the values a terminator passes along an edge.
func BranchEdge(o dialect.Checker, from *ir.Operation, to string, vals []ir.Value, want []ir.Type) *diag.Diagnostic {
	edge := fmt.Sprintf("along control flow edge from Operation %s to %s: ", from.Name, to)
	if len(vals) != len(want) {
		d := o.Errorf("%sregion branch point has %d operands, but region successor needs %d inputs", edge, len(vals), len(want))
		return note(d, from.Pos, "region branch point")
	}
	for i, v := range vals {
		if v.Type() != want[i] {
			d := o.Errorf("%ssuccessor operand type #%d '%s' should match successor input type #%d '%s'", edge, i, typeString(v.Type()), i, typeString(want[i]))
			return note(d, from.Pos, "region branch point")
		}
	}
	return nil
}

// Inferred is InferTypeOpInterface's verifier: the op's result types
// must be those inferred.
func Inferred(o dialect.Checker, types []ir.Type) *diag.Diagnostic {
	got := valueTypes(resultValues(o.Op()))
	same := len(got) == len(types)
	for i := 0; same && i < len(got); i++ {
		same = got[i] == types[i]
	}
	if same {
		return nil
	}
	o.Emit(o.Errorf("inferred type(s) %s are incompatible with return type(s) of operation %s", typeList(types), typeList(got)))
	return o.Errorf("failed to infer returned types")
}

// CompatibleDim reports whether two sizes may be equal: equal, or one
// dynamic.
func CompatibleDim(a, b int64) bool { return a == b || a == ir.DynamicSize || b == ir.DynamicSize }

// StridesAndOffset gives a memref's strides and offset when its layout is
// the identity or a strided layout; ok is false for other layouts.
func StridesAndOffset(t *ir.MemRefType) ([]int64, int64, bool) {
	switch l := t.Layout.(type) {
	case nil:
		strides := make([]int64, len(t.Shape))
		running := int64(1)
		for i := len(t.Shape) - 1; i >= 0; i-- {
			strides[i] = running
			if running == ir.DynamicSize || t.Shape[i] == ir.DynamicSize {
				running = ir.DynamicSize
			} else {
				running *= t.Shape[i]
			}
		}
		return strides, 0, true
	case *ir.StridedLayoutAttr:
		return l.Strides, l.Offset, true
	}
	return nil, 0, false
}

// FirstType is the type of the first value, or nil.
func FirstType(vs []ir.Value) ir.Type {
	if len(vs) == 0 {
		return nil
	}
	return vs[0].Type()
}

// DynamicSizes is verifyDynamicDimensionCount: one operand per `?`.
func DynamicSizes(o dialect.Checker, shape []int64, sizes []ir.Value) *diag.Diagnostic {
	n := 0
	for _, d := range shape {
		if d == ir.DynamicSize {
			n++
		}
	}
	if len(sizes) != n {
		return o.Errorf("incorrect number of dynamic sizes, has %d, expected %d", len(sizes), n)
	}
	return nil
}

// SliceResult is what RankReduced finds.
type SliceResult int

const (
	// SliceOK: the candidate is the original, some 1s dropped.
	SliceOK SliceResult = iota
	// SliceRankTooLarge: the candidate has more dims.
	SliceRankTooLarge
	// SliceSizeMismatch: a size differs.
	SliceSizeMismatch
)

// RankReduced is isRankReducedType's shape part: candidate is original
// with some 1s dropped.
func RankReduced(original, candidate []int64) SliceResult {
	if len(candidate) > len(original) {
		return SliceRankTooLarge
	}
	j := 0
	for _, d := range original {
		if j < len(candidate) && d == candidate[j] {
			j++
			continue
		}
		if d != 1 {
			return SliceSizeMismatch
		}
	}
	if j != len(candidate) {
		return SliceSizeMismatch
	}
	return SliceOK
}

// StaticShape reports whether no size of s is dynamic.
func StaticShape(s []int64) bool {
	for _, d := range s {
		if d == ir.DynamicSize {
			return false
		}
	}
	return true
}

// ShapeOf is a shaped type's sizes; ok is false for an unranked or
// unshaped type.
func ShapeOf(t ir.Type) ([]int64, bool) {
	if st, ok := t.(ir.ShapedType); ok {
		return st.Dims()
	}
	return nil, false
}

// IsTensor reports whether t is a ranked or unranked tensor.
func IsTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

// LookupIn returns the first op directly in table's regions named name.
func LookupIn(table *ir.Operation, name string) *ir.Operation {
	for _, r := range table.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if n, ok := symbolName(o); ok && n == name {
					return o
				}
			}
		}
	}
	return nil
}

// WalkPost visits the ops nested in op (not op) in post-order, as
// Operation::walk does, until fn returns false.
func WalkPost(op *ir.Operation, fn func(*ir.Operation) bool) bool {
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				if !WalkPost(o, fn) || !fn(o) {
					return false
				}
			}
		}
	}
	return true
}

// IsFloat reports whether t is a builtin float type.
func IsFloat(t ir.Type) bool { return is[*ir.FloatType](t) }

// The verifier's own helpers, for dialects' verifiers.

// TypeString is t as mlir-opt quotes it in a diagnostic.
func TypeString(t ir.Type) string { return typeString(t) }

// AttrString is a as mlir-opt quotes it in a diagnostic.
func AttrString(a ir.Attribute) string { return attrString(a) }

// TypeList is types as mlir-opt prints an ArrayRef<Type> into a
// diagnostic: 'a', 'b'.
func TypeList(ts []ir.Type) string { return typeList(ts) }

// ValueTypes are the types of vs.
func ValueTypes(vs []ir.Value) []ir.Type { return valueTypes(vs) }

// ResultValues are op's results as values.
func ResultValues(op *ir.Operation) []ir.Value { return resultValues(op) }

// ParentOp returns the op whose region holds op, or nil.
func ParentOp(op *ir.Operation) *ir.Operation { return parentOp(op) }

// InherentAttr returns op's inherent attribute name (a property), or
// failing that its discardable attribute name, or nil.
func InherentAttr(op *ir.Operation, name string) ir.Attribute { return inherentAttr(op, name) }

// SymbolName returns op's sym_name.
func SymbolName(op *ir.Operation) (string, bool) { return symbolName(op) }

// FunctionType returns a FunctionOpInterface op's builtin function type
// (its function_type or type attribute).
func FunctionType(op *ir.Operation) (*ir.FunctionType, bool) { return functionType(op) }

// Is reports whether v is a T.
func Is[T any](v any) bool { return is[T](v) }

// IsInt reports whether t is an integer type of width (0: any) and
// signedness (any with anySign).
func IsInt(t ir.Type, width int, s ir.Signedness, anySign bool) bool {
	return isInt(t, width, s, anySign)
}

// ElementTypeOrSelf is a shaped type's element type, or t.
func ElementTypeOrSelf(t ir.Type) ir.Type { return elementTypeOrSelf(t) }

// CompatibleShape is verifyCompatibleShape(Type, Type): both shaped or
// neither; unranked matches anything; sizes equal or dynamic.
func CompatibleShape(a, b ir.Type) bool { return compatibleShape(a, b) }

// CompatibleDims reports whether two shapes have the same rank and
// compatible sizes.
func CompatibleDims(a, b []int64) bool { return compatibleDims(a, b) }

// EqualDims reports whether two shapes are equal.
func EqualDims(a, b []int64) bool { return equalDims(a, b) }

// AnyTrue reports whether a flag of bs is set.
func AnyTrue(bs []bool) bool { return anyTrue(bs) }

// LinalgElementType is a memref's or ranked tensor's element type, or
// the type itself.
func LinalgElementType(t ir.Type) ir.Type { return linalgElementType(t) }

// DPSInits are a DestinationStyleOpInterface op's inits (getDpsInits)
// and the index of the first among its operands; ok is false when
// gomlir does not know which group holds them (o must have come from
// Checker.For or a verifier's argument).
func DPSInits(o dialect.Checker) (inits []ir.Value, first int, ok bool) {
	oc, isCtx := o.(*opCtx)
	if !isCtx {
		return nil, 0, false
	}
	return dpsInits(oc)
}

// OpError is mlir-opt's emitOpError on op, any op (a verifier reporting
// at another op than its own): "'name' op " and the message, at op.
func OpError(op *ir.Operation, format string, args ...any) *diag.Diagnostic {
	return opError(op, format, args...)
}

// EmitError is mlir-opt's op.emitError: the message alone, at op.
func EmitError(op *ir.Operation, format string, args ...any) *diag.Diagnostic {
	return opErr(op, format, args...)
}
