// Package upgrade reads MLIR written in the syntax of 2019 (the first
// LangRef, of August 2019, and the dialects of the time: std, affine with
// bare maps, loop, spv, llvm with LLVM IR types) and writes it in today's
// syntax, as mlir-opt 22 reads it.
//
// It is a source-to-source rewriter, as `go fix`: it edits only the
// constructs that changed and keeps every other byte where it was (the
// author's SSA names, comments, blank lines and layout), so text already in
// today's syntax comes out unchanged. Each `// -----` chunk is upgraded on
// its own. A chunk with a construct that cannot be upgraded, or whose
// upgraded text does not parse and verify (Options.Dialects), is left as
// written, and the reason is reported at its line and column with what to
// do: nothing is dropped.
package upgrade

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/verify"
)

// Options are the upgrade's options.
type Options struct {
	// Dialects, when not nil, checks each upgraded chunk: parsed, resolved
	// and verified with these dialects (dialects.MustCore() for mlir-opt's).
	// A chunk that fails is left as written and its first error reported.
	Dialects dialect.Registry
}

// Result is an upgraded source.
type Result struct {
	// Out is the upgraded text: src with each upgradable chunk rewritten.
	Out []byte
	// Errors are what could not be upgraded, positioned in src; their
	// chunks are in Out as they were written.
	Errors diag.List
	// Chunks counts the chunks, Upgraded those that changed.
	Chunks, Upgraded int
}

// Source upgrades src, named name in diagnostics.
func Source(name string, src []byte, opts Options) *Result {
	// The chunks the formatter formats on their own: an indented marker
	// inside a region is a comment.
	chunks := format.Chunks(src)
	res := &Result{Chunks: len(chunks)}
	var out []byte
	prev := 0
	for _, c := range chunks {
		out = append(out, src[prev:c.Start]...) // the marker before the chunk
		prev = c.End
		text := src[c.Start:c.End]
		up, problems := upgradeChunk(text)
		if len(problems) > 0 {
			for _, p := range problems {
				res.Errors = append(res.Errors, diag.Errorf(ast.Pos(c.Start+p.pos), "cannot upgrade: %s", p.msg))
			}
			out = append(out, text...)
			continue
		}
		if string(up.out) == string(text) {
			out = append(out, text...)
			continue
		}
		if opts.Dialects != nil {
			if first := check(name, up.out, opts.Dialects); first != nil {
				pos := c.Start + up.origin(int(first.Pos))
				res.Errors = append(res.Errors, diag.Errorf(ast.Pos(pos),
					"cannot upgrade: the upgraded text is rejected: %s (this chunk is left as written: upgrade it by hand)", first.Msg))
				out = append(out, text...)
				continue
			}
		}
		res.Upgraded++
		out = append(out, up.out...)
	}
	out = append(out, src[prev:]...)
	res.Out = out
	res.Errors.Sort()
	return res
}

// check returns the first error gomlir finds in an upgraded chunk, or nil.
// A chunk with expected-* annotations is a test of diagnostics: only its
// syntax is checked (the errors it expects are not the upgrade's).
func check(name string, chunk []byte, reg dialect.Registry) *diag.Diagnostic {
	if annotated.Match(chunk) {
		if _, err := grammar.ParseFileWith(name, chunk, grammar.Options{Registry: reg}); err != nil {
			return firstError(diag.AsList(err))
		}
		return nil
	}
	return firstError(verify.Source(name, chunk, verify.SourceOptions{Options: verify.Options{Dialects: reg}}))
}

// annotated matches the comment of an expected diagnostic.
var annotated = regexp.MustCompile(`//\s*expected-(error|warning|remark|note)`)

func firstError(list diag.List) *diag.Diagnostic {
	for _, d := range list {
		if d.Severity == diag.Error {
			return d
		}
	}
	return nil
}

// problem is a construct that cannot be upgraded, at an offset of its
// chunk.
type problem struct {
	pos int
	msg string
}

// edit replaces src[s:e] by text (an insertion when s == e).
type edit struct {
	s, e int
	text string
}

