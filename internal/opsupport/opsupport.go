// Package opsupport is the run-time support of the typed op accessors
// generated from ODS into the dialect packages (dialects/<name>/ops_gen.go,
// written by internal/cmd/opsgen): reading an operand or result group as
// ODS sizes it, an inherent attribute where the op stores it, an enum
// value from its attribute; and the one place that sets a new op's
// operands.
//
// Nothing here validates an op: a getter on an op that does not verify
// (too few operands, an attribute of another kind) returns nil or the zero
// value rather than panicking.
package opsupport

import (
	"reflect"
	"slices"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// Layout is how ODS sizes an op's operand (or result) groups: Variable
// has bit g set for a variable-length (optional or variadic) group g, and
// Segments names the DenseI32ArrayAttr property holding every group's size
// (operandSegmentSizes, resultSegmentSizes) when the op has
// AttrSized{Operand,Result}Segments; otherwise the variable groups share
// what the fixed ones leave equally (SameVariadic{Operand,Result}Size, or
// a single variable group).
type Layout struct {
	Groups   int
	Variable uint64
	Segments string
}

// span returns the start and length of group g among n values.
func (l Layout) span(op *ir.Operation, n, g int) (start, size int) {
	if l.Segments != "" {
		sizes, _ := Inherent(op, l.Segments).(*ir.DenseArrayAttr)
		if sizes == nil || len(sizes.Values) != l.Groups {
			return 0, 0
		}
		for i := range g {
			start += int(sizes.Values[i])
		}
		return start, int(sizes.Values[g])
	}
	variable, before := 0, 0
	for i := range l.Groups {
		if l.Variable&(1<<i) != 0 {
			variable++
			if i < g {
				before++
			}
		}
	}
	if variable == 0 {
		return g, 1
	}
	each := (n - (l.Groups - variable)) / variable
	if each < 0 {
		each = 0
	}
	start = g + (each-1)*before
	if l.Variable&(1<<g) != 0 {
		return start, each
	}
	return start, 1
}

// Operands returns operand group g of op.
func Operands(op *ir.Operation, l Layout, g int) []ir.Value {
	start, n := l.span(op, len(op.Operands), g)
	if start < 0 || n < 0 || start+n > len(op.Operands) {
		return nil
	}
	return op.Operands[start : start+n : start+n]
}

// Operand returns the one operand of group g of op, nil when the group is
// empty (an optional operand left out).
func Operand(op *ir.Operation, l Layout, g int) ir.Value {
	if vs := Operands(op, l, g); len(vs) > 0 {
		return vs[0]
	}
	return nil
}

// SubGroups cuts vs, a variadic-of-variadic group, into the sizes held by
// op's DenseI32ArrayAttr property segments.
func SubGroups(op *ir.Operation, vs []ir.Value, segments string) [][]ir.Value {
	sizes, _ := Inherent(op, segments).(*ir.DenseArrayAttr)
	if sizes == nil {
		return nil
	}
	out := make([][]ir.Value, 0, len(sizes.Values))
	for _, n := range sizes.Values {
		if int(n) > len(vs) {
			return nil
		}
		out = append(out, vs[:n:n])
		vs = vs[n:]
	}
	return out
}

// Results returns result group g of op.
func Results(op *ir.Operation, l Layout, g int) []ir.Value {
	start, n := l.span(op, len(op.Results), g)
	if start < 0 || n < 0 || start+n > len(op.Results) {
		return nil
	}
	out := make([]ir.Value, n)
	for i := range out {
		out[i] = &op.Results[start+i]
	}
	return out
}

// Result returns the one result of group g of op, nil when the group is
// empty.
func Result(op *ir.Operation, l Layout, g int) ir.Value {
	start, n := l.span(op, len(op.Results), g)
	if n < 1 || start < 0 || start >= len(op.Results) {
		return nil
	}
	return &op.Results[start]
}

// Region returns op's region i, or nil.
func Region(op *ir.Operation, i int) *ir.Region {
	if i < len(op.Regions) {
		return op.Regions[i]
	}
	return nil
}

// RegionsFrom returns op's regions from i on (a variadic region group,
// always the last).
func RegionsFrom(op *ir.Operation, i int) []*ir.Region {
	if i < len(op.Regions) {
		return op.Regions[i:]
	}
	return nil
}

// Successor returns op's successor i, or nil.
func Successor(op *ir.Operation, i int) *ir.Block {
	if i < len(op.Successors) {
		return op.Successors[i]
	}
	return nil
}

// SuccessorsFrom returns op's successors from i on (a variadic successor
// group, always the last).
func SuccessorsFrom(op *ir.Operation, i int) []*ir.Block {
	if i < len(op.Successors) {
		return op.Successors[i:]
	}
	return nil
}

// Inherent returns op's inherent attribute name: from its properties, as
// mlir-opt 22 keeps it, else from its attribute dictionary (an op built
// by hand that put it there); nil when absent.
func Inherent(op *ir.Operation, name string) ir.Attribute {
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		if a := d.Get(name); a != nil {
			return a
		}
	}
	return op.Attr(name)
}

