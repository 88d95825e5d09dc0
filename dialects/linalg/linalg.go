// Package linalg is the Go side of the linalg dialect (see Register);
// package dialects registers it with the other upstream dialects.
package linalg

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of the linalg dialect: the
// structured ops' common `ins(...) outs(...)` parts, linalg.generic, the
// named structured ops (whose custom form leaves out the body region,
// which their build step writes: see linalg_body.go), matmul and its batch
// variants, contract and elementwise with their indexing maps, map,
// reduce, transpose, broadcast and yield.

// Register registers what Go knows of the linalg dialect in h: the
// hand-written syntaxes, the named structured ops' build steps (their
// bodies, linalg_body.go and the generated linalg_named_gen.go) and the
// ops' verifiers (linalg_verify.go).
func Register(h *registry.Hooks) {
	snippets(h)
	linalgHooks(h)
	linalgVerifiers(h)
	linalgMoreVerifiers(h)
	linalgMatmulVerifiers(h)
	linalgPackVerifiers(h)
	linalgWinogradVerifiers(h)
}

// linalgHooks registers the Go side of linalg's ops.
func linalgHooks(h *registry.Hooks) {
	h.Syntax("linalg.yield", linalgYield{})
	generic := h.Syntax("linalg.generic", linalgGeneric{})
	generic.Build = buildLinalgGeneric
	generic.BlockArgNames = linalgArgNames("in", "out")
	for name, spec := range linalgNamedOps {
		o := h.Syntax(name, linalgNamedSyntax{args: spec.args})
		o.Build = func(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
			return buildLinalgNamed(b, op, st, spec)
		}
	}
	for name, maps := range linalgMatmulMaps {
		o := h.Syntax(name, linalgMatmulSyntax{name: name, mapsByElement: name != "linalg.matmul"})
		o.Build = func(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
			return buildLinalgMatmul(b, op, st, maps)
		}
	}
	h.Syntax("linalg.contract", linalgMatmulSyntax{name: "linalg.contract", required: true}).Build = buildLinalgContract
	h.Syntax("linalg.elementwise", linalgElementwise{}).Build = buildLinalgElementwise

	mapOp := h.Syntax("linalg.map", linalgMap{})
	mapOp.Build = buildLinalgPayload(false)
	mapOp.BlockArgNames = linalgArgNames("in", "init")
	reduce := h.Syntax("linalg.reduce", linalgReduce{})
	reduce.Build = buildLinalgPayload(true)
	reduce.BlockArgNames = linalgArgNames("in", "init")
	transpose := h.Syntax("linalg.transpose", linalgDimsOp{attr: "permutation"})
	transpose.Build = buildLinalgIdentity
	transpose.BlockArgNames = linalgArgNames("in", "init")
	broadcast := h.Syntax("linalg.broadcast", linalgDimsOp{attr: "dimensions"})
	broadcast.Build = buildLinalgIdentity
	broadcast.BlockArgNames = linalgArgNames("in", "init")
	for _, name := range []string{"linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"} {
		h.Infer(name, inferLinalgInits)
	}
	h.ResultName("linalg.pack", "pack")
	h.ResultName("linalg.unpack", "unpack")
	h.ResultName("linalg.map", "mapped")
	h.ResultName("linalg.reduce", "reduced")
	h.ResultName("linalg.transpose", "transposed")
	h.ResultName("linalg.broadcast", "broadcasted")
}

// linalgArgNames names the entry block arguments of a structured op's
// region: the inputs' arguments in, the inits' out (as the ops'
// getAsmBlockArgumentNames do).
func linalgArgNames(in, out string) func(op *ir.Operation, r *ir.Region, set func(*ir.BlockArgument, string)) {
	return func(op *ir.Operation, r *ir.Region, set func(*ir.BlockArgument, string)) {
		if len(r.Blocks) == 0 {
			return
		}
		ins, _ := linalgInsOuts(op)
		for i, a := range r.Blocks[0].Args {
			if i < len(ins) {
				set(a, in)
			} else {
				set(a, out)
			}
		}
	}
}

// linalgInsOuts splits a structured op's operands into its inputs and its
// outputs (inits): by operandSegmentSizes, or, for the ops without it
// (map, reduce, transpose, broadcast), as their definitions do.
func linalgInsOuts(op *ir.Operation) (ins, outs []ir.Value) {
	if g, ok := shared.Segments(op, 2); ok {
		return g[0], g[1]
	}
	n := len(op.Operands)
	switch op.Name {
	case "linalg.reduce": // SameVariadicOperandSize
		return op.Operands[:n/2], op.Operands[n/2:]
	case "linalg.map", "linalg.transpose", "linalg.broadcast":
		if n > 0 {
			return op.Operands[:n-1], op.Operands[n-1:]
		}
	}
	return op.Operands, nil
}

