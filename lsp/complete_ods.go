package lsp

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
)

// The completions the ODS definitions give: the cases of an enum
// attribute where one is written, an op's inherent attribute names inside
// its `<{...}>`, the keys of a `{-# ... #-}` section, and an op's custom
// form as a snippet.

// metadataKeys are the sections a `{-# ... #-}` block may hold.
var metadataKeys = []string{"dialect_resources", "external_resources"}

// inMetadata reports whether start is inside a `{-# ... #-}` block, and
// whether at one of its keys: at its top level, first or after a `,`.
func inMetadata(src []byte, start int) (inside, key bool) {
	// The block starts a line at column 0, its keys are indented: the
	// nearest line before start that starts at column 0 is its first.
	ls := start
	for {
		for ls > 0 && src[ls-1] != '\n' {
			ls--
		}
		if ls < len(src) && ls < start && !isSpace(src[ls]) || ls == 0 {
			break
		}
		ls--
	}
	if !bytes.HasPrefix(src[ls:], []byte("{-#")) || lastIndex(src[ls:start], "#-}") >= 0 {
		return false, false
	}
	return true, atKey(src, ls+3, start)
}

// atKey reports whether start is where a key of the list from from is
// written: at its top level (brackets balanced since from), first or
// after a `,`.
func atKey(src []byte, from, start int) bool {
	depth := 0
	for i := from; i < start; i++ {
		switch src[i] {
		case '{', '[', '(', '<':
			depth++
		case '}', ']', ')':
			depth--
		case '>':
			if i == 0 || src[i-1] != '-' {
				depth--
			}
		case '"':
			for i++; i < start && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		}
	}
	if depth != 0 {
		return false
	}
	i := start - 1
	for i >= from && isSpace(src[i]) {
		i--
	}
	return i < from || src[i] == ','
}

func lastIndex(b []byte, s string) int { return bytes.LastIndex(b, []byte(s)) }

// genericOpRE finds a generic op's quoted name and its `(`.
var genericOpRE = regexp.MustCompile(`"([A-Za-z_][\w$.]*)"\s*\(`)

// propertiesOp is the op whose `<{...}>` holds start at a key, or nil:
// a generic op's properties, or a custom form's prop-dict.
func propertiesOp(reg dialect.Registry, src []byte, start int) (*ods.Op, int) {
	from := max(0, start-4000) // an op's properties are not longer
	open := lastIndex(src[from:start], "<{")
	if open < 0 {
		return nil, 0
	}
	open += from
	if lastIndex(src[open:start], "}>") >= 0 || !atKey(src, open+2, start) {
		return nil, 0
	}
	// A custom form's prop-dict: the op named first on the line.
	if op, _ := customOpBefore(reg, src, open); op != nil && strings.Contains(op.Format, "prop-dict") {
		return op, open
	}
	from = max(0, open-4000)
	ms := genericOpRE.FindAllSubmatchIndex(src[from:open], -1)
	if len(ms) == 0 {
		return nil, 0
	}
	m := ms[len(ms)-1]
	return reg.Op(string(src[from+m[2] : from+m[3]])), open
}

// enumCases offers the cases of the enum attribute written at start, if
// one is: inside `#dialect.mnemonic<...>` of an enum attribute, inside the
// `keyword<...>` of an op's custom form that writes an enum attribute
// there (`fastmath<fast>`), or at the first place of a custom form that
// begins with an enum attribute (`arith.cmpi slt, ...`). It reports whether
// the place was one.
func enumCases(reg dialect.Registry, src []byte, start int, add func(string, protocol.CompletionItemKind, string)) bool {
	// Inside `<`: the cases written so far and their separators.
	i := start - 1
	for i >= 0 && (isWordByte(src[i]) || src[i] == ' ' || src[i] == ',' || src[i] == '|') {
		i--
	}
	if i >= 0 && src[i] == '<' {
		kwEnd := i
		k := kwEnd
		for k > 0 && isWordByte(src[k-1]) {
			k--
		}
		kw := string(src[k:kwEnd])
		if k > 0 && src[k-1] == '#' {
			d, m, ok := strings.Cut(kw, ".")
			if !ok {
				return false
			}
			od := reg.Dialect(d)
			if od == nil {
				return false
			}
			for _, a := range od.Attrs {
				if a.Mnemonic == m {
					if e := enumOf(od, a.Enum); e != nil {
						offerCases(e, "#"+kw, add)
						return true
					}
				}
			}
			return false
		}
		op, _ := customOpBefore(reg, src, k)
		if op == nil {
			return false
		}
		for _, a := range op.Attrs {
			if a.Enum != "" && (strings.Contains(op.Format, "`"+kw+"` `` $"+a.Name) || strings.Contains(op.Format, "`"+kw+"` `<` $"+a.Name)) {
				if e := enumOf(reg.Dialect(op.Dialect()), a.Enum); e != nil {
					offerCases(e, a.Name, add)
					return true
				}
			}
		}
		return false
	}
	op, nameEnd := customOpBefore(reg, src, start)
	if op == nil || strings.TrimSpace(string(src[nameEnd:start])) != "" {
		return false
	}
	first, _, _ := strings.Cut(op.Format, " ")
	for _, a := range op.Attrs {
		if a.Enum != "" && first == "$"+a.Name {
			if e := enumOf(reg.Dialect(op.Dialect()), a.Enum); e != nil {
				offerCases(e, a.Name, add)
				return true
			}
		}
	}
	return false
}

