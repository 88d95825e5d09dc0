package asmformat

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// printState is one print of an operation with a Format. printStates are
// pooled: the slices keep their memory from one print to the next.
type printState struct {
	f  *Format
	p  dialect.Printer
	op *ir.Operation
	// operands and results divided into the op's groups.
	operands [][]ir.Value
	results  [][]ir.Type
	regions  [][]*ir.Region
	succs    [][]*ir.Block
	// typeBuf backs results and the type lists of type directives; sizes
	// is split's scratch.
	typeBuf []ir.Type
	sizes   []int
	elided  []string
}

var printStates = sync.Pool{New: func() any { return new(printState) }}

// Print implements Syntax: it writes op's custom form after the op name.
// Inherent attributes are read from op.Properties (a dictionary, for
// registered ops) or else from op.Attrs. Operand and result groups are
// derived from the op definition: one variable-length group takes what
// the fixed ones leave, AttrSizedOperandSegments and
// AttrSizedResultSegments read the segment-sizes property.
func (f *Format) Print(p dialect.Printer, op *ir.Operation) {
	s := printStates.Get().(*printState)
	*s = printState{
		f: f, p: p, op: op,
		operands: s.operands[:0], results: s.results[:0], regions: s.regions[:0], succs: s.succs[:0],
		typeBuf: s.typeBuf[:0], sizes: s.sizes[:0], elided: s.elided[:0],
	}
	s.groups()
	for _, el := range f.elems {
		s.elem(el)
	}
	s.p, s.op = nil, nil
	printStates.Put(s)
}

// typeList returns n types set by at, in typeBuf's memory: the list is
// valid for the print only, and appending to it reallocates.
func (s *printState) typeList(n int, at func(i int) ir.Type) []ir.Type {
	start := len(s.typeBuf)
	for i := range n {
		s.typeBuf = append(s.typeBuf, at(i))
	}
	return s.typeBuf[start:len(s.typeBuf):len(s.typeBuf)]
}

// attr returns the inherent attribute named name, or nil.
func (s *printState) attr(name string) ir.Attribute {
	if d, ok := s.op.Properties.(*ir.DictionaryAttr); ok {
		if v := d.Get(name); v != nil {
			return v
		}
	}
	return s.op.Attr(name)
}

// segments reads a segment-sizes attribute.
func (s *printState) segments(name string) []int {
	d, ok := s.attr(name).(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int, len(d.Values))
	for i := range d.Values {
		out[i] = int(d.Int(i))
	}
	return out
}

// split divides n values into groups by their lengths (and segment sizes,
// when given and consistent). When the sizes do not add up it still
// places every value: single groups take one each in order, the first
// variable-length group (else the last group) the rest, so that the
// verifier, not the parser or printer, reports the mismatch.
func split(n int, lengths []Length, segs []int) []int {
	return splitInto(nil, n, lengths, segs)
}

// splitInto is split reusing dst's memory for the result.
func splitInto(dst []int, n int, lengths []Length, segs []int) []int {
	if sizes, ok := splitGroupsInto(dst, n, lengths, segs); ok {
		return sizes
	}
	if sizes, ok := splitGroupsInto(dst, n, lengths, nil); ok {
		return sizes
	}
	out := append(dst[:0], make([]int, len(lengths))...)
	if len(out) == 0 {
		return out
	}
	left := n
	for i, l := range lengths {
		if l == Single && left > 0 {
			out[i] = 1
			left--
		}
	}
	rest := len(out) - 1
	for i, l := range lengths {
		if l != Single {
			rest = i
			break
		}
	}
	out[rest] += left
	return out
}

