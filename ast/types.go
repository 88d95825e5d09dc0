package ast

// Type is a type as written.
//
//	type ::= type-alias | dialect-type | builtin-type
type Type interface{ typeNode() }

// IntegerType is `iN`, `siN` or `uiN`.
type IntegerType struct {
	Signedness Signedness
	Width      int
}

// Signedness of an integer type.
type Signedness uint8

const (
	Signless Signedness = iota // iN
	Signed                     // siN
	Unsigned                   // uiN
)

// NamedType is a builtin type spelled by one keyword: `index`, `none`,
// and every float type (`f32`, `bf16`, `f8E4M3FN`, ...).
type NamedType struct{ Name string }

// ComplexType is `complex<T>`. ElemPos is where T starts (a type spelled
// as an earlier one shares its node, and so that one's positions).
type ComplexType struct {
	Elem    Type
	ElemPos Pos
}

// TupleType is `tuple<T, ...>`.
type TupleType struct{ Types []Type }

// FunctionType is `(T, ...) -> R` or `(T, ...) -> (R, ...)`.
//
//	function-type ::= (type | type-list-parens) `->` (type | type-list-parens)
type FunctionType struct {
	Inputs  []Type
	Results []Type
}

// Dynamic is the size of a `?` dimension.
const Dynamic int64 = -1 << 63

// VectorDim is one vector dimension; Scalable for `[N]`.
type VectorDim struct {
	Size     int64
	Scalable bool
}

// VectorType is `vector<4x[8]xf32>`; Pos is the `vector` keyword's, where
// mlir-opt reports the type's errors.
type VectorType struct {
	Dims []VectorDim
	Elem Type
	Pos  Pos
}

// TensorType is `tensor<4x?xf32, #enc>` or `tensor<*xf32>`.
type TensorType struct {
	Unranked bool
	Shape    []int64 // Dynamic for `?`
	Elem     Type
	Encoding Attr // nil when absent
	ElemPos  Pos  // where Elem starts
	// EncEnd is where the token after Encoding starts: mlir-opt reports
	// there what the encoding's verifyEncoding finds.
	EncEnd Pos
}

// MemRefType is `memref<4x?xf32, layout?, memspace?>` or `memref<*xf32, memspace?>`.
// Params are the attributes after the element type, as written: which one is
// the layout and which the memory space is decided by lowering.
//
// Pos is the `memref` keyword's, ElemPos where Elem starts, and ParamEnds
// the starts of the tokens after each parameter: mlir-opt reports errors at
// each of them.
type MemRefType struct {
	Unranked  bool
	Shape     []int64
	Elem      Type
	Params    []Attr
	Pos       Pos
	ElemPos   Pos
	ParamEnds []Pos
}

// DialectType is `!dialect<body>` (opaque form, Name "") or
// `!dialect.name<body>?` (pretty form). Body is the verbatim text between the
// outer `<` and `>`, and HasBody tells `!d.t<>` from `!d.t`.
type DialectType struct {
	Dialect string
	Name    string
	Body    string
	HasBody bool
	// DataPos is where the type's data (`name<body>`, or `body` in opaque
	// form) starts in the source: the positions of diagnostics inside it
	// are counted from there. A type spelled as an earlier one may share
	// that one's node, and position.
	DataPos Pos
}

// AliasType is a use of a type alias, `!name`.
type AliasType struct {
	Pos  Pos
	Name string
}

func (*IntegerType) typeNode()  {}
func (*NamedType) typeNode()    {}
func (*ComplexType) typeNode()  {}
func (*TupleType) typeNode()    {}
func (*FunctionType) typeNode() {}
func (*VectorType) typeNode()   {}
func (*TensorType) typeNode()   {}
func (*MemRefType) typeNode()   {}
func (*DialectType) typeNode()  {}
func (*AliasType) typeNode()    {}
