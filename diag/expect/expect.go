// Package expect checks diagnostics against the expected-* annotations of
// a source file, as mlir-opt -verify-diagnostics does:
//
//	// expected-error @+1 {{requires the same type}}
//	%0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
//
// A directive is expected-error, -warning, -remark or -note, optionally
// followed by -re (the text is then literal but for {{regex}} pieces),
// optionally by a designator: @+N or @-N (N lines below or above), @above
// (the closest line above that holds no directive), @below (the closest
// such line below) or @unknown (a diagnostic without a location); without
// one it applies to its own line. The text between {{ and the last }} of
// the line must be contained in the diagnostic's message.
package expect

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/token"
)

// Expectation is one expected-* directive.
type Expectation struct {
	Severity diag.Severity
	// Line is the 1-based line of the file the diagnostic must be on; 0
	// for @unknown.
	Line int
	// Pos is where the directive's expected- starts.
	Pos token.Pos
	// Text is what the message must contain (for -re, the pattern as
	// written).
	Text    string
	re      *regexp.Regexp
	Matched bool
}

var directive = regexp.MustCompile(`expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$`)

// Parse reads the directives of src[start:end] (one chunk of f), with f's
// line numbers. Malformed -re patterns are reported as errors.
func Parse(f *token.File, start, end int) ([]*Expectation, diag.List) {
	var out []*Expectation
	var errs diag.List
	src := f.Src[start:end]
	firstLine := f.Position(token.Pos(start)).Line
	lines := strings.Split(string(src), "\n")
	var below []*Expectation
	lastPlain := 0 // the chunk-relative number of the last line without a directive
	offset := start
	for i, text := range lines {
		lineStart := offset
		offset += len(text) + 1
		line := firstLine + i
		m := directive.FindStringSubmatchIndex(strings.TrimRight(text, " \t\r"))
		if m == nil {
			for _, e := range below {
				e.Line = line
			}
			below = below[:0]
			lastPlain = i + 1
			continue
		}
		e := &Expectation{Line: line, Pos: token.Pos(lineStart + m[0]), Text: text[m[10]:m[11]]}
		switch text[m[2]:m[3]] {
		case "error":
			e.Severity = diag.Error
		case "warning":
			e.Severity = diag.Warning
		case "remark":
			e.Severity = diag.Remark
		default:
			e.Severity = diag.NoteSev
		}
		if m[4] >= 0 {
			re, err := compileRegex(e.Text)
			if err != "" {
				errs = append(errs, &diag.Diagnostic{Pos: e.Pos, Msg: err})
				continue
			}
			e.re = re
		}
		if m[8] >= 0 {
			switch d := text[m[8]:m[9]]; d {
			case "above":
				e.Line = firstLine + lastPlain - 1
				if lastPlain == 0 {
					e.Line = firstLine
				}
			case "below":
				below = append(below, e)
				e.Line = firstLine + len(lines) - 1
			case "unknown":
				e.Line = 0
			default:
				n, _ := strconv.Atoi(d[1:])
				if d[0] == '+' {
					e.Line += n
				} else {
					e.Line -= n
				}
			}
		}
		out = append(out, e)
	}
	return out, errs
}

// compileRegex turns an -re text into a pattern: literal text, and
// {{regex}} pieces.
func compileRegex(text string) (*regexp.Regexp, string) {
	var b strings.Builder
	for text != "" {
		i := strings.Index(text, "{{")
		if i < 0 {
			b.WriteString(regexp.QuoteMeta(text))
			break
		}
		b.WriteString(regexp.QuoteMeta(text[:i]))
		text = text[i+2:]
		j := strings.Index(text, "}}")
		if j < 0 {
			return nil, "found start of regex with no end '}}'"
		}
		piece := text[:j]
		if _, err := regexp.Compile(piece); err != nil {
			return nil, "invalid regex: " + err.Error()
		}
		b.WriteString("(" + piece + ")")
		text = text[j+2:]
	}
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil, "invalid regex: " + err.Error()
	}
	return re, ""
}

func (e *Expectation) match(msg string) bool {
	if e.re != nil {
		return e.re.MatchString(msg)
	}
	return strings.Contains(msg, e.Text)
}

// Check matches diagnostics (positions in f) against exps, marking the
// expectations they meet. Each diagnostic, and each of its notes (as a
// note), must meet an expectation on its line of its severity; the
// first that matches is met. It returns the errors mlir-opt reports for
// those that do not: "unexpected error: ..." at the diagnostic, or, when
// only the severity differs, at the expectation.
func Check(f *token.File, exps []*Expectation, diags diag.List) diag.List {
	var out diag.List
	process := func(pos token.Pos, loc *diag.Location, sev diag.Severity, msg string) {
		line := 0
		if pos.IsValid() {
			line = f.Position(pos).Line
		}
		if loc != nil {
			// Reported at an explicit location: in this file, its line;
			// unknown, @unknown; in another file, nothing can expect it.
			switch {
			case loc.Unknown:
				line = 0
			case loc.File == f.Name:
				line = loc.Line
			default:
				out = append(out, &diag.Diagnostic{Pos: pos, Loc: loc, Msg: fmt.Sprintf("unexpected %s: %s", sev, msg)})
				return
			}
		}
		var near *Expectation
		for _, e := range exps {
			if e.Line != line || !e.match(msg) {
				continue
			}
			if e.Severity == sev {
				e.Matched = true
				return
			}
			near = e
		}
		if near != nil {
			out = append(out, &diag.Diagnostic{Pos: near.Pos,
				Msg: fmt.Sprintf("'%s' diagnostic emitted when expecting a '%s'", sev, near.Severity)})
			return
		}
		out = append(out, &diag.Diagnostic{Pos: pos, Loc: loc, Msg: fmt.Sprintf("unexpected %s: %s", sev, msg)})
	}
	for _, d := range diags {
		process(d.Pos, d.Loc, d.Severity, d.Msg)
		for _, n := range d.Notes {
			process(n.Pos, n.Loc, diag.NoteSev, n.Msg)
		}
	}
	return out
}

// Missing reports the expectations no diagnostic met, in mlir-opt's
// words, underlining as many columns as the expected text is long;
// those about unknown locations come last.
func Missing(exps []*Expectation) diag.List {
	var out, unknown diag.List
	for _, e := range exps {
		if e.Matched {
			continue
		}
		d := &diag.Diagnostic{Pos: e.Pos, Msg: fmt.Sprintf("expected %s \"%s\" was not produced", e.Severity, e.Text)}
		if e.Line == 0 {
			// mlir-opt reports it at `<unknown>:0`.
			d.Pos, d.Loc = token.NoPos, &diag.Location{Unknown: true}
			unknown = append(unknown, d)
			continue
		}
		d.End = e.Pos + token.Pos(len(e.Text))
		out = append(out, d)
	}
	return append(out, unknown...)
}