// ---- The parts every structured op shares ----

// linalgParts is what parseCommonStructuredOpParts reads:
//
//	(`<` properties `>`)? attr-dict? (`ins` `(` operands `:` types `)`)?
//	(`outs` `(` operands `:` types `)`)?
type linalgParts struct {
	props             []ast.NamedAttr
	attrs             *ast.DictAttr
	ins, outs         []ast.ValueUse
	inTypes, outTypes []ast.Type
}

func parseLinalgParts(p dialect.Parser) (*linalgParts, error) {
	parts := &linalgParts{}
	if p.ParseOptionalPunct("<") {
		pos := p.Pos()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return nil, err
		}
		d, ok := a.(*ast.DictAttr)
		if !ok {
			// Unreachable for a case: mlir-opt 22 crashes on
			// properties that are not a dictionary.
			return nil, p.Errorf(pos, "expected a dictionary of properties")
		}
		parts.props = d.Entries
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	var err error
	if parts.attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return nil, err
	}
	if p.ParseOptionalKeyword("ins") {
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		if parts.ins, parts.inTypes, err = parseLinalgOperands(p, p.Pos()); err != nil {
			return nil, err
		}
	}
	if p.ParseOptionalKeyword("outs") {
		pos := p.Pos()
		if err := p.ParsePunct("("); err != nil {
			return nil, err
		}
		if parts.outs, parts.outTypes, err = parseLinalgOperands(p, pos); err != nil {
			return nil, err
		}
	}
	return parts, nil
}

// parseLinalgOperands parses `operands : types )` after the `(`; pos is
// where a count mismatch is reported.
func parseLinalgOperands(p dialect.Parser, pos ast.Pos) ([]ast.ValueUse, []ast.Type, error) {
	uses, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return nil, nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, nil, err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return nil, nil, err
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, nil, err
	}
	if len(uses) != len(types) {
		return nil, nil, p.Errorf(pos, "number of operands and types do not match: got %d operands and %d types", len(uses), len(types))
	}
	return uses, types, nil
}

// mergeDicts appends the entries of b to a's (nil when both are).
func mergeDicts(a, b *ast.DictAttr) *ast.DictAttr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &ast.DictAttr{Pos: a.Pos, Entries: append(append([]ast.NamedAttr(nil), a.Entries...), b.Entries...)}
}

// fill sets st's operand groups (inputs, outputs) and their types.
func (parts *linalgParts) fill(st *ast.CustomOp) {
	st.Operands = [][]ast.ValueUse{parts.ins, parts.outs}
	st.OperandTypes = [][]ast.Type{shared.NonNil(parts.inTypes), shared.NonNil(parts.outTypes)}
	st.Props = append(st.Props, parts.props...)
	st.Attrs = mergeDicts(st.Attrs, parts.attrs)
}

// printLinalgInsOuts prints ` ins(%a, %b : t, u) outs(%c : v)`, each part
// only when it has operands.
func printLinalgInsOuts(p dialect.Printer, ins, outs []ir.Value) {
	if len(ins) > 0 {
		p.WriteString(" ins(")
		p.PrintOperands(ins)
		p.WriteString(" : ")
		p.PrintTypes(shared.ValueTypes(ins))
		p.WriteString(")")
	}
	if len(outs) > 0 {
		p.WriteString(" outs(")
		p.PrintOperands(outs)
		p.WriteString(" : ")
		p.PrintTypes(shared.ValueTypes(outs))
		p.WriteString(")")
	}
}

// without returns attrs less the named ones.
func without(attrs []ir.NamedAttribute, names ...string) []ir.NamedAttribute {
	var out []ir.NamedAttribute
	for _, a := range attrs {
		keep := true
		for _, n := range names {
			if a.Name == n {
				keep = false
				break
			}
		}
		if keep {
			out = append(out, a)
		}
	}
	return out
}

// ---- linalg.yield ----

// linalgYield is linalg.yield: operands attr-dict (`:` types)?.
type linalgYield struct{}

