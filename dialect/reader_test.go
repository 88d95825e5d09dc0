package dialect_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// syntax is a custom form read by a function through a Reader.
type syntax func(r *dialect.Reader, st *ast.CustomOp)

func (f syntax) Parse(p dialect.Parser, st *ast.CustomOp) error {
	r := dialect.NewReader(p)
	f(r, st)
	return r.Err()
}

func (syntax) Print(dialect.Printer, *ir.Operation) {}

// registry knows one op, test.op, whose syntax is given.
type registry struct {
	dialect.NoDialects
	syn dialect.Syntax
}

func (r registry) Syntax(name string) dialect.Syntax {
	if name == "test.op" {
		return r.syn
	}
	return nil
}

func (registry) HasDialect(name string) bool { return name == "test" }

// read parses src, test.op written in custom form through f, and returns
// the parse's error: its message and the text from its position on ("" and
// "" when src parses).
func read(t *testing.T, src string, f func(r *dialect.Reader, st *ast.CustomOp)) (msg, at string) {
	t.Helper()
	_, err := grammar.ParseFileWith("t.mlir", []byte(src), grammar.Options{Registry: registry{syn: syntax(f)}})
	if err == nil {
		return "", ""
	}
	var d *diag.Diagnostic
	require.True(t, errors.As(err, &d), "%v", err)
	return d.Msg, src[d.Pos:]
}

func names(uses []ast.ValueUse) string {
	var out []string
	for _, u := range uses {
		out = append(out, u.Name)
	}
	return strings.Join(out, " ")
}

func TestReaderLists(t *testing.T) {
	for _, c := range []struct {
		src  string
		d    dialect.Delimiter
		want string
	}{
		{"test.op %a, %b", dialect.None, "a b"},
		{"test.op", dialect.None, ""},
		{"test.op (%a, %b)", dialect.Paren, "a b"},
		{"test.op ()", dialect.Paren, ""},
		{"test.op [%a]", dialect.Square, "a"},
		{"test.op <%a, %b, %c>", dialect.Angle, "a b c"},
		{"test.op {%a}", dialect.Braces, "a"},
		{"test.op (%a)", dialect.OptionalParen, "a"},
		{"test.op", dialect.OptionalParen, ""},
		{"test.op [%a, %b]", dialect.OptionalSquare, "a b"},
		{"test.op", dialect.OptionalSquare, ""},
		{"test.op <%a>", dialect.OptionalAngle, "a"},
		{"test.op {}", dialect.OptionalBraces, ""},
	} {
		var got []ast.ValueUse
		msg, _ := read(t, c.src, func(r *dialect.Reader, st *ast.CustomOp) {
			got = r.Operands(c.d)
		})
		assert.Empty(t, msg, c.src)
		assert.Equal(t, c.want, names(got), c.src)
	}
}

func TestReaderListErrors(t *testing.T) {
	for _, c := range []struct {
		src     string
		f       func(r *dialect.Reader)
		msg, at string
	}{
		{"test.op %a", func(r *dialect.Reader) { r.Operands(dialect.Paren) }, "expected '(' in operand list", " %a"},
		{"test.op (%a %b)", func(r *dialect.Reader) { r.Operands(dialect.Paren) }, "expected ')' in operand list", " %b)"},
		{"test.op [%a)", func(r *dialect.Reader) { r.Operands(dialect.Square) }, "expected ']' in operand list", ")"},
		{"test.op (%a)", func(r *dialect.Reader) { r.OperandsN(dialect.Paren, 2) }, "custom op 'test.op' expected 2 operands", "(%a)"},
		{"test.op (%a)", func(r *dialect.Reader) { r.OperandsN(dialect.None, 1) }, "unexpected delimiter", "(%a)"},
		{"test.op : i32", func(r *dialect.Reader) { r.OperandsN(dialect.None, 1) }, "expected operand", " : i32"},
		{"test.op (%a, 3)", func(r *dialect.Reader) { r.Arguments(dialect.Paren, false) }, "expected SSA operand", " 3)"},
		{"test.op <i32, f32", func(r *dialect.Reader) {
			r.List(dialect.Angle, " in type list", func() { r.Type() })
		}, "expected '>' in type list", "2"}, // at the end of the file: its last character
	} {
		msg, at := read(t, c.src, func(r *dialect.Reader, st *ast.CustomOp) { c.f(r) })
		assert.Equal(t, c.msg, msg, c.src)
		assert.Equal(t, c.at, at, c.src)
	}
}

