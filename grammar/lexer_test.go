package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lexed is a token as the tests spell it: kind and source text.
type lexed struct {
	Kind Kind
	Text string
}

func (t lexed) String() string { return fmt.Sprintf("%s %q", t.Kind, t.Text) }

// lexAll returns every token of src up to (not including) EOF, and the
// message of each Error token in order.
func lexAll(t testing.TB, src string, keepComments bool) (toks []lexed, errs []string) {
	t.Helper()
	lx := NewLexer([]byte(src))
	lx.KeepComments = keepComments
	for i := 0; ; i++ {
		require.Less(t, i, len(src)+2, "lexer does not terminate on %q", src)
		tok := lx.Next()
		if tok.Kind == EOF {
			return toks, errs
		}
		if tok.Kind == Error {
			errs = append(errs, lx.Err)
		}
		end := min(int(tok.End), len(src))
		toks = append(toks, lexed{tok.Kind, src[tok.Start:end]})
	}
}

func TestLexerTokens(t *testing.T) {
	tests := []struct {
		src  string
		want []lexed
	}{
		{"", nil},
		{" \t\r\n ", nil},
		{"foo", []lexed{{BareIdent, "foo"}}},
		{"_a.b$c9 x", []lexed{{BareIdent, "_a.b$c9"}, {BareIdent, "x"}}},
		{"f8E4M3FN bf16 i32", []lexed{{BareIdent, "f8E4M3FN"}, {BareIdent, "bf16"}, {BareIdent, "i32"}}},
		{"%0 %arg1 %foo.bar$-_", []lexed{{PercentIdent, "%0"}, {PercentIdent, "%arg1"}, {PercentIdent, "%foo.bar$-_"}}},
		// A numeric suffix-id stops at the first non-digit.
		{"%12abc", []lexed{{PercentIdent, "%12"}, {BareIdent, "abc"}}},
		// `%x#3` is a value use followed by a result number; the parser
		// checks that they touch.
		{"%x#3", []lexed{{PercentIdent, "%x"}, {HashIdent, "#3"}}},
		{"%x #3", []lexed{{PercentIdent, "%x"}, {HashIdent, "#3"}}},
		{"^bb0 ^entry", []lexed{{CaretIdent, "^bb0"}, {CaretIdent, "^entry"}}},
		{"#map #foo.bar #-x", []lexed{{HashIdent, "#map"}, {HashIdent, "#foo.bar"}, {HashIdent, "#-x"}}},
		{"!t !llvm.ptr", []lexed{{BangIdent, "!t"}, {BangIdent, "!llvm.ptr"}}},
		{"@main @a.b @\"q\" @\"with space\"", []lexed{{AtIdent, "@main"}, {AtIdent, "@a.b"}, {AtIdent, `@"q"`}, {AtIdent, `@"with space"`}}},
		{"@a::@b", []lexed{{AtIdent, "@a"}, {Colon, ":"}, {Colon, ":"}, {AtIdent, "@b"}}},
		{"42 0 007", []lexed{{Integer, "42"}, {Integer, "0"}, {Integer, "007"}}},
		{"0x4 0x2A 0xdeadBEEF", []lexed{{Integer, "0x4"}, {Integer, "0x2A"}, {Integer, "0xdeadBEEF"}}},
		// `0x` with no hex digit after it is `0` then the identifier `x`.
		{"0x", []lexed{{Integer, "0"}, {BareIdent, "x"}}},
		{"0xg", []lexed{{Integer, "0"}, {BareIdent, "xg"}}},
		// Shapes lex by context: the parser splits these.
		{"4x4xf32", []lexed{{Integer, "4"}, {BareIdent, "x4xf32"}}},
		{"0x4xf32", []lexed{{Integer, "0x4"}, {BareIdent, "xf32"}}},
		{"?x?xi8", []lexed{{Question, "?"}, {BareIdent, "x"}, {Question, "?"}, {BareIdent, "xi8"}}},
		{"1.5 0. 2.0e-3 1.0E+10 3.25e7", []lexed{{Float, "1.5"}, {Float, "0."}, {Float, "2.0e-3"}, {Float, "1.0E+10"}, {Float, "3.25e7"}}},
		// An exponent without digits is not part of the float.
		{"1.5e", []lexed{{Float, "1.5"}, {BareIdent, "e"}}},
		{"1.5e+", []lexed{{Float, "1.5"}, {BareIdent, "e"}, {Plus, "+"}}},
		// Floats need a digit before the dot; a sign is a separate token.
		{"-1.0 -7", []lexed{{Minus, "-"}, {Float, "1.0"}, {Minus, "-"}, {Integer, "7"}}},
		{`"" "abc" "a\"b" "\\" "\n\t" "\0A\ff"`, []lexed{
			{String, `""`}, {String, `"abc"`}, {String, `"a\"b"`}, {String, `"\\"`}, {String, `"\n\t"`}, {String, `"\0A\ff"`}}},
		{`"a // not a comment"`, []lexed{{String, `"a // not a comment"`}}},
		{"()[]{}<>,:=+*?|", []lexed{
			{LParen, "("}, {RParen, ")"}, {LSquare, "["}, {RSquare, "]"}, {LBrace, "{"}, {RBrace, "}"},
			{Less, "<"}, {Greater, ">"}, {Comma, ","}, {Colon, ":"}, {Equal, "="}, {Plus, "+"},
			{Star, "*"}, {Question, "?"}, {VerticalBar, "|"}}},
		{"-> - > ->>", []lexed{{Arrow, "->"}, {Minus, "-"}, {Greater, ">"}, {Arrow, "->"}, {Greater, ">"}}},
		{"... ....", []lexed{{Ellipsis, "..."}, {Ellipsis, "..."}, {Error, "."}}},
		{"{-# #-}", []lexed{{MetaBegin, "{-#"}, {MetaEnd, "#-}"}}},
		{"{-", []lexed{{LBrace, "{"}, {Minus, "-"}}},
		{"{ -#", []lexed{{LBrace, "{"}, {Minus, "-"}, {Error, "#"}}},
		{"<{x}>", []lexed{{Less, "<"}, {LBrace, "{"}, {BareIdent, "x"}, {RBrace, "}"}, {Greater, ">"}}},
		// Comments are skipped unless KeepComments is set (see below).
		{"a // comment\nb", []lexed{{BareIdent, "a"}, {BareIdent, "b"}}},
		{"a//x", []lexed{{BareIdent, "a"}}},
		{`%r:3 = "d.op"(%a) : (i32) -> (i32, f32)`, []lexed{
			{PercentIdent, "%r"}, {Colon, ":"}, {Integer, "3"}, {Equal, "="}, {String, `"d.op"`},
			{LParen, "("}, {PercentIdent, "%a"}, {RParen, ")"}, {Colon, ":"}, {LParen, "("},
			{BareIdent, "i32"}, {RParen, ")"}, {Arrow, "->"}, {LParen, "("}, {BareIdent, "i32"},
			{Comma, ","}, {BareIdent, "f32"}, {RParen, ")"}}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got, _ := lexAll(t, tt.src, false)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLexerComments(t *testing.T) {
	src := "// first\r\n\"x\"() // second\n// third"
	got, errs := lexAll(t, src, true)
	require.Empty(t, errs)
	assert.Equal(t, []lexed{
		{Comment, "// first"}, // the \r of a CRLF line end is not part of the comment
		{String, `"x"`}, {LParen, "("}, {RParen, ")"},
		{Comment, "// second"},
		{Comment, "// third"},
	}, got)

	// Without KeepComments, the Comments hook sees the same spans.
	var spans []string
	lx := NewLexer([]byte(src))
	lx.Comments = func(start, end int) { spans = append(spans, src[start:end]) }
	for lx.Next().Kind != EOF {
	}
	assert.Equal(t, []string{"// first", "// second", "// third"}, spans)
}

// TestLexerCRAndNUL: as in mlir-opt's lexer, a lone carriage return ends
// a `//` comment (old Mac line ends), and a NUL byte is white space
// between tokens, kept inside comments and strings.
func TestLexerCRAndNUL(t *testing.T) {
	got, errs := lexAll(t, "a // c\r b // d\x00e\n\x00\x00f\x00\"g\x00h\"\x00", true)
	require.Empty(t, errs)
	assert.Equal(t, []lexed{
		{BareIdent, "a"}, {Comment, "// c"}, {BareIdent, "b"}, {Comment, "// d\x00e"},
		{BareIdent, "f"}, {String, "\"g\x00h\""},
	}, got)
}

func TestLexerErrors(t *testing.T) {
	tests := []struct {
		src   string
		msg   string
		start int // of the Error token
	}{
		{"$", "unexpected character", 0},
		{"a / b", "unexpected character", 2},
		{"`", "unexpected character", 0},
		{"\xc3\xa9", "unexpected character", 0},
		{"..", "expected three consecutive dots for an ellipsis", 0},
		{"a.", "unexpected character", 2}, // `.` continues an identifier, so `a.` is one token; see below
		{`"abc`, `expected '"' in string literal`, 4},
		{"\"abc\ndef\"", `expected '"' in string literal`, 4},
		{"\"a\vb\"", `expected '"' in string literal`, 2},
		{`"bad \q"`, "unknown escape in string literal", 5},
		{`"\x41"`, "unknown escape in string literal", 1},
		{`"\4"`, "unknown escape in string literal", 1},
		{`"\`, "unknown escape in string literal", 1},
		{"@", "@ identifier expected to start with letter or '_'", 1}, // at the byte after `@`, as mlir-opt
		{"@1", "@ identifier expected to start with letter or '_'", 1},
		{`@"open`, `expected '"' in string literal`, 6},
		{"%", "invalid SSA name", 0},
		{"% x", "invalid SSA name", 0},
		{"^", "invalid block name", 0},
		{"^(", "invalid block name", 0},
		{"#", "invalid attribute name", 0},
		{"!", "invalid type identifier", 0},
		{"! t", "invalid type identifier", 0},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			lx := NewLexer([]byte(tt.src))
			var tok Token
			for tok = lx.Next(); tok.Kind != Error && tok.Kind != EOF; tok = lx.Next() {
			}
			if tt.src == "a." {
				// `a.` is the identifier `a.`: no error at all.
				assert.Equal(t, EOF, tok.Kind)
				return
			}
			require.Equal(t, Error, tok.Kind, "no error token")
			assert.Equal(t, tt.msg, lx.Err)
			assert.Equal(t, tt.start, lx.ErrPos, "error position")
			assert.LessOrEqual(t, int(tok.End), len(tt.src), "error token inside the input")
			assert.Greater(t, lx.Offset(), int(tok.Start), "the lexer must move past an error")
		})
	}
}

// TestLexerRecovers checks that lexing goes on after an error token.
func TestLexerRecovers(t *testing.T) {
	got, errs := lexAll(t, `a $ b .. c`, false)
	// Each dot of `..` is an error of its own.
	assert.Equal(t, []string{"unexpected character", "expected three consecutive dots for an ellipsis", "expected three consecutive dots for an ellipsis"}, errs)
	kinds := make([]Kind, len(got))
	for i, g := range got {
		kinds[i] = g.Kind
	}
	assert.Equal(t, BareIdent, kinds[0])
	assert.Equal(t, BareIdent, kinds[len(kinds)-1])
	assert.Equal(t, "c", got[len(got)-1].Text)
}

func TestLexerResetAndText(t *testing.T) {
	src := []byte("tensor<4x4xf32>")
	lx := NewLexer(src)
	lx.Reset(7) // at the first `4`
	tok := lx.Next()
	require.Equal(t, Integer, tok.Kind)
	assert.Equal(t, "4", lx.Text(tok))
	tok = lx.Next()
	assert.Equal(t, "x4xf32", lx.Text(tok))
	// The parser splits `x4xf32` by re-lexing one byte further on.
	lx.Reset(int(tok.Start) + 1)
	tok = lx.Next()
	assert.Equal(t, Integer, tok.Kind)
	assert.Equal(t, "4", lx.Text(tok))
	assert.Equal(t, 10, lx.Offset())
}

func TestKindString(t *testing.T) {
	assert.Equal(t, "end of file", EOF.String())
	assert.Equal(t, "'->'", Arrow.String())
	assert.Equal(t, "'#-}'", MetaEnd.String())
	assert.Equal(t, "Kind(200)", Kind(200).String())
	for k := EOF; k <= MetaEnd; k++ {
		assert.False(t, strings.HasPrefix(k.String(), "Kind("), "kind %d has no name", k)
	}
}

func TestDecodeString(t *testing.T) {
	tests := []struct {
		lit  string
		want string
		ok   bool
	}{
		{`""`, "", true},
		{`"plain"`, "plain", true},
		{`"a\"b"`, `a"b`, true},
		{`"a\\b"`, `a\b`, true},
		{`"\n\t"`, "\n\t", true},
		{`"\0A\ff\C3\A9"`, "\n\xff\u00e9", true},
		{`"\q"`, "", false},
		{`"\4"`, "", false},
		{`"\"`, "", false},
		{`"`, "", false},
		{`abc`, "", false},
	}
	for _, tt := range tests {
		got, ok := DecodeString([]byte(tt.lit))
		assert.Equal(t, tt.ok, ok, tt.lit)
		assert.Equal(t, tt.want, got, tt.lit)
	}
}
