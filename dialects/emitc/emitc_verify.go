package emitc

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// emitc's verifiers (upstream's EmitC.cpp, LLVM 22): every op verify()
// and ForOp's verifyRegions().

func emitcVerifiers(h *registry.Hooks) {
	castVerifiers(h)
	// The C++ predicate of the IntegerIndexOrOpaqueType constraint
	// (emitc.switch's operand): the ODS check reports it before the op's
	// verify() says "unsupported type".
	h.TypePredicate("emitc::isIntegerIndexOrOpaqueType", func(t ir.Type) (holds, known bool) {
		return isIntegerIndexOrOpaque(t), true
	})
	h.Verifier("emitc.address_of").Op = verifyAddressOf
	h.Verifier("emitc.add").Op = verifyAdd
	h.Verifier("emitc.apply").Op = verifyApply
	h.Verifier("emitc.assign").Op = verifyAssign
	h.Verifier("emitc.call_opaque").Op = verifyCallOpaque
	h.Verifier("emitc.constant").Op = func(o dialect.Checker) *diag.Diagnostic {
		v := o.Attr("value")
		if d := verifyInitialization(o, v); d != nil {
			return d
		}
		if s, ok := opaqueAttrValue(v); ok && s == "" {
			return o.Errorf("value must not be empty")
		}
		return nil
	}
	h.Verifier("emitc.dereference").Op = verifyDereference
	h.Verifier("emitc.expression").Op = verifyExpression
	h.Verifier("emitc.for").Regions = verifyForRegions
	h.Verifier("emitc.func").Op = verifyFunc
	h.Verifier("emitc.return").Op = verifyReturn
	h.Verifier("emitc.literal").Op = func(o dialect.Checker) *diag.Diagnostic {
		if s, ok := o.Attr("value").(*ir.StringAttr); ok && s.Value == "" {
			return o.Errorf("value must not be empty")
		}
		return nil
	}
	h.Verifier("emitc.sub").Op = verifySub
	h.Verifier("emitc.variable").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyInitialization(o, o.Attr("value"))
	}
	h.Verifier("emitc.yield").Op = verifyYield
	h.Verifier("emitc.subscript").Op = verifySubscript
	h.Verifier("emitc.verbatim").Op = verifyVerbatim
	h.Verifier("emitc.global").Op = verifyGlobal
	h.Verifier("emitc.switch").Op = verifySwitch
	h.Verifier("emitc.field").Op = verifyField
	h.Verifier("emitc.get_field").Op = func(o dialect.Checker) *diag.Diagnostic {
		for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
			if p.Name == "emitc.class" {
				return nil
			}
		}
		return o.Errorf(" must be nested within an emitc.class operation")
	}
	h.Verifier("emitc.do").Op = verifyDo
	emitcSymbolUses(h)
}

// kind returns the mnemonic of an emitc type (ptr, lvalue, array, opaque,
// size_t, ...), "" for another type.
func kind(t ir.Type) string {
	switch t := t.(type) {
	case *ir.DialectType:
		if t.Dialect == "emitc" {
			return t.Mnemonic()
		}
	case *ir.OpaqueType:
		if t.Dialect == "emitc" {
			name := t.Data
			if i := strings.IndexByte(name, '<'); i >= 0 {
				name = name[:i]
			}
			return name
		}
	}
	return ""
}

// inner is the pointee of a !emitc.ptr or the value type of an
// !emitc.lvalue (nil when it cannot be read).
func inner(c dialect.Checker, t ir.Type, mnemonic string) ir.Type {
	if t == nil {
		return nil
	}
	if dt := shared.DefType(t, "emitc", mnemonic); dt != nil {
		name := map[string]string{"ptr": "pointee", "lvalue": "valueType"}[mnemonic]
		if p := dt.Params.Type(name); p != nil {
			return p
		}
	}
	o := shared.OpaqueOf(t, "emitc", mnemonic+"<")
	if o == nil {
		return nil
	}
	it, err := shared.TypeParam(c.Context(), o, len(mnemonic)+1, len(o.Data)-1)
	if err != nil {
		return nil
	}
	return it
}

