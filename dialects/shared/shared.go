// Package shared holds the helpers several dialect packages use to read an
// op's properties, operands and regions when they print or verify it, and
// to build the parsed form of a custom syntax. A dialect package imports
// it (and dialects/registry, package dialect), never another dialect's
// package.
package shared

import (
	"math/big"
	"strconv"
	"strings"

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

func IsIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

// DefType returns t as the type dialect.mnemonic read by its definition,
// or nil (another type, or one kept as written).
func DefType(t ir.Type, dialect, mnemonic string) *ir.DialectType {
	if dt, ok := t.(*ir.DialectType); ok && dt.Dialect == dialect && dt.Mnemonic() == mnemonic {
		return dt
	}
	return nil
}

// EnumWord returns the keywords of a when it is the enum attribute
// #dialect.mnemonic<keywords> read by its definition: its one parameter,
// an enum, as printed.
func EnumWord(a ir.Attribute, dialect, mnemonic string) (string, bool) {
	da, ok := a.(*ir.DialectAttr)
	if !ok || da.Dialect != dialect || da.Mnemonic() != mnemonic || len(da.Params) != 1 || da.Params[0].Kind != ir.ParamEnum {
		return "", false
	}
	w := da.Params[0].Text
	// `<$value>`: the form the callers read (a bare `$value` is another).
	if len(da.Data) != len(mnemonic)+len(w)+2 || !strings.HasPrefix(da.Data, mnemonic+"<") {
		return "", false
	}
	return w, true
}

// DenseUints returns the elements of an integer dense attribute as
// unsigned values of the element width (a splat repeated).
func DenseUints(a *ir.DenseElementsAttr) []*big.Int {
	n := int(a.NumElements())
	w := ir.IntOrFloatWidth(a.ElemType())
	out := make([]*big.Int, 0, n)
	for i := 0; i < n; i++ {
		j := i
		if a.Splat {
			j = 0
		}
		v := new(big.Int)
		if w == 1 {
			if j/8 < len(a.Raw) && a.Raw[j/8]>>(j%8)&1 == 1 {
				v.SetInt64(1)
			}
		} else {
			size := ir.DenseElemBytes(a.ElemType())
			if size <= 0 || (j+1)*size > len(a.Raw) {
				break
			}
			b := a.Raw[j*size : (j+1)*size]
			le := make([]byte, len(b))
			for k := range b {
				le[len(b)-1-k] = b[k]
			}
			v.SetBytes(le)
			if w > 0 {
				v.And(v, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1)))
			}
		}
		out = append(out, v)
	}
	return out
}

func I64Array(vals ...int64) *ast.DenseArrayAttr {
	a := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 64}}
	for _, v := range vals {
		a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(v, 10)})
	}
	if a.Elems == nil {
		a.Elems = []ast.Literal{}
	}
	return a
}

// ArrayElems are the elements of an array attribute, or nil for another
// attribute (nil included).
func ArrayElems(a ir.Attribute) []ir.Attribute {
	if arr, ok := a.(*ir.ArrayAttr); ok {
		return arr.Elems
	}
	return nil
}
