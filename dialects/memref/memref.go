// Package memref is the Go side of the memref dialect (see Register);
// package dialects registers it with the other upstream dialects.
package memref

import (
	"fmt"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/ir"
)

// Register registers what Go knows of the memref dialect in h: the
// hand-written syntaxes, the GlobalMemrefOpTypeAndInitialValue directive
// the ops' verifiers, the result names and memref.distinct_objects' result
// types.
func Register(h *registry.Hooks) {
	snippets(h)
	h.Syntax("memref.alloca_scope", memrefAllocaScope{})
	h.Syntax("memref.dma_start", memrefDmaStart{})
	h.Syntax("memref.generic_atomic_rmw", memrefGenericAtomicRMW{})
	h.Syntax("memref.prefetch", memrefPrefetch{})
	h.Syntax("memref.transpose", memrefTranspose{})
	h.Directive("memref", "GlobalMemrefOpTypeAndInitialValue", globalMemrefTypeAndInitialValue)
	memrefVerifiers(h)
	memrefAllocAccessVerifiers(h)
	memrefSymbolVerifiers(h)
	atomicVerifiers(h)
	layoutVerifiers(h)
	dmaVerifiers(h)
	reshapeVerifiers(h)
	shared.FixedResultNames(h.NameResults, resultNames)
	h.Infer("memref.distinct_objects", inferDistinctObjects)
}

// resultNames are the names memref's ops give their single result in
// custom form (their getAsmResultNames, as mlir-opt 22 prints them; see
// corpus/dialects/NOTES.md).
var resultNames = map[string]string{
	"memref.alloc":                            "alloc",
	"memref.alloca":                           "alloca",
	"memref.assume_alignment":                 "assume_align",
	"memref.cast":                             "cast",
	"memref.collapse_shape":                   "collapse_shape",
	"memref.expand_shape":                     "expand_shape",
	"memref.dim":                              "dim",
	"memref.extract_aligned_pointer_as_index": "intptr",
	"memref.memory_space_cast":                "memspacecast",
	"memref.reinterpret_cast":                 "reinterpret_cast",
	"memref.reshape":                          "reshape",
	"memref.subview":                          "subview",
	"memref.transpose":                        "transpose",
	"memref.view":                             "view",
}

// inferDistinctObjects is memref.distinct_objects' InferTypeOpInterface
// (its custom form leaves the result types out): it returns its operands,
// so its results have their types.
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

// This file holds the hand-written syntaxes of the memref dialect
// (alloca_scope, dma_start, generic_atomic_rmw, prefetch, transpose) and
// memref.global's custom<GlobalMemrefOpTypeAndInitialValue> directive.

// memrefAllocaScope is memref.alloca_scope: (-> types)? region attr-dict.
type memrefAllocaScope struct{}

