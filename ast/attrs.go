package ast

// Attr is an attribute value as written.
//
//	attribute-value ::= attribute-alias | dialect-attribute | builtin-attribute
type Attr interface{ attrNode() }

// LitKind says what a Literal is.
type LitKind uint8

const (
	LitInt    LitKind = iota // decimal or hexadecimal integer, with its sign
	LitFloat                 // decimal float, with its sign
	LitBool                  // true or false
	LitString                // a string literal; Text is the decoded value
)

// Literal is one scalar literal. For numbers Text is the source spelling
// (sign included: `-0x1F`, `1.5e+3`); for strings it is the decoded value.
type Literal struct {
	Kind LitKind
	Text string
}

// IntegerAttr is an integer literal with an optional `: type` (i64 when absent).
type IntegerAttr struct {
	Pos  Pos    // of the literal (its minus sign, if any)
	Text string // source spelling with sign, decimal or 0x-hex
	Type Type   // nil when absent
}

// FloatAttr is a decimal float literal with an optional `: type` (f64 when absent).
// A hexadecimal float (`0x7FC00000 : f32`) is an IntegerAttr with a float type.
type FloatAttr struct {
	Pos Pos
	// Next is where the token after the literal and its type starts:
	// mlir-opt reports a type that is not a float there ("floating point
	// value not valid for specified type").
	Next Pos
	Text string
	Type Type
}

// BoolAttr is `true` or `false`.
type BoolAttr struct{ Value bool }

// StringAttr is a string literal with an optional `: type`.
type StringAttr struct {
	Value string // decoded
	Type  Type
}

// TypeAttr is a type in attribute position.
type TypeAttr struct{ Type Type }

// UnitAttr is `unit` (and the value of a dictionary entry with no `=`).
type UnitAttr struct{}

// ArrayAttr is `[a, b, ...]`.
type ArrayAttr struct{ Elems []Attr }

// DictAttr is `{name = value, flag, ...}`.
//
//	dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
//	attribute-entry      ::= (bare-id | string-literal) (`=` attribute-value)?
type DictAttr struct {
	Pos     Pos
	Entries []NamedAttr
}

// NamedAttr is one dictionary entry; Value is nil for `name` alone (unit).
type NamedAttr struct {
	Pos   Pos
	Name  string // decoded when it was a string literal
	Value Attr
}

// SymbolRefAttr is `@root::@nested::@leaf`.
type SymbolRefAttr struct {
	Root   string // decoded, without `@`
	Nested []string
}

// AffineMapAttr is `affine_map<...>`.
type AffineMapAttr struct{ Map *AffineMap }

// IntegerSetAttr is `affine_set<...>`.
type IntegerSetAttr struct{ Set *IntegerSet }

// DenseElem is the body of `dense<...>`: a nested list, a complex pair
// `(re, im)`, or one scalar.
type DenseElem struct {
	Pos     Pos          // of the element, or of `[` / `(`
	End     Pos          // of the closing `]` or `)` of a list or pair
	List    []*DenseElem // elements of `[...]` or the two parts of `(...)`
	IsList  bool         // `[...]`
	Complex bool         // `(re, im)`
	Lit     Literal      // when neither list nor complex
}

// DenseAttr is `dense<body> : type`; Elems is nil for `dense<>`. A hex blob
// `dense<"0x...">` is a single LitString literal.
type DenseAttr struct {
	Pos   Pos // of `dense`
	Elems *DenseElem
	Type  Type
}

// DenseResourceAttr is `dense_resource<handle> : type`.
type DenseResourceAttr struct {
	Handle string
	Type   Type
}

// SparseAttr is `sparse<indices, values> : type`; either part may be nil for `sparse<>`.
type SparseAttr struct {
	Pos     Pos // of `sparse`
	Indices *DenseElem
	Values  *DenseElem
	Type    Type
}

// DenseArrayAttr is `array<i32: 1, 2>` or `array<f32>`.
type DenseArrayAttr struct {
	ElemType Type
	Elems    []Literal
}

// StridedAttr is `strided<[s, ...], offset: o>`; Dynamic marks `?`.
type StridedAttr struct {
	Strides   []int64
	Offset    int64
	HasOffset bool
}

// DistinctAttr is `distinct[id]<attr>`.
type DistinctAttr struct {
	ID    string // as written
	Inner Attr
}

// DialectAttr is `#dialect<body>` (opaque form, Name "") or
// `#dialect.name<body>?` (pretty form); Body is the verbatim text between the
// outer `<` and `>`, with HasBody telling `#d.a<>` from `#d.a`.
//
//	dialect-attribute ::= `#` (opaque-dialect-attribute | pretty-dialect-attribute) (`:` type)?
type DialectAttr struct {
	Dialect string
	Name    string
	Body    string
	HasBody bool
	// DataPos is where the attribute's data (`name<body>`, or `body` in
	// opaque form) starts in the source: the positions of diagnostics
	// inside it are counted from there.
	DataPos Pos
	// Type is the type written after the attribute (`#smt.bv<5> :
	// !smt.bv<8>`, as mlir-opt's parser reads a `:` type after any
	// dialect attribute), or nil.
	Type Type
	// CustomOp is the op whose custom form wrote the attribute without
	// its `#dialect.mnemonic` (`fastmath<fast>`), or "": mlir-opt
	// prefixes the errors of the attribute's own parser with
	// "custom op 'NAME' ".
	CustomOp string
}