// SetInherent sets op's inherent attribute name to a in its properties
// (removing it from the attribute dictionary); a nil a removes it.
func SetInherent(ctx *ir.Context, op *ir.Operation, name string, a ir.Attribute) {
	var entries []ir.NamedAttribute
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok {
		entries = slices.Clone(d.Entries)
	}
	entries = slices.DeleteFunc(entries, func(e ir.NamedAttribute) bool { return e.Name == name })
	if a != nil {
		entries = append(entries, ir.NamedAttribute{Name: name, Value: a})
	}
	op.Properties = nil
	if len(entries) > 0 {
		op.Properties = ctx.Dictionary(entries)
	}
	if op.Attrs != nil && op.Attrs.Get(name) != nil {
		rest := slices.DeleteFunc(slices.Clone(op.Attrs.Entries), func(e ir.NamedAttribute) bool { return e.Name == name })
		op.Attrs = nil
		if len(rest) > 0 {
			op.Attrs = ctx.Dictionary(rest)
		}
	}
}

// SetOperands sets the operands of op, a new op not yet used anywhere.
// It is the one place the generated constructors set operands: through
// ir's SetOperands, which keeps use lists exact.
func SetOperands(op *ir.Operation, operands []ir.Value) {
	op.SetOperands(operands...)
}

