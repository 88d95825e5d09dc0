// Package affine is the Go side of the affine dialect (see Register);
// package dialects registers it with the other upstream dialects.
package affine

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of the affine dialect: maps
// applied to SSA values (`affine.apply #map(%i)[%n]`), maps whose
// identifiers are SSA values (`%A[%i + 3, symbol(%n)]`), loop bounds,
// integer sets, and the two ops upstream defines in C++ rather than ODS
// (dma_start, dma_wait), registered here.
//
// mlir-opt's parsers check a map's dimension and symbol counts against
// the operands as they parse; a map written as an alias is only known
// once lowered, so the checks are made in Complete. What Complete needs
// of the parse (how many operands were dimensions, whether a loop bound
// had a min/max prefix) travels in pseudo properties (shared.Pseudo).

// Register registers what Go knows of the affine dialect in h: the
// hand-written syntaxes, the two ops upstream defines in C++ (dma_start,
// dma_wait) and the ops' verifiers (affine_verify.go).
func Register(h *registry.Hooks) {
	snippets(h)
	affineHooks(h)
	affineVerifiers(h)
	affineMoreVerifiers(h)
}

// affineHooks: the hand-written syntaxes and the ops defined in C++.
func affineHooks(h *registry.Hooks) {
	h.Syntax("affine.apply", affineMapOp{})
	h.Syntax("affine.min", affineMapOp{minMax: true})
	h.Syntax("affine.max", affineMapOp{minMax: true})
	h.Syntax("affine.for", affineFor{})
	h.Syntax("affine.if", affineIf{})
	h.Syntax("affine.load", affineLoad{})
	h.Syntax("affine.vector_load", affineLoad{vector: true})
	h.Syntax("affine.store", affineStore{})
	h.Syntax("affine.vector_store", affineStore{vector: true})
	h.Syntax("affine.prefetch", affinePrefetch{})
	h.Syntax("affine.parallel", affineParallel{})
	h.Define(&ods.Op{Name: "affine.dma_start", CustomSyntax: true,
		Operands: []*ods.Arg{{Name: "operands", Kind: "variadic", Constraint: "AnyType"}}})
	h.Syntax("affine.dma_start", affineDmaStart{})
	h.Define(&ods.Op{Name: "affine.dma_wait", CustomSyntax: true,
		Operands: []*ods.Arg{{Name: "operands", Kind: "variadic", Constraint: "AnyType"}}})
	h.Syntax("affine.dma_wait", affineDmaWait{})
}

// ---- Helpers ----

// parseDimAndSymbolList is mlir's parseDimAndSymbolList: `(dims)` then,
// optionally, `[symbols]`.
func parseDimAndSymbolList(p dialect.Parser) (dims, syms []ast.ValueUse, err error) {
	if dims, err = dialect.ParseOperandList(p, dialect.Paren, -1); err != nil {
		return nil, nil, err
	}
	if p.Peek("[") {
		if syms, err = dialect.ParseOperandList(p, dialect.Square, -1); err != nil {
			return nil, nil, err
		}
	}
	return dims, syms, nil
}

// printDimAndSymbolList prints `(dims)` and, when there are symbols,
// `[symbols]`.
func printDimAndSymbolList(p dialect.Printer, operands []ir.Value, numDims int) {
	numDims = min(numDims, len(operands))
	p.WriteString("(")
	p.PrintOperands(operands[:numDims])
	p.WriteString(")")
	if len(operands) > numDims {
		p.WriteString("[")
		p.PrintOperands(operands[numDims:])
		p.WriteString("]")
	}
}

// mapProp returns the affine map op was given as name, or an "invalid
// kind of attribute specified" error at the attribute.
func mapProp(op *dialect.Pending, name string) (*ir.AffineMap, error) {
	m, ok := op.Attr(name).(*ir.AffineMapAttr)
	if !ok {
		return nil, shared.CustomError(op, shared.PropPos(op, name), "invalid kind of attribute specified")
	}
	return m.Map, nil
}

// attrMapOf returns the affine map of op's discardable attribute name, or
// nil (the C++-defined ops have no properties).
func attrMapOf(op *ir.Operation, name string) *ir.AffineMap {
	if op.Attrs != nil {
		if m, ok := op.Attrs.Get(name).(*ir.AffineMapAttr); ok {
			return m.Map
		}
	}
	return nil
}

func numInputs(m *ir.AffineMap) int {
	if m == nil {
		return 0
	}
	return m.NumDims + m.NumSyms
}

// printMapOfSSAIds prints `[map of operands]`, taking the map's inputs
// from operands; it returns the operands left.
func printMapOfSSAIds(p dialect.Printer, m *ir.AffineMap, operands []ir.Value) []ir.Value {
	n := min(numInputs(m), len(operands))
	p.WriteString("[")
	if m != nil {
		p.PrintAffineMapOfSSAIds(m, operands[:n])
	}
	p.WriteString("]")
	return operands[n:]
}

// parseColonVectorType is shared.ParseColonType(VectorType &); an alias is taken
// on trust.
func parseColonVectorType(p dialect.Parser) (ast.Type, error) {
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	return parseVectorType(p)
}

