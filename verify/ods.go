package verify

import (
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// opCtx is a registered op under verification: its definition and its
// operand and result groups.
type opCtx struct {
	r        *run
	op       *ir.Operation
	inf      *opInfo
	operands [][]ir.Value
	results  [][]ir.Value
	// pre are errors a check emits before the one it returns (mlir-opt's
	// "inferred type(s) ..." before "failed to infer returned types").
	pre []*diagnostic
}

func (o *opCtx) def() *ods.Op {
	if o.inf == nil {
		return noDef // an unregistered op, given to an attribute's verifier
	}
	return o.inf.def
}

// noDef is the definition of an op without groups.
var noDef = &ods.Op{}

// errorf is emitOpError on the op.
func (o *opCtx) errorf(format string, args ...any) *diagnostic {
	return opError(o.op, format, args...)
}

// operand returns the values of the operand group named name.
func (o *opCtx) operand(name string) []ir.Value {
	for i, g := range o.def().Operands {
		if g.Name == name && i < len(o.operands) {
			return o.operands[i]
		}
	}
	return nil
}

// result returns the values of the result group named name.
func (o *opCtx) result(name string) []ir.Value {
	for i, g := range o.def().Results {
		if g.Name == name && i < len(o.results) {
			return o.results[i]
		}
	}
	return nil
}

// attr returns the op's inherent attribute name (a property), or
// failing that its discardable attribute name, or nil.
func (o *opCtx) attr(name string) ir.Attribute { return inherentAttr(o.op, name) }

func inherentAttr(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		if a := d.Get(name); a != nil {
			return a
		}
	}
	return op.Attr(name)
}

// value returns what $name stands for in an ODS predicate: an operand's
// or a result's type (the first of its group), or an attribute.
func (o *opCtx) value(name string) (any, bool) {
	if vs := o.operand(name); vs != nil || o.hasOperand(name) {
		if len(vs) == 0 {
			return nil, false
		}
		return vs[0].Type(), true
	}
	if vs := o.result(name); vs != nil || o.hasResult(name) {
		if len(vs) == 0 {
			return nil, false
		}
		return vs[0].Type(), true
	}
	if a := o.attr(name); a != nil {
		if ta, ok := a.(ir.TypedAttr); ok {
			return ta.AttrType(), true
		}
		if s, ok := a.(*ir.StringAttr); ok {
			if s.Type != nil {
				return s.Type, true
			}
			return o.r.c.ctx.None(), true
		}
		// A typed dialect attribute (`#smt.bv<5> : !smt.bv<32>`).
		if d, ok := a.(*ir.DialectAttr); ok && d.Type != nil {
			return d.Type, true
		}
		if d, ok := a.(*ir.OpaqueAttr); ok && d.Type != nil {
			return d.Type, true
		}
		return nil, false
	}
	return nil, false
}

func (o *opCtx) hasOperand(name string) bool {
	for _, g := range o.def().Operands {
		if g.Name == name {
			return true
		}
	}
	return false
}

func (o *opCtx) hasResult(name string) bool {
	for _, g := range o.def().Results {
		if g.Name == name {
			return true
		}
	}
	return false
}

// selfEnv is the run's environment binding $_self to v, reused: a
// predicate does not keep it.
func (r *run) selfEnv(v any) *env {
	r.self = env{name: "$_self", val: v, reg: r.c.reg}
	return &r.self
}

// segments splits n values into the groups of defs as ODS's
// getODSOperandIndexAndLength does; ok is false when the counts cannot
// be split (the count checks report that first).
func segments(op *ir.Operation, defs []*ods.Arg, n int, sizesAttr string, sameSize bool) ([][2]int, bool) {
	return segmentsInto(nil, op, defs, n, sizesAttr, sameSize)
}

// segmentsInto is segments reusing dst's storage.
func segmentsInto(dst [][2]int, op *ir.Operation, defs []*ods.Arg, n int, sizesAttr string, sameSize bool) ([][2]int, bool) {
	out := append(dst[:0], make([][2]int, len(defs))...)
	variable := 0
	for _, g := range defs {
		if g.Kind != "" {
			variable++
		}
	}
	switch {
	case variable == 0:
		if n != len(defs) {
			return nil, false
		}
		for i := range defs {
			out[i] = [2]int{i, 1}
		}
	case sizesAttr != "":
		sizes, ok := inherentAttr(op, sizesAttr).(*ir.DenseArrayAttr)
		if !ok || len(sizes.Values) != len(defs) {
			return nil, false
		}
		start := 0
		for i := range defs {
			size := int(sizes.Int(i))
			if size < 0 || start+size > n {
				return nil, false
			}
			out[i] = [2]int{start, size}
			start += size
		}
		if start != n {
			return nil, false
		}
	case variable == 1 || sameSize:
		fixed := len(defs) - variable
		if n < fixed || (n-fixed)%variable != 0 {
			return nil, false
		}
		each := (n - fixed) / variable
		start := 0
		for i, g := range defs {
			size := 1
			if g.Kind != "" {
				size = each
			}
			out[i] = [2]int{start, size}
			start += size
		}
	default:
		return nil, false
	}
	return out, true
}

