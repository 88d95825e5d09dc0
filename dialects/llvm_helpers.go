package dialects

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The helpers llvm.go shared with the files of this package not moved to
// their own package yet (spirv, omp, acc), under the names they call them
// by: the llvm dialect is in dialects/llvm, the helpers in dialects/shared.

// setProp is shared.SetProp.
func setProp(st *ast.CustomOp, name string, v ast.Attr) { shared.SetProp(st, name, v) }

// i64Attr is shared.I64Attr.
func i64Attr(n int) ast.Attr { return shared.I64Attr(n) }

// i32Array is shared.I32Array.
func i32Array(vals ...int) *ast.DenseArrayAttr { return shared.I32Array(vals...) }

// intAttrValue is shared.IntAttrValue.
func intAttrValue(a ir.Attribute, def int64) int64 { return shared.IntAttrValue(a, def) }

// attrOf is shared.DiscardableAttr.
func attrOf(op *ir.Operation, name string) ir.Attribute { return shared.DiscardableAttr(op, name) }

// parseInteger is shared.ParseInteger.
func parseInteger(p dialect.Parser) (int64, error) { return shared.ParseInteger(p) }
