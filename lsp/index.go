package lsp

import (
	"context"
	"slices"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
)

// kind is what a name stands for.
type kind uint8

const (
	kValue  kind = iota // %x: an op result or a block argument
	kBlock              // ^bb1
	kSymbol             // @f: an op with a sym_name
	kAlias              // #map, !t
)

// span is the bytes [start, end) of the file.
type span struct{ start, end int }

func (s span) valid() bool { return s.end > s.start }

// entity is one thing a name stands for: where it is defined (def is
// empty when it is used but never defined) and where it is used.
type entity struct {
	kind kind
	name string // as written, with its sigil: %x, ^bb1, @f, #map
	def  span
	uses []span
	// quotedDef is set for a symbol defined by a generic op's
	// sym_name = "f": its definition is a string, not an @name.
	quotedDef bool

	op    *ast.Operation // the defining op (a value's, a symbol's), or nil
	block *ast.Block     // the block of a block label or block argument
	arg   *ast.BlockArg  // the block argument a value is
	alias *ast.AliasDef
	inner *symScope
}

// occurrence is one place a name is written.
type occurrence struct {
	span
	ent *entity
	def bool
}

// scope holds the values and blocks a region defines.
type scope struct {
	parent *scope
	values map[string]*entity
	blocks map[string]*entity
}

func (s *scope) lookup(name string) *entity {
	for ; s != nil; s = s.parent {
		if e := s.values[name]; e != nil {
			return e
		}
	}
	return nil
}

// symScope is the symbol table of an op's regions (or of the chunk's top
// level): the symbols the ops directly in them define.
type symScope struct {
	parent *symScope
	table  map[string]*entity
	owner  *entity // the symbol whose regions these are, or nil
}

func (s *symScope) lookup(name string) *entity {
	for ; s != nil; s = s.parent {
		if e := s.table[name]; e != nil {
			return e
		}
	}
	return nil
}

// header is the part of an op outside its regions, in the symbol scope
// its names are resolved in.
type header struct {
	span
	scope *symScope
}

// index is where every name of a chunk is defined and used, built from
// its syntax tree and its tokens (symbol references have no positions in
// the tree: they are found among the tokens of the op that writes them).
type index struct {
	occs    []occurrence // by start
	tokens  []grammar.Token
	opNames map[int]bool // starts of op names, for semantic tokens
	// ops are the ops by the chunk offset of their names (where the IR
	// says an op was written).
	ops     map[int]*ast.Operation
	symbols []*docSymbol // the outline
	// regions are the scopes of the regions written with braces, by
	// start, and top the chunk's own (completion reads them).
	regions []regionScope
	top     regionScope
	aliases map[string]*entity // by name with its sigil
}

// regionScope is what a region (between its braces) or the chunk's top
// level defines: its values and blocks, and the symbols of its ops.
type regionScope struct {
	span
	values *scope
	syms   *symScope
}

// docSymbol is an entry of the outline: a module, function, global or
// other symbol, with those nested in it.
type docSymbol struct {
	name     string
	detail   string
	op       *ast.Operation
	full     span // the op
	sel      span // its name
	children []*docSymbol
}

type indexer struct {
	ctx     context.Context
	src     []byte // the chunk
	base    int    // the chunk's offset in its file
	occs    []occurrence
	headers []header
	syms    map[int]*entity // symbol definitions by start
	opSym   map[*ast.Operation]*entity
	missing map[string]*entity
	opNames map[int]bool
	opAt    map[int]*ast.Operation
	regions []regionScope
}