// parseVectorType is parseType(VectorType &): the error is at the type.
func parseVectorType(p dialect.Parser) (ast.Type, error) {
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	switch t.(type) {
	case *ast.VectorType, *ast.AliasType:
		return t, nil
	}
	return nil, p.Errorf(pos, "invalid kind of type specified: expected builtin.vector, but found '%s'", dialect.ASTTypeString(t))
}

// ---- affine.apply, affine.min, affine.max ----

// affineMapOp is affine.apply, affine.min and affine.max:
//
//	affine.apply affine-map `(` dims `)` (`[` symbols `]`)? attr-dict
//
// affine.apply has as many index results as its map has results, and
// checks its operand counts against the map; min and max do not (their
// verifier does).
type affineMapOp struct{ minMax bool }

const affineDimsProp = "__affine_dims"

func (s affineMapOp) Parse(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.Pos()
	m, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	dims, syms, err := parseDimAndSymbolList(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	operands := append(dims, syms...)
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "map", Value: m}, shared.Pseudo(pos, affineDimsProp, len(dims)))
	st.Operands = [][]ast.ValueUse{operands}
	st.OperandTypes = [][]ast.Type{shared.Splat(shared.IndexType(), len(operands))}
	if s.minMax {
		st.ResultTypes = [][]ast.Type{{shared.IndexType()}}
	}
	return nil
}

func (s affineMapOp) Complete(op *dialect.Pending) error {
	dims := shared.TakePseudo(op, affineDimsProp)
	m, err := mapProp(op, "map")
	if err != nil || s.minMax {
		return err
	}
	n := len(op.Operands[0])
	if len(dims) != 1 || m.NumDims != dims[0] || m.NumDims+m.NumSyms != n {
		return shared.CustomError(op, op.NamePos, "dimension or symbol index mismatch")
	}
	op.Results[0] = make([]ir.Type, len(m.Results))
	for i := range op.Results[0] {
		op.Results[0][i] = op.Ctx.Index()
	}
	return nil
}

func (affineMapOp) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintAttribute(shared.Prop(op, "map"))
	if m := shared.AffineMapOf(op, "map"); m != nil {
		printDimAndSymbolList(p, op.Operands, m.NumDims)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"map"})
}

// ---- affine.for ----

// affineFor is affine.for:
//
//	affine.for %iv = bound `to` bound (`step` integer)?
//	    (`iter_args` `(` %arg = %init, ... `)` `->` types)? region attr-dict
//	bound ::= (`max` | `min`)? (ssa-id | integer | affine-map `(` dims `)` (`[` syms `]`)?)
type affineFor struct{}

// The pseudo properties of a bound: the number of dimension operands (-1
// for a bound written as one SSA value), whether a dimension list was
// written, whether the min/max prefix was.
const (
	affineLowerProp = "__affine_lower"
	affineUpperProp = "__affine_upper"
)

func (affineFor) Parse(p dialect.Parser, st *ast.CustomOp) error {
	iv, _, err := p.ParseArgument(false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lb, err := parseAffineBound(p, st, "lowerBoundMap", affineLowerProp, "max")
	if err != nil {
		return err
	}
	if !p.ParseOptionalKeyword("to") {
		return p.Errorf(p.Pos(), "expected 'to' between bounds")
	}
	ub, err := parseAffineBound(p, st, "upperBoundMap", affineUpperProp, "min")
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("step") {
		pos := p.Pos()
		step, err := p.ParseAttribute(shared.IndexType())
		if err != nil {
			return err
		}
		st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "step", Value: step})
	} else {
		st.Props = append(st.Props, ast.NamedAttr{Pos: p.OpNamePos(), Name: "step", Value: &ast.IntegerAttr{Text: "1", Type: shared.IndexType()}})
	}
	var iterArgs []ast.BlockArg
	var inits []ast.ValueUse
	results := []ast.Type{}
	if p.ParseOptionalKeyword("iter_args") {
		if !p.Peek("(") {
			return p.Errorf(p.Pos(), "expected '('")
		}
		if iterArgs, inits, err = shared.ParseAssignmentList(p); err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		if results, err = dialect.ParseFunctionResultTypes(p); err != nil {
			return err
		}
	}
	if len(iterArgs) != len(results) {
		return p.Errorf(p.OpNamePos(), "mismatch between the number of loop-carried values and results")
	}
	entry := append([]ast.BlockArg{{Pos: iv.Pos, Name: iv.Name, Type: shared.IndexType()}}, shared.WithTypes(iterArgs, results)...)
	body, err := p.ParseRegion(entry)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "affine.yield", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{lb, ub, inits}
	st.OperandTypes = [][]ast.Type{shared.Splat(shared.IndexType(), len(lb)), shared.Splat(shared.IndexType(), len(ub)), results}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// parseAffineBound parses a loop bound into the property name and the