func (s *printState) groups() {
	op, g := s.op, &s.f.lengths
	var segs []int
	if g.sizedOperands {
		segs = s.segments("operandSegmentSizes")
	}
	k := 0
	s.sizes = splitInto(s.sizes, len(op.Operands), g.operands, segs)
	for _, n := range s.sizes {
		s.operands = append(s.operands, op.Operands[k:k+n:k+n])
		k += n
	}
	segs = nil
	if g.sizedResults {
		segs = s.segments("resultSegmentSizes")
	}
	k = 0
	s.sizes = splitInto(s.sizes, len(op.Results), g.results, segs)
	for _, n := range s.sizes {
		s.results = append(s.results, s.typeList(n, func(j int) ir.Type { return op.Results[k+j].Type() }))
		k += n
	}
	k = 0
	s.sizes = splitInto(s.sizes, len(op.Regions), g.regions, nil)
	for _, n := range s.sizes {
		s.regions = append(s.regions, op.Regions[k:k+n:k+n])
		k += n
	}
	k = 0
	s.sizes = splitInto(s.sizes, len(op.Successors), g.successors, nil)
	for _, n := range s.sizes {
		s.succs = append(s.succs, op.Successors[k:k+n:k+n])
		k += n
	}
}

func (s *printState) space(el *element) {
	if el.space {
		s.p.WriteString(" ")
	}
}

func (s *printState) elem(el *element) {
	p := s.p
	switch el.kind {
	case kLiteral:
		s.space(el)
		p.WriteString(el.text)
		return
	case kSpace:
		if el.text == " " {
			p.WriteString(" ")
		}
		return
	case kNewline:
		p.PrintNewline()
		return
	case kOptional:
		show := s.present(el.anchor) != el.inverted
		list := el.then
		if !show {
			list = el.els
		}
		for _, e := range list {
			if e != el.elided {
				s.elem(e)
			}
		}
		return
	case kOIList:
		for _, cl := range el.clauses {
			if !s.clausePresent(cl) {
				continue
			}
			s.elem(cl.lit)
			if cl.unit == nil {
				for _, e := range cl.elems {
					s.elem(e)
				}
			}
		}
		return
	case kAttrDict:
		s.attrDict(el.withKeyword)
		return
	case kPropDict:
		s.propDict()
		return
	}
	s.space(el)
	switch el.kind {
	case kAttr:
		s.printAttr(el)
	case kOperand:
		s.printOperands(el.index)
	case kRegion:
		for i, r := range s.regions[el.index] {
			if i > 0 {
				p.WriteString(", ")
			}
			s.printRegion(r)
		}
	case kSuccessor:
		for i, b := range s.succs[el.index] {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(b)
		}
	case kCustom:
		s.custom(el)
	case kOperands:
		p.PrintOperands(s.op.Operands)
	case kRegions:
		for i, r := range s.op.Regions {
			if i > 0 {
				p.WriteString(", ")
			}
			s.printRegion(r)
		}
	case kSuccessors:
		for i, b := range s.op.Successors {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintSuccessor(b)
		}
	case kType:
		if el.stripped != nil {
			if ts := s.types(el.arg); len(ts) == 1 {
				s.printStrippedType(el.stripped, ts[0])
				break
			}
		}
		s.printTypeDirective(el.arg)
	case kFuncType:
		p.WriteString("(")
		p.PrintTypes(s.types(el.in))
		p.WriteString(") -> ")
		out := s.types(el.out)
		_, isFn := firstType(out).(*ir.FunctionType)
		if len(out) == 1 && !isFn {
			p.PrintType(out[0])
		} else {
			p.WriteString("(")
			p.PrintTypes(out)
			p.WriteString(")")
		}
	}
}

func firstType(ts []ir.Type) ir.Type {
	if len(ts) == 0 {
		return nil
	}
	return ts[0]
}

// types are the types a type directive's argument stands for.
func (s *printState) types(arg *element) []ir.Type {
	switch arg.kind {
	case kOperand:
		vs := s.operands[arg.index]
		return s.typeList(len(vs), func(i int) ir.Type { return vs[i].Type() })
	case kResult:
		return s.results[arg.index]
	case kOperands:
		return s.typeList(len(s.op.Operands), func(i int) ir.Type { return s.op.Operands[i].Type() })
	case kResults:
		return s.typeList(len(s.op.Results), func(i int) ir.Type { return s.op.Results[i].Type() })
	}
	return nil
}

// subGroups are the sub-group sizes of a VariadicOfVariadic operand group.
func (s *printState) subGroups(i, n int) []int {
	segs := s.segments(s.f.op.Operands[i].Segments)
	sum := 0
	for _, g := range segs {
		sum += g
	}
	if segs == nil || sum != n {
		return []int{n}
	}
	return segs
}