// buildIndex indexes the chunk src (starting at offset base of its file)
// parsed as m, from parsed: src itself, or src with the ops that do not
// parse blanked out (repair). m may be nil when the chunk does not parse
// (its tokens are still there to highlight). It returns nil if ctx is
// cancelled first.
func buildIndex(ctx context.Context, src, parsed []byte, base int, m *ast.Module) *index {
	ix := &index{tokens: lex(src, base)}
	if m == nil {
		return ix
	}
	b := &indexer{src: parsed, base: base, syms: map[int]*entity{}, opSym: map[*ast.Operation]*entity{}, opAt: map[int]*ast.Operation{}, missing: map[string]*entity{}, opNames: map[int]bool{}}
	top := &scope{values: map[string]*entity{}, blocks: map[string]*entity{}}
	topSyms := &symScope{table: map[string]*entity{}}
	aliases := map[string]*entity{}
	var ops []*ast.Operation
	for _, it := range m.Items {
		switch it := it.(type) {
		case *ast.Operation:
			ops = append(ops, it)
		case *ast.AliasDef:
			sigil := "#"
			if it.Type != nil {
				sigil = "!"
			}
			if s, ok := b.name(it.Pos, sigil, it.Name); ok && aliases[sigil+it.Name] == nil {
				e := &entity{kind: kAlias, name: sigil + it.Name, def: s, alias: it}
				aliases[e.name] = e
				b.occs = append(b.occs, occurrence{s, e, true})
				b.headers = append(b.headers, header{span{s.end, b.base + int(it.End)}, topSyms})
			}
		}
	}
	var outline []*docSymbol
	b.ctx = ctx
	b.ops(ops, top, topSyms, &outline)
	if ctx.Err() != nil {
		return nil
	}
	ix.symbols = outline
	ix.opNames = b.opNames
	ix.ops = b.opAt
	ix.regions = b.regions
	slices.SortFunc(ix.regions, func(x, y regionScope) int { return x.start - y.start })
	ix.top = regionScope{span{base, base + len(src)}, top, topSyms}
	ix.aliases = aliases

	// Symbol and alias uses are found among the tokens.
	sort.Slice(b.headers, func(i, j int) bool { return b.headers[i].start < b.headers[j].start })
	toks := ix.tokens
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		s := span{int(t.Start), int(t.End)}
		switch t.Kind {
		case grammar.HashIdent, grammar.BangIdent:
			if e := aliases[string(b.text(s))]; e != nil && e.def != s {
				e.uses = append(e.uses, s)
				b.occs = append(b.occs, occurrence{s, e, false})
			}
		case grammar.AtIdent:
			if b.syms[s.start] != nil {
				continue // a definition
			}
			h := b.headerAt(s.start)
			if h == nil {
				continue
			}
			// A nested reference, @a::@b::@c: each part resolved in the
			// table of the one before.
			path := []span{s}
			for i+3 < len(toks) && toks[i+1].Kind == grammar.Colon && toks[i+2].Kind == grammar.Colon &&
				toks[i+3].Kind == grammar.AtIdent && toks[i+1].End == toks[i+2].Start {
				path = append(path, span{int(toks[i+3].Start), int(toks[i+3].End)})
				i += 3
			}
			var e *entity
			full := ""
			for k, p := range path {
				name := symbolName(b.text(p))
				full += "::" + name
				if k == 0 {
					e = h.scope.lookup(name)
				} else if e != nil && e.inner != nil {
					e = e.inner.table[name]
				} else {
					e = nil
				}
				if e == nil {
					e = b.missingEntity(kSymbol, full, "@"+name)
				}
				e.uses = append(e.uses, p)
				b.occs = append(b.occs, occurrence{p, e, false})
			}
		}
	}
	slices.SortFunc(b.occs, func(x, y occurrence) int { return x.start - y.start })
	ix.occs = b.occs
	return ix
}

// lex returns the tokens of a chunk, comments included, positioned in its file.
func lex(src []byte, base int) []grammar.Token {
	l := grammar.NewLexer(src)
	l.KeepComments = true
	toks := make([]grammar.Token, 0, len(src)/4)
	for {
		t := l.Next()
		if t.Kind == grammar.EOF {
			break
		}
		t.Start += int32(base)
		t.End += int32(base)
		toks = append(toks, t)
	}
	return toks
}

func (b *indexer) text(s span) []byte { return b.src[s.start-b.base : s.end-b.base] }

// name returns the span of sigil+name written at chunk offset p, if it is
// written there (a custom syntax may give a position that is not the
// name's).
func (b *indexer) name(p ast.Pos, sigil, name string) (span, bool) {
	if !p.IsValid() || int(p)+len(sigil)+len(name) > len(b.src) {
		return span{}, false
	}
	at := b.src[p : int(p)+len(sigil)+len(name)]
	if string(at[:len(sigil)]) != sigil || string(at[len(sigil):]) != name {
		return span{}, false
	}
	return span{b.base + int(p), b.base + int(p) + len(at)}, true
}

