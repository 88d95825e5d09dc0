package format

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
	"github.com/gomlir/gomlir/verify"
)

// Preserve is the formatter's style (mlirfmt's default): every op, type
// and attribute in the canonical spelling of mlir-opt style, but values,
// blocks and aliases named as the author named them, every comment and
// blank line between ops kept in place (one of a run), aliases defined
// where they were, and each `// -----` chunk formatted on its own.
const Preserve Style = "preserve"

// Formatted is a file formatted in preserve style.
type Formatted struct {
	// Out is the formatted file; a chunk with errors is in it as it was.
	Out  []byte
	File *ast.File
	// Errors are the errors of the chunks left as they were (the first of
	// each), positioned in the file.
	Errors diag.List
	// Warnings report the names the printer had to change, and the chunks
	// left as they were because they would not read back the same.
	Warnings diag.List
}

// Changed reports whether formatting changed the file.
func (f *Formatted) Changed() bool { return !bytes.Equal(f.Out, f.File.Src) }

// Format formats src (named filename in diagnostics) in preserve style,
// chunk by chunk: the chunks between `// -----` lines are formatted on
// their own and joined by the marker again, a blank line kept on either
// side of a marker where there was one. A chunk that does not parse or
// resolve is left byte for byte as it was, and its error reported; the
// others are still formatted. opts.Style is ignored.
//
// A marker is a line of its own: mlir-opt -split-input-file also cuts
// where `// -----` is followed by more (`// ------------` rules), but a
// file that has those only reads with mlir-opt whole, and they are
// comments to the formatter. See Chunks for markers inside regions.
func Format(filename string, src []byte, opts Options) *Formatted {
	chunks, nested := splitChunks(src)
	f := formatChunks(filename, src, chunks, opts)
	if nested && len(f.Errors) > 0 && !annotated(src) {
		// A marker at the start of a line inside braces: when cutting
		// there leaves chunks that do not parse but the whole file
		// formats, the file is one (mlir-opt reads it whole; its
		// markers are comments and stay where they are).
		if whole := formatChunks(filename, src, []verify.Chunk{{Start: 0, End: len(src)}}, opts); len(whole.Errors) == 0 {
			return whole
		}
	}
	return f
}

// formatChunks is Format with the chunks given.
func formatChunks(filename string, src []byte, chunks []verify.Chunk, opts Options) *Formatted {
	f := &Formatted{File: ast.NewFile(filename, src)}
	if len(chunks) == 1 && chunks[0].Start == 0 && chunks[0].End == len(src) {
		// One chunk: its output is the file's, not copied.
		f.Out = oneChunk(f, filename, src, opts)
		if bytes.HasSuffix(src, []byte(marker)) && bytes.HasSuffix(f.Out, []byte(marker+"\n")) {
			f.Out = f.Out[:len(f.Out)-1]
		}
		return f
	}
	out := make([]byte, 0, len(src)+len(src)/8+64)
	// The lines where the chunk starts in the input and where its
	// output will, counted as the loop goes.
	in, counted := 1, 0
	outLine, outCounted := 1, 0
	for i, c := range chunks {
		text := src[c.Start:c.End]
		if i > 0 {
			out = append(out, "// -----"...)
		}
		in += bytes.Count(src[counted:c.Start], []byte{'\n'})
		counted = c.Start
		outLine += bytes.Count(out[outCounted:], []byte{'\n'})
		outCounted = len(out)
		at := lines{in: in, out: outLine}
		if i > 0 {
			at.out += 1 + b2i(blankLines(text, true))
		}
		body, err := formatChunk(filename, text, at, opts, func(d *diag.Diagnostic) {
			shift(d, c.Start)
			f.Warnings = append(f.Warnings, d)
		})
		if err == errKept {
			out = append(out, text...)
			continue
		}
		if err != nil {
			list := diag.AsList(err)
			for _, d := range list {
				shift(d, c.Start)
			}
			f.Errors = append(f.Errors, list...)
			out = append(out, text...)
			continue
		}
		if i > 0 {
			out = append(out, '\n') // ends the marker's line
			if len(body) > 0 && blankLines(text, true) {
				out = append(out, '\n')
			}
		}
		out = append(out, body...)
		if i < len(chunks)-1 && len(body) > 0 && blankLines(text, false) {
			out = append(out, '\n')
		}
	}
	// A marker at the very end does not split (mlir-opt warns of a near
	// miss): with the newline every printed line ends with, it would.
	if bytes.HasSuffix(src, []byte("// -----")) && bytes.HasSuffix(out, []byte("// -----\n")) {
		out = out[:len(out)-1]
	}
	f.Out = out
	return f
}

