package ir

import (
	"math"
	"math/big"
	"math/bits"
	"sort"
	"strings"
)

// Attribute is an interned attribute: equal attributes are the same value.
type Attribute interface {
	isAttribute()
	UID() uint64
}

// TypedAttr is an attribute that carries a type (printed as `: type`).
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// IntegerAttr is an integer of an integer or index type. Value is the
// signed interpretation of the bits for signless, signed and index types,
// and the unsigned one for unsigned types and i1 (0 or 1).
type IntegerAttr struct {
	uid
	Type  Type
	Value *big.Int // read-only
	// dict1 is the first dictionary of one entry made with the attribute
	// as its value (see Context.Dictionary): a function of a million
	// constants has a million properties `{value = N}`, each found from
	// its value here rather than by an entry of a map. It fills the size
	// class of a small integer's allocation (see smallIntAttr).
	dict1 *DictionaryAttr
}

// Int64 returns the value truncated to 64 bits.
func (a *IntegerAttr) Int64() int64 {
	if a.Value.IsInt64() {
		return a.Value.Int64()
	}
	return int64(new(big.Int).And(a.Value, new(big.Int).SetUint64(^uint64(0))).Uint64())
}

// Bool reports whether the value is nonzero.
func (a *IntegerAttr) Bool() bool { return a.Value.Sign() != 0 }

// FloatAttr is a float of a float type, kept as its exact bit pattern: Lo
// holds bits 0-63, Hi bits 64-127 (f80, f128).
type FloatAttr struct {
	uid
	Type   *FloatType
	Lo, Hi uint64
}

// Float64 returns the value converted to the nearest double.
func (a *FloatAttr) Float64() float64 { return a.Type.Semantics().Float64(a.Lo, a.Hi) }

// StringAttr is a string, with a type when one was given (Type nil otherwise).
type StringAttr struct {
	uid
	Value string
	Type  Type
}

// TypeAttr is a type used as an attribute.
type TypeAttr struct {
	uid
	Type Type
}

// UnitAttr is `unit`.
type UnitAttr struct{ uid }

// ArrayAttr is `[a, b]`.
type ArrayAttr struct {
	uid
	Elems []Attribute
}

// DictionaryAttr is `{a = 1, b}`, its entries sorted by name.
type DictionaryAttr struct {
	uid
	Entries []NamedAttribute
}

// Get returns the value of the entry named name, or nil.
func (d *DictionaryAttr) Get(name string) Attribute {
	i := sort.Search(len(d.Entries), func(i int) bool { return d.Entries[i].Name >= name })
	if i < len(d.Entries) && d.Entries[i].Name == name {
		return d.Entries[i].Value
	}
	return nil
}

// SymbolRefAttr is `@root::@nested...`.
type SymbolRefAttr struct {
	uid
	Root   string
	Nested []string
}

// AffineMapAttr is `affine_map<...>`.
type AffineMapAttr struct {
	uid
	Map *AffineMap
}

// IntegerSetAttr is `affine_set<...>`.
type IntegerSetAttr struct {
	uid
	Set *IntegerSet
}

// DenseElementsAttr is `dense<...> : shaped-type`. For int, index, float
// and complex elements Raw holds the data as MLIR stores it: each element
// in ceil(width/8) little-endian bytes (complex: real then imaginary), i1
// elements packed 8 to a byte, one element only when Splat. For string
// elements (any other element type) Strings holds them (one when Splat).
type DenseElementsAttr struct {
	uid
	Type    ShapedType
	Splat   bool
	Raw     []byte
	Strings []string
}

// IsString reports whether the elements are strings.
func (a *DenseElementsAttr) IsString() bool { return a.Strings != nil }

// ElemType is the element type of the attribute's type.
func (a *DenseElementsAttr) ElemType() Type { return a.Type.ElementType() }

// NumElements is the number of elements of the type.
func (a *DenseElementsAttr) NumElements() int64 {
	s, _ := a.Type.Dims()
	return NumElements(s)
}