func groupValues(vals []ir.Value, segs [][2]int) [][]ir.Value {
	return groupValuesInto(nil, vals, segs)
}

// groupValuesInto is groupValues reusing dst's storage.
func groupValuesInto(dst [][]ir.Value, vals []ir.Value, segs [][2]int) [][]ir.Value {
	out := append(dst[:0], make([][]ir.Value, len(segs))...)
	for i, s := range segs {
		out[i] = vals[s[0] : s[0]+s[1]]
	}
	return out
}

func resultValues(op *ir.Operation) []ir.Value {
	out := make([]ir.Value, len(op.Results))
	for i := range op.Results {
		out[i] = op.Result(i)
	}
	return out
}

// structuralTraits are verified before what ODS generates (OpInvariants).
var structuralTraits = map[string]bool{
	"SingleBlock": true, "SingleBlockImplicitTerminator": true, "NoTerminator": true,
	"HasParent": true, "ParentOneOf": true, "AttrSizedOperandSegments": true,
	"AttrSizedResultSegments": true, "NoRegionArguments": true,
}

func traitBase(t string) string {
	if i := strings.IndexByte(t, '<'); i >= 0 {
		return t[:i]
	}
	return t
}

// traitParams returns the comma-separated parameters of a trait name.
func traitParams(t string) []string {
	i := strings.IndexByte(t, '<')
	if i < 0 || !strings.HasSuffix(t, ">") {
		return nil
	}
	return strings.Split(t[i+1:len(t)-1], ",")
}

// invariants is mlir-opt's verifyInvariants for a registered op: its
// traits in the order ODS lists them in the op's C++ class, its
// generated checks, then its own verifier.
func (r *run) invariants(op *ir.Operation, inf *opInfo) *diagnostic {
	def := inf.def
	if d := countChecks(op, def); d != nil {
		return d
	}
	r.octx = opCtx{r: r, op: op, inf: inf}
	o := &r.octx
	for _, t := range inf.structural {
		if d := o.trait(t); d != nil {
			return d
		}
	}
	if d := o.generated(); d != nil {
		return d
	}
	for _, t := range inf.others {
		if d := o.trait(t); d != nil {
			return d
		}
	}
	if inf.ver.Op != nil {
		return inf.ver.Op(o)
	}
	return nil
}

// countChecks are the size traits ODS gives every op: regions, results,
// successors, operands.
func countChecks(op *ir.Operation, def *ods.Op) *diagnostic {
	fixed, variable := 0, 0
	for _, g := range def.Regions {
		if g.Variadic {
			variable++
		} else {
			fixed++
		}
	}
	n := len(op.Regions)
	switch {
	case variable == 0 && fixed == 0 && n != 0:
		return opError(op, "requires zero regions")
	case variable == 0 && fixed == 1 && n != 1:
		return opError(op, "requires one region")
	case variable == 0 && fixed > 1 && n != fixed:
		return opError(op, "expected %d regions", fixed)
	case variable > 0 && n < fixed:
		return opError(op, "expected %d or more regions", fixed)
	}
	fixed, variable = splitArgs(def.Results)
	n = len(op.Results)
	switch {
	case variable == 0 && fixed == 0 && n != 0:
		return opError(op, "requires zero results")
	case variable == 0 && fixed == 1 && n != 1:
		return opError(op, "requires one result")
	case variable == 0 && fixed > 1 && n != fixed:
		return opError(op, "expected %d results", fixed)
	case variable > 0 && n < fixed:
		return opError(op, "expected %d or more results", fixed)
	}
	fixed, variable = splitArgs(def.Successors)
	n = len(op.Successors)
	switch {
	case variable == 0 && fixed == 0 && n != 0:
		return opError(op, "requires 0 successors but found %d", n)
	case variable == 0 && fixed == 1 && n != 1:
		return opError(op, "requires 1 successor but found %d", n)
	case variable == 0 && fixed > 1 && n != fixed:
		return opError(op, "requires %d successors but found %d", fixed, n)
	case variable > 0 && n < fixed:
		return opError(op, "requires at least %d successors but found %d", fixed, n)
	}
	fixed, variable = splitArgs(def.Operands)
	n = len(op.Operands)
	switch {
	case variable == 0 && fixed == 0 && n != 0:
		return opError(op, "requires zero operands")
	case variable == 0 && fixed == 1 && n != 1:
		return opError(op, "requires a single operand")
	case variable == 0 && fixed > 1 && n != fixed:
		return opError(op, "expected %d operands, but found %d", fixed, n)
	case variable > 0 && n < fixed:
		return opError(op, "expected %d or more operands, but found %d", fixed, n)
	}
	return nil
}

func splitArgs(groups []*ods.Arg) (fixed, variable int) {
	for _, g := range groups {
		if g.Kind == "" {
			fixed++
		} else {
			variable++
		}
	}
	return fixed, variable
}

