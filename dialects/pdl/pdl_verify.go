package pdl

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the pdl ops' verify() and verifyRegions().
func verifiers(h *registry.Hooks) {
	h.Verifier("pdl.apply_native_constraint").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Operands) == 0 {
			return o.Errorf("expected at least one argument")
		}
		for _, r := range o.Op().Results {
			if pdlKind(r.Type()) == "operation" {
				return o.Errorf("returning an operation from a constraint is not supported")
			}
		}
		return nil
	}
	h.Verifier("pdl.apply_native_rewrite").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Op().Operands) == 0 && len(o.Op().Results) == 0 {
			return o.Errorf("expected at least one argument or result")
		}
		return nil
	}
	h.Verifier("pdl.attribute").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("value") == nil {
			if p := verify.ParentOp(o.Op()); p != nil && p.Name == "pdl.rewrite" {
				return o.Errorf("expected constant value when specified within a `pdl.rewrite`")
			}
			return bindingUse(o)
		}
		if len(o.Operand("valueType")) > 0 {
			return o.Errorf("expected only one of [`type`, `value`] to be set")
		}
		return nil
	}
	h.Verifier("pdl.operand").Op = bindingUse
	h.Verifier("pdl.operands").Op = bindingUse
	h.Verifier("pdl.type").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("constantType") == nil {
			return bindingUse(o)
		}
		return nil
	}
	h.Verifier("pdl.types").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("constantTypes") == nil {
			return bindingUse(o)
		}
		return nil
	}
	// pdl.operation: an op created in a rewrite has a name; as many
	// attribute names as values; when it is created in a rewrite and
	// its op is registered without InferTypeOpInterface, result types
	// that can be inferred (verifyResultTypesAreInferrable); a binding
	// use.
	var reg *registry.Registry
	h.AfterLoad(func(r *registry.Registry) { reg = r })
	po := h.Verifier("pdl.operation")
	po.Op = func(o dialect.Checker) *diag.Diagnostic {
		p := verify.ParentOp(o.Op())
		inRewrite := p != nil && p.Name == "pdl.rewrite"
		name, _ := o.Attr("opName").(*ir.StringAttr)
		if inRewrite && name == nil {
			return o.Errorf("must have an operation name when nested within a `pdl.rewrite`")
		}
		names, _ := o.Attr("attributeValueNames").(*ir.ArrayAttr)
		n := 0
		if names != nil {
			n = len(names.Elems)
		}
		if v := len(o.Operand("attributeValues")); n != v {
			return o.Errorf("expected the same number of attribute values and attribute names, got %d names and %d values", n, v)
		}
		// mightHaveTypeInference: an op whose dialect is not loaded
		// (shared.LoadedDialects) is not registered and might infer its
		// types. Verified op by op, a dialect not surely loaded counts as
		// loaded: a failure there has the chunk verified whole.
		if inRewrite && reg != nil && reg.Op(name.Value) != nil && !inferTypeOps[name.Value] && mayBeLoaded(o, name.Value) {
			if d := resultTypesInferrable(o, reg, name.Value); d != nil {
				return d
			}
		}
		return bindingUse(o)
	}
	h.Verifier("pdl.range").Op = rangeOperandElems
	h.Verifier("pdl.replace").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("replOperation")) > 0 && len(o.Operand("replValues")) > 0 {
			return o.Errorf("expected no replacement values to be provided when the replacement operation is present")
		}
		return nil
	}
	h.Verifier("pdl.results").Op = func(o dialect.Checker) *diag.Diagnostic {
		res := verify.FirstType(o.Result("val"))
		if o.Attr("index") == nil && res != nil && pdlKind(res) == "value" {
			return o.Errorf("expected `pdl.range<value>` result type when no index is specified, but got: '%s'", verify.TypeString(res))
		}
		return nil
	}
	h.Verifier("pdl.rewrite").Regions = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		empty := len(op.Regions) == 0 || len(op.Regions[0].Blocks) == 0
		if o.Attr("name") != nil {
			if !empty {
				return o.Errorf("expected rewrite region to be empty when rewrite is external")
			}
			return nil
		}
		if empty {
			return o.Errorf("expected rewrite region to be non-empty if external name is not specified")
		}
		if len(o.Operand("externalArgs")) > 0 {
			return o.Errorf("expected no external arguments when the rewrite is specified inline")
		}
		return nil
	}
	h.Verifier("pdl.pattern").Regions = patternRegions
}

