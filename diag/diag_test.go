package diag

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ast"
)

func TestFormatCaret(t *testing.T) {
	f := ast.NewFile("f.mlir", []byte("\"a\"()\n\t%0 = x\r\n"))
	d := Errorf(8, "bad %s", "thing")
	d.Notes = []Note{{Pos: 0, Msg: "see here"}}
	assert.Equal(t, "f.mlir:2:3: error: bad thing\n\t%0 = x\n\t ^\nf.mlir:1:1: note: see here\n\"a\"()\n^\n", d.Format(f))
}

func TestNoPosition(t *testing.T) {
	f := ast.NewFile("f.mlir", nil)
	assert.Equal(t, "f.mlir: error: oops\n", Errorf(ast.NoPos, "oops").Format(f))
}

func TestListSortAndJSON(t *testing.T) {
	f := ast.NewFile("f.mlir", []byte("ab\ncd\n"))
	l := List{Errorf(4, "second"), Errorf(1, "first")}
	l.Sort()
	assert.Equal(t, "first", l[0].Msg)
	b, err := l.JSON(f)
	assert.NoError(t, err)
	assert.JSONEq(t, `[{"file":"f.mlir","line":1,"column":2,"severity":"error","message":"first"},
		{"file":"f.mlir","line":2,"column":2,"severity":"error","message":"second"}]`, string(b))
	assert.Nil(t, List(nil).Err())
}