// array returns an !emitc.array's shape and element type.
func array(c dialect.Checker, t ir.Type) ([]int64, ir.Type, bool) {
	if kind(t) != "array" {
		return nil, nil, false
	}
	s, ok := ir.SpellingOf(t)
	if !ok || !strings.HasPrefix(s.Data, "array<") || !strings.HasSuffix(s.Data, ">") {
		return nil, nil, false
	}
	body := s.Data[len("array<") : len(s.Data)-1]
	var shape []int64
	for {
		i := 0
		for i < len(body) && body[i] >= '0' && body[i] <= '9' {
			i++
		}
		if i == 0 || i >= len(body) || body[i] != 'x' {
			break
		}
		n, err := strconv.ParseInt(body[:i], 10, 64)
		if err != nil {
			return nil, nil, false
		}
		shape = append(shape, n)
		body = body[i+1:]
	}
	start := len(s.Data) - 1 - len(body)
	elem, err := shared.TypeParam(c.Context(), &s, start, len(s.Data)-1)
	if err != nil {
		return nil, nil, false
	}
	return shape, elem, true
}

func isPointer(t ir.Type) bool { return kind(t) == "ptr" }
func isLValue(t ir.Type) bool  { return kind(t) == "lvalue" }
func isOpaque(t ir.Type) bool  { return kind(t) == "opaque" }

// isPointerWide is emitc::isPointerWideType: size_t, ssize_t, ptrdiff_t.
func isPointerWide(t ir.Type) bool {
	switch kind(t) {
	case "size_t", "ssize_t", "ptrdiff_t":
		return true
	}
	return false
}

// isSupportedInteger is emitc::isSupportedIntegerType.
func isSupportedInteger(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	if !ok {
		return false
	}
	switch it.Width {
	case 1, 8, 16, 32, 64:
		return true
	}
	return false
}

// isSupportedFloat is emitc::isSupportedFloatType.
func isSupportedFloat(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return false
	}
	switch ft.Kind {
	case ir.F16, ir.BF16, ir.F32, ir.F64:
		return true
	}
	return false
}

// isIntegerIndexOrOpaque is emitc::isIntegerIndexOrOpaqueType.
func isIntegerIndexOrOpaque(t ir.Type) bool {
	return verify.Is[*ir.IndexType](t) || isOpaque(t) || isSupportedInteger(t) || isPointerWide(t)
}

// isFundamental is emitc::isFundamentalType.
func isFundamental(t ir.Type) bool {
	return verify.Is[*ir.IndexType](t) || isPointerWide(t) || isSupportedInteger(t) || isSupportedFloat(t) || isPointer(t)
}

// isSupportedType is emitc::isSupportedEmitCType.
func isSupportedType(c dialect.Checker, t ir.Type) bool {
	switch {
	case isOpaque(t):
		return true
	case isPointer(t):
		p := inner(c, t, "ptr")
		return p != nil && isSupportedType(c, p)
	case kind(t) == "array":
		_, e, ok := array(c, t)
		return ok && kind(e) != "array" && isSupportedType(c, e)
	case verify.Is[*ir.IndexType](t) || isPointerWide(t):
		return true
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		return isSupportedInteger(t)
	case *ir.FloatType:
		return isSupportedFloat(t)
	case *ir.RankedTensorType:
		return verify.StaticShape(t.Shape) && kind(t.Elem) != "array" && isSupportedType(c, t.Elem)
	case *ir.TupleType:
		for _, e := range t.Types {
			if kind(e) == "array" || !isSupportedType(c, e) {
				return false
			}
		}
		return true
	}
	return false
}

// opaqueAttrValue returns the string of an #emitc.opaque attribute.
func opaqueAttrValue(a ir.Attribute) (string, bool) {
	switch a := a.(type) {
	case *ir.DialectAttr:
		if a.Dialect == "emitc" && a.Mnemonic() == "opaque" {
			if s, ok := a.Params.Str("value"); ok {
				return s, true
			}
			return unquote(a.Data)
		}
	case *ir.OpaqueAttr:
		if a.Dialect == "emitc" && strings.HasPrefix(a.Data, "opaque<") {
			return unquote(a.Data)
		}
	}
	return "", false
}

