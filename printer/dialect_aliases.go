package printer

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// opaqueKey identifies a dialect attribute by its text: the IR keeps
// the attributes nested in one kept as written as part of its data, and
// the alias walk meets them as text.
func opaqueKey(dialect, data string) string { return dialect + "\x00" + data }

// opaqueKeyOf is opaqueKey of a dialect attribute (kept as text or read
// by its definition), its type included; false for another attribute.
func opaqueKeyOf(a ir.Attribute) (string, bool) {
	var dialect, data string
	var typ ir.Type
	switch a := a.(type) {
	case *ir.OpaqueAttr:
		dialect, data, typ = a.Dialect, a.Data, a.Type
	case *ir.DialectAttr:
		dialect, data, typ = a.Dialect, a.Data, a.Type
	default:
		return "", false
	}
	k := opaqueKey(dialect, data)
	if typ != nil {
		k += "\x00" + strconv.FormatUint(typ.UID(), 10)
	}
	return k, true
}

// canonOpaque returns the one attribute the walk uses for a dialect
// attribute's text, so that an attribute met whole and nested is one.
func (c *aliasCollector) canonOpaque(dialect, data string, a ir.Attribute) ir.Attribute {
	k := opaqueKey(dialect, data)
	if a != nil {
		k, _ = opaqueKeyOf(a)
	}
	if o, ok := c.opaque[k]; ok {
		return o
	}
	if a == nil {
		a = &ir.OpaqueAttr{Dialect: dialect, Data: data}
	}
	if c.opaque == nil {
		c.opaque = map[string]ir.Attribute{}
	}
	c.opaque[k] = a
	return a
}

// visitData visits the dialect attributes written in a dialect
// attribute's data, in order, and returns the depth of its deepest part. A
// parameter written stripped (`<#tbaa_root, 0>`, a tbaa_member) is an
// attribute level of its own.
func (c *aliasCollector) visitData(data string) int {
	maxDepth := 0
	for i := 0; i < len(data); {
		switch ch := data[i]; {
		case ch == '"':
			i = ir.SkipQuoted(data, i)
			continue
		case ch == '#':
			j := i + 1
			for j < len(data) && isSymbolChar(data[j], j == i+1) {
				j++
			}
			ident := data[i+1 : j]
			dialect, mnemonic, dotted := strings.Cut(ident, ".")
			hasBody := j < len(data) && data[j] == '<'
			if ident == "" || (!dotted && !hasBody) {
				i = j
				continue
			}
			end := j
			if hasBody {
				if end = matchAngle(data, j); end < 0 {
					return maxDepth
				}
			}
			d := ""
			if hasBody {
				d = data[j+1 : max(end-1, j+1)]
			}
			if dotted {
				d = mnemonic + data[j:end]
			}
			maxDepth = max(maxDepth, c.visitAttr(c.canonOpaque(dialect, d, nil)))
			i = end
			continue
		case ch == '<' && (i == 0 || !isSymbolChar(data[i-1], false)):
			end := matchAngle(data, i)
			if end < 0 {
				return maxDepth
			}
			if d := c.visitData(data[i+1 : end-1]); d > 0 {
				maxDepth = max(maxDepth, d+1)
			}
			i = end
			continue
		}
		i++
	}
	return maxDepth
}

// nestedAttr is a dialect attribute written inside another's data, at
// data[start:end].
type nestedAttr struct {
	dialect, data string
	start, end    int
}

// nestedDialectAttrs finds the dialect attributes written in a dialect
// attribute's data (`#llvm.tbaa_root<...>`, `#llvm.di_null_type`,
// `#dialect<...>`), the outermost ones, in order; string literals are
// skipped.
func nestedDialectAttrs(data string) []nestedAttr {
	if !strings.Contains(data, "#") {
		return nil
	}
	var out []nestedAttr
	for i := 0; i < len(data); {
		switch data[i] {
		case '"':
			i = ir.SkipQuoted(data, i)
			continue
		case '#':
		default:
			i++
			continue
		}
		j := i + 1
		for j < len(data) && isSymbolChar(data[j], j == i+1) {
			j++
		}
		ident := data[i+1 : j]
		dialect, mnemonic, dotted := strings.Cut(ident, ".")
		hasBody := j < len(data) && data[j] == '<'
		if ident == "" || (!dotted && !hasBody) {
			i = j // an alias, or not an attribute
			continue
		}
		end := j
		if hasBody {
			end = matchAngle(data, j)
			if end < 0 {
				return out
			}
		}
		n := nestedAttr{dialect: dialect, start: i, end: end}
		if dotted {
			n.data = mnemonic + data[j:end]
		} else {
			n.data = data[j+1 : end-1]
		}
		out = append(out, n)
		i = end
	}
	return out
}

func isSymbolChar(c byte, first bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		return true
	case c >= '0' && c <= '9', c == '$', c == '.', c == '-':
		return !first
	}
	return false
}

// matchAngle returns the index just past the `>` closing the `<` at
// s[i], or -1; strings and `->` are skipped.
func matchAngle(s string, i int) int {
	depth := 0
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '"':
			j = ir.SkipQuoted(s, j) - 1
		case '<':
			depth++
		case '>':
			if j > 0 && s[j-1] == '-' {
				continue
			}
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// aliasedData is a dialect attribute's data with the attributes nested in
// it that have an alias written as the alias.
func (p *Printer) aliasedData(data string) string {
	if p.aliases == nil || len(p.aliases.opaque) == 0 {
		return data
	}
	nested := nestedDialectAttrs(data)
	if len(nested) == 0 {
		return data
	}
	var b strings.Builder
	last := 0
	for _, n := range nested {
		b.WriteString(data[last:n.start])
		if name, ok := p.aliases.opaque[opaqueKey(n.dialect, n.data)]; ok {
			b.WriteString("#" + name)
		} else {
			inner := p.aliasedData(n.data)
			b.WriteString(dialectSymbolText(n.dialect, inner))
		}
		last = n.end
	}
	b.WriteString(data[last:])
	return b.String()
}

// dialectSymbolText spells `#dialect.data` or `#dialect<data>`.
func dialectSymbolText(dialect, data string) string {
	if ir.IsSimpleDialectSymbol(data) {
		return "#" + dialect + "." + data
	}
	return "#" + dialect + "<" + data + ">"
}

// opaqueData is a dialect attribute's data as printed: the attributes
// nested in it that have an alias written as the alias, and its distinct
// attributes numbered in printing order.
func (p *Printer) opaqueData(data string) string {
	return p.renumberDistinct(p.aliasedData(data))
}

// renumberDistinct numbers the `distinct[N]` written in data as mlir-opt
// numbers distinct attributes: in the order they are first printed.
func (p *Printer) renumberDistinct(data string) string {
	return ir.RenumberDistinct(data, p.textDistinctID)
}

// textDistinctID is the number printed for the distinct attribute written
// `distinct[src]` inside dialect attributes.
func (p *Printer) textDistinctID(src string) int {
	if p.aliases == nil {
		p.aliases = &aliasTable{}
	}
	t := p.aliases
	if t.textDistinct == nil {
		t.textDistinct = map[string]int{}
	}
	id, ok := t.textDistinct[src]
	if !ok {
		id = len(t.distinct) + len(t.textDistinct)
		t.textDistinct[src] = id
	}
	return id
}
