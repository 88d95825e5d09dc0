package x86vector

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// verifiers are the ops' verify().
func verifiers(h *registry.Hooks) {
	// avx512.mask.compress: emitError, no op prefix, though the words are
	// those of an ODS constraint.
	h.Verifier("x86vector.avx512.mask.compress").Op = func(o dialect.Checker) *diag.Diagnostic {
		src := verify.FirstType(o.Operand("src"))
		cst, _ := o.Attr("constant_src").(ir.TypedAttr)
		hasCst := o.Attr("constant_src") != nil
		if src != nil && hasCst {
			return o.EmitErrorf("cannot use both src and constant_src")
		}
		dst := verify.FirstType(o.Result("dst"))
		if src != nil && src != dst {
			return o.EmitErrorf("failed to verify that src and dst have same type")
		}
		if cst != nil && cst.AttrType() != dst {
			return o.EmitErrorf("failed to verify that constant_src and dst have same type")
		}
		return nil
	}
}
