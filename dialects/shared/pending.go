package shared

import (
	"fmt"
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// What a hand-written syntax's Parse hands to its Complete (affine's and
// vector's syntaxes): MLIR's parsers check a map's dimension and symbol
// counts against the operands as they parse, but a map written as an
// alias is only known once lowered, so the checks are made in Complete.
// What Complete needs of the parse travels in pseudo properties, named as
// no attribute can be (MLIR's own parsers do the same with
// `__pseudo_bound_map`), which Complete removes (TakePseudo).

// Pseudo returns a pseudo property carrying integers from the parse to
// Complete.
func Pseudo(pos ast.Pos, name string, vals ...int) ast.NamedAttr {
	elems := make([]ast.Attr, len(vals))
	for i, v := range vals {
		elems[i] = &ast.IntegerAttr{Text: strconv.Itoa(v)}
	}
	return ast.NamedAttr{Pos: pos, Name: name, Value: &ast.ArrayAttr{Elems: elems}}
}

// TakePseudo removes the pseudo property name from op and returns its
// integers (nil when absent).
func TakePseudo(op *dialect.Pending, name string) []int {
	for i, e := range op.Props {
		if e.Name != name {
			continue
		}
		op.Props = append(op.Props[:i:i], op.Props[i+1:]...)
		a, _ := e.Value.(*ir.ArrayAttr)
		if a == nil {
			return nil
		}
		out := make([]int, len(a.Elems))
		for j, x := range a.Elems {
			if n, ok := x.(*ir.IntegerAttr); ok {
				out[j] = int(n.Int64())
			}
		}
		return out
	}
	return nil
}

// CustomError is OpAsmParser::emitError at pos, from a Completer.
func CustomError(op *dialect.Pending, pos ast.Pos, format string, args ...any) error {
	return diag.Errorf(pos, "custom op '%s' %s", op.Name, fmt.Sprintf(format, args...))
}

// PropPos returns where the syntax gave the property name (the op's name
// when it did not).
func PropPos(op *dialect.Pending, name string) ast.Pos {
	for _, e := range op.Custom.Props {
		if e.Name == name {
			return e.Pos
		}
	}
	return op.NamePos
}

// AffineMapOf returns the affine map of op's property name, or nil.
func AffineMapOf(op *ir.Operation, name string) *ir.AffineMap {
	if m, ok := Prop(op, name).(*ir.AffineMapAttr); ok {
		return m.Map
	}
	return nil
}