// AliasAttr is a use of an attribute alias, `#name`.
type AliasAttr struct {
	Pos  Pos
	Name string
}

// Locations. In source they appear inside `loc(...)`; the node is the inner part.
//
//	location ::= `unknown` | string-literal (`:` int `:` int (`to` int? `:` int)?)?
//	           | string-literal `(` location `)` | `callsite` `(` location `at` location `)`
//	           | `fused` (`<` attribute-value `>`)? `[` location (`,` location)* `]`
//	           | attribute-alias

// UnknownLoc is `loc(unknown)`.
type UnknownLoc struct{}

// FileLineColLoc is `loc("file":line:col)`, optionally a range
// `"file":l:c to l2:c2` (EndLine 0 and EndCol set for `to :c2`).
type FileLineColLoc struct {
	Filename string
	Line     int
	Col      int
	EndLine  int // 0 when absent
	EndCol   int // 0 when absent
	HasRange bool
}

// NameLoc is `loc("name")` or `loc("name"(child))`.
type NameLoc struct {
	Name  string
	Child Attr // nil when absent
}

// CallSiteLoc is `loc(callsite(callee at caller))`.
type CallSiteLoc struct{ Callee, Caller Attr }

// FusedLoc is `loc(fused<metadata>[a, b])`.
type FusedLoc struct {
	Metadata Attr // nil when absent
	Locs     []Attr
}

func (*IntegerAttr) attrNode()       {}
func (*FloatAttr) attrNode()         {}
func (*BoolAttr) attrNode()          {}
func (*StringAttr) attrNode()        {}
func (*TypeAttr) attrNode()          {}
func (*UnitAttr) attrNode()          {}
func (*ArrayAttr) attrNode()         {}
func (*DictAttr) attrNode()          {}
func (*SymbolRefAttr) attrNode()     {}
func (*AffineMapAttr) attrNode()     {}
func (*IntegerSetAttr) attrNode()    {}
func (*DenseAttr) attrNode()         {}
func (*DenseResourceAttr) attrNode() {}
func (*SparseAttr) attrNode()        {}
func (*DenseArrayAttr) attrNode()    {}
func (*StridedAttr) attrNode()       {}
func (*DistinctAttr) attrNode()      {}
func (*DialectAttr) attrNode()       {}
func (*AliasAttr) attrNode()         {}
func (*UnknownLoc) attrNode()        {}
func (*FileLineColLoc) attrNode()    {}
func (*NameLoc) attrNode()           {}
func (*CallSiteLoc) attrNode()       {}
func (*FusedLoc) attrNode()          {}

// AffineMap is `(d0, d1)[s0] -> (exprs)`; identifiers are resolved to
// positions while parsing, their names kept in Dims and Syms.
type AffineMap struct {
	Dims    []string
	Syms    []string
	Results []AffineExpr
}

// IntegerSet is `(d0)[s0] : (constraints)`.
type IntegerSet struct {
	Dims        []string
	Syms        []string
	Constraints []AffineConstraint
}

// ConstraintKind is the relation of an affine constraint.
type ConstraintKind uint8

const (
	ConstraintGE ConstraintKind = iota // lhs >= rhs
	ConstraintLE                       // lhs <= rhs
	ConstraintEQ                       // lhs == rhs
)

// AffineConstraint is `lhs >= rhs`, `lhs <= rhs` or `lhs == rhs`.
type AffineConstraint struct {
	LHS, RHS AffineExpr
	Kind     ConstraintKind
}

// AffineExpr is an affine expression as written.
type AffineExpr interface{ affineNode() }

// AffineOp is a binary affine operator.
type AffineOp uint8

const (
	AffineAdd AffineOp = iota
	AffineSub
	AffineMul
	AffineMod
	AffineFloorDiv
	AffineCeilDiv
)

// AffineDim is a dimension identifier, by position.
type AffineDim struct{ Pos int }

// AffineSym is a symbol identifier, by position.
type AffineSym struct{ Pos int }

// AffineConst is an integer constant (unsigned as written; negation is AffineNeg).
type AffineConst struct{ Value int64 }

// AffineNeg is `-expr`.
type AffineNeg struct{ X AffineExpr }

// AffineBinary is `lhs op rhs`.
type AffineBinary struct {
	Op       AffineOp
	LHS, RHS AffineExpr
}

func (*AffineDim) affineNode()    {}
func (*AffineSym) affineNode()    {}
func (*AffineConst) affineNode()  {}
func (*AffineNeg) affineNode()    {}
func (*AffineBinary) affineNode() {}