// tok is a token of the chunk, comments apart.
type tok struct {
	k    grammar.Kind
	s, e int
	nl   bool // the first token of its line
}

// upgrader holds one chunk's tokens and the edits made so far.
type upgrader struct {
	src      []byte
	toks     []tok
	edits    []edit
	problems []problem
	// aliases are the type aliases' definitions, for the ops whose upgrade
	// depends on a type (dim of a tensor or a memref).
	aliases map[string]string
	// names are the SSA names used in the chunk, for fresh ones.
	names map[string]bool
}

// upgraded is a chunk's upgrade: its text and the edits that made it.
type upgraded struct {
	out   []byte
	edits []edit
}

// origin maps an offset of the upgraded text back to the chunk as written:
// an offset inside an edit's text maps to where the edit was made.
func (u *upgraded) origin(off int) int {
	delta := 0
	for _, e := range u.edits {
		outS := e.s + delta
		if off < outS {
			break
		}
		if off < outS+len(e.text) {
			return e.s
		}
		delta += len(e.text) - (e.e - e.s)
	}
	return max(off-delta, 0)
}

func upgradeChunk(src []byte) (*upgraded, []problem) {
	u := &upgrader{src: src, aliases: map[string]string{}, names: map[string]bool{}}
	lx := grammar.NewLexer(src)
	lx.Comments = func(start, end int) { u.annotation(start, end) }
	lastEnd := 0
	for {
		t := lx.Next()
		if t.Kind == grammar.EOF {
			break
		}
		if t.Kind == grammar.Error {
			return nil, []problem{{lx.ErrPos, lx.Err + " (the chunk does not read as MLIR: fix it first)"}}
		}
		nl := strings.Contains(string(src[lastEnd:t.Start]), "\n") || len(u.toks) == 0
		u.toks = append(u.toks, tok{k: t.Kind, s: int(t.Start), e: int(t.End), nl: nl})
		lastEnd = int(t.End)
		if t.Kind == grammar.PercentIdent {
			name := string(src[t.Start:t.End])
			if i := strings.IndexByte(name, '#'); i > 0 {
				name = name[:i]
			}
			u.names[name] = true
		}
	}
	u.toplevel()
	u.types()
	if len(u.problems) > 0 {
		return nil, u.problems
	}
	sort.SliceStable(u.edits, func(i, j int) bool { return u.edits[i].s < u.edits[j].s })
	var b strings.Builder
	at := 0
	for _, e := range u.edits {
		if e.s < at || e.e < e.s {
			continue // overlapped by an op's rewrite
		}
		b.Write(src[at:e.s])
		b.WriteString(e.text)
		at = e.e
	}
	b.Write(src[at:])
	return &upgraded{out: []byte(b.String()), edits: u.edits}, nil
}

// opInMessage is an op's name quoted in a diagnostic's message.
var opInMessage = regexp.MustCompile(`'([a-zA-Z_][a-zA-Z0-9_.$]*)' op\b`)

// annotation upgrades the op names in the message of the expected
// diagnostic commented at [start, end): `'std.addi' op` is
// `'arith.addi' op` now.
func (u *upgrader) annotation(start, end int) {
	c := u.src[start:end]
	if !annotated.Match(c) {
		return
	}
	for _, m := range opInMessage.FindAllSubmatchIndex(c, -1) {
		if n, ok := genericName(string(c[m[2]:m[3]])); ok {
			u.edits = append(u.edits, edit{start + m[2], start + m[3], n})
		}
	}
}

// ---- tokens ----

func (u *upgrader) text(i int) string {
	if i < 0 || i >= len(u.toks) {
		return ""
	}
	return string(u.src[u.start(i):u.end(i)])
}

// start and end are the offsets of token i, the end of the source past
// the last token (an unterminated bracket's closing, in broken input).
func (u *upgrader) start(i int) int {
	if i < 0 || i >= len(u.toks) {
		return len(u.src)
	}
	return u.toks[i].s
}

func (u *upgrader) end(i int) int {
	if i < 0 || i >= len(u.toks) {
		return len(u.src)
	}
	return u.toks[i].e
}