func offerCases(e *ods.Enum, detail string, add func(string, protocol.CompletionItemKind, string)) {
	for _, c := range e.Cases {
		add(c.Str, protocol.CompletionItemKindEnumMember, detail)
	}
}

// customOpRE is the start of a line up to a custom-form op's name.
var customOpRE = regexp.MustCompile(`^\s*(?:%[\w$.#-]+(?::\d+)?(?:\s*,\s*%[\w$.#-]+(?::\d+)?)*\s*=\s*)?([A-Za-z_][\w$.]*)`)

// customOpBefore is the registered op whose custom form's name starts the
// line of off, before it, and the end of that name.
func customOpBefore(reg dialect.Registry, src []byte, off int) (*ods.Op, int) {
	ls := off
	for ls > 0 && src[ls-1] != '\n' {
		ls--
	}
	m := customOpRE.FindSubmatchIndex(src[ls:off])
	if m == nil {
		return nil, 0
	}
	return reg.Op(string(src[ls+m[2] : ls+m[3]])), ls + m[3]
}

// snippets caches the custom forms of ops as snippets, by op name ("" for
// an op without one).
var snippets sync.Map

// opSnippet is the custom form of op as an LSP snippet, its parts tab
// stops (`arith.addi ${1:%lhs}, ${2:%rhs} : ${3:type}`), or "" when the op
// has no declarative format. Optional groups and the attribute dictionary
// are left out.
func opSnippet(op *ods.Op) string {
	if v, ok := snippets.Load(op.Name); ok {
		return v.(string)
	}
	s := ""
	if op.Format != "" {
		s = buildSnippet(op)
	}
	snippets.Store(op.Name, s)
	return s
}

func buildSnippet(op *ods.Op) string {
	f := op.Format
	var b strings.Builder
	b.WriteString(escapeSnippet(op.Name))
	stop := 0
	space := true // a space before the next part
	put := func(text string) {
		if space && text != "" && !strings.HasPrefix(text, ",") && !strings.HasPrefix(text, ")") && !strings.HasPrefix(text, "]") && !strings.HasPrefix(text, ">") && !strings.HasPrefix(text, "(") && !strings.HasPrefix(text, "[") && !strings.HasPrefix(text, "<") {
			b.WriteByte(' ')
		}
		b.WriteString(text)
		space = !strings.HasSuffix(text, "(") && !strings.HasSuffix(text, "[") && !strings.HasSuffix(text, "<")
	}
	placeholder := func(text string) string {
		stop++
		return "${" + strconv.Itoa(stop) + ":" + escapeSnippet(text) + "}"
	}
	for i := 0; i < len(f); {
		c := f[i]
		switch {
		case c == ' ':
			i++
		case c == '`':
			j := strings.IndexByte(f[i+1:], '`')
			if j < 0 {
				return ""
			}
			lit := f[i+1 : i+1+j]
			i += j + 2
			switch lit {
			case "":
				space = false
			case "\\n", " ":
			default:
				put(escapeSnippet(lit))
			}
		case c == '(':
			j := balanced(f, i)
			if j < 0 {
				return ""
			}
			i = j
			if i < len(f) && f[i] == '?' {
				i++
			}
			for i < len(f) && f[i] == ' ' {
				i++
			}
			if i < len(f) && f[i] == ':' { // `(then) : (else)?`
				i++
				for i < len(f) && f[i] == ' ' {
					i++
				}
				if i < len(f) && f[i] == '(' {
					if j := balanced(f, i); j >= 0 {
						i = j
					}
				}
				if i < len(f) && f[i] == '?' {
					i++
				}
			}
		case c == '$':
			j := i + 1
			for j < len(f) && (isWordByte(f[j]) && f[j] != '.' && f[j] != '-') {
				j++
			}
			name := f[i+1 : j]
			i = j
			put(variableSnippet(op, name, placeholder))
		default:
			j := i
			for j < len(f) && (isWordByte(f[j]) && f[j] != '.') {
				j++
			}
			word := f[i:j]
			if j == i {
				i++ // a stray character
				continue
			}
			if j < len(f) && f[j] == '<' { // custom<Name>
				k := strings.IndexByte(f[j:], '>')
				if k < 0 {
					return ""
				}
				word = strings.ToLower(f[j+1 : j+k])
				j += k + 1
			}
			if j < len(f) && f[j] == '(' { // the directive's arguments
				k := balanced(f, j)
				if k < 0 {
					return ""
				}
				j = k
			}
			i = j
			switch {
			case strings.HasPrefix(word, "attr-dict"), word == "prop-dict", word == "results":
			case word == "type", word == "qualified":
				put(placeholder("type"))
			case word == "functional-type":
				put(placeholder("(types) -> types"))
			case word == "operands":
				put(placeholder("%operands"))
			case word == "regions":
				put("{\n\t$" + strconv.Itoa(stop+1) + "\n\\}")
				stop++
			case word == "successors":
				put(placeholder("^successors"))
			default:
				put(placeholder(word))
			}
		}
	}
	return b.String()
}