// unquote reads the string of `opaque<"...">`.
func unquote(data string) (string, bool) {
	i, j := strings.IndexByte(data, '"'), strings.LastIndexByte(data, '"')
	if i < 0 || j <= i {
		return "", false
	}
	s, err := strconv.Unquote(data[i : j+1])
	if err != nil {
		return data[i+1 : j], true
	}
	return s, true
}

func isOpaqueAttr(a ir.Attribute) bool {
	switch a := a.(type) {
	case *ir.DialectAttr:
		return a.Dialect == "emitc" && a.Mnemonic() == "opaque"
	case *ir.OpaqueAttr:
		return a.Dialect == "emitc" && strings.HasPrefix(a.Data, "opaque<")
	}
	return false
}

func ts(t ir.Type) string { return "'" + verify.TypeString(t) + "'" }

// verifyInitialization is upstream's verifyInitializationAttribute: the
// value of emitc.constant and emitc.variable.
func verifyInitialization(o dialect.Checker, value ir.Attribute) *diag.Diagnostic {
	if value == nil || isOpaqueAttr(value) {
		return nil
	}
	if _, ok := value.(*ir.StringAttr); ok {
		return o.Errorf("string attributes are not supported, use #emitc.opaque instead")
	}
	res := verify.FirstType(verify.ResultValues(o.Op()))
	if res == nil {
		return nil
	}
	if isLValue(res) {
		if v := inner(o, res, "lvalue"); v != nil {
			res = v
		}
	}
	ta, ok := value.(ir.TypedAttr)
	if !ok {
		return nil
	}
	at := ta.AttrType()
	if isPointerWide(res) && verify.Is[*ir.IndexType](at) {
		return nil
	}
	if res != at {
		return o.Errorf("requires attribute to either be an #emitc.opaque attribute or it's type (%s) to match the op's result type (%s)", ts(at), ts(res))
	}
	return nil
}

func operandTypes(o dialect.Checker) []ir.Type { return verify.ValueTypes(o.Op().Operands) }

func verifyAddressOf(o dialect.Checker) *diag.Diagnostic {
	ref, res := verify.FirstType(o.Operand("reference")), verify.FirstType(o.Result("result"))
	v, p := inner(o, ref, "lvalue"), inner(o, res, "ptr")
	if v == nil || p == nil {
		return nil
	}
	if v != p {
		// unreachable: ODS's TypesMatchWith (input and result reference the same type) runs first.
		return o.Errorf("requires result to be a pointer to the type referenced by operand")
	}
	return nil
}

func verifyAdd(o dialect.Checker) *diag.Diagnostic {
	ts := operandTypes(o)
	if len(ts) != 2 {
		return nil
	}
	lhs, rhs := ts[0], ts[1]
	intOrOpaque := func(t ir.Type) bool { return verify.Is[*ir.IntegerType](t) || isOpaque(t) }
	if isPointer(lhs) && isPointer(rhs) {
		return o.Errorf("requires that at most one operand is a pointer")
	}
	if isPointer(lhs) && !intOrOpaque(rhs) || isPointer(rhs) && !intOrOpaque(lhs) {
		return o.Errorf("requires that one operand is an integer or of opaque type if the other is a pointer")
	}
	return nil
}

func verifySub(o dialect.Checker) *diag.Diagnostic {
	ts := operandTypes(o)
	res := verify.FirstType(verify.ResultValues(o.Op()))
	if len(ts) != 2 || res == nil {
		return nil
	}
	lhs, rhs := ts[0], ts[1]
	if isPointer(rhs) && !isPointer(lhs) {
		return o.Errorf("rhs can only be a pointer if lhs is a pointer")
	}
	if isPointer(lhs) && !(verify.Is[*ir.IntegerType](rhs) || isOpaque(rhs) || isPointer(rhs)) {
		return o.Errorf("requires that rhs is an integer, pointer or of opaque type if lhs is a pointer")
	}
	if isPointer(lhs) && isPointer(rhs) && !(verify.Is[*ir.IntegerType](res) || kind(res) == "ptrdiff_t" || isOpaque(res)) {
		return o.Errorf("requires that the result is an integer, ptrdiff_t or of opaque type if lhs and rhs are pointers")
	}
	return nil
}