// DenseResourceAttr is `dense_resource<handle> : type`.
type DenseResourceAttr struct {
	uid
	Handle string
	Type   Type
}

// SparseElementsAttr is `sparse<indices, values> : type`; Indices is an
// i64 tensor of shape [N, rank] and Values a 1-d tensor of N elements.
type SparseElementsAttr struct {
	uid
	Type    ShapedType
	Indices *DenseElementsAttr
	Values  *DenseElementsAttr
}

// DenseArrayAttr is `array<i32: 1, 2>`. Values holds each element's bits
// zero-extended (float bit patterns for float element types).
type DenseArrayAttr struct {
	uid
	ElemType Type
	Values   []uint64
}

// Int returns element i sign-extended (zero-extended for unsigned and i1).
func (a *DenseArrayAttr) Int(i int) int64 {
	w := IntOrFloatWidth(a.ElemType)
	v := a.Values[i]
	if it, ok := a.ElemType.(*IntegerType); ok && (it.Signedness == Unsigned || (it.Signedness == Signless && w == 1)) {
		return int64(v)
	}
	if w < 64 && w > 0 {
		return int64(v<<(64-w)) >> (64 - w)
	}
	return int64(v)
}

// StridedLayoutAttr is `strided<[strides], offset: o>`; DynamicSize marks `?`.
type StridedLayoutAttr struct {
	uid
	Offset  int64
	Strides []int64
}

// DistinctAttr is `distinct[N]<attr>`: never equal to another DistinctAttr.
type DistinctAttr struct {
	uid
	Inner Attribute
}

// OpaqueAttr is a dialect attribute kept as text: `#dialect.Data` when
// Data is simple enough, else `#dialect<Data>`: an unregistered dialect's,
// or one gomlir cannot read yet (a registered dialect's attribute read by
// its definition is a DialectAttr).
type OpaqueAttr struct {
	uid
	Dialect string
	Data    string
	// Type is the attribute's type when it is typed (`#smt.bv<5> :
	// !smt.bv<8>`: ` : Type` is printed after it), else nil.
	Type Type
	// Parts are the attributes and types spelled in Data, in order, each
	// at its span of Data; nil when the attribute is kept as written.
	Parts []Part
}

// Part is an attribute or type spelled inside a dialect attribute's or
// type's Data (Data[Start:End]): the printer prints it (through its alias,
// when it has one) and the alias walk visits it.
type Part struct {
	Start, End int
	Attr       Attribute // or
	Type       Type
	// Stripped: the part is a dialect attribute or type written without
	// its `#dialect.mnemonic` (printStrippedAttrOrType): its Data after the
	// mnemonic, unless it prints as its alias.
	Stripped bool
}

// Location is a location attribute.
type Location interface {
	Attribute
	isLocation()
}

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{ uid }

// FileLineColRange is `"file":line:col`, or a range `"file":l:c to l2:c2`;
// End equals Start when the location is a point.
type FileLineColRange struct {
	uid
	Filename                             string
	StartLine, StartCol, EndLine, EndCol int
}

// NameLoc is `"name"` or `"name"(child)`; Child is nil when absent.
type NameLoc struct {
	uid
	Name  string
	Child Attribute
}

// CallSiteLoc is `callsite(callee at caller)`.
type CallSiteLoc struct {
	uid
	Callee, Caller Attribute
}

// FusedLoc is `fused<metadata>[locs]`; Metadata is nil when absent.
type FusedLoc struct {
	uid
	Metadata Attribute
	Locs     []Attribute
}

