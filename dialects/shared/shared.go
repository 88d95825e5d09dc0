// Package shared holds the helpers several dialect packages use to read an
// op's properties, operands and regions when they print or verify it, and
// to build the parsed form of a custom syntax. A dialect package imports
// it (and dialects/registry, package dialect), never another dialect's
// package.
package shared

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Property returns op's inherent attribute name (from its properties, else
// its attribute dictionary), or nil.
func Property(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		if v := d.Get(name); v != nil {
			return v
		}
	}
	return op.Attr(name)
}

// Prop returns op's property name, or nil (the attribute dictionary is
// not consulted).
func Prop(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		return d.Get(name)
	}
	return nil
}

// GroupSizes splits n values into def's declared groups: by the segment
// sizes property when the op has one, else evenly among the variadic
// groups (one variadic group takes the rest).
func GroupSizes(def *ods.Op, groups []*ods.Arg, n int, op *ir.Operation, segments string) []int {
	sizes := make([]int, len(groups))
	if seg, ok := Property(op, segments).(*ir.DenseArrayAttr); ok && len(seg.Values) == len(groups) {
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

// Segments splits op's operands by its operandSegmentSizes property into n
// groups; ok is false when the property does not fit.
func Segments(op *ir.Operation, n int) ([][]ir.Value, bool) {
	sizes, _ := Prop(op, "operandSegmentSizes").(*ir.DenseArrayAttr)
	if sizes == nil || len(sizes.Values) != n {
		return make([][]ir.Value, n), false
	}
	out := make([][]ir.Value, n)
	k := 0
	for i := range out {
		m := int(sizes.Int(i))
		if m < 0 || k+m > len(op.Operands) {
			return make([][]ir.Value, n), false
		}
		out[i] = op.Operands[k : k+m]
		k += m
	}
	return out, k == len(op.Operands)
}

// EntryArgs returns the arguments of region i's entry block.
func EntryArgs(op *ir.Operation, i int) []*ir.BlockArgument {
	if i < len(op.Regions) && len(op.Regions[i].Blocks) > 0 {
		return op.Regions[i].Blocks[0].Args
	}
	return nil
}

// Region returns op's region i, or an empty region when op has fewer.
func Region(op *ir.Operation, i int) *ir.Region {
	if i < len(op.Regions) {
		return op.Regions[i]
	}
	return &ir.Region{}
}

// ValueTypes returns the types of vs.
func ValueTypes(vs []ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// ResultTypes returns the types of op's results.
func ResultTypes(op *ir.Operation) []ir.Type {
	out := make([]ir.Type, len(op.Results))
	for i := range op.Results {
		out[i] = op.Results[i].Type()
	}
	return out
}

// NonNil returns ts, or an empty list for nil: a type group the syntax
// gives, even when empty.
func NonNil[T any](ts []T) []T {
	if ts == nil {
		return []T{}
	}
	return ts
}

// IndexType is the builtin index type, as parsed.
func IndexType() ast.Type { return &ast.NamedType{Name: "index"} }

// Splat returns n copies of t.
func Splat(t ast.Type, n int) []ast.Type {
	out := make([]ast.Type, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// WithTypes gives each argument its type (none past the end of types,
// as after a parse error).
func WithTypes(args []ast.BlockArg, types []ast.Type) []ast.BlockArg {
	out := make([]ast.BlockArg, len(args))
	for i, a := range args {
		if i < len(types) {
			a.Type = types[i]
		}
		out[i] = a
	}
	return out
}

// SetProp appends the inherent attribute name to st.
func SetProp(st *ast.CustomOp, name string, v ast.Attr) {
	st.Props = append(st.Props, ast.NamedAttr{Name: name, Value: v})
}

// AllAttrs is asmformat.OpAttrs: what a custom printer gets as the op's
// attributes.
func AllAttrs(op *ir.Operation) []ir.NamedAttribute { return asmformat.OpAttrs(op) }

// PrintValues prints values separated by commas.
func PrintValues[V ir.Value](p dialect.Printer, vs []V) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
	}
}
