package pdl

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// interpVerifiers are the pdl_interp ops' verify().
func interpVerifiers(h *registry.Hooks) {
	// verifySwitchOp: one case value per case destination (the successors
	// after the default one).
	switchOp := func(o dialect.Checker) *diag.Diagnostic {
		dests := len(o.Op().Successors) - 1
		if dests < 0 {
			return nil
		}
		values := -1
		switch v := o.Attr("caseValues").(type) {
		case *ir.ArrayAttr:
			values = len(v.Elems)
		case *ir.DenseElementsAttr:
			values = 1
			if dims, ok := v.Type.Dims(); ok {
				for _, d := range dims {
					values *= int(d)
				}
			}
		}
		if values >= 0 && dests != values {
			return o.Errorf("expected number of cases to match the number of case values, got %d but expected %d", dests, values)
		}
		return nil
	}
	for _, name := range []string{"switch_attribute", "switch_operand_count", "switch_operation_name", "switch_result_count", "switch_type", "switch_types"} {
		h.Verifier("pdl_interp." + name).Op = switchOp
	}

	// pdl_interp.create_operation: inferred results exclude explicit
	// result types, and the created op is registered (its dialect loaded:
	// shared.LoadedDialects) and implements InferTypeOpInterface.
	// Verified op by op, a dialect not surely loaded counts as not loaded:
	// a failure there has the chunk verified whole.
	h.Verifier("pdl_interp.create_operation").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("inferredResultTypes") == nil {
			return nil
		}
		if len(o.Operand("inputResultTypes")) > 0 {
			return o.Errorf("with inferred results cannot also have explicit result types")
		}
		name, ok := o.Attr("name").(*ir.StringAttr)
		if !ok {
			return nil
		}
		d, _, _ := strings.Cut(name.Value, ".")
		if d == "test" || d == "test_dyn" || d == "test_irdl_to_cpp" {
			// Dialects mlir-opt 22 registers that gomlir does not know.
			return nil
		}
		if loaded, _ := shared.LoadedDialects(o.Op(), o.Context()).Has(d); loaded && inferTypeOps[name.Value] {
			return nil
		}
		return o.Errorf("has inferred results, but the created operation '%s' does not support result type inference (or is not registered)", name.Value)
	}

	h.Verifier("pdl_interp.create_range").Op = rangeOperandElems

	h.Verifier("pdl_interp.foreach").Op = func(o dialect.Checker) *diag.Diagnostic {
		body := verify.EntryBlock(o.Op(), 0)
		if body == nil || len(body.Args) != 1 {
			return o.Errorf("requires exactly one argument")
		}
		values := verify.FirstType(o.Operand("values"))
		if e := rangeElem(values); e == nil || e != body.Args[0].Type() {
			return o.Errorf("operand must be a range of loop variable type")
		}
		return nil
	}
}
