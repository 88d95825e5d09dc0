package lsp

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	docs "github.com/gomlir/gomlir/internal/odsdocs"
)

// nameAt is the dotted name around off (an op's, or the `dialect.mnemonic`
// of a dialect attribute or type) and its sigil: '#' or '!' for an
// attribute or type, '"' for a generic op's quoted name, 0 for a bare
// word.
func nameAt(src []byte, off int) (start, end int, sigil byte) {
	isName := func(c byte) bool {
		return c == '_' || c == '.' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
	}
	if off > len(src) {
		off = len(src)
	}
	start, end = off, off
	for start > 0 && isName(src[start-1]) {
		start--
	}
	for end < len(src) && isName(src[end]) {
		end++
	}
	if start == end {
		return start, end, 0
	}
	if start > 0 && strings.IndexByte("#!\"", src[start-1]) >= 0 {
		sigil = src[start-1]
	}
	return start, end, sigil
}

// definitionDoc describes the ODS definition named at off: an op's name
// (quoted or not), a dialect attribute's `#dialect.mnemonic` or a type's
// `!dialect.mnemonic`, as markdown, with the span of the name; "" when
// nothing there is defined.
func definitionDoc(reg dialect.Registry, c *chunk, src []byte, off int) (string, int, int) {
	if reg == nil {
		return "", 0, 0
	}
	start, end, sigil := nameAt(src, off)
	name := string(src[start:end])
	if sigil == 0 && start < end {
		// An op's name written without its dialect (`return` in a
		// func.func): the op parsed there has its full name.
		if op := c.opNamedAt(start); op != nil {
			if def := reg.Op(op.Name); def != nil {
				return opDoc(def), start, end
			}
		}
	}
	d, rest, ok := strings.Cut(name, ".")
	if !ok || d == "" || rest == "" {
		return "", 0, 0
	}
	switch sigil {
	case '#', '!':
		od := reg.Dialect(d)
		if od == nil {
			return "", 0, 0
		}
		text := defDoc(od, sigil, rest)
		if text == "" {
			return "", 0, 0
		}
		return text, start - 1, end
	default:
		op := reg.Op(name)
		if op == nil {
			return "", 0, 0
		}
		return opDoc(op), start, end
	}
}

