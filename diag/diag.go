// Package diag holds diagnostics: a severity, a position, a message and
// related notes, printed as mlir-opt prints them:
//
//	file.mlir:3:7: error: expected ')'
//	  %0 = "x.y"(%a : () -> ()
//	        ^
package diag

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/token"
)

// Severity of a diagnostic.
type Severity uint8

const (
	Error Severity = iota
	Warning
	Remark
	NoteSev
)

func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Remark:
		return "remark"
	case NoteSev:
		return "note"
	}
	return "error"
}

// Note is a related message attached to a diagnostic; Loc, when not nil,
// is where mlir-opt reports it instead of Pos (see Diagnostic.Loc).
type Note struct {
	Pos token.Pos
	Msg string
	Loc *Location
}

// Location is where mlir-opt reports a diagnostic about an op that carries
// an explicit location (`loc("other.mlir":10:3)`): a file, line and column
// that may be another file's, or no file (`loc(unknown)`, a name alone),
// printed `<unknown>:0:` with Prefix (`loc("name"): `) before the message.
type Location struct {
	File      string
	Line, Col int
	Unknown   bool
	Prefix    string
	// CalledFrom is a call site's caller: mlir-opt prints a "called from"
	// note there when it prints the diagnostic (not a note of the
	// diagnostic: -verify-diagnostics does not see it).
	CalledFrom *Location
}

// String is the location as mlir-opt prints it before a diagnostic.
func (l *Location) String() string {
	if l.Unknown {
		return "<unknown>:0"
	}
	return fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Col)
}

// Diagnostic is one message about a position in a file. It is an error.
// Loc, when not nil, is where mlir-opt reports it (an op's explicit
// location); Pos stays where the op was written, for editors.
type Diagnostic struct {
	Severity Severity
	Pos      token.Pos
	// End, when past Pos, ends the range the diagnostic is about: the
	// caret line underlines it (mlir-opt's SMRange).
	End   token.Pos
	Msg   string
	Notes []Note
	Loc   *Location
}

