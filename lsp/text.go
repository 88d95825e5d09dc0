package lsp

import (
	"fmt"
	"sort"
	"unicode/utf8"

	"go.lsp.dev/protocol"
)

// encoding is how a Position's Character counts within its line: UTF-16
// code units (LSP's default) or bytes (utf-8, when the client offers it).
type encoding uint8

const (
	utf16 encoding = iota
	utf8Enc
)

// text is one version of a document with the offsets its lines start at:
// positions are byte offsets inside the server, converted to LSP positions
// only at the protocol's edge.
type text struct {
	src   []byte
	lines []int // offset of each line's first byte
}

func newText(src []byte) *text {
	t := &text{src: src, lines: make([]int, 1, 64)}
	for i, c := range src {
		if c == '\n' {
			t.lines = append(t.lines, i+1)
		}
	}
	return t
}

// lineEnd is the offset of line l's end, before its newline (and a
// carriage return before it).
func (t *text) lineEnd(l int) int {
	end := len(t.src)
	if l+1 < len(t.lines) {
		end = t.lines[l+1] - 1
		if end > t.lines[l] && t.src[end-1] == '\r' {
			end--
		}
	}
	return end
}

// line is the line offset off is on.
func (t *text) line(off int) int {
	off = max(0, min(off, len(t.src)))
	return sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > off }) - 1
}

// position converts a byte offset into an LSP position.
func (t *text) position(off int, enc encoding) protocol.Position {
	off = max(0, min(off, len(t.src)))
	l := sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > off }) - 1
	start := t.lines[l]
	if enc == utf8Enc {
		return protocol.Position{Line: uint32(l), Character: uint32(off - start)}
	}
	n := 0
	for i := start; i < off; {
		r, size := utf8.DecodeRune(t.src[i:])
		i += size
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return protocol.Position{Line: uint32(l), Character: uint32(n)}
}

// offset converts an LSP position into a byte offset. A character past the
// end of its line is the line's end, a line past the last the text's end
// (as the protocol asks); one inside a UTF-16 surrogate pair or a UTF-8
// sequence moves to the character's end.
func (t *text) offset(p protocol.Position, enc encoding) int {
	l := int(p.Line)
	if l >= len(t.lines) {
		return len(t.src)
	}
	i, end := t.lines[l], t.lineEnd(l)
	if enc == utf8Enc {
		i = min(i+int(p.Character), end)
		for i < end && !utf8.RuneStart(t.src[i]) {
			i++
		}
		return i
	}
	for n := 0; n < int(p.Character) && i < end; {
		r, size := utf8.DecodeRune(t.src[i:end])
		i += size
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return i
}

func (t *text) rangeOf(start, end int, enc encoding) protocol.Range {
	return protocol.Range{Start: t.position(start, enc), End: t.position(end, enc)}
}

// apply returns the text with one change applied: a range replaced, or the
// whole document.
func (t *text) apply(ch protocol.TextDocumentContentChangeEvent, enc encoding) (*text, error) {
	switch ch := ch.(type) {
	case *protocol.TextDocumentContentChangeWholeDocument:
		if ch == nil {
			return nil, fmt.Errorf("a content change without its range or text")
		}
		return newText([]byte(ch.Text)), nil
	case *protocol.TextDocumentContentChangePartial:
		if ch == nil {
			return nil, fmt.Errorf("a content change without its range or text")
		}
		// A line past the document says the client's copy differs from the
		// server's: refused, rather than applied somewhere else. (A
		// character past its line's end is the line's end, as the protocol
		// says.)
		for _, p := range []protocol.Position{ch.Range.Start, ch.Range.End} {
			if int(p.Line) >= len(t.lines) {
				return nil, fmt.Errorf("change range %d:%d-%d:%d is outside the document (%d lines); the document is kept as it was",
					ch.Range.Start.Line, ch.Range.Start.Character, ch.Range.End.Line, ch.Range.End.Character, len(t.lines))
			}
		}
		start, end := t.offset(ch.Range.Start, enc), t.offset(ch.Range.End, enc)
		if end < start {
			return nil, fmt.Errorf("change range ends before it starts (%d:%d-%d:%d); the document is kept as it was",
				ch.Range.Start.Line, ch.Range.Start.Character, ch.Range.End.Line, ch.Range.End.Character)
		}
		src := make([]byte, 0, len(t.src)-(end-start)+len(ch.Text))
		src = append(src, t.src[:start]...)
		src = append(src, ch.Text...)
		src = append(src, t.src[end:]...)
		return newText(src), nil
	}
	return nil, fmt.Errorf("unknown content change %T", ch)
}