// Flatten joins operand groups in order: the operands of a new op.
func Flatten(groups ...[]ir.Value) []ir.Value {
	n := 0
	for _, g := range groups {
		n += len(g)
	}
	out := make([]ir.Value, 0, n)
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// Opt is the group of an optional operand: empty for nil.
func Opt(v ir.Value) []ir.Value {
	if v == nil {
		return nil
	}
	return []ir.Value{v}
}

// OptType is the group of an optional result's type: empty for nil.
func OptType(t ir.Type) []ir.Type {
	if t == nil {
		return nil
	}
	return []ir.Type{t}
}

// Join joins variadic-of-variadic groups into one group, and returns the
// sizes of its parts.
func Join(groups [][]ir.Value) ([]ir.Value, []int) {
	var out []ir.Value
	sizes := make([]int, len(groups))
	for i, g := range groups {
		out = append(out, g...)
		sizes[i] = len(g)
	}
	return out, sizes
}

// Types returns the types of vs.
func Types(vs []ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// Sizes is the DenseI32ArrayAttr of group sizes (operandSegmentSizes,
// resultSegmentSizes, a variadic-of-variadic group's sizes).
func Sizes(ctx *ir.Context, sizes ...int) ir.Attribute {
	vs := make([]uint64, len(sizes))
	for i, n := range sizes {
		vs[i] = uint64(n)
	}
	return ctx.DenseArray(ctx.I(32), vs)
}

// Lens returns the lengths of groups of anything.
func Lens[T any](groups ...[]T) []int {
	out := make([]int, len(groups))
	for i, g := range groups {
		out[i] = len(g)
	}
	return out
}

// Enum returns the enum value held by a: an integer attribute's value
// (an I32/I64EnumAttr, an enum property), a dialect attribute's enum
// parameter (`#arith.fastmath<nnan>`), or the keywords of an attribute
// gomlir kept as written, read by parse. ok is false for anything else.
func Enum[E ~int64 | ~uint64](a ir.Attribute, parse func(string) (E, bool)) (E, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		return E(a.Int64()), true
	case *ir.DialectAttr:
		for _, p := range a.Params {
			if p.Kind == ir.ParamEnum {
				return E(p.Enum), true
			}
		}
		return parse(keywords(a.Data))
	case *ir.OpaqueAttr:
		return parse(keywords(a.Data))
	}
	return 0, false
}

// keywords is what is between a dialect attribute's `<` and `>`
// (`fastmath<nnan,ninf>`), or the data when there are none.
func keywords(data string) string {
	if i := strings.IndexByte(data, '<'); i >= 0 && strings.HasSuffix(data, ">") {
		return data[i+1 : len(data)-1]
	}
	return data
}

// ParseBits reads a bit enum's keywords joined by sep (spaces around them
// ignored) with one, the value of a keyword.
func ParseBits(s, sep string, one func(string) (uint64, bool)) (uint64, bool) {
	var v uint64
	for _, k := range strings.Split(s, strings.TrimSpace(sep)) {
		b, ok := one(strings.TrimSpace(k))
		if !ok {
			return 0, false
		}
		v |= b
	}
	return v, true
}

// FormatBits spells a bit enum's value: the keyword of the case equal to
// it, else those of the single-bit cases it has, joined by sep; bits no
// case names are left out. cases are values and keywords, in ODS order.
func FormatBits(v uint64, sep string, values []uint64, keywords []string) string {
	for i, c := range values {
		if c == v {
			return keywords[i]
		}
	}
	var parts []string
	for i, c := range values {
		if c != 0 && c&(c-1) == 0 && v&c == c {
			parts = append(parts, keywords[i])
		}
	}
	return strings.Join(parts, sep)
}

// EnumAttr returns the dialect attribute wrapping an enum value spelled
// keywords: `#dialect.mnemonic<keywords>`, read by ctx's dialects.
func EnumAttr(ctx *ir.Context, dialect, mnemonic, keywords string) ir.Attribute {
	return ctx.ReadDialectAttr(dialect, mnemonic+"<"+keywords+">", nil)
}

// Int returns an integer attribute's value.
func Int(a ir.Attribute) (int64, bool) {
	if a, ok := a.(*ir.IntegerAttr); ok {
		return a.Int64(), true
	}
	return 0, false
}

// Bool returns a BoolAttr's (or i1 IntegerAttr's) value.
func Bool(a ir.Attribute) (bool, bool) {
	if a, ok := a.(*ir.IntegerAttr); ok {
		return a.Bool(), true
	}
	return false, false
}

// Float returns a float attribute's value.
func Float(a ir.Attribute) (float64, bool) {
	if a, ok := a.(*ir.FloatAttr); ok {
		return a.Float64(), true
	}
	return 0, false
}

// String returns a string attribute's value.
func String(a ir.Attribute) (string, bool) {
	if a, ok := a.(*ir.StringAttr); ok {
		return a.Value, true
	}
	return "", false
}

// Symbol returns a flat symbol reference's name.
func Symbol(a ir.Attribute) (string, bool) {
	if a, ok := a.(*ir.SymbolRefAttr); ok {
		return a.Root, true
	}
	return "", false
}

// Flag returns a unit attribute's presence or a boolean property's value.
func Flag(a ir.Attribute) (bool, bool) {
	switch a := a.(type) {
	case *ir.UnitAttr:
		return true, true
	case *ir.IntegerAttr:
		return a.Bool(), true
	}
	return false, false
}

// Unit is the unit attribute when set, else nil (absent).
func Unit(ctx *ir.Context, set bool) ir.Attribute {
	if set {
		return ctx.Unit()
	}
	return nil
}

// Type returns a type attribute's type.
func Type(a ir.Attribute) (ir.Type, bool) {
	if a, ok := a.(*ir.TypeAttr); ok {
		return a.Type, true
	}
	return nil, false
}

// Ints returns a dense integer array's elements (DenseI64ArrayAttr and
// the like).
func Ints(a ir.Attribute) ([]int64, bool) {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]int64, len(d.Values))
	for i := range out {
		out[i] = d.Int(i)
	}
	return out, true
}

