package verify

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
)

func typeString(t ir.Type) string { return printer.TypeString(t) }

func attrString(a ir.Attribute) string { return printer.AttrString(a) }

func opString(op *ir.Operation, reg dialect.Registry) string {
	if reg == nil {
		return printer.OpString(op, nil)
	}
	return printer.OpString(op, reg)
}

// typeList is types as mlir-opt prints an ArrayRef<Type> into a
// diagnostic: 'a', 'b'.
func typeList(ts []ir.Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = "'" + typeString(t) + "'"
	}
	return strings.Join(parts, ", ")
}

func valueTypes(vs []ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// parentOp returns the op whose region holds op, or nil.
func parentOp(op *ir.Operation) *ir.Operation {
	if op.Parent == nil || op.Parent.Parent == nil {
		return nil
	}
	return op.Parent.Parent.Parent
}

// nativeTraits are the traits and interfaces whose verifiers (verifyTrait)
// trait runs, after the generated checks; regionTraits those with region
// checks (verifyRegionTrait), which regionInvariants runs.
var (
	nativeTraits = map[string]bool{
		"Terminator": true, "SameOperandsAndResultType": true, "SameTypeOperands": true,
		"SameOperandsShape": true, "SameOperandsAndResultShape": true, "SameOperandsElementType": true,
		"SameOperandsAndResultElementType": true, "SameOperandsAndResultRank": true, "Elementwise": true,
		"Symbol": true, "FunctionOpInterface": true,
		"CastOpInterface": true, "BranchOpInterface": true,
		"ResultsBroadcastableShape": true, "OffsetSizeAndStrideOpInterface": true,
	}
	regionTraits = map[string]bool{
		"IsolatedFromAbove": true, "SymbolTable": true, "SingleBlockImplicitTerminator": true,
		"LoopLikeOpInterface": true, "RegionBranchOpInterface": true,
		// Its verifier is declared verifyWithRegions: it runs after the
		// op's verify() and its regions' ops.
		"DestinationStyleOpInterface": true,
	}
)

// trait runs the verifier of a native trait or an interface (verifyTrait)
// gomlir knows.
func (o *opCtx) trait(t traitInfo) *diagnostic {
	op := o.op
	switch t.base {
	case "SingleBlock", "SingleBlockImplicitTerminator":
		for i, r := range op.Regions {
			if len(r.Blocks) == 0 {
				continue
			}
			if len(r.Blocks) != 1 {
				return o.errorf("expects region #%d to have 0 or 1 blocks", i)
			}
			if !o.inf.traits["NoTerminator"] && len(r.Blocks[0].Ops) == 0 {
				return o.errorf("expects a non-empty block")
			}
		}
	case "HasParent", "ParentOneOf":
		names := t.params
		if p := parentOp(op); p != nil {
			for _, n := range names {
				if p.Name == n {
					return nil
				}
			}
		}
		if len(names) == 1 {
			return o.errorf("expects parent op '%s'", names[0])
		}
		return o.errorf("expects parent op to be one of '%s'", strings.Join(names, ", "))
	case "AttrSizedOperandSegments":
		return o.segmentSizes("operandSegmentSizes", "operand", len(op.Operands))
	case "AttrSizedResultSegments":
		return o.segmentSizes("resultSegmentSizes", "result", len(op.Results))
	case "NoRegionArguments":
		for i, r := range op.Regions {
			if len(r.Blocks) == 0 || len(r.Blocks[0].Args) == 0 {
				continue
			}
			if len(op.Regions) > 1 {
				return o.errorf("region #%d should have no arguments", i)
			}
			return o.errorf("region should have no arguments")
		}
	case "Terminator":
		if b := op.Parent; b == nil || b.Ops[len(b.Ops)-1] != op {
			return o.errorf("must be the last operation in the parent block")
		}
	case "SameOperandsAndResultType":
		return o.sameOperandsAndResultType()
	case "SameTypeOperands":
		for _, v := range op.Operands[min(1, len(op.Operands)):] {
			if v.Type() != op.Operands[0].Type() {
				return o.errorf("requires all operands to have the same type")
			}
		}
	case "SameOperandsShape":
		if len(op.Operands) == 0 {
			return o.errorf("expected 1 or more operands, but found 0")
		}
		for _, v := range op.Operands {
			if !compatibleShape(v.Type(), op.Operands[0].Type()) {
				return o.errorf("requires the same shape for all operands")
			}
		}
	case "SameOperandsAndResultShape":
		if d := o.atLeastOne(); d != nil {
			return d
		}
		ref := op.Operands[0].Type()
		for _, t := range append(valueTypes(op.Operands), valueTypes(resultValues(op))...) {
			if !compatibleShape(t, ref) {
				return o.errorf("requires the same shape for all operands and results")
			}
		}
	case "SameOperandsElementType":
		if len(op.Operands) == 0 {
			return o.errorf("expected 1 or more operands, but found 0")
		}
		ref := elementTypeOrSelf(op.Operands[0].Type())
		for _, v := range op.Operands {
			if elementTypeOrSelf(v.Type()) != ref {
				return o.errorf("requires the same element type for all operands")
			}
		}
	case "SameOperandsAndResultElementType":
		if d := o.atLeastOne(); d != nil {
			return d
		}
		ref := elementTypeOrSelf(op.Results[0].Type())
		for _, t := range append(valueTypes(resultValues(op)), valueTypes(op.Operands)...) {
			if elementTypeOrSelf(t) != ref {
				return o.errorf("requires the same element type for all operands and results")
			}
		}
	case "SameOperandsAndResultRank":
		if d := o.atLeastOne(); d != nil {
			return d
		}
		rank := -1
		for _, t := range append(valueTypes(op.Operands), valueTypes(resultValues(op))...) {
			st, ok := t.(ir.ShapedType)
			if !ok {
				continue
			}
			dims, ranked := st.Dims()
			if !ranked {
				continue
			}
			if rank < 0 {
				rank = len(dims)
			} else if rank != len(dims) {
				return o.errorf("requires the same rank for all operands and results")
			}
		}
	case "Elementwise":
		return o.elementwise()
	case "ResultsBroadcastableShape":
		return o.broadcastable()
	case "Symbol":
		return o.symbol()
	case "FunctionOpInterface":
		return o.functionInterface()
	case "CastOpInterface":
		return o.castInterface()
	case "BranchOpInterface":
		return o.branchInterface()
	case "OffsetSizeAndStrideOpInterface":
		return o.offsetSizeAndStride()
	}
	if t.hook != nil {
		return t.hook(o)
	}
	return nil
}

// atLeastOne is the check SameOperandsAndResult* traits start with.
func (o *opCtx) atLeastOne() *diagnostic {
	if len(o.op.Operands) == 0 {
		return o.errorf("expected 1 or more operands, but found 0")
	}
	if len(o.op.Results) == 0 {
		return o.errorf("expected 1 or more results")
	}
	return nil
}

func (o *opCtx) segmentSizes(attr, kind string, n int) *diagnostic {
	a := o.attr(attr)
	sizes, ok := a.(*ir.DenseArrayAttr)
	if !ok || !isInt(sizes.ElemType, 32, ir.Signless, false) {
		if a == nil {
			// An absent property is all zeros.
			if n != 0 {
				return o.errorf("%s count (%d) does not match with the total size (0) specified in attribute '%s'", kind, n, attr)
			}
			return nil
		}
		return o.errorf("requires dense i32 array attribute '%s'", attr)
	}
	total := 0
	for i := range sizes.Values {
		s := sizes.Int(i)
		if s < 0 {
			return o.errorf("'%s' attribute cannot have negative elements", attr)
		}
		total += int(s)
	}
	if total != n {
		return o.errorf("%s count (%d) does not match with the total size (%d) specified in attribute '%s'", kind, n, total, attr)
	}
	return nil
}

func elementTypeOrSelf(t ir.Type) ir.Type {
	if st, ok := t.(ir.ShapedType); ok {
		return st.ElementType()
	}
	return t
}

// compatibleShape is mlir-opt's verifyCompatibleShape(Type, Type): both
// shaped or neither; unranked matches anything; dims equal or dynamic.
func compatibleShape(a, b ir.Type) bool {
	sa, okA := a.(ir.ShapedType)
	sb, okB := b.(ir.ShapedType)
	if !okA || !okB {
		return okA == okB
	}
	da, rankedA := sa.Dims()
	db, rankedB := sb.Dims()
	if !rankedA || !rankedB {
		return true
	}
	return compatibleDims(da, db)
}

func compatibleDims(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] && a[i] != ir.DynamicSize && b[i] != ir.DynamicSize {
			return false
		}
	}
	return true
}

