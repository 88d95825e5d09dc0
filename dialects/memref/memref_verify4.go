package memref

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// dmaVerifiers: dma_start, whose operands are one variadic list read by
// position (each memref's rank tells how many indices follow it).
func dmaVerifiers(h *registry.Hooks) {
	h.Verifier("memref.dma_start").Op = func(o dialect.Checker) *diag.Diagnostic {
		ops := o.Op().Operands
		n := len(ops)
		if n < 4 {
			return o.Errorf("expected at least 4 operands")
		}
		rank := func(v ir.Value) int {
			if mt, ok := v.Type().(*ir.MemRefType); ok {
				return len(mt.Shape)
			}
			return 0
		}
		allIndex := func(vs []ir.Value) bool {
			for _, v := range vs {
				if !verify.Is[*ir.IndexType](v.Type()) {
					return false
				}
			}
			return true
		}
		// 1. The source memref and its indices.
		if !verify.Is[*ir.MemRefType](ops[0].Type()) {
			return o.Errorf("expected source to be of memref type")
		}
		srcRank := rank(ops[0])
		if n < srcRank+4 {
			return o.Errorf("expected at least %d operands", srcRank+4)
		}
		if !allIndex(ops[1 : 1+srcRank]) {
			return o.Errorf("expected source indices to be of index type")
		}
		// 2. The destination memref and its indices.
		dst := ops[1+srcRank]
		if !verify.Is[*ir.MemRefType](dst.Type()) {
			return o.Errorf("expected destination to be of memref type")
		}
		dstRank := rank(dst)
		expected := srcRank + dstRank + 4
		if n < expected {
			return o.Errorf("expected at least %d operands", expected)
		}
		if !allIndex(ops[2+srcRank : 2+srcRank+dstRank]) {
			return o.Errorf("expected destination indices to be of index type")
		}
		// 3. The number of elements.
		if !verify.Is[*ir.IndexType](ops[2+srcRank+dstRank].Type()) {
			return o.Errorf("expected num elements to be of index type")
		}
		// 4. The tag memref and its indices.
		tag := ops[3+srcRank+dstRank]
		if !verify.Is[*ir.MemRefType](tag.Type()) {
			return o.Errorf("expected tag to be of memref type")
		}
		tagRank := rank(tag)
		expected += tagRank
		if n < expected {
			return o.Errorf("expected at least %d operands", expected)
		}
		if !allIndex(ops[4+srcRank+dstRank : 4+srcRank+dstRank+tagRank]) {
			return o.Errorf("expected tag indices to be of index type")
		}
		// The stride operands come in a pair or not at all.
		if n != expected && n != expected+2 {
			return o.Errorf("incorrect number of operands")
		}
		// 5. The strides.
		if n == expected+2 && (!verify.Is[*ir.IndexType](ops[n-2].Type()) || !verify.Is[*ir.IndexType](ops[n-1].Type())) {
			return o.Errorf("expected stride and num elements per stride to be of type index")
		}
		return nil
	}
}