// pseudo property info, and returns its operands (mlir's parseBound).
func parseAffineBound(p dialect.Parser, st *ast.CustomOp, name, info, prefix string) ([]ast.ValueUse, error) {
	prefixed := p.ParseOptionalKeyword(prefix)
	pos := p.Pos()
	if p.Peek("%") {
		list, err := dialect.ParseOperandList(p, dialect.None, -1)
		if err != nil {
			return nil, err
		}
		if len(list) > 1 {
			return nil, p.Errorf(p.OpNamePos(), "expected only one loop bound operand")
		}
		// `%n` is the symbol identity map applied to %n.
		id := &ast.AffineMap{Syms: []string{"s0"}, Results: []ast.AffineExpr{&ast.AffineSym{Pos: 0}}}
		st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: name, Value: &ast.AffineMapAttr{Map: id}},
			shared.Pseudo(pos, info, -1, 0, 0))
		return list, nil
	}
	a, err := p.ParseAttribute(shared.IndexType())
	if err != nil {
		return nil, err
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: name, Value: a})
	var dims, syms []ast.ValueUse
	hasList := false
	switch a.(type) {
	case *ast.IntegerAttr:
	case *ast.AffineMapAttr:
		hasList = true
	case *ast.AliasAttr:
		// Known once lowered: a map is followed by its operands.
		hasList = p.Peek("(")
	default:
		return nil, p.Errorf(p.OpNamePos(), "expected valid affine map representation for loop bounds")
	}
	if hasList {
		if dims, syms, err = parseDimAndSymbolList(p); err != nil {
			return nil, err
		}
	}
	st.Props = append(st.Props, shared.Pseudo(pos, info, len(dims), boolInt(hasList), boolInt(prefixed)))
	return append(dims, syms...), nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (affineFor) Complete(op *dialect.Pending) error {
	for i, b := range []struct{ name, info, prefix, which string }{
		{"lowerBoundMap", affineLowerProp, "max", "lower"},
		{"upperBoundMap", affineUpperProp, "min", "upper"},
	} {
		info := shared.TakePseudo(op, b.info)
		if len(info) != 3 || info[0] < 0 {
			continue
		}
		pos := shared.PropPos(op, b.name)
		switch a := op.Attr(b.name).(type) {
		case *ir.IntegerAttr:
			if info[1] == 1 {
				return shared.CustomError(op, pos, "expected 'to' between bounds")
			}
			c := op.Ctx
			op.SetProp(b.name, c.AffineMapAttr(c.AffineMapGet(0, 0, []ir.AffineExpr{c.AffineConst(a.Int64())})))
		case *ir.AffineMapAttr:
			m := a.Map
			switch {
			case info[1] == 0:
				return diag.Errorf(pos, "expected '(' in operand list")
			case m.NumDims != info[0]:
				return shared.CustomError(op, op.NamePos, "dim operand count and affine map dim count must match")
			case m.NumDims+m.NumSyms != len(op.Operands[i]):
				return shared.CustomError(op, op.NamePos, "symbol operand count and affine map symbol count must match")
			case len(m.Results) > 1 && info[2] == 0:
				return shared.CustomError(op, pos, "%s loop bound affine map with multiple results requires '%s' prefix", b.which, b.prefix)
			}
		default:
			return shared.CustomError(op, op.NamePos, "expected valid affine map representation for loop bounds")
		}
	}
	step, ok := op.Attr("step").(*ir.IntegerAttr)
	if !ok {
		return shared.CustomError(op, shared.PropPos(op, "step"), "invalid kind of attribute specified")
	}
	if step.Value.Sign() < 0 {
		return shared.CustomError(op, shared.PropPos(op, "step"), "expected step to be representable as a positive signed integer")
	}
	return nil
}

func (affineFor) Print(p dialect.Printer, op *ir.Operation) {
	args := shared.EntryArgs(op, 0)
	groups, ok := shared.Segments(op, 3)
	if len(args) == 0 || !ok {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(args[0])
	p.WriteString(" = ")
	printAffineBound(p, shared.Prop(op, "lowerBoundMap"), groups[0], "max")
	p.WriteString(" to ")
	printAffineBound(p, shared.Prop(op, "upperBoundMap"), groups[1], "min")
	if step, ok := shared.Prop(op, "step").(*ir.IntegerAttr); ok && step.Int64() != 1 {
		p.WriteString(" step " + strconv.FormatInt(step.Int64(), 10))
	}
	inits := groups[2]
	if len(inits) > 0 {
		shared.PrintInitializationList(p, args[1:], inits, " iter_args")
		p.WriteString(" -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"})
}

// printAffineBound prints a loop bound: a constant or a single symbol
// bare, else the map (after `max`/`min` when it has several results) and
// its operands.
func printAffineBound(p dialect.Printer, a ir.Attribute, operands []ir.Value, prefix string) {
	ma, ok := a.(*ir.AffineMapAttr)
	if !ok {
		return
	}
	m := ma.Map
	if len(m.Results) == 1 {
		if k, ok := m.Results[0].(*ir.AffineConstantExpr); ok && m.NumDims == 0 && m.NumSyms == 0 {
			p.WriteString(strconv.FormatInt(k.Value, 10))
			return
		}
		if _, ok := m.Results[0].(*ir.AffineSymbolExpr); ok && m.NumDims == 0 && m.NumSyms == 1 && len(operands) > 0 {
			p.PrintOperand(operands[0])
			return
		}
	} else {
		p.WriteString(prefix + " ")
	}
	p.PrintAttribute(ma)
	printDimAndSymbolList(p, operands, m.NumDims)
}

// ---- affine.if ----

// affineIf is affine.if:
//
//	affine.if integer-set `(` dims `)` (`[` syms `]`)? (`->` types)? region
//	    (`else` region)? attr-dict
type affineIf struct{}

func (affineIf) Parse(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.Pos()
	cond, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	dims, syms, err := parseDimAndSymbolList(p)
	if err != nil {
		return err
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	then, els, err := shared.ParseThenElse(p, "affine.yield")
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	operands := append(dims, syms...)
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "condition", Value: cond}, shared.Pseudo(pos, affineDimsProp, len(dims)))
	st.Operands = [][]ast.ValueUse{operands}
	st.OperandTypes = [][]ast.Type{shared.Splat(shared.IndexType(), len(operands))}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{then}, {els}}
	return nil
}

