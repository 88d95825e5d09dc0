package expect

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/token"
)

func parse(t *testing.T, src string) (*token.File, []*Expectation) {
	t.Helper()
	f := token.NewFile("t.mlir", []byte(src))
	exps, errs := Parse(f, 0, len(src))
	require.Empty(t, errs)
	return f, exps
}

func TestDesignators(t *testing.T) {
	src := `// expected-error @+2 {{two below}}
// expected-note@-1 {{on line zero}}
op // expected-warning {{same line}}
// expected-remark @above {{above}}
// expected-error @below {{below}}
// expected-error @below {{also below}}
op
// expected-error @unknown {{nowhere}}
// expected-error-re {{a {{[0-9]+}} b}}
`
	_, exps := parse(t, src)
	type got struct {
		sev  diag.Severity
		line int
		text string
	}
	var out []got
	for _, e := range exps {
		out = append(out, got{e.Severity, e.Line, e.Text})
	}
	assert.Equal(t, []got{
		{diag.Error, 3, "two below"},
		{diag.NoteSev, 1, "on line zero"},
		{diag.Warning, 3, "same line"},
		{diag.Remark, 1, "above"}, // line 3 holds a directive: as mlir-opt, the last line without one (none: 1)
		{diag.Error, 7, "below"},
		{diag.Error, 7, "also below"},
		{diag.Error, 0, "nowhere"},
		{diag.Error, 9, "a {{[0-9]+}} b"},
	}, out)
	assert.True(t, exps[7].match("xx a 42 b"))
	assert.False(t, exps[7].match("a x b"))
}

func TestCheck(t *testing.T) {
	src := "// expected-error @+1 {{bad thing}}\nop\n// expected-warning @+1 {{meh}}\nop\nop\n"
	f, exps := parse(t, src)
	lineStart := func(n int) token.Pos { // 1-based line n
		off := 0
		for i := 1; i < n; i++ {
			for src[off] != '\n' {
				off++
			}
			off++
		}
		return token.Pos(off)
	}
	d := &diag.Diagnostic{Pos: lineStart(2), Msg: "a bad thing happened"}
	d.Notes = []diag.Note{{Pos: lineStart(5), Msg: "here"}}
	failures := Check(f, exps, diag.List{
		d,
		{Pos: lineStart(4), Msg: "meh"}, // an error where a warning was expected
	})
	var msgs []string
	for _, x := range failures {
		msgs = append(msgs, x.Msg)
	}
	assert.Equal(t, []string{"unexpected note: here", "'error' diagnostic emitted when expecting a 'warning'"}, msgs)
	missing := Missing(exps)
	require.Len(t, missing, 1)
	assert.Equal(t, `expected warning "meh" was not produced`, missing[0].Msg)
	assert.Equal(t, missing[0].Pos+token.Pos(len("meh")), missing[0].End)
}

// The first expectation that matches is met; a second one on the same
// line is still missing, as in mlir-opt.
func TestFirstMatchOnly(t *testing.T) {
	src := "op // expected-error {{x}}\n// expected-error @above {{x}}\n"
	f, exps := parse(t, src)
	assert.Empty(t, Check(f, exps, diag.List{{Pos: 0, Msg: "x"}}))
	assert.Len(t, Missing(exps), 1)
}

func TestBadRegex(t *testing.T) {
	src := "// expected-error-re {{a {{[}} b}}\n// expected-error-re {{a {{x}}\n"
	f := token.NewFile("t.mlir", []byte(src))
	_, errs := Parse(f, 0, len(src))
	require.Len(t, errs, 2)
	assert.Contains(t, errs[0].Msg, "invalid regex")
	assert.Equal(t, "found start of regex with no end '}}'", errs[1].Msg)
}