// pdlKind is the mnemonic of a pdl type as spelled (operation, value,
// type, attribute, range<...>), or "".
func pdlKind(t ir.Type) string {
	if s, ok := ir.SpellingOf(t); ok && s.Dialect == "pdl" {
		return s.Data
	}
	return ""
}

// rangeElem is the element type of a !pdl.range<T>, or nil.
func rangeElem(t ir.Type) ir.Type {
	if dt := shared.DefType(t, "pdl", "range"); dt != nil {
		return dt.Params.Type("elementType")
	}
	return nil
}

// users are the ops under root that use a result of op.
func users(root, op *ir.Operation) []*ir.Operation {
	var out []*ir.Operation
	verify.WalkPost(root, func(u *ir.Operation) bool {
		for _, v := range u.Operands {
			if r, ok := v.(*ir.OpResult); ok && r.Owner == op {
				out = append(out, u)
				break
			}
		}
		return true
	})
	return out
}

// hasBindingUse: a user other than pdl.result(s), or one of those that is
// itself bound.
func hasBindingUse(root, op *ir.Operation) bool {
	for _, u := range users(root, op) {
		if u.Name != "pdl.result" && u.Name != "pdl.results" || hasBindingUse(root, u) {
			return true
		}
	}
	return false
}

// bindingUse is verifyHasBindingUse: an op in a pattern's matcher body
// needs a binding use.
func bindingUse(o dialect.Checker) *diag.Diagnostic {
	p := verify.ParentOp(o.Op())
	if p == nil || p.Name != "pdl.pattern" {
		return nil
	}
	if hasBindingUse(p, o.Op()) {
		return nil
	}
	return o.Errorf("expected a bindable user when defined in the matcher body of a `pdl.pattern`")
}

// patternRegions is pdl.pattern's verifyRegions.
func patternRegions(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	body := verify.EntryBlock(op, 0)
	term := verify.Terminator(body)
	if term == nil {
		return nil
	}
	if term.Name != "pdl.rewrite" {
		d := o.Errorf("expected body to terminate with `pdl.rewrite`")
		return o.Note(d, term.Pos, "see terminator defined here")
	}
	var bad *ir.Operation
	verify.WalkPost(op, func(n *ir.Operation) bool {
		if !strings.HasPrefix(n.Name, "pdl.") {
			bad = n
			return false
		}
		return true
	})
	if bad != nil {
		d := o.Errorf("expected only `pdl` operations within the pattern body")
		return o.Note(d, bad.Pos, "see non-`pdl` operation defined here")
	}
	hasOperation := false
	for _, n := range body.Ops {
		hasOperation = hasOperation || n.Name == "pdl.operation"
	}
	if !hasOperation {
		return o.Errorf("the pattern must contain at least one `pdl.operation`")
	}
	// The ops that bind values must form one connected component (those
	// used in the rewrite).
	component := map[string]bool{"pdl.operand": true, "pdl.operands": true, "pdl.result": true, "pdl.results": true, "pdl.operation": true}
	var visited map[*ir.Operation]bool
	var visit func(n *ir.Operation)
	visit = func(n *ir.Operation) {
		if n == nil || verify.ParentOp(n) != op || n.Name == "pdl.rewrite" || visited[n] {
			return
		}
		visited[n] = true
		switch n.Name {
		case "pdl.operation":
			if c, ok := o.For(n); ok {
				for _, v := range c.Operand("operandValues") {
					visit(definingOp(v))
				}
			}
		case "pdl.result", "pdl.results":
			if len(n.Operands) > 0 {
				visit(definingOp(n.Operands[0]))
			}
		}
		for _, u := range users(op, n) {
			visit(u)
		}
	}
	for _, n := range body.Ops {
		if !component[n.Name] {
			continue
		}
		inRewrite := false
		for _, u := range users(op, n) {
			if u.Name == "pdl.rewrite" || ancestorNamed(u, "pdl.rewrite", op) {
				inRewrite = true
				break
			}
		}
		if !inRewrite {
			continue
		}
		if visited == nil {
			visited = map[*ir.Operation]bool{}
			visit(n)
		} else if !visited[n] {
			d := o.Errorf("the operations must form a connected component")
			return o.Note(d, n.Pos, "see a disconnected value / operation here")
		}
	}
	return nil
}

// ancestorNamed reports whether the op directly holding u's region is
// named name (upstream: the user's region's parent op is a rewrite).
func ancestorNamed(u *ir.Operation, name string, _ *ir.Operation) bool {
	p := verify.ParentOp(u)
	return p != nil && p.Name == name
}

