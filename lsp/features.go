package lsp

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/diff"
	"github.com/gomlir/gomlir/printer"
)

// diagnostics converts an analysis's diagnostics for the client.
func (s *server) diagnostics(u uri.URI, a *analysis) []protocol.Diagnostic {
	enc := s.encoding()
	t := a.text
	out := make([]protocol.Diagnostic, 0, len(a.diags))
	for _, d := range a.diags {
		start, end := tokenSpan(t.src, d.Pos, d.End)
		pd := protocol.Diagnostic{
			Range:    t.rangeOf(start, end, enc),
			Severity: severity(d.Severity),
			Message:  protocol.String(d.Msg),
		}
		pd.Source.Set("mlirfmt")
		for _, n := range d.Notes {
			if !n.Pos.IsValid() {
				pd.Message = protocol.String(string(pd.Message.(protocol.String)) + "\n" + n.Msg)
				continue
			}
			start, end := tokenSpan(t.src, n.Pos, ast.NoPos)
			pd.RelatedInformation = append(pd.RelatedInformation, protocol.DiagnosticRelatedInformation{
				Location: protocol.Location{URI: u, Range: t.rangeOf(start, end, enc)},
				Message:  n.Msg,
			})
		}
		out = append(out, pd)
	}
	return out
}

// tokenSpan is the range a diagnostic is about: [pos, end) when end is
// past pos, else the token at pos.
func tokenSpan(src []byte, pos, end ast.Pos) (int, int) {
	if !pos.IsValid() {
		return 0, 0
	}
	if end <= pos {
		end = diag.TokenEnd(src, pos)
	}
	return int(pos), int(end)
}

func severity(s diag.Severity) protocol.DiagnosticSeverity {
	switch s {
	case diag.Warning:
		return protocol.DiagnosticSeverityWarning
	case diag.Remark:
		return protocol.DiagnosticSeverityInformation
	case diag.NoteSev:
		return protocol.DiagnosticSeverityHint
	}
	return protocol.DiagnosticSeverityError
}

// lookup returns the analysis of a document and the name at a position.
func (s *server) lookup(ctx context.Context, p protocol.TextDocumentPositionParams) (*analysis, *chunk, *occurrence, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, nil, nil, err
	}
	off := a.text.offset(p.Position, s.encoding())
	c := a.chunkAt(off)
	if c == nil {
		return a, nil, nil, nil
	}
	return a, c, c.index.at(off), nil
}

func (s *server) location(u uri.URI, a *analysis, sp span) protocol.Location {
	return protocol.Location{URI: u, Range: a.text.rangeOf(sp.start, sp.end, s.encoding())}
}

func (s *server) Definition(ctx context.Context, p *protocol.DefinitionParams) (protocol.DefinitionResult, error) {
	a, _, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if occ == nil || !occ.ent.def.valid() {
		// Not a name: maybe a file location, `loc("f.py":3:4)`.
		if loc := s.sourceLocation(p.TextDocument.URI, a.text, a.text.offset(p.Position, s.encoding())); loc != nil {
			return loc, nil
		}
		return nil, nil
	}
	loc := s.location(p.TextDocument.URI, a, occ.ent.def)
	return &loc, nil
}