func (b *indexer) missingEntity(k kind, key, name string) *entity {
	key = string(rune('0'+k)) + key
	e := b.missing[key]
	if e == nil {
		e = &entity{kind: k, name: name}
		b.missing[key] = e
	}
	return e
}

func (b *indexer) headerAt(off int) *header {
	i := sort.Search(len(b.headers), func(i int) bool { return b.headers[i].end > off })
	if i < len(b.headers) && b.headers[i].start <= off {
		return &b.headers[i]
	}
	return nil
}

func (b *indexer) defineValue(sc *scope, p ast.Pos, name string, e *entity) {
	s, ok := b.name(p, "%", name)
	if !ok {
		return
	}
	e.kind, e.name, e.def = kValue, "%"+name, s
	if sc.values[name] == nil {
		sc.values[name] = e
	}
	b.occs = append(b.occs, occurrence{s, e, true})
}

// ops indexes the ops of one region (or of the top level): first what
// they define, visible to every op of the region and the regions nested
// in it, then their uses, then their regions.
func (b *indexer) ops(ops []*ast.Operation, sc *scope, syms *symScope, outline *[]*docSymbol) {
	for _, op := range ops {
		for _, r := range op.Results {
			b.defineValue(sc, r.Pos, r.Name, &entity{op: op})
		}
		name, s, quoted := b.symbol(op)
		if name == "" {
			continue
		}
		e := &entity{kind: kSymbol, name: "@" + name, def: s, quotedDef: quoted, op: op}
		if syms.table[name] == nil {
			syms.table[name] = e
		}
		b.syms[s.start] = e
		b.opSym[op] = e
		b.occs = append(b.occs, occurrence{s, e, true})
	}
	for _, op := range ops {
		b.op(op, sc, syms, outline)
	}
}

func (b *indexer) op(op *ast.Operation, sc *scope, syms *symScope, outline *[]*docSymbol) {
	if b.ctx.Err() != nil {
		return
	}
	if op.NamePos.IsValid() {
		b.opNames[b.base+int(op.NamePos)] = true
		b.opAt[int(op.NamePos)] = op
	}
	for _, u := range op.Operands {
		s, ok := b.name(u.Pos, "%", u.Name)
		if !ok {
			continue
		}
		e := sc.lookup(u.Name)
		if e == nil {
			e = b.missingEntity(kValue, u.Name, "%"+u.Name)
		}
		e.uses = append(e.uses, s)
		b.occs = append(b.occs, occurrence{s, e, false})
	}
	for _, ref := range op.Successors {
		s, ok := b.name(ref.Pos, "^", ref.Name)
		if !ok {
			continue
		}
		e := sc.blocks[ref.Name]
		if e == nil {
			e = b.missingEntity(kBlock, ref.Name, "^"+ref.Name)
		}
		e.uses = append(e.uses, s)
		b.occs = append(b.occs, occurrence{s, e, false})
	}

	if !op.Pos.IsValid() || !op.End.IsValid() {
		return // an op the lowering implied
	}
	// The op's header: its extent less its regions'.
	start := b.base + int(op.Pos)
	for _, r := range op.Regions {
		if r.LBrace.IsValid() && r.RBrace.IsValid() {
			b.headers = append(b.headers, header{span{start, b.base + int(r.LBrace)}, syms})
			start = b.base + int(r.RBrace) + 1
		}
	}
	b.headers = append(b.headers, header{span{start, b.base + int(op.End)}, syms})

	// The outline: an op with a symbol, or a module.
	var ds *docSymbol
	inner := &symScope{parent: syms, table: map[string]*entity{}}
	if e := b.opSym[op]; e != nil {
		ds = &docSymbol{name: e.name, detail: op.Name, op: op, sel: e.def}
		e.inner = inner
		inner.owner = e
	} else if isModule(op.Name) && len(op.Regions) > 0 {
		nameEnd := b.base + int(op.NamePos) + len(op.Name)
		ds = &docSymbol{name: op.Name, op: op, sel: span{b.base + int(op.NamePos), nameEnd}}
		if b.src[op.NamePos] == '"' {
			ds.sel.end += 2
		}
	}
	if ds != nil {
		ds.full = span{b.base + int(op.Pos), b.base + int(op.End)}
		*outline = append(*outline, ds)
		outline = &ds.children
	}

	for _, r := range op.Regions {
		rs := &scope{parent: sc, values: map[string]*entity{}, blocks: map[string]*entity{}}
		if r.LBrace.IsValid() && r.RBrace.IsValid() {
			b.regions = append(b.regions, regionScope{span{b.base + int(r.LBrace) + 1, b.base + int(r.RBrace)}, rs, inner})
		}
		var ops []*ast.Operation
		for _, blk := range r.Blocks {
			if blk.Label != "" {
				if s, ok := b.name(blk.Pos, "^", blk.Label); ok {
					e := &entity{kind: kBlock, name: "^" + blk.Label, def: s, block: blk}
					if rs.blocks[blk.Label] == nil {
						rs.blocks[blk.Label] = e
					}
					b.occs = append(b.occs, occurrence{s, e, true})
				}
			}
			for i := range blk.Args {
				a := &blk.Args[i]
				b.defineValue(rs, a.Pos, a.Name, &entity{block: blk, arg: a, op: op})
			}
			ops = append(ops, blk.Ops...)
		}
		b.ops(ops, rs, inner, outline)
	}
}