func verifyApply(o dialect.Checker) *diag.Diagnostic {
	s, ok := o.Attr("applicableOperator").(*ir.StringAttr)
	if !ok {
		return nil
	}
	if s.Value == "" {
		return o.Errorf("applicable operator must not be empty")
	}
	if s.Value != "&" && s.Value != "*" {
		return o.Errorf("applicable operator is illegal")
	}
	in, res := verify.FirstType(o.Operand("operand")), verify.FirstType(o.Result("result"))
	if s.Value == "&" {
		if !isLValue(in) {
			return o.Errorf("operand type must be an lvalue when applying `&`")
		}
		if !isPointer(res) {
			return o.Errorf("result type must be a pointer when applying `&`")
		}
	} else if !isPointer(in) {
		return o.Errorf("operand type must be a pointer when applying `*`")
	}
	return nil
}

func verifyAssign(o dialect.Checker) *diag.Diagnostic {
	vars, vals := o.Operand("var"), o.Operand("value")
	if len(vars) != 1 || len(vals) != 1 {
		return nil
	}
	variable, value := vars[0], vals[0]
	if _, ok := variable.(*ir.OpResult); !ok {
		return o.Errorf("cannot assign to block argument")
	}
	vt := inner(o, variable.Type(), "lvalue")
	if vt == nil {
		return nil
	}
	if vt != value.Type() {
		return o.Errorf("requires value's type (%s) to match variable's type (%s)\n  variable: %s\n  value: %s\n",
			ts(value.Type()), ts(vt), verify.ValueString(o, variable), verify.ValueString(o, value))
	}
	return nil
}

func verifyCallOpaque(o dialect.Checker) *diag.Diagnostic {
	if s, ok := o.Attr("callee").(*ir.StringAttr); ok && s.Value == "" {
		return o.Errorf("callee must not be empty")
	}
	if args, ok := o.Attr("args").(*ir.ArrayAttr); ok {
		for _, a := range args.Elems {
			if ia, ok := a.(*ir.IntegerAttr); ok && verify.Is[*ir.IndexType](ia.Type) {
				// Index arguments pick an operand.
				if i := ia.Int64(); i < 0 || i >= int64(len(o.Op().Operands)) {
					return o.Errorf("index argument is out of range")
				}
			} else if _, ok := a.(*ir.ArrayAttr); ok {
				return o.Errorf("array argument has no type")
			}
		}
	}
	if targs, ok := o.Attr("template_args").(*ir.ArrayAttr); ok {
		for _, a := range targs.Elems {
			switch a.(type) {
			case *ir.TypeAttr, *ir.IntegerAttr, *ir.FloatAttr:
				continue
			}
			if !isOpaqueAttr(a) {
				return o.Errorf("template argument has invalid type")
			}
		}
	}
	for _, r := range verify.ResultValues(o.Op()) {
		if kind(r.Type()) == "array" {
			return o.Errorf("cannot return array type")
		}
	}
	return nil
}

func verifyDereference(o dialect.Checker) *diag.Diagnostic {
	p, v := inner(o, verify.FirstType(o.Operand("pointer")), "ptr"), inner(o, verify.FirstType(o.Result("result")), "lvalue")
	if p == nil || v == nil {
		return nil
	}
	if p != v {
		// unreachable: ODS's TypesMatchWith (input and result reference the same type) runs first.
		return o.Errorf("requires result to be an lvalue of the type pointed to by operand")
	}
	return nil
}

// hasSideEffects is CExpressionInterface's hasSideEffects for the emitc
// ops that implement it (LLVM 22's EmitC.td); ok is false for an op
// without the interface.
func hasSideEffects(op *ir.Operation) (effects, ok bool) {
	types := verify.ValueTypes(op.Operands)
	switch op.Name {
	case "emitc.bitwise_not", "emitc.logical_not", "emitc.unary_minus", "emitc.unary_plus":
		return len(types) < 1 || !isFundamental(types[0]), true
	case "emitc.add", "emitc.bitwise_and", "emitc.bitwise_left_shift", "emitc.bitwise_or",
		"emitc.bitwise_right_shift", "emitc.bitwise_xor", "emitc.cmp", "emitc.div",
		"emitc.logical_and", "emitc.logical_or", "emitc.mul", "emitc.rem", "emitc.sub":
		return len(types) < 2 || !isFundamental(types[0]) || !isFundamental(types[1]), true
	case "emitc.address_of", "emitc.cast", "emitc.call", "emitc.conditional":
		return false, true
	case "emitc.apply":
		s, _ := verify.InherentAttr(op, "applicableOperator").(*ir.StringAttr)
		return s != nil && s.Value == "*", true
	case "emitc.constant":
		rs := verify.ResultValues(op)
		return len(rs) < 1 || !isFundamental(rs[0].Type()), true
	case "emitc.call_opaque", "emitc.load":
		return true, true
	}
	return false, false
}