// oneChunk is Format's output for a file of one chunk.
func oneChunk(f *Formatted, filename string, src []byte, opts Options) []byte {
	body, err := formatChunk(filename, src, lines{in: 1, out: 1}, opts, func(d *diag.Diagnostic) {
		f.Warnings = append(f.Warnings, d)
	})
	if err == errKept {
		return src
	}
	if err != nil {
		f.Errors = append(f.Errors, diag.AsList(err)...)
		return src
	}
	return body
}

// marker is the chunk separator of split input files.
const marker = "// -----"

// Chunks are the chunks Format formats on their own: src cut on its lines
// that are `// -----` and blanks, a chunk ending where the marker starts
// and the next beginning right after it, as mlir-opt cuts them; but an
// indented marker inside the braces of its chunk (a region) does not cut.
// mlir-opt -split-input-file cuts at every `// -----`, so a file with a
// marker in a region reads only whole (where the marker is a comment):
// formatted whole, it still does, and reads split as badly as before.
func Chunks(src []byte) []verify.Chunk {
	chunks, _ := splitChunks(src)
	return chunks
}

// splitChunks is Chunks; nested reports a cut at a marker that starts
// its line inside braces (one that Format may undo).
func splitChunks(src []byte) (chunks []verify.Chunk, nested bool) {
	start := 0
	s := braceScanner{src: src}
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte(marker))
		if j < 0 {
			break
		}
		at := i + j
		i = at + len(marker)
		if !blankAround(src, at, i) {
			continue
		}
		depth := s.depthAt(lineStart(src, at))
		indented := at > 0 && src[at-1] != '\n'
		if indented && depth > 0 {
			continue // a comment in a region
		}
		nested = nested || depth > 0
		chunks = append(chunks, verify.Chunk{Start: start, End: at})
		start = i
		s.depth = 0
	}
	return append(chunks, verify.Chunk{Start: start, End: len(src)}), nested
}

// lineStart is the offset of the start of the line of at.
func lineStart(src []byte, at int) int {
	return bytes.LastIndexByte(src[:at], '\n') + 1
}

// braceScanner counts the braces open at increasing offsets of src,
// those in strings and comments aside, in one pass over the file.
type braceScanner struct {
	src   []byte
	pos   int
	depth int
}

// depthAt returns the braces open at offset at, the start of a line,
// counted from the last reset of depth.
func (s *braceScanner) depthAt(at int) int {
	src := s.src
	for ; s.pos < at; s.pos++ {
		switch c := src[s.pos]; {
		case c == '{':
			s.depth++
		case c == '}':
			s.depth = max(s.depth-1, 0)
		case c == '"':
			// A string ends at its line's end at the latest.
			for s.pos++; s.pos < len(src) && src[s.pos] != '"' && src[s.pos] != '\n'; s.pos++ {
				if src[s.pos] == '\\' {
					s.pos++
				}
			}
		case c == '/' && s.pos+1 < len(src) && src[s.pos+1] == '/':
			for s.pos < len(src) && src[s.pos] != '\n' {
				s.pos++
			}
		}
	}
	return s.depth
}

// blankAround reports whether src has only blanks between the start of
// the line of from and from, and between to and the end of its line.
func blankAround(src []byte, from, to int) bool {
	for i := from - 1; i >= 0 && src[i] != '\n'; i-- {
		if src[i] != ' ' && src[i] != '\t' {
			return false
		}
	}
	for i := to; i < len(src) && src[i] != '\n'; i++ {
		if src[i] != ' ' && src[i] != '\t' && src[i] != '\r' {
			return false
		}
	}
	return true
}

// blankLines reports whether text has a blank line before its first
// non-blank line (atStart) or after its last one: two line breaks with
// only blanks between them there.
func blankLines(text []byte, atStart bool) bool {
	n := 0
	for i := range text {
		j := i
		if !atStart {
			j = len(text) - 1 - i
		}
		switch text[j] {
		case '\n':
			n++
		case ' ', '\t', '\r':
		default:
			return n >= 2
		}
	}
	return false
}

// lines are the lines of the file where a chunk starts in the input, and
// where its output starts in the output.
type lines struct{ in, out int }

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// formatChunk formats one chunk, whole (at line of the file); warn
// receives a warning for each
// name the printer changed. The output is checked to read back as the
// input's IR (see misread): an op whose custom form does not is printed
// in generic form.
func formatChunk(filename string, src []byte, line lines, opts Options, warn func(*diag.Diagnostic)) ([]byte, error) {
	// A test file's annotations are rewritten over the whole chunk
	// (annotations.go): it is not cut in pieces.
	if len(src) >= pieceMin && !opts.Generic && !annotated(src) {
		if out, ok := formatPieces(filename, src, opts, warn); ok {
			return out, nil
		}
	}
	return formatWhole(filename, src, &printer.Preserve{}, nil, line, opts, warn)
}

