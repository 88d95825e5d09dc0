package amdgpu

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// defVerifiers registers !amdgpu.tdm_gather_base's verify()
// (AMDGPUDialect.cpp), in mlir-opt's order and words.
func defVerifiers(h *registry.Hooks) {
	h.TypeVerifier("amdgpu", "tdm_gather_base", func(t ir.Type) *dialect.DataError {
		ps := t.(*ir.DialectType).Params
		elem, index := ps.Type("elementType"), ps.Type("indexType")
		if elem == nil || index == nil {
			return nil
		}
		// An element that is neither an integer nor a float has no width:
		// mlir-opt 22 crashes on it (getIntOrFloatBitWidth); gomlir says
		// nothing.
		switch elem.(type) {
		case *ir.IntegerType, *ir.FloatType:
			w := ir.IntOrFloatWidth(elem)
			if w != 8 && w != 16 && w != 32 && w != 64 {
				return dialect.DefError(fmt.Sprintf("element type must be 1, 2, 4, or 8 bytes wide but type '%s' is %d bytes wide.", verify.TypeString(elem), w/8))
			}
		default:
			return nil
		}
		// The index type is i16 or i32 (signless).
		if it, ok := index.(*ir.IntegerType); !ok || it.Signedness != ir.Signless || it.Width != 16 && it.Width != 32 {
			return dialect.DefError(fmt.Sprintf("index type must be i16 or i32 but index type is '%s'.", verify.TypeString(index)))
		}
		return nil
	})
}
