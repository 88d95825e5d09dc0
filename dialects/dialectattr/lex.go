package dialectattr

// The lexer reads an attribute's text as mlir-opt's lexer does, one token
// at a time: the dialect parsers of MLIR lex the attribute's data lazily,
// so a character the lexer rejects only matters when a parser looks at it
// (`#ub<poison $>` is accepted, `#ub<$>` is not).

type tokKind uint8

const (
	tEOF      tokKind = iota
	tError            // a lexer error: msg at errPos
	tIdent            // bare identifier, keyword or integer type (`nnan`, `f64`, `i32`)
	tInt              // `42`, `0x2A`
	tFloat            // `1.5`, `1.e5`
	tString           // `"..."`
	tPunct            // punctuation, spelled by the token's text
	tPrefixed         // `#x`, `!x`, `^x`, `%x`, `@x`
)

type token struct {
	kind       tokKind
	start, end int
	msg        string // tError only
	errPos     int    // tError only: where mlir-opt reports msg
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isHex(c byte) bool   { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

// lex returns the token that starts at or after pos in src.
func lex(src string, pos int) token {
	at := func(i int) byte { // the byte at i, 0 past the end
		if i < len(src) {
			return src[i]
		}
		return 0
	}
	errTok := func(start, errPos int, msg string) token {
		end := errPos + 1
		if end > len(src) {
			end = len(src)
		}
		if end < start+1 && start < len(src) {
			end = start + 1
		}
		return token{kind: tError, start: start, end: end, msg: msg, errPos: errPos}
	}
	for pos < len(src) {
		start := pos
		c := src[pos]
		pos++
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0:
			// mlir-opt skips a NUL that is not the end of its buffer.
			continue
		case isAlpha(c) || c == '_':
			for isAlpha(at(pos)) || isDigit(at(pos)) || at(pos) == '_' || at(pos) == '$' || at(pos) == '.' {
				pos++
			}
			return token{kind: tIdent, start: start, end: pos}
		case isDigit(c):
			return lexNumber(src, start)
		case c == '/':
			if at(pos) == '/' {
				for pos < len(src) && src[pos] != '\n' && src[pos] != '\r' {
					pos++
				}
				continue
			}
			return token{kind: tPunct, start: start, end: pos}
		case c == '"':
			end, errPos, msg := lexString(src, pos)
			if msg != "" {
				return errTok(start, errPos, msg)
			}
			return token{kind: tString, start: start, end: end}
		case c == '-':
			if at(pos) == '>' {
				pos++
			}
			return token{kind: tPunct, start: start, end: pos}
		case c == '{':
			if at(pos) == '-' && at(pos+1) == '#' { // `{-#` opens file metadata
				pos += 2
			}
			return token{kind: tPunct, start: start, end: pos}
		case c == '.':
			if at(pos) != '.' || at(pos+1) != '.' {
				return errTok(start, pos, "expected three consecutive dots for an ellipsis")
			}
			return token{kind: tPunct, start: start, end: pos + 2}
		case c == '@':
			if at(pos) == '"' {
				end, errPos, msg := lexString(src, pos+1)
				if msg != "" {
					return errTok(start, errPos, msg)
				}
				return token{kind: tPrefixed, start: start, end: end}
			}
			if !isAlpha(at(pos)) && at(pos) != '_' {
				return errTok(start, pos, "@ identifier expected to start with letter or '_'")
			}
			pos++
			for isAlpha(at(pos)) || isDigit(at(pos)) || at(pos) == '_' || at(pos) == '$' || at(pos) == '.' {
				pos++
			}
			return token{kind: tPrefixed, start: start, end: pos}
		case c == '#' || c == '!' || c == '^' || c == '%':
			if c == '#' && at(pos) == '-' && at(pos+1) == '}' { // `#-}` closes file metadata
				return token{kind: tPunct, start: start, end: pos + 2}
			}
			isPunct := func(c byte) bool { return c == '$' || c == '.' || c == '_' || c == '-' }
			switch {
			case isDigit(at(pos)):
				for isDigit(at(pos)) {
					pos++
				}
			case isAlpha(at(pos)) || isPunct(at(pos)):
				for isAlpha(at(pos)) || isDigit(at(pos)) || isPunct(at(pos)) {
					pos++
				}
			default:
				return errTok(start, start, map[byte]string{
					'#': "invalid attribute name",
					'!': "invalid type identifier",
					'^': "invalid block name",
					'%': "invalid SSA name",
				}[c])
			}
			return token{kind: tPrefixed, start: start, end: pos}
		case c == ':' || c == ',' || c == '(' || c == ')' || c == '}' || c == '[' || c == ']' ||
			c == '<' || c == '>' || c == '=' || c == '?' || c == '+' || c == '*' || c == '|':
			return token{kind: tPunct, start: start, end: pos}
		default:
			return errTok(start, start, "unexpected character")
		}
	}
	return token{kind: tEOF, start: len(src), end: len(src)}
}

// lexNumber lexes an integer (decimal or 0x hex) or a float literal
// `[0-9]+ . [0-9]* ([eE][-+]?[0-9]+)?` starting at start.
func lexNumber(src string, start int) token {
	at := func(i int) byte {
		if i < len(src) {
			return src[i]
		}
		return 0
	}
	pos := start + 1
	if src[start] == '0' && at(pos) == 'x' {
		if !isHex(at(pos + 1)) { // `0xi32` is `0` then `xi32`
			return token{kind: tInt, start: start, end: pos}
		}
		pos += 2
		for isHex(at(pos)) {
			pos++
		}
		return token{kind: tInt, start: start, end: pos}
	}
	for isDigit(at(pos)) {
		pos++
	}
	if at(pos) != '.' {
		return token{kind: tInt, start: start, end: pos}
	}
	pos++
	for isDigit(at(pos)) {
		pos++
	}
	if c := at(pos); c == 'e' || c == 'E' {
		if isDigit(at(pos+1)) || (at(pos+1) == '-' || at(pos+1) == '+') && isDigit(at(pos+2)) {
			pos += 2
			for isDigit(at(pos)) {
				pos++
			}
		}
	}
	return token{kind: tFloat, start: start, end: pos}
}

// lexString scans a string literal's body from pos (after the opening
// quote) and returns the end of the literal, or an error and its position.
func lexString(src string, pos int) (end, errPos int, msg string) {
	for {
		if pos >= len(src) {
			return 0, len(src), `expected '"' in string literal`
		}
		c := src[pos]
		pos++
		switch c {
		case '"':
			return pos, 0, ""
		case '\n', '\v', '\f':
			return 0, pos - 1, `expected '"' in string literal`
		case '\\':
			switch {
			case pos < len(src) && (src[pos] == '"' || src[pos] == '\\' || src[pos] == 'n' || src[pos] == 't'):
				pos++
			case pos+1 < len(src) && isHex(src[pos]) && isHex(src[pos+1]):
				pos += 2
			default:
				return 0, pos - 1, "unknown escape in string literal"
			}
		}
	}
}

// stringValue is the value of a string token's spelling `"..."`.
func stringValue(spelling string) string {
	s := spelling[1 : len(spelling)-1]
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			out = append(out, c)
			continue
		}
		i++
		switch c2 := s[i]; c2 {
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case '"', '\\':
			out = append(out, c2)
		default:
			if i+1 < len(s) {
				out = append(out, hexVal(s[i])<<4|hexVal(s[i+1]))
				i++
			}
		}
	}
	return string(out)
}

func hexVal(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}