func (u *upgrader) kind(i int) grammar.Kind {
	if i < 0 || i >= len(u.toks) {
		return grammar.EOF
	}
	return u.toks[i].k
}

func (u *upgrader) is(i int, k grammar.Kind) bool { return u.kind(i) == k }

func (u *upgrader) isWord(i int, w string) bool { return u.is(i, grammar.BareIdent) && u.text(i) == w }

func (u *upgrader) replace(i int, text string) {
	u.edits = append(u.edits, edit{u.start(i), u.end(i), text})
}

func (u *upgrader) insert(off int, text string) { u.edits = append(u.edits, edit{off, off, text}) }

func (u *upgrader) problemf(i int, format string, args ...any) {
	pos := len(u.src)
	if i < len(u.toks) {
		pos = u.start(i)
	}
	u.problems = append(u.problems, problem{pos, fmt.Sprintf(format, args...)})
}

// span is the source text of tokens [i, j).
func (u *upgrader) span(i, j int) string {
	s, e := u.start(i), u.end(j-1)
	if j <= i || e < s {
		return ""
	}
	return string(u.src[s:e])
}

// closing returns the index of the token closing the bracket opened at i,
// or len(toks). Brackets nest; a `>` closes only a `<` (in an integer set,
// `>=` compares).
func (u *upgrader) closing(i int) int {
	var stack []grammar.Kind
	for k := i; k < len(u.toks); k++ {
		switch kd := u.toks[k].k; kd {
		case grammar.LParen, grammar.LSquare, grammar.LBrace, grammar.Less, grammar.MetaBegin:
			stack = append(stack, kd)
		case grammar.RParen, grammar.RSquare, grammar.RBrace, grammar.Greater, grammar.MetaEnd:
			if kd == grammar.Greater && (len(stack) == 0 || stack[len(stack)-1] != grammar.Less) {
				continue
			}
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				return k
			}
		}
	}
	return len(u.toks)
}

// ---- structure ----

func (u *upgrader) toplevel() {
	for i := 0; i < len(u.toks); {
		switch {
		case u.is(i, grammar.HashIdent) && u.is(i+1, grammar.Equal):
			i = u.attrValue(i+2, true)
		case u.is(i, grammar.BangIdent) && u.is(i+1, grammar.Equal):
			j := i + 2
			if u.isWord(j, "type") {
				// `!x = type T` is `!x = T` now.
				u.edits = append(u.edits, edit{u.start(j), u.start(j + 1), ""})
				j++
			}
			end := u.skipType(j)
			u.aliases[u.text(i)] = u.span(j, end)
			i = end
		case u.is(i, grammar.MetaBegin):
			i = u.closing(i) + 1
		default:
			next := u.op(i, "")
			if next <= i {
				next = i + 1
			}
			i = next
		}
	}
}

// startsOp reports whether token i, first on its line, starts an operation
// or a block or ends a region.
func (u *upgrader) startsOp(i int) bool {
	switch u.kind(i) {
	case grammar.PercentIdent:
		for k := i + 1; k < len(u.toks); k++ {
			switch u.kind(k) {
			case grammar.Equal:
				return true
			case grammar.Comma, grammar.PercentIdent, grammar.Colon, grammar.Integer:
			default:
				return false
			}
		}
		return false
	case grammar.BareIdent:
		return true
	case grammar.String:
		return u.is(i+1, grammar.LParen)
	case grammar.CaretIdent, grammar.RBrace, grammar.HashIdent, grammar.BangIdent:
		return true
	}
	return false
}

// continues reports whether the line after token i continues the same
// operation.
func (u *upgrader) continues(i int) bool {
	switch u.kind(i) {
	case grammar.Comma, grammar.Colon, grammar.Arrow, grammar.Equal, grammar.LParen, grammar.LSquare, grammar.Less:
		return true
	}
	return u.isWord(i, "to") || u.isWord(i, "step") || u.isWord(i, "attributes")
}