// used reports whether v is an operand of an op in b (or nested in one).
func used(b *ir.Block, v ir.Value) bool {
	found := false
	var walk func(ops []*ir.Operation)
	walk = func(ops []*ir.Operation) {
		for _, op := range ops {
			for _, x := range op.Operands {
				if x == v {
					found = true
					return
				}
			}
			for _, r := range op.Regions {
				for _, nb := range r.Blocks {
					walk(nb.Ops)
					if found {
						return
					}
				}
			}
		}
	}
	walk(b.Ops)
	return found
}

// mightHaveTerminator is Block::mightHaveTerminator: the block's last op
// is a terminator (or unregistered).
func mightHaveTerminator(o dialect.Checker, b *ir.Block) bool {
	t := verify.Terminator(b)
	if t == nil {
		return false
	}
	if _, ok := o.For(t); !ok {
		return true
	}
	return o.HasTrait(t.Name, "Terminator")
}

func verifyExpression(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := verify.EntryBlock(op, 0)
	res := verify.FirstType(o.Result("result"))
	if body == nil || res == nil {
		return nil
	}
	if !mightHaveTerminator(o, body) {
		return o.Errorf("must yield a value at termination")
	}
	yield := verify.Terminator(body)
	if yield.Name != "emitc.yield" {
		return nil
	}
	if len(yield.Operands) == 0 {
		return o.Errorf("must yield a value at termination")
	}
	yv := yield.Operands[0]
	r, ok := yv.(*ir.OpResult)
	if !ok {
		return o.Errorf("yielded value has no defining op")
	}
	root := r.Owner
	if verify.ParentOp(root) != op {
		// unreachable: the expression is IsolatedFromAbove, and a block argument has no defining op (checked above).
		return o.Errorf("yielded value not defined within expression")
	}
	if res != yv.Type() {
		return o.Errorf("requires yielded type to match return type")
	}
	for _, x := range body.Ops[:len(body.Ops)-1] {
		if _, ok := hasSideEffects(x); !ok {
			return o.Errorf("contains an unsupported operation")
		}
		if len(x.Results) != 1 {
			return o.Errorf("requires exactly one result for each operation")
		}
		if !used(body, &x.Results[0]) {
			return o.Errorf("contains an unused operation")
		}
	}
	// An op with side effects must be reached once from the root, or the
	// emitted C would repeat its effects.
	visited := map[*ir.Operation]bool{}
	work := []*ir.Operation{root}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if visited[x] {
			if effects, ok := hasSideEffects(x); ok && effects {
				return o.Errorf("requires exactly one use for operations with side effects")
			}
		}
		visited[x] = true
		for _, v := range x.Operands {
			if d, ok := v.(*ir.OpResult); ok {
				work = append(work, d.Owner)
			}
		}
	}
	return nil
}

func verifyForRegions(o dialect.Checker) *diag.Diagnostic {
	body := verify.EntryBlock(o.Op(), 0)
	if body == nil {
		return nil
	}
	if len(body.Args) != 1 {
		return o.Errorf("expected body to have a single block argument for the induction variable")
	}
	if lb := verify.FirstType(o.Operand("lowerBound")); lb != nil && body.Args[0].Type() != lb {
		return o.Errorf("expected induction variable to be same type as bounds and step")
	}
	return nil
}

