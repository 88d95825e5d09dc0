package dialects

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the InferTypeOpInterface hooks of the core ops whose
// custom form leaves result types to C++ inference: the result types from
// the operand types (one group per operand group) and the properties.
//
// The other ops of the core dialects that declare InferTypeOpInterface
// either spell their result types (memref.extract_strided_metadata's
// `-> type(results)`, scf.if's arrow list) or have no custom form that
// omits them.

// inferHooks maps op names to their inference.
var inferHooks = map[string]dialect.InferFunc{
	"bufferization.dealloc":   inferDealloc,
	"memref.distinct_objects": inferDistinctObjects,
}

// inferDealloc: bufferization.dealloc has one i1 result per retained
// memref (operand groups: memrefs, conditions, retained).
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

// inferDistinctObjects: memref.distinct_objects returns its operands, so
// its results have their types.
func inferDistinctObjects(_ *ir.Context, operands [][]ir.Type, _ []ir.NamedAttribute) ([]ir.Type, error) {
	var out []ir.Type
	for _, g := range operands {
		out = append(out, g...)
	}
	if out == nil {
		out = []ir.Type{}
	}
	return out, nil
}