// opDoc is an op's documentation: its summary, its operands, attributes,
// results, regions and successors with their constraints, its assembly
// format and its description. Without generated documentation (an op of
// a user's definitions file) the constraints are named by their ODS defs.
func opDoc(op *ods.Op) string {
	var od *docs.Op
	if dd := docs.Lookup(op.Dialect()); dd != nil {
		od = dd.Op(op.Name)
	}
	var b strings.Builder
	b.WriteString("```mlir\n" + op.Name + "\n```\n")
	if od != nil && od.Summary != "" {
		b.WriteString("**" + od.Summary + "**\n\n")
	}
	section := func(title string, names []string, kinds []string, consts []string, docs []*docs.Arg) {
		if len(names) == 0 {
			return
		}
		b.WriteString(title + ":\n")
		for i, n := range names {
			c := consts[i]
			doc := ""
			if i < len(docs) && docs[i].Name == n {
				if docs[i].Constraint != "" {
					c = docs[i].Constraint
				}
				doc = docs[i].Doc
			}
			fmt.Fprintf(&b, "- `%s`", n)
			if kinds[i] != "" {
				b.WriteString(" (" + kinds[i] + ")")
			}
			if c != "" {
				b.WriteString(": " + c)
			}
			if doc != "" {
				b.WriteString(" — " + doc)
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	args := func(as []*ods.Arg) (names, kinds, consts []string) {
		for _, a := range as {
			names, kinds, consts = append(names, a.Name), append(kinds, a.Kind), append(consts, a.Constraint)
		}
		return
	}
	ddocs := func(f func(*docs.Op) []*docs.Arg) []*docs.Arg {
		if od == nil {
			return nil
		}
		return f(od)
	}
	n, k, c := args(op.Operands)
	section("Operands", n, k, c, ddocs(func(o *docs.Op) []*docs.Arg { return o.Operands }))
	n, k, c = nil, nil, nil
	for _, a := range op.Attrs {
		kind := ""
		switch {
		case a.Default != "" && !strings.HasPrefix(a.Default, "cpp:"):
			kind = "default " + a.Default
		case a.Optional:
			kind = "optional"
		}
		n, k, c = append(n, a.Name), append(k, kind), append(c, a.Constraint)
	}
	section("Attributes", n, k, c, ddocs(func(o *docs.Op) []*docs.Arg { return o.Attrs }))
	n, k, c = args(op.Results)
	section("Results", n, k, c, ddocs(func(o *docs.Op) []*docs.Arg { return o.Results }))
	n, k, c = nil, nil, nil
	for _, r := range op.Regions {
		kind := ""
		if r.Variadic {
			kind = "variadic"
		}
		n, k, c = append(n, r.Name), append(k, kind), append(c, "")
	}
	section("Regions", n, k, c, ddocs(func(o *docs.Op) []*docs.Arg { return o.Regions }))
	n, k, c = args(op.Successors)
	section("Successors", n, k, c, ddocs(func(o *docs.Op) []*docs.Arg { return o.Successors }))
	if op.Format != "" {
		b.WriteString("Format: `" + op.Format + "`\n\n")
	}
	if od != nil && od.Description != "" {
		b.WriteString("---\n" + od.Description + "\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// defDoc is a dialect attribute's (sigil '#') or type's ('!')
// documentation: summary, parameters, an enum attribute's cases, format
// and description; "" when the dialect defines no such mnemonic.
func defDoc(d *ods.Dialect, sigil byte, mnemonic string) string {
	var params []*ods.Param
	var format, enum string
	found := false
	if sigil == '#' {
		for _, a := range d.Attrs {
			if a.Mnemonic == mnemonic {
				params, format, enum, found = a.Params, a.Format, a.Enum, true
				break
			}
		}
	} else {
		for _, t := range d.Types {
			if t.Mnemonic == mnemonic {
				params, format, found = t.Params, t.Format, true
				break
			}
		}
	}
	if !found {
		return ""
	}
	var dd *docs.Def
	if doc := docs.Lookup(d.Name); doc != nil {
		if sigil == '#' {
			dd = doc.Attr(mnemonic)
		} else {
			dd = doc.Type(mnemonic)
		}
	}
	var b strings.Builder
	b.WriteString("```mlir\n" + string(sigil) + d.Name + "." + mnemonic + "\n```\n")
	if dd != nil && dd.Summary != "" {
		b.WriteString("**" + dd.Summary + "**\n\n")
	}
	if len(params) > 0 {
		b.WriteString("Parameters:\n")
		for i, p := range params {
			fmt.Fprintf(&b, "- `%s`", p.Name)
			if p.Kind != "" {
				b.WriteString(": `" + p.Kind + "`")
			}
			if p.Optional {
				b.WriteString(" (optional)")
			}
			if dd != nil && i < len(dd.Params) && dd.Params[i].Name == p.Name && dd.Params[i].Doc != "" {
				b.WriteString(" — " + dd.Params[i].Doc)
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	if e := enumOf(d, enum); e != nil {
		b.WriteString("Cases: " + caseList(e) + "\n\n")
	}
	if format != "" {
		b.WriteString("Format: `" + format + "`\n\n")
	}
	if dd != nil && dd.Description != "" {
		b.WriteString("---\n" + dd.Description + "\n")
	}
	return strings.TrimRight(b.String(), "\n") + "\n"
}

// enumOf is the dialect's enum named name, or nil.
func enumOf(d *ods.Dialect, name string) *ods.Enum {
	if name == "" {
		return nil
	}
	for _, e := range d.Enums {
		if e.Name == name {
			return e
		}
	}
	return nil
}

func caseList(e *ods.Enum) string {
	strs := make([]string, len(e.Cases))
	for i, c := range e.Cases {
		strs[i] = "`" + c.Str + "`"
	}
	return strings.Join(strs, ", ")
}
