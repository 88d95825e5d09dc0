package main

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// The text mlir-tblgen --print-records writes: a Classes section (skipped)
// and a Defs section of resolved records.
//
//	file   = { line } "------------- Defs -----------------" { record } .
//	record = "def" name "{" [ "//" { class } ] { field } "}" .
//	field  = type name "=" value ";" .
//
// Strings are printed without escapes, so a `"` ends a string only where a
// delimiter follows it (see scanner.str); code blocks likewise end at a `}]`
// followed by a delimiter.

// Value is one TableGen value: Unset, Str, Int, Bits, List, Dag, Ref or Expr.
type Value any

// Unset is `?`.
type Unset struct{}

// Str is a string or, with Code, a [{code}] block.
type Str struct {
	S    string
	Code bool
}

// Int is an int value.
type Int int64

// Bits is `{ 0, 1 }`.
type Bits []Value

// List is `[a, b]`.
type List []Value

// Dag is `(op arg:$name, ...)`.
type Dag struct {
	Op   Value
	Args []DagArg
}

// DagArg is one dag argument: a value (nil for a bare `$name`) and its name.
type DagArg struct {
	Val  Value
	Name string
}

// Ref is a record name (a def or anonymous_N).
type Ref string

// Expr is an expression tblgen left unresolved (`!strconcat(...)`,
// `Class<0: ...>`, `x.field`), as printed.
type Expr string

// Record is one def.
type Record struct {
	Name    string
	Classes []string // superclasses as printed after `//`, outermost first
	Fields  map[string]Value
	Types   map[string]string // field name -> declared type
}

// IsA reports whether the record derives from class.
func (r *Record) IsA(class string) bool {
	for _, c := range r.Classes {
		if c == class {
			return true
		}
	}
	return false
}

// Records is the Defs section of one --print-records output, by name.
type Records map[string]*Record

const defsMarker = "------------- Defs -----------------"

// ParseRecords parses --print-records output.
func ParseRecords(text string) (Records, error) {
	i := strings.Index(text, defsMarker+"\n")
	if i < 0 {
		return nil, fmt.Errorf("no %q line", defsMarker)
	}
	s := &scanner{src: text, pos: i + len(defsMarker) + 1}
	recs := Records{}
	for {
		s.space()
		if s.eof() {
			return recs, nil
		}
		r, err := s.record()
		if err != nil {
			line := 1 + strings.Count(text[:s.pos], "\n")
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		recs[r.Name] = r
	}
}

type scanner struct {
	src string
	pos int
	// depth counts the lists, bits and dags being read: a field's own
	// string value (depth 0) ends only at a quote followed by `;` and the
	// end of the line, since descriptions may hold `"x")`.
	depth int
}

func (s *scanner) eof() bool { return s.pos >= len(s.src) }

func (s *scanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.pos]
}

func (s *scanner) space() {
	for !s.eof() && strings.IndexByte(" \t\r\n", s.src[s.pos]) >= 0 {
		s.pos++
	}
}

func (s *scanner) errorf(format string, args ...any) error {
	end := min(s.pos+30, len(s.src))
	return fmt.Errorf("%s at %q", fmt.Sprintf(format, args...), s.src[s.pos:end])
}

func (s *scanner) expect(tok string) error {
	s.space()
	if !strings.HasPrefix(s.src[s.pos:], tok) {
		return s.errorf("expected %q", tok)
	}
	s.pos += len(tok)
	return nil
}

