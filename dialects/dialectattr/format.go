package dialectattr

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

// An AttrDef's or TypeDef's declarative assembly format ("`<` $value `>`",
// "(`<` struct(params)^ `>`)?") is compiled into elements that both parse
// and print its parameters, the way mlir-tblgen's AttrOrTypeFormatGen
// generates them:
//
//	element   ::= literal | variable | `params` | `struct(` (params | variables) `)`
//	            | `qualified(` variable `)` | `custom<` name `>(` args `)`
//	            | `(` element+ `)` (`:` `(` element+ `)`)? `?`
//	variable  ::= `$` name `^`?
//
// An optional group is parsed when its first element is there (a literal
// parsed optionally, or a parameter that can be absent), else its other
// group; it prints the group holding its anchor when the anchor's
// parameter is set and not its default, else the other.

type elemKind uint8

const (
	eLit elemKind = iota
	eVar
	eParams
	eStruct
	eCustom
	eGroup
)

type element struct {
	kind      elemKind
	lit       string // eLit: `<`, `,`, a keyword; "" and " " only space the printing
	param     int    // eVar: the parameter's index
	qualified bool   // eVar: printed whole, not stripped
	list      []int  // eParams, eStruct: parameter indexes
	name      string // eCustom: the directive's name
	args      []cArg // eCustom
	then, els []*element
	// anchor: the group's anchor (an eVar, eStruct or eCustom element);
	// anchorInThen tells which group holds it.
	anchor       *element
	anchorInThen bool
	isAnchor     bool
}

// cArg is a custom directive's argument: a parameter, `ref` when it was
// parsed before.
type cArg struct {
	param int
	ref   bool
}

// defInfo is an AttrDef or a TypeDef.
type defInfo struct {
	name, mnemonic, format string
	params                 []*ods.Param
	custom                 bool
	enum                   string
	isType                 bool
	key                    any // the *ods.AttrDef or *ods.TypeDef
}

func attrDefInfo(a *ods.AttrDef) defInfo {
	return defInfo{name: a.Name, mnemonic: a.Mnemonic, format: a.Format, params: a.Params, custom: a.CustomSyntax, enum: a.Enum, key: a}
}

func typeDefInfo(t *ods.TypeDef) defInfo {
	return defInfo{name: t.Name, mnemonic: t.Mnemonic, format: t.Format, params: t.Params, custom: t.CustomSyntax, isType: true, key: t}
}

// fmtTok is a token of a format string.
type fmtTok struct {
	kind byte // '`' literal, '$' variable, 'w' word, or the punctuation itself
	text string
}

func lexFormat(f string) ([]fmtTok, error) {
	var out []fmtTok
	for i := 0; i < len(f); {
		c := f[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '`':
			j := strings.IndexByte(f[i+1:], '`')
			if j < 0 {
				return nil, fmt.Errorf("unterminated literal")
			}
			out = append(out, fmtTok{'`', strings.ReplaceAll(f[i+1:i+1+j], `\n`, "\n")})
			i += j + 2
		case c == '$' || isAlpha(c) || c == '_':
			j := i + 1
			for j < len(f) && (isAlpha(f[j]) || isDigit(f[j]) || f[j] == '_') {
				j++
			}
			if c == '$' {
				out = append(out, fmtTok{'$', f[i+1 : j]})
			} else {
				out = append(out, fmtTok{'w', f[i:j]})
			}
			i = j
		case strings.IndexByte("()?^,:<>", c) >= 0:
			out = append(out, fmtTok{c, string(c)})
			i++
		default:
			return nil, fmt.Errorf("unexpected %q", c)
		}
	}
	return out, nil
}

type fmtParser struct {
	def  defInfo
	toks []fmtTok
	pos  int
}

// compileFormat compiles def's format.
func compileFormat(def defInfo) ([]*element, error) {
	toks, err := lexFormat(def.format)
	if err != nil {
		return nil, fmt.Errorf("%s: format %q: %v", def.name, def.format, err)
	}
	fp := &fmtParser{def: def, toks: toks}
	elems, err := fp.elements(false)
	if err != nil {
		return nil, fmt.Errorf("%s: format %q: %v", def.name, def.format, err)
	}
	if fp.pos < len(toks) {
		return nil, fmt.Errorf("%s: format %q: unexpected %q", def.name, def.format, toks[fp.pos].text)
	}
	return elems, nil
}

func (fp *fmtParser) peek(kind byte) bool {
	return fp.pos < len(fp.toks) && fp.toks[fp.pos].kind == kind
}

func (fp *fmtParser) expect(kind byte) error {
	if !fp.peek(kind) {
		return fmt.Errorf("expected %q", string(kind))
	}
	fp.pos++
	return nil
}