func encodingOf(t ir.Type) ir.Attribute {
	if rt, ok := t.(*ir.RankedTensorType); ok {
		return rt.Encoding
	}
	return nil
}

func (o *opCtx) sameOperandsAndResultType() *diagnostic {
	op := o.op
	if d := o.atLeastOne(); d != nil {
		return d
	}
	ref := op.Results[0].Type()
	elem := elementTypeOrSelf(ref)
	enc := encodingOf(ref)
	check := func(t ir.Type) *diagnostic {
		if elementTypeOrSelf(t) != elem || !compatibleShape(t, ref) {
			return o.errorf("requires the same type for all operands and results")
		}
		if enc != nil && encodingOf(t) != enc {
			return o.errorf("requires the same encoding for all operands and results")
		}
		return nil
	}
	for i := 1; i < len(op.Results); i++ {
		if d := check(op.Results[i].Type()); d != nil {
			return d
		}
	}
	for _, v := range op.Operands {
		if d := check(v.Type()); d != nil {
			return d
		}
	}
	return nil
}

func mappable(t ir.Type) bool {
	switch t.(type) {
	case *ir.VectorType, *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}

func (o *opCtx) elementwise() *diagnostic {
	var res, opd []ir.Type
	for _, t := range valueTypes(resultValues(o.op)) {
		if mappable(t) {
			res = append(res, t)
		}
	}
	for _, v := range o.op.Operands {
		if mappable(v.Type()) {
			opd = append(opd, v.Type())
		}
	}
	switch {
	case len(res) == 0 && len(opd) == 0:
		return nil
	case len(opd) == 0:
		return o.errorf("if a result is non-scalar, then at least one operand must be non-scalar")
	case len(res) == 0:
		return o.errorf("if an operand is non-scalar, then there must be at least one non-scalar result")
	case len(res) != len(o.op.Results):
		return o.errorf("if an operand is non-scalar, then all results must be non-scalar")
	}
	all := append(opd, res...)
	base := func(t ir.Type) int {
		switch t.(type) {
		case *ir.VectorType:
			return 0
		case *ir.RankedTensorType:
			return 1
		}
		return 2
	}
	for _, t := range all {
		if base(t) != base(all[0]) || !compatibleShape(t, all[0]) {
			return o.errorf("all non-scalar operands/results must have the same shape and base type")
		}
	}
	// verifyCompatibleShapes also wants the ranked ones to agree
	// pairwise, which the loop above checks against the first.
	return nil
}

// broadcastable is verifyCompatibleOperandBroadcast over ranked tensors.
func (o *opCtx) broadcastable() *diagnostic {
	var shape []int64
	first := true
	for _, v := range o.op.Operands {
		rt, ok := v.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		if first {
			shape, first = append([]int64(nil), rt.Shape...), false
			continue
		}
		var ok2 bool
		if shape, ok2 = broadcastShapes(shape, rt.Shape); !ok2 {
			return o.errorf("operands don't have broadcast-compatible shapes")
		}
	}
	if first {
		return nil
	}
	for _, r := range o.op.Results {
		rt, ok := r.Type().(*ir.RankedTensorType)
		if !ok {
			continue
		}
		suffix := rt.Shape[max(0, len(rt.Shape)-len(shape)):]
		if !compatibleDims(shape, suffix) {
			return o.errorf("result type %s not broadcast compatible with broadcasted operands's shapes %s", shapeString(rt.Shape), shapeString(shape))
		}
	}
	return nil
}

// broadcastShapes is OpTrait::util::getBroadcastedShape.
func broadcastShapes(a, b []int64) ([]int64, bool) {
	out := append([]int64(nil), a...)
	if len(b) > len(a) {
		out = append([]int64(nil), b...)
	}
	for i, j, k := len(a)-1, len(b)-1, len(out)-1; i >= 0 && j >= 0; i, j, k = i-1, j-1, k-1 {
		x, y := a[i], b[j]
		switch {
		case x == ir.DynamicSize || y == ir.DynamicSize:
			switch {
			case x > 1:
				out[k] = x
			case y > 1:
				out[k] = y
			case x == 1:
				out[k] = y
			case y == 1:
				out[k] = x
			default:
				out[k] = ir.DynamicSize
			}
		case x == y || y == 1:
			out[k] = x
		case x == 1:
			out[k] = y
		default:
			return nil, false
		}
	}
	return out, true
}

// shapeString is a shape as mlir-opt quotes it: '4x?x8'.
func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		if d == ir.DynamicSize {
			parts[i] = "?"
		} else {
			parts[i] = fmt.Sprint(d)
		}
	}
	return "'" + strings.Join(parts, "x") + "'"
}