func (s *server) References(ctx context.Context, p *protocol.ReferenceParams) ([]protocol.Location, error) {
	a, _, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil || occ == nil {
		return nil, err
	}
	spans := append([]span(nil), occ.ent.uses...)
	if p.Context.IncludeDeclaration && occ.ent.def.valid() {
		spans = append(spans, occ.ent.def)
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	locs := make([]protocol.Location, len(spans))
	for i, sp := range spans {
		locs[i] = s.location(p.TextDocument.URI, a, sp)
	}
	return locs, nil
}

// DocumentHighlight marks every place the name at the position is written:
// its definition as written to, its uses as read.
func (s *server) DocumentHighlight(ctx context.Context, p *protocol.DocumentHighlightParams) ([]protocol.DocumentHighlight, error) {
	a, _, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil || occ == nil {
		return nil, err
	}
	enc := s.encoding()
	var out []protocol.DocumentHighlight
	if occ.ent.def.valid() {
		out = append(out, protocol.DocumentHighlight{Range: a.text.rangeOf(occ.ent.def.start, occ.ent.def.end, enc), Kind: protocol.DocumentHighlightKindWrite})
	}
	for _, sp := range occ.ent.uses {
		out = append(out, protocol.DocumentHighlight{Range: a.text.rangeOf(sp.start, sp.end, enc), Kind: protocol.DocumentHighlightKindRead})
	}
	return out, nil
}

func (s *server) Hover(ctx context.Context, p *protocol.HoverParams) (*protocol.Hover, error) {
	a, c, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if occ == nil {
		// Not a name: maybe an op's, an attribute's or a type's
		// definition.
		off := a.text.offset(p.Position, s.encoding())
		text, start, end := definitionDoc(s.config().reg, c, a.text.src, off)
		if text == "" {
			return nil, nil
		}
		r := a.text.rangeOf(start, end, s.encoding())
		return &protocol.Hover{
			Contents: &protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: text},
			Range:    &r,
		}, nil
	}
	text := hoverText(a, c, occ.ent)
	if text == "" {
		return nil, nil
	}
	r := a.text.rangeOf(occ.start, occ.end, s.encoding())
	return &protocol.Hover{
		Contents: &protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: text},
		Range:    &r,
	}, nil
}

// hoverText describes an entity: a value's type and defining op, a block's
// header, a symbol's op, an alias's definition.
func hoverText(a *analysis, c *chunk, e *entity) string {
	var b strings.Builder
	code := func(s string) {
		b.WriteString("```mlir\n" + s + "\n```\n")
	}
	line := func(sp span) int { return int(a.text.position(sp.start, utf8Enc).Line) + 1 }
	if !e.def.valid() {
		return fmt.Sprintf("`%s` is not defined", e.name)
	}
	switch e.kind {
	case kValue:
		if vs := c.values[e.def.start]; len(vs) > 0 {
			types := make([]string, len(vs))
			for i, v := range vs {
				types[i] = printer.TypeString(v.Type())
			}
			code(e.name + " : " + strings.Join(types, ", "))
		} else {
			code(e.name)
		}
		switch {
		case e.arg != nil && e.block != nil && e.block.Label != "":
			fmt.Fprintf(&b, "argument of block `^%s` (line %d), %d use(s)", e.block.Label, line(e.def), len(e.uses))
		case e.arg != nil && e.op != nil:
			fmt.Fprintf(&b, "argument of the entry block of `%s` (line %d), %d use(s)", e.op.Name, line(e.def), len(e.uses))
		case e.op != nil && e.op.Pos.IsValid():
			fmt.Fprintf(&b, "defined by `%s` (line %d), %d use(s):\n", e.op.Name, line(e.def), len(e.uses))
			code(opHeader(a.text.src, c.start+int(e.op.Pos)))
		}
	case kBlock:
		code(opHeader(a.text.src, e.def.start))
		fmt.Fprintf(&b, "block, %d branch(es) to it", len(e.uses))
	case kSymbol:
		if e.op != nil && e.op.Pos.IsValid() {
			code(opHeader(a.text.src, c.start+int(e.op.Pos)))
			fmt.Fprintf(&b, "symbol of `%s` (line %d), %d use(s)", e.op.Name, line(e.def), len(e.uses))
		}
	case kAlias:
		if e.alias != nil {
			def := a.text.src[e.def.start : c.start+int(e.alias.End)]
			if len(def) > 400 {
				def = append(def[:400:400], " ..."...)
			}
			code(string(def))
			fmt.Fprintf(&b, "alias, %d use(s)", len(e.uses))
		}
	}
	return b.String()
}

