package conform

import (
	"fmt"
	"strings"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/ods"
)

// An InherentCase is a registered op written generically with both a
// `<{...}>` and an attribute dictionary entry of the name of one of its
// attributes or properties: mlir-opt 22's Operation::create moves an
// inherent attribute of the dictionary into the properties (which the
// `<{...}>` then overrides), and leaves an entry named like a true property
// (IntProp, llvm's overflowFlags) a discardable attribute.
type InherentCase struct {
	Op, Attr string
	// Property is true for a true property, false for an inherent
	// attribute.
	Property bool
	// Src is the op in generic form, Props the value written in `<{...}>`
	// ("" for none written), Dict the value written in the dictionary.
	Src, Props, Dict string
}

// InherentCases returns, for every op of reg and each of its attributes
// whose kind has two values to write (below), the op written with an
// empty `<{}>` and the entry in the dictionary, and with both.
func InherentCases(reg *dialects.Registry) []InherentCase {
	var out []InherentCase
	for _, d := range reg.AvailableDialects() {
		dl := reg.Dialect(d)
		if dl == nil {
			continue
		}
		for _, op := range dl.Ops {
			for _, at := range op.Attrs {
				v, w, ok := attrValues(at)
				if !ok {
					continue
				}
				c := InherentCase{Op: op.Name, Attr: at.Name, Property: at.Property}
				if !at.Property {
					// <{}> {A = w}: the dictionary's value moves in.
					c.Dict = w
					c.Src = fmt.Sprintf("\"%s\"() <{}> {%s = %s} : () -> ()\n", op.Name, at.Name, w)
					out = append(out, c)
				}
				// <{A = v}> {A = w}: v wins for an attribute; for a
				// property, w stays discardable.
				c.Props, c.Dict = v, w
				c.Src = fmt.Sprintf("\"%s\"() <{%s = %s}> {%s = %s} : () -> ()\n", op.Name, at.Name, v, at.Name, w)
				out = append(out, c)
			}
		}
	}
	return out
}

// attrValues returns two distinct values of at's kind, as mlir-opt prints
// them (for a true property, its default and a string: the dictionary's
// entry may be anything). ok is false for kinds not listed.
func attrValues(at *ods.Attr) (v, w string, ok bool) {
	if at.Property {
		if at.Default == "" || strings.HasPrefix(at.Default, "cpp:") {
			return "", "", false
		}
		return at.Default, `"w"`, true
	}
	if at.Enum != "" {
		return "", "", false
	}
	switch at.Storage {
	case "::mlir::StringAttr", "::mlir::Attribute":
		return `"v"`, `"w"`, true
	case "::mlir::IntegerAttr", "::mlir::TypedAttr":
		return "1 : i64", "2 : i64", true
	case "::mlir::BoolAttr":
		return "true", "false", true
	case "::mlir::FloatAttr":
		return "1.000000e+00 : f32", "2.000000e+00 : f32", true
	case "::mlir::TypeAttr":
		return "i32", "i64", true
	case "::mlir::ArrayAttr":
		return "[1]", "[2]", true
	case "::mlir::DictionaryAttr":
		return "{v}", "{w}", true
	case "::mlir::SymbolRefAttr", "::mlir::FlatSymbolRefAttr":
		return "@v", "@w", true
	case "::mlir::AffineMapAttr":
		return "affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0 + 1)>", true
	case "::mlir::DenseI32ArrayAttr":
		return "array<i32: 1>", "array<i32: 2>", true
	case "::mlir::DenseI64ArrayAttr":
		return "array<i64: 1>", "array<i64: 2>", true
	case "::mlir::DenseBoolArrayAttr":
		return "array<i1: true>", "array<i1: false>", true
	}
	return "", "", false
}
