package diag

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/token"
)

func TestFormatCaret(t *testing.T) {
	f := token.NewFile("f.mlir", []byte("\"a\"()\n\t%0 = x\r\n"))
	d := Errorf(8, "bad %s", "thing")
	d.Notes = []Note{{Pos: 0, Msg: "see here"}}
	assert.Equal(t, "f.mlir:2:3: error: bad thing\n\t%0 = x\n\t ^\nf.mlir:1:1: note: see here\n\"a\"()\n^\n", d.Format(f))
}

func TestNoPosition(t *testing.T) {
	f := token.NewFile("f.mlir", nil)
	assert.Equal(t, "f.mlir: error: oops\n", Errorf(token.NoPos, "oops").Format(f))
}

func TestListSortAndJSON(t *testing.T) {
	f := token.NewFile("f.mlir", []byte("ab\ncd\n"))
	l := List{Errorf(4, "second"), Errorf(1, "first")}
	l.Sort()
	assert.Equal(t, "first", l[0].Msg)
	b, err := l.JSON(f)
	assert.NoError(t, err)
	assert.JSONEq(t, `[{"file":"f.mlir","line":1,"column":2,"end":{"line":1,"column":3},"severity":"error","message":"first"},
		{"file":"f.mlir","line":2,"column":2,"end":{"line":2,"column":3},"severity":"error","message":"second"}]`, string(b))
	assert.Nil(t, List(nil).Err())
}

func TestJSONNotesAndNoPosition(t *testing.T) {
	f := token.NewFile("f.mlir", []byte("%0 = \"x.y\"() : () -> ()\n"))
	d := Errorf(5, "bad")
	d.Notes = []Note{{Pos: 0, Msg: "here"}}
	b, err := List{d, Errorf(token.NoPos, "lost")}.JSON(f)
	assert.NoError(t, err)
	assert.JSONEq(t, `[{"file":"f.mlir","line":1,"column":6,"end":{"line":1,"column":11},"severity":"error","message":"bad",
		"notes":[{"file":"f.mlir","line":1,"column":1,"end":{"line":1,"column":3},"severity":"note","message":"here"}]},
		{"file":"f.mlir","line":0,"column":0,"severity":"error","message":"lost"}]`, string(b))
}

func TestFormatRange(t *testing.T) {
	f := token.NewFile("f.mlir", []byte("// expected-error {{abc}}\n"))
	d := &Diagnostic{Pos: 3, End: 7, Msg: "m"}
	assert.Equal(t, "f.mlir:1:4: error: m\n// expected-error {{abc}}\n   ^~~~\n", d.Format(f))
}

func TestTokenEnd(t *testing.T) {
	src := []byte(`%arg0 ^bb1 @f_1 "a\"b" arith.addi 12 (`)
	for _, tc := range []struct{ pos, end token.Pos }{{0, 5}, {6, 10}, {11, 15}, {16, 22}, {23, 33}, {34, 36}, {37, 38}} {
		assert.Equal(t, tc.end, TokenEnd(src, tc.pos), "at %d", tc.pos)
	}
}

// A diagnostic reported at an explicit location prints there: with the
// source line when the location is in the file, without it elsewhere,
// at <unknown>:0 with the location before the message, and a call site's
// caller as a "called from" note.
func TestFormatAtLocation(t *testing.T) {
	f := token.NewFile("a.mlir", []byte("x = 1\n  y = 2\n"))
	for _, c := range []struct {
		loc  *Location
		want string
	}{
		{&Location{File: "a.mlir", Line: 2, Col: 3}, "a.mlir:2:3: error: bad\n  y = 2\n  ^\n"},
		{&Location{File: "b.mlir", Line: 9, Col: 1}, "b.mlir:9:1: error: bad\n"},
		{&Location{Unknown: true, Prefix: `loc("n"): `}, "<unknown>:0: error: loc(\"n\"): bad\n"},
		{&Location{File: "b.mlir", Line: 9, Col: 1, CalledFrom: &Location{File: "a.mlir", Line: 1, Col: 1}},
			"b.mlir:9:1: error: bad\na.mlir:1:1: note: called from\nx = 1\n^\n"},
	} {
		d := &Diagnostic{Pos: 0, Msg: "bad", Loc: c.loc}
		if got := d.Format(f); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