func (*IntegerAttr) isAttribute()        {}
func (*FloatAttr) isAttribute()          {}
func (*StringAttr) isAttribute()         {}
func (*TypeAttr) isAttribute()           {}
func (*UnitAttr) isAttribute()           {}
func (*ArrayAttr) isAttribute()          {}
func (*DictionaryAttr) isAttribute()     {}
func (*SymbolRefAttr) isAttribute()      {}
func (*AffineMapAttr) isAttribute()      {}
func (*IntegerSetAttr) isAttribute()     {}
func (*DenseElementsAttr) isAttribute()  {}
func (*DenseResourceAttr) isAttribute()  {}
func (*SparseElementsAttr) isAttribute() {}
func (*DenseArrayAttr) isAttribute()     {}
func (*StridedLayoutAttr) isAttribute()  {}
func (*DistinctAttr) isAttribute()       {}
func (*OpaqueAttr) isAttribute()         {}
func (*UnknownLoc) isAttribute()         {}
func (*FileLineColRange) isAttribute()   {}
func (*NameLoc) isAttribute()            {}
func (*CallSiteLoc) isAttribute()        {}
func (*FusedLoc) isAttribute()           {}

func (*UnknownLoc) isLocation()       {}
func (*FileLineColRange) isLocation() {}
func (*NameLoc) isLocation()          {}
func (*CallSiteLoc) isLocation()      {}
func (*FusedLoc) isLocation()         {}

func (a *IntegerAttr) AttrType() Type        { return a.Type }
func (a *FloatAttr) AttrType() Type          { return a.Type }
func (a *DenseElementsAttr) AttrType() Type  { return a.Type }
func (a *DenseResourceAttr) AttrType() Type  { return a.Type }
func (a *SparseElementsAttr) AttrType() Type { return a.Type }

const (
	kIntAttr byte = iota + 1
	kFloatAttr
	kStringAttr
	kTypeAttr
	kUnitAttr
	kArrayAttr
	kDictAttr
	kSymRefAttr
	kMapAttr
	kSetAttr
	kDenseAttr
	kResourceAttr
	kSparseAttr
	kDenseArrayAttr
	kStridedAttr
	kOpaqueAttr
	kUnknownLoc
	kFileLoc
	kNameLoc
	kCallSiteLoc
	kFusedLoc
	kDialectAttr
)

// IntegerAttr returns the integer v of type t (an integer or index type),
// wrapped to t's width: signless, signed and index values are kept signed,
// unsigned values unsigned, i1 values as 0 or 1.
func (c *Context) IntegerAttr(t Type, v *big.Int) *IntegerAttr {
	if w, ok := smallInt(t, v); ok && t.UID() != 0 {
		return c.smallIntAttr(t, w)
	}
	v = wrapInt(t, v)
	// The same value as a small one, after its reduction: the same
	// attribute.
	if w, ok := smallInt(t, v); ok && t.UID() != 0 {
		return c.smallIntAttr(t, w)
	}
	return c.internAttr(newKey(kIntAttr).ref(t).bytes(v.Append(nil, 16)), func(id uint64) Attribute {
		return &IntegerAttr{uid: uid{id}, Type: t, Value: v}
	}).(*IntegerAttr)
}

// smallIntAttr is IntegerAttr for the value w, which smallInt gave, of t,
// a type of c: the usual case, interned by a struct key, no big.Int made
// to look it up, and one allocation for the attribute and its value.
func (c *Context) smallIntAttr(t Type, w int64) *IntegerAttr {
	k := intAttrKey{t.UID(), w}
	c.mu.Lock()
	defer c.mu.Unlock()
	if a, ok := c.intAttrs[k]; ok {
		return a
	}
	x := &struct {
		a IntegerAttr
		v big.Int
		d [1]big.Word
	}{}
	x.a = IntegerAttr{uid: uid{c.newID()}, Type: t, Value: &x.v}
	if w != 0 {
		// (A 64-bit Word: smallInt holds to |w| < 2^63.)
		x.d[0] = big.Word(uint64(max(w, -w)))
		x.v.SetBits(x.d[:])
		if w < 0 {
			x.v.Neg(&x.v)
		}
	}
	c.intAttrs[k] = &x.a
	return &x.a
}