func (linalgYield) Parse(p dialect.Parser, st *ast.CustomOp) error {
	pos := p.Pos()
	uses, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	types := []ast.Type{}
	if len(uses) > 0 {
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if types, err = dialect.ParseTypeList(p); err != nil {
			return err
		}
	}
	if len(uses) != len(types) {
		return p.Errorf(pos, "number of operands and types do not match: got %d operands and %d types", len(uses), len(types))
	}
	st.Operands = [][]ast.ValueUse{uses}
	st.OperandTypes = [][]ast.Type{types}
	return nil
}

func (linalgYield) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) > 0 {
		p.WriteString(" ")
		p.PrintOperands(op.Operands)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	if len(op.Operands) > 0 {
		p.WriteString(" : ")
		p.PrintTypes(shared.ValueTypes(op.Operands))
	}
}

// ---- linalg.generic ----

// linalgGeneric is linalg.generic:
//
//	linalg.generic {indexing_maps = [...], iterator_types = ["parallel", ...], doc?, library_call?}
//	               structured-parts (`attrs` `=` attr-dict)? region (-> types)?
//
// The trait dictionary (often an alias) is resolved by the build step,
// which turns the iterator type strings into #linalg.iterator_type
// attributes.
type linalgGeneric struct{}

// linalgGenericExtra is what linalg.generic's syntax hands to its build
// step: the trait dictionary as written, where it started, and where the
// parser stood after it (mlir-opt's positions for its errors).
type linalgGenericExtra struct {
	trait          ast.Attr
	traitPos, next ast.Pos
}

// linalgTraitAttrs are linalg.generic's attributes that its custom form
// writes in the leading dictionary (linalgTraitAttrNames).
var linalgTraitAttrs = []string{"doc", "indexing_maps", "iterator_types", "library_call"}

func (linalgGeneric) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ex := &linalgGenericExtra{traitPos: p.Pos()}
	var err error
	if ex.trait, err = p.ParseAttribute(nil); err != nil {
		return err
	}
	switch ex.trait.(type) {
	case *ast.DictAttr, *ast.AliasAttr: // an alias is checked once resolved
	default:
		return p.Errorf(ex.traitPos, "invalid kind of attribute specified")
	}
	ex.next = p.Pos()
	parts, err := parseLinalgParts(p)
	if err != nil {
		return err
	}
	parts.fill(st)
	if p.ParseOptionalKeyword("attrs") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		extra, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		// The C++ parser adds the leading dictionary's entries to the
		// op's attributes before these.
		if trait, ok := ex.trait.(*ast.DictAttr); ok {
			if err := shared.RejectGivenTwice(p, extra, shared.DictNames(trait)...); err != nil {
				return err
			}
		}
		st.Attrs = mergeDicts(st.Attrs, extra)
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	st.Extra = ex
	return nil
}

func (linalgGeneric) Print(p dialect.Printer, op *ir.Operation) {
	attrs := shared.AllAttrs(op)
	p.WriteString(" ")
	first := true
	for _, a := range attrs {
		if !isOneOf(a.Name, linalgTraitAttrs) {
			continue
		}
		if first {
			p.WriteString("{")
		} else {
			p.WriteString(", ")
		}
		first = false
		p.WriteString(a.Name)
		p.WriteString(" = ")
		if arr, ok := a.Value.(*ir.ArrayAttr); ok && a.Name == "iterator_types" {
			p.WriteString("[")
			for i, e := range arr.Elems {
				if i > 0 {
					p.WriteString(", ")
				}
				if s, ok := linalgEnumCase(e, "iterator_type"); ok {
					p.PrintString(s)
				} else {
					p.PrintAttribute(e)
				}
			}
			p.WriteString("]")
			continue
		}
		p.PrintAttribute(a.Value)
	}
	if !first {
		p.WriteString("}")
	}
	ins, outs := linalgInsOuts(op)
	printLinalgInsOuts(p, ins, outs)
	elided := append([]string{"operandSegmentSizes"}, linalgTraitAttrs...)
	if len(without(attrs, elided...)) > 0 {
		p.WriteString(" attrs = ")
		p.PrintOptionalAttrDict(attrs, elided)
	}
	if r := shared.Region(op, 0); len(r.Blocks) > 0 {
		p.WriteString(" ")
		p.PrintRegion(r, true, true, false)
	}
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
}

func isOneOf(s string, list []string) bool {
	for _, x := range list {
		if s == x {
			return true
		}
	}
	return false
}

