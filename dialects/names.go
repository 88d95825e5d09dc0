package dialects

import (
	"strconv"

	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// The result names the core dialects' ops suggest in custom form (their
// OpAsmOpInterface::getAsmResultNames), as mlir-opt 22 prints them; see
// corpus/dialects/NOTES.md for the table they were read from.

// fixedNames are ops whose single result always gets the same name.
var fixedNames = map[string]string{
	"complex.constant":                        "cst",
	"func.constant":                           "f",
	"memref.alloc":                            "alloc",
	"memref.alloca":                           "alloca",
	"memref.assume_alignment":                 "assume_align",
	"memref.cast":                             "cast",
	"memref.collapse_shape":                   "collapse_shape",
	"memref.expand_shape":                     "expand_shape",
	"memref.dim":                              "dim",
	"memref.extract_aligned_pointer_as_index": "intptr",
	"memref.memory_space_cast":                "memspacecast",
	"memref.reinterpret_cast":                 "reinterpret_cast",
	"memref.reshape":                          "reshape",
	"memref.subview":                          "subview",
	"memref.transpose":                        "transpose",
	"memref.view":                             "view",
	"tensor.cast":                             "cast",
	"tensor.collapse_shape":                   "collapsed",
	"tensor.concat":                           "concat",
	"tensor.dim":                              "dim",
	"tensor.expand_shape":                     "expanded",
	"tensor.extract":                          "extracted",
	"tensor.extract_slice":                    "extracted_slice",
	"tensor.from_elements":                    "from_elements",
	"tensor.gather":                           "gather",
	"tensor.generate":                         "generated",
	"tensor.insert":                           "inserted",
	"tensor.insert_slice":                     "inserted_slice",
	"tensor.pad":                              "padded",
	"tensor.rank":                             "rank",
	"tensor.reshape":                          "reshape",
	"tensor.scatter":                          "scatter",
	"tensor.splat":                            "splat",
}

// nameHooks registers the result names of the ops named by a hand-written
// hook or a fixed name (registry.Hooks.NameResults).
func nameHooks(h *hooks) {
	h.NameResults("arith.constant", arithConstantName)
	h.NameResults("index.constant", indexConstantName)
	h.NameResults("index.bool.constant", boolConstantName)
	for op, name := range fixedNames {
		h.NameResults(op, func(op *ir.Operation, set func(int, string)) {
			if len(op.Results) > 0 {
				set(0, name)
			}
		})
	}
}

// arithConstantName: `%c42_i32`, `%c0` (index), `%true`, else `%cst`.
func arithConstantName(op *ir.Operation, set func(int, string)) {
	if len(op.Results) == 0 {
		return
	}
	v := property(op, "value")
	ia, ok := v.(*ir.IntegerAttr)
	if !ok {
		set(0, "cst")
		return
	}
	switch t := op.Results[0].Type().(type) {
	case *ir.IntegerType:
		if t.Width == 1 {
			set(0, map[bool]string{true: "true", false: "false"}[ia.Value.Sign() != 0])
			return
		}
		set(0, "c"+ia.Value.String()+"_i"+strconv.Itoa(t.Width))
	default:
		set(0, "c"+ia.Value.String())
	}
}

// indexConstantName: `%idx42`.
func indexConstantName(op *ir.Operation, set func(int, string)) {
	if ia, ok := property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
		set(0, "idx"+ia.Value.String())
	}
}

// boolConstantName: `%true`, `%false`.
func boolConstantName(op *ir.Operation, set func(int, string)) {
	if ia, ok := property(op, "value").(*ir.IntegerAttr); ok && len(op.Results) > 0 {
		if ia.Value.Sign() != 0 {
			set(0, "true")
		} else {
			set(0, "false")
		}
	}
}

// property is shared.Property.
func property(op *ir.Operation, name string) ir.Attribute { return shared.Property(op, name) }
