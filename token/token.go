// Package token defines source positions for the MLIR textual IR: a Pos is a
// byte offset into a File's source, and becomes line:col (a Position) only
// when a diagnostic is printed (File.Position), as go/token does for Go.
//
// It imports nothing from the module, so that ast, ir and diag can all speak
// of positions without ir depending on the syntax tree.
package token

import (
	"fmt"
	"sort"
)

// Pos is a byte offset into a File's source. NoPos marks an absent position.
type Pos int32

// NoPos is the zero-information position.
const NoPos Pos = -1

// IsValid reports whether p is a real position.
func (p Pos) IsValid() bool { return p >= 0 }

// File is one source file: its name, its bytes and (computed on demand) the
// offsets at which its lines start.
type File struct {
	Name  string
	Src   []byte
	lines []int32
}

// NewFile returns a File for src.
func NewFile(name string, src []byte) *File { return &File{Name: name, Src: src} }

// Position is a human-readable position: 1-based line and column (in bytes).
type Position struct {
	Filename string
	Offset   int
	Line     int
	Column   int
}

func (p Position) String() string {
	if p.Filename == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Column)
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

func (f *File) lineTable() []int32 {
	if f.lines == nil {
		lines := make([]int32, 1, 64)
		for i, c := range f.Src {
			if c == '\n' {
				lines = append(lines, int32(i+1))
			}
		}
		f.lines = lines
	}
	return f.lines
}

// Position converts p into file:line:col.
func (f *File) Position(p Pos) Position {
	if !p.IsValid() {
		return Position{Filename: f.Name}
	}
	off := int32(p)
	if int(off) > len(f.Src) {
		off = int32(len(f.Src))
	}
	lines := f.lineTable()
	i := sort.Search(len(lines), func(i int) bool { return lines[i] > off }) - 1
	return Position{Filename: f.Name, Offset: int(off), Line: i + 1, Column: int(off-lines[i]) + 1}
}

// LineCount is the number of lines of the file.
func (f *File) LineCount() int { return len(f.lineTable()) }

// Line returns the text of the 1-based line n, without its newline.
func (f *File) Line(n int) string {
	lines := f.lineTable()
	if n < 1 || n > len(lines) {
		return ""
	}
	start := lines[n-1]
	end := int32(len(f.Src))
	if n < len(lines) {
		end = lines[n] - 1
	}
	if end > start && f.Src[end-1] == '\r' {
		end--
	}
	return string(f.Src[start:end])
}
