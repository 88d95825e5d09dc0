package ir

import "math"

// Type is an interned type: equal types are the same value.
type Type interface {
	isType()
	UID() uint64
}

// DynamicSize marks a `?` dimension in a shape (and `?` in strided layouts).
const DynamicSize int64 = math.MinInt64

// Signedness of an integer type.
type Signedness uint8

const (
	Signless Signedness = iota // iN
	Signed                     // siN
	Unsigned                   // uiN
)

// IntegerType is `iN`, `siN` or `uiN`.
type IntegerType struct {
	uid
	Width      int
	Signedness Signedness
}

// IndexType is `index`; its values are 64-bit.
type IndexType struct{ uid }

// IndexWidth is the storage width of index values in attributes.
const IndexWidth = 64

// NoneType is `none`.
type NoneType struct{ uid }

// FloatType is one of the builtin floating-point types.
type FloatType struct {
	uid
	Kind FloatKind
}

// Semantics returns the type's format.
func (t *FloatType) Semantics() *FloatSemantics { return &floatSemantics[t.Kind] }

// Width is the type's size in bits.
func (t *FloatType) Width() int { return floatSemantics[t.Kind].Bits }

// ComplexType is `complex<T>`.
type ComplexType struct {
	uid
	Elem Type
}

// TupleType is `tuple<T...>`.
type TupleType struct {
	uid
	Types []Type
}

// FunctionType is `(inputs) -> results`.
type FunctionType struct {
	uid
	Inputs, Results []Type
}

// VectorType is `vector<4x[8]xf32>`. Scalable is nil when no dimension is scalable.
type VectorType struct {
	uid
	Shape    []int64
	Scalable []bool
	Elem     Type
}

// RankedTensorType is `tensor<4x?xf32, encoding>`.
type RankedTensorType struct {
	uid
	Shape    []int64
	Elem     Type
	Encoding Attribute // nil when absent
}

// UnrankedTensorType is `tensor<*xf32>`.
type UnrankedTensorType struct {
	uid
	Elem Type
}

// MemRefType is `memref<4xf32, layout, memspace>`. Layout is nil for the
// identity layout, else an *AffineMapAttr, *StridedLayoutAttr or other
// attribute; MemorySpace is nil for the default (0) memory space.
type MemRefType struct {
	uid
	Shape       []int64
	Elem        Type
	Layout      Attribute
	MemorySpace Attribute
}

// UnrankedMemRefType is `memref<*xf32, memspace>`.
type UnrankedMemRefType struct {
	uid
	Elem        Type
	MemorySpace Attribute
}

// OpaqueType is a type of a dialect the IR knows nothing about, kept
// verbatim: `!dialect.Data` when Data is simple enough, else `!dialect<Data>`.
// For `!d.name<body>` Data is "name<body>"; for `!d<body>` it is "body".
type OpaqueType struct {
	uid
	Dialect string
	Data    string
	// Parts are the attributes and types spelled in Data (see
	// OpaqueAttr.Parts); nil when the type is kept as written.
	Parts []Part
}

func (*IntegerType) isType()        {}
func (*IndexType) isType()          {}
func (*NoneType) isType()           {}
func (*FloatType) isType()          {}
func (*ComplexType) isType()        {}
func (*TupleType) isType()          {}
func (*FunctionType) isType()       {}
func (*VectorType) isType()         {}
func (*RankedTensorType) isType()   {}
func (*UnrankedTensorType) isType() {}
func (*MemRefType) isType()         {}
func (*UnrankedMemRefType) isType() {}
func (*OpaqueType) isType()         {}

// ShapedType is a vector, tensor or memref type.
type ShapedType interface {
	Type
	ElementType() Type
	// Dims returns the shape and whether the type is ranked.
	Dims() ([]int64, bool)
}