// linalgEnumCase returns the case of a linalg enum attribute
// `#linalg.mnemonic<case>`.
func linalgEnumCase(a ir.Attribute, mnemonic string) (string, bool) {
	if w, ok := shared.EnumWord(a, "linalg", mnemonic); ok {
		return w, true
	}
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "linalg" || len(o.Data) < len(mnemonic)+2 || o.Data[:len(mnemonic)] != mnemonic ||
		o.Data[len(mnemonic)] != '<' || o.Data[len(o.Data)-1] != '>' {
		return "", false
	}
	return o.Data[len(mnemonic)+1 : len(o.Data)-1], true
}

// linalgIteratorTypes are the cases of #linalg.iterator_type.
var linalgIteratorTypes = []string{"parallel", "reduction"}

// buildLinalgGeneric completes a linalg.generic written in custom form:
// its trait dictionary's entries join its attributes (the inherent ones
// its properties), the iterator types become enum attributes.
func buildLinalgGeneric(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	if st == nil {
		return nil
	}
	ex, ok := st.Extra.(*linalgGenericExtra)
	if !ok {
		return nil
	}
	v, err := b.Attr(ex.trait)
	if err != nil {
		return err
	}
	trait, ok := v.(*ir.DictionaryAttr)
	if !ok {
		return b.Errorf(ex.traitPos, "invalid kind of attribute specified")
	}
	ctx := b.Context()
	entries := append([]ir.NamedAttribute(nil), trait.Entries...)
	iters, ok := trait.Get("iterator_types").(*ir.ArrayAttr)
	if !ok {
		return b.Errorf(ex.traitPos, "expected \"iterator_types\" array attribute")
	}
	conv := make([]ir.Attribute, len(iters.Elems))
	for i, e := range iters.Elems {
		s, ok := e.(*ir.StringAttr)
		if !ok {
			// Unreachable for a case: mlir-opt reads every element as a
			// string (and crashes).
			return b.Errorf(ex.next, "unexpected iterator_type")
		}
		if !isOneOf(s.Value, linalgIteratorTypes) {
			return b.Errorf(ex.next, "unexpected iterator_type (%s)", s.Value)
		}
		conv[i] = ctx.ReadDialectAttr("linalg", "iterator_type<"+s.Value+">", nil)
	}
	for i := range entries {
		if entries[i].Name == "iterator_types" {
			entries[i].Value = ctx.Array(conv)
		}
	}
	setLinalgAttrs(ctx, op, entries, linalgTraitAttrs)
	return nil
}

// setLinalgAttrs adds entries to op: those named in inherent to its
// properties, the others to its discardable attributes (the attributes
// lowered already win, as the later dictionaries of mlir-opt's parse
// do).
func setLinalgAttrs(ctx *ir.Context, op *ir.Operation, entries []ir.NamedAttribute, inherent []string) {
	var props, disc []ir.NamedAttribute
	for _, e := range entries {
		if isOneOf(e.Name, inherent) {
			props = append(props, e)
		} else {
			disc = append(disc, e)
		}
	}
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		props = append(props, d.Entries...)
	}
	if len(props) > 0 {
		op.Properties = ctx.Dictionary(props)
	}
	if op.Attrs != nil {
		disc = append(disc, op.Attrs.Entries...)
	}
	if len(disc) > 0 {
		op.Attrs = ctx.Dictionary(disc)
	}
}

// ---- Named structured ops ----

// linalgNamedSyntax is the custom form of the named structured ops
// (parseNamedStructuredOp): structured-parts attr-dict? (-> types)?. The
// body region is not written: the build step writes it from the operand
// types, as the op's region builder does in mlir-opt. args is the number
// of operands the region builder takes.
type linalgNamedSyntax struct{ args int }

// linalgNamedExtra is what a named op's syntax hands to its build step:
// where mlir-opt reports the region builder's errors (start, where
// parseNamedStructuredOp began) and the errors found after the op (next,
// where the parser stood after it).
type linalgNamedExtra struct {
	start, next ast.Pos
	// For matmul, contract and elementwise: where their attributes ended
	// (mlir-opt's positions for the errors about them).
	mapsEnd []ast.Pos
	mapsPos ast.Pos
	kindEnd ast.Pos
}

func (s linalgNamedSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	return parseLinalgNamed(p, st, &linalgNamedExtra{}, s.args)
}

