package lsp

import (
	"context"
	"sort"
	"strings"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/printer"
)

// completionTriggers are the characters after which a client asks for
// completions unprompted.
var completionTriggers = []string{"%", "^", "@", "#", "!", ".", "\""}

// builtinTypes are the builtin type keywords offered where a type is due.
var builtinTypes = []string{
	"i1", "i8", "i16", "i32", "i64", "i128", "index", "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
	"f8E4M3FN", "f8E5M2", "complex", "tensor", "memref", "vector", "tuple", "none",
}

// Completion offers what can be written at the cursor, from the names of
// its chunk and the registered dialects: after `%` the values in scope
// (defined before the cursor in its region or the regions around it),
// after `^` the blocks of its region, after `@` the symbols of the symbol
// tables around it, after `#` and `!` the chunk's aliases and the
// dialects, after `dialect.` (quoted or not) that dialect's ops, at a word
// the dialects and ops it starts, after `:` or `->` the builtin types too.
// Each item replaces the word being typed, sigil included.
func (s *server) Completion(ctx context.Context, p *protocol.CompletionParams) (protocol.CompletionResult, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	enc := s.encoding()
	t := a.text
	off := t.offset(p.Position, enc)
	start := off
	for start > 0 && isWordByte(t.src[start-1]) {
		start--
	}
	sigil := byte(0)
	if start > 0 && strings.IndexByte("%^@#!", t.src[start-1]) >= 0 {
		start--
		sigil = t.src[start]
	}
	word := string(t.src[start:off])
	rng := t.rangeOf(start, off, enc)
	var items []protocol.CompletionItem
	add := func(label string, kind protocol.CompletionItemKind, detail string) {
		if !strings.HasPrefix(label, word) {
			return
		}
		it := protocol.CompletionItem{Label: label, Kind: kind, TextEdit: &protocol.TextEdit{Range: rng, NewText: label}}
		if detail != "" {
			it.Detail.Set(detail)
		}
		items = append(items, it)
	}
	reg := s.config().reg
	snippets := s.snippetSupport()
	c := a.chunkAt(off)
	var ix *index
	if c != nil {
		select {
		case <-c.indexed:
			ix = c.index
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	answered := sigil == 0 && odsCompletions(reg, t.src, start, add)
	switch {
	case answered:
	case sigil == '%':
		if ix != nil {
			completeValues(c, ix, off, add)
		}
	case sigil == '^':
		if ix != nil && ix.regionAt(off).values != nil { // nil: the chunk does not parse
			for _, e := range sortedEntities(ix.regionAt(off).values.blocks) {
				add(e.name, protocol.CompletionItemKindReference, "block")
			}
		}
	case sigil == '@':
		if ix != nil {
			seen := map[string]bool{}
			for ss := ix.regionAt(off).syms; ss != nil; ss = ss.parent {
				for _, e := range sortedEntities(ss.table) {
					if !seen[e.name] && e.op != nil {
						seen[e.name] = true
						add(e.name, protocol.CompletionItemKindFunction, e.op.Name)
					}
				}
			}
		}
	case sigil == '#' || sigil == '!':
		if ix != nil {
			for _, e := range sortedEntities(ix.aliases) {
				if e.name[0] == sigil {
					add(e.name, protocol.CompletionItemKindConstant, "alias")
				}
			}
		}
		for _, d := range s.dialectNames() {
			add(string(sigil)+d, protocol.CompletionItemKindModule, "dialect")
		}
	default:
		if strings.IndexByte(word, '.') >= 0 || wordStartsOp(t.src, start) {
			quoted := start > 0 && t.src[start-1] == '"'
			for _, name := range s.opNames() {
				n := len(items)
				add(name, protocol.CompletionItemKindFunction, "op")
				if len(items) > n && snippets && !quoted && reg != nil {
					// The custom form, its parts tab stops.
					if def := reg.Op(name); def != nil {
						sn := opSnippet(def)
						if sn == "" {
							// A hand-written syntax: its dialect's snippet.
							sn = reg.Snippet(name).Text
						}
						if sn != "" {
							items[n].TextEdit.(*protocol.TextEdit).NewText = sn
							items[n].InsertTextFormat = protocol.InsertTextFormatSnippet
						}
					}
				}
			}
			if strings.IndexByte(word, '.') < 0 {
				for _, d := range s.dialectNames() {
					add(d, protocol.CompletionItemKindModule, "dialect")
				}
			}
		}
		if typeExpected(t.src, start) {
			for _, k := range builtinTypes {
				add(k, protocol.CompletionItemKindKeyword, "builtin type")
			}
		}
	}
	if items == nil {
		items = []protocol.CompletionItem{}
	}
	return &protocol.CompletionList{Items: items}, nil
}

// completeValues offers the values visible at off: those of the regions
// around it defined before off, the nearest first; a value's detail is its
// type when its chunk lowered.
func completeValues(c *chunk, ix *index, off int, add func(string, protocol.CompletionItemKind, string)) {
	seen := map[string]bool{}
	for sc := ix.regionAt(off).values; sc != nil; sc = sc.parent {
		for _, e := range sortedEntities(sc.values) {
			if seen[e.name] || e.def.start >= off {
				continue
			}
			// An op's results are not seen in its own regions.
			if e.arg == nil && e.op != nil && e.op.Pos.IsValid() && c.start+int(e.op.Pos) <= off && off <= c.start+int(e.op.End) {
				continue
			}
			seen[e.name] = true
			detail := ""
			if vs := c.values[e.def.start]; len(vs) > 0 {
				types := make([]string, len(vs))
				for i, v := range vs {
					types[i] = printer.TypeString(v.Type())
				}
				detail = strings.Join(types, ", ")
			} else if e.op != nil {
				detail = e.op.Name
			}
			add(e.name, protocol.CompletionItemKindVariable, detail)
		}
	}
}

// regionAt is the innermost region around off, or the chunk's top level.
func (ix *index) regionAt(off int) regionScope {
	best := ix.top
	for _, r := range ix.regions {
		if r.start > off {
			break
		}
		if off <= r.end {
			best = r // a later start inside the one before: nested deeper
		}
	}
	return best
}

// sortedEntities are the entities of a name table, by name.
func sortedEntities(m map[string]*entity) []*entity {
	out := make([]*entity, 0, len(m))
	for _, e := range m {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// isWordByte reports whether c may be part of a name being typed: an op's
// or a dialect's, a value's, a symbol's, an alias's.
func isWordByte(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// wordStartsOp reports whether a word at start is where an op's name is
// written: first on its line, after `=` (its results), or after the `"`
// of a generic op's name.
func wordStartsOp(src []byte, start int) bool {
	i := start - 1
	if i >= 0 && src[i] == '"' {
		return true
	}
	for i >= 0 && (src[i] == ' ' || src[i] == '\t') {
		i--
	}
	return i < 0 || src[i] == '\n' || src[i] == '='
}

// typeExpected reports whether a word at start follows `:` or `->` (or
// the `,` or `(` of a type list after them, on the same line).
func typeExpected(src []byte, start int) bool {
	i := start - 1
	for i >= 0 && (src[i] == ' ' || src[i] == '\t') {
		i--
	}
	if i < 0 {
		return false
	}
	switch src[i] {
	case ':':
		return i == 0 || src[i-1] != ':' // not a nested symbol's ::
	case '>':
		return i > 0 && src[i-1] == '-'
	case ',', '(':
		for ; i >= 0 && src[i] != '\n'; i-- {
			if src[i] == ':' || src[i] == '>' && i > 0 && src[i-1] == '-' {
				return true
			}
		}
	}
	return false
}

// dialectNames are the dialects known, sorted.
func (s *server) dialectNames() []string {
	reg := s.config().reg
	if reg == nil {
		return nil
	}
	return reg.AvailableDialects()
}

// opNames are the ops the registry knows, when it can list them.
func (s *server) opNames() []string {
	if l, ok := s.config().reg.(interface{ OpNames() []string }); ok {
		return l.OpNames()
	}
	return nil
}
