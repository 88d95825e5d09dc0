package lsp

import (
	"context"
	"slices"

	"go.lsp.dev/protocol"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
)

// FoldingRanges folds what spans lines: regions and the other bracketed
// lists ({ }, [ ], ( ), and the < > of a type or attribute body such as
// dense<...> or #llvm.di_subprogram<...>), the file's {-# ... #-}
// metadata, runs of comment lines, and the chunks between `// -----`
// markers. It reads tokens, not the parse, so a file with errors still
// folds.
func (s *server) FoldingRanges(ctx context.Context, p *protocol.FoldingRangeParams) ([]protocol.FoldingRange, error) {
	_, t, err := s.current(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	return foldingRanges(t), nil
}

// foldingRanges are t's folding ranges, sorted by start line.
func foldingRanges(t *text) []protocol.FoldingRange {
	line := t.line
	var out []protocol.FoldingRange
	add := func(start, end int, kind protocol.FoldingRangeKind) {
		if end > start {
			out = append(out, protocol.FoldingRange{StartLine: uint32(start), EndLine: uint32(end), Kind: kind})
		}
	}
	// closeLine is the last line a fold ending at a closing token at off
	// hides: the line before it when the token starts its line, so that
	// the `}` stays visible under the folded `{`.
	closeLine := func(off int) int {
		l := line(off)
		for i := t.lines[l]; i < off; i++ {
			if !isSpace(t.src[i]) {
				return l
			}
		}
		return l - 1
	}

	type open struct {
		kind grammar.Kind
		off  int
	}
	var stack []open
	closes := map[grammar.Kind]grammar.Kind{
		grammar.RParen: grammar.LParen, grammar.RSquare: grammar.LSquare,
		grammar.RBrace: grammar.LBrace, grammar.Greater: grammar.Less, grammar.MetaEnd: grammar.MetaBegin,
	}
	commentStart, commentEnd := -1, -1 // the run of comment lines so far
	flushComments := func() {
		if commentStart >= 0 {
			add(commentStart, commentEnd, protocol.FoldingRangeKindComment)
		}
		commentStart, commentEnd = -1, -1
	}
	l := grammar.NewLexer(t.src)
	l.KeepComments = true
	prevEnd := -1
	for {
		tok := l.Next()
		if tok.Kind == grammar.EOF {
			break
		}
		start, end := int(tok.Start), int(tok.End)
		switch tok.Kind {
		case grammar.Comment:
			ln := line(start)
			if !onlyTokenOnLine(t, start, end) || isSplitMarker(t.src[start:end]) {
				flushComments()
				break
			}
			if commentStart >= 0 && ln == commentEnd+1 {
				commentEnd = ln
			} else {
				flushComments()
				commentStart, commentEnd = ln, ln
			}
		case grammar.LParen, grammar.LSquare, grammar.LBrace, grammar.MetaBegin:
			stack = append(stack, open{tok.Kind, start})
		case grammar.Less:
			// A body's `<` follows its keyword or name at once (tensor<,
			// #x.y<); a `<` after a blank opens nothing to fold.
			if prevEnd == start {
				stack = append(stack, open{tok.Kind, start})
			}
		case grammar.Greater, grammar.RParen, grammar.RSquare, grammar.RBrace, grammar.MetaEnd:
			want := closes[tok.Kind]
			// A `>` that is not the close of an open `<` (an affine
			// constraint's `>=`) is left alone; any other close drops the
			// unclosed opens above its own (broken input).
			i := len(stack) - 1
			for i >= 0 && stack[i].kind != want {
				if tok.Kind == grammar.Greater {
					i = -1
					break
				}
				i--
			}
			if i < 0 {
				break
			}
			add(line(stack[i].off), closeLine(start), "")
			stack = stack[:i]
		}
		if tok.Kind != grammar.Comment {
			flushComments()
		}
		prevEnd = end
		if end <= start {
			break // the lexer cannot move on
		}
	}
	flushComments()

	if chunks := format.Chunks(t.src); len(chunks) > 1 {
		for _, c := range chunks {
			last := c.End
			for last > c.Start && isSpace(t.src[last-1]) {
				last--
			}
			if last > c.Start {
				first := c.Start
				for first < last && isSpace(t.src[first]) {
					first++
				}
				add(line(first), line(last-1), protocol.FoldingRangeKindRegion)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b protocol.FoldingRange) int {
		if a.StartLine != b.StartLine {
			return int(a.StartLine) - int(b.StartLine)
		}
		return int(b.EndLine) - int(a.EndLine)
	})
	return slices.CompactFunc(out, func(a, b protocol.FoldingRange) bool {
		return a.StartLine == b.StartLine && a.EndLine == b.EndLine
	})
}

// onlyTokenOnLine reports whether [start, end) is alone on its line but
// for blanks.
func onlyTokenOnLine(t *text, start, end int) bool {
	for i := start - 1; i >= 0 && t.src[i] != '\n'; i-- {
		if !isSpace(t.src[i]) {
			return false
		}
	}
	for i := end; i < len(t.src) && t.src[i] != '\n'; i++ {
		if !isSpace(t.src[i]) {
			return false
		}
	}
	return true
}

// isSplitMarker reports whether a comment is a `// -----` chunk marker.
func isSplitMarker(c []byte) bool {
	return len(c) >= 8 && string(c[:8]) == "// -----"
}