func (t *VectorType) ElementType() Type         { return t.Elem }
func (t *RankedTensorType) ElementType() Type   { return t.Elem }
func (t *UnrankedTensorType) ElementType() Type { return t.Elem }
func (t *MemRefType) ElementType() Type         { return t.Elem }
func (t *UnrankedMemRefType) ElementType() Type { return t.Elem }

func (t *VectorType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *RankedTensorType) Dims() ([]int64, bool)   { return t.Shape, true }
func (t *UnrankedTensorType) Dims() ([]int64, bool) { return nil, false }
func (t *MemRefType) Dims() ([]int64, bool)         { return t.Shape, true }
func (t *UnrankedMemRefType) Dims() ([]int64, bool) { return nil, false }

// NumElements is the product of a static shape, or -1 if any dimension is dynamic.
func NumElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return n
}

// IntOrFloatWidth is the bit width of an integer, index (64) or float type, else 0.
func IntOrFloatWidth(t Type) int {
	switch t := t.(type) {
	case *IntegerType:
		return t.Width
	case *IndexType:
		return IndexWidth
	case *FloatType:
		return t.Width()
	}
	return 0
}

// IsSignlessInt reports whether t is the signless integer type of the given width.
func IsSignlessInt(t Type, width int) bool {
	it, ok := t.(*IntegerType)
	return ok && it.Signedness == Signless && it.Width == width
}

const (
	kInt byte = iota + 1
	kIndex
	kNone
	kFloat
	kComplex
	kTuple
	kFunction
	kVector
	kTensor
	kUTensor
	kMemRef
	kUMemRef
	kOpaqueType
	kDialectType
)

// Integer returns the integer type of the given width and signedness.
func (c *Context) Integer(width int, s Signedness) *IntegerType {
	if width <= 128 && width >= 0 {
		c.mu.Lock()
		t := c.ints[s][width]
		c.mu.Unlock()
		if t != nil {
			return t
		}
	}
	t := c.internType(newKey(kInt).int(int64(width)).uint(uint64(s)), func(id uint64) Type {
		return &IntegerType{uid{id}, width, s}
	}).(*IntegerType)
	if width <= 128 && width >= 0 {
		c.mu.Lock()
		c.ints[s][width] = t
		c.mu.Unlock()
	}
	return t
}

// I returns the signless integer type iN.
func (c *Context) I(width int) *IntegerType { return c.Integer(width, Signless) }

// Index returns `index`.
func (c *Context) Index() *IndexType { return c.index }

// None returns `none`.
func (c *Context) None() *NoneType { return c.none }

// Float returns the float type of the given kind.
func (c *Context) Float(k FloatKind) *FloatType {
	c.mu.Lock()
	t := c.flts[k]
	c.mu.Unlock()
	if t != nil {
		return t
	}
	t = c.internType(newKey(kFloat).uint(uint64(k)), func(id uint64) Type { return &FloatType{uid{id}, k} }).(*FloatType)
	c.mu.Lock()
	c.flts[k] = t
	c.mu.Unlock()
	return t
}

// FloatByName returns the float type spelled name (`f32`, `bf16`, `f8E4M3FN`...).
func (c *Context) FloatByName(name string) (*FloatType, bool) {
	k, ok := FloatKindByName(name)
	if !ok {
		return nil, false
	}
	return c.Float(k), true
}

// Complex returns `complex<elem>`.
func (c *Context) Complex(elem Type) *ComplexType {
	return c.internType(newKey(kComplex).ref(elem), func(id uint64) Type {
		return &ComplexType{uid{id}, elem}
	}).(*ComplexType)
}

func (k *key) types(ts []Type) *key {
	k.uint(uint64(len(ts)))
	for _, t := range ts {
		k.ref(t)
	}
	return k
}

func (k *key) shape(s []int64) *key {
	k.uint(uint64(len(s)))
	for _, d := range s {
		k.int(d)
	}
	return k
}