// record = "def" name "{" [ "//" { class } ] { field } "}" .
func (s *scanner) record() (*Record, error) {
	if err := s.expect("def "); err != nil {
		return nil, err
	}
	s.space()
	name := s.ident()
	if name == "" {
		return nil, s.errorf("expected a record name")
	}
	if err := s.expect("{"); err != nil {
		return nil, err
	}
	r := &Record{Name: name, Fields: map[string]Value{}, Types: map[string]string{}}
	eol := strings.IndexByte(s.src[s.pos:], '\n')
	if eol < 0 {
		eol = len(s.src) - s.pos
	}
	if c, ok := strings.CutPrefix(strings.TrimSpace(s.src[s.pos:s.pos+eol]), "//"); ok {
		r.Classes = strings.Fields(c)
	}
	s.pos += eol
	for {
		s.space()
		if s.peek() == '}' {
			s.pos++
			return r, nil
		}
		typ := s.typ()
		s.space()
		field := s.ident()
		if typ == "" || field == "" {
			return nil, s.errorf("expected a field")
		}
		if err := s.expect("="); err != nil {
			return nil, err
		}
		start := s.pos
		v, err := s.value()
		if err == nil {
			err = s.expect(";")
		}
		if err != nil {
			// A string holding a quote and a delimiter (`"a")`) inside a
			// list or dag cannot be read reliably: keep such a field's
			// text, up to the end the record's layout shows.
			end, ok := s.fieldEnd(start)
			text := ""
			if ok {
				text = strings.TrimSpace(s.src[start:end])
			}
			if !ok || !(strings.HasPrefix(text, "[") && strings.HasSuffix(text, "]") ||
				strings.HasPrefix(text, "(") && strings.HasSuffix(text, ")")) {
				return nil, fmt.Errorf("field %s.%s: %w", name, field, err)
			}
			v = Expr(text)
			s.pos = end + 1
		}
		r.Fields[field] = v
		r.Types[field] = typ
	}
}

// reFieldStart is the start of a record's line after a field: another
// field (`  type name = `) or the record's end.
var reFieldStart = regexp.MustCompile(`^(?:  [A-Za-z_][\w:<>, ]* [A-Za-z_]\w* = |}\n)`)

// fieldEnd finds the `;` ending the field whose value starts at start:
// the first one ending a line that the next field or the record's end
// follows.
func (s *scanner) fieldEnd(start int) (int, bool) {
	for i := start; ; {
		j := strings.Index(s.src[i:], ";\n")
		if j < 0 {
			return 0, false
		}
		i += j
		if reFieldStart.MatchString(s.src[i+2 : min(i+200, len(s.src))]) {
			return i, true
		}
		i++
	}
}

