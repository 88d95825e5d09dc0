package lower

import (
	"errors"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// customOp lowers an op written in custom form: its syntax grouped the
// parts as def declares them, and left out the types the definition
// implies.
func (l *lowerer) customOp(a *ast.Operation, def *ods.Op) (*ir.Operation, error) {
	c := a.Custom
	if def == nil {
		return nil, diag.Errorf(a.NamePos, "custom op '%s' is unknown", a.Name)
	}
	lowerGroups := func(groups [][]ast.Type) ([][]ir.Type, error) {
		out := make([][]ir.Type, len(groups))
		for i, g := range groups {
			if g == nil {
				continue
			}
			ts, err := l.types(g, a.NamePos)
			if err != nil {
				return nil, err
			}
			out[i] = ts
		}
		return out, nil
	}
	operands, err := lowerGroups(c.OperandTypes)
	if err != nil {
		return nil, err
	}
	for len(operands) < len(c.Operands) {
		operands = append(operands, nil)
	}
	// A group whose types the syntax left out has one nil entry per
	// operand, for the resolution to fill.
	for i, g := range c.Operands {
		if operands[i] == nil {
			operands[i] = make([]ir.Type, len(g))
		}
	}
	results, err := lowerGroups(c.ResultTypes)
	if err != nil {
		return nil, err
	}
	for len(results) < len(def.Results) {
		results = append(results, nil)
	}
	props := make([]ir.NamedAttribute, 0, len(c.Props)+len(def.Attrs))
	for _, p := range c.Props {
		v, err := l.attrs.Attr(p.Value)
		if err != nil {
			return nil, withPos(err, p.Pos)
		}
		props = setAttr(props, p.Name, v)
	}
	var attrs *ir.DictionaryAttr
	if c.Attrs != nil {
		if def.CustomSyntax && !c.DictOverrides {
			if err := duplicateAttr(a, def, c); err != nil {
				return nil, err
			}
		}
		if attrs, err = l.dict(c.Attrs); err != nil {
			return nil, err
		}
	}
	var finish func(*ir.Operation) error
	if cm := l.dialects.Completer(def); cm != nil {
		pending := &dialect.Pending{Ctx: l.ctx, Name: a.Name, NamePos: a.NamePos, Custom: c,
			Operands: operands, Results: results, Props: props, Attrs: attrs}
		if err := cm.Complete(pending); err != nil {
			return nil, withPos(err, a.NamePos)
		}
		props, attrs, finish = pending.Props, pending.Attrs, pending.Finish
	}
	if err := l.dialects.ResolveTypes(l.ctx, def, operands, results, props); err != nil {
		pos := a.NamePos
		var re *dialect.ResolveError
		if errors.As(err, &re) && re.OperandGroup >= 0 && re.OperandGroup < len(c.Operands) && len(c.Operands[re.OperandGroup]) > 0 {
			pos = c.Operands[re.OperandGroup][0].Pos
		}
		return nil, withPos(err, pos)
	}

	resultTypes := concatTypes(results)
	declared := 0
	for _, r := range a.Results {
		declared += r.Count
	}
	if len(a.Results) > 0 && declared != len(resultTypes) {
		return nil, bindError(a.Pos, len(resultTypes), declared)
	}
	op := ir.NewOperation(a.Name, resultTypes)
	op.Pos = a.NamePos
	if n := countOperands(c.Operands); n > 0 {
		op.Operands = make([]ir.Value, 0, n)
	}
	for i, g := range c.Operands {
		if len(operands[i]) != len(g) {
			return nil, diag.Errorf(a.NamePos, "%d operands present, but expected %d", len(g), len(operands[i]))
		}
		for j, u := range g {
			op.Operands = append(op.Operands, nil)
			if err := l.use(op, len(op.Operands)-1, u, operands[i][j]); err != nil {
				return nil, err
			}
		}
	}
	if hasTrait(def, "AttrSizedOperandSegments") {
		props = setAttr(props, "operandSegmentSizes", l.segments(lens(c.Operands)))
	}
	if hasTrait(def, "AttrSizedResultSegments") {
		props = setAttr(props, "resultSegmentSizes", l.segments(lens(results)))
	}
	for _, g := range c.Successors {
		for _, s := range g {
			op.Successors = append(op.Successors, l.block(s.Name, s.Pos))
		}
	}
	if op.Properties, op.Attrs, err = l.properties(def, props, attrs, a.NamePos); err != nil {
		return nil, err
	}
	if def.Format != "" {
		l.implyBlocks(def, a)
	}
	if err := l.finish(op, a, nil); err != nil {
		return nil, err
	}
	if finish != nil {
		if err := finish(op); err != nil {
			return nil, withPos(err, a.NamePos)
		}
	}
	return op, l.build(op, a, concatTypes(operands))
}

// concatTypes is the groups' types in one list (nil when there are none),
// allocated once.
func concatTypes(groups [][]ir.Type) []ir.Type {
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	if n == 0 {
		return nil
	}
	out := make([]ir.Type, 0, n)
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

func countOperands[T any](groups [][]T) int {
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	return n
}

// duplicateAttr rejects, as mlir-opt's parser does after a hand-written
// syntax, an attribute both the syntax and the attribute dictionary set:
// the C++ parsers add what they read to the op's attributes, and the
// dictionary's entry would silently replace it (rename a function, change
// its type). A declarative format's dictionary overrides the properties it
// read instead (properties).
// The segment sizes, which the lowering sets, count as set by the syntax.
func duplicateAttr(a *ast.Operation, def *ods.Op, c *ast.CustomOp) error {
	for _, e := range c.Attrs.Entries {
		dup := e.Name == "operandSegmentSizes" && hasTrait(def, "AttrSizedOperandSegments") ||
			e.Name == "resultSegmentSizes" && hasTrait(def, "AttrSizedResultSegments")
		for _, p := range c.Props {
			dup = dup || p.Name == e.Name
		}
		if dup {
			return diag.Errorf(a.NamePos, "custom op '%s' attribute '%s' occurs more than once in the attribute list", a.Name, e.Name)
		}
	}
	return nil
}

// implyBlocks does for the regions a declarative format parsed what
// mlir-opt's generated parsers do: a SingleBlockImplicitTerminator op's
// region gets a block and its terminator when not written, a SingleBlock
// op's empty region a block. (Hand-written syntaxes do it themselves.)
func (l *lowerer) implyBlocks(def *ods.Op, a *ast.Operation) {
	term := ""
	for _, t := range def.Traits {
		if name, ok := strings.CutPrefix(t, "SingleBlockImplicitTerminator<"); ok {
			term = strings.TrimSuffix(name, ">")
		}
	}
	single := hasTrait(def, "SingleBlock")
	if term == "" && !single {
		return
	}
	direct := directRegions(def)
	for gi, g := range a.Custom.Regions {
		if gi >= len(direct) || !direct[gi] {
			continue
		}
		for _, r := range g {
			l.implyRegion(r, term, a)
		}
	}
}

// implyRegion gives r a block and, when term is set, its terminator.
func (l *lowerer) implyRegion(r *ast.Region, term string, a *ast.Operation) {
	if r.LBrace == ast.NoPos && len(r.Blocks) == 0 {
		return // a region the syntax did not write (an absent optional one)
	}
	if len(r.Blocks) == 0 {
		r.Blocks = append(r.Blocks, &ast.Block{Pos: r.RBrace})
	}
	if term == "" {
		return
	}
	b := r.Blocks[len(r.Blocks)-1]
	if n := len(b.Ops); n > 0 {
		if last := l.dialects.Op(b.Ops[n-1].Name); last != nil && hasTrait(last, "Terminator") {
			return
		}
	}
	b.Ops = append(b.Ops, &ast.Operation{Pos: a.Pos, Name: term, NamePos: a.NamePos, TypePos: a.NamePos,
		Type: &ast.FunctionType{}, End: a.Pos})
}

// directRegions reports, per region group of def, whether its format
// parses the group itself (`$body`, `regions`) rather than through a
// custom directive, which leaves its regions as written, or as the anchor
// of an optional group (`($body^)?`), whose region the generated parser
// also leaves as written (pdl.rewrite's `{}` has no block).
func directRegions(def *ods.Op) []bool {
	f := def.Format
	// Drop the custom directives' argument lists.
	for {
		i := strings.Index(f, "custom<")
		if i < 0 {
			break
		}
		j := strings.Index(f[i:], ")")
		if j < 0 {
			break
		}
		f = f[:i] + f[i+j+1:]
	}
	all := strings.Contains(f, "regions")
	out := make([]bool, len(def.Regions))
	for i, r := range def.Regions {
		v := "$" + r.Name
		for k := strings.Index(f, v); k >= 0 && !out[i]; {
			end := k + len(v)
			if end == len(f) || !isIdentByte(f[end]) && f[end] != '^' {
				out[i] = true
				break
			}
			next := strings.Index(f[end:], v)
			if next < 0 {
				break
			}
			k = end + next
		}
		out[i] = out[i] || all
	}
	return out
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// registered completes a registered op written in generic form as mlir-opt
// does: inherent attributes written in the attribute dictionary move to the
// properties, and default-valued properties are filled in. The `<{...}>`
// dictionary is applied last, as Operation::create does: where it sets an
// inherent attribute, the attribute dictionary's entry of that name is lost.
func (l *lowerer) registered(op *ir.Operation, def *ods.Op, a *ast.Operation) error {
	var props []ir.NamedAttribute
	switch p := op.Properties.(type) {
	case nil:
	case *ir.DictionaryAttr:
		if l.complete(def, p, op.Attrs) {
			return nil // the usual case: mlir-opt's own generic output
		}
		props = append(props, p.Entries...)
	default:
		return nil // not a dictionary: the verifier reports it
	}
	var err error
	op.Properties, op.Attrs, err = l.propertiesWith(def, props, op.Attrs, true, a.NamePos)
	return err
}

// complete reports whether props already holds every default-valued
// property and attrs no inherent attribute: nothing is to move or add.
func (l *lowerer) complete(def *ods.Op, props *ir.DictionaryAttr, attrs *ir.DictionaryAttr) bool {
	if attrs != nil {
		for _, e := range attrs.Entries {
			if _, ok := inherentAttr(def, e.Name); ok {
				return false
			}
		}
	}
	for _, at := range def.Attrs {
		if at.Default != "" && (!at.Optional || at.Property) && !strings.HasPrefix(at.Default, "cpp:") && props.Get(at.Name) == nil {
			return false
		}
	}
	return true
}

// properties returns the properties (inherent attributes, with the
// defaults of those absent) and the discardable attributes of an op
// written in custom form: attrs's inherent attributes move to the
// properties, overriding what the syntax set (mlir-opt's Operation::create
// sets the attribute dictionary after the parsed properties).
func (l *lowerer) properties(def *ods.Op, props []ir.NamedAttribute, attrs *ir.DictionaryAttr, pos ast.Pos) (ir.Attribute, *ir.DictionaryAttr, error) {
	return l.propertiesWith(def, props, attrs, false, pos)
}

// propertiesWith is properties; with propsWin, an inherent attribute
// props already holds keeps its value and attrs's entry of that name is
// dropped (a generic form's `<{...}>`, applied after the dictionary).
func (l *lowerer) propertiesWith(def *ods.Op, props []ir.NamedAttribute, attrs *ir.DictionaryAttr, propsWin bool, pos ast.Pos) (ir.Attribute, *ir.DictionaryAttr, error) {
	if attrs != nil {
		var rest []ir.NamedAttribute
		for _, e := range attrs.Entries {
			name, ok := inherentAttr(def, e.Name)
			switch {
			case !ok:
				rest = append(rest, e)
			case propsWin && hasAttr(props, name):
			default:
				props = setAttr(props, name, e.Value)
			}
		}
		if len(rest) != len(attrs.Entries) {
			attrs = nil
			if len(rest) > 0 {
				attrs = l.ctx.Dictionary(rest)
			}
		}
	}
	defaults, err := l.defaultProps(def, pos)
	if err != nil {
		return nil, nil, err
	}
	for _, d := range defaults {
		if !hasAttr(props, d.Name) {
			props = append(props, d)
		}
	}
	if len(props) == 0 {
		return nil, attrs, nil
	}
	slices.SortStableFunc(props, func(a, b ir.NamedAttribute) int { return strings.Compare(a.Name, b.Name) })
	return l.ctx.Dictionary(props), attrs, nil
}

// defaultProps returns def's default-valued attributes, lowered once.
func (l *lowerer) defaultProps(def *ods.Op, pos ast.Pos) ([]ir.NamedAttribute, error) {
	if d, ok := l.defaults[def]; ok {
		return d, nil
	}
	var out []ir.NamedAttribute
	for _, at := range def.Attrs {
		// A default-valued optional attribute (memref.load's nontemporal)
		// stays absent: only required ones get their default, and
		// properties, which always have a value.
		if at.Default == "" || at.Optional && !at.Property || strings.HasPrefix(at.Default, "cpp:") {
			continue
		}
		syn, err := grammar.ParseAttribute(def.Name+"."+at.Name, at.Default)
		if err != nil {
			return nil, diag.Errorf(pos, "default value of '%s' of %s does not parse: %v", at.Name, def.Name, err)
		}
		v, err := l.attrs.Attr(syn)
		if err != nil {
			return nil, diag.Errorf(pos, "default value of '%s' of %s: %v", at.Name, def.Name, err)
		}
		out = append(out, ir.NamedAttribute{Name: at.Name, Value: v})
	}
	l.defaults[def] = out
	return out, nil
}

func (l *lowerer) segments(sizes []int) ir.Attribute {
	vals := make([]uint64, len(sizes))
	for i, n := range sizes {
		vals[i] = uint64(n)
	}
	return l.ctx.DenseArray(l.ctx.I(32), vals)
}

func lens[T any](groups [][]T) []int {
	out := make([]int, len(groups))
	for i, g := range groups {
		out[i] = len(g)
	}
	return out
}

// inherentAttr reports whether name, in an attribute dictionary, is one of
// def's inherent attributes, which mlir-opt moves into the properties
// (Operation::setAttrs asks the op's getInherentAttr), and the property's
// name. A true property (IntProp, llvm's overflowFlags, ...) is not an
// attribute: an entry of its name stays a discardable attribute. The
// segment sizes are also read under their old names.
func inherentAttr(def *ods.Op, name string) (string, bool) {
	for _, a := range def.Attrs {
		if a.Name == name {
			return name, !a.Property
		}
	}
	switch name {
	case "operandSegmentSizes", "operand_segment_sizes":
		return "operandSegmentSizes", hasTrait(def, "AttrSizedOperandSegments")
	case "resultSegmentSizes", "result_segment_sizes":
		return "resultSegmentSizes", hasTrait(def, "AttrSizedResultSegments")
	}
	return "", false
}

func hasTrait(def *ods.Op, trait string) bool {
	for _, t := range def.Traits {
		if t == trait {
			return true
		}
	}
	return false
}

func hasAttr(list []ir.NamedAttribute, name string) bool {
	for _, e := range list {
		if e.Name == name {
			return true
		}
	}
	return false
}

// setAttr sets name to v in list, replacing an earlier value.
func setAttr(list []ir.NamedAttribute, name string, v ir.Attribute) []ir.NamedAttribute {
	for i := range list {
		if list[i].Name == name {
			list[i].Value = v
			return list
		}
	}
	return append(list, ir.NamedAttribute{Name: name, Value: v})
}