// smallInt returns what wrapInt would give for v as an int64, when v
// fits in 63 bits and already is its own wrapped value in t (the usual
// literal: no reduction, no sign reinterpretation).
func smallInt(t Type, v *big.Int) (int64, bool) {
	if bits.UintSize != 64 || !v.IsInt64() {
		return 0, false
	}
	n := v.Int64()
	if n == math.MinInt64 {
		return 0, false
	}
	w := IntOrFloatWidth(t)
	if w <= 1 || w > 64 {
		return 0, false
	}
	unsigned := false
	if it, ok := t.(*IntegerType); ok {
		unsigned = it.Signedness == Unsigned
	}
	if unsigned {
		if n < 0 || (w < 64 && n >= 1<<uint(w)) {
			return 0, false
		}
		return n, true
	}
	// Signed or signless: in [-2^(w-1), 2^(w-1)).
	if w < 64 && (n < -(1<<uint(w-1)) || n >= 1<<uint(w-1)) {
		return 0, false
	}
	return n, true
}

// IntAttr is IntegerAttr for an int64 value.
func (c *Context) IntAttr(t Type, v int64) *IntegerAttr { return c.IntegerAttr(t, big.NewInt(v)) }

// BoolAttr returns `true` or `false` (an i1 IntegerAttr).
func (c *Context) BoolAttr(b bool) *IntegerAttr {
	if b {
		return c.IntAttr(c.I(1), 1)
	}
	return c.IntAttr(c.I(1), 0)
}

// wrapInt reduces v modulo 2^width and reinterprets it per t's signedness.
func wrapInt(t Type, v *big.Int) *big.Int {
	w := IntOrFloatWidth(t)
	unsigned := false
	if it, ok := t.(*IntegerType); ok {
		unsigned = it.Signedness == Unsigned || (it.Signedness == Signless && w == 1)
	}
	if w == 0 {
		return new(big.Int)
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, mod)
	if !unsigned && r.Bit(w-1) == 1 {
		r.Sub(r, mod)
	}
	return r
}

// FloatAttr returns the float of type t with the given bits.
func (c *Context) FloatAttr(t *FloatType, lo, hi uint64) *FloatAttr {
	return c.internAttr(newKey(kFloatAttr).ref(t).uint(lo).uint(hi), func(id uint64) Attribute {
		return &FloatAttr{uid{id}, t, lo, hi}
	}).(*FloatAttr)
}

// FloatAttrFromFloat64 returns v converted to t (round to nearest even).
func (c *Context) FloatAttrFromFloat64(t *FloatType, v float64) *FloatAttr {
	lo, hi := t.Semantics().FromFloat64(v)
	return c.FloatAttr(t, lo, hi)
}

// StringAttr returns the string s; t is nil for an untyped string.
func (c *Context) StringAttr(s string, t Type) *StringAttr {
	if _, ok := t.(*NoneType); ok {
		t = nil
	}
	return c.internAttr(newKey(kStringAttr).str(s).ref(t), func(id uint64) Attribute {
		return &StringAttr{uid{id}, s, t}
	}).(*StringAttr)
}

// TypeAttr returns t as an attribute.
func (c *Context) TypeAttr(t Type) *TypeAttr {
	return c.internAttr(newKey(kTypeAttr).ref(t), func(id uint64) Attribute {
		return &TypeAttr{uid{id}, t}
	}).(*TypeAttr)
}

// Unit returns `unit`.
func (c *Context) Unit() *UnitAttr { return c.unit }

// Array returns `[elems]`.
func (c *Context) Array(elems []Attribute) *ArrayAttr {
	return c.internAttr(newKey(kArrayAttr).attrs(elems), func(id uint64) Attribute {
		return &ArrayAttr{uid{id}, clone(elems)}
	}).(*ArrayAttr)
}

func (k *key) attrs(as []Attribute) *key {
	k.uint(uint64(len(as)))
	for _, a := range as {
		k.ref(a)
	}
	return k
}

