package affine

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// affine: maps and their operands, loads and stores, yields and loops.

func affineVerifiers(h *registry.Hooks) {
	h.Verifier("affine.apply").Op = func(o dialect.Checker) *diag.Diagnostic {
		m, ok := o.Attr("map").(*ir.AffineMapAttr)
		if !ok {
			return nil
		}
		if len(o.Op().Operands) != m.Map.NumDims+m.Map.NumSyms {
			return o.Errorf("operand count and affine map dimension and symbol count must match")
		}
		if len(m.Map.Results) != 1 {
			return o.Errorf("mapping must produce one value")
		}
		return nil
	}
	h.Verifier("affine.load").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok || len(o.Op().Results) != 1 {
			return nil
		}
		if o.Op().Results[0].Type() != mt.Elem {
			return o.Errorf("result type must match element type of memref")
		}
		return affineIndexing(o, mt, "load")
	}
	h.Verifier("affine.store").Op = func(o dialect.Checker) *diag.Diagnostic {
		mt, ok := verify.FirstType(o.Operand("memref")).(*ir.MemRefType)
		if !ok {
			return nil
		}
		if verify.FirstType(o.Operand("value")) != mt.Elem {
			return o.Errorf("value to store must have the same type as memref element type")
		}
		return affineIndexing(o, mt, "store")
	}
	h.Verifier("affine.yield").Op = func(o dialect.Checker) *diag.Diagnostic {
		parent := verify.ParentOp(o.Op())
		if parent == nil {
			return nil
		}
		switch parent.Name {
		case "affine.parallel", "affine.if", "affine.for":
		default:
			return o.Errorf("only terminates affine.if/for/parallel regions")
		}
		if len(parent.Results) != len(o.Op().Operands) {
			return o.Errorf("parent of yield must have same number of results as the yield operands")
		}
		for i, v := range o.Op().Operands {
			if parent.Results[i].Type() != v.Type() {
				return o.Errorf("types mismatch between yield op and its parent")
			}
		}
		return nil
	}
	h.Verifier("affine.for").LoopLike = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil {
			return nil
		}
		return verify.LoopLike(o, o.Operand("inits"), body.Args[min(1, len(body.Args)):], verify.Yielded(body), verify.ResultValues(o.Op()))
	}
}

// affineIndexing is verifyMemoryOpIndexing: the map's results against
// the memref's rank, its inputs against the subscripts.
func affineIndexing(o dialect.Checker, mt *ir.MemRefType, what string) *diag.Diagnostic {
	m, ok := o.Attr("map").(*ir.AffineMapAttr)
	if !ok {
		return nil
	}
	if len(m.Map.Results) != len(mt.Shape) {
		return o.Errorf("affine map num results must equal memref rank")
	}
	indices := o.Operand("indices")
	if m.Map.NumDims+m.Map.NumSyms != len(indices) {
		return o.Errorf("expects as many subscripts as affine map inputs")
	}
	for _, v := range indices {
		if !verify.Is[*ir.IndexType](v.Type()) {
			return o.Errorf("index to %s must have 'index' type", what)
		}
	}
	return nil
}
