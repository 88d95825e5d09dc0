package lower

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// expandAliasRefs replaces, in the body of a dialect attribute kept as
// text, the uses of attribute aliases (`#tbaa_type_desc` in
// `#llvm.tbaa_tag<base_type = #tbaa_type_desc, ...>`) by the dialect
// attribute they stand for, so that the IR holds the attribute itself and
// not a name the printed file may no longer define. Aliases of other
// attributes, and names not defined, are left as written.
func (l *AttrLowerer) expandAliasRefs(body string) string {
	if !strings.Contains(body, "#") {
		return body
	}
	var b strings.Builder
	for i := 0; i < len(body); {
		c := body[i]
		if c == '"' {
			j := skipString(body, i)
			b.WriteString(body[i:j])
			i = j
			continue
		}
		if c != '#' {
			b.WriteByte(c)
			i++
			continue
		}
		j := i + 1
		for j < len(body) && isAliasChar(body[j], j == i+1) {
			j++
		}
		name := body[i+1 : j]
		next := byte(0)
		if j < len(body) {
			next = body[j]
		}
		// `#dialect.mnemonic...` and `#dialect<...>` are attributes, not
		// aliases.
		if name != "" && !strings.Contains(name, ".") && next != '<' {
			if dialect, data, _, ok := ir.DialectSpelling(l.attrAlias[name]); ok {
				b.WriteString(dialectAttrText(dialect, data))
				i = j
				continue
			}
		}
		b.WriteString(body[i:j])
		i = j
	}
	return b.String()
}

// dialectAttrText spells a dialect attribute without its type, as the
// printer does: `#dialect.mnemonic<...>`, or the opaque form
// `#dialect<data>`.
func dialectAttrText(dialect, data string) string {
	if ir.IsSimpleDialectSymbol(data) {
		return "#" + dialect + "." + data
	}
	return "#" + dialect + "<" + data + ">"
}

func isAliasChar(c byte, first bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		return true
	case c >= '0' && c <= '9', c == '$', c == '.', c == '-':
		return !first
	}
	return false
}

// skipString returns the index just past the string literal at s[i].
func skipString(s string, i int) int {
	j := i + 1
	for j < len(s) {
		switch s[j] {
		case '\\':
			j += 2
			continue
		case '"':
			return j + 1
		}
		j++
	}
	return len(s)
}