// Dictionary returns the dictionary of entries, sorted by name. When a name
// repeats, the last entry wins; callers that must reject duplicates check first.
func (c *Context) Dictionary(entries []NamedAttribute) *DictionaryAttr {
	out, owned := entries, false
	if !sortedUnique(entries) {
		es := clone(entries)
		sort.SliceStable(es, func(i, j int) bool { return es[i].Name < es[j].Name })
		out, owned = es[:0], true
		for _, e := range es {
			if len(out) > 0 && out[len(out)-1].Name == e.Name {
				out[len(out)-1] = e
				continue
			}
			out = append(out, e)
		}
	}
	if len(out) == 1 && out[0].Value != nil && out[0].Value.UID() != 0 {
		// The usual properties (`{value = ...}`): a struct key, and one
		// allocation.
		c.mu.Lock()
		defer c.mu.Unlock()
		ia, _ := out[0].Value.(*IntegerAttr)
		if ia != nil && ia.dict1 != nil && ia.dict1.Entries[0].Name == out[0].Name {
			return ia.dict1
		}
		k := dict1Key{out[0].Name, out[0].Value.UID()}
		if ia == nil || ia.dict1 != nil {
			if d, ok := c.dict1s[k]; ok {
				return d
			}
		}
		x := &struct {
			d DictionaryAttr
			e [1]NamedAttribute
		}{}
		x.e[0] = out[0]
		x.d = DictionaryAttr{uid{c.newID()}, x.e[:]}
		if ia != nil && ia.dict1 == nil {
			// The first: kept by the value, never in the map (so
			// that a name found neither there nor in the map is
			// new).
			ia.dict1 = &x.d
		} else {
			c.dict1s[k] = &x.d
		}
		return &x.d
	}
	k := newKey(kDictAttr).uint(uint64(len(out)))
	for _, e := range out {
		k.str(e.Name).ref(e.Value)
	}
	return c.internAttr(k, func(id uint64) Attribute {
		if len(out) == 1 {
			// The usual properties (`{value = ...}`): one allocation.
			x := &struct {
				d DictionaryAttr
				e [1]NamedAttribute
			}{}
			x.e[0] = out[0]
			x.d = DictionaryAttr{uid{id}, x.e[:]}
			return &x.d
		}
		if !owned {
			out = clone(out)
		}
		return &DictionaryAttr{uid{id}, out}
	}).(*DictionaryAttr)
}

// sortedUnique reports whether the entries' names are in strictly
// increasing order: the dictionary's order already, nothing replaced.
func sortedUnique(entries []NamedAttribute) bool {
	for i := 1; i < len(entries); i++ {
		if entries[i-1].Name >= entries[i].Name {
			return false
		}
	}
	return true
}

// SymbolRef returns `@root::@nested...`.
func (c *Context) SymbolRef(root string, nested []string) *SymbolRefAttr {
	k := newKey(kSymRefAttr).str(root).uint(uint64(len(nested)))
	for _, n := range nested {
		k.str(n)
	}
	if len(nested) == 0 {
		nested = nil
	}
	return c.internAttr(k, func(id uint64) Attribute {
		return &SymbolRefAttr{uid{id}, root, clone(nested)}
	}).(*SymbolRefAttr)
}

// AffineMapAttr wraps m.
func (c *Context) AffineMapAttr(m *AffineMap) *AffineMapAttr {
	return c.internAttr(newKey(kMapAttr).ref(m), func(id uint64) Attribute {
		return &AffineMapAttr{uid{id}, m}
	}).(*AffineMapAttr)
}

// IntegerSetAttr wraps s.
func (c *Context) IntegerSetAttr(s *IntegerSet) *IntegerSetAttr {
	return c.internAttr(newKey(kSetAttr).ref(s), func(id uint64) Attribute {
		return &IntegerSetAttr{uid{id}, s}
	}).(*IntegerSetAttr)
}

// DenseRaw returns a dense attribute of int, index, float or complex
// elements from data in the layout DenseElementsAttr.Raw describes; a
// non-splat buffer whose elements are all equal becomes a splat.
func (c *Context) DenseRaw(t ShapedType, raw []byte, splat bool) *DenseElementsAttr {
	if !splat {
		raw, splat = detectSplat(t, raw)
	}
	return c.internAttr(newKey(kDenseAttr).ref(t).bool(splat).bytes(raw), func(id uint64) Attribute {
		return &DenseElementsAttr{uid{id}, t, splat, clone(raw), nil}
	}).(*DenseElementsAttr)
}

