package index

import (
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// casts registers the CastOpInterface rule of index.casts and index.castu
// (areCastCompatible): one side is index, the other is not.
func casts(h *registry.Hooks) {
	oneIndex := func(in, out ir.Type) bool {
		_, a := in.(*ir.IndexType)
		_, b := out.(*ir.IndexType)
		return a != b
	}
	h.Verifier("index.casts").CastCompatible = oneIndex
	h.Verifier("index.castu").CastCompatible = oneIndex
}
