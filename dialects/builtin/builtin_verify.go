package builtin

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
)

// The verifiers of builtin.module and builtin.unrealized_conversion_cast
// (BuiltinDialect.cpp, CastInterfaces.cpp).

func opVerifiers(h *registry.Hooks) {
	h.Verifier("builtin.module").Op = verifyModule
	h.Verifier("builtin.unrealized_conversion_cast").Op = func(o dialect.Checker) *diag.Diagnostic {
		// impl::verifyCastInterfaceOp; the op's areCastCompatible
		// accepts any types.
		if len(o.Op().Results) == 0 {
			return o.Errorf("expected at least one result for cast operation")
		}
		return nil
	}
}

// isDataLayoutSpec reports whether a is a DataLayoutSpecInterface
// attribute (#dlti.dl_spec).
func isDataLayoutSpec(a ir.Attribute) bool {
	s, ok := ir.SpellingOf(a)
	return ok && s.Dialect == "dlti" && (s.Data == "dl_spec" || strings.HasPrefix(s.Data, "dl_spec<"))
}

// verifyModule is ModuleOp::verify: the attributes have dialect-prefixed
// names (but sym_name and sym_visibility), and at most one is a data
// layout spec.
func verifyModule(o dialect.Checker) *diag.Diagnostic {
	op := o.Op()
	if op.Attrs == nil {
		return nil
	}
	for _, e := range op.Attrs.Entries {
		if !strings.Contains(e.Name, ".") && e.Name != "sym_name" && e.Name != "sym_visibility" {
			return o.Errorf("can only contain attributes with dialect-prefixed names, found: '%s'", e.Name)
		}
	}
	first := ""
	for _, e := range op.Attrs.Entries {
		if !isDataLayoutSpec(e.Value) {
			continue
		}
		if first != "" {
			// mlir-opt reports this and still verifies the module's body.
			d := o.Errorf("expects at most one data layout attribute")
			o.Note(d, op.Pos, "'%s' is a data layout attribute", first)
			return o.Note(d, op.Pos, "'%s' is a data layout attribute", e.Name)
		}
		first = e.Name
	}
	return nil
}