// DenseStrings returns a dense attribute of string elements; equal elements make a splat.
func (c *Context) DenseStrings(t ShapedType, elems []string) *DenseElementsAttr {
	splat := len(elems) == 1
	if len(elems) > 1 {
		splat = true
		for _, e := range elems[1:] {
			if e != elems[0] {
				splat = false
				break
			}
		}
		if splat {
			elems = elems[:1]
		}
	}
	if elems == nil {
		elems = []string{}
	}
	k := newKey(kDenseAttr).ref(t).bool(splat).uint(uint64(len(elems)))
	for _, e := range elems {
		k.str(e)
	}
	k.b = append(k.b, 's')
	return c.internAttr(k, func(id uint64) Attribute {
		return &DenseElementsAttr{uid{id}, t, splat, nil, clone(elems)}
	}).(*DenseElementsAttr)
}

// DenseElemBytes is the storage size in bytes of one element of type t in
// DenseElementsAttr.Raw (0 for i1, which is bit-packed). A complex element
// is its two parts, each in whole bytes (complex<i1> takes 2 bytes), as
// MLIR stores them.
func DenseElemBytes(t Type) int {
	if ct, ok := t.(*ComplexType); ok {
		return 2 * DenseComplexPartBytes(ct)
	}
	w := IntOrFloatWidth(t)
	if w == 1 {
		return 0
	}
	return (w + 7) / 8
}

// DenseComplexPartBytes is the storage size in bytes of each part of a
// complex element of type t.
func DenseComplexPartBytes(t *ComplexType) int { return (IntOrFloatWidth(t.Elem) + 7) / 8 }

func detectSplat(t ShapedType, raw []byte) ([]byte, bool) {
	shape, _ := t.Dims()
	n := NumElements(shape)
	if n <= 0 {
		return raw, false
	}
	eb := DenseElemBytes(t.ElementType())
	if eb == 0 { // i1, bit-packed
		first := raw[0]&1 != 0
		for i := int64(0); i < n; i++ {
			if (raw[i/8]>>(i%8)&1 != 0) != first {
				return raw, false
			}
		}
		if first {
			return []byte{0xFF}, true
		}
		return []byte{0}, true
	}
	if n == 1 {
		return raw, true
	}
	for i := eb; i < len(raw); i += eb {
		if string(raw[i:i+eb]) != string(raw[:eb]) {
			return raw, false
		}
	}
	return raw[:eb], true
}

// DenseResource returns `dense_resource<handle> : t`.
func (c *Context) DenseResource(handle string, t Type) *DenseResourceAttr {
	return c.internAttr(newKey(kResourceAttr).str(handle).ref(t), func(id uint64) Attribute {
		return &DenseResourceAttr{uid{id}, handle, t}
	}).(*DenseResourceAttr)
}

// Sparse returns `sparse<indices, values> : t`.
func (c *Context) Sparse(t ShapedType, indices, values *DenseElementsAttr) *SparseElementsAttr {
	return c.internAttr(newKey(kSparseAttr).ref(t).ref(indices).ref(values), func(id uint64) Attribute {
		return &SparseElementsAttr{uid{id}, t, indices, values}
	}).(*SparseElementsAttr)
}

// DenseArray returns `array<elemType: values>`; values are bit patterns,
// truncated to the element width.
func (c *Context) DenseArray(elemType Type, values []uint64) *DenseArrayAttr {
	w := IntOrFloatWidth(elemType)
	vs := make([]uint64, len(values))
	k := newKey(kDenseArrayAttr).ref(elemType).uint(uint64(len(values)))
	for i, v := range values {
		if w < 64 {
			v &= 1<<uint(w) - 1
		}
		vs[i] = v
		k.uint(v)
	}
	return c.internAttr(k, func(id uint64) Attribute {
		return &DenseArrayAttr{uid{id}, elemType, vs}
	}).(*DenseArrayAttr)
}