func (s *printState) printTypeDirective(arg *element) {
	p := s.p
	ts := s.types(arg)
	if arg.kind == kOperand && argLength(s.f.op.Operands[arg.index]) == VariadicOfVariadic {
		k := 0
		for i, n := range s.subGroups(arg.index, len(ts)) {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("(")
			p.PrintTypes(ts[k : k+n])
			p.WriteString(")")
			k += n
		}
		return
	}
	p.PrintTypes(ts)
}

func (s *printState) printOperands(i int) {
	p := s.p
	vs := s.operands[i]
	if argLength(s.f.op.Operands[i]) == VariadicOfVariadic {
		k := 0
		for j, n := range s.subGroups(i, len(vs)) {
			if j > 0 {
				p.WriteString(", ")
			}
			p.WriteString("(")
			p.PrintOperands(vs[k : k+n])
			p.WriteString(")")
			k += n
		}
		return
	}
	p.PrintOperands(vs)
}

// printRegion prints a region; under SingleBlockImplicitTerminator the
// terminator is left out unless it has operands, results or attributes.
func (s *printState) printRegion(r *ir.Region) {
	printTerm := true
	if s.f.implicitTerm && len(r.Blocks) > 0 && len(r.Blocks[0].Ops) > 0 {
		b := r.Blocks[0]
		term := b.Ops[len(b.Ops)-1]
		printTerm = len(term.Operands) != 0 || len(term.Results) != 0 || !emptyDict(term.Attrs) || !emptyAttr(term.Properties)
	}
	s.p.PrintRegion(r, true, printTerm, false)
}

func emptyDict(d *ir.DictionaryAttr) bool { return d == nil || len(d.Entries) == 0 }

func emptyAttr(a ir.Attribute) bool {
	if a == nil {
		return true
	}
	d, ok := a.(*ir.DictionaryAttr)
	return ok && len(d.Entries) == 0
}

// present is an optional group's anchor check.
func (s *printState) present(el *element) bool {
	switch el.kind {
	case kOperand:
		return len(s.operands[el.index]) > 0
	case kResult:
		return len(s.results[el.index]) > 0
	case kRegion:
		rs := s.regions[el.index]
		if s.f.op.Regions[el.index].Variadic {
			return len(rs) > 0
		}
		return len(rs) > 0 && len(rs[0].Blocks) > 0
	case kSuccessor:
		return len(s.succs[el.index]) > 0
	case kType:
		return s.present(el.arg)
	case kFuncType:
		return s.present(el.in)
	case kOperands:
		return len(s.op.Operands) > 0
	case kResults:
		return len(s.op.Results) > 0
	case kAttr:
		return s.attrPresent(el)
	case kRef:
		return s.present(el.arg)
	case kCustom:
		for _, a := range el.args {
			if s.present(a) {
				return true
			}
		}
	}
	return false
}

// attrPresent: an attribute counts as present when set and, if it has a
// default value, not equal to it; a unit property when true.
func (s *printState) attrPresent(el *element) bool {
	info := s.f.attrs[el.index]
	a := s.attr(info.def.Name)
	if a == nil {
		return false
	}
	if info.mode == modeUnitProp || info.mode == modeBoolProp {
		switch a := a.(type) {
		case *ir.UnitAttr:
			return true
		case *ir.IntegerAttr:
			return a.Bool()
		}
		return false
	}
	return info.def.Default == "" || !s.f.isDefault(a, info.def.Default)
}

func (s *printState) clausePresent(cl oiClause) bool {
	for _, v := range collectVars(&element{kind: kOptional, then: cl.elems}, nil) {
		if s.present(v) {
			return true
		}
	}
	return false
}

