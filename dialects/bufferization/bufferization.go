// Package bufferization is the Go side of the bufferization dialect (see
// Register); package dialects registers it with the other upstream dialects.
package bufferization

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the bufferization dialect in h: the
// syntax of bufferization.alloc_tensor, bufferization.dealloc's result
// types, the ops' verifiers and the predicate of its trait
// Bufferization_TensorAndBufferMatch.
func Register(h *registry.Hooks) {
	h.Syntax("bufferization.alloc_tensor", bufferizationAllocTensor{})
	h.Infer("bufferization.dealloc", inferDealloc)
	verifiers(h)
}

// inferDealloc is bufferization.dealloc's InferTypeOpInterface (its custom
// form leaves the result types out): one i1 result per retained memref
// (operand groups: memrefs, conditions, retained).
func inferDealloc(ctx *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	var n int
	if len(operands) == 3 {
		n = len(operands[2])
	}
	out := make([]ir.Type, n)
	for i := range out {
		out[i] = ctx.I(1)
	}
	return out, nil
}

// bufferizationAllocTensor is bufferization.alloc_tensor:
//
//	bufferization.alloc_tensor(%sizes...) (copy(%t))? (size_hint = %h)?
//	                           attr-dict : tensor-type
type bufferizationAllocTensor struct{}

func (bufferizationAllocTensor) Parse(p dialect.Parser, st *ast.CustomOp) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	sizes, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	var cp, hint []ast.ValueUse
	if p.ParseOptionalKeyword("copy") {
		u, err := shared.ParseParenOperand(p)
		if err != nil {
			return err
		}
		cp = []ast.ValueUse{u}
	}
	if p.ParseOptionalKeyword("size_hint") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		hint = []ast.ValueUse{u}
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	switch t.(type) {
	case *ast.TensorType, *ast.AliasType:
	default:
		return p.Errorf(pos, "invalid kind of type specified")
	}
	index := shared.IndexType()
	st.Operands = [][]ast.ValueUse{sizes, cp, hint}
	st.OperandTypes = [][]ast.Type{shared.Splat(index, len(sizes)), shared.Splat(t, len(cp)), shared.Splat(index, len(hint))}
	st.ResultTypes = [][]ast.Type{{t}}
	return nil
}

func (bufferizationAllocTensor) Print(p dialect.Printer, op *ir.Operation) {
	groups, _ := shared.Segments(op, 3)
	p.WriteString("(")
	p.PrintOperands(groups[0])
	p.WriteString(")")
	if len(groups[1]) > 0 {
		p.WriteString(" copy(")
		p.PrintOperand(groups[1][0])
		p.WriteString(")")
	}
	if len(groups[2]) > 0 {
		p.WriteString(" size_hint=")
		p.PrintOperand(groups[2][0])
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"operandSegmentSizes"})
	p.WriteString(" : ")
	if len(op.Results) > 0 {
		p.PrintType(op.Results[0].Type())
	}
}