func (affineIf) Complete(op *dialect.Pending) error {
	dims := shared.TakePseudo(op, affineDimsProp)
	set, ok := op.Attr("condition").(*ir.IntegerSetAttr)
	if !ok {
		return shared.CustomError(op, shared.PropPos(op, "condition"), "invalid kind of attribute specified")
	}
	if len(dims) != 1 || set.Set.NumDims != dims[0] {
		return shared.CustomError(op, op.NamePos, "dim operand count and integer set dim count must match")
	}
	if set.Set.NumDims+set.Set.NumSyms != len(op.Operands[0]) {
		return shared.CustomError(op, op.NamePos, "symbol operand count and integer set symbol count must match")
	}
	return nil
}

func (affineIf) Print(p dialect.Printer, op *ir.Operation) {
	cond, ok := shared.Prop(op, "condition").(*ir.IntegerSetAttr)
	if !ok {
		return
	}
	p.WriteString(" ")
	p.PrintAttribute(cond)
	printDimAndSymbolList(p, op.Operands, cond.Set.NumDims)
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, len(op.Results) > 0, false)
	if els := shared.Region(op, 1); len(els.Blocks) > 0 {
		p.WriteString(" else ")
		p.PrintRegion(els, false, len(op.Results) > 0, false)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"condition"})
}

// ---- affine.load, affine.store, affine.vector_load, affine.vector_store ----

// affineLoad is affine.load and affine.vector_load:
//
//	affine.load %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type
//	affine.vector_load %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type `,` vector-type
//
// affine.load's result has the memref's element type.
type affineLoad struct{ vector bool }

func (s affineLoad) Parse(p dialect.Parser, st *ast.CustomOp) error {
	a, err := parseAffineAccess(p, st, s.vector)
	if err != nil {
		return err
	}
	st.ResultTypes = [][]ast.Type{a.vectorType} // nil: the memref's element type, once lowered
	st.Operands = [][]ast.ValueUse{{a.memref}, a.indices}
	st.OperandTypes = [][]ast.Type{{a.memrefType}, shared.Splat(shared.IndexType(), len(a.indices))}
	return nil
}

// affineAccess is what affine.load, affine.store and their vector forms
// write after the stored value: `%memref [map-of-ssa-ids] attr-dict :
// memref-type (, vector-type)?`.
type affineAccess struct {
	memref     ast.ValueUse
	indices    []ast.ValueUse
	memrefType ast.Type
	vectorType []ast.Type // the vector type, or nil
}

// parseAffineAccess parses an affineAccess into st's attribute
// dictionary and `map` property, the vector type when vector is set.
func parseAffineAccess(p dialect.Parser, st *ast.CustomOp, vector bool) (a affineAccess, err error) {
	if a.memref, err = p.ParseOperand(); err != nil {
		return a, err
	}
	pos := p.Pos()
	amap, indices, err := p.ParseAffineMapOfSSAIds("[")
	if err != nil {
		return a, err
	}
	a.indices = indices
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return a, err
	}
	if a.memrefType, err = shared.ParseColonMemRefType(p); err != nil {
		return a, err
	}
	if vector {
		if err = p.ParsePunct(","); err != nil {
			return a, err
		}
		vt, err := parseVectorType(p)
		if err != nil {
			return a, err
		}
		a.vectorType = []ast.Type{vt}
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "map", Value: &ast.AffineMapAttr{Map: amap}})
	return a, nil
}

func (s affineLoad) Complete(op *dialect.Pending) error {
	if s.vector {
		return nil
	}
	elem, err := memrefElem(op, op.Operands[0][0])
	if err != nil {
		return err
	}
	op.Results[0] = []ir.Type{elem}
	return nil
}

