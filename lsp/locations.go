package lsp

import (
	"os"
	"path/filepath"
	"strconv"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/gomlir/gomlir/grammar"
)

// sourceLocation is the place a file location written at off names
// (`loc("file.py":12:5)`, the cursor on its string or its numbers), when
// that file exists: a relative name is looked up beside the document,
// then in the workspace root. As mlir-lsp-server does, a definition
// request there jumps to the source the IR came from.
func (s *server) sourceLocation(u uri.URI, t *text, off int) *protocol.Location {
	line := t.line(off)
	start, end := t.lines[line], t.lineEnd(line)
	var toks []grammar.Token
	l := grammar.NewLexer(t.src[start:end])
	for {
		tok := l.Next()
		if tok.Kind == grammar.EOF || tok.End <= tok.Start {
			break
		}
		toks = append(toks, tok)
	}
	rel := off - start
	for i := 0; i+4 < len(toks); i++ {
		ts := toks[i : i+5]
		if ts[0].Kind != grammar.String || ts[1].Kind != grammar.Colon || ts[2].Kind != grammar.Integer ||
			ts[3].Kind != grammar.Colon || ts[4].Kind != grammar.Integer {
			continue
		}
		if rel < int(ts[0].Start) || rel > int(ts[4].End) {
			continue
		}
		text := t.src[start:end]
		name, err := strconv.Unquote(string(text[ts[0].Start:ts[0].End]))
		if err != nil || name == "" {
			return nil
		}
		ln, err1 := strconv.Atoi(string(text[ts[2].Start:ts[2].End]))
		col, err2 := strconv.Atoi(string(text[ts[4].Start:ts[4].End]))
		if err1 != nil || err2 != nil {
			return nil
		}
		path := s.existingFile(u, name)
		if path == "" {
			return nil
		}
		at := protocol.Position{Line: uint32(max(ln-1, 0)), Character: uint32(max(col-1, 0))}
		return &protocol.Location{URI: uri.File(path), Range: protocol.Range{Start: at, End: at}}
	}
	return nil
}

// existingFile is the regular file name names for document u, or "".
func (s *server) existingFile(u uri.URI, name string) string {
	var candidates []string
	if filepath.IsAbs(name) {
		candidates = []string{name}
	} else {
		if p := filePath(u); p != "" {
			candidates = append(candidates, filepath.Join(filepath.Dir(p), name))
		}
		s.mu.Lock()
		root := s.root
		s.mu.Unlock()
		if root != "" {
			candidates = append(candidates, filepath.Join(root, name))
		}
	}
	for _, c := range candidates {
		if fi, err := os.Stat(c); err == nil && fi.Mode().IsRegular() {
			return c
		}
	}
	return ""
}