// parseLinalgNamed parses what parseNamedStructuredOp reads. args, when
// not negative, is the number of operands the op's region builder takes:
// another count is an error of the parse.
func parseLinalgNamed(p dialect.Parser, st *ast.CustomOp, ex *linalgNamedExtra, args int) error {
	ex.start = p.Pos()
	parts, err := parseLinalgParts(p)
	if err != nil {
		return err
	}
	parts.fill(st)
	more, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = mergeDicts(st.Attrs, more)
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{nil}
	ex.next = p.Pos()
	st.Extra = ex
	if n := len(parts.ins) + len(parts.outs); args >= 0 && n != args {
		return p.Errorf(ex.next, "[parseNamedStructuredOpRegion] ods-gen generated region expects %d args, got %d", args, n)
	}
	return nil
}

func (linalgNamedSyntax) Print(p dialect.Printer, op *ir.Operation) {
	printLinalgNamed(p, op, "operandSegmentSizes", linalgMemoizedMaps)
}

// linalgMemoizedMaps is the attribute in which the verifiers of the OpDSL
// named ops memoize their indexing maps.
const linalgMemoizedMaps = "linalg.memoized_indexing_maps"

// printLinalgNamed is printNamedStructuredOp: attr-dict structured-parts
// (-> types)?; the region is not printed.
func printLinalgNamed(p dialect.Printer, op *ir.Operation, elided ...string) {
	p.PrintOptionalAttrDict(shared.AllAttrs(op), elided)
	ins, outs := linalgInsOuts(op)
	printLinalgInsOuts(p, ins, outs)
	shared.PrintOptionalArrowTypeList(p, shared.ResultTypes(op))
}

// linalgMatmulSyntax is linalg.matmul, batch_matmul, batch_reduce_matmul
// and contract: (`indexing_maps` `=` `[` maps `]`)? then a named op's
// form. matmul and contract read the maps as one array attribute, the
// batch ops element by element; contract requires them.
type linalgMatmulSyntax struct {
	name          string
	mapsByElement bool
	required      bool
}

func (s linalgMatmulSyntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ex := &linalgNamedExtra{}
	if err := parseLinalgMaps(p, st, ex, s.mapsByElement); err != nil {
		return err
	}
	if s.required && ex.mapsEnd == nil {
		return p.Errorf(p.Pos(), "expected 'indexing_maps' attribute")
	}
	if err := parseLinalgNamed(p, st, ex, 3); err != nil {
		return err
	}
	// Written or not, the C++ parser adds the maps to the attributes.
	return shared.RejectGivenTwice(p, st.Attrs, "indexing_maps")
}

// parseLinalgMaps parses (`indexing_maps` `=` maps)? into the
// indexing_maps property; whether the maps are affine maps is checked by
// the build step, once aliases are resolved.
func parseLinalgMaps(p dialect.Parser, st *ast.CustomOp, ex *linalgNamedExtra, byElement bool) error {
	if !p.ParseOptionalKeyword("indexing_maps") {
		return nil
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	pos := p.Pos()
	var maps ast.Attr
	if byElement {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		arr := &ast.ArrayAttr{}
		for {
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			arr.Elems = append(arr.Elems, a)
			ex.mapsEnd = append(ex.mapsEnd, p.Pos())
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
		maps = arr
	} else {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		maps = a
		ex.mapsEnd = []ast.Pos{p.Pos()}
	}
	ex.mapsPos = pos
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "indexing_maps", Value: maps})
	return nil
}

func (s linalgMatmulSyntax) Print(p dialect.Printer, op *ir.Operation) {
	maps := shared.Prop(op, "indexing_maps")
	if s.required || maps != nil && !linalgDefaultMaps(maps, linalgMatmulMaps[s.name]) {
		printLinalgMapsAttr(p, maps)
	}
	printLinalgNamed(p, op, "operandSegmentSizes", linalgMemoizedMaps, "indexing_maps")
}

// printLinalgMapsAttr prints ` indexing_maps = [#map, ...]`.
func printLinalgMapsAttr(p dialect.Printer, maps ir.Attribute) {
	p.WriteString(" indexing_maps = [")
	if arr, ok := maps.(*ir.ArrayAttr); ok {
		for i, m := range arr.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttribute(m)
		}
	}
	p.WriteString("]")
}

// linalgElementwise is linalg.elementwise:
//
//	`kind` `=` attribute (`indexing_maps` `=` `[` maps `]`)? named-op-form
type linalgElementwise struct{}