// region walks the region whose `{` is at i; parent is the (upgraded) name
// of its op. It returns the index past the `}`.
func (u *upgrader) region(i int, parent string) int {
	k := i + 1
	for k < len(u.toks) && !u.is(k, grammar.RBrace) {
		if u.is(k, grammar.CaretIdent) {
			k++
			if u.is(k, grammar.LParen) {
				end := u.closing(k)
				u.dictsIn(k+1, end)
				k = end + 1
			}
			if u.is(k, grammar.Colon) {
				k++
			}
			continue
		}
		next := u.op(k, parent)
		if next <= k {
			next = k + 1
		}
		k = next
	}
	return k + 1
}

// dictsIn walks the attribute dictionaries written in tokens [i, end)
// (argument attributes).
func (u *upgrader) dictsIn(i, end int) {
	for k := i; k < end; {
		switch u.kind(k) {
		case grammar.LBrace:
			k = u.dict(k)
			continue
		case grammar.Less:
			k = u.closing(k) // a type's parameters: a dialect's own syntax
		}
		k++
	}
}

// op walks the operation starting at i (in a region of the op named
// parent) and returns the index past it.
func (u *upgrader) op(i int, parent string) int {
	start := i
	if u.is(i, grammar.PercentIdent) {
		for i < len(u.toks) && !u.is(i, grammar.Equal) {
			i++
		}
		i++
	}
	switch u.kind(i) {
	case grammar.String:
		return u.genericOp(start, i, parent)
	case grammar.BareIdent:
		return u.customOp(start, i, parent)
	}
	return i + 1
}

// genericOp walks a generic operation whose name is at i.
func (u *upgrader) genericOp(start, i int, parent string) int {
	name := strings.Trim(u.text(i), `"`)
	if n, ok := genericName(name); ok {
		u.replace(i, `"`+n+`"`)
	}
	k := i + 1
	operands := -1 // the `)` of the operand list
	if u.is(k, grammar.LParen) {
		operands = u.closing(k)
		k = operands + 1
	}
	var moved succOperands
	if u.is(k, grammar.LSquare) {
		end := u.closing(k)
		moved = u.successors(k, end)
		k = end + 1
	}
	if u.is(k, grammar.Less) {
		end := u.closing(k)
		u.dictsIn(k+1, end)
		k = end + 1
	}
	if u.is(k, grammar.LParen) {
		end := u.closing(k)
		for r := k + 1; r < end; {
			if u.is(r, grammar.LBrace) {
				// A generic op's regions keep the default dialect of
				// the region it is in, as mlir-opt parses them.
				r = u.region(r, parent)
				continue
			}
			r++
		}
		k = end + 1
	}
	if u.is(k, grammar.LBrace) {
		k = u.dict(k)
	}
	if u.is(k, grammar.Colon) {
		k++
		// A function type's inputs are in parentheses now: `T -> ()` of
		// 2019 is `(T) -> ()`.
		if !u.is(k, grammar.LParen) {
			end := u.skipType(k)
			if u.is(end, grammar.Arrow) {
				u.insert(u.start(k), "(")
				u.insert(u.end(end-1), ")")
			}
			k = end
		} else {
			u.moveSuccessorOperands(i, operands, u.closing(k), moved)
			k = u.skipType(k)
		}
		if u.is(k, grammar.Arrow) {
			k = u.skipType(k + 1)
		}
	}
	if u.isWord(k, "loc") && u.is(k+1, grammar.LParen) {
		k = u.closing(k+1) + 1
	}
	return k
}

// succOperands are the operands a generic op of 2019 wrote with its
// successors (`[^bb1(%a : i32), ^bb2]`), and where its successor list ends.
type succOperands struct {
	values, types [][]string
	end           int // the `]`
}

// successors walks the successor list [open, end] of a generic op,
// removing each successor's operands (they are the op's operands now).
func (u *upgrader) successors(open, end int) succOperands {
	m := succOperands{end: end}
	any := false
	for k := open + 1; k < end; k++ {
		if !u.is(k, grammar.CaretIdent) {
			continue
		}
		var values, types []string
		if u.is(k+1, grammar.LParen) {
			close := u.closing(k + 1)
			colon := k + 2
			for colon < close && !u.is(colon, grammar.Colon) {
				colon++
			}
			values = splitTop(u.span(k+2, colon))
			types = splitTop(u.span(colon+1, close))
			u.edits = append(u.edits, edit{u.end(k), u.end(close), ""})
			any = true
			k = close
		}
		m.values = append(m.values, values)
		m.types = append(m.types, types)
	}
	if !any {
		return succOperands{}
	}
	return m
}

