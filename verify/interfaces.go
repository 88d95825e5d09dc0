package verify

import (
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// The interfaces whose verifiers several dialects' ops share:
// DestinationStyleOpInterface's inits, LinalgStructuredInterface.

// dpsInits are a destination-style op's inits (getDpsInits) and the
// index of the first among the op's operands, when gomlir knows which
// group holds them.
func dpsInits(o *opCtx) ([]ir.Value, int, bool) {
	name := ""
	if o.inf != nil {
		name = o.inf.ver.Inits
	}
	if name == dialect.NoInits {
		return nil, 0, true
	}
	if name == "" {
		for _, g := range []string{"outputs", "inits", "init", "output", "dest"} {
			if o.hasOperand(g) {
				name = g
				break
			}
		}
		if name == "" {
			return nil, 0, false
		}
	}
	start := 0
	for i, g := range o.def().Operands {
		if i >= len(o.operands) {
			return nil, 0, false
		}
		if g.Name == name {
			return o.operands[i], start, true
		}
		start += len(o.operands[i])
	}
	return nil, 0, false
}

// linalgElementType is a memref's or ranked tensor's element type, or the
// type itself.
func linalgElementType(t ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.MemRefType:
		return t.Elem
	case *ir.RankedTensorType:
		return t.Elem
	}
	return t
}

// linalgStructured is LinalgStructuredInterface's verifier: pure tensor
// or buffer semantics, the indexing maps (when the op spells them), the
// region's arguments.
func (o *opCtx) linalgStructured() *diagnostic {
	op := o.op
	tensors, memrefs := false, false
	for _, v := range op.Operands {
		switch v.Type().(type) {
		case *ir.RankedTensorType, *ir.UnrankedTensorType:
			tensors = true
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			memrefs = true
		}
	}
	if tensors && memrefs && len(op.Results) > 0 {
		return o.errorf("expected to have pure tensor or buffer semantics")
	}
	if maps, ok := o.attr("indexing_maps").(*ir.ArrayAttr); ok {
		if len(maps.Elems) != len(op.Operands) {
			return o.errorf("expected the number of indexing_map (%d) to be equal to the number of input/output operands (%d)", len(maps.Elems), len(op.Operands))
		}
		loops := -1
		if its, ok := o.attr("iterator_types").(*ir.ArrayAttr); ok {
			loops = len(its.Elems)
		}
		for i, v := range op.Operands {
			m, ok := maps.Elems[i].(*ir.AffineMapAttr)
			if !ok {
				return nil
			}
			if m.Map.NumSyms != 0 {
				return o.errorf("unexpected symbols in indexing_map #%d", i)
			}
			rank := 0
			if st, ok := v.Type().(ir.ShapedType); ok {
				dims, ranked := st.Dims()
				if !ranked {
					return nil
				}
				rank = len(dims)
			}
			if len(m.Map.Results) != rank {
				return o.errorf("expected operand #%d rank (%d) to match the result rank of indexing_map (%d)", i, rank, len(m.Map.Results))
			}
			if loops >= 0 && m.Map.NumDims != loops {
				return o.errorf("expected indexing_map #%d to have %d dim(s) to match the number of loops", i, loops)
			}
		}
	}
	if !o.hasOperand("outputs") {
		return nil // linalg.map, reduce, transpose, broadcast: their own region rules
	}
	if len(op.Regions) != 1 || len(op.Regions[0].Blocks) != 1 {
		return o.errorf("expects to have 1 region with 1 block")
	}
	block := op.Regions[0].Blocks[0]
	if len(block.Args) != len(op.Operands) {
		return o.errorf("expected as many non-induction variable region arguments as the number of input/output operands")
	}
	for i, v := range op.Operands {
		elem := linalgElementType(v.Type())
		if at := block.Args[i].Type(); at != elem {
			return o.errorf("expected type of bb argument #%d ('%s') to match element or self type of the corresponding operand ('%s')", i, typeString(at), typeString(elem))
		}
	}
	return nil
}
