package lsp

import (
	"bytes"
	"context"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
)

// maxRepairs bounds the parses a chunk that does not parse gets for its
// names: each one blanks more of what the parse before stopped at.
const maxRepairs = 12

// repair parses a chunk that does not parse for navigation only: the op
// the parser stopped at is blanked out (spaces, its newlines kept, so that
// every position stays where it is), and the chunk parsed again, until it
// parses. The op is the lines from the error's to the next line indented
// as much or less (a closing `}` at its indentation is its own). When the
// parse then stops at the same place, the op before it is blanked too (an
// op cut short swallows the next line), then their enclosing op. It
// returns the blanked source and its tree, or nil.
func repair(ctx context.Context, name string, src []byte, errPos ast.Pos, reg dialect.Registry) ([]byte, *ast.Module) {
	lines := lineStarts(src)
	buf := append([]byte(nil), src...)
	from, to := -1, -1 // the lines last blanked
	stuck := 0         // how many times the parse stopped there again
	unknownOp := false // the error is about the op where it is
	for range maxRepairs {
		if ctx.Err() != nil || !errPos.IsValid() || int(errPos) > len(buf) {
			return nil, nil
		}
		el := lineOf(lines, int(errPos))
		first, last := -1, -1
		prev := -1
		if from >= 0 {
			// The op before the one blanked, if it is one of its
			// siblings (not the op whose region it is in).
			if p := prevLine(buf, lines, from); p >= 0 && indent(buf, lines, p) >= indent(buf, lines, from) {
				prev = itemStart(buf, lines, p)
			}
		}
		switch {
		case from < 0 || el > to+1 || el == to+1 && (unknownOp || prev < 0 || stuck > 0):
			first = itemStart(buf, lines, el)
			if first >= 0 {
				last = itemEnd(buf, lines, first, max(el, first))
			}
			stuck = 0
		case stuck == 0 && prev >= 0:
			stuck++
			first, last = prev, to
		default:
			stuck++
			first = parentStart(buf, lines, from)
			if first >= 0 {
				last = itemEnd(buf, lines, first, to)
			}
		}
		if first < 0 {
			return nil, nil
		}
		blank(buf, lines[first], lineEndOf(buf, lines, last))
		from, to = first, last
		m, err := grammar.ParseFileWith(name, buf, grammar.Options{Registry: reg})
		if err == nil {
			return buf, m
		}
		list := diag.AsList(err)
		if len(list) == 0 {
			return nil, nil
		}
		errPos = list[0].Pos
		unknownOp = strings.Contains(list[0].Msg, "for custom op") || strings.HasPrefix(list[0].Msg, "custom op")
	}
	return nil, nil
}

// prevLine is the nearest line before l that is not blank (-1 if none).
func prevLine(src []byte, lines []int, l int) int {
	for l--; l >= 0 && indent(src, lines, l) < 0; l-- {
	}
	return l
}

func lineStarts(src []byte) []int {
	lines := []int{0}
	for i, c := range src {
		if c == '\n' && i+1 < len(src) {
			lines = append(lines, i+1)
		}
	}
	return lines
}

func lineOf(lines []int, off int) int {
	l := 0
	for l+1 < len(lines) && lines[l+1] <= off {
		l++
	}
	return l
}

func lineEndOf(src []byte, lines []int, l int) int {
	if l+1 < len(lines) {
		return lines[l+1]
	}
	return len(src)
}

// indent is the indentation of line l, or -1 for a line of blanks or a
// comment.
func indent(src []byte, lines []int, l int) int {
	i := lines[l]
	end := lineEndOf(src, lines, l)
	n := 0
	for i < end && (src[i] == ' ' || src[i] == '\t') {
		i++
		n++
	}
	if i >= end || src[i] == '\n' || src[i] == '\r' || bytes.HasPrefix(src[i:end], []byte("//")) {
		return -1
	}
	return n
}

func startsWith(src []byte, lines []int, l int, c byte) bool {
	i := lines[l] + max(indent(src, lines, l), 0)
	return i < len(src) && src[i] == c
}

// itemStart is the first line of the op on line l: l, or for a `}`
// closing a region the op's.
func itemStart(src []byte, lines []int, l int) int {
	for l > 0 && indent(src, lines, l) < 0 {
		l--
	}
	if startsWith(src, lines, l, '}') {
		// The op whose region it closes: the line before indented as
		// much.
		d := indent(src, lines, l)
		for k := l - 1; k >= 0; k-- {
			if indent(src, lines, k) == d && !startsWith(src, lines, k, '}') && !startsWith(src, lines, k, '^') {
				return k
			}
		}
		return -1
	}
	return l
}

// parentStart is the first line of the op enclosing the one starting on
// line l: the nearest line before it indented less (-1 if none).
func parentStart(src []byte, lines []int, l int) int {
	d := indent(src, lines, l)
	for k := l - 1; k >= 0; k-- {
		if i := indent(src, lines, k); i >= 0 && (i < d || d < 0) && !startsWith(src, lines, k, '}') {
			return k
		}
	}
	return -1
}

// itemEnd is the last line of the op starting on line first and holding
// line el: the line before the next one indented as much or less, that
// line too when it is the op's closing `}`.
// A block label (outdented, as mlir-opt prints it) inside the op's region
// does not end it.
func itemEnd(src []byte, lines []int, first, el int) int {
	d := indent(src, lines, first)
	line := src[lines[first]:lineEndOf(src, lines, first)]
	opens := bytes.Count(line, []byte("{")) > bytes.Count(line, []byte("}"))
	label := startsWith(src, lines, first, '^')
	for k := el + 1; k < len(lines); k++ {
		i := indent(src, lines, k)
		switch {
		case i < 0 || i > d:
		case i == d && startsWith(src, lines, k, '}') && !label:
			return k
		case opens && startsWith(src, lines, k, '^'):
		default:
			return k - 1
		}
	}
	return len(lines) - 1
}

// blank replaces src[start:end] by spaces, keeping its line breaks.
func blank(src []byte, start, end int) {
	for i := start; i < end; i++ {
		if src[i] != '\n' && src[i] != '\r' {
			src[i] = ' '
		}
	}
}