func definingOp(v ir.Value) *ir.Operation {
	if r, ok := v.(*ir.OpResult); ok {
		return r.Owner
	}
	return nil
}

// rangeOperandElems is the verifier of pdl.range and
// pdl_interp.create_range: each operand is the result range's element
// type or a range of it.
func rangeOperandElems(o dialect.Checker) *diag.Diagnostic {
	elem := rangeElem(verify.FirstType(o.Result("result")))
	if elem == nil {
		return nil
	}
	for _, v := range o.Op().Operands {
		t := v.Type()
		if e := rangeElem(t); e != nil {
			t = e
		}
		if t != elem {
			return o.Errorf("expected operand to have element type '%s', but got '%s'", verify.TypeString(elem), verify.TypeString(t))
		}
	}
	return nil
}

// resultTypesInferrable is verifyResultTypesAreInferrable for the
// pdl.operation o creating the registered op name.
func resultTypesInferrable(o dialect.Checker, reg *registry.Registry, name string) *diag.Diagnostic {
	op := o.Op()
	block := op.Parent
	// A use as a replacement value of an op defined before (or outside
	// the rewrite) lets the types be inferred.
	var res ir.Value
	if len(op.Results) == 1 {
		res = op.Result(0)
	}
	root := op
	for p := verify.ParentOp(root); p != nil; p = verify.ParentOp(p) {
		root = p
	}
	inferred := false
	ir.Walk(root, func(u *ir.Operation) bool {
		if inferred {
			return false
		}
		if u.Name != "pdl.replace" || len(u.Operands) == 0 {
			return true
		}
		for i, v := range u.Operands {
			if i == 0 || v != res {
				continue
			}
			replaced := definingOp(u.Operands[0])
			if replaced != nil && (replaced.Parent != block || before(replaced, op)) {
				inferred = true
			}
		}
		return true
	})
	if inferred {
		return nil
	}
	types := o.Operand("typeValues")
	if len(types) == 0 {
		def := reg.Op(name)
		fixed, variadic := 0, 0
		for _, r := range def.Results {
			if r.Kind == "" {
				fixed++
			} else {
				variadic++
			}
		}
		// Neither ZeroResults nor VariadicResults.
		if fixed+variadic > 0 && fixed > 0 {
			d := o.Errorf("must have inferable or constrained result types when nested within `pdl.rewrite`")
			return o.Note(d, op.Pos, "operation is created in a non-inferrable context, but '%s' does not implement InferTypeOpInterface", name)
		}
		return nil
	}
	for i, t := range types {
		def := definingOp(t)
		if def == nil {
			continue
		}
		if def.Name == "pdl.apply_native_rewrite" {
			continue
		}
		if def.Name == "pdl.type" || def.Name == "pdl.types" {
			attr := "constantType"
			if def.Name == "pdl.types" {
				attr = "constantTypes"
			}
			if constant(def, attr) || constrainsInput(root, def, block) {
				continue
			}
		}
		d := o.Errorf("must have inferable or constrained result types when nested within `pdl.rewrite`")
		return o.Note(d, op.Pos, "result type #%d was not constrained", i)
	}
	return nil
}

// constant reports whether op carries the property or attribute name.
func constant(op *ir.Operation, name string) bool {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok && d.Get(name) != nil {
		return true
	}
	return op.Attr(name) != nil
}

// constrainsInput reports whether a user of def's result outside block is
// a pdl.operand, pdl.operands or pdl.operation.
func constrainsInput(root, def *ir.Operation, block *ir.Block) bool {
	for _, u := range users(root, def) {
		if u.Parent != block && (u.Name == "pdl.operand" || u.Name == "pdl.operands" || u.Name == "pdl.operation") {
			return true
		}
	}
	return false
}

// before reports whether a comes before b in their block.
func before(a, b *ir.Operation) bool {
	if a.Parent != b.Parent || a.Parent == nil {
		return false
	}
	for _, x := range a.Parent.Ops {
		if x == a {
			return true
		}
		if x == b {
			return false
		}
	}
	return false
}

// mayBeLoaded reports whether mlir-opt has loaded, or may have loaded
// (a chunk verified op by op), the dialect of the op name when it
// verifies o's op.
func mayBeLoaded(o dialect.Checker, name string) bool {
	d, _, ok := strings.Cut(name, ".")
	if !ok {
		return false
	}
	loaded, sure := shared.LoadedDialects(o.Op(), o.Context()).Has(d)
	return loaded || !sure
}

// setOf is the set of the words of s.
func setOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}