// Errorf returns an error diagnostic at pos.
func Errorf(pos token.Pos, format string, args ...any) *Diagnostic {
	return &Diagnostic{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

func (d *Diagnostic) Error() string {
	return fmt.Sprintf("offset %d: %s: %s", d.Pos, d.Severity, d.Msg)
}

// Format renders d against its file in mlir-opt's form: location, severity,
// message, the source line and a caret under the column; then each note,
// whose source line is shown only when it is elsewhere than d (as
// mlir-opt's SourceMgrDiagnosticHandler does).
func (d *Diagnostic) Format(f *token.File) string {
	var b strings.Builder
	if d.Loc != nil {
		writeLoc(&b, f, d.Loc, d.Severity, d.Msg)
	} else {
		writeOne(&b, f, d.Pos, d.End, d.Severity, d.Msg, true)
	}
	for _, n := range d.Notes {
		if n.Loc != nil {
			writeLoc(&b, f, n.Loc, NoteSev, n.Msg)
			continue
		}
		writeOne(&b, f, n.Pos, token.NoPos, NoteSev, n.Msg, n.Pos != d.Pos)
	}
	return b.String()
}

// writeLoc writes a diagnostic reported at an explicit location: with the
// source line and a caret when the location is in f, as mlir-opt shows
// only the lines of the buffers it read.
func writeLoc(b *strings.Builder, f *token.File, l *Location, sev Severity, msg string) {
	fmt.Fprintf(b, "%s: %s: %s%s\n", l, sev, l.Prefix, msg)
	if l.CalledFrom != nil {
		defer writeLoc(b, f, l.CalledFrom, NoteSev, "called from")
	}
	if l.Unknown || l.File != f.Name || l.Line < 1 || l.Line > f.LineCount() {
		return
	}
	line := f.Line(l.Line)
	b.WriteString(line)
	b.WriteByte('\n')
	col := min(max(l.Col-1, 0), len(line))
	for i := 0; i < col; i++ {
		if line[i] == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteString("^\n")
}

func writeOne(b *strings.Builder, f *token.File, pos, end token.Pos, sev Severity, msg string, showLine bool) {
	p := f.Position(pos)
	if !pos.IsValid() {
		fmt.Fprintf(b, "%s: %s: %s\n", f.Name, sev, msg)
		return
	}
	fmt.Fprintf(b, "%s:%d:%d: %s: %s\n", f.Name, p.Line, p.Column, sev, msg)
	if !showLine {
		return
	}
	line := f.Line(p.Line)
	b.WriteString(line)
	b.WriteByte('\n')
	col := p.Column - 1
	if col > len(line) {
		col = len(line)
	}
	// Keep tabs so the caret lines up under tab-indented source.
	for i := 0; i < col; i++ {
		if line[i] == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteByte('^')
	if end > pos {
		for n := min(int(end-pos), len(line)-col) - 1; n > 0; n-- {
			b.WriteByte('~')
		}
	}
	b.WriteByte('\n')
}

// List is a set of diagnostics; as an error it reports the first.
type List []*Diagnostic

func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0].Error(), len(l)-1)
}

// Sort orders the list by position.
func (l List) Sort() { sort.SliceStable(l, func(i, j int) bool { return l[i].Pos < l[j].Pos }) }

// Err returns nil for an empty list, else the list.
func (l List) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// Format renders every diagnostic against f.
func (l List) Format(f *token.File) string {
	var b strings.Builder
	for _, d := range l {
		b.WriteString(d.Format(f))
	}
	return b.String()
}

// jsonDiag is the machine-readable form of a diagnostic. Line and
// column are 1-based (0 for a diagnostic without a location); End is
// where the range the diagnostic is about ends: its End, else the end of
// the token at its position.
type jsonDiag struct {
	File     string     `json:"file"`
	Line     int        `json:"line"`
	Column   int        `json:"column"`
	End      *jsonPos   `json:"end,omitempty"`
	Severity string     `json:"severity"`
	Message  string     `json:"message"`
	Notes    []jsonDiag `json:"notes,omitempty"`
}

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

// JSON renders the list as a JSON array, one object per diagnostic.
func (l List) JSON(f *token.File) ([]byte, error) {
	out := make([]jsonDiag, 0, len(l))
	one := func(pos, end token.Pos, sev, msg string) jsonDiag {
		j := jsonDiag{File: f.Name, Severity: sev, Message: msg}
		if !pos.IsValid() {
			return j
		}
		p := f.Position(pos)
		j.Line, j.Column = p.Line, p.Column
		if end <= pos {
			end = TokenEnd(f.Src, pos)
		}
		e := f.Position(end)
		j.End = &jsonPos{Line: e.Line, Column: e.Column}
		return j
	}
	at := func(l *Location, sev, msg string) jsonDiag {
		j := jsonDiag{File: l.File, Severity: sev, Message: l.Prefix + msg}
		if !l.Unknown {
			j.Line, j.Column = l.Line, l.Col
		}
		return j
	}
	for _, d := range l {
		var j jsonDiag
		if d.Loc != nil {
			j = at(d.Loc, d.Severity.String(), d.Msg)
		} else {
			j = one(d.Pos, d.End, d.Severity.String(), d.Msg)
		}
		for _, n := range d.Notes {
			if n.Loc != nil {
				j.Notes = append(j.Notes, at(n.Loc, "note", n.Msg))
				continue
			}
			j.Notes = append(j.Notes, one(n.Pos, token.NoPos, "note", n.Msg))
		}
		out = append(out, j)
	}
	// Messages are full of `<` and `>` (types): keep them as they are
	// rather than \u003c-escaped for HTML.
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// TokenEnd is the end of the token starting at pos: a quoted string, a
// name with its sigil (`%x`, `^bb0`, `@f`, `#map`, `!t`), a number or a
// keyword; one byte for anything else.
func TokenEnd(src []byte, pos token.Pos) token.Pos {
	i := int(pos)
	if i < 0 || i >= len(src) {
		return pos
	}
	if src[i] == '"' {
		for j := i + 1; j < len(src) && src[j] != '\n'; j++ {
			switch src[j] {
			case '\\':
				j++
			case '"':
				return token.Pos(j + 1)
			}
		}
		return pos + 1
	}
	j := i
	if strings.IndexByte("%^@#!", src[j]) >= 0 {
		j++
	}
	for j < len(src) && (src[j] == '_' || src[j] == '.' || src[j] == '$' || src[j] == '-' ||
		src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
		j++
	}
	if j == i {
		j++
	}
	return token.Pos(j)
}

// AsList converts an error into a List: a *Diagnostic, a List, or (for any
// other error) one diagnostic without a position.
func AsList(err error) List {
	switch e := err.(type) {
	case nil:
		return nil
	case List:
		return e
	case *Diagnostic:
		return List{e}
	}
	return List{{Pos: token.NoPos, Msg: err.Error()}}
}