// variableSnippet is a `$name` directive of op's format as a snippet
// part.
func variableSnippet(op *ods.Op, name string, placeholder func(string) string) string {
	for _, a := range op.Operands {
		if a.Name == name {
			return placeholder("%" + name)
		}
	}
	for _, a := range op.Successors {
		if a.Name == name {
			return placeholder("^" + name)
		}
	}
	for _, r := range op.Regions {
		if r.Name == name {
			return placeholder("{}")
		}
	}
	for _, a := range op.Attrs {
		if a.Name == name {
			if a.SymbolName || strings.HasSuffix(a.Storage, "SymbolRefAttr") {
				return placeholder("@" + name)
			}
			return placeholder(name)
		}
	}
	return placeholder(name)
}

// balanced is the index just past the `)` that closes the `(` at i of a
// format, or -1.
func balanced(f string, i int) int {
	depth := 0
	for j := i; j < len(f); j++ {
		switch f[j] {
		case '`':
			k := strings.IndexByte(f[j+1:], '`')
			if k < 0 {
				return -1
			}
			j += k + 1
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// escapeSnippet escapes the characters a snippet gives a meaning.
func escapeSnippet(s string) string {
	if !strings.ContainsAny(s, `$}\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '$' || c == '}' || c == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// written are the names of the attributes written in the `<{...}>` that
// opens at open, up to start: each key at its top level (`name = value`,
// or a unit attribute's bare `name`).
func written(src []byte, open, start int) []string {
	var names []string
	depth := 0
	key := true // at a key: after `{` or a top-level `,`
	for i := open + 2; i < start; i++ {
		c := src[i]
		switch {
		case c == '"':
			for i++; i < start && src[i] != '"'; i++ {
				if src[i] == '\\' {
					i++
				}
			}
			key = false
		case c == '{' || c == '[' || c == '(' || c == '<':
			depth++
			key = false
		case c == '}' || c == ']' || c == ')' || c == '>' && src[i-1] != '-':
			depth--
		case c == ',' && depth == 0:
			key = true
		case key && depth == 0 && (c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'):
			j := i
			for j < start && isWordByte(src[j]) {
				j++
			}
			if j < start { // a name typed up to start is not written yet
				names = append(names, string(src[i:j]))
			}
			i, key = j-1, false
		case !isSpace(c):
			key = false
		}
	}
	return names
}

// odsCompletions offers, at a word without sigil, what the definitions
// say is written there: a metadata key, an inherent attribute's name, an
// enum case. It reports whether start was such a place.
func odsCompletions(reg dialect.Registry, src []byte, start int, add func(string, protocol.CompletionItemKind, string)) bool {
	if inside, key := inMetadata(src, start); inside {
		// Only its keys: no op or type is written in it.
		if key {
			for _, k := range metadataKeys {
				add(k, protocol.CompletionItemKindKeyword, "file metadata")
			}
		}
		return true
	}
	if reg == nil {
		return false
	}
	if op, open := propertiesOp(reg, src, start); op != nil {
		have := written(src, open, start)
		for _, a := range op.Attrs {
			if !slices.Contains(have, a.Name) {
				detail := a.Constraint
				if a.Optional {
					detail += " (optional)"
				}
				add(a.Name, protocol.CompletionItemKindProperty, detail)
			}
		}
		return true
	}
	return enumCases(reg, src, start, add)
}
