// Package rocdl is the Go side of the rocdl dialect (see Register); package
// dialects registers it with the other upstream dialects.
package rocdl

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the hand-written syntaxes of rocdl's raw buffer ops.

// Register registers what Go knows of the rocdl dialect in h.
func Register(h *registry.Hooks) {
	h.Syntax("rocdl.raw.buffer.load", rocdlRawBuffer{load: true})
	for _, name := range []string{"store", "atomic.fadd", "atomic.fmax", "atomic.smax", "atomic.umin"} {
		h.Syntax("rocdl.raw.buffer."+name, rocdlRawBuffer{})
	}
}

// rocdlRawBuffer is rocdl.raw.buffer.load and the ops storing a value
// (store and the atomics):
//
//	rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : result-type
//	rocdl.raw.buffer.store %vdata, %rsrc, %offset, %soffset, %aux : vdata-type
//
// %rsrc is a vector<4xi32>, the offsets and aux i32. Neither form has an
// attribute dictionary: mlir-opt prints none.
type rocdlRawBuffer struct{ load bool }

func (s rocdlRawBuffer) Parse(p dialect.Parser, st *ast.CustomOp) error {
	n := 5
	if s.load {
		n = 4
	}
	start := p.Pos()
	ops, err := dialect.ParseOperandList(p, dialect.None, -1)
	if err != nil {
		return err
	}
	if len(ops) != n {
		return p.Errorf(start, "expected %d operands", n)
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	i32 := &ast.IntegerType{Width: 32}
	types := []ast.Type{&ast.VectorType{Dims: []ast.VectorDim{{Size: 4}}, Elem: i32}, i32, i32, i32}
	if s.load {
		st.ResultTypes = [][]ast.Type{{t}}
	} else {
		types = append([]ast.Type{t}, types...)
	}
	for i, u := range ops {
		st.Operands = append(st.Operands, []ast.ValueUse{u})
		st.OperandTypes = append(st.OperandTypes, []ast.Type{types[i]})
	}
	return nil
}

func (s rocdlRawBuffer) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands)
	p.WriteString(" : ")
	switch {
	case s.load && len(op.Results) > 0:
		p.PrintType(op.Results[0].Type())
	case !s.load && len(op.Operands) > 0:
		p.PrintType(op.Operands[0].Type())
	}
}