func TestReaderArguments(t *testing.T) {
	var args []ast.BlockArg
	var attrs []*ast.DictAttr
	msg, _ := read(t, "test.op (%x: i32, %y: f32 {a})", func(r *dialect.Reader, st *ast.CustomOp) {
		args, attrs = r.ArgumentsWithAttrs(dialect.Paren, true)
	})
	require.Empty(t, msg)
	require.Len(t, args, 2)
	assert.Equal(t, "x", args[0].Name)
	assert.Equal(t, "y", args[1].Name)
	assert.Equal(t, "i32", dialect.ASTTypeString(args[0].Type))
	assert.Equal(t, "f32", dialect.ASTTypeString(args[1].Type))
	assert.Nil(t, attrs[0])
	require.NotNil(t, attrs[1])
	assert.Len(t, attrs[1].Entries, 1)

	msg, _ = read(t, "test.op", func(r *dialect.Reader, st *ast.CustomOp) {
		args = r.Arguments(dialect.None, false)
	})
	assert.Empty(t, msg)
	assert.Empty(t, args)
}

func TestReaderAssignmentList(t *testing.T) {
	var args []ast.BlockArg
	var uses []ast.ValueUse
	var ok bool
	msg, _ := read(t, "test.op (%x = %a, %y = %b)", func(r *dialect.Reader, st *ast.CustomOp) {
		args, uses, ok = r.OptionalAssignmentList()
	})
	require.Empty(t, msg)
	assert.True(t, ok)
	require.Len(t, args, 2)
	assert.Equal(t, "x", args[0].Name)
	assert.Equal(t, "y", args[1].Name)
	assert.Equal(t, "a b", names(uses))

	msg, _ = read(t, "test.op", func(r *dialect.Reader, st *ast.CustomOp) {
		args, uses, ok = r.OptionalAssignmentList()
	})
	assert.Empty(t, msg)
	assert.False(t, ok)

	for _, c := range []struct{ src, msg, at string }{
		{"test.op %x = %a", "custom op 'test.op' expected '('", "%x = %a"},
		{"test.op (%x = %a %y = %b)", "expected ',' or ')'", " %y = %b)"},
		{"test.op (%x %a)", "expected '='", " %a)"},
	} {
		msg, at := read(t, c.src, func(r *dialect.Reader, st *ast.CustomOp) { r.AssignmentList() })
		assert.Equal(t, c.msg, msg, c.src)
		assert.Equal(t, c.at, at, c.src)
	}
}

func TestReaderTypes(t *testing.T) {
	var ts, arrow, none []ast.Type
	var ft *ast.FunctionType
	msg, _ := read(t, "test.op i32, f32 -> (i1, index) : (i8) -> i16", func(r *dialect.Reader, st *ast.CustomOp) {
		ts = r.Types()
		arrow = r.OptionalArrowTypeList()
		none = r.OptionalArrowTypeList()
		ft = r.ColonFunctionType()
	})
	require.Empty(t, msg)
	assert.Len(t, ts, 2)
	assert.Len(t, arrow, 2)
	assert.NotNil(t, none)
	assert.Empty(t, none)
	require.NotNil(t, ft)
	assert.Len(t, ft.Inputs, 1)
	assert.Len(t, ft.Results, 1)

	msg, at := read(t, "test.op : i32", func(r *dialect.Reader, st *ast.CustomOp) { r.ColonFunctionType() })
	assert.Equal(t, "custom op 'test.op' invalid kind of type specified: expected builtin.function, but found 'i32'", msg)
	assert.Equal(t, ": i32", at)
}