func (s *printState) printAttr(el *element) {
	p := s.p
	info := s.f.attrs[el.index]
	a := s.attr(info.def.Name)
	if a == nil {
		return
	}
	mode := info.mode
	if el.qualified {
		switch mode {
		case modeBuiltin, modeStripped, modeOpaque, modeDenseArray:
			mode = modeGeneric
		}
	}
	switch mode {
	case modeEnum:
		v := int64(0)
		if ia, ok := a.(*ir.IntegerAttr); ok {
			v = ia.Int64()
		}
		str := enumString(info.enum, v)
		if printsBare(info.enum, v) {
			p.WriteString(str)
		} else {
			p.PrintString(str)
		}
	case modeSymbol:
		if sa, ok := a.(*ir.StringAttr); ok {
			p.PrintSymbolName(sa.Value)
		} else {
			p.PrintAttribute(a)
		}
	case modeTyped:
		p.PrintAttributeWithoutType(a)
	case modeGeneric, modeBuiltin:
		p.PrintAttribute(a)
	case modeStripped, modeOpaque:
		p.PrintStrippedAttr(a)
	case modeDenseArray:
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok || info.float {
			p.PrintStrippedAttr(a)
			return
		}
		p.WriteString("[")
		for i := range d.Values {
			if i > 0 {
				p.WriteString(", ")
			}
			if info.width == 1 {
				p.WriteString(strconv.FormatBool(d.Values[i] != 0))
			} else {
				p.WriteString(strconv.FormatInt(d.Int(i), 10))
			}
		}
		p.WriteString("]")
	case modeUnitProp:
		if s.attrPresent(el) {
			p.WriteString("unit")
		} else {
			p.WriteString("unit_absent")
		}
	case modeIntProp:
		if ia, ok := a.(*ir.IntegerAttr); ok {
			p.WriteString(ia.Value.String())
		} else {
			p.PrintAttribute(a)
		}
	case modeOptIntProp:
		if arr, ok := a.(*ir.ArrayAttr); ok && len(arr.Elems) == 1 {
			if ia, ok := arr.Elems[0].(*ir.IntegerAttr); ok {
				p.WriteString(ia.Value.String())
				break
			}
		}
		p.PrintAttribute(a)
	case modeBoolProp:
		p.WriteString(strconv.FormatBool(s.attrPresent(el)))
	case modeEnumProp:
		v := int64(0)
		if ia, ok := a.(*ir.IntegerAttr); ok {
			v = ia.Int64()
		}
		if info.mnemonic != "" {
			p.WriteString(info.mnemonic + "<" + enumPropString(info.enum, v) + ">")
		} else {
			p.WriteString(enumPropString(info.enum, v))
		}
	case modeStringProp:
		if sa, ok := a.(*ir.StringAttr); ok {
			p.PrintString(sa.Value)
		} else {
			p.PrintAttribute(a)
		}
	}
}