func verifyFunc(o dialect.Checker) *diag.Diagnostic {
	ft, ok := verify.FunctionType(o.Op())
	if !ok {
		return nil
	}
	for _, t := range ft.Inputs {
		if isLValue(t) {
			return o.Errorf("cannot have lvalue type as argument")
		}
	}
	if len(ft.Results) > 1 {
		return o.Errorf("requires zero or exactly one result, but has %d", len(ft.Results))
	}
	if len(ft.Results) == 1 && kind(ft.Results[0]) == "array" {
		return o.Errorf("cannot return array type")
	}
	return nil
}

func verifyReturn(o dialect.Checker) *diag.Diagnostic {
	fn := verify.ParentOp(o.Op())
	if fn == nil || fn.Name != "emitc.func" {
		return nil
	}
	ft, ok := verify.FunctionType(fn)
	name, _ := verify.SymbolName(fn)
	if !ok {
		return nil
	}
	ops := o.Op().Operands
	if len(ops) != len(ft.Results) {
		return o.Errorf("has %d operands, but enclosing function (@%s) returns %d", len(ops), name, len(ft.Results))
	}
	if len(ft.Results) == 1 && ops[0].Type() != ft.Results[0] {
		return o.EmitErrorf("type of the return operand (%s) doesn't match function result type (%s) in function @%s", ts(ops[0].Type()), ts(ft.Results[0]), name)
	}
	return nil
}

func verifyYield(o dialect.Checker) *diag.Diagnostic {
	parent := verify.ParentOp(o.Op())
	if parent == nil || parent.Name == "emitc.do" {
		return nil
	}
	hasResult := len(o.Op().Operands) > 0
	if hasResult && len(parent.Results) != 1 {
		return o.Errorf("yields a value not returned by parent")
	}
	if !hasResult && len(parent.Results) != 0 {
		// Unreachable: the only parent with results, emitc.expression,
		// is verified first ("must yield a value at termination").
		return o.Errorf("does not yield a value to be returned by parent")
	}
	return nil
}

func verifySubscript(o dialect.Checker) *diag.Diagnostic {
	val := verify.FirstType(o.Operand("value"))
	indices := o.Operand("indices")
	res := inner(o, verify.FirstType(o.Result("result")), "lvalue")
	if val == nil || res == nil {
		return nil
	}
	if shape, elem, ok := array(o, val); ok {
		if len(indices) != len(shape) {
			return o.Errorf("on array operand requires number of indices (%d) to match the rank of the array type (%d)", len(indices), len(shape))
		}
		for i, x := range indices {
			if !isIntegerIndexOrOpaque(x.Type()) {
				return o.Errorf("on array operand requires index operand %d to be integer-like, but got %s", i, ts(x.Type()))
			}
		}
		if elem != res {
			return o.Errorf("on array operand requires element type (%s) and result type (%s) to match", ts(elem), ts(res))
		}
		return nil
	}
	if isPointer(val) {
		if len(indices) != 1 {
			return o.Errorf("on pointer operand requires one index operand, but got %d", len(indices))
		}
		if t := indices[0].Type(); !isIntegerIndexOrOpaque(t) {
			return o.Errorf("on pointer operand requires index operand to be integer-like, but got %s", ts(t))
		}
		if p := inner(o, val, "ptr"); p != nil && p != res {
			return o.Errorf("on pointer operand requires pointee type (%s) and result type (%s) to match", ts(p), ts(res))
		}
	}
	// An opaque operand says nothing of its indices.
	return nil
}

func verifyVerbatim(o dialect.Checker) *diag.Diagnostic {
	s, ok := o.Attr("value").(*ir.StringAttr)
	if !ok {
		return nil
	}
	args := o.Operand("fmtArgs")
	// Without operands the string is not a format string.
	if len(args) == 0 {
		return nil
	}
	placeholders := 0
	for rest := s.Value; rest != ""; {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			break
		}
		rest = rest[i:]
		if len(rest) < 2 {
			return o.Errorf("expected '}' after unescaped '{' at end of string")
		}
		switch rest[1] {
		case '{':
			rest = rest[2:]
		case '}':
			placeholders++
			rest = rest[2:]
		default:
			return o.Errorf("expected '}' after unescaped '{'")
		}
	}
	if placeholders != len(args) {
		return o.Errorf("requires operands for each placeholder in the format string")
	}
	return nil
}