// symbol is SymbolOpInterface's verifier.
func (o *opCtx) symbol() *diagnostic {
	name := o.attr("sym_name")
	if _, ok := name.(*ir.StringAttr); !ok {
		if o.optionalSymbol() && name == nil {
			return nil
		}
		return o.errorf("requires string attribute 'sym_name'")
	}
	if vis := o.attr("sym_visibility"); vis != nil {
		s, ok := vis.(*ir.StringAttr)
		if !ok {
			return o.errorf("requires visibility attribute 'sym_visibility' to be a string attribute, but got %s", attrString(vis))
		}
		switch s.Value {
		case "public", "private", "nested":
		default:
			return o.errorf("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s", attrString(vis))
		}
	}
	if o.isDeclaration() && o.isPublic() {
		return o.errorf("symbol declaration cannot have public visibility")
	}
	// A symbol lives in a symbol table, or in an op gomlir cannot know
	// (mlir-opt: an unregistered parent).
	if p := parentOp(o.op); p != nil {
		if inf := o.r.c.info(p.Name); inf != nil && !inf.traits["SymbolTable"] {
			return o.errorf("symbol's parent must have the SymbolTable trait")
		}
	}
	return nil
}

// optionalSymbol: ops whose symbol name may be absent (builtin.module,
// pdl.pattern): their sym_name is an optional attribute.
func (o *opCtx) optionalSymbol() bool {
	for _, a := range o.def().Attrs {
		if a.Name == "sym_name" {
			return a.Optional
		}
	}
	return false
}