func (linalgElementwise) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ex := &linalgNamedExtra{}
	if err := p.ParseKeyword("kind"); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	pos := p.Pos()
	kind, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	ex.kindEnd = p.Pos()
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: "kind", Value: kind})
	if err := parseLinalgMaps(p, st, ex, true); err != nil {
		return err
	}
	args := -1
	if d, ok := kind.(*ast.DialectAttr); ok && d.Dialect == "linalg" && d.Name == "elementwise_kind" {
		if n, ok := linalgElementwiseArity[strings.Trim(d.Body, "<>")]; ok {
			args = n + 1
		}
	}
	if err := parseLinalgNamed(p, st, ex, args); err != nil {
		p.Errorf(p.Pos(), "unable to parse elemwise op")
		return err
	}
	return shared.RejectGivenTwice(p, st.Attrs, "indexing_maps")
}

func (linalgElementwise) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" kind=")
	p.PrintAttribute(shared.Prop(op, "kind"))
	if maps := shared.Prop(op, "indexing_maps"); maps != nil {
		kind, _ := linalgEnumCase(shared.Prop(op, "kind"), "elementwise_kind")
		_, outs := linalgInsOuts(op)
		rank := 0
		if len(outs) > 0 {
			rank = shapedRank(outs[0].Type())
		}
		if !linalgIdentityMaps(maps, linalgElementwiseArity[kind]+1, rank) {
			printLinalgMapsAttr(p, maps)
		}
	}
	printLinalgNamed(p, op, "operandSegmentSizes", "kind", "indexing_maps")
}

// shapedRank is t's rank, or 0 when it has none.
func shapedRank(t ir.Type) int {
	if s, ok := t.(ir.ShapedType); ok {
		if dims, ok := s.Dims(); ok {
			return len(dims)
		}
	}
	return 0
}

// ---- linalg.map, linalg.reduce, linalg.transpose, linalg.broadcast ----

// linalgPayload is the short form of a map's or reduce's body, `{ op
// attr-dict }`: the body applies op to the block's arguments.
type linalgPayload struct {
	name  string
	attrs *ast.DictAttr
}

// parseLinalgPayload parses (`{` op-name attr-dict `}`)?.
func parseLinalgPayload(p dialect.Parser) (*linalgPayload, error) {
	if !p.ParseOptionalPunct("{") {
		return nil, nil
	}
	pos := p.Pos()
	name, ok := p.ParseOptionalKeywordOf(nil)
	if !ok {
		return nil, shared.EmitError(p, pos, "expected bare identifier or keyword")
	}
	if !strings.Contains(name, ".") {
		// parseCustomOperationName prefixes the default dialect, which
		// linalg's ops leave empty.
		name = "." + name
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct("}"); err != nil {
		return nil, err
	}
	return &linalgPayload{name: name, attrs: attrs}, nil
}

// parseLinalgDenseI64 parses `name = [1, 2]`.
func parseLinalgDenseI64(p dialect.Parser, st *ast.CustomOp, name string) error {
	pos := p.Pos()
	if err := p.ParseKeyword(name); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	a := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 64}}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	if !p.ParseOptionalPunct("]") {
		for {
			epos := p.Pos()
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf(epos, "expected integer value")
			}
			a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: pos, Name: name, Value: a})
	return nil
}

// printLinalgDenseI64 prints ` name = [1, 2] ` (with its trailing space).
func printLinalgDenseI64(p dialect.Printer, op *ir.Operation, name string) {
	p.WriteString(" " + name + " = [")
	if a, ok := shared.Prop(op, name).(*ir.DenseArrayAttr); ok {
		for i := range a.Values {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(a.Int(i), 10))
		}
	}
	p.WriteString("] ")
}

// linalgMapExtra is what map's and reduce's syntaxes hand to their build
// step: the short form's payload op.
type linalgMapExtra struct {
	payload *linalgPayload
}

// parseLinalgDstStyle parses what map, reduce, transpose and broadcast
// share (parseDstStyleOp): structured-parts, the op's own `name = [...]`
// when attr is set, attr-dict. Their results are their inits of ranked
// tensor type (inferLinalgInits).
func parseLinalgDstStyle(p dialect.Parser, st *ast.CustomOp, attr string) error {
	parts, err := parseLinalgParts(p)
	if err != nil {
		return err
	}
	parts.fill(st)
	if attr != "" {
		if err := parseLinalgDenseI64(p, st, attr); err != nil {
			return err
		}
	}
	more, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = mergeDicts(st.Attrs, more)
	st.ResultTypes = [][]ast.Type{nil}
	return nil
}

// inferLinalgInits: the results of map, reduce, transpose and broadcast
// are their inits (the last operand group) of ranked tensor type.
func inferLinalgInits(_ *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	var out []ir.Type
	if n := len(operands); n > 0 {
		for _, t := range operands[n-1] {
			if _, ok := t.(*ir.RankedTensorType); ok {
				out = append(out, t)
			}
		}
	}
	return out, nil
}