func isIdent(c byte) bool {
	return c == '_' || c == ':' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (s *scanner) ident() string {
	start := s.pos
	for !s.eof() && isIdent(s.src[s.pos]) {
		// A ':' before '$' or a space separates a dag argument from its name.
		if s.src[s.pos] == ':' && (s.pos+1 >= len(s.src) || !isIdent(s.src[s.pos+1])) {
			break
		}
		s.pos++
	}
	return s.src[start:s.pos]
}

// typ = ident [ "<" typ { "," typ } ">" ] .
func (s *scanner) typ() string {
	start := s.pos
	if s.ident() == "" {
		return ""
	}
	if s.peek() == '<' {
		depth := 0
		for !s.eof() {
			c := s.src[s.pos]
			s.pos++
			if c == '<' {
				depth++
			} else if c == '>' {
				if depth--; depth == 0 {
					break
				}
			}
		}
	}
	return s.src[start:s.pos]
}

// delimited reports whether the text at i, after spaces, starts with a
// character that may follow a complete value.
func (s *scanner) delimited(i int) bool {
	for i < len(s.src) && (s.src[i] == ' ' || s.src[i] == '\t') {
		i++
	}
	if i >= len(s.src) {
		return true
	}
	if s.src[i] == ';' { // a field's end is also the line's
		return i+1 >= len(s.src) || s.src[i+1] == '\n'
	}
	return s.depth > 0 && strings.IndexByte(",)]>:}\n", s.src[i]) >= 0
}

// value = "?" | string | code | int | bits | list | dag | bang | ref .
func (s *scanner) value() (Value, error) {
	s.space()
	start := s.pos
	switch c := s.peek(); {
	case c == '?':
		s.pos++
		return Unset{}, nil
	case c == '"':
		return s.str()
	case strings.HasPrefix(s.src[s.pos:], "[{"):
		return s.code()
	case c == '[':
		s.pos++
		vs, err := s.values(']')
		return List(vs), err
	case c == '{':
		s.pos++
		vs, err := s.values('}')
		return Bits(vs), err
	case c == '(':
		return s.dag()
	case c == '-' || c >= '0' && c <= '9':
		s.pos++
		for !s.eof() && (isIdent(s.peek())) {
			s.pos++
		}
		n, err := strconv.ParseInt(s.src[start:s.pos], 0, 64)
		if err != nil {
			return nil, s.errorf("bad int")
		}
		return Int(n), nil
	case c == '!':
		s.pos++
		s.ident()
		if err := s.skipBalanced(); err != nil {
			return nil, err
		}
		return Expr(s.src[start:s.pos]), nil
	case isIdent(c):
		name := s.ident()
		if s.peek() != '<' {
			return Ref(name), nil
		}
		if err := s.skipBalanced(); err != nil {
			return nil, err
		}
		s.ident() // .field
		return Expr(s.src[start:s.pos]), nil
	}
	return nil, s.errorf("expected a value")
}

// values = [ value { "," value } ] close .
func (s *scanner) values(close byte) ([]Value, error) {
	s.depth++
	defer func() { s.depth-- }()
	var vs []Value
	s.space()
	if s.peek() == close {
		s.pos++
		return vs, nil
	}
	for {
		v, err := s.value()
		if err != nil {
			return nil, err
		}
		vs = append(vs, v)
		s.space()
		switch s.peek() {
		case ',':
			s.pos++
		case close:
			s.pos++
			return vs, nil
		default:
			return nil, s.errorf("expected ',' or %q", close)
		}
	}
}

// dag = "(" value [ dagarg { "," dagarg } ] ")" .
// dagarg = value [ ":" "$" name ] | "$" name .
func (s *scanner) dag() (Value, error) {
	s.depth++
	defer func() { s.depth-- }()
	s.pos++
	op, err := s.value()
	if err != nil {
		return nil, err
	}
	d := &Dag{Op: op}
	for first := true; ; first = false {
		s.space()
		if s.peek() == ')' {
			s.pos++
			return d, nil
		}
		if !first {
			if err := s.expect(","); err != nil {
				return nil, err
			}
			s.space()
		}
		var a DagArg
		if s.peek() != '$' {
			if a.Val, err = s.value(); err != nil {
				return nil, err
			}
			if s.peek() != ':' {
				d.Args = append(d.Args, a)
				continue
			}
			s.pos++
		}
		if s.peek() != '$' {
			return nil, s.errorf("expected '$'")
		}
		s.pos++
		a.Name = s.ident()
		d.Args = append(d.Args, a)
	}
}

// str scans a "..." string: the closing quote is one a delimiter follows.
func (s *scanner) str() (Value, error) {
	for i := s.pos + 1; i < len(s.src); i++ {
		if s.src[i] == '"' && s.delimited(i+1) {
			v := s.src[s.pos+1 : i]
			s.pos = i + 1
			return Str{S: v}, nil
		}
	}
	return nil, s.errorf("unterminated string")
}

// code scans a [{...}] block: the closing }] is one a delimiter follows.
func (s *scanner) code() (Value, error) {
	for i := s.pos + 2; i+1 < len(s.src); i++ {
		if s.src[i] == '}' && s.src[i+1] == ']' && s.delimited(i+2) {
			v := s.src[s.pos+2 : i]
			s.pos = i + 2
			return Str{S: v, Code: true}, nil
		}
	}
	return nil, s.errorf("unterminated code block")
}

// skipBalanced skips an optional <...> and an optional (...) group whose
// strings and code blocks may hold any bracket.
func (s *scanner) skipBalanced() error {
	s.depth++
	defer func() { s.depth-- }()
	for _, open := range []byte{'<', '('} {
		if s.peek() != open {
			continue
		}
		depth := 0
		for {
			if s.eof() {
				return s.errorf("unbalanced %q", open)
			}
			switch c := s.peek(); {
			case c == '"':
				if _, err := s.str(); err != nil {
					return err
				}
				continue
			case strings.HasPrefix(s.src[s.pos:], "[{"):
				if _, err := s.code(); err != nil {
					return err
				}
				continue
			case c == '<' || c == '(' || c == '[':
				depth++
			case c == '>' || c == ')' || c == ']':
				depth--
			}
			s.pos++
			if depth == 0 {
				break
			}
		}
	}
	return nil
}
