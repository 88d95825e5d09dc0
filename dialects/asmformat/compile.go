package asmformat

import (
	"fmt"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Format is an op's compiled assembly format. It implements Syntax (and
// TypeResolver for the types its syntax leaves out).
type Format struct {
	op    *ods.Op
	env   *Env
	elems []*element
	attrs []*attrInfo // per op attribute, in definition order

	allOperands, allOperandTypes, allResultTypes bool
	hasPropDict, hasAllRegions, hasAllSuccessors bool
	seenOperandTypes, seenResultTypes            []bool

	// elided are the attribute names attr-dict never prints: the segment
	// sizes the syntax implies and the attributes the format binds.
	elided []string
	// bound are the attribute names the format binds (prop-dict elides them).
	bound []string
	// implicitTerm is SingleBlockImplicitTerminator: regions print without
	// a terminator that has no operands, results or attributes.
	implicitTerm bool
	// resolver is how the types the syntax omits are found.
	resolver *Resolver
	// defaults caches isDefault's answers (attributes are interned, so
	// the pointer is the value); a Format may print on several goroutines.
	defaultsMu sync.RWMutex
	defaults   map[defaultKey]bool
	// lengths are the op's groups as printing divides them.
	lengths groupLengths
}

// groupLengths are the lengths of an op's operand, result, region and
// successor groups, and whether segment-size attributes size the operand
// and result groups: computed once per op, not per printed op.
type groupLengths struct {
	operands, results, regions, successors []Length
	sizedOperands, sizedResults            bool
}

func lengthsOf(op *ods.Op) groupLengths {
	g := groupLengths{
		operands:      make([]Length, len(op.Operands)),
		results:       resultLengths(op),
		regions:       make([]Length, len(op.Regions)),
		successors:    make([]Length, len(op.Successors)),
		sizedOperands: hasTrait(op, "AttrSizedOperandSegments"),
		sizedResults:  hasTrait(op, "AttrSizedResultSegments"),
	}
	for i, a := range op.Operands {
		g.operands[i] = argLength(a)
	}
	for i, r := range op.Regions {
		g.regions[i] = regionLength(r)
	}
	for i, a := range op.Successors {
		g.successors[i] = argLength(a)
	}
	return g
}

type defaultKey struct {
	a   ir.Attribute
	def string
}

// isDefault is isDefault(a, def), computed once per attribute.
func (f *Format) isDefault(a ir.Attribute, def string) bool {
	k := defaultKey{a, def}
	f.defaultsMu.RLock()
	v, ok := f.defaults[k]
	f.defaultsMu.RUnlock()
	if ok {
		return v
	}
	v = isDefault(a, def)
	f.defaultsMu.Lock()
	if f.defaults == nil {
		f.defaults = map[defaultKey]bool{}
	}
	f.defaults[k] = v
	f.defaultsMu.Unlock()
	return v
}

// Op returns the op definition the format was compiled for.
func (f *Format) Op() *ods.Op { return f.op }

// FormatError is a malformed assembly format: the op, the offset in the
// format string and what is wrong, with how to fix it.
type FormatError struct {
	Op     string
	Format string
	Pos    int
	Msg    string
}

func (e *FormatError) Error() string {
	line, col := 1, 1
	for i := 0; i < e.Pos && i < len(e.Format); i++ {
		if e.Format[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Sprintf("assembly format of '%s', %d:%d: %s", e.Op, line, col, e.Msg)
}

type fctx uint8

const (
	topLevelCtx fctx = iota
	customCtx
	typeCtx
	refCtx
)

type compileBailout struct{}

type compiler struct {
	op  *ods.Op
	env *Env
	f   *Format
	lx  flexer
	tok ftok
	err *FormatError

	hasAttrDict               bool
	seenOperands, seenRegions []bool
	seenSuccessors, seenAttrs []bool
	attrOrder                 []int
	operandIdx, resultIdx     map[string]int
	regionIdx, successorIdx   map[string]int
	attrIdx                   map[string]int
}

// Compile compiles op's assembly format (op.Format) against env (nil for
// the built-in directives only). The error, a *FormatError, says what is
// malformed and how to fix it, following the rules of ODS's OpFormatGen.
func Compile(op *ods.Op, env *Env) (f *Format, err error) {
	if env == nil {
		env = NewEnv()
	}
	c := &compiler{op: op, env: env, lx: flexer{src: op.Format}}
	c.f = &Format{
		op: op, env: env,
		seenOperandTypes: make([]bool, len(op.Operands)),
		seenResultTypes:  make([]bool, len(op.Results)),
		implicitTerm:     implicitTerminator(op) != "",
		lengths:          lengthsOf(op),
	}
	c.seenOperands = make([]bool, len(op.Operands))
	c.seenRegions = make([]bool, len(op.Regions))
	c.seenSuccessors = make([]bool, len(op.Successors))
	c.seenAttrs = make([]bool, len(op.Attrs))
	c.operandIdx, c.resultIdx = index(op.Operands), index(op.Results)
	c.successorIdx = index(op.Successors)
	c.regionIdx = map[string]int{}
	for i, r := range op.Regions {
		c.regionIdx[r.Name] = i
	}
	c.attrIdx = map[string]int{}
	for i, a := range op.Attrs {
		c.attrIdx[a.Name] = i
		c.f.attrs = append(c.f.attrs, env.attrInfo(a))
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(compileBailout); !ok {
				panic(r)
			}
			f, err = nil, c.err
		}
	}()
	if strings.TrimSpace(op.Format) == "" {
		c.fail(0, "the op has no assembly format")
	}
	c.next()
	var elems []*element
	for c.tok.kind != fEOF {
		elems = append(elems, c.parseElement(topLevelCtx))
	}
	c.f.elems = elems
	c.verify(elems)
	var st spaceState
	st.should = true
	st.walk(elems)
	return c.f, nil
}

func index(args []*ods.Arg) map[string]int {
	m := make(map[string]int, len(args))
	for i, a := range args {
		m[a.Name] = i
	}
	return m
}

func (c *compiler) fail(pos int, format string, args ...any) {
	if c.err == nil {
		c.err = &FormatError{Op: c.op.Name, Format: c.op.Format, Pos: pos, Msg: fmt.Sprintf(format, args...)}
	}
	panic(compileBailout{})
}

func (c *compiler) next() {
	c.tok = c.lx.next()
	if c.tok.kind == fError {
		c.fail(c.tok.pos, "%s", c.lx.err)
	}
}

func (c *compiler) expect(k ftokKind, msg string) ftok {
	if c.tok.kind != k {
		c.fail(c.tok.pos, "%s", msg)
	}
	t := c.tok
	c.next()
	return t
}

// parseElement parses
//
//	element ::= literal | string | variable | directive | optional-group
func (c *compiler) parseElement(ctx fctx) *element {
	switch c.tok.kind {
	case fLiteral:
		return c.parseLiteral(ctx)
	case fString:
		return c.parseString(ctx)
	case fVariable:
		return c.parseVariable(ctx)
	case fKeyword:
		return c.parseDirective(ctx)
	case fLParen:
		return c.parseOptionalGroup(ctx)
	}
	c.fail(c.tok.pos, "expected literal, variable, directive, or optional group")
	return nil
}

func (c *compiler) parseLiteral(ctx fctx) *element {
	tok := c.tok
	c.next()
	if ctx != topLevelCtx {
		c.fail(tok.pos, "literals may only be used in the top-level section of the format")
	}
	if tok.kind != fLiteral {
		c.fail(tok.pos, "expected literal, but got '%s'", tok.text)
	}
	value := tok.text[1 : len(tok.text)-1]
	switch value {
	case "", " ":
		return &element{kind: kSpace, pos: tok.pos, text: value}
	case `\n`:
		return &element{kind: kNewline, pos: tok.pos, text: value}
	}
	if msg := literalError(value); msg != "" {
		c.fail(tok.pos, "expected valid literal but got '%s': %s", value, msg)
	}
	return &element{kind: kLiteral, pos: tok.pos, text: value}
}

func (c *compiler) parseString(ctx fctx) *element {
	tok := c.tok
	c.next()
	if ctx != customCtx {
		c.fail(tok.pos, "strings may only be used as 'custom' directive arguments")
	}
	// As OpFormatGen does, drop the escaping backslashes.
	var b strings.Builder
	for i := 1; i < len(tok.text)-1; i++ {
		if tok.text[i] != '\\' {
			b.WriteByte(tok.text[i])
		}
	}
	return &element{kind: kString, pos: tok.pos, text: b.String()}
}

func (c *compiler) parseVariable(ctx fctx) *element {
	tok := c.tok
	c.next()
	name := tok.text[1:]
	pos := tok.pos
	if i, ok := c.attrIdx[name]; ok {
		if ctx == typeCtx {
			c.fail(pos, "attributes cannot be used as children to a `type` directive")
		}
		if ctx == refCtx {
			if !c.seenAttrs[i] {
				c.fail(pos, "attribute '%s' must be bound before it is referenced", name)
			}
		} else {
			if c.seenAttrs[i] {
				c.fail(pos, "attribute '%s' is already bound", name)
			}
			c.seenAttrs[i] = true
			c.attrOrder = append(c.attrOrder, i)
		}
		return &element{kind: kAttr, pos: pos, index: i, text: name}
	}
	if i, ok := c.operandIdx[name]; ok {
		switch ctx {
		case topLevelCtx, customCtx:
			if c.f.allOperands || c.seenOperands[i] {
				c.fail(pos, "operand '%s' is already bound", name)
			}
			c.seenOperands[i] = true
		case refCtx:
			if !c.seenOperands[i] {
				c.fail(pos, "operand '%s' must be bound before it is referenced", name)
			}
		}
		return &element{kind: kOperand, pos: pos, index: i, text: name}
	}
	if i, ok := c.regionIdx[name]; ok {
		switch ctx {
		case topLevelCtx, customCtx:
			if c.f.hasAllRegions || c.seenRegions[i] {
				c.fail(pos, "region '%s' is already bound", name)
			}
			c.seenRegions[i] = true
		case refCtx:
			if !c.seenRegions[i] {
				c.fail(pos, "region '%s' must be bound before it is referenced", name)
			}
		default:
			c.fail(pos, "regions can only be used at the top level")
		}
		return &element{kind: kRegion, pos: pos, index: i, text: name}
	}
	if i, ok := c.resultIdx[name]; ok {
		if ctx != typeCtx {
			c.fail(pos, "result variables can only be used as a child to a 'type' directive: write type($%s)", name)
		}
		return &element{kind: kResult, pos: pos, index: i, text: name}
	}
	if i, ok := c.successorIdx[name]; ok {
		switch ctx {
		case topLevelCtx, customCtx:
			if c.f.hasAllSuccessors || c.seenSuccessors[i] {
				c.fail(pos, "successor '%s' is already bound", name)
			}
			c.seenSuccessors[i] = true
		case refCtx:
			if !c.seenSuccessors[i] {
				c.fail(pos, "successor '%s' must be bound before it is referenced", name)
			}
		default:
			c.fail(pos, "successors can only be used at the top level")
		}
		return &element{kind: kSuccessor, pos: pos, index: i, text: name}
	}
	c.fail(pos, "expected variable to refer to an argument, region, result, or successor: '%s' names none of the op's", name)
	return nil
}

func (c *compiler) parseDirective(ctx fctx) *element {
	tok := c.tok
	c.next()
	pos := tok.pos
	switch tok.text {
	case "custom":
		return c.parseCustom(pos, ctx)
	case "attr-dict", "attr-dict-with-keyword":
		withKeyword := tok.text == "attr-dict-with-keyword"
		switch ctx {
		case typeCtx:
			c.fail(pos, "'attr-dict' directive can only be used as a top-level directive")
		case refCtx:
			if !c.hasAttrDict {
				c.fail(pos, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive")
			}
		default:
			if c.hasAttrDict {
				c.fail(pos, "'attr-dict' directive has already been seen")
			}
			c.hasAttrDict = true
		}
		return &element{kind: kAttrDict, pos: pos, withKeyword: withKeyword}
	case "prop-dict":
		switch ctx {
		case typeCtx:
			c.fail(pos, "'prop-dict' directive can only be used as a top-level directive")
		case refCtx:
			c.fail(pos, "'ref' of 'prop-dict' is not supported")
		}
		if c.f.hasPropDict {
			c.fail(pos, "'prop-dict' directive has already been seen")
		}
		c.f.hasPropDict = true
		return &element{kind: kPropDict, pos: pos}
	case "functional-type":
		if ctx != topLevelCtx {
			c.fail(pos, "'functional-type' is only valid as a top-level directive")
		}
		c.expect(fLParen, "expected '(' before argument list")
		in := c.parseTypeOperand(false)
		c.expect(fComma, "expected ',' after inputs argument")
		out := c.parseTypeOperand(false)
		c.expect(fRParen, "expected ')' after argument list")
		return &element{kind: kFuncType, pos: pos, in: in, out: out}
	case "operands":
		switch ctx {
		case refCtx:
			if !c.f.allOperands {
				c.fail(pos, "'ref' of 'operands' is not bound by a prior 'operands' directive")
			}
		case topLevelCtx, customCtx:
			if c.f.allOperands || anyTrue(c.seenOperands) {
				c.fail(pos, "'operands' directive creates overlap in format")
			}
			c.f.allOperands = true
		}
		return &element{kind: kOperands, pos: pos}
	case "qualified":
		c.expect(fLParen, "expected '(' before argument list")
		el := c.parseElement(ctx)
		c.expect(fRParen, "expected ')' after argument list")
		if el.kind != kAttr && el.kind != kType {
			c.fail(pos, "'qualified' directive expects an attribute or a `type` directive")
		}
		el.qualified = true
		el.stripped = nil
		return el
	case "regions":
		switch ctx {
		case typeCtx:
			c.fail(pos, "'regions' is only valid as a top-level directive")
		case refCtx:
			if !c.f.hasAllRegions {
				c.fail(pos, "'ref' of 'regions' is not bound by a prior 'regions' directive")
			}
		default:
			if c.f.hasAllRegions || anyTrue(c.seenRegions) {
				c.fail(pos, "'regions' directive creates overlap in format")
			}
			c.f.hasAllRegions = true
		}
		return &element{kind: kRegions, pos: pos}
	case "results":
		if ctx != typeCtx {
			c.fail(pos, "'results' directive can only be used as a child to a 'type' directive")
		}
		return &element{kind: kResults, pos: pos}
	case "successors":
		switch ctx {
		case typeCtx:
			c.fail(pos, "'successors' is only valid as a top-level directive")
		case refCtx:
			if !c.f.hasAllSuccessors {
				c.fail(pos, "'ref' of 'successors' is not bound by a prior 'successors' directive")
			}
		default:
			if c.f.hasAllSuccessors || anyTrue(c.seenSuccessors) {
				c.fail(pos, "'successors' directive creates overlap in format")
			}
			c.f.hasAllSuccessors = true
		}
		return &element{kind: kSuccessors, pos: pos}
	case "ref":
		if ctx != customCtx {
			c.fail(pos, "'ref' is only valid within a `custom` directive")
		}
		c.expect(fLParen, "expected '(' before argument list")
		arg := c.parseElement(refCtx)
		c.expect(fRParen, "expected ')' after argument list")
		return &element{kind: kRef, pos: pos, arg: arg}
	case "type":
		if ctx == typeCtx {
			c.fail(pos, "'type' cannot be used as a child of another `type`")
		}
		c.expect(fLParen, "expected '(' before argument list")
		arg := c.parseTypeOperand(ctx == refCtx)
		c.expect(fRParen, "expected ')' after argument list")
		el := &element{kind: kType, pos: pos, arg: arg}
		if ctx != refCtx {
			var a *ods.Arg
			switch arg.kind {
			case kOperand:
				a = c.op.Operands[arg.index]
			case kResult:
				a = c.op.Results[arg.index]
			}
			if a != nil && argLength(a) == Single {
				el.stripped = c.env.strippedType(a.Constraint)
			}
		}
		return el
	case "oilist":
		return c.parseOIList(pos, ctx)
	}
	c.fail(pos, "unsupported directive kind '%s' in an op format", tok.text)
	return nil
}

func anyTrue(bs []bool) bool {
	for _, b := range bs {
		if b {
			return true
		}
	}
	return false
}

// parseTypeOperand parses the argument of type(...) or of functional-type.
func (c *compiler) parseTypeOperand(isRef bool) *element {
	pos := c.tok.pos
	el := c.parseElement(typeCtx)
	switch el.kind {
	case kOperand:
		seen := c.f.allOperandTypes || c.f.seenOperandTypes[el.index]
		if !isRef && seen {
			c.fail(pos, "'type' of '%s' is already bound", el.text)
		}
		if isRef && !seen {
			c.fail(pos, "'ref' of 'type($%s)' is not bound by a prior 'type' directive", el.text)
		}
		c.f.seenOperandTypes[el.index] = true
	case kResult:
		seen := c.f.allResultTypes || c.f.seenResultTypes[el.index]
		if !isRef && seen {
			c.fail(pos, "'type' of '%s' is already bound", el.text)
		}
		if isRef && !seen {
			c.fail(pos, "'ref' of 'type($%s)' is not bound by a prior 'type' directive", el.text)
		}
		c.f.seenResultTypes[el.index] = true
	case kOperands:
		if !isRef && (c.f.allOperandTypes || anyTrue(c.f.seenOperandTypes)) {
			c.fail(pos, "'operands' 'type' is already bound")
		}
		if isRef && !c.f.allOperandTypes {
			c.fail(pos, "'ref' of 'type(operands)' is not bound by a prior 'type' directive")
		}
		c.f.allOperandTypes = true
	case kResults:
		if !isRef && (c.f.allResultTypes || anyTrue(c.f.seenResultTypes)) {
			c.fail(pos, "'results' 'type' is already bound")
		}
		if isRef && !c.f.allResultTypes {
			c.fail(pos, "'ref' of 'type(results)' is not bound by a prior 'type' directive")
		}
		c.f.allResultTypes = true
	default:
		c.fail(pos, "invalid argument to 'type' directive: expected an operand, a result, operands or results")
	}
	return el
}

// parseCustom parses `custom` `<` Name `>` `(` arg (`,` arg)* `)`.
func (c *compiler) parseCustom(pos int, ctx fctx) *element {
	if ctx != topLevelCtx {
		c.fail(pos, "'custom' is only valid as a top-level directive")
	}
	c.expect(fLess, "expected '<' before custom directive name")
	name := c.expect(fIdentifier, "expected custom directive name identifier").text
	c.expect(fGreater, "expected '>' after custom directive name")
	c.expect(fLParen, "expected '(' before custom directive parameters")
	el := &element{kind: kCustom, pos: pos, text: name}
	for {
		el.args = append(el.args, c.parseElement(customCtx))
		if c.tok.kind != fComma {
			break
		}
		c.next()
	}
	c.expect(fRParen, "expected ')' after custom directive parameters")
	for _, a := range el.args {
		switch a.kind {
		case kAttrDict, kAttr, kOperand, kRef, kRegion, kSuccessor, kString, kType:
		default:
			c.fail(pos, "only variables and types may be used as parameters to a custom directive")
		}
		if a.kind == kType && a.arg.kind != kOperand && a.arg.kind != kResult {
			c.fail(pos, "type directives within a custom directive may only refer to variables")
		}
		el.specs = append(el.specs, c.argSpec(a))
	}
	// A dialect's own directive wins over one of the same name (the
	// names are C++ functions local to each dialect's sources).
	d := c.env.Directives[c.op.Dialect()+"."+name]
	if d == nil {
		d = c.env.Directives[name]
	}
	if d == nil {
		c.fail(pos, "unknown custom directive '%s': register its Go parse and print functions under that name in Env.Directives", name)
	}
	if d.Check != nil {
		if err := d.Check(el.specs); err != nil {
			c.fail(pos, "%v", err)
		}
	}
	el.directive = d
	return el
}

// argSpec describes a custom directive argument.
func (c *compiler) argSpec(el *element) *Arg {
	a := &Arg{}
	if el.kind == kRef {
		a.Ref = true
		el = el.arg
	}
	switch el.kind {
	case kOperand:
		a.Kind, a.Name, a.Length = OperandArg, el.text, argLength(c.op.Operands[el.index])
	case kType:
		a.Kind, a.Name = TypeArg, el.arg.text
		switch el.arg.kind {
		case kOperand:
			a.Length = argLength(c.op.Operands[el.arg.index])
		case kResult:
			a.Length, a.Result = argLength(c.op.Results[el.arg.index]), true
		default:
			c.fail(el.pos, "type directives within a custom directive may only refer to variables")
		}
	case kAttr:
		a.Kind, a.Name, a.AttrDef = AttrArg, el.text, c.op.Attrs[el.index]
	case kRegion:
		a.Kind, a.Name, a.Length = RegionArg, el.text, regionLength(c.op.Regions[el.index])
	case kSuccessor:
		a.Kind, a.Name, a.Length = SuccessorArg, el.text, argLength(c.op.Successors[el.index])
	case kAttrDict:
		a.Kind = AttrDictArg
	case kString:
		a.Kind, a.Name = StringArg, el.text
	default:
		c.fail(el.pos, "only variables and types may be used as parameters to a custom directive")
	}
	return a
}

// parseOptionalGroup parses
//
//	optional-group ::= `(` then-elements `)` (`:` `(` else-elements `)`)? `?`
//
// where one element of either branch is marked `^` as the anchor.
func (c *compiler) parseOptionalGroup(ctx fctx) *element {
	pos := c.tok.pos
	c.next()
	if ctx != topLevelCtx {
		c.fail(pos, "optional groups can only be used as top-level elements")
	}
	g := &element{kind: kOptional, pos: pos}
	children := func(list *[]*element) {
		for {
			el := c.parseElement(topLevelCtx)
			if c.tok.kind == fCaret {
				if g.anchor != nil {
					c.fail(c.tok.pos, "only one element can be marked as the anchor of an optional group")
				}
				g.anchor = el
				c.next()
			}
			*list = append(*list, el)
			if c.tok.kind == fRParen {
				break
			}
		}
		c.next()
	}
	children(&g.then)
	g.inverted = g.anchor == nil
	if c.tok.kind == fColon {
		c.next()
		c.expect(fLParen, "expected '(' to start else branch of optional group")
		children(&g.els)
	}
	c.expect(fQuestion, "expected '?' after optional group")
	if g.anchor == nil {
		c.fail(pos, "optional group has no anchor element: mark the element whose presence decides the group with `^`")
	}
	for _, el := range g.then {
		c.verifyOptionalElement(pos, el, el == g.anchor)
	}
	for _, el := range g.els {
		c.verifyOptionalElement(pos, el, el == g.anchor)
	}
	first := firstParsable(g.then)
	if first == nil || !(first.kind == kLiteral || first.kind == kAttr || first.kind == kOperand ||
		first.kind == kRegion || first.kind == kSuccessor || first.kind == kCustom) {
		c.fail(pos, "first parsable element of an optional group must be a literal, variable, or custom directive")
	}
	if first.kind == kCustom && first.directive.ParseOptional == nil {
		c.fail(pos, "custom directive '%s' cannot start an optional group: it has no ParseOptional function", first.text)
	}
	if g.anchor.kind == kAttr && c.f.attrs[g.anchor.index].isUnit() {
		inThen := contains(g.then, g.anchor)
		if (inThen && first != g.anchor) || (!inThen && firstParsable(g.els) != g.anchor) {
			g.elided = g.anchor
		}
	}
	return g
}

func contains(list []*element, el *element) bool {
	for _, e := range list {
		if e == el {
			return true
		}
	}
	return false
}

// firstParsable is the first element that is not white space.
func firstParsable(list []*element) *element {
	for _, el := range list {
		if el.kind != kSpace && el.kind != kNewline {
			return el
		}
	}
	return nil
}

func (c *compiler) verifyOptionalElement(pos int, el *element, isAnchor bool) {
	switch el.kind {
	case kAttr:
		if isAnchor && !c.f.attrs[el.index].optionalOrDefault() {
			c.fail(pos, "only optional or default-valued attributes can be used to anchor an optional group: '%s' is required", el.text)
		}
	case kOperand:
		if argLength(c.op.Operands[el.index]) == Single {
			c.fail(pos, "only variable length operands can be used within an optional group: '%s' is not optional or variadic", el.text)
		}
	case kResult:
		if argLength(c.op.Results[el.index]) == Single {
			c.fail(pos, "only variable length results can be used within an optional group: '%s' is not optional or variadic", el.text)
		}
	case kRegion:
	case kType:
		c.verifyOptionalElement(pos, el.arg, false)
	case kFuncType:
		c.verifyOptionalElement(pos, el.in, false)
		c.verifyOptionalElement(pos, el.out, false)
	case kCustom:
		if isAnchor {
			for _, a := range el.args {
				if a.kind != kRef {
					c.verifyOptionalElement(pos, a, true)
				}
			}
		}
	case kLiteral, kSpace, kNewline, kOptional:
		if isAnchor {
			c.fail(pos, "only variables and types can be used to anchor an optional group")
		}
	case kOperands, kResults:
		if isAnchor {
			c.fail(pos, "only variables and types can be used to anchor an optional group")
		}
	default:
		c.fail(pos, "only literals, types, and variables can be used within an optional group")
	}
}

// parseOIList parses
//
//	oilist ::= `oilist` `(` clause (`|` clause)* `)`
//	clause ::= literal element*
func (c *compiler) parseOIList(pos int, ctx fctx) *element {
	c.expect(fLParen, "expected '(' before oilist argument list")
	el := &element{kind: kOIList, pos: pos}
	for {
		lit := c.parseLiteral(ctx)
		if lit.kind != kLiteral {
			c.fail(lit.pos, "expected a keyword literal to start an oilist clause")
		}
		cl := oiClause{lit: lit}
		for c.tok.kind != fPipe && c.tok.kind != fRParen {
			e := c.parseElement(ctx)
			c.verifyOIListElement(pos, e)
			cl.elems = append(cl.elems, e)
		}
		if len(cl.elems) == 1 && cl.elems[0].kind == kAttr && c.f.attrs[cl.elems[0].index].isUnit() {
			cl.unit = cl.elems[0]
		}
		el.clauses = append(el.clauses, cl)
		if c.tok.kind == fPipe {
			c.next()
			continue
		}
		c.next()
		break
	}
	return el
}

func (c *compiler) verifyOIListElement(pos int, el *element) {
	for _, v := range collectVars(el, nil) {
		switch v.kind {
		case kAttr:
			if !c.f.attrs[v.index].optionalOrDefault() {
				c.fail(pos, "only optional attributes can be used in an oilist parsing group: '%s' is required", v.text)
			}
		case kOperand:
			if argLength(c.op.Operands[v.index]) == Single {
				c.fail(pos, "only variable length operands can be used within an oilist parsing group: '%s' is not optional or variadic", v.text)
			}
		case kResult:
			if argLength(c.op.Results[v.index]) == Single {
				c.fail(pos, "only variable length results can be used within an oilist parsing group: '%s' is not optional or variadic", v.text)
			}
		case kRegion:
		default:
			c.fail(pos, "only literals, types, and variables can be used within an oilist group")
		}
	}
}

// collectVars appends the variables el refers to (through custom
// directives, optional groups, functional-type and oilists).
func collectVars(el *element, out []*element) []*element {
	switch el.kind {
	case kAttr, kOperand, kResult, kRegion, kSuccessor:
		out = append(out, el)
	case kCustom:
		for _, a := range el.args {
			out = collectVars(a, out)
		}
	case kOptional:
		for _, a := range el.then {
			out = collectVars(a, out)
		}
		for _, a := range el.els {
			out = collectVars(a, out)
		}
	case kFuncType:
		out = collectVars(el.in, out)
		out = collectVars(el.out, out)
	case kOIList:
		for _, cl := range el.clauses {
			for _, a := range cl.elems {
				out = collectVars(a, out)
			}
		}
	}
	return out
}

// verify checks the whole format (OpFormatParser::verify): every operand,
// region and successor appears, every type can be resolved, and no
// element makes the syntax ambiguous.
func (c *compiler) verify(elems []*element) {
	if !c.hasAttrDict {
		c.fail(0, "'attr-dict' directive not found in custom assembly format: add attr-dict (or attr-dict-with-keyword)")
	}
	c.verifyAttrColonType(elems)
	c.verifyAttrDictRegion(elems)
	f := c.f
	op := c.op
	var inferred []string
	for i, a := range op.Operands {
		if c.seenOperands[i] && argLength(a) == VariadicOfVariadic && a.Segments != "" {
			inferred = append(inferred, a.Segments)
		}
	}

	// Types: the plan of the resolver, checked now as OpFormatGen checks it.
	seenAttr := func(name string) bool {
		i, ok := c.attrIdx[name]
		return ok && c.seenAttrs[i]
	}
	r, err := newResolver(op, f.env, f.seenOperandTypes, f.seenResultTypes, f.allOperandTypes, f.allResultTypes, seenAttr)
	if err != nil {
		c.fail(0, "%v", err)
	}
	f.resolver = r
	if !f.allResultTypes && !r.infers {
		for i, res := range op.Results {
			if f.seenResultTypes[i] || r.results[i].kind != rNone {
				continue
			}
			c.fail(0, "type of result #%d, named '%s', is not buildable and a buildable type cannot be inferred: add type($%s) to the format, give it a buildable type constraint, or tie it to a type the format gives with a trait such as SameOperandsAndResultType, AllTypesMatch or TypesMatchWith", i, res.Name, res.Name)
		}
	}
	for i, opd := range op.Operands {
		if !f.allOperands && !c.seenOperands[i] {
			c.fail(0, "operand #%d, named '%s', not found: add $%s to the format", i, opd.Name, opd.Name)
		}
		if f.allOperandTypes || f.seenOperandTypes[i] {
			continue
		}
		rs := r.operands[i]
		if rs.kind == rNone || (rs.kind == rBuildable && f.allOperands && argLength(opd) != Single) {
			c.fail(0, "type of operand #%d, named '%s', is not buildable and a buildable type cannot be inferred: add type($%s) to the format, give it a buildable type constraint, or tie it to a type the format gives with a trait such as SameOperandsAndResultType, AllTypesMatch or TypesMatchWith", i, opd.Name, opd.Name)
		}
	}
	if !f.hasAllRegions {
		for i, reg := range op.Regions {
			if !c.seenRegions[i] {
				c.fail(0, "region #%d, named '%s', not found: add $%s to the format", i, reg.Name, reg.Name)
			}
		}
	}
	if !f.hasAllSuccessors {
		for i, s := range op.Successors {
			if !c.seenSuccessors[i] {
				c.fail(0, "successor #%d, named '%s', not found: add $%s to the format", i, s.Name, s.Name)
			}
		}
	}
	c.verifyOIListNeighbours(elems)

	if !f.allOperands && hasTrait(op, "AttrSizedOperandSegments") {
		f.elided = append(f.elided, "operandSegmentSizes")
	}
	if !f.allResultTypes && hasTrait(op, "AttrSizedResultSegments") {
		f.elided = append(f.elided, "resultSegmentSizes")
	}
	f.elided = append(f.elided, inferred...)
	for _, i := range c.attrOrder {
		// A discardable attribute named like a true property the format
		// binds is printed: mlir-opt elides only attributes' names.
		if !op.Attrs[i].Property {
			f.elided = append(f.elided, op.Attrs[i].Name)
		}
		f.bound = append(f.bound, op.Attrs[i].Name)
	}
}

// verifyAttrColonType rejects a `:` literal that may follow an attribute
// whose syntax takes an optional `: type`.
func (c *compiler) verifyAttrColonType(elems []*element) {
	isBase := func(el *element) bool {
		if el.kind != kAttr {
			return false
		}
		a := c.f.attrs[el.index]
		return a.mode != modeTyped && a.mode != modeEnum && a.mode != modeSymbol &&
			(el.qualified || a.def.Storage == "::mlir::Attribute")
	}
	isInvalid := func(base, el *element) bool {
		if el.kind == kLiteral && el.text == ":" {
			c.fail(el.pos, "format ambiguity caused by `:` literal found after attribute `%s` which does not have a buildable type: give the attribute a typed constraint or use another literal", base.text)
		}
		return false
	}
	c.verifyAdjacent(isBase, isInvalid, elems)
}

// verifyAttrDictRegion rejects attr-dict followed by a region: both start
// with `{`.
func (c *compiler) verifyAttrDictRegion(elems []*element) {
	isBase := func(el *element) bool { return el.kind == kAttrDict && !el.withKeyword }
	isInvalid := func(base, el *element) bool {
		if el.kind == kRegion {
			c.fail(el.pos, "format ambiguity caused by `attr-dict` directive followed by region `%s`: use `attr-dict-with-keyword` instead", el.text)
		}
		return false
	}
	c.verifyAdjacent(isBase, isInvalid, elems)
}

// isOptionallyParsed reports whether el may be absent from the input.
func (c *compiler) isOptionallyParsed(el *element) bool {
	switch el.kind {
	case kAttr:
		return c.f.attrs[el.index].optionalOrDefault()
	case kOperand:
		return argLength(c.op.Operands[el.index]) != Single
	case kSuccessor:
		return argLength(c.op.Successors[el.index]) != Single
	case kRegion:
		return c.op.Regions[el.index].Variadic
	case kSpace, kNewline, kAttrDict:
		return true
	}
	return false
}

// checkRange scans elems for an element isInvalid for base, skipping the
// optionally parsed ones; it returns 1 when a required element ends the
// scan, 0 when it reaches the end.
func (c *compiler) checkRange(base *element, isInvalid func(base, el *element) bool, elems []*element, guard *element) int {
	for _, el := range elems {
		if isInvalid(base, el) {
			return -1
		}
		if el.kind == kOptional {
			if c.checkRange(base, isInvalid, el.then, firstParsable(el.then)) < 0 {
				return -1
			}
			if c.checkRange(base, isInvalid, el.els, nil) < 0 {
				return -1
			}
			continue
		}
		if el != guard && c.isOptionallyParsed(el) {
			continue
		}
		return 1
	}
	return 0
}

func (c *compiler) verifyAdjacent(isBase func(*element) bool, isInvalid func(base, el *element) bool, elems []*element) *element {
	for i, el := range elems {
		var base *element
		switch {
		case isBase(el):
			base = el
		case el.kind == kOptional:
			if b := c.verifyAdjacent(isBase, isInvalid, el.then); b != nil {
				base = b
			} else if b := c.verifyAdjacent(isBase, isInvalid, el.els); b != nil {
				base = b
			} else {
				continue
			}
		default:
			continue
		}
		if c.checkRange(base, isInvalid, elems[i+1:], nil) == 0 {
			return base
		}
	}
	return nil
}

// verifyOIListNeighbours rejects a keyword shared by an oilist and the
// literal or oilist right after it.
func (c *compiler) verifyOIListNeighbours(elems []*element) {
	var prohibited []string
	has := func(s string) bool {
		for _, p := range prohibited {
			if p == s {
				return true
			}
		}
		return false
	}
	for _, el := range elems {
		switch el.kind {
		case kOIList:
			for _, cl := range el.clauses {
				if has(cl.lit.text) {
					c.fail(cl.lit.pos, "format ambiguity because %s is used in two adjacent oilist elements.", cl.lit.text)
				}
			}
			for _, cl := range el.clauses {
				prohibited = append(prohibited, cl.lit.text)
			}
		case kLiteral:
			if has(el.text) {
				c.fail(el.pos, "format ambiguity because %s is used both in oilist element and the adjacent literal.", el.text)
			}
			prohibited = nil
		default:
			prohibited = nil
		}
	}
}

// spaceState decides, element by element, where the printer writes a
// space, with OpFormatGen's rules. As in the generated C++, the state
// flows through the format statically: through an optional group's then
// elements and then its else elements, whatever is printed at run time.
type spaceState struct {
	should    bool // shouldEmitSpace
	lastPunct bool // lastWasPunctuation
}

func (s *spaceState) walk(elems []*element) {
	for _, el := range elems {
		s.elem(el, nil)
	}
}

// shouldEmitSpaceBefore is OpFormatGen's rule for a literal.
func shouldEmitSpaceBefore(value string, lastWasPunctuation bool) bool {
	if len(value) != 1 && value != "->" {
		return true
	}
	if lastWasPunctuation {
		return !strings.Contains(">)}],", value[:1])
	}
	return !strings.Contains("<>(){}[],", value[:1])
}

func (s *spaceState) elem(el *element, elided *element) {
	if el == elided {
		return
	}
	switch el.kind {
	case kLiteral:
		el.space = s.should && shouldEmitSpaceBefore(el.text, s.lastPunct)
		s.should = len(el.text) != 1 || !strings.Contains("<({[", el.text)
		s.lastPunct = el.text[0] != '_' && !isAlpha(el.text[0])
	case kSpace:
		s.lastPunct = el.text == ""
		s.should = false
	case kNewline:
	case kOptional:
		for _, e := range el.then {
			s.elem(e, el.elided)
		}
		for _, e := range el.els {
			s.elem(e, el.elided)
		}
	case kOIList:
		for _, cl := range el.clauses {
			s.elem(cl.lit, nil)
			if cl.unit == nil {
				for _, e := range cl.elems {
					s.elem(e, nil)
				}
			}
		}
	case kAttrDict, kPropDict:
		s.lastPunct = false
	default:
		el.space = s.should || !s.lastPunct
		s.lastPunct = false
		s.should = true
	}
}