// initializerType is getInitializerTypeForGlobal: an array's tensor.
func initializerType(o dialect.Checker, t ir.Type) ir.Type {
	if shape, elem, ok := array(o, t); ok {
		return o.Context().RankedTensor(shape, elem, nil)
	}
	return t
}

func verifyGlobal(o dialect.Checker) *diag.Diagnostic {
	t, ok := o.Attr("type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	if !isSupportedType(o, t.Type) {
		return o.Errorf("expected valid emitc type")
	}
	if init := o.Attr("initial_value"); init != nil {
		if d := verifyInitialValue(o, t.Type, init); d != nil {
			return d
		}
	}
	if o.Attr("static_specifier") != nil && o.Attr("extern_specifier") != nil {
		return o.Errorf("cannot have both static and extern specifiers")
	}
	return nil
}

func verifyInitialValue(o dialect.Checker, t ir.Type, init ir.Attribute) *diag.Diagnostic {
	switch a := init.(type) {
	case *ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.SparseElementsAttr:
		if kind(t) != "array" {
			return o.Errorf("expected array type, but got %s", ts(t))
		}
		it := init.(ir.TypedAttr).AttrType()
		if want := initializerType(o, t); it != want {
			return o.Errorf("initial value expected to be of type %s, but was of type %s", ts(t), ts(it))
		}
	case *ir.IntegerAttr:
		if a.Type != t {
			return o.Errorf("initial value expected to be of type %s, but was of type %s", ts(t), ts(a.Type))
		}
	case *ir.FloatAttr:
		if ir.Type(a.Type) != t {
			return o.Errorf("initial value expected to be of type %s, but was of type %s", ts(t), ts(a.Type))
		}
	default:
		if !isOpaqueAttr(init) {
			return o.Errorf("initial value should be a integer, float, elements or opaque attribute, but got %s", verify.AttrString(init))
		}
	}
	return nil
}

// switchRegion is upstream's verifyRegion for emitc.switch.
func switchRegion(o dialect.Checker, r *ir.Region, name string) *diag.Diagnostic {
	if len(r.Blocks) == 0 || len(r.Blocks[0].Ops) == 0 {
		return nil
	}
	last := verify.Terminator(r.Blocks[0])
	if last.Name != "emitc.yield" {
		return o.Errorf("expected region to end with emitc.yield, but got %s", last.Name)
	}
	if n := len(last.Operands); n != 0 {
		d := o.Errorf("expected each region to return 0 values, but %s returns %d", name, n)
		return o.Note(d, last.Pos, "see yield operation here")
	}
	return nil
}

func verifySwitch(o dialect.Checker) *diag.Diagnostic {
	arg := verify.FirstType(o.Operand("arg"))
	if arg == nil {
		return nil
	}
	if !isIntegerIndexOrOpaque(arg) {
		return o.Errorf("unsupported type %s", ts(arg))
	}
	cases, ok := o.Attr("cases").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	regions := o.Op().Regions
	if len(regions) < 1 {
		return nil
	}
	caseRegions := regions[1:]
	if len(cases.Values) != len(caseRegions) {
		return o.Errorf("has %d case regions but %d case values", len(caseRegions), len(cases.Values))
	}
	seen := map[int64]bool{}
	for i := range cases.Values {
		v := cases.Int(i)
		if seen[v] {
			return o.Errorf("has duplicate case value: %d", v)
		}
		seen[v] = true
	}
	if d := switchRegion(o, regions[0], "default region"); d != nil {
		return d
	}
	for i, r := range caseRegions {
		if d := switchRegion(o, r, fmt.Sprintf("case region #%d", i)); d != nil {
			return d
		}
	}
	return nil
}

func verifyField(o dialect.Checker) *diag.Diagnostic {
	t, ok := o.Attr("type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	if !isSupportedType(o, t.Type) {
		return o.Errorf("expected valid emitc type")
	}
	if p := verify.ParentOp(o.Op()); p == nil || p.Name != "emitc.class" {
		return o.Errorf("field must be nested within an emitc.class operation")
	}
	if s, ok := o.Attr("sym_name").(*ir.StringAttr); !ok || s.Value == "" {
		return o.Errorf("field must have a non-empty symbol name")
	}
	return nil
}

