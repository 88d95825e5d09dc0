package shared

import (
	"strconv"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// I64Attr is the attribute `n : i64`.
func I64Attr(n int) ast.Attr {
	return &ast.IntegerAttr{Text: strconv.Itoa(n), Type: &ast.IntegerType{Width: 64}}
}

// I32Array is the attribute `array<i32: vals...>` (an operand segment
// sizes property).
func I32Array(vals ...int) *ast.DenseArrayAttr {
	a := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 32}}
	for _, v := range vals {
		a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.Itoa(v)})
	}
	return a
}

// IntAttrValue is the value of a, an integer attribute fitting int64, or
// def.
func IntAttrValue(a ir.Attribute, def int64) int64 {
	if i, ok := a.(*ir.IntegerAttr); ok && i.Value.IsInt64() {
		return i.Value.Int64()
	}
	return def
}

// DiscardableAttr returns op's attribute name from its attribute
// dictionary, or nil (the properties are not consulted; see Prop).
func DiscardableAttr(op *ir.Operation, name string) ir.Attribute {
	if op.Attrs == nil {
		return nil
	}
	return op.Attrs.Get(name)
}

// ParseInteger is OpAsmParser::parseInteger into an int64: "expected
// integer value" when none comes.
func ParseInteger(p dialect.Parser) (int64, error) {
	pos := p.Pos()
	n, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.Errorf(pos, "expected integer value")
	}
	return n, nil
}

// Reassociation reads a reshape's reassociation indices (memref's and
// tensor's expand_shape and collapse_shape).
func Reassociation(o dialect.Checker) ([][]int64, bool) {
	arr, ok := o.Attr("reassociation").(*ir.ArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([][]int64, len(arr.Elems))
	for i, e := range arr.Elems {
		group, ok := e.(*ir.ArrayAttr)
		if !ok {
			return nil, false
		}
		for _, x := range group.Elems {
			ia, ok := x.(*ir.IntegerAttr)
			if !ok {
				return nil, false
			}
			out[i] = append(out[i], ia.Int64())
		}
	}
	return out, true
}