// Bools returns a DenseBoolArrayAttr's elements.
func Bools(a ir.Attribute) ([]bool, bool) {
	d, ok := a.(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	out := make([]bool, len(d.Values))
	for i, v := range d.Values {
		out[i] = v != 0
	}
	return out, true
}

// FloatAttr is the float attribute of type name ("f32") holding v.
func FloatAttr(ctx *ir.Context, name string, v float64) ir.Attribute {
	t, ok := ctx.FloatByName(name)
	if !ok {
		panic("opsupport: no float type " + name)
	}
	return ctx.FloatAttrFromFloat64(t, v)
}

// FloatType is the float type named name ("f32").
func FloatType(ctx *ir.Context, name string) ir.Type {
	t, ok := ctx.FloatByName(name)
	if !ok {
		panic("opsupport: no float type " + name)
	}
	return t
}

// Get returns op's inherent attribute name as an A, the zero A when it is
// absent or of another kind.
func Get[A ir.Attribute](op *ir.Operation, name string) A {
	a, _ := Inherent(op, name).(A)
	return a
}

// Set sets op's inherent attribute name to a, or removes it when a is nil.
func Set[A ir.Attribute](ctx *ir.Context, op *ir.Operation, name string, a A) {
	var v ir.Attribute = a
	if isNil(v) {
		v = nil
	}
	SetInherent(ctx, op, name, v)
}

// isNil reports whether a is nil or a nil pointer in an interface.
func isNil(a ir.Attribute) bool {
	if a == nil {
		return true
	}
	v := reflect.ValueOf(a)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// Props returns the properties of a new op: the entries whose value is
// not nil, in a dictionary, or nil when there are none.
func Props(ctx *ir.Context, entries ...ir.NamedAttribute) ir.Attribute {
	entries = slices.DeleteFunc(entries, func(e ir.NamedAttribute) bool { return isNil(e.Value) })
	if len(entries) == 0 {
		return nil
	}
	return ctx.Dictionary(entries)
}

// FlattenTypes joins result type groups in order: the result types of a
// new op.
func FlattenTypes(groups ...[]ir.Type) []ir.Type {
	var out []ir.Type
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// AddRegions gives a new op n more empty regions.
func AddRegions(op *ir.Operation, n int) {
	for range n {
		op.AddRegion()
	}
}

// IntArray is the dense array of width-bit integers (array<iN: ...>).
func IntArray(ctx *ir.Context, width int, vs []int64) ir.Attribute {
	u := make([]uint64, len(vs))
	for i, v := range vs {
		u[i] = uint64(v)
	}
	return ctx.DenseArray(ctx.I(width), u)
}

// BoolArray is the dense array of booleans (array<i1: ...>).
func BoolArray(ctx *ir.Context, vs []bool) ir.Attribute {
	u := make([]uint64, len(vs))
	for i, v := range vs {
		if v {
			u[i] = 1
		}
	}
	return ctx.DenseArray(ctx.I(1), u)
}

// MustType returns the type spelled src, read by ctx's dialects (a
// result type ODS fixes: `!async.token`, `vector<2xi32>`). It panics when
// ctx cannot read it: a context without the dialect's reader.
func MustType(ctx *ir.Context, src string) ir.Type {
	t, err := ctx.ParseType(src)
	if err != nil {
		panic("opsupport: " + err.Error())
	}
	return t
}

// I1SameShape is i1 in the shape of t (a vector or tensor of i1, or i1):
// the result type of a comparison (getI1SameShape).
func I1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	i1 := ctx.I(1)
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.Vector(t.Shape, t.Scalable, i1)
	case *ir.RankedTensorType:
		return ctx.RankedTensor(t.Shape, i1, nil)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensor(i1)
	}
	return i1
}

// At returns op's operand i, nil when it has no such operand.
func At(op *ir.Operation, i int) ir.Value {
	if i < len(op.Operands) {
		return op.Operands[i]
	}
	return nil
}

// ResultAt returns op's result i, nil when it has no such result.
func ResultAt(op *ir.Operation, i int) ir.Value {
	if i < len(op.Results) {
		return &op.Results[i]
	}
	return nil
}

// Value returns op's inherent attribute name read by read, or def when it
// is absent or does not read.
func Value[T any](op *ir.Operation, name string, read func(ir.Attribute) (T, bool), def T) T {
	if v, ok := read(Inherent(op, name)); ok {
		return v
	}
	return def
}

// EnumValue returns the enum value of op's inherent attribute name (see
// Enum), or def when it is absent or does not read.
func EnumValue[E ~int64 | ~uint64](op *ir.Operation, name string, parse func(string) (E, bool), def E) E {
	if v, ok := Enum(Inherent(op, name), parse); ok {
		return v
	}
	return def
}
