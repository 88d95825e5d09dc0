package format

import (
	"bytes"
	"regexp"
	"sort"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/diag/expect"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// Test files stay tests. A chunk with `expected-*` annotations (mlir-opt
// -verify-diagnostics) is formatted like any other, but
//
//   - a terminator its op's custom form implies (an implicit scf.yield,
//     transform.yield) is printed when an annotation designates its line;
//   - an op written in generic form that fails verification stays in
//     generic form (its custom form may not read back in mlir-opt);
//   - each annotation whose designated line moved (a multi-line op,
//     signature or alias joined, blank lines collapsed, a comment inside
//     an op moved before it) gets its `@+N`/`@-N` offset rewritten, or
//     its `@above`/`@below` replaced by one, so that it designates in the
//     output the line of what it designated in the input.
//
// A designated line stands for the op gomlir's verifier reports the
// annotation's diagnostic at, if it does; else for the first thing
// written on it (op, block label, alias definition, region's `}`,
// comment); a line holding none (the continuation of a multi-line op) for
// the last op, label, alias or `}` that starts above it. An annotation
// met by a diagnostic at an explicit location of the file keeps
// designating the location's line. Only directives in comments are
// rewritten.

// annotated reports whether src holds an expected-* directive.
func annotated(src []byte) bool { return bytes.Contains(src, []byte("expected-")) }

// anchor is where something written at src in the input was printed.
type anchor struct {
	src ast.Pos
	out int
}

// testChunk is what formatChunk knows of an annotated chunk.
type testChunk struct {
	file    *ast.File
	exps    []*expect.Expectation
	anchors []anchor
	starts  []int // the offsets of the input's lines, once needed
	// hints are where the diagnostic each annotation met is (NoPos when
	// gomlir's verifier reports none).
	hints []ast.Pos
	// pinned marks the annotations met by a diagnostic at an explicit
	// location in the file (`loc("f.mlir":12:3)`): the line number is
	// the location's, it stays.
	pinned   []bool
	filename string
	lines    lines // where the chunk starts in the file, and its output
}

// newTestChunk reads the annotations of src, a chunk of file filename
// at line of the file; nil when it has none.
func newTestChunk(filename string, src []byte, line lines) *testChunk {
	if !annotated(src) {
		return nil
	}
	file := ast.NewFile("", src)
	exps, _ := expect.Parse(file, 0, len(src))
	if len(exps) == 0 {
		return nil
	}
	return &testChunk{file: file, exps: exps, filename: filename, lines: line}
}

// designated returns the set of lines the annotations designate.
func (t *testChunk) designated() map[int]bool {
	lines := make(map[int]bool, len(t.exps))
	for _, e := range t.exps {
		if e.Line > 0 {
			lines[e.Line] = true
		}
	}
	return lines
}

// keepAndGeneric marks, for preserve printing of top (lowered in ctx from
// the chunk, syntax in src), the terminators on designated lines to keep and
// the generic-form ops that fail verification to leave generic.
func (t *testChunk) keepAndGeneric(ctx *ir.Context, top *ir.Operation, src Syntax, opts Options, keep, generic map[*ir.Operation]bool) {
	lines := t.designated()
	ir.Walk(top, func(op *ir.Operation) bool {
		var at ast.Pos = ast.NoPos
		if a := src.Op(op); a != nil {
			at = a.Pos
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				if len(b.Ops) == 0 {
					continue
				}
				last := b.Ops[len(b.Ops)-1]
				// A terminator the input did not write is read at its op's
				// position: no annotation can designate it.
				if a := src.Op(last); a != nil && a.Pos != at && lines[t.file.Position(a.Pos).Line] {
					keep[last] = true
				}
			}
		}
		return true
	})
	bad := map[ast.Pos]bool{}
	diags := verify.Verify(ctx, top, verify.Options{Dialects: opts.registry(), All: true})
	for _, d := range diags {
		bad[d.Pos] = true
	}
	t.hintsFrom(diags)
	if len(bad) == 0 {
		return
	}
	ir.Walk(top, func(op *ir.Operation) bool {
		if a := src.Op(op); a != nil && a.Custom == nil && bad[op.Pos] {
			generic[op] = true
		}
		return true
	})
}

// hintsFrom records, for each annotation a diagnostic (or note) of diags
// meets, where that diagnostic is: the thing the annotation designates
// on its line, when several start there.
func (t *testChunk) hintsFrom(diags diag.List) {
	t.hints = make([]ast.Pos, len(t.exps))
	t.pinned = make([]bool, len(t.exps))
	for i := range t.hints {
		t.hints[i] = ast.NoPos
	}
	met := func(d *diag.Diagnostic) {
		pinned := false
		switch {
		case d.Loc != nil && !d.Loc.Unknown && d.Loc.File == t.filename:
			// At a line of this file: the chunk's line it is, if any.
			start, ok := t.lineStart(d.Loc.Line - t.lines.in + 1)
			if !ok {
				return
			}
			d = &diag.Diagnostic{Severity: d.Severity, Pos: ast.Pos(start), Msg: d.Msg}
			pinned = true
		case d.Loc != nil || !d.Pos.IsValid():
			return
		}
		expect.Check(t.file, t.exps, diag.List{d})
		for i, e := range t.exps {
			if e.Matched && !t.hints[i].IsValid() && !t.pinned[i] {
				if pinned {
					t.pinned[i] = true
				} else {
					t.hints[i] = d.Pos
				}
			}
			e.Matched = false
		}
	}
	for _, d := range diags {
		met(&diag.Diagnostic{Severity: d.Severity, Pos: d.Pos, Loc: d.Loc, Msg: d.Msg})
		for _, n := range d.Notes {
			met(&diag.Diagnostic{Severity: diag.NoteSev, Pos: n.Pos, Loc: n.Loc, Msg: n.Msg})
		}
	}
}

