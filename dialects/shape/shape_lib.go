package shape

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// libAttribute is the shape dialect's verifyOperationAttribute: the
// shape.lib attribute names the shape.function_library ops of the symbol
// table it is on, one or an array of them, whose mappings name each op
// once.
func libAttribute(h *registry.Hooks) {
	h.Verifier("shape.lib").Attribute = func(o dialect.Checker, value ir.Attribute) *diag.Diagnostic {
		op := o.Op()
		if !o.HasTrait(op.Name, "SymbolTable") {
			return o.EmitErrorf("shape.lib attribute may only be on op implementing SymbolTable")
		}
		switch v := value.(type) {
		case *ir.SymbolRefAttr:
			lib := lookupRef(op, v)
			if lib == nil {
				return o.EmitErrorf("shape function library %s not found", verify.AttrString(v))
			}
			if lib.Name != "shape.function_library" {
				return o.EmitErrorf("%s required to be shape function library", verify.AttrString(v))
			}
			return nil
		case *ir.ArrayAttr:
			seen := map[string]bool{}
			for _, e := range v.Elems {
				ref, ok := e.(*ir.SymbolRefAttr)
				if !ok {
					return o.EmitErrorf("only SymbolRefAttr allowed in shape.lib attribute array")
				}
				lib := lookupRef(op, ref)
				if lib == nil || lib.Name != "shape.function_library" {
					return o.EmitErrorf("%s does not refer to FunctionLibraryOp", verify.AttrString(ref))
				}
				mapping, _ := verify.InherentAttr(lib, "mapping").(*ir.DictionaryAttr)
				if mapping == nil {
					continue
				}
				for _, m := range mapping.Entries {
					if seen[m.Name] {
						return o.EmitErrorf("only one op to shape mapping allowed, found multiple for `%s`", verify.AttrString(o.Context().StringAttr(m.Name, nil)))
					}
					seen[m.Name] = true
				}
			}
			return nil
		}
		return o.EmitErrorf("only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute")
	}
}

// lookupRef is SymbolTable::lookupSymbolIn: ref's root among the symbols
// of table, then each nested name in the table the previous one is.
func lookupRef(table *ir.Operation, ref *ir.SymbolRefAttr) *ir.Operation {
	op := verify.LookupIn(table, ref.Root)
	for _, n := range ref.Nested {
		if op == nil {
			return nil
		}
		op = verify.LookupIn(op, n)
	}
	return op
}