// splitTop splits a comma-separated list at its top level.
func splitTop(s string) []string {
	var out []string
	depth, last := 0, 0
	for j := 0; j < len(s); j++ {
		switch s[j] {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[last:j]))
				last = j + 1
			}
		}
	}
	if t := strings.TrimSpace(s[last:]); t != "" {
		out = append(out, t)
	}
	return out
}

// moveSuccessorOperands appends the successors' operands of the generic
// op named at i to its operands (`)` at operands) and their types to its
// function type's inputs (`)` at inputs); a cf.cond_br gets the sizes of
// its operand groups.
func (u *upgrader) moveSuccessorOperands(i, operands, inputs int, m succOperands) {
	if m.values == nil || operands < 0 {
		return
	}
	var values, types []string
	for j := range m.values {
		values = append(values, m.values[j]...)
		types = append(types, m.types[j]...)
	}
	own := 0
	for k := i + 2; k < operands; k++ {
		if u.is(k, grammar.PercentIdent) {
			own++
		}
	}
	sep := ""
	if own > 0 {
		sep = ", "
	}
	u.insert(u.start(operands), sep+strings.Join(values, ", "))
	sep = ""
	if !u.is(inputs-1, grammar.LParen) {
		sep = ", "
	}
	u.insert(u.start(inputs), sep+strings.Join(types, ", "))
	if name := strings.Trim(u.text(i), `"`); name == "cond_br" || name == "std.cond_br" {
		sizes := []string{fmt.Sprint(own)}
		for _, v := range m.values {
			sizes = append(sizes, fmt.Sprint(len(v)))
		}
		u.insert(u.end(m.end), " <{operandSegmentSizes = array<i32: "+strings.Join(sizes, ", ")+">}>")
	}
}

// skipType returns the index past the type starting at i.
func (u *upgrader) skipType(i int) int {
	switch u.kind(i) {
	case grammar.LParen:
		k := u.closing(i) + 1
		if u.is(k, grammar.Arrow) {
			return u.skipType(k + 1)
		}
		return k
	case grammar.BareIdent, grammar.BangIdent:
		if u.is(i+1, grammar.Less) {
			return u.closing(i+1) + 1
		}
		return i + 1
	}
	return i + 1
}

// dict walks the attribute dictionary whose `{` is at i: each `name: value`
// entry of 2019 is `name = value` now. It returns the index past the `}`.
func (u *upgrader) dict(i int) int {
	edits, problems := len(u.edits), len(u.problems)
	notDict := func() int {
		// Not a dictionary after all (a dialect's own syntax): nothing
		// of it is rewritten.
		u.edits, u.problems = u.edits[:edits], u.problems[:problems]
		return u.closing(i) + 1
	}
	k := i + 1
	for k < len(u.toks) && !u.is(k, grammar.RBrace) {
		if !u.is(k, grammar.BareIdent) && !u.is(k, grammar.String) {
			return notDict()
		}
		k++
		switch u.kind(k) {
		case grammar.Colon:
			sep := " ="
			if c := u.start(k); c > 0 && (u.src[c-1] == ' ' || u.src[c-1] == '\t') {
				sep = "="
			}
			if u.is(k+1, grammar.PercentIdent) {
				return notDict()
			}
			u.replace(k, sep)
			k = u.attrValue(k+1, false)
		case grammar.Equal:
			k = u.attrValue(k+1, false)
		}
		switch u.kind(k) {
		case grammar.Comma:
			k++
		case grammar.RBrace:
		default:
			return notDict()
		}
	}
	return k + 1
}