// memrefElem is the element type of t, which the syntax read as a memref
// type (shared.ParseColonType(MemRefType &)): an alias of another kind is
// mlir-opt's error.
func memrefElem(op *dialect.Pending, t ir.Type) (ir.Type, error) {
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, shared.CustomError(op, op.NamePos, "invalid kind of type specified: expected builtin.memref, but found '%s'", typeString(t))
	}
	return m.Elem, nil
}

func (s affineLoad) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 || len(op.Results) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	printMapOfSSAIds(p, shared.AffineMapOf(op, "map"), op.Operands[1:])
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"map"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	if s.vector {
		p.WriteString(", ")
		p.PrintType(op.Results[0].Type())
	}
}

// affineStore is affine.store and affine.vector_store:
//
//	affine.store %value `,` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type
//	affine.vector_store %value `,` %memref `[` map-of-ssa-ids `]` attr-dict `:` memref-type `,` vector-type
//
// affine.store's value has the memref's element type.
type affineStore struct{ vector bool }

func (s affineStore) Parse(p dialect.Parser, st *ast.CustomOp) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	a, err := parseAffineAccess(p, st, s.vector)
	if err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{v}, {a.memref}, a.indices}
	// A nil value type is the memref's element type, once lowered.
	st.OperandTypes = [][]ast.Type{a.vectorType, {a.memrefType}, shared.Splat(shared.IndexType(), len(a.indices))}
	return nil
}

func (s affineStore) Complete(op *dialect.Pending) error {
	if s.vector {
		return nil
	}
	elem, err := memrefElem(op, op.Operands[1][0])
	if err != nil {
		return err
	}
	op.Operands[0][0] = elem
	return nil
}

func (s affineStore) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(", ")
	p.PrintOperand(op.Operands[1])
	printMapOfSSAIds(p, shared.AffineMapOf(op, "map"), op.Operands[2:])
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"map"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[1].Type())
	if s.vector {
		p.WriteString(", ")
		p.PrintType(op.Operands[0].Type())
	}
}

// ---- affine.prefetch ----

// affinePrefetch is affine.prefetch:
//
//	affine.prefetch %memref `[` map-of-ssa-ids `]` `,` (read|write) `,`
//	    `locality` `<` integer `>` `,` (data|instr) attr-dict `:` memref-type
type affinePrefetch struct{}

func (affinePrefetch) Parse(p dialect.Parser, st *ast.CustomOp) error {
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos := p.Pos()
	amap, indices, err := p.ParseAffineMapOfSSAIds("[")
	if err != nil {
		return err
	}
	spec, err := shared.ParsePrefetchSpec(p)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	t, err := shared.ParseColonMemRefType(p)
	if err != nil {
		return err
	}
	props, err := spec.Props(p)
	if err != nil {
		return err
	}
	st.Props = append(append(st.Props, ast.NamedAttr{Pos: pos, Name: "map", Value: &ast.AffineMapAttr{Map: amap}}), props...)
	st.Operands = [][]ast.ValueUse{{m}, indices}
	st.OperandTypes = [][]ast.Type{{t}, shared.Splat(shared.IndexType(), len(indices))}
	return nil
}

func (affinePrefetch) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	printMapOfSSAIds(p, shared.AffineMapOf(op, "map"), op.Operands[1:])
	shared.PrintPrefetchSpec(p, op)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"map", "localityHint", "isDataCache", "isWrite"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

// ---- affine.parallel ----

// affineParallel is affine.parallel:
//
//	affine.parallel `(` ivs `)` `=` bounds `to` bounds (`step` `(` integers `)`)?
//	    (`reduce` `(` strings `)`)? (`->` types)? region attr-dict
//	bounds ::= `(` (bound (`,` bound)*)? `)`
//	bound  ::= expr-of-ssa-ids | (`max` | `min`) `(` map-of-ssa-ids `)`
//
// Each side's expressions are flattened into one map over its distinct
// operands, with the number of expressions of each bound in a group
// attribute.
type affineParallel struct{}

// atomicRMWKinds are arith's AtomicRMWKind cases by value (the reductions).
var atomicRMWKinds = []string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu",
	"minimumf", "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}

