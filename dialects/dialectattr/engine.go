package dialectattr

import (
	"fmt"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// unsupported is a definition gomlir cannot read (a parameter kind it does
// not know, a custom directive without Go code, no Env for a nested
// attribute): the caller keeps the attribute or type as written.
type unsupported struct{ msg string }

func (u *unsupported) Error() string { return "dialectattr: " + u.msg }

func unsupportedf(format string, args ...any) *unsupported {
	return &unsupported{fmt.Sprintf(format, args...)}
}

// compiled caches compiled formats by definition (*ods.AttrDef or
// *ods.TypeDef).
var compiled sync.Map

type compiledFormat struct {
	elems []*element
	err   error
}

func formatOf(def defInfo) ([]*element, error) {
	if c, ok := compiled.Load(def.key); ok {
		cf := c.(*compiledFormat)
		return cf.elems, cf.err
	}
	elems, err := compileFormat(def)
	compiled.Store(def.key, &compiledFormat{elems, err})
	return elems, err
}

// fstate is the state of one definition's parse: the parameters read so
// far.
type fstate struct {
	p    *parser
	d    *ods.Dialect
	def  defInfo
	vals []value
	// unsup is set when the definition turns out not to be readable.
	unsup *unsupported
	// selfType is the type after the attribute, for a parameter that is
	// the attribute's type (AttributeSelfTypeParameter).
	selfType int // the index of that parameter, or -1
	// qualified is set while a `qualified($x)` parameter is parsed: its
	// attributes and types print in full.
	qualified bool
}

// parseDef parses def's parameters, after its mnemonic, and returns the
// value spelled `mnemonic...` as mlir-opt prints it. The attribute's type,
// for a typed attribute, is in the parser's typ.
func parseDef(p *parser, d *ods.Dialect, def defInfo) (value, error) {
	if def.custom {
		hook := attrHooks[d.Name+"."+def.mnemonic]
		if def.isType {
			hook = typeHooks[d.Name+"."+def.mnemonic]
		}
		if hook == nil {
			return value{}, unsupportedf("%s #%s.%s has hand-written syntax that gomlir does not know", kindWord(def), d.Name, def.mnemonic)
		}
		body, err := hook(p, d)
		if err != nil {
			return value{}, err
		}
		var b builder
		b.str(def.mnemonic)
		b.value(body)
		v := b.result()
		v.params = body.params
		return v, nil
	}
	st := &fstate{p: p, d: d, def: def, vals: make([]value, len(def.params)), selfType: -1}
	var elems []*element
	if def.format != "" {
		var err error
		if elems, err = formatOf(def); err != nil {
			return value{}, unsupportedf("%v", err)
		}
	}
	// A parameter the format does not name is the attribute's type.
	for i, prm := range def.params {
		if !mentions(elems, i) {
			if def.isType || st.selfType >= 0 || !isTypeKind(prm.Kind) {
				return value{}, unsupportedf("%s: parameter %s is not in the format", def.name, prm.Name)
			}
			st.selfType = i
		}
	}
	if st.selfType >= 0 {
		switch {
		case p.selfType != nil:
			p.typ = p.selfType
		case !def.params[st.selfType].Optional:
			p.emit(p.consumed, "expected a trailing type", false)
			return value{}, p.err()
		}
	}
	if !st.parseElems(elems) {
		if st.unsup != nil {
			return value{}, st.unsup
		}
		return value{}, p.err()
	}
	norm := normalizers
	if def.isType {
		norm = typeNormalizers
	}
	if n := norm[d.Name+"."+def.mnemonic]; n != nil {
		n(st)
	}
	var b builder
	b.str(def.mnemonic)
	pr := printState{shouldEmitSpace: true}
	st.printElems(&b, &pr, elems)
	v := b.result()
	v.params = paramsOf(def, st.vals)
	return v, nil
}

func kindWord(def defInfo) string {
	if def.isType {
		return "type"
	}
	return "attribute"
}

func mentions(elems []*element, i int) bool {
	for _, e := range elems {
		switch e.kind {
		case eVar:
			if e.param == i {
				return true
			}
		case eParams, eStruct:
			for _, j := range e.list {
				if j == i {
					return true
				}
			}
		case eCustom:
			for _, a := range e.args {
				if a.param == i {
					return true
				}
			}
		case eGroup:
			if mentions(e.then, i) || mentions(e.els, i) {
				return true
			}
		}
	}
	return false
}

func (st *fstate) parseElems(elems []*element) bool {
	for _, e := range elems {
		if !st.parseElem(e) {
			return false
		}
	}
	return true
}

func (st *fstate) parseElem(e *element) bool {
	p := st.p
	switch e.kind {
	case eLit:
		return p.parseLiteral(e.lit)
	case eVar:
		st.qualified = e.qualified
		ok := st.parseVar(e.param)
		st.qualified = false
		return ok
	case eParams:
		for n, i := range e.list {
			if n > 0 && !p.expect(",") {
				return false
			}
			if !st.parseVar(i) {
				return false
			}
		}
		return true
	case eStruct:
		return st.parseStruct(e.list)
	case eCustom:
		return st.parseCustom(e)
	case eGroup:
		first := e.then[0]
		present := false
		switch first.kind {
		case eLit:
			if strings.TrimSpace(first.lit) == "" {
				present = true
			} else if present = p.optionalLiteral(first.lit); present {
				return st.parseElems(e.then[1:])
			}
		case eVar:
			k, err := st.kind(first.param)
			if err != nil {
				st.unsup = err
				return false
			}
			present = k.starts(p)
		default:
			st.unsup = unsupportedf("%s: an optional group starting with a directive", st.def.name)
			return false
		}
		if present {
			return st.parseElems(e.then)
		}
		return st.parseElems(e.els)
	}
	return false
}

// parseVar parses parameter i where the format names it.
func (st *fstate) parseVar(i int) bool {
	k, err := st.kind(i)
	if err != nil {
		st.unsup = err
		return false
	}
	v, ok := st.parseKind(k)
	if !ok {
		if st.unsup == nil {
			st.failedParam(i)
		}
		return false
	}
	st.vals[i] = v
	return true
}

// failedParam reports a parameter that did not parse, as the generated
// parsers do after the parameter's own error.
func (st *fstate) failedParam(i int) {
	prm := st.def.params[i]
	st.p.emitHere("failed to parse " + st.def.name + " parameter '" + prm.Name + "' which is to be a `" + prm.Kind + "`")
}

// parseStruct parses `key = value` pairs of the parameters list, in any
// order, comma-separated.
func (st *fstate) parseStruct(list []int) bool {
	p := st.p
	seen := map[int]bool{}
	allOptional := true
	for _, i := range list {
		if !st.def.params[i].Optional {
			allOptional = false
		}
	}
	body := func(key string) bool {
		if !p.expect("=") {
			return false
		}
		for _, i := range list {
			if !seen[i] && st.def.params[i].Name == key {
				seen[i] = true
				return st.parseVar(i)
			}
		}
		p.emitHere("duplicate or unknown struct parameter name: " + key)
		return false
	}
	nextKey := func() (string, bool) {
		key, ok := p.keyword()
		if !ok {
			p.emitHere("expected valid keyword")
			p.emitHere("expected a parameter name in struct")
		}
		return key, ok
	}
	if allOptional {
		key, ok := p.keyword()
		if !ok {
			return true
		}
		if !body(key) {
			return false
		}
		for p.is(",") {
			p.next()
			if key, ok = nextKey(); !ok || !body(key) {
				return false
			}
		}
		return true
	}
	for {
		key, ok := nextKey()
		if !ok || !body(key) {
			return false
		}
		if !p.is(",") {
			break
		}
		p.next()
	}
	for _, i := range list {
		if !st.def.params[i].Optional && !seen[i] {
			p.emitHere("struct is missing required parameter: " + st.def.params[i].Name)
			return false
		}
	}
	return true
}

// isDefault reports whether parameter i is left out or equal to its
// default, which the printers do not print.
func (st *fstate) isDefault(i int) bool {
	v := st.vals[i]
	prm := st.def.params[i]
	if !v.set {
		return true
	}
	if !prm.Optional {
		return false
	}
	if prm.Default == "" {
		return v.text == "" && v.elems == nil
	}
	return v.text == st.defaultText(i)
}

// defaultText is the spelling of parameter i's default: the default read
// as the parameter (memoized by parameter).
func (st *fstate) defaultText(i int) string {
	prm := st.def.params[i]
	if c, ok := defaults.Load(prm); ok {
		return c.(string)
	}
	text := "\x00" // no default gomlir can read: never equal
	if !strings.HasPrefix(prm.Default, "cpp:") {
		q := newParser(prm.Default)
		q.env = st.p.env
		sub := &fstate{p: q, d: st.d, def: st.def, vals: make([]value, len(st.def.params)), selfType: -1}
		if k, err := sub.kind(i); err == nil {
			if v, ok := sub.parseKind(k); ok && q.tok.kind == tEOF {
				text = v.text
			}
		}
	}
	if st.p.env != nil || !strings.HasPrefix(text, "\x00") {
		defaults.Store(prm, text)
	}
	return text
}

var defaults sync.Map // *ods.Param → string

// printState is the spacing state of the generated printers.
type printState struct {
	shouldEmitSpace, lastWasPunct bool
}

func (st *fstate) printElems(b *builder, pr *printState, elems []*element) {
	for _, e := range elems {
		st.printElem(b, pr, e)
	}
}

// space writes the space before a parameter or directive, if the state
// asks for one.
func (pr *printState) space(b *builder) {
	if pr.shouldEmitSpace || !pr.lastWasPunct {
		b.byte(' ')
	}
	pr.shouldEmitSpace, pr.lastWasPunct = true, false
}

func (st *fstate) printElem(b *builder, pr *printState, e *element) {
	switch e.kind {
	case eLit:
		printLiteral(b, pr, e.lit)
	case eVar:
		if st.def.params[e.param].Optional && st.isDefault(e.param) {
			return
		}
		pr.space(b)
		st.printValue(b, e.param)
	case eParams:
		pr.space(b)
		first := true
		for _, i := range e.list {
			if st.def.params[i].Optional && st.isDefault(i) {
				continue
			}
			if !first {
				b.str(", ")
			}
			first = false
			st.printValue(b, i)
		}
	case eStruct:
		if !st.anyPrinted(e.list) {
			return
		}
		pr.space(b)
		first := true
		for _, i := range e.list {
			if st.def.params[i].Optional && st.isDefault(i) {
				continue
			}
			if !first {
				b.str(", ")
			}
			first = false
			b.str(st.def.params[i].Name + " = ")
			st.printValue(b, i)
		}
	case eCustom:
		pr.space(b)
		st.printCustom(b, e)
	case eGroup:
		if st.anchorSet(e.anchor) == e.anchorInThen {
			st.printElems(b, pr, e.then)
		} else {
			st.printElems(b, pr, e.els)
		}
	}
}

// anyPrinted reports whether a struct of these parameters prints any: a
// struct of optional parameters all at their default prints nothing.
func (st *fstate) anyPrinted(list []int) bool {
	for _, i := range list {
		if !st.def.params[i].Optional || !st.isDefault(i) {
			return true
		}
	}
	return false
}

// anchorSet reports whether an optional group's anchor is there.
func (st *fstate) anchorSet(a *element) bool {
	switch a.kind {
	case eVar:
		return !st.isDefault(a.param)
	case eStruct, eParams:
		for _, i := range a.list {
			if !st.isDefault(i) {
				return true
			}
		}
	case eCustom:
		for _, arg := range a.args {
			if !arg.ref && !st.isDefault(arg.param) {
				return true
			}
		}
	}
	return false
}

// printValue writes parameter i's spelling.
func (st *fstate) printValue(b *builder, i int) {
	v := st.vals[i]
	if !v.set {
		// A parameter left out prints its default.
		b.str(st.defaultText(i))
		return
	}
	b.value(v)
}

// printLiteral writes a literal, spaced as mlir-tblgen's generated
// printers space it.
func printLiteral(b *builder, pr *printState, v string) {
	switch v {
	case "":
		pr.shouldEmitSpace, pr.lastWasPunct = false, true
		return
	case " ", "\n":
		b.str(v)
		pr.shouldEmitSpace, pr.lastWasPunct = false, true
		return
	}
	if pr.shouldEmitSpace && spaceBefore(v, pr.lastWasPunct) {
		b.byte(' ')
	}
	b.str(v)
	pr.shouldEmitSpace = len(v) != 1 || !strings.Contains("<({[", v[:1])
	pr.lastWasPunct = v[0] != '_' && !isAlpha(v[0])
}

// spaceBefore is mlir-tblgen's shouldEmitSpaceBefore for a literal.
func spaceBefore(v string, lastWasPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastWasPunct {
		return !strings.Contains(">)}],", v[:1])
	}
	return !strings.Contains("<>(){}[],", v[:1])
}

func (p *parser) parseLiteral(lit string) bool {
	switch {
	case strings.TrimSpace(lit) == "":
		return true
	case isAlpha(lit[0]) || lit[0] == '_':
		if p.tok.kind == tIdent && p.text() == lit {
			p.next()
			return true
		}
		p.emitHere("expected '" + lit + "'")
		return false
	}
	return p.expect(lit)
}

// optionalLiteral consumes the literal if it is next.
func (p *parser) optionalLiteral(lit string) bool {
	if isAlpha(lit[0]) || lit[0] == '_' {
		if p.tok.kind == tIdent && p.text() == lit {
			p.next()
			return true
		}
		return false
	}
	if p.is(lit) {
		p.next()
		return true
	}
	return false
}

// parseCustom runs a custom directive's Go code.
func (st *fstate) parseCustom(e *element) bool {
	d := customDirectiveNamed(e.name)
	if d == nil {
		st.unsup = unsupportedf("%s: no Go code for custom<%s>", st.def.name, e.name)
		return false
	}
	args := make([]*value, len(e.args))
	for i, a := range e.args {
		args[i] = &st.vals[a.param]
	}
	return d.parse(st, args)
}

func (st *fstate) printCustom(b *builder, e *element) {
	args := make([]*value, len(e.args))
	for i, a := range e.args {
		args[i] = &st.vals[a.param]
	}
	customDirectiveNamed(e.name).print(st, b, args)
}

// customDirective is the Go side of a `custom<Name>(...)` of attribute
// and type formats: it parses and prints the values of its parameters
// (ref ones are the values parsed before).
type customDirective struct {
	parse func(st *fstate, args []*value) bool
	print func(st *fstate, b *builder, args []*value)
}

// hookFunc parses an attribute or type whose syntax is hand-written
// upstream, from the token after its mnemonic, and returns the spelling
// mlir-opt prints after the mnemonic. Its error is the parser's (an
// *Error) or, when gomlir cannot read it, another error.
type hookFunc func(p *parser, d *ods.Dialect) (value, error)

// parseParams parses def's parameters (after its mnemonic) and returns
// the attribute.
func parseParams(p *parser, d *ods.Dialect, def *ods.AttrDef) (Attr, error) {
	info := attrDefInfo(def)
	v, err := parseDef(p, d, info)
	if err != nil {
		return Attr{}, err
	}
	a := Attr{Data: v.text, Parts: v.parts, TypeValue: p.typ, Def: definitionOf(d, info), Params: v.params}
	if p.typText != "" {
		a.Type = p.typText
	} else if p.typ != nil && p.env != nil {
		a.Type = p.env.TypeText(p.typ)
	}
	return a, nil
}

// ctx is the context attributes are made in, or nil without an Env.
func (p *parser) ctx() *ir.Context {
	if p.env == nil {
		return nil
	}
	return p.env.Context()
}