func verifyDo(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	cond, body := verify.EntryBlock(op, 1), verify.EntryBlock(op, 0)
	if cond == nil || body == nil {
		return nil
	}
	if n := len(cond.Ops); n != 2 {
		return o.Errorf("condition region must contain exactly two operations: 'emitc.expression' followed by 'emitc.yield', but found %d operations", n)
	}
	first, last := cond.Ops[0], cond.Ops[1]
	if first.Name != "emitc.expression" {
		return o.Errorf("expected first op in condition region to be 'emitc.expression', but got %s", first.Name)
	}
	if len(first.Results) != 1 {
		return nil
	}
	if rt := first.Results[0].Type(); !verify.IsInt(rt, 1, ir.Signless, true) {
		return o.Errorf("emitc.expression in condition region must return 'i1', but returns %s", ts(rt))
	}
	if last.Name != "emitc.yield" {
		return o.Errorf("expected last op in condition region to be 'emitc.yield', but got %s", last.Name)
	}
	if n := len(last.Operands); n != 1 {
		return o.Errorf("expected condition region to return 1 value, but it returns %d values", n)
	}
	if last.Operands[0] != ir.Value(&first.Results[0]) {
		return o.EmitErrorf("'emitc.yield' must return result of 'emitc.expression' from this condition region")
	}
	if mightHaveTerminator(o, body) {
		return o.Errorf("body region must not contain terminator")
	}
	return nil
}

// emitcSymbolUses are the SymbolUserOpInterface verifiers of emitc.call,
// emitc.declare_func, emitc.get_global and emitc.get_field.
func emitcSymbolUses(h *registry.Hooks) {
	h.Verifier("emitc.call").SymbolUses = shared.CallSymbolUses("emitc.func")
	h.Verifier("emitc.declare_func").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("sym_name").(*ir.SymbolRefAttr)
		if !ok {
			// Unreachable: ODS's FlatSymbolRefAttr property fails first.
			return o.Errorf("requires a 'sym_name' symbol reference attribute")
		}
		if fn := s.LookupNearest(o.Op(), ref); fn == nil || fn.Name != "emitc.func" {
			return o.Errorf("'%s' does not reference a valid function", ref.Root)
		}
		return nil
	}
	h.Verifier("emitc.get_global").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("name").(*ir.SymbolRefAttr)
		res := verify.FirstType(o.Result("result"))
		if !ok || res == nil {
			return nil
		}
		g := s.LookupNearest(o.Op(), ref)
		if g == nil || g.Name != "emitc.global" {
			return o.Errorf("'%s' does not reference a valid emitc.global", ref.Root)
		}
		ta, ok := verify.InherentAttr(g, "type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		gt := ta.Type
		if kind(gt) == "array" {
			if gt != res {
				return o.Errorf("on array type expects result type %s to match type %s of the global @%s", ts(res), ts(gt), ref.Root)
			}
			return nil
		}
		if !isLValue(res) {
			// Unreachable: ODS's result constraint (array or lvalue
			// type) fails first.
			return o.Errorf("on non-array type expects result type to be an lvalue type for the global @%s", ref.Root)
		}
		if v := inner(o, res, "lvalue"); v != nil && v != gt {
			return o.Errorf("on non-array type expects result inner type %s to match type %s of the global @%s", ts(v), ts(gt), ref.Root)
		}
		return nil
	}
	h.Verifier("emitc.get_field").SymbolUses = func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		ref, ok := o.Attr("field_name").(*ir.SymbolRefAttr)
		res := verify.FirstType(o.Result("result"))
		if !ok || res == nil {
			return nil
		}
		f := s.LookupNearest(o.Op(), ref)
		if f == nil || f.Name != "emitc.field" {
			return o.Errorf("field '%s' not found in the class", verify.AttrString(ref))
		}
		ta, ok := verify.InherentAttr(f, "type").(*ir.TypeAttr)
		if !ok {
			return nil
		}
		if ta.Type != res {
			return o.Errorf("result type %s does not match field '%s' type %s", ts(res), verify.AttrString(ref), ts(ta.Type))
		}
		return nil
	}
}