func (affineParallel) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ivs, _, err := dialect.ParseArgumentList(p, dialect.Paren, false, false)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	pos := p.Pos()
	lbMap, lbGroups, lbOps, err := parseParallelBounds(p, "max")
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	upos := p.Pos()
	ubMap, ubGroups, ubOps, err := parseParallelBounds(p, "min")
	if err != nil {
		return err
	}
	steps := make([]int64, len(ivs))
	for i := range steps {
		steps[i] = 1
	}
	if p.ParseOptionalKeyword("step") {
		m, _, err := p.ParseAffineMapOfSSAIds("(")
		if err != nil {
			return err
		}
		steps = steps[:0]
		for _, r := range m.Results {
			k, ok := affineConstValue(r)
			if !ok {
				return p.Errorf(p.OpNamePos(), "steps must be constant integers")
			}
			steps = append(steps, k)
		}
	}
	var reductions []ast.Attr
	if p.ParseOptionalKeyword("reduce") {
		err := dialect.ParseCommaList(p, dialect.Paren, "", func() error {
			kpos := p.Pos()
			a, err := p.ParseAttribute(&ast.NamedType{Name: "none"})
			if err != nil {
				return err
			}
			s, ok := a.(*ast.StringAttr)
			if !ok {
				return p.Errorf(kpos, "invalid kind of attribute specified")
			}
			for v, k := range atomicRMWKinds {
				if k == s.Value {
					reductions = append(reductions, &ast.IntegerAttr{Text: strconv.Itoa(v), Type: &ast.IntegerType{Width: 64}})
					return nil
				}
			}
			return p.Errorf(kpos, "invalid reduction value: %s", strconv.Quote(s.Value))
		})
		if err != nil {
			return err
		}
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion(shared.WithTypes(ivs, shared.Splat(shared.IndexType(), len(ivs))))
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "affine.yield", p.OpNamePos())
	stepAttrs := make([]ast.Attr, len(steps))
	for i, s := range steps {
		stepAttrs[i] = &ast.IntegerAttr{Text: strconv.FormatInt(s, 10), Type: &ast.IntegerType{Width: 64}}
	}
	name := p.OpNamePos()
	st.Props = append(st.Props,
		ast.NamedAttr{Pos: name, Name: "reductions", Value: &ast.ArrayAttr{Elems: reductions}},
		ast.NamedAttr{Pos: pos, Name: "lowerBoundsMap", Value: &ast.AffineMapAttr{Map: lbMap}},
		ast.NamedAttr{Pos: pos, Name: "lowerBoundsGroups", Value: i32Tensor(lbGroups)},
		ast.NamedAttr{Pos: upos, Name: "upperBoundsMap", Value: &ast.AffineMapAttr{Map: ubMap}},
		ast.NamedAttr{Pos: upos, Name: "upperBoundsGroups", Value: i32Tensor(ubGroups)},
		ast.NamedAttr{Pos: name, Name: "steps", Value: &ast.ArrayAttr{Elems: stepAttrs}})
	operands := append(lbOps, ubOps...)
	st.Operands = [][]ast.ValueUse{operands}
	st.OperandTypes = [][]ast.Type{shared.Splat(shared.IndexType(), len(operands))}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

// i32Tensor is getI32TensorAttr: `dense<[...]> : tensor<Nxi32>` (`dense<>`
// when empty), built as the parser would read it, positioned nowhere.
func i32Tensor(vals []int) ast.Attr {
	typ := &ast.TensorType{Shape: []int64{int64(len(vals))}, Elem: &ast.IntegerType{Width: 32}, ElemPos: ast.NoPos}
	d := &ast.DenseAttr{Pos: ast.NoPos, Type: typ}
	if len(vals) > 0 {
		list := make([]*ast.DenseElem, len(vals))
		for i, v := range vals {
			list[i] = &ast.DenseElem{Pos: ast.NoPos, End: ast.NoPos, Lit: ast.Literal{Kind: ast.LitInt, Text: strconv.Itoa(v)}}
		}
		d.Elems = &ast.DenseElem{Pos: ast.NoPos, End: ast.NoPos, List: list, IsList: true}
	}
	return d
}

// affineConstValue evaluates an affine expression made of constants, as
// mlir-opt's construction-time folding does.
func affineConstValue(e ast.AffineExpr) (int64, bool) {
	switch e := e.(type) {
	case *ast.AffineConst:
		return e.Value, true
	case *ast.AffineNeg:
		v, ok := affineConstValue(e.X)
		return -v, ok
	case *ast.AffineBinary:
		l, ok1 := affineConstValue(e.LHS)
		r, ok2 := affineConstValue(e.RHS)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case ast.AffineAdd:
			return l + r, true
		case ast.AffineSub:
			return l - r, true
		case ast.AffineMul:
			return l * r, true
		}
		if r < 1 {
			return 0, false
		}
		switch e.Op {
		case ast.AffineFloorDiv:
			return floorDivInt(l, r), true
		case ast.AffineCeilDiv:
			return -floorDivInt(-l, r), true
		case ast.AffineMod:
			return l - floorDivInt(l, r)*r, true
		}
	}
	return 0, false
}