// formatWhole is formatChunk on the chunk whole, or on a piece of it
// (piece not nil: see formatPieces); pv gives the top level's indentation (the
// other fields are set here) and receives the fresh names made. A piece
// that cannot be formatted on its own is errKept, without a warning.
// line is where the chunk starts in the file and in its output (for a
// test chunk's annotations; a piece is never one).
func formatWhole(filename string, src []byte, pv *printer.Preserve, piece *pieceMode, line lines, opts Options, warn func(*diag.Diagnostic)) ([]byte, error) {
	reg := opts.registry()
	m, err := grammar.ParseFileWith(filename, src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, err
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg, KeepSyntax: true, Outside: piece != nil && piece.outside})
	if err != nil {
		return nil, err
	}
	if piece != nil && piece.outside {
		// A piece of an op's body: its values defined in the other
		// pieces are defined at the start of the body, their lines
		// dropped from the output.
		if piece.lowered != nil && !piece.lowered(res) {
			return nil, errKept
		}
		if len(res.Outside) > 0 && !placeOutside(res) {
			return nil, errKept
		}
	}
	var renames []*diag.Diagnostic
	if hs, ok := pv.Source.(*hexSource); ok {
		hs.Source = res.Syntax
	} else {
		pv.Source = res.Syntax
	}
	pv.Module, pv.Generic = m, map[*ir.Operation]bool{}
	pv.Renamed = func(pos ast.Pos, old, new string) {
		renames = append(renames, &diag.Diagnostic{Severity: diag.Warning, Pos: pos,
			Msg: fmt.Sprintf("'%%%s' printed as '%%%s': the name is already defined where the output defines it", old, new)})
	}
	if piece != nil && topResults(res.Top, pv.Source) {
		// A piece's values would be visible to the next pieces.
		return nil, errKept
	}
	// A test file's annotations keep designating what they designated
	// (annotations.go).
	var test *testChunk
	if piece == nil {
		test = newTestChunk(filename, src, line)
	}
	if test != nil {
		pv.Keep = map[*ir.Operation]bool{}
		test.keepAndGeneric(ctx, res.Top, res.Syntax, opts, pv.Keep, pv.Generic)
		pv.Printed = func(at ast.Pos, out int) { test.anchors = append(test.anchors, anchor{at, out}) }
	}
	for range maxRounds {
		renames = renames[:0]
		if test != nil {
			test.anchors = test.anchors[:0]
		}
		full, spans := printer.PrintPreserve(res.Top, res.Resources, pv, opts.printer())
		out := full
		if len(res.Outside) > 0 {
			var ok bool
			if out, ok = stripOutside(full, len(res.Outside)); !ok {
				break
			}
		}
		if bytes.Equal(out, src) {
			return out, nil // already formatted: it reads back as it did
		}
		if sameTokens(src, out) {
			// But for white space and comments: it reads back as it did;
			// its lines may have moved.
			if test != nil {
				out = test.rewrite(out)
			}
			return out, nil
		}
		bad, ok := misread(ctx, filename, full, res.Top, spans, opts)
		if ok && len(bad) == 0 {
			for _, d := range renames {
				warn(d)
			}
			if test != nil {
				out = test.rewrite(out)
			}
			return out, nil
		}
		if !ok {
			break
		}
		// The ops' custom forms, or for one printed generically already,
		// its parent's, do not read back.
		marked := false
		for _, op := range bad {
			for op != nil && pv.Generic[op] {
				op = parentOp(op)
			}
			if op != nil {
				pv.Generic[op] = true
				marked = true
			}
		}
		if !marked {
			break
		}
	}
	if piece == nil {
		warn(&diag.Diagnostic{Severity: diag.Warning, Pos: 0, Msg: "mlirfmt cannot print this chunk so that it reads back the same: left as it was"})
	}
	return nil, errKept
}

// errKept reports a chunk left as it was though it has no error.
var errKept = errors.New("chunk left as it was")

// parentOp is the op whose region holds op, or nil.
func parentOp(op *ir.Operation) *ir.Operation {
	if op.Parent == nil || op.Parent.Parent == nil {
		return nil
	}
	return op.Parent.Parent.Parent
}

// shift moves d (and its notes) by the offset of its chunk.
func shift(d *diag.Diagnostic, by int) {
	if by == 0 {
		return
	}
	if d.End > d.Pos {
		d.End += ast.Pos(by)
	}
	if d.Pos.IsValid() {
		d.Pos += ast.Pos(by)
	}
	for i := range d.Notes {
		if d.Notes[i].Pos.IsValid() {
			d.Notes[i].Pos += ast.Pos(by)
		}
	}
}

// topResults reports whether an op of the file's top level (or of its
// module's body, for a file of one module) defines values.
func topResults(top *ir.Operation, src printer.Source) bool {
	if src.Op(top) != nil {
		return len(top.Results) > 0
	}
	for _, r := range top.Regions {
		for _, b := range r.Blocks {
			for _, op := range b.Ops {
				if len(op.Results) > 0 {
					return true
				}
			}
		}
	}
	return false
}