// opHeader is the line an op (or a block label) starts on from its start,
// without a trailing `{`.
func opHeader(src []byte, start int) string {
	end := bytes.IndexByte(src[start:], '\n')
	if end < 0 {
		end = len(src) - start
	}
	h := strings.TrimSpace(string(src[start : start+end]))
	h = strings.TrimSpace(strings.TrimSuffix(h, "{"))
	if len(h) > 200 {
		h = h[:200] + " ..."
	}
	return h
}

func (s *server) DocumentSymbol(ctx context.Context, p *protocol.DocumentSymbolParams) (protocol.DocumentSymbolResult, error) {
	a, err := s.analysis(ctx, p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	enc := s.encoding()
	var conv func(ds []*docSymbol) []protocol.DocumentSymbol
	conv = func(ds []*docSymbol) []protocol.DocumentSymbol {
		out := make([]protocol.DocumentSymbol, 0, len(ds))
		for _, d := range ds {
			sym := protocol.DocumentSymbol{
				Name:           d.name,
				Kind:           symbolKind(d),
				Range:          a.text.rangeOf(d.full.start, d.full.end, enc),
				SelectionRange: a.text.rangeOf(d.sel.start, d.sel.end, enc),
				Children:       conv(d.children),
			}
			if d.detail != "" {
				detail := d.detail
				sym.Detail = &detail
			}
			out = append(out, sym)
		}
		return out
	}
	var out []protocol.DocumentSymbol
	for i, c := range a.chunks {
		syms := conv(c.index.symbols)
		if len(a.chunks) == 1 || len(syms) == 0 {
			out = append(out, syms...)
			continue
		}
		// Each chunk of a split file is its own namespace (the same
		// @f may be defined in several).
		start := c.start
		for start < c.end && isSpace(a.text.src[start]) {
			start++
		}
		r := a.text.rangeOf(start, c.end, enc)
		out = append(out, protocol.DocumentSymbol{
			Name:           fmt.Sprintf("chunk %d", i+1),
			Kind:           protocol.SymbolKindNamespace,
			Range:          r,
			SelectionRange: protocol.Range{Start: r.Start, End: r.Start},
			Children:       syms,
		})
	}
	return protocol.DocumentSymbolSlice(out), nil
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

func symbolKind(d *docSymbol) protocol.SymbolKind {
	name := d.op.Name
	switch {
	case isModule(name):
		return protocol.SymbolKindModule
	case strings.HasSuffix(name, "func") || strings.HasSuffix(name, ".kernel"):
		return protocol.SymbolKindFunction
	case strings.Contains(name, "global"):
		return protocol.SymbolKindVariable
	case len(d.op.Regions) > 0:
		return protocol.SymbolKindNamespace
	}
	return protocol.SymbolKindObject
}

func (s *server) PrepareRename(ctx context.Context, p *protocol.PrepareRenameParams) (protocol.PrepareRenameResult, error) {
	a, _, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if occ == nil || !occ.ent.def.valid() {
		return nil, fmt.Errorf("no value, block, symbol or alias here to rename")
	}
	return &protocol.PrepareRenamePlaceholder{
		Range:       a.text.rangeOf(occ.start, occ.end, s.encoding()),
		Placeholder: occ.ent.name[1:],
	}, nil
}

var (
	suffixID = regexp.MustCompile(`^([0-9]+|[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)$`)
	bareID   = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_$.]*$`)
)

func (s *server) Rename(ctx context.Context, p *protocol.RenameParams) (*protocol.WorkspaceEdit, error) {
	a, c, occ, err := s.lookup(ctx, p.TextDocumentPositionParams)
	if err != nil {
		return nil, err
	}
	if occ == nil || !occ.ent.def.valid() {
		return nil, fmt.Errorf("no value, block, symbol or alias here to rename")
	}
	e := occ.ent
	sigil := e.name[:1]
	name := strings.TrimPrefix(p.NewName, sigil)
	switch e.kind {
	case kValue, kBlock:
		if !suffixID.MatchString(name) {
			return nil, fmt.Errorf("%q is not a valid name for %s", p.NewName, e.name)
		}
	case kAlias:
		if !bareID.MatchString(name) || strings.Contains(name, ".") {
			return nil, fmt.Errorf("%q is not a valid alias name", p.NewName)
		}
	case kSymbol:
		if name == "" {
			return nil, fmt.Errorf("a symbol needs a name")
		}
	}
	// A name defined already would change what some use means.
	for _, o := range c.index.occs {
		if o.def && o.ent != e && o.ent.kind == e.kind && o.ent.name == sigil+name {
			return nil, fmt.Errorf("%s%s is already defined (line %d)", sigil, name, a.text.position(o.start, utf8Enc).Line+1)
		}
	}
	written := sigil + name
	if e.kind == kSymbol && !bareID.MatchString(name) {
		written = "@" + strconv.Quote(name)
	}
	enc := s.encoding()
	edits := []protocol.TextEdit{}
	for _, sp := range append([]span{e.def}, e.uses...) {
		newText := written
		if sp == e.def && e.quotedDef {
			newText = strconv.Quote(name)
		}
		edits = append(edits, protocol.TextEdit{Range: a.text.rangeOf(sp.start, sp.end, enc), NewText: newText})
	}
	return &protocol.WorkspaceEdit{Changes: map[uri.URI][]protocol.TextEdit{p.TextDocument.URI: edits}}, nil
}

func (s *server) Formatting(ctx context.Context, p *protocol.DocumentFormattingParams) ([]protocol.TextEdit, error) {
	return s.format(p.TextDocument.URI, nil)
}

func (s *server) RangeFormatting(ctx context.Context, p *protocol.DocumentRangeFormattingParams) ([]protocol.TextEdit, error) {
	return s.format(p.TextDocument.URI, &p.Range)
}

// format formats a document in preserve style; with r, only the chunks
// that r touches. The edits replace the lines that change, as a diff
// matches them.
func (s *server) format(u uri.URI, r *protocol.Range) ([]protocol.TextEdit, error) {
	d, t, err := s.current(u)
	if err != nil {
		return nil, err
	}
	cfg := s.config()
	f := format.Format(d.name, t.src, format.Options{Dialects: cfg.reg})
	enc := s.encoding()
	edits := []protocol.TextEdit{}
	if !f.Changed() {
		return edits, nil
	}
	in, out := format.Chunks(t.src), format.Chunks(f.Out)
	if len(in) != len(out) {
		if r != nil {
			return edits, nil
		}
		return []protocol.TextEdit{{Range: t.rangeOf(0, len(t.src), enc), NewText: string(f.Out)}}, nil
	}
	lo, hi := 0, len(t.src)
	if r != nil {
		lo, hi = t.offset(r.Start, enc), t.offset(r.End, enc)
	}
	for i := range in {
		if in[i].End < lo || in[i].Start > hi {
			continue
		}
		old, new := t.src[in[i].Start:in[i].End], f.Out[out[i].Start:out[i].End]
		oldLines, newLines := lineOffsets(old), lineOffsets(new)
		for _, e := range diff.LineEdits(old, new) {
			edits = append(edits, protocol.TextEdit{
				Range:   t.rangeOf(in[i].Start+oldLines[e.OldStart], in[i].Start+oldLines[e.OldEnd], enc),
				NewText: string(new[newLines[e.NewStart]:newLines[e.NewEnd]]),
			})
		}
	}
	return edits, nil
}

// lineOffsets are the offsets of text's lines, and its length last.
func lineOffsets(text []byte) []int {
	offs := []int{0}
	for i, c := range text {
		if c == '\n' && i+1 < len(text) {
			offs = append(offs, i+1)
		}
	}
	if len(text) == 0 {
		return offs
	}
	return append(offs, len(text))
}
