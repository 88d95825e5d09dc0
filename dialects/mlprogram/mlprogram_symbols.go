package mlprogram

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// symbolUses are the SymbolUserOpInterface verifiers (verifySymbolUses) of
// the ops reading or writing a global: the ml_program.global their
// `global` names from their parent, looked up as
// lookupNearestSymbolFrom does.
func symbolUses(h *registry.Hooks) {
	// global resolves the op's global: nil, or the error when there is
	// none.
	global := func(o dialect.Checker, s dialect.Symbols) (*ir.Operation, *diag.Diagnostic) {
		ref, ok := o.Attr("global").(*ir.SymbolRefAttr)
		if !ok {
			return nil, nil
		}
		g := s.LookupNearest(o.Op(), ref)
		if g == nil || g.Name != "ml_program.global" {
			return nil, o.Errorf("undefined global: %s", verify.AttrString(ref))
		}
		return g, nil
	}
	typeOf := func(g *ir.Operation) ir.Type {
		if ta, ok := verify.InherentAttr(g, "type").(*ir.TypeAttr); ok {
			return ta.Type
		}
		return nil
	}
	mutable := func(g *ir.Operation) bool { return verify.InherentAttr(g, "is_mutable") != nil }
	load := func(asConst bool) func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		return func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
			g, d := global(o, s)
			if g == nil {
				return d
			}
			if asConst && mutable(g) {
				return o.Errorf("cannot load as const from mutable global %s", verify.AttrString(o.Attr("global")))
			}
			gt, rt := typeOf(g), verify.FirstType(o.Result("result"))
			if gt != nil && rt != nil && gt != rt {
				return o.Errorf("cannot load from global typed %s as %s", quoted(gt), quoted(rt))
			}
			return nil
		}
	}
	store := func(o dialect.Checker, s dialect.Symbols) *diag.Diagnostic {
		g, d := global(o, s)
		if g == nil {
			return d
		}
		if !mutable(g) {
			return o.Errorf("cannot store to an immutable global %s", verify.AttrString(o.Attr("global")))
		}
		gt, vt := typeOf(g), verify.FirstType(o.Operand("value"))
		if gt != nil && vt != nil && gt != vt {
			return o.Errorf("cannot store to a global typed %s from %s", quoted(gt), quoted(vt))
		}
		return nil
	}
	h.Verifier("ml_program.global_load").SymbolUses = load(false)
	h.Verifier("ml_program.global_load_graph").SymbolUses = load(false)
	h.Verifier("ml_program.global_load_const").SymbolUses = load(true)
	h.Verifier("ml_program.global_store").SymbolUses = store
	h.Verifier("ml_program.global_store_graph").SymbolUses = store
}