// inherent is the op's inherent attributes (its properties as a
// dictionary), sorted by name.
func (s *printState) inherent() []ir.NamedAttribute {
	if d, ok := s.op.Properties.(*ir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

// attrDict prints attr-dict: the inherent and discardable attributes
// merged and sorted (only the discardable ones with prop-dict), less the
// ones the format binds or implies and those equal to their default.
func (s *printState) attrDict(withKeyword bool) {
	var attrs []ir.NamedAttribute
	var disc []ir.NamedAttribute
	if s.op.Attrs != nil {
		disc = s.op.Attrs.Entries
	}
	if s.f.hasPropDict {
		attrs = disc
	} else {
		attrs = mergeSorted(inherentAttrs(s.f.op, s.op), disc)
	}
	elided := s.f.elided
	for _, a := range s.f.op.Attrs {
		if a.Default != "" && !a.Property && s.f.isDefault(s.attr(a.Name), a.Default) {
			if len(elided) == len(s.f.elided) {
				elided = append(s.elided[:0], elided...)
			}
			elided = append(elided, a.Name)
			s.elided = elided
		}
	}
	if withKeyword {
		s.p.PrintOptionalAttrDictWithKeyword(attrs, elided)
	} else {
		s.p.PrintOptionalAttrDict(attrs, elided)
	}
}

// OpAttrs is an op's inherent (properties) and discardable attributes,
// merged and sorted by name, as mlir-opt's Operation::getAttrs gives them
// to a custom printer.
func OpAttrs(op *ir.Operation) []ir.NamedAttribute {
	var inherent, disc []ir.NamedAttribute
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		inherent = d.Entries
	}
	if op.Attrs != nil {
		disc = op.Attrs.Entries
	}
	return mergeSorted(inherent, disc)
}

// inherentAttrs is op's properties but the true properties (IntProp,
// llvm's overflowFlags, ...): what mlir-opt's getAttrs adds to the
// discardable attributes. A discardable attribute named like a true
// property is another attribute, and prints in attr-dict.
func inherentAttrs(def *ods.Op, op *ir.Operation) []ir.NamedAttribute {
	d, ok := op.Properties.(*ir.DictionaryAttr)
	if !ok {
		return nil
	}
	hasProp := false
	for _, at := range def.Attrs {
		hasProp = hasProp || at.Property
	}
	if !hasProp {
		return d.Entries
	}
	out := make([]ir.NamedAttribute, 0, len(d.Entries))
	for _, e := range d.Entries {
		if !isTrueProperty(def, e.Name) {
			out = append(out, e)
		}
	}
	return out
}

func isTrueProperty(def *ods.Op, name string) bool {
	for _, at := range def.Attrs {
		if at.Name == name {
			return at.Property
		}
	}
	return false
}

// mergeSorted merges two name-sorted attribute lists; on a clash the
// inherent attribute wins.
func mergeSorted(a, b []ir.NamedAttribute) []ir.NamedAttribute {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]ir.NamedAttribute, 0, len(a)+len(b))
	out = append(out, a...)
	for _, e := range b {
		dup := false
		for _, x := range a {
			if x.Name == e.Name {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// propDict prints prop-dict: a space, then `<{...}>` with the properties
// the format does not bind, if any.
func (s *printState) propDict() {
	p := s.p
	p.WriteString(" ")
	var rest []ir.NamedAttribute
	for _, e := range s.inherent() {
		bound := false
		for _, b := range s.f.bound {
			if b == e.Name {
				bound = true
				break
			}
		}
		if !bound {
			rest = append(rest, e)
		}
	}
	if len(rest) == 0 {
		return
	}
	p.WriteString("<{")
	for i, e := range rest {
		if i > 0 {
			p.WriteString(", ")
		}
		if isKeyword(e.Name) {
			p.WriteString(e.Name)
		} else {
			p.PrintString(e.Name)
		}
		if _, unit := e.Value.(*ir.UnitAttr); !unit {
			p.WriteString(" = ")
			p.PrintAttribute(e.Value)
		}
	}
	p.WriteString("}>")
}

// custom calls a custom directive's Print with its arguments' values.
func (s *printState) custom(el *element) {
	args := make([]PrintArg, len(el.args))
	for i, a := range el.args {
		args[i].Arg = el.specs[i]
		if a.kind == kRef {
			a = a.arg
		}
		switch a.kind {
		case kOperand:
			args[i].Operands = s.operands[a.index]
			if argLength(s.f.op.Operands[a.index]) == VariadicOfVariadic {
				args[i].Groups = s.subGroups(a.index, len(args[i].Operands))
			}
		case kType:
			args[i].Types = s.types(a.arg)
			if a.arg.kind == kOperand && argLength(s.f.op.Operands[a.arg.index]) == VariadicOfVariadic {
				args[i].Groups = s.subGroups(a.arg.index, len(args[i].Types))
			}
		case kAttr:
			args[i].Attr = s.attr(a.text)
		case kRegion:
			args[i].Regions = s.regions[a.index]
		case kSuccessor:
			args[i].Successors = s.succs[a.index]
		case kAttrDict:
			var disc []ir.NamedAttribute
			if s.op.Attrs != nil {
				disc = s.op.Attrs.Entries
			}
			args[i].Dict = mergeSorted(s.inherent(), disc)
		}
	}
	el.directive.Print(s.p, s.op, args)
}

// printStrippedType is printStrippedAttrOrType: a type of the definition's
// dialect and mnemonic without its `!dialect.mnemonic` prefix, any other
// type in full.
func (s *printState) printStrippedType(d *DialectTypeDef, t ir.Type) {
	if o, ok := ir.SpellingOf(t); ok && o.Dialect == d.Dialect {
		if rest, ok := strings.CutPrefix(o.Data, d.Def.Mnemonic); ok && rest != "" && (rest[0] == '<' || rest[0] == ' ') {
			s.p.WriteString(rest)
			return
		}
	}
	s.p.PrintType(t)
}
