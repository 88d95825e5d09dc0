package dialects

import (
	"strconv"

	"github.com/gomlir/gomlir/dialects/ods"
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

// resultNamesFor returns the naming hook of op def, or nil: a hand-written
// one, a fixed name, or ODS's automatic one for ops declaring several
// named results (arith.addui_extended's %sum, %overflow).
func resultNamesFor(def *ods.Op) func(*ir.Operation, func(int, string)) {
	switch def.Name {
	case "arith.constant":
		return arithConstantName
	case "index.constant":
		return indexConstantName
	case "index.bool.constant":
		return boolConstantName
	}
	if name, ok := fixedNames[def.Name]; ok {
		return func(op *ir.Operation, set func(int, string)) {
			if len(op.Results) > 0 {
				set(0, name)
			}
		}
	}
	if len(def.Results) > 1 {
		return func(op *ir.Operation, set func(int, string)) {
			sizes := groupSizes(def, def.Results, len(op.Results), op, "resultSegmentSizes")
			start := 0
			for i, g := range def.Results {
				if sizes[i] > 0 && g.Name != "" {
					set(start, g.Name)
				}
				start += sizes[i]
			}
		}
	}
	return nil
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

// property returns op's inherent attribute name, or nil.
func property(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		if v := d.Get(name); v != nil {
			return v
		}
	}
	return op.Attr(name)
}

// groupSizes splits n values into def's declared groups: by the segment
// sizes property when the op has one, else evenly among the variadic
// groups (one variadic group takes the rest).
func groupSizes(def *ods.Op, groups []*ods.Arg, n int, op *ir.Operation, segments string) []int {
	sizes := make([]int, len(groups))
	if seg, ok := property(op, segments).(*ir.DenseArrayAttr); ok && len(seg.Values) == len(groups) {
		for i, v := range seg.Values {
			sizes[i] = int(int32(v))
		}
		return sizes
	}
	variadic, fixed := 0, 0
	for _, g := range groups {
		if g.Kind == "" {
			fixed++
		} else {
			variadic++
		}
	}
	rest := n - fixed
	for i, g := range groups {
		switch {
		case g.Kind == "":
			sizes[i] = 1
		case variadic > 0 && rest > 0:
			sizes[i] = rest / variadic
		}
	}
	return sizes
}