// attrValue walks the attribute value starting at i and returns the index
// past it. A map or set written bare gets its affine_map<>/affine_set<>;
// must says that a map is expected here.
func (u *upgrader) attrValue(i int, must bool) int {
	switch u.kind(i) {
	case grammar.LBrace:
		return u.dict(i)
	case grammar.LSquare:
		k := i + 1
		for k < len(u.toks) && !u.is(k, grammar.RSquare) {
			k = u.attrValue(k, false)
			if u.is(k, grammar.Comma) {
				k++
			} else if !u.is(k, grammar.RSquare) {
				return u.closing(i) + 1
			}
		}
		return k + 1
	case grammar.LParen:
		if end, ok := u.affine(i, must); ok {
			return end
		}
		return u.skipType(i)
	}
	// A scalar, a type, an elements attribute ...: up to the next `,` or
	// closing bracket at this level.
	k := i
	for k < len(u.toks) {
		switch u.kind(k) {
		case grammar.Comma, grammar.RBrace, grammar.RSquare, grammar.RParen, grammar.Greater:
			return k
		case grammar.LParen, grammar.LSquare, grammar.LBrace, grammar.Less:
			k = u.closing(k) + 1
			continue
		}
		if k > i && u.toks[k].nl && u.startsOp(k) && !u.continues(k-1) {
			return k
		}
		k++
	}
	return k
}

// typeWord reports a bare identifier that is a builtin type.
func typeWord(w string) bool {
	switch w {
	case "index", "none", "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
		"memref", "tensor", "vector", "complex", "tuple":
		return true
	}
	if strings.HasPrefix(w, "f8E") || strings.HasPrefix(w, "f4E") || strings.HasPrefix(w, "f6E") {
		return true
	}
	for _, p := range []string{"i", "si", "ui"} {
		if d, ok := strings.CutPrefix(w, p); ok && d != "" && strings.Trim(d, "0123456789") == "" {
			return true
		}
	}
	return false
}

// affine wraps the bare affine map or integer set at i, if there is one,
// and returns the index past it. Without must, `() -> (...)` with no
// expression in its results is a function type.
func (u *upgrader) affine(i int, must bool) (int, bool) {
	ids := func(open int) (int, int, bool) { // the index of the closing bracket, the count
		end := u.closing(open)
		n := 0
		for k := open + 1; k < end; k++ {
			switch {
			case u.is(k, grammar.BareIdent) && !typeWord(u.text(k)):
				n++
			case u.is(k, grammar.Comma):
			default:
				return end, n, false
			}
		}
		return end, n, true
	}
	end, dims, ok := ids(i)
	if !ok {
		return 0, false
	}
	k := end + 1
	syms := 0
	if u.is(k, grammar.LSquare) {
		var e int
		e, syms, ok = ids(k)
		if !ok {
			return 0, false
		}
		k = e + 1
	}
	set := false
	switch u.kind(k) {
	case grammar.Arrow:
	case grammar.Colon:
		set = true
	default:
		return 0, false
	}
	if !u.is(k+1, grammar.LParen) {
		return 0, false
	}
	rend := u.closing(k + 1)
	if !must && !set && dims == 0 && syms == 0 {
		expr := false
		for r := k + 2; r < rend; r++ {
			switch u.kind(r) {
			case grammar.Integer, grammar.Plus, grammar.Minus, grammar.Star:
				expr = true
			case grammar.BareIdent:
				if typeWord(u.text(r)) {
					return 0, false
				}
			default:
				return 0, false
			}
		}
		if !expr {
			return 0, false
		}
	}
	if !set {
		for r := k + 2; r < rend; r++ {
			if u.is(r, grammar.BareIdent) && typeWord(u.text(r)) {
				return 0, false
			}
		}
	}
	word := "affine_map<"
	if set {
		word = "affine_set<"
	}
	u.insert(u.start(i), word)
	u.insert(u.end(rend), ">")
	next := rend + 1
	if u.isWord(next, "size") && u.is(next+1, grammar.LParen) {
		u.problemf(next, "an affine map's `size (...)` clause was removed (2019): delete it (a memref's sizes are in its shape)")
		next = u.closing(next+1) + 1
	}
	return next, true
}