func (o *opCtx) isPublic() bool {
	vis, _ := o.attr("sym_visibility").(*ir.StringAttr)
	return vis == nil || vis.Value == "public"
}

// isDeclaration is the op's SymbolOpInterface isDeclaration, false
// unless its Verifier says (a func.func without a body; other functions,
// such as llvm.func, declare with a linkage instead).
func (o *opCtx) isDeclaration() bool {
	return o.inf.ver.Declaration != nil && o.inf.ver.Declaration(o)
}

// functionTypeNames are the names FunctionOpInterface ops give their
// function type attribute (wasmssa.func's is functionType).
var functionTypeNames = []string{"function_type", "type", "functionType"}

// functionType returns a FunctionOpInterface op's type.
func functionType(op *ir.Operation) (*ir.FunctionType, bool) {
	for _, name := range functionTypeNames {
		if ta, ok := inherentAttr(op, name).(*ir.TypeAttr); ok {
			if ft, ok := ta.Type.(*ir.FunctionType); ok {
				return ft, true
			}
		}
	}
	return nil, false
}

// functionInterface is FunctionOpInterface's verifyTrait for builtin
// function types: attribute arrays, then the entry block's arguments.
func (o *opCtx) functionInterface() *diagnostic {
	ft, ok := functionType(o.op)
	if !ok {
		return nil
	}
	if d := o.argAttrs("arg_attrs", "argument", len(ft.Inputs)); d != nil {
		return d
	}
	if d := o.argAttrs("res_attrs", "result", len(ft.Results)); d != nil {
		return d
	}
	if o.inf.ver.Function != nil {
		return o.inf.ver.Function(o, ft)
	}
	if len(o.op.Regions) == 0 || len(o.op.Regions[0].Blocks) == 0 {
		return nil
	}
	entry := o.op.Regions[0].Blocks[0]
	if len(entry.Args) != len(ft.Inputs) {
		return o.errorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, a := range entry.Args {
		if a.Type() != ft.Inputs[i] {
			return o.errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, typeString(a.Type()), typeString(ft.Inputs[i]))
		}
	}
	return nil
}