// Tuple returns `tuple<types...>`.
func (c *Context) Tuple(types []Type) *TupleType {
	return c.internType(newKey(kTuple).types(types), func(id uint64) Type {
		return &TupleType{uid{id}, clone(types)}
	}).(*TupleType)
}

// Function returns `(inputs) -> results`.
func (c *Context) Function(inputs, results []Type) *FunctionType {
	return c.internType(newKey(kFunction).types(inputs).types(results), func(id uint64) Type {
		return &FunctionType{uid{id}, clone(inputs), clone(results)}
	}).(*FunctionType)
}

// Vector returns `vector<shape x elem>`; scalable may be nil.
func (c *Context) Vector(shape []int64, scalable []bool, elem Type) *VectorType {
	any := false
	for _, s := range scalable {
		any = any || s
	}
	if !any {
		scalable = nil
	}
	k := newKey(kVector).shape(shape).ref(elem)
	for _, s := range scalable {
		k.bool(s)
	}
	return c.internType(k, func(id uint64) Type {
		return &VectorType{uid{id}, clone(shape), clone(scalable), elem}
	}).(*VectorType)
}

// RankedTensor returns `tensor<shape x elem, encoding>`; encoding may be nil.
func (c *Context) RankedTensor(shape []int64, elem Type, encoding Attribute) *RankedTensorType {
	return c.internType(newKey(kTensor).shape(shape).ref(elem).ref(encoding), func(id uint64) Type {
		return &RankedTensorType{uid{id}, clone(shape), elem, encoding}
	}).(*RankedTensorType)
}

// UnrankedTensor returns `tensor<*xelem>`.
func (c *Context) UnrankedTensor(elem Type) *UnrankedTensorType {
	return c.internType(newKey(kUTensor).ref(elem), func(id uint64) Type {
		return &UnrankedTensorType{uid{id}, elem}
	}).(*UnrankedTensorType)
}

// MemRef returns `memref<shape x elem, layout, memorySpace>`. As in MLIR, an
// identity affine-map layout becomes nil and an integer 0 memory space becomes nil.
func (c *Context) MemRef(shape []int64, elem Type, layout, memorySpace Attribute) *MemRefType {
	if m, ok := layout.(*AffineMapAttr); ok && m.Map.IsIdentity() {
		layout = nil
	}
	memorySpace = defaultMemorySpace(memorySpace)
	return c.internType(newKey(kMemRef).shape(shape).ref(elem).ref(layout).ref(memorySpace), func(id uint64) Type {
		return &MemRefType{uid{id}, clone(shape), elem, layout, memorySpace}
	}).(*MemRefType)
}

func defaultMemorySpace(a Attribute) Attribute {
	if i, ok := a.(*IntegerAttr); ok && i.Value.Sign() == 0 {
		return nil
	}
	return a
}

// UnrankedMemRef returns `memref<*xelem, memorySpace>`.
func (c *Context) UnrankedMemRef(elem Type, memorySpace Attribute) *UnrankedMemRefType {
	memorySpace = defaultMemorySpace(memorySpace)
	return c.internType(newKey(kUMemRef).ref(elem).ref(memorySpace), func(id uint64) Type {
		return &UnrankedMemRefType{uid{id}, elem, memorySpace}
	}).(*UnrankedMemRefType)
}

// OpaqueType returns the dialect type `!dialect.data` / `!dialect<data>`.
func (c *Context) OpaqueType(dialect, data string) *OpaqueType {
	return c.OpaqueTypeWith(dialect, data, nil)
}

// OpaqueTypeWith returns the dialect type `!dialect.data` whose data
// spells parts. Types of the same dialect and data are one: parts are
// what data spells, and the first ones given are kept.
func (c *Context) OpaqueTypeWith(dialect, data string, parts []Part) *OpaqueType {
	return c.internType(newKey(kOpaqueType).str(dialect).str(data), func(id uint64) Type {
		return &OpaqueType{uid{id}, dialect, data, parts}
	}).(*OpaqueType)
}

func clone[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append([]T(nil), s...)
}
