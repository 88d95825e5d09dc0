package dialect

import "strings"

// Snippet is the custom form of an op whose syntax is hand-written, as the
// language server completes it: Text with tab stops in the syntax of LSP
// snippets (`scf.for ${1:%iv} = ${2:%lb} to ...`, `$0` for the final
// cursor, `\$`, `\}` and `\\` for the literal characters).
//
// Its placeholders' text makes a valid op where In declares what it names:
// In is MLIR text with a line holding only `SNIPPET`, which Expand's text
// replaces (a function whose arguments are the snippet's values, a module
// of the op's parent kind); "" stands for the top level of a module. The
// dialects' tests verify every snippet so expanded.
type Snippet struct {
	Text string
	In   string
}

// InFunc is the In of a snippet written in a function's body, its
// placeholders naming the function's arguments args ("%lb: index, %ub:
// index"); the body returns nothing.
func InFunc(args string) string {
	return "func.func @snippet(" + args + ") {\n  SNIPPET\n  return\n}\n"
}

// Expand is s's Text with each tab stop replaced by its placeholder text
// (`${1:%lb}` is `%lb`, `$1` and `$0` are nothing) and escapes undone: the
// text an editor inserts when the user accepts every placeholder.
func (s Snippet) Expand() string {
	t := s.Text
	var b strings.Builder
	depth := 0 // nesting of ${N:...} placeholders being expanded
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '\\' && i+1 < len(t) && strings.IndexByte(`$}\`, t[i+1]) >= 0:
			i++
			b.WriteByte(t[i])
		case c == '$' && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9':
			for i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
				i++
			}
		case c == '$' && i+1 < len(t) && t[i+1] == '{':
			j := i + 2
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			if j < len(t) && t[j] == ':' {
				depth++
				i = j
			} else if j < len(t) && t[j] == '}' {
				i = j
			} else {
				b.WriteByte(c)
			}
		case c == '}' && depth > 0:
			depth--
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Source is the text of a whole file in which the expanded snippet is an
// op: In with its `SNIPPET` line replaced by Expand's text, indented as
// that line is.
func (s Snippet) Source() string {
	in := s.In
	if in == "" {
		in = "SNIPPET\n"
	}
	lines := strings.Split(in, "\n")
	for i, l := range lines {
		if strings.TrimSpace(l) != "SNIPPET" {
			continue
		}
		indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
		body := strings.Split(s.Expand(), "\n")
		for k := range body {
			body[k] = indent + body[k]
		}
		lines[i] = strings.Join(body, "\n")
	}
	return strings.Join(lines, "\n")
}
