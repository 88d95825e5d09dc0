package lower

import (
	"fmt"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// build runs the build step of op, lowered from a (st is a.Custom).
func (l *lowerer) build(op *ir.Operation, a *ast.Operation, operandTypes []ir.Type) error {
	if l.dialects == nil {
		return nil
	}
	return l.dialects.Build(&opBuilder{l: l, a: a, operandTypes: operandTypes}, op, a.Custom)
}

// opBuilder is the lowering as a build step sees it.
type opBuilder struct {
	l            *lowerer
	a            *ast.Operation
	operandTypes []ir.Type
}

var _ dialect.Builder = (*opBuilder)(nil)

func (b *opBuilder) Context() *ir.Context    { return b.l.ctx }
func (b *opBuilder) OperandTypes() []ir.Type { return b.operandTypes }

func (b *opBuilder) Attr(a ast.Attr) (ir.Attribute, error) {
	v, err := b.l.attrs.Attr(a)
	return v, withPos(err, b.a.NamePos)
}

func (b *opBuilder) Create(name string, operands []ir.Value, resultTypes []ir.Type, attrs []ir.NamedAttribute) (*ir.Operation, error) {
	op := ir.NewOperation(name, resultTypes)
	op.Operands = operands
	var dict *ir.DictionaryAttr
	if len(attrs) > 0 {
		dict = b.l.ctx.Dictionary(attrs)
	}
	def := b.l.dialects.Op(name)
	if def == nil {
		op.Attrs = dict
		return op, nil
	}
	var err error
	op.Properties, op.Attrs, err = b.l.properties(def, nil, dict, b.a.NamePos)
	return op, err
}

func (b *opBuilder) Errorf(pos ast.Pos, format string, args ...any) error {
	return diag.Errorf(pos, "custom op '%s' %s", b.a.Name, fmt.Sprintf(format, args...))
}