// symbol returns the symbol op defines (its sym_name) and where: the
// @name of a custom form, the string of a generic one.
func (b *indexer) symbol(op *ast.Operation) (name string, s span, quoted bool) {
	var entries []ast.NamedAttr
	if op.Custom != nil {
		entries = op.Custom.Props
		if op.Custom.Attrs != nil {
			entries = append(entries[:len(entries):len(entries)], op.Custom.Attrs.Entries...)
		}
	} else {
		if d, ok := op.Properties.(*ast.DictAttr); ok {
			entries = d.Entries
		}
		if op.Attrs != nil {
			entries = append(entries[:len(entries):len(entries)], op.Attrs.Entries...)
		}
	}
	for _, a := range entries {
		str, ok := a.Value.(*ast.StringAttr)
		if a.Name != "sym_name" || !ok {
			continue
		}
		// The name's token in the op's header (custom syntaxes do not
		// all record where they read it): the first @name (custom form),
		// else the string after `sym_name =` (generic form).
		end := int(op.End)
		for _, r := range op.Regions {
			if r.LBrace.IsValid() && int(r.LBrace) > int(op.NamePos) {
				end = min(end, int(r.LBrace))
			}
		}
		l := grammar.NewLexer(b.src[:end])
		l.Reset(int(op.NamePos))
		var prev [2]grammar.Token
		for t := l.Next(); t.Kind != grammar.EOF; t = l.Next() {
			switch {
			case t.Kind == grammar.AtIdent && symbolName(b.src[t.Start:t.End]) == str.Value:
				return str.Value, span{b.base + int(t.Start), b.base + int(t.End)}, false
			case t.Kind == grammar.String && prev[1].Kind == grammar.Equal &&
				strings.Trim(string(b.src[prev[0].Start:prev[0].End]), `"`) == "sym_name":
				if d, ok := grammar.DecodeString(b.src[t.Start:t.End]); ok && d == str.Value {
					return str.Value, span{b.base + int(t.Start), b.base + int(t.End)}, true
				}
			}
			prev[0], prev[1] = prev[1], t
		}
	}
	return "", span{}, false
}

// symbolName decodes an @name or @"name" token.
func symbolName(tok []byte) string {
	s := string(tok[1:])
	if strings.HasPrefix(s, `"`) {
		if d, ok := grammar.DecodeString([]byte(s)); ok {
			return d
		}
	}
	return s
}

func isModule(name string) bool {
	return name == "builtin.module" || name == "module" || strings.HasSuffix(name, ".module")
}

// at returns the occurrence at offset off (or ending there: the cursor
// just past a name is on it).
func (ix *index) at(off int) *occurrence {
	i := sort.Search(len(ix.occs), func(i int) bool { return ix.occs[i].end >= off })
	if i >= len(ix.occs) || ix.occs[i].start > off {
		return nil
	}
	if ix.occs[i].end == off && i+1 < len(ix.occs) && ix.occs[i+1].start == off {
		i++ // the name starting there rather than the one ending there
	}
	return &ix.occs[i]
}