// generated is what ODS generates into verifyInvariantsImpl: attributes
// (required ones, then constraints, by name), operand and result type
// constraints, PredOpTraits, region constraints.
func (o *opCtx) generated() *diagnostic {
	op, def := o.op, o.def()
	data := o.r.c.data
	od := o.inf.data
	// Attributes.
	for _, name := range o.inf.required {
		if o.attr(name) == nil {
			return o.errorf("requires attribute '%s'", name)
		}
	}
	if data != nil {
		for _, a := range o.inf.checked {
			v := o.attr(a.Name)
			if v == nil || a.C < 0 || a.C >= len(data.Constraints) {
				continue
			}
			c := data.Constraints[a.C]
			if data.pred(c.Pred)(o.r.selfEnv(v)) == no {
				return o.errorf("attribute '%s' failed to satisfy constraint: %s", a.Name, c.Summary)
			}
		}
	}
	// Operand and result groups.
	r := o.r
	var ok bool
	r.segs, ok = segmentsInto(r.segs, op, def.Operands, len(op.Operands), sizesAttr(o.inf, "AttrSizedOperandSegments", "operandSegmentSizes"), o.inf.traits["SameVariadicOperandSize"])
	if !ok {
		return nil // reported by a count check, or nothing gomlir can check
	}
	r.operandGroups = groupValuesInto(r.operandGroups, op.Operands, r.segs)
	o.operands = r.operandGroups
	r.segs, ok = segmentsInto(r.segs, op, def.Results, len(op.Results), sizesAttr(o.inf, "AttrSizedResultSegments", "resultSegmentSizes"), o.inf.traits["SameVariadicResultSize"])
	if !ok {
		return nil
	}
	r.results = r.results[:0]
	for i := range op.Results {
		r.results = append(r.results, op.Result(i))
	}
	r.resultGroups = groupValuesInto(r.resultGroups, r.results, r.segs)
	o.results = r.resultGroups
	if d := o.checkGroups("operand", def.Operands, o.operands, od, true); d != nil {
		return d
	}
	if d := o.checkGroups("result", def.Results, o.results, od, false); d != nil {
		return d
	}
	// PredOpTraits.
	if od != nil {
		for _, t := range od.Traits {
			if o.predTrait(t) == no {
				return o.errorf("failed to verify that %s", t.Summary)
			}
		}
	}
	// Regions.
	if od != nil && data != nil {
		index := 0
		for gi, g := range def.Regions {
			var regions []*ir.Region
			if g.Variadic {
				regions = op.Regions[min(index, len(op.Regions)):]
			} else if index < len(op.Regions) {
				regions = op.Regions[index : index+1]
			}
			for _, region := range regions {
				if gi < len(od.Regions) && od.Regions[gi] >= 0 {
					c := data.Constraints[od.Regions[gi]]
					if o.r.c.regionPredOf(c)(region) == no {
						return o.errorf("region #%d ('%s') failed to verify constraint: %s", index, g.Name, c.Summary)
					}
				}
				index++
			}
		}
	}
	return nil
}

func sizesAttr(inf *opInfo, trait, attr string) string {
	if inf.traits[trait] {
		return attr
	}
	return ""
}

// regionPred evaluates the region constraints ODS has: any region, or a
// number of blocks.
func regionPred(c constraint) func(*ir.Region) tri {
	s := strings.ToLower(c.Summary)
	switch {
	case s == "any region":
		return func(*ir.Region) tri { return yes }
	case strings.HasPrefix(s, "region with 1 blocks"):
		return func(r *ir.Region) tri { return triOf(len(r.Blocks) == 1) }
	case strings.HasPrefix(s, "region with at most 1 blocks"):
		return func(r *ir.Region) tri { return triOf(len(r.Blocks) <= 1) }
	case strings.HasPrefix(s, "region with at least 1 blocks"):
		return func(r *ir.Region) tri { return triOf(len(r.Blocks) >= 1) }
	}
	return func(*ir.Region) tri { return unknown }
}

// checkGroups checks each value of each group against its type
// constraint: "operand #2 must be ..., but got 'f32'".
func (o *opCtx) checkGroups(kind string, defs []*ods.Arg, groups [][]ir.Value, od *opData, operands bool) *diagnostic {
	data := o.r.c.data
	index := 0
	for gi, g := range groups {
		if defs[gi].Kind == "optional" && len(g) > 1 {
			return o.errorf("%s group starting at #%d requires 0 or 1 element, but found %d", kind, index, len(g))
		}
		ci := -1
		if od != nil {
			list := od.Results
			if operands {
				list = od.Operands
			}
			if gi < len(list) {
				ci = list[gi]
			}
		}
		for _, v := range g {
			if ci >= 0 && data != nil {
				c := data.Constraints[ci]
				if data.pred(c.Pred)(o.r.selfEnv(v.Type())) == no {
					return o.errorf("%s #%d must be %s, but got '%s'", kind, index, c.Summary, typeString(v.Type()))
				}
			}
			index++
		}
	}
	return nil
}
