package verify

import "github.com/gomlir/gomlir/ir"

// affine: maps and their operands, loads and stores, yields and loops.

func init() {
	opVerifiers["affine.apply"] = func(o *opCtx) *diagnostic {
		m, ok := o.attr("map").(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		if len(o.op.Operands) != m.Map.NumDims+m.Map.NumSyms {
			return o.errorf("operand count and affine map dimension and symbol count must match")
		}
		if len(m.Map.Results) != 1 {
			return o.errorf("mapping must produce one value")
		}
		return nil
	}
	opVerifiers["affine.load"] = func(o *opCtx) *diagnostic {
		mt, ok := firstType(o.operand("memref")).(*ir.MemRefType)
		if !ok || len(o.op.Results) != 1 {
			return nil
		}
		if o.op.Results[0].Type() != mt.Elem {
			return o.errorf("result type must match element type of memref")
		}
		return affineIndexing(o, mt, "load")
	}
	opVerifiers["affine.store"] = func(o *opCtx) *diagnostic {
		mt, ok := firstType(o.operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if firstType(o.operand("value")) != mt.Elem {
			return o.errorf("value to store must have the same type as memref element type")
		}
		return affineIndexing(o, mt, "store")
	}
	opVerifiers["affine.yield"] = func(o *opCtx) *diagnostic {
		parent := parentOp(o.op)
		if parent == nil {
			return nil
		}
		switch parent.Name {
		case "affine.parallel", "affine.if", "affine.for":
		default:
			return o.errorf("only terminates affine.if/for/parallel regions")
		}
		if len(parent.Results) != len(o.op.Operands) {
			return o.errorf("parent of yield must have same number of results as the yield operands")
		}
		for i, v := range o.op.Operands {
			if parent.Results[i].Type() != v.Type() {
				return o.errorf("types mismatch between yield op and its parent")
			}
		}
		return nil
	}
	loopLikeVerifiers["affine.for"] = func(o *opCtx) *diagnostic {
		body := entryBlock(o.op, 0)
		if body == nil {
			return nil
		}
		return loopLike(o, o.operand("inits"), body.Args[min(1, len(body.Args)):], yielded(body), resultValues(o.op))
	}
}

// affineIndexing is verifyMemoryOpIndexing: the map's results against
// the memref's rank, its inputs against the subscripts.
func affineIndexing(o *opCtx, mt *ir.MemRefType, what string) *diagnostic {
	m, ok := o.attr("map").(*ir.AffineMapAttr)
	if !ok {
		return nil
	}
	if len(m.Map.Results) != len(mt.Shape) {
		return o.errorf("affine map num results must equal memref rank")
	}
	indices := o.operand("indices")
	if m.Map.NumDims+m.Map.NumSyms != len(indices) {
		return o.errorf("expects as many subscripts as affine map inputs")
	}
	for _, v := range indices {
		if !is[*ir.IndexType](v.Type()) {
			return o.errorf("index to %s must have 'index' type", what)
		}
	}
	return nil
}