func (memrefAllocaScope) Parse(p dialect.Parser, st *ast.CustomOp) error {
	results, err := dialect.ParseOptionalArrowTypeList(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	shared.EnsureTerminator(p, body, "memref.alloca_scope.return", p.OpNamePos())
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.ResultTypes = [][]ast.Type{results}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (memrefAllocaScope) Print(p dialect.Printer, op *ir.Operation) {
	p.WriteString(" ")
	terms := len(op.Results) > 0
	if terms {
		p.WriteString(" -> (")
		p.PrintTypes(shared.ResultTypes(op))
		p.WriteString(")")
	}
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), false, terms, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// memrefDmaStart is memref.dma_start:
//
//	memref.dma_start %src[idx], %dst[idx], %num, %tag[idx] (, %stride, %perStride)?
//	                 : srcType, dstType, tagType
//
// Its printer writes the attribute dictionary before the colon, but its
// parser does not read one.
type memrefDmaStart struct{}

func (memrefDmaStart) Parse(p dialect.Parser, st *ast.CustomOp) error {
	src, srcIdx, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	dst, dstIdx, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	num, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	tag, tagIdx, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	strides, err := shared.ParseDmaStrides(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return err
	}
	if len(types) != 3 {
		return p.Errorf(p.OpNamePos(), "fewer/more types expected")
	}
	index := shared.IndexType()
	var uses []ast.ValueUse
	var uTypes []ast.Type
	add := func(t ast.Type, us ...ast.ValueUse) {
		uses = append(uses, us...)
		uTypes = append(uTypes, shared.Splat(t, len(us))...)
	}
	add(types[0], src)
	add(index, srcIdx...)
	add(types[1], dst)
	add(index, dstIdx...)
	add(index, num)
	add(types[2], tag)
	add(index, tagIdx...)
	add(index, strides...)
	st.Operands = [][]ast.ValueUse{uses}
	st.OperandTypes = [][]ast.Type{uTypes}
	return nil
}

// rank is a ranked shaped type's rank, 0 for anything else.
func rank(t ir.Type) int {
	if s, ok := t.(ir.ShapedType); ok {
		if dims, ranked := s.Dims(); ranked {
			return len(dims)
		}
	}
	return 0
}

func (memrefDmaStart) Print(p dialect.Printer, op *ir.Operation) {
	ops := op.Operands
	// The operands are split by the ranks of the three memrefs.
	src := 0
	dst := src + 1 + rankAt(ops, src)
	num := dst + 1 + rankAt(ops, dst)
	tag := num + 1
	rest := tag + 1 + rankAt(ops, tag)
	if rest > len(ops) {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(ops[src])
	p.WriteString("[")
	p.PrintOperands(ops[src+1 : dst])
	p.WriteString("], ")
	p.PrintOperand(ops[dst])
	p.WriteString("[")
	p.PrintOperands(ops[dst+1 : num])
	p.WriteString("], ")
	p.PrintOperand(ops[num])
	p.WriteString(", ")
	p.PrintOperand(ops[tag])
	p.WriteString("[")
	p.PrintOperands(ops[tag+1 : rest])
	p.WriteString("]")
	if len(ops) > rest {
		p.WriteString(", ")
		p.PrintOperands(ops[rest:])
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintTypes([]ir.Type{ops[src].Type(), ops[dst].Type(), ops[tag].Type()})
}

func rankAt(ops []ir.Value, i int) int {
	if i < len(ops) {
		return rank(ops[i].Type())
	}
	return 0
}

// memrefGenericAtomicRMW is memref.generic_atomic_rmw:
//
//	memref.generic_atomic_rmw %m[indices] : memref-type region attr-dict
//
// The region declares its argument itself; the result is the memref's
// element type.
type memrefGenericAtomicRMW struct{}

func (memrefGenericAtomicRMW) Parse(p dialect.Parser, st *ast.CustomOp) error {
	m, idx, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	body, err := p.ParseRegion(nil)
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{m}, idx}
	st.OperandTypes = [][]ast.Type{{t}, shared.Splat(shared.IndexType(), len(idx))}
	// The result is the element type. mlir-opt takes it from the memref
	// type after resolving the operand, so a wrong type is reported as a
	// mismatch with the operand's prior uses: the element type of any
	// shaped type is given here (and of an alias, left to TypesMatchWith).
	var elem ast.Type
	switch t := t.(type) {
	case *ast.MemRefType:
		elem = t.Elem
	case *ast.TensorType:
		elem = t.Elem
	case *ast.VectorType:
		elem = t.Elem
	}
	if elem != nil {
		st.ResultTypes = [][]ast.Type{{elem}}
	} else {
		st.ResultTypes = [][]ast.Type{nil}
	}
	st.Regions = [][]*ast.Region{{body}}
	return nil
}

func (memrefGenericAtomicRMW) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString("[")
	p.PrintOperands(op.Operands[1:])
	p.WriteString("] : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(" ")
	p.PrintRegion(shared.Region(op, 0), true, true, false)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), nil)
}

// memrefPrefetch is memref.prefetch:
//
//	memref.prefetch %m[indices], (read|write), locality<N>, (data|instr) : memref-type
//
// Its printer writes the attribute dictionary before the colon, but its
// parser does not read one.
type memrefPrefetch struct{}

func (memrefPrefetch) Parse(p dialect.Parser, st *ast.CustomOp) error {
	m, idx, err := dialect.ParseIndexedOperand(p)
	if err != nil {
		return err
	}
	spec, err := shared.ParsePrefetchSpec(p)
	if err != nil {
		return err
	}
	t, err := shared.ParseColonMemRefType(p)
	if err != nil {
		return err
	}
	props, err := spec.Props(p)
	if err != nil {
		return err
	}
	st.Props = append(st.Props, props...)
	st.Operands = [][]ast.ValueUse{{m}, idx}
	st.OperandTypes = [][]ast.Type{{t}, shared.Splat(shared.IndexType(), len(idx))}
	return nil
}

func (memrefPrefetch) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString("[")
	p.PrintOperands(op.Operands[1:])
	p.WriteString("]")
	shared.PrintPrefetchSpec(p, op)
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"localityHint", "isWrite", "isDataCache"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
}

