package spirv

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The shared helpers under the names this package's code reads best with.

func setProp(st *ast.CustomOp, name string, v ast.Attr) { shared.SetProp(st, name, v) }

func prop(op *ir.Operation, name string) ir.Attribute { return shared.Prop(op, name) }

func allAttrs(op *ir.Operation) []ir.NamedAttribute { return shared.AllAttrs(op) }

func enumWord(a ir.Attribute, dialect, mnemonic string) (string, bool) {
	return shared.EnumWord(a, dialect, mnemonic)
}

func parseAttrOf[T ast.Attr](p dialect.Parser, typ ast.Type) (T, error) {
	return dialect.ParseAttrOf[T](p, typ)
}

func parseBareOperandList(p dialect.Parser) ([]ast.ValueUse, error) {
	return dialect.ParseOperandList(p, dialect.None, -1)
}

// attrOf is the op's discardable attribute name, or nil.
func attrOf(op *ir.Operation, name string) ir.Attribute {
	if op.Attrs == nil {
		return nil
	}
	return op.Attrs.Get(name)
}