func (fp *fmtParser) param(name string) (int, error) {
	for i, p := range fp.def.params {
		if p.Name == name {
			return i, nil
		}
	}
	return 0, fmt.Errorf("$%s is not a parameter", name)
}

func (fp *fmtParser) elements(inGroup bool) ([]*element, error) {
	var out []*element
	for fp.pos < len(fp.toks) {
		t := fp.toks[fp.pos]
		if t.kind == ')' && inGroup {
			return out, nil
		}
		e, err := fp.element()
		if err != nil {
			return nil, err
		}
		if fp.peek('^') {
			fp.pos++
			e.isAnchor = true
		}
		out = append(out, e)
	}
	return out, nil
}

func (fp *fmtParser) element() (*element, error) {
	t := fp.toks[fp.pos]
	fp.pos++
	switch t.kind {
	case '`':
		return &element{kind: eLit, lit: t.text}, nil
	case '$':
		i, err := fp.param(t.text)
		if err != nil {
			return nil, err
		}
		return &element{kind: eVar, param: i}, nil
	case '(':
		then, err := fp.elements(true)
		if err != nil {
			return nil, err
		}
		if err := fp.expect(')'); err != nil {
			return nil, err
		}
		g := &element{kind: eGroup, then: then}
		if fp.peek(':') {
			fp.pos++
			if err := fp.expect('('); err != nil {
				return nil, err
			}
			if g.els, err = fp.elements(true); err != nil {
				return nil, err
			}
			if err := fp.expect(')'); err != nil {
				return nil, err
			}
		}
		if err := fp.expect('?'); err != nil {
			return nil, err
		}
		g.anchor, g.anchorInThen = findAnchor(g.then), true
		if g.anchor == nil {
			g.anchor, g.anchorInThen = findAnchor(g.els), false
		}
		if g.anchor == nil || len(g.then) == 0 {
			return nil, fmt.Errorf("optional group without an anchor")
		}
		return g, nil
	case 'w':
		switch t.text {
		case "params":
			e := &element{kind: eParams}
			for i := range fp.def.params {
				e.list = append(e.list, i)
			}
			return e, nil
		case "struct":
			e := &element{kind: eStruct}
			if err := fp.expect('('); err != nil {
				return nil, err
			}
			if fp.pos < len(fp.toks) && fp.toks[fp.pos] == (fmtTok{'w', "params"}) {
				fp.pos++
				for i := range fp.def.params {
					e.list = append(e.list, i)
				}
			} else {
				for {
					if !fp.peek('$') {
						return nil, fmt.Errorf("expected a parameter in struct")
					}
					i, err := fp.param(fp.toks[fp.pos].text)
					if err != nil {
						return nil, err
					}
					fp.pos++
					e.list = append(e.list, i)
					if !fp.peek(',') {
						break
					}
					fp.pos++
				}
			}
			return e, fp.expect(')')
		case "qualified":
			if err := fp.expect('('); err != nil {
				return nil, err
			}
			if !fp.peek('$') {
				return nil, fmt.Errorf("expected a parameter in qualified")
			}
			i, err := fp.param(fp.toks[fp.pos].text)
			if err != nil {
				return nil, err
			}
			fp.pos++
			return &element{kind: eVar, param: i, qualified: true}, fp.expect(')')
		case "custom":
			if err := fp.expect('<'); err != nil {
				return nil, err
			}
			if !fp.peek('w') {
				return nil, fmt.Errorf("expected a directive name")
			}
			e := &element{kind: eCustom, name: fp.toks[fp.pos].text}
			fp.pos++
			if err := fp.expect('>'); err != nil {
				return nil, err
			}
			if err := fp.expect('('); err != nil {
				return nil, err
			}
			for !fp.peek(')') {
				ref := false
				if fp.pos < len(fp.toks) && fp.toks[fp.pos] == (fmtTok{'w', "ref"}) {
					fp.pos++
					ref = true
					if err := fp.expect('('); err != nil {
						return nil, err
					}
				}
				if !fp.peek('$') {
					return nil, fmt.Errorf("expected a parameter in custom<%s>", e.name)
				}
				i, err := fp.param(fp.toks[fp.pos].text)
				if err != nil {
					return nil, err
				}
				fp.pos++
				if ref {
					if err := fp.expect(')'); err != nil {
						return nil, err
					}
				}
				e.args = append(e.args, cArg{param: i, ref: ref})
				if fp.peek(',') {
					fp.pos++
				}
			}
			return e, fp.expect(')')
		}
	}
	return nil, fmt.Errorf("unexpected %q", t.text)
}

func findAnchor(elems []*element) *element {
	for _, e := range elems {
		if e.isAnchor {
			return e
		}
	}
	return nil
}