func (o *opCtx) argAttrs(name, what string, n int) *diagnostic {
	a := o.attr(name)
	if a == nil {
		return nil
	}
	arr, ok := a.(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	if len(arr.Elems) != n {
		return o.errorf("expects %s attribute array to have the same number of elements as the number of function %ss, got %d, but expected %d",
			what, what, len(arr.Elems), n)
	}
	for i, e := range arr.Elems {
		dict, ok := e.(*ir.DictionaryAttr)
		if !ok {
			return o.errorf("expects %s attribute dictionary at index %d to be a DictionaryAttr", what, i)
		}
		// Only dialect attributes (a '.' in the name).
		for _, entry := range dict.Entries {
			if !strings.Contains(entry.Name, ".") {
				return o.errorf("%ss may only have dialect attributes", what)
			}
		}
	}
	return nil
}

// destinationStyle is DestinationStyleOpInterface's verifier.
func (o *opCtx) destinationStyle() *diagnostic {
	inits, start, ok := dpsInits(o)
	if !ok {
		return nil
	}
	var tensors []int // init indexes
	for i, v := range inits {
		switch v.Type().(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			tensors = append(tensors, i)
		case *ir.MemRefType, *ir.UnrankedMemRefType:
		default:
			return o.errorf("expected that operand #%d is a tensor or a memref", start+i)
		}
	}
	results := 0
	for _, r := range valueTypes(resultValues(o.op)) {
		if IsTensor(r) {
			results++
		}
	}
	if results != len(tensors) {
		return o.errorf("expected the number of tensor results (%d) to be equal to the number of output tensors (%d)", results, len(tensors))
	}
	for _, i := range tensors {
		v := inits[i]
		if i < len(o.op.Results) && v.Type() != o.op.Results[i].Type() {
			return o.errorf("expected type of operand #%d ('%s') to match type of corresponding result ('%s')",
				start+i, typeString(v.Type()), typeString(o.op.Results[i].Type()))
		}
	}
	return nil
}

// castInterface is CastOpInterface's verifier, for the ops whose
// compatibility rule gomlir knows.
func (o *opCtx) castInterface() *diagnostic {
	op := o.op
	if len(op.Results) == 0 {
		return o.errorf("expected at least one result for cast operation")
	}
	compatible := o.inf.ver.CastCompatible
	if compatible == nil || len(op.Operands) == 0 || len(op.Results) != 1 {
		return nil
	}
	// An op with more operands (arith.scaling_extf's value and scale) is
	// judged on its first, as its areCastCompatible reads inputs.front().
	in, out := op.Operands[0].Type(), op.Results[0].Type()
	if compatible(in, out) {
		return nil
	}
	if len(op.Operands) > 1 {
		return o.errorf("operand types %s and result type '%s' are cast incompatible", typeList(valueTypes(op.Operands)), typeString(out))
	}
	return o.errorf("operand type '%s' and result type '%s' are cast incompatible", typeString(in), typeString(out))
}

// branchInterface checks the operands each successor is given against
// its block's arguments.
func (o *opCtx) branchInterface() *diagnostic {
	if o.inf.ver.SuccessorOperands == nil {
		return nil
	}
	groups, ok := o.inf.ver.SuccessorOperands(o)
	if !ok {
		return nil
	}
	for i, dest := range o.op.Successors {
		if i >= len(groups) {
			break
		}
		vals := groups[i]
		if len(vals) != len(dest.Args) {
			return opErr(o.op, "branch has %d operands for successor #%d, but target block has %d", len(vals), i, len(dest.Args))
		}
		for j, v := range vals {
			if v.Type() != dest.Args[j].Type() {
				return opErr(o.op, "type mismatch for bb argument #%d of successor #%d", j, i)
			}
		}
	}
	return nil
}

// predTrait evaluates a PredOpTrait: natively for the kinds gomlir knows
// (AllTypesMatch, TypesMatchWith, ...), else unknown.
func (o *opCtx) predTrait(t traitData) tri {
	pt := o.r.c.predTraitOf(t.Name)
	params := pt.params
	switch pt.base {
	case "AllTypesMatch", "AllElementTypesMatch", "AllShapesMatch", "AllRanksMatch", "AllElementCountsMatch":
		var buf [4]ir.Type
		vals := buf[:0]
		for _, p := range params {
			v, ok := o.value(p)
			if !ok {
				return unknown
			}
			vals = append(vals, v.(ir.Type))
		}
		if len(vals) < 2 {
			return yes
		}
		same := sameFunc(pt.base)
		for _, v := range vals[1:] {
			r := same(vals[0], v)
			if r != yes {
				return r
			}
		}
		return yes
	case "BooleanConditionOrMatchingShape":
		if len(params) != 2 {
			params = []string{"condition", "result"}
		}
		cond, ok1 := o.value(params[0])
		res, ok2 := o.value(params[1])
		if !ok1 || !ok2 {
			return unknown
		}
		if isInt(cond.(ir.Type), 1, ir.Signless, false) {
			return yes
		}
		tf := o.r.c.transform("getI1SameShape($_self)")
		if tf == nil {
			return unknown
		}
		want, err := tf(o.r.c.ctx, res.(ir.Type))
		if err != nil || len(want) != 1 {
			return unknown
		}
		return triOf(want[0] == cond)
	case "TypesMatchWith":
		if len(params) < 3 {
			return unknown
		}
		from, ok1 := o.value(params[0])
		if !ok1 {
			return unknown
		}
		expr := pt.expr
		if pt.identity {
			to, ok2 := o.value(params[1])
			if !ok2 {
				return unknown
			}
			return triOf(from == to)
		}
		tf := o.r.c.transform(expr)
		if tf == nil {
			return unknown
		}
		got, err := tf(o.r.c.ctx, from.(ir.Type))
		if err != nil {
			return unknown
		}
		to, ok := o.groupTypes(params[1])
		if !ok {
			return unknown
		}
		if len(got) == 1 && len(to) == 0 {
			return yes // an absent optional (OptionalTypesMatchWith)
		}
		if len(got) != 1 || len(to) != 1 {
			// A ranged transformer gives a type per value of the group.
			if len(got) != len(to) {
				return no
			}
			for i := range got {
				if got[i] != to[i] {
					return no
				}
			}
			return yes
		}
		return triOf(got[0] == to[0])
	}
	if pred := pt.pred; pred != nil {
		// A predicate the trait's dialect writes in C++.
		switch holds, known := pred(o); {
		case !known:
			return unknown
		case holds:
			return yes
		}
		return no
	}
	data := o.r.c.data
	if data == nil {
		return unknown
	}
	return data.pred(t.Pred)(o.env())
}

// env binds what an op-level predicate names: $_op, and $name for each
// operand and result group (the type of its first value) and attribute
// (see binding). The environment is the run's, reused: a predicate does
// not keep it.
func (o *opCtx) env() *env {
	o.r.opEnv = env{reg: o.r.c.reg, op: o}
	return &o.r.opEnv
}

// binding is what name stands for in env's environment: $_op the op;
// $name an attribute present, else a result group, else an operand group
// with a value (a group's first value's type), the later of two of the
// same kind with that name first.
func (o *opCtx) binding(name string) (any, bool) {
	if name == "$_op" {
		return o.op, true
	}
	if len(name) < 2 || name[0] != '$' {
		return nil, false
	}
	n := name[1:]
	def := o.def()
	for i := len(def.Attrs) - 1; i >= 0; i-- {
		if def.Attrs[i].Name == n {
			if v := o.attr(n); v != nil {
				return v, true
			}
		}
	}
	for i := len(def.Results) - 1; i >= 0; i-- {
		if def.Results[i].Name == n && i < len(o.results) && len(o.results[i]) > 0 {
			return o.results[i][0].Type(), true
		}
	}
	for i := len(def.Operands) - 1; i >= 0; i-- {
		if def.Operands[i].Name == n && i < len(o.operands) && len(o.operands[i]) > 0 {
			return o.operands[i][0].Type(), true
		}
	}
	return nil, false
}

// groupValues are the values of the operand or result group name.
func (o *opCtx) groupValues(name string) []ir.Value {
	if o.hasOperand(name) {
		return o.operand(name)
	}
	return o.result(name)
}

// groupTypes are the types of the operand or result group name, or the
// type of the typed attribute name.
func (o *opCtx) groupTypes(name string) ([]ir.Type, bool) {
	if o.hasOperand(name) {
		return valueTypes(o.operand(name)), true
	}
	if o.hasResult(name) {
		return valueTypes(o.result(name)), true
	}
	if v, ok := o.value(name); ok {
		return []ir.Type{v.(ir.Type)}, true
	}
	return nil, false
}

func isIdentity(expr string) bool {
	switch normalize(expr) {
	case "$_self", "cast<Type>($_self)":
		return true
	}
	return false
}

func isOpaque(t ir.Type) bool {
	_, ok := ir.SpellingOf(t)
	return ok
}

func sameFunc(kind string) func(a, b ir.Type) tri {
	switch kind {
	case "AllTypesMatch":
		return func(a, b ir.Type) tri { return triOf(a == b) }
	case "AllElementTypesMatch":
		return func(a, b ir.Type) tri {
			// A dialect type may be shaped upstream (xegpu's
			// tensor_desc): its element type is not known here.
			if isOpaque(a) || isOpaque(b) {
				return unknown
			}
			return triOf(elementTypeOrSelf(a) == elementTypeOrSelf(b))
		}
	case "AllShapesMatch":
		return func(a, b ir.Type) tri {
			sa, okA := a.(ir.ShapedType)
			sb, okB := b.(ir.ShapedType)
			if !okA || !okB {
				return unknown
			}
			da, ra := sa.Dims()
			db, rb := sb.Dims()
			if !ra || !rb {
				return unknown
			}
			return triOf(equalDims(da, db))
		}
	case "AllRanksMatch":
		return func(a, b ir.Type) tri {
			sa, okA := a.(ir.ShapedType)
			sb, okB := b.(ir.ShapedType)
			if !okA || !okB {
				return unknown
			}
			da, ra := sa.Dims()
			db, rb := sb.Dims()
			if !ra || !rb {
				return unknown
			}
			return triOf(len(da) == len(db))
		}
	case "AllElementCountsMatch":
		return func(a, b ir.Type) tri {
			sa, okA := a.(ir.ShapedType)
			sb, okB := b.(ir.ShapedType)
			if !okA || !okB {
				return unknown
			}
			da, ra := sa.Dims()
			db, rb := sb.Dims()
			if !ra || !rb {
				return unknown
			}
			return triOf(ir.NumElements(da) == ir.NumElements(db))
		}
	}
	return func(a, b ir.Type) tri { return unknown }
}

// transform looks up a TypesMatchWith transformer of the format engine.
func (c *checker) transform(expr string) dialect.TypeTransform {
	if noRegistry(c.reg) {
		return nil
	}
	return c.reg.TypeTransform(expr)
}

// regionInvariants is mlir-opt's verifyRegionInvariants: the region
// traits (isolation, symbol tables, implicit terminators), then the op's
// region verifier.
func (r *run) regionInvariants(op *ir.Operation, inf *opInfo) *diagnostic {
	ver := inf.ver
	hooked := ver.Regions != nil || ver.LoopLike != nil || ver.RegionBranch != nil
	if len(inf.regional) == 0 && !hooked {
		return nil // most ops: nothing to check (and no context to allocate)
	}
	o := &opCtx{r: r, op: op, inf: inf}
	prepared := false
	if hooked {
		prepared = o.prepare() == nil
	}
	for _, t := range inf.regional {
		var d *diagnostic
		switch t.base {
		case "IsolatedFromAbove":
			d = isolatedFromAbove(r, op)
		case "SymbolTable":
			d = r.symbolTable(op)
		case "SingleBlockImplicitTerminator":
			d = o.implicitTerminator(t.params)
		case "LoopLikeOpInterface":
			if ver.LoopLike != nil && prepared {
				d = ver.LoopLike(o)
			}
		case "RegionBranchOpInterface":
			if ver.RegionBranch != nil && prepared {
				d = ver.RegionBranch(o)
			}
		case "DestinationStyleOpInterface":
			if !hooked && !prepared {
				hooked, prepared = true, o.prepare() == nil
			}
			if prepared {
				d = o.destinationStyle()
			}
		default:
			// A dialect's interface verified with the regions.
			if t.hook != nil {
				if !hooked && !prepared {
					hooked, prepared = true, o.prepare() == nil
				}
				if prepared {
					d = t.hook(o)
				}
			}
		}
		if d != nil {
			return d
		}
	}
	if ver.Regions != nil && prepared {
		return ver.Regions(o)
	}
	return nil
}

// prepare computes the op's groups for a region verifier; non-nil when
// they cannot be computed.
func (o *opCtx) prepare() *diagnostic {
	def := o.def()
	segs, ok := segments(o.op, def.Operands, len(o.op.Operands), sizesAttr(o.inf, "AttrSizedOperandSegments", "operandSegmentSizes"), o.inf.traits["SameVariadicOperandSize"])
	if !ok {
		return &diagnostic{}
	}
	o.operands = groupValues(o.op.Operands, segs)
	rsegs, ok := segments(o.op, def.Results, len(o.op.Results), sizesAttr(o.inf, "AttrSizedResultSegments", "resultSegmentSizes"), o.inf.traits["SameVariadicResultSize"])
	if !ok {
		return &diagnostic{}
	}
	o.results = groupValues(resultValues(o.op), rsegs)
	return nil
}

func (o *opCtx) implicitTerminator(params []string) *diagnostic {
	if len(params) != 1 {
		return nil
	}
	want := params[0]
	for _, r := range o.op.Regions {
		if len(r.Blocks) == 0 || len(r.Blocks[0].Ops) == 0 {
			continue
		}
		b := r.Blocks[0]
		last := b.Ops[len(b.Ops)-1]
		if last.Name == want {
			continue
		}
		d := o.errorf("expects regions to end with '%s', found '%s'", want, last.Name)
		return note(d, o.op.Pos, "in custom textual format, the absence of terminator implies '%s'", want)
	}
	return nil
}

// isolatedFromAbove checks that no op of op's regions uses a value
// defined outside them.
func isolatedFromAbove(r *run, iso *ir.Operation) *diagnostic {
	for _, region := range iso.Regions {
		pending := []*ir.Region{region}
		for len(pending) > 0 {
			cur := pending[len(pending)-1]
			pending = pending[:len(pending)-1]
			for _, b := range cur.Blocks {
				for _, op := range b.Ops {
					for _, v := range op.Operands {
						vr := valueRegion(v)
						if vr == nil {
							return opErr(op, "operation's operand is unlinked")
						}
						if vr != region && !properAncestor(region, vr) {
							d := opError(op, "using value defined outside the region")
							return note(d, iso.Pos, "required by region isolation constraints")
						}
					}
					if len(op.Regions) > 0 && !r.isolated(op) {
						pending = append(pending, op.Regions...)
					}
				}
			}
		}
	}
	return nil
}

// valueRegion is the region a value is defined in.
func valueRegion(v ir.Value) *ir.Region {
	switch v := v.(type) {
	case *ir.BlockArgument:
		return v.Owner.Parent
	case *ir.OpResult:
		if v.Owner.Parent != nil {
			return v.Owner.Parent.Parent
		}
	}
	return nil
}

var _ = fmt.Sprintf