// TestReaderSticky: after the first error every call is a no-op that
// returns zero values, and Err is that first error at its position.
func TestReaderSticky(t *testing.T) {
	var calls []any
	msg, at := read(t, "test.op %a to %b ( %c ) : i32", func(r *dialect.Reader, st *ast.CustomOp) {
		calls = append(calls, r.Operand().Name)
		r.Keyword("step") // fails: `to` comes
		calls = append(calls, r.Failed())
		r.Keyword("to")
		calls = append(calls, r.Operand().Name, r.OptionalPunct("("), r.Peek("%"), r.Operands(dialect.None), r.Type())
		_, ok := r.OptionalOperand()
		calls = append(calls, ok, r.Region(nil), r.OptionalAttrDict())
		r.Errorf(r.Pos(), "a later error")
		r.Punct(")")
		calls = append(calls, r.Fail(errors.New("another")))
	})
	assert.Equal(t, "custom op 'test.op' expected 'step'", msg)
	assert.Equal(t, "to %b ( %c ) : i32", at)
	assert.Equal(t, []any{"a", true, "", false, false, []ast.ValueUse(nil), ast.Type(nil), false, (*ast.Region)(nil), (*ast.DictAttr)(nil), true}, calls)
}

// TestReaderFirstErrorWins: an error the syntax reports itself is sticky
// as well, and a later parse error is not reported.
func TestReaderFirstErrorWins(t *testing.T) {
	msg, at := read(t, "test.op %a, %b", func(r *dialect.Reader, st *ast.CustomOp) {
		r.Errorf(r.OpNamePos(), "first")
		r.Punct("(")
		r.Errorf(r.Pos(), "second")
	})
	assert.Equal(t, "custom op 'test.op' first", msg)
	assert.Equal(t, "test.op %a, %b", at)

	msg, at = read(t, "test.op 7", func(r *dialect.Reader, st *ast.CustomOp) {
		r.EmitErrorf(r.Pos(), "placed %d", 1)
		r.Errorf(r.OpNamePos(), "second")
	})
	assert.Equal(t, "placed 1", msg)
	assert.Equal(t, "7", at)
}

func TestReaderOptionalElements(t *testing.T) {
	var got []any
	msg, _ := read(t, `test.op unit "s" @sym 42 %v i32 ^bb0`, func(r *dialect.Reader, st *ast.CustomOp) {
		kw, ok := r.OptionalKeywordOf([]string{"unit", "other"})
		got = append(got, kw, ok)
		s, ok := r.OptionalString()
		got = append(got, s, ok)
		sym, ok := r.OptionalSymbolName()
		got = append(got, sym, ok)
		n, ok := r.OptionalInteger()
		got = append(got, n, ok)
		u, ok := r.OptionalOperand()
		got = append(got, u.Name, ok)
		typ, ok := r.OptionalType()
		got = append(got, dialect.ASTTypeString(typ), ok)
		got = append(got, r.Successor().Name)
	})
	require.Empty(t, msg)
	assert.Equal(t, []any{"unit", true, "s", true, "sym", true, int64(42), true, "v", true, "i32", true, "bb0"}, got)
}

func TestReaderAttrOf(t *testing.T) {
	var s *ast.StringAttr
	msg, _ := read(t, `test.op "x"`, func(r *dialect.Reader, st *ast.CustomOp) {
		s = dialect.AttrOf[*ast.StringAttr](r, nil)
	})
	require.Empty(t, msg)
	require.NotNil(t, s)

	msg, at := read(t, `test.op 3 : i32`, func(r *dialect.Reader, st *ast.CustomOp) {
		dialect.AttrOf[*ast.StringAttr](r, nil)
	})
	assert.Equal(t, "custom op 'test.op' invalid kind of attribute specified", msg)
	assert.Equal(t, "3 : i32", at)
}