// parseLinalgBody parses the body of a map or reduce written in full:
// `(` arguments `)` region.
func parseLinalgBody(p dialect.Parser) (*ast.Region, error) {
	var args []ast.BlockArg
	err := dialect.ParseCommaList(p, dialect.Paren, " in argument list", func() error {
		a, _, err := p.ParseArgument(true, true)
		args = append(args, a)
		return err
	})
	if err != nil {
		return nil, err
	}
	return p.ParseRegion(shared.NonNil(args))
}

// linalgMap is linalg.map:
//
//	linalg.map ({ op attr-dict })? structured-parts attr-dict
//	           (`(` arguments `)` region)?
type linalgMap struct{}

func (linalgMap) Parse(p dialect.Parser, st *ast.CustomOp) error {
	payload, err := parseLinalgPayload(p)
	if err != nil {
		return err
	}
	if err := parseLinalgDstStyle(p, st, ""); err != nil {
		return err
	}
	// The definition's groups are inputs (variadic) and init: the last
	// operand is the init.
	ins, outs := st.Operands[0], st.Operands[1]
	inTypes, outTypes := st.OperandTypes[0], st.OperandTypes[1]
	all := append(append([]ast.ValueUse(nil), ins...), outs...)
	allTypes := append(append([]ast.Type(nil), inTypes...), outTypes...)
	if n := len(all); n > 0 {
		st.Operands = [][]ast.ValueUse{all[:n-1], all[n-1:]}
		st.OperandTypes = [][]ast.Type{allTypes[:n-1], allTypes[n-1:]}
	}
	return parseLinalgMapBody(p, st, payload)
}

// parseLinalgMapBody parses the full body unless the short form gave a
// payload op, which the build step turns into the body.
func parseLinalgMapBody(p dialect.Parser, st *ast.CustomOp, payload *linalgPayload) error {
	if payload != nil {
		st.Regions = [][]*ast.Region{nil}
		st.Extra = &linalgMapExtra{payload: payload}
		return nil
	}
	body, err := parseLinalgBody(p)
	if err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (linalgMap) Print(p dialect.Printer, op *ir.Operation) {
	printLinalgMapLike(p, op, "", false)
}

// printLinalgMapLike prints a map or reduce: the short form when its body
// is one payload op on the block's arguments, else the body in full on
// a line of its own.
func printLinalgMapLike(p dialect.Printer, op *ir.Operation, attr string, initFirst bool) {
	r := shared.Region(op, 0)
	var payload *ir.Operation
	if len(r.Blocks) > 0 {
		payload = linalgPayloadOp(r.Blocks[0], initFirst)
	}
	if payload != nil {
		p.WriteString(" { " + payload.Name)
		attrs := shared.AllAttrs(payload)
		var elided []string
		for _, a := range attrs {
			if o, ok := ir.SpellingOf(a.Value); ok && o.Dialect == "arith" && o.Data == "fastmath<none>" {
				elided = []string{a.Name}
				break
			}
		}
		p.PrintOptionalAttrDict(attrs, elided)
		p.WriteString(" }")
	}
	ins, outs := linalgInsOuts(op)
	printLinalgInsOuts(p, ins, outs)
	if attr != "" {
		printLinalgDenseI64(p, op, attr)
		p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{attr})
	} else {
		p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	}
	if payload != nil || len(r.Blocks) == 0 {
		return
	}
	p.IncreaseIndent()
	p.PrintNewline()
	p.WriteString("(")
	for i, a := range r.Blocks[0].Args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintArgument(a, nil, false)
	}
	p.WriteString(") ")
	p.PrintRegion(r, false, true, false)
	p.DecreaseIndent()
}

// linalgPayloadOp is findPayloadOp: the body's op when the body is that op
// on the block's arguments (a map's but its init; a reduce's with the
// first last) followed by a yield of its results, else nil.
func linalgPayloadOp(b *ir.Block, initFirst bool) *ir.Operation {
	if len(b.Ops) != 2 {
		return nil
	}
	payload, yield := b.Ops[0], b.Ops[1]
	if len(payload.Operands) == 0 {
		return nil
	}
	args := b.Args
	var want []*ir.BlockArgument
	switch {
	case initFirst && len(args) > 0:
		// The last operand is the first argument, the others the rest.
		want = append(append(want, args[1:]...), args[0])
	case !initFirst && len(args) > 0:
		want = args[:len(args)-1] // a map's payload does not read the init
	}
	if len(payload.Operands) != len(want) {
		return nil
	}
	for i, v := range payload.Operands {
		if v != ir.Value(want[i]) {
			return nil
		}
	}
	if len(yield.Operands) == 0 {
		return nil
	}
	for _, v := range yield.Operands {
		if r, ok := v.(*ir.OpResult); !ok || r.Owner != payload {
			return nil
		}
	}
	return payload
}