// StridedLayout returns `strided<[strides], offset: offset>`.
func (c *Context) StridedLayout(offset int64, strides []int64) *StridedLayoutAttr {
	return c.internAttr(newKey(kStridedAttr).int(offset).shape(strides), func(id uint64) Attribute {
		return &StridedLayoutAttr{uid{id}, offset, clone(strides)}
	}).(*StridedLayoutAttr)
}

// NewDistinct returns a new distinct attribute referring to inner.
func (c *Context) NewDistinct(inner Attribute) *DistinctAttr {
	c.mu.Lock()
	defer c.mu.Unlock()
	return &DistinctAttr{uid{c.newID()}, inner}
}

// OpaqueAttr returns the dialect attribute `#dialect.data` / `#dialect<data>`.
func (c *Context) OpaqueAttr(dialect, data string) *OpaqueAttr {
	return c.TypedOpaqueAttr(dialect, data, nil, nil)
}

// TypedOpaqueAttr returns the dialect attribute `#dialect.data : typ`
// (typ nil for none) whose data spells parts. Attributes of the same
// dialect, data and type are one: parts are what data spells, and the
// first ones given are kept.
func (c *Context) TypedOpaqueAttr(dialect, data string, typ Type, parts []Part) *OpaqueAttr {
	return c.internAttr(newKey(kOpaqueAttr).str(dialect).str(data).ref(typ), func(id uint64) Attribute {
		return &OpaqueAttr{uid{id}, dialect, data, typ, parts}
	}).(*OpaqueAttr)
}

// IsSimpleDialectSymbol reports whether a dialect symbol's data prints in
// the pretty form `#dialect.data` (an identifier, optionally followed by a
// `<...>` body), as mlir-opt decides.
func IsSimpleDialectSymbol(data string) bool {
	if data == "" || !isAlpha(data[0]) {
		return false
	}
	i := strings.IndexFunc(data, func(r rune) bool {
		return !(r < 128 && (isAlpha(byte(r)) || (r >= '0' && r <= '9') || r == '.' || r == '_'))
	})
	if i < 0 {
		return true
	}
	return data[i] == '<' && data[len(data)-1] == '>'
}

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// UnknownLoc returns `loc(unknown)`.
func (c *Context) UnknownLoc() *UnknownLoc { return c.unk }

// FileLineCol returns the point location `"file":line:col`.
func (c *Context) FileLineCol(file string, line, col int) *FileLineColRange {
	return c.FileLineColRange(file, line, col, line, col)
}

// FileLineColRange returns `"file":sl:sc to el:ec`.
func (c *Context) FileLineColRange(file string, sl, sc, el, ec int) *FileLineColRange {
	k := newKey(kFileLoc).str(file).int(int64(sl)).int(int64(sc)).int(int64(el)).int(int64(ec))
	return c.internAttr(k, func(id uint64) Attribute {
		return &FileLineColRange{uid{id}, file, sl, sc, el, ec}
	}).(*FileLineColRange)
}

// NameLoc returns `"name"(child)`; child may be nil.
func (c *Context) NameLoc(name string, child Attribute) *NameLoc {
	return c.internAttr(newKey(kNameLoc).str(name).ref(child), func(id uint64) Attribute {
		return &NameLoc{uid{id}, name, child}
	}).(*NameLoc)
}

// CallSiteLoc returns `callsite(callee at caller)`.
func (c *Context) CallSiteLoc(callee, caller Attribute) *CallSiteLoc {
	return c.internAttr(newKey(kCallSiteLoc).ref(callee).ref(caller), func(id uint64) Attribute {
		return &CallSiteLoc{uid{id}, callee, caller}
	}).(*CallSiteLoc)
}

// FusedLoc returns `fused<metadata>[locs]`; metadata may be nil.
func (c *Context) FusedLoc(metadata Attribute, locs []Attribute) *FusedLoc {
	return c.internAttr(newKey(kFusedLoc).ref(metadata).attrs(locs), func(id uint64) Attribute {
		return &FusedLoc{uid{id}, metadata, clone(locs)}
	}).(*FusedLoc)
}