// memrefTranspose is memref.transpose:
//
//	memref.transpose %in affine-map attr-dict : memref-type to memref-type
//
// with the permutation written as a bare affine map, `(i, j) -> (j, i)`.
type memrefTranspose struct{}

func (memrefTranspose) Parse(p dialect.Parser, st *ast.CustomOp) error {
	in, err := p.ParseOperand()
	if err != nil {
		return err
	}
	mapPos := p.Pos()
	m, err := p.ParseAffineMap()
	if err != nil {
		return err
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	src, err := shared.ParseColonMemRefType(p)
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	dst, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Props = append(st.Props, ast.NamedAttr{Pos: mapPos, Name: "permutation", Value: &ast.AffineMapAttr{Map: m}})
	st.Operands = [][]ast.ValueUse{{in}}
	st.OperandTypes = [][]ast.Type{{src}}
	st.ResultTypes = [][]ast.Type{{dst}}
	return nil
}

func (memrefTranspose) Print(p dialect.Printer, op *ir.Operation) {
	if len(op.Operands) == 0 || len(op.Results) == 0 {
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operands[0])
	p.WriteString(" ")
	if m, ok := shared.Prop(op, "permutation").(*ir.AffineMapAttr); ok {
		p.PrintAffineMap(m.Map)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"permutation"})
	p.WriteString(" : ")
	p.PrintType(op.Operands[0].Type())
	p.WriteString(" to ")
	p.PrintType(op.Results[0].Type())
}

// globalMemrefTypeAndInitialValue is memref.global's
// custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value):
//
//	memref-type (= (uninitialized | elements-attribute))?
//
// where the elements attribute's type is the memref's shape as a tensor,
// and `uninitialized` is a unit initial value.
var globalMemrefTypeAndInitialValue = &asmformat.CustomDirective{
	Check: func(args []*asmformat.Arg) error {
		if len(args) != 2 || args[0].Kind != asmformat.AttrArg || args[1].Kind != asmformat.AttrArg {
			return fmt.Errorf("custom<GlobalMemrefOpTypeAndInitialValue> expects ($type, $initial_value)")
		}
		return nil
	},
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		// The type may be an alias defined earlier in the file: mlir-opt
		// checks, and takes the initial value's type from, what it stands
		// for.
		rt, err := p.ResolveTypeAlias(t)
		if err != nil {
			return err
		}
		mt, isMemRef := rt.(*ast.MemRefType)
		if !isMemRef || mt.Unranked || hasDynamic(mt.Shape) {
			return p.Errorf(p.OpNamePos(), "type should be static shaped memref, but got '%s'", dialect.ASTTypeString(rt))
		}
		args[0].Attr = &ast.TypeAttr{Type: t}
		if !p.ParseOptionalPunct("=") {
			return nil
		}
		if p.ParseOptionalKeyword("uninitialized") {
			args[1].Attr = &ast.UnitAttr{}
			return nil
		}
		v, err := p.ParseAttribute(&ast.TensorType{Shape: mt.Shape, Elem: mt.Elem})
		if err != nil {
			return err
		}
		switch v.(type) {
		case *ast.DenseAttr, *ast.DenseResourceAttr, *ast.SparseAttr, *ast.AliasAttr:
		default:
			return p.Errorf(p.OpNamePos(), "initial value should be a unit or elements attribute")
		}
		args[1].Attr = v
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if t, ok := args[0].Attr.(*ir.TypeAttr); ok {
			p.PrintType(t.Type)
		}
		v := args[1].Attr
		if v == nil {
			return
		}
		p.WriteString(" = ")
		if _, ok := v.(*ir.UnitAttr); ok {
			p.WriteString("uninitialized")
			return
		}
		p.PrintAttributeWithoutType(v)
	},
}

func hasDynamic(shape []int64) bool {
	for _, d := range shape {
		if d == ast.Dynamic {
			return true
		}
	}
	return false
}