// Syntax is the part of lower's Syntax the annotations need.
type Syntax interface {
	Op(op *ir.Operation) *ast.Operation
}

// directiveAt matches the directive that starts at `expected-`, up to
// `{{`: group 1 (empty) is where its kind ends, group 2 its designator
// with the blanks before it.
var directiveAt = regexp.MustCompile(`^expected-(?:error|note|remark|warning)(?:-re)?()( *@(?:[+-][0-9]+|above|below|unknown))? *\{\{`)

// rewrite returns out (the chunk printed, t.anchors filled) with the
// designators of the annotations that no longer designate what they did
// rewritten. Nothing changes when the output's annotations do not pair
// with the input's.
func (t *testChunk) rewrite(out []byte) []byte {
	ofile := ast.NewFile("", out)
	oexps, _ := expect.Parse(ofile, 0, len(out))
	if len(oexps) != len(t.exps) {
		return out
	}
	anchors := t.anchors
	sort.SliceStable(anchors, func(i, j int) bool { return anchors[i].src < anchors[j].src })
	type edit struct {
		from, to int
		text     string
	}
	var edits []edit
	for i, e := range t.exps {
		o := oexps[i]
		if e.Line <= 0 || e.Text != o.Text || e.Severity != o.Severity || !t.inComment(anchors, e.Pos, o.Pos) {
			continue
		}
		hint := ast.NoPos
		if i < len(t.hints) {
			hint = t.hints[i]
		}
		want, ok := t.lineOut(ofile, anchors, e.Line, hint)
		if i < len(t.pinned) && t.pinned[i] {
			// The same line of the file, in the output's numbering.
			want, ok = e.Line+t.lines.in-t.lines.out, true
		}
		if !ok || want == o.Line {
			continue
		}
		at := int(o.Pos)
		m := directiveAt.FindSubmatchIndex(out[at:])
		if m == nil {
			continue
		}
		own := ofile.Position(o.Pos).Line
		var d string
		switch n := want - own; {
		case n == 0:
		case n > 0:
			d = "@+" + strconv.Itoa(n)
		default:
			d = "@-" + strconv.Itoa(-n)
		}
		from, to := at+m[2], at+m[2]
		if m[4] >= 0 {
			from, to = at+m[4], at+m[5]
			if d != "" && out[from] == ' ' {
				d = " " + d
			}
		}
		if d == "" && (to >= len(out) || out[to] != ' ') {
			d = " "
		}
		edits = append(edits, edit{from, to, d})
	}
	if len(edits) == 0 {
		return out
	}
	res := make([]byte, 0, len(out)+8*len(edits))
	last := 0
	for _, ed := range edits {
		res = append(res, out[last:ed.from]...)
		res = append(res, ed.text...)
		last = ed.to
	}
	return append(res, out[last:]...)
}

// inComment reports whether the directive at in is in a comment, printed
// with the directive at out (a directive in a string is not rewritten).
func (t *testChunk) inComment(anchors []anchor, in, out ast.Pos) bool {
	src := t.file.Src
	i := sort.Search(len(anchors), func(i int) bool { return anchors[i].src > in })
	if i == 0 {
		return false
	}
	c := anchors[i-1]
	p := int(c.src)
	return bytes.HasPrefix(src[p:], []byte("//")) && bytes.IndexByte(src[p:in], '\n') < 0 &&
		c.out+int(in-c.src) == int(out)
}

// lineOut is the output line of what input line (1-based) holds: the
// first thing printed that starts on it, else the last op, label, alias
// or `}` printed that starts above it.
func (t *testChunk) lineOut(ofile *ast.File, anchors []anchor, line int, hint ast.Pos) (int, bool) {
	src := t.file.Src
	if hint.IsValid() && t.file.Position(hint).Line == line {
		// The diagnostic met is at hint: in the last op (label, alias,
		// `}`) that starts at or before it.
		i := sort.Search(len(anchors), func(i int) bool { return anchors[i].src > hint })
		for j := i - 1; j >= 0; j-- {
			if p := int(anchors[j].src); !bytes.HasPrefix(src[p:], []byte("//")) {
				return ofile.Position(ast.Pos(anchors[j].out)).Line, true
			}
		}
	}
	start, ok := t.lineStart(line)
	if !ok {
		return 0, false
	}
	if len(bytes.TrimSpace(t.line(line))) == 0 {
		return 0, false // a blank line designates nothing
	}
	i := sort.Search(len(anchors), func(i int) bool { return int(anchors[i].src) >= start })
	if i < len(anchors) && t.file.Position(anchors[i].src).Line == line {
		return ofile.Position(ast.Pos(anchors[i].out)).Line, true
	}
	for j := i - 1; j >= 0; j-- {
		if p := int(anchors[j].src); !bytes.HasPrefix(src[p:], []byte("//")) {
			return ofile.Position(ast.Pos(anchors[j].out)).Line, true
		}
	}
	return 0, false
}

// line is the text of input line (1-based), or nil.
func (t *testChunk) line(line int) []byte {
	start, ok := t.lineStart(line)
	if !ok {
		return nil
	}
	end := bytes.IndexByte(t.file.Src[start:], '\n')
	if end < 0 {
		return t.file.Src[start:]
	}
	return t.file.Src[start : start+end]
}

// lineStart is the offset where input line (1-based) starts.
func (t *testChunk) lineStart(line int) (int, bool) {
	if t.starts == nil {
		t.starts = append(t.starts, 0)
		for i, c := range t.file.Src {
			if c == '\n' {
				t.starts = append(t.starts, i+1)
			}
		}
	}
	if line < 1 || line > len(t.starts) {
		return 0, false
	}
	return t.starts[line-1], true
}