func floorDivInt(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// parseParallelBounds parses one side of affine.parallel's bounds
// (mlir's parseAffineMapWithMinMax): the flattened map, the number of
// expressions per bound, and the distinct operands (dimensions, then
// symbols, each in order of first use).
func parseParallelBounds(p dialect.Parser, kw string) (*ast.AffineMap, []int, []ast.ValueUse, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, nil, err
	}
	m := &ast.AffineMap{}
	groups := []int{}
	if p.ParseOptionalPunct(")") {
		return m, groups, nil, nil
	}
	var flat []ast.AffineExpr
	var flatDims, flatSyms [][]ast.ValueUse
	for {
		if p.ParseOptionalKeyword(kw) {
			sub, ops, err := p.ParseAffineMapOfSSAIds("(")
			if err != nil {
				return nil, nil, nil, err
			}
			nd := len(sub.Dims)
			for _, r := range sub.Results {
				flat = append(flat, r)
				flatDims = append(flatDims, ops[:nd])
				flatSyms = append(flatSyms, ops[nd:])
			}
			groups = append(groups, len(sub.Results))
		} else {
			e, dims, syms, err := p.ParseAffineExprOfSSAIds()
			if err != nil {
				return nil, nil, nil, err
			}
			flat = append(flat, e)
			flatDims = append(flatDims, dims)
			flatSyms = append(flatSyms, syms)
			groups = append(groups, 1)
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, nil, nil, err
	}
	// Deduplicate the operands: each expression's identifiers become the
	// positions of their values among the distinct ones.
	var dims, syms []ast.ValueUse
	index := func(list *[]ast.ValueUse, u ast.ValueUse) int {
		for i, v := range *list {
			if v.Name == u.Name && max(v.Index, 0) == max(u.Index, 0) {
				return i
			}
		}
		*list = append(*list, u)
		return len(*list) - 1
	}
	for i, e := range flat {
		dimPos := make([]int, len(flatDims[i]))
		for j, u := range flatDims[i] {
			dimPos[j] = index(&dims, u)
		}
		symPos := make([]int, len(flatSyms[i]))
		for j, u := range flatSyms[i] {
			symPos[j] = index(&syms, u)
		}
		m.Results = append(m.Results, renumberAffine(e, dimPos, symPos))
	}
	for _, u := range dims {
		m.Dims = append(m.Dims, "%"+u.Name)
	}
	for _, u := range syms {
		m.Syms = append(m.Syms, "%"+u.Name)
	}
	return m, groups, append(dims, syms...), nil
}

// renumberAffine returns e with dimension i renamed dims[i] and symbol i
// syms[i].
func renumberAffine(e ast.AffineExpr, dims, syms []int) ast.AffineExpr {
	switch e := e.(type) {
	case *ast.AffineDim:
		return &ast.AffineDim{Pos: dims[e.Pos]}
	case *ast.AffineSym:
		return &ast.AffineSym{Pos: syms[e.Pos]}
	case *ast.AffineNeg:
		return &ast.AffineNeg{X: renumberAffine(e.X, dims, syms)}
	case *ast.AffineBinary:
		return &ast.AffineBinary{Op: e.Op, LHS: renumberAffine(e.LHS, dims, syms), RHS: renumberAffine(e.RHS, dims, syms)}
	}
	return e
}

func (affineParallel) Print(p dialect.Printer, op *ir.Operation) {
	lb, ub := shared.AffineMapOf(op, "lowerBoundsMap"), shared.AffineMapOf(op, "upperBoundsMap")
	if lb == nil || ub == nil || numInputs(lb) > len(op.Operands) {
		return
	}
	p.WriteString(" (")
	shared.PrintValues(p, shared.EntryArgs(op, 0))
	p.WriteString(") = (")
	printParallelBounds(p, lb, groupSizesOf(shared.Prop(op, "lowerBoundsGroups")), op.Operands[:numInputs(lb)], "max")
	p.WriteString(") to (")
	printParallelBounds(p, ub, groupSizesOf(shared.Prop(op, "upperBoundsGroups")), op.Operands[numInputs(lb):], "min")
	p.WriteString(")")
	if steps, ok := shared.Prop(op, "steps").(*ir.ArrayAttr); ok {
		all1 := true
		for _, s := range steps.Elems {
			if n, ok := s.(*ir.IntegerAttr); !ok || n.Int64() != 1 {
				all1 = false
			}
		}
		if !all1 {
			p.WriteString(" step (")
			for i, s := range steps.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				if n, ok := s.(*ir.IntegerAttr); ok {
					p.WriteString(strconv.FormatInt(n.Int64(), 10))
				}
			}
			p.WriteString(")")
		}
	}
	if len(op.Results) > 0 {
		p.WriteString(" reduce (")
		if red, ok := shared.Prop(op, "reductions").(*ir.ArrayAttr); ok {
			for i, r := range red.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				if n, ok := r.(*ir.IntegerAttr); ok && n.Int64() >= 0 && n.Int64() < int64(len(atomicRMWKinds)) {
					p.WriteString(`"` + atomicRMWKinds[n.Int64()] + `"`)
				}
			}
		}
		p.WriteString(") -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, len(op.Results) > 0, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"reductions", "lowerBoundsMap", "lowerBoundsGroups",
		"upperBoundsMap", "upperBoundsGroups", "steps"})
}

// printParallelBounds prints one side of affine.parallel's bounds (mlir's
// printMinMaxBound): a one-expression group as an expression of SSA
// values, a larger one as kw(map of SSA values).
func printParallelBounds(p dialect.Printer, m *ir.AffineMap, groups []int, operands []ir.Value, kw string) {
	nd := min(m.NumDims, len(operands))
	start := 0
	for i, size := range groups {
		if i > 0 {
			p.WriteString(", ")
		}
		if start+size > len(m.Results) {
			return
		}
		if size == 1 {
			p.PrintAffineExprOfSSAIds(m.Results[start], operands[:nd], operands[nd:])
		} else {
			p.WriteString(kw + "(")
			p.PrintAffineMapOfSSAIds(&ir.AffineMap{NumDims: m.NumDims, NumSyms: m.NumSyms, Results: m.Results[start : start+size]}, operands)
			p.WriteString(")")
		}
		start += size
	}
}

