package verify

import (
	"bytes"
	"sort"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/diag/expect"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// SourceOptions configure Source.
type SourceOptions struct {
	Options
	// SplitInputFile verifies each chunk between `// -----` lines on its
	// own, as mlir-opt -split-input-file does. Positions stay those of
	// the whole file.
	SplitInputFile bool
}

// Source parses src (named filename), resolves it and verifies it,
// returning every diagnostic, positioned in src. A syntax or resolution
// error ends its chunk's verification, as in mlir-opt. opts.Dialects
// are the registered dialects (dialects.MustCore() for the upstream ones);
// nil registers none.
func Source(filename string, src []byte, opts SourceOptions) diag.List {
	if noRegistry(opts.Dialects) {
		opts.Dialects = nil
	}
	if !opts.SplitInputFile {
		return chunk(filename, src, 0, opts.Options)
	}
	chunks, warnings := Split(src)
	out := warnings
	for _, c := range chunks {
		out = append(out, chunk(filename, src[c.Start:c.End], c.Start, opts.Options)...)
	}
	return out
}

// Validate is Source with every independent error reported (Options.All),
// the dialects of reg registered (dialects.MustCore() for the upstream
// ones), for Go programs that produce MLIR: an empty list means src is
// valid.
func Validate(src []byte, reg dialect.Registry) diag.List {
	return Source("<input>", src, SourceOptions{Options: Options{Dialects: reg, All: true}})
}

// chunk verifies one chunk starting at offset start of its file.
func chunk(filename string, src []byte, start int, opts Options) diag.List {
	list := verifyChunk(filename, src, opts)
	if start == 0 {
		return list
	}
	for i, d := range list {
		c := *d
		c.Pos = shift(c.Pos, start)
		c.Notes = append([]diag.Note(nil), c.Notes...)
		for j := range c.Notes {
			c.Notes[j].Pos = shift(c.Notes[j].Pos, start)
		}
		list[i] = &c
	}
	return list
}

func shift(p ast.Pos, by int) ast.Pos {
	if !p.IsValid() {
		return p
	}
	return p + ast.Pos(by)
}

func verifyChunk(filename string, src []byte, opts Options) diag.List {
	// Most files are valid: verified op by op, their IR is never whole.
	// Otherwise the whole file's verification says what is wrong.
	if len(src) >= streamAt && streamValid(filename, src, opts) {
		return nil
	}
	m, err := grammar.ParseFileWith(filename, src, grammar.Options{Registry: opts.Dialects})
	var goneOn diag.List
	if err != nil {
		if m == nil {
			return diag.AsList(err)
		}
		// Errors a syntax reported and went on past: mlir-opt reads the
		// file on, verifies it and reports what that finds after them.
		goneOn = diag.AsList(err)
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: opts.Dialects})
	if err != nil {
		// mlir-opt resolves values as it parses: in the order of the text.
		list := append(goneOn, diag.AsList(err)...)
		sort.SliceStable(list, func(i, j int) bool { return list[i].Pos < list[j].Pos })
		return list
	}
	return append(goneOn, Verify(ctx, res.Top, opts)...)
}

// streamAt is the size from which a chunk is first verified op by op:
// below it, the whole file's verification is cheap.
var streamAt = 1 << 20

// Chunk is the bytes [Start, End) of a file split on `// -----`.
type Chunk struct{ Start, End int }

// Split cuts src on its `// -----` markers as mlir-opt's
// splitAndProcessBuffer does: a chunk ends where its marker starts and
// the next begins right after the marker. A `// ---` not followed by
// two more dashes and a character other than '0' is a near miss: it does
// not split, and a warning says so. (mlir-opt 22 compares that character
// with '0' where it means '-': `// --------` splits after its eighth
// character, and so does this.)
func Split(src []byte) ([]Chunk, diag.List) {
	const prefix = "// ---" // the marker but its last two dashes
	var chunks []Chunk
	var warnings diag.List
	start := 0
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte(prefix))
		if j < 0 {
			break
		}
		at := i + j
		rest := src[at+len(prefix):]
		// A raw piece that starts with "--" and has something but '0'
		// after.
		if len(rest) > 2 && rest[0] == '-' && rest[1] == '-' && rest[2] != '0' {
			chunks = append(chunks, Chunk{start, at})
			start = at + len(prefix) + 2
			i = start
			continue
		}
		warnings = append(warnings, &diag.Diagnostic{Severity: diag.Warning, Pos: ast.Pos(at + len(prefix)), Msg: "near miss with file split marker"})
		i = at + len(prefix)
	}
	chunks = append(chunks, Chunk{start, len(src)})
	return chunks, warnings
}

// CheckDiagnostics is mlir-opt's -verify-diagnostics: the diagnostics of
// each chunk (those mlir-opt reports, whatever opts.All says) against
// the chunk's expected-* annotations (package diag/expect). It returns
// the failures, in mlir-opt's words (nil when every annotation is met and
// every diagnostic expected), and the near misses of split markers.
func CheckDiagnostics(filename string, src []byte, opts SourceOptions) (failures, warnings diag.List) {
	if noRegistry(opts.Dialects) {
		opts.Dialects = nil
	}
	opts.All = false
	file := ast.NewFile(filename, src)
	chunks := []Chunk{{0, len(src)}}
	if opts.SplitInputFile {
		chunks, warnings = Split(src)
	}
	var exps []*expect.Expectation
	for _, c := range chunks {
		e, errs := expect.Parse(file, c.Start, c.End)
		failures = append(failures, errs...)
		list := chunk(filename, src[c.Start:c.End], c.Start, opts.Options)
		failures = append(failures, expect.Check(file, e, list)...)
		exps = append(exps, e...)
	}
	return append(failures, expect.Missing(exps)...), warnings
}