// linalgReduce is linalg.reduce:
//
//	linalg.reduce ({ op attr-dict })? structured-parts `dimensions` `=` `[...]`
//	              attr-dict (`(` arguments `)` region)?
type linalgReduce struct{}

func (linalgReduce) Parse(p dialect.Parser, st *ast.CustomOp) error {
	payload, err := parseLinalgPayload(p)
	if err != nil {
		return err
	}
	if err := parseLinalgDstStyle(p, st, "dimensions"); err != nil {
		return err
	}
	return parseLinalgMapBody(p, st, payload)
}

func (linalgReduce) Print(p dialect.Printer, op *ir.Operation) {
	printLinalgMapLike(p, op, "dimensions", true)
}

// buildLinalgPayload builds the body of a map or reduce written in short
// form (addBodyWithPayloadOp): a block of the operands' element types, the
// payload op applied to them (to all but the init for a map; the init
// first for a reduce), its result yielded.
func buildLinalgPayload(initFirst bool) func(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	return func(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
		if st == nil {
			return nil
		}
		ex, ok := st.Extra.(*linalgMapExtra)
		if !ok {
			return nil
		}
		r := &ir.Region{Parent: op}
		op.Regions = []*ir.Region{r}
		types := b.OperandTypes()
		if len(types) == 0 {
			return nil
		}
		blk := r.AddBlock()
		for _, t := range types {
			blk.AddArgument(elementTypeOf(t), nil)
		}
		args := blk.Args
		var operands []ir.Value
		if initFirst {
			operands = append(operands, args[len(args)-1])
			for _, a := range args[:len(args)-1] {
				operands = append(operands, a)
			}
		} else {
			for _, a := range args[:len(args)-1] {
				operands = append(operands, a)
			}
		}
		var attrs []ir.NamedAttribute
		if ex.payload.attrs != nil {
			v, err := b.Attr(ex.payload.attrs)
			if err != nil {
				return err
			}
			attrs = v.(*ir.DictionaryAttr).Entries
		}
		payload, err := b.Create(ex.payload.name, operands, []ir.Type{elementTypeOf(types[len(types)-1])}, attrs)
		if err != nil {
			return err
		}
		blk.Append(payload)
		yield, err := b.Create("linalg.yield", []ir.Value{payload.Result(0)}, nil, nil)
		if err != nil {
			return err
		}
		blk.Append(yield)
		return nil
	}
}

// elementTypeOf is a shaped type's element type, another type itself.
func elementTypeOf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// linalgDimsOp is linalg.transpose (attr permutation) and
// linalg.broadcast (attr dimensions): structured-parts `attr` `=` `[...]`
// attr-dict. Their body, the input yielded, is not written.
type linalgDimsOp struct{ attr string }

func (s linalgDimsOp) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := parseLinalgDstStyle(p, st, s.attr); err != nil {
		return err
	}
	st.Regions = [][]*ast.Region{nil}
	st.Extra = s
	return nil
}

func (s linalgDimsOp) Print(p dialect.Printer, op *ir.Operation) {
	ins, outs := linalgInsOuts(op)
	printLinalgInsOuts(p, ins, outs)
	printLinalgDenseI64(p, op, s.attr)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{s.attr})
}

// buildLinalgIdentity builds the body of a transpose or broadcast
// (buildIdentityRegion): a block of the operands' element types yielding
// the first.
func buildLinalgIdentity(b dialect.Builder, op *ir.Operation, st *ast.CustomOp) error {
	if st == nil {
		return nil
	}
	r := &ir.Region{Parent: op}
	op.Regions = []*ir.Region{r}
	blk := r.AddBlock()
	for _, t := range b.OperandTypes() {
		blk.AddArgument(elementTypeOf(t), nil)
	}
	var yielded []ir.Value
	if len(blk.Args) > 0 {
		yielded = []ir.Value{blk.Args[0]}
	}
	yield, err := b.Create("linalg.yield", yielded, nil, nil)
	if err != nil {
		return err
	}
	blk.Append(yield)
	return nil
}