// groupSizesOf returns the elements of affine.parallel's group attribute
// (a dense i32 tensor).
func groupSizesOf(a ir.Attribute) []int {
	d, ok := a.(*ir.DenseElementsAttr)
	if !ok || d.IsString() {
		return nil
	}
	vals := shared.DenseUints(d)
	out := make([]int, len(vals))
	for i, v := range vals {
		out[i] = int(v.Int64())
	}
	return out
}

// ---- affine.dma_start, affine.dma_wait ----

// affineDmaStart is affine.dma_start, which upstream defines in C++ (no
// properties: its maps are discardable attributes, src_map, dst_map and
// tag_map):
//
//	affine.dma_start %src `[` map `]` `,` %dst `[` map `]` `,` %tag `[` map `]` `,` %n
//	    (`,` %stride `,` %elements_per_stride)? `:` type `,` type `,` type
type affineDmaStart struct{}

func (affineDmaStart) Parse(p dialect.Parser, st *ast.CustomOp) error {
	var operands []ast.ValueUse
	var types []ast.Type
	var maps []ast.NamedAttr
	for i, name := range []string{"src_map", "dst_map", "tag_map"} {
		if i > 0 {
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
		m, err := p.ParseOperand()
		if err != nil {
			return err
		}
		pos := p.Pos()
		amap, indices, err := p.ParseAffineMapOfSSAIds("[")
		if err != nil {
			return err
		}
		maps = append(maps, ast.NamedAttr{Pos: pos, Name: name, Value: &ast.AffineMapAttr{Map: amap}})
		operands = append(append(operands, m), indices...)
		types = append(append(types, nil), shared.Splat(shared.IndexType(), len(indices))...)
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	n, err := p.ParseOperand()
	if err != nil {
		return err
	}
	strides, err := shared.ParseDmaStrides(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	memrefs, err := dialect.ParseTypeList(p)
	if err != nil {
		return err
	}
	if len(memrefs) != 3 {
		return p.Errorf(p.OpNamePos(), "expected three types")
	}
	k := 0
	for i, t := range types {
		if t == nil {
			types[i] = memrefs[k]
			k++
		}
	}
	operands = append(append(operands, n), strides...)
	types = append(types, shared.Splat(shared.IndexType(), 1+len(strides))...)
	st.Operands = [][]ast.ValueUse{operands}
	st.OperandTypes = [][]ast.Type{types}
	st.Attrs = &ast.DictAttr{Pos: p.OpNamePos(), Entries: maps}
	return nil
}

func (affineDmaStart) Print(p dialect.Printer, op *ir.Operation) {
	rest := op.Operands
	var types []ir.Type
	for i, name := range []string{"src_map", "dst_map", "tag_map"} {
		if len(rest) == 0 {
			return
		}
		if i > 0 {
			p.WriteString(",")
		}
		p.WriteString(" ")
		p.PrintOperand(rest[0])
		types = append(types, rest[0].Type())
		rest = printMapOfSSAIds(p, attrMapOf(op, name), rest[1:])
	}
	for _, v := range rest {
		p.WriteString(", ")
		p.PrintOperand(v)
	}
	p.WriteString(" : ")
	p.PrintTypes(types)
}

// affineDmaWait is affine.dma_wait, defined in C++ upstream:
//
//	affine.dma_wait %tag `[` map `]` `,` %n `:` memref-type
type affineDmaWait struct{}

func (affineDmaWait) Parse(p dialect.Parser, st *ast.CustomOp) error {
	tag, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos := p.Pos()
	amap, indices, err := p.ParseAffineMapOfSSAIds("[")
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	n, err := p.ParseOperand()
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	operands := append(append([]ast.ValueUse{tag}, indices...), n)
	st.Operands = [][]ast.ValueUse{operands}
	st.OperandTypes = [][]ast.Type{append([]ast.Type{t}, shared.Splat(shared.IndexType(), len(indices)+1)...)}
	st.Attrs = &ast.DictAttr{Pos: p.OpNamePos(), Entries: []ast.NamedAttr{{Pos: pos, Name: "tag_map", Value: &ast.AffineMapAttr{Map: amap}}}}
	return nil
}

func (affineDmaWait) Complete(op *dialect.Pending) error {
	if _, ok := op.Operands[0][0].(*ir.MemRefType); !ok {
		return shared.CustomError(op, op.NamePos, "expected tag to be of memref type")
	}
	return nil
}

func (affineDmaWait) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) < 2 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	rest := printMapOfSSAIds(p, attrMapOf(op, "tag_map"), op.Operands[1:])
	if len(rest) > 0 {
		p.WriteString(", ")
		p.PrintOperand(rest[0])
	}
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

func typeString(t ir.Type) string { return ir.TypeString(t) }
