package spec

import "github.com/alecthomas/participle/v2/lexer"

// The reference grammar: the LangRef EBNF for the dialect-independent syntax,
// one struct per production. The production each struct implements is the
// comment above it; tags follow it as closely as participle allows. Sealed
// alternatives (type, attribute-value, location, top-level item, ...) are
// interfaces registered with participle.Union in parser.go, and every
// alternative is decidable from its first token or two.
//
// Where a node needs the offset just past its last token (Operation.End,
// Region.RBrace, verbatim dialect bodies), the struct records EndPos, which
// participle sets to the next unconsumed token; convert.go maps that back to
// the last consumed token through the token table.

// toplevel ::= (operation | attribute-alias-def | type-alias-def | file-metadata)*
type toplevel struct {
	Items []topItem `parser:"@@*"`
}

// topItem is one alternative of toplevel.
type topItem interface{ topItem() }

// attribute-alias-def ::= `#` alias-name `=` attribute-value
type attrAliasDef struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   string    `parser:"@HashID '='"`
	Value  attribute `parser:"@@"`
}

// type-alias-def ::= `!` alias-name `=` type
type typeAliasDef struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Name   string `parser:"@BangID '='"`
	Type   typ    `parser:"@@"`
}

// file-metadata ::= `{-#` (metadata-entry (`,` metadata-entry)*)? `#-}`
type fileMetadata struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	Entries []*metadataEntry `parser:"'{-#' (@@ (',' @@)*)? '#-}'"`
}

// metadata-entry ::= bare-id `:` `{` (resource-group (`,` resource-group)*)? `}`
type metadataEntry struct {
	Pos    lexer.Position
	Key    string           `parser:"@Ident ':'"`
	Groups []*resourceGroup `parser:"'{' (@@ (',' @@)*)? '}'"`
}

// resource-group ::= bare-id `:` `{` (resource (`,` resource)*)? `}`
type resourceGroup struct {
	Pos       lexer.Position
	Name      string      `parser:"@Ident ':'"`
	Resources []*resource `parser:"'{' (@@ (',' @@)*)? '}'"`
}

// resource ::= (bare-id | string-literal) `:` resource-value
type resource struct {
	Pos   lexer.Position
	Key   string         `parser:"@(Ident | String) ':'"`
	Value *resourceValue `parser:"@@"`
}

// resource-value ::= string-literal | `true` | `false` | `{` balanced-contents* `}`
type resourceValue struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Str    string           `parser:"  @String | @('true' | 'false')"`
	Brace  []*balancedToken `parser:"| '{' @@* '}'"`
}

// operation         ::= op-result-list? generic-operation trailing-location?
// generic-operation ::= string-literal `(` value-use-list? `)` successor-list? properties? region-list? dictionary-attribute? `:` function-type
// op-result-list    ::= op-result (`,` op-result)* `=`
// successor-list    ::= `[` successor (`,` successor)* `]`
// properties        ::= `<` dictionary-attribute `>`
// region-list       ::= `(` region (`,` region)* `)`
// trailing-location ::= `loc` `(` location `)`
type operation struct {
	Pos        lexer.Position
	EndPos     lexer.Position
	Results    []*opResult   `parser:"(@@ (',' @@)* '=')?"`
	Name       *stringLit    `parser:"@@"`
	Operands   []*valueUse   `parser:"'(' (@@ (',' @@)*)? ')'"`
	Successors []*blockRef   `parser:"('[' @@ (',' @@)* ']')?"`
	Properties *dictAttr     `parser:"('<' @@ '>')?"`
	Regions    []*region     `parser:"('(' @@ (',' @@)* ')')?"`
	Attrs      *dictAttr     `parser:"@@?"`
	Type       *functionType `parser:"':' @@"`
	Loc        location      `parser:"('loc' '(' @@ ')')?"`
}

// stringLit is a string-literal whose position matters.
type stringLit struct {
	Pos   lexer.Position
	Value string `parser:"@String"`
}

// op-result ::= value-id (`:` integer-literal)?
type opResult struct {
	Pos   lexer.Position
	Name  string  `parser:"@ValueID"`
	Count *string `parser:"(':' @Int)?"`
}

// value-use ::= value-id (`#` decimal-literal)?
type valueUse struct {
	Pos    lexer.Position
	Name   string `parser:"@ValueID"`
	Number string `parser:"@HashNum?"`
}

// successor ::= caret-id
type blockRef struct {
	Pos  lexer.Position
	Name string `parser:"@CaretID"`
}

// region      ::= `{` entry-block? block* `}`
// entry-block ::= operation+
type region struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Entry  []*operation `parser:"'{' @@*"`
	Blocks []*block     `parser:"@@* '}'"`
}

// block          ::= block-label operation*
// block-label    ::= caret-id block-arg-list? `:`
// block-arg-list ::= `(` (block-arg (`,` block-arg)*)? `)`
type block struct {
	Pos        lexer.Position
	Label      string       `parser:"@CaretID"`
	HasArgList bool         `parser:"( @'('"`
	Args       []*blockArg  `parser:"  (@@ (',' @@)*)? ')' )? ':'"`
	Ops        []*operation `parser:"@@*"`
}

// block-arg ::= value-id `:` type trailing-location?
type blockArg struct {
	Pos  lexer.Position
	Name string   `parser:"@ValueID ':'"`
	Type typ      `parser:"@@"`
	Loc  location `parser:"('loc' '(' @@ ')')?"`
}

// ---- Types ----

// typ is a type.
//
//	type ::= type-alias | dialect-type | builtin-type
type typ interface{ typeNode() }

// integer-type ::= [su]?`i` [1-9][0-9]*
type integerType struct {
	Pos  lexer.Position
	Name string `parser:"@IntType"`
}

// named-type ::= `index` | `none` | float-type
type namedType struct {
	Name string `parser:"@('index' | 'none' | 'bf16' | 'f16' | 'f32' | 'f64' | 'f80' | 'f128' | 'tf32' | 'f4E2M1FN' | 'f6E2M3FN' | 'f6E3M2FN' | 'f8E5M2' | 'f8E4M3' | 'f8E4M3FN' | 'f8E5M2FNUZ' | 'f8E4M3FNUZ' | 'f8E4M3B11FNUZ' | 'f8E3M4' | 'f8E8M0FNU')"`
}

// complex-type ::= `complex` `<` type `>`
type complexType struct {
	Elem typ `parser:"'complex' '<' @@ '>'"`
}

// tuple-type ::= `tuple` `<` (type (`,` type)*)? `>`
type tupleType struct {
	Types []typ `parser:"'tuple' '<' (@@ (',' @@)*)? '>'"`
}

// function-type    ::= type-list-parens `->` function-results
// function-results ::= type-list-parens | non-function-type
// type-list-parens ::= `(` (type (`,` type)*)? `)`
type functionType struct {
	Pos     lexer.Position
	Inputs  []typ `parser:"'(' (@@ (',' @@)*)? ')' '->'"`
	Results []typ `parser:"( '(' (@@ (',' @@)*)? ')'"`
	Result  typ   `parser:"| @@ )"`
}

// vector-type      ::= `vector` `<` vector-dim-list type `>`
// vector-dim-list  ::= (vector-dim `x`)*
// vector-dim       ::= decimal-literal | `[` decimal-literal `]`
type vectorType struct {
	Dims []*vectorDim `parser:"'vector' '<' (@@ 'x')*"`
	Elem typ          `parser:"@@ '>'"`
}

type vectorDim struct {
	Pos      lexer.Position
	Scalable string `parser:"  '[' @Int ']'"`
	Size     string `parser:"| @Int"`
}

// tensor-type ::= `tensor` `<` (`*` `x` type | dimension-list type (`,` attribute-value)?) `>`
// dimension-list ::= (dimension `x`)*
// dimension      ::= `?` | decimal-literal
type tensorType struct {
	Pos      lexer.Position
	Unranked bool      `parser:"'tensor' '<' ( @'*' 'x'"`
	Shape    []string  `parser:"            | (@('?' | Int) 'x')+ )?"`
	Elem     typ       `parser:"@@"`
	Encoding attribute `parser:"(',' @@)? '>'"`
}

// memref-type ::= `memref` `<` (`*` `x` | dimension-list) type (`,` attribute-value)* `>`
type memrefType struct {
	Pos      lexer.Position
	Unranked bool        `parser:"'memref' '<' ( @'*' 'x'"`
	Shape    []string    `parser:"            | (@('?' | Int) 'x')+ )?"`
	Elem     typ         `parser:"@@"`
	Params   []attribute `parser:"(',' @@)* '>'"`
}

// dialect-type        ::= `!` (opaque-dialect-type | pretty-dialect-type)
// pretty-dialect-type ::= dialect-namespace `.` pretty-dialect-type-lead-ident dialect-type-body?
type prettyDialectType struct {
	Pos  lexer.Position
	Name string       `parser:"@BangDotID"`
	Body *dialectBody `parser:"@@?"`
}

// opaque-dialect-type ::= dialect-namespace dialect-type-body
type opaqueDialectType struct {
	Pos  lexer.Position
	Name string       `parser:"@BangID"`
	Body *dialectBody `parser:"@@"`
}

// type-alias ::= `!` alias-name
type typeAlias struct {
	Pos  lexer.Position
	Name string `parser:"@BangID"`
}

// dialect-type-body     ::= `<` dialect-type-contents* `>`
// dialect-type-contents ::= dialect-type-body | `(` dialect-type-contents* `)`
//
//	| `[` dialect-type-contents* `]` | `{` dialect-type-contents* `}`
//	| [^\[<({\]>)}\0]+
//
// The body is kept verbatim; the same production serves dialect attributes.
type dialectBody struct {
	Pos      lexer.Position
	EndPos   lexer.Position
	Contents []*balancedToken `parser:"'<' @@* '>'"`
}

// balancedToken is one dialect-type-contents item: a nested bracketed group
// or any token that is not a bracket.
type balancedToken struct {
	Angle  *dialectBody     `parser:"  @@"`
	Paren  []*balancedToken `parser:"| '(' @@* ')'"`
	Square []*balancedToken `parser:"| '[' @@* ']'"`
	Brace  []*balancedToken `parser:"| '{' @@* '}'"`
	Other  string           `parser:"| @!('<' | '>' | '(' | ')' | '[' | ']' | '{' | '}' | '{-#' | '#-}')"`
}

// ---- Attributes ----

// attribute is an attribute value.
//
//	attribute-value ::= attribute-alias | dialect-attribute | builtin-attribute
type attribute interface{ attrNode() }

// dictionary-attribute ::= `{` (attribute-entry (`,` attribute-entry)*)? `}`
type dictAttr struct {
	Pos     lexer.Position
	Entries []*attrEntry `parser:"'{' (@@ (',' @@)*)? '}'"`
}

// attribute-entry ::= (bare-id | string-literal) (`=` attribute-value)?
type attrEntry struct {
	Pos   lexer.Position
	Name  string    `parser:"@(Ident | IntType | String)"`
	Value attribute `parser:"('=' @@)?"`
}

// array-attribute ::= `[` (attribute-value (`,` attribute-value)*)? `]`
type arrayAttr struct {
	Elems []attribute `parser:"'[' (@@ (',' @@)*)? ']'"`
}

// symbol-ref-attribute ::= symbol-ref-id (`::` symbol-ref-id)*
//
// mlir-opt lexes `::` as two colons and accepts `@a : : @b`; so does this.
type symbolRefAttr struct {
	Pos    lexer.Position
	Root   string   `parser:"@SymbolRef"`
	Nested []string `parser:"(':' ':' @SymbolRef)*"`
}

// pretty-dialect-attribute ::= dialect-namespace `.` pretty-dialect-attribute-lead-ident dialect-attribute-body?
//
// A dialect attribute may be followed by its type, as mlir-opt reads it:
//
//	dialect-attribute ::= `#` (opaque-dialect-attribute | pretty-dialect-attribute) (`:` type)?
type prettyDialectAttr struct {
	Pos  lexer.Position
	Name string       `parser:"@HashDotID"`
	Body *dialectBody `parser:"@@?"`
	Type typ          `parser:"(':' @@)?"`
}

// opaque-dialect-attribute ::= dialect-namespace dialect-attribute-body
type opaqueDialectAttr struct {
	Pos  lexer.Position
	Name string       `parser:"@HashID"`
	Body *dialectBody `parser:"@@"`
	Type typ          `parser:"(':' @@)?"`
}

// attribute-alias ::= `#` alias-name
type attrAlias struct {
	Pos  lexer.Position
	Name string `parser:"@HashID"`
}

// bool-attribute ::= `true` | `false`
type boolAttr struct {
	Value string `parser:"@('true' | 'false')"`
}

// unit-attribute ::= `unit`
type unitAttr struct {
	Unit bool `parser:"@'unit'"`
}

// affine-map-attribute ::= `affine_map` `<` affine-map `>`
type affineMapAttr struct {
	Map *affineMap `parser:"'affine_map' '<' @@ '>'"`
}

// integer-set-attribute ::= `affine_set` `<` integer-set `>`
type integerSetAttr struct {
	Set *integerSet `parser:"'affine_set' '<' @@ '>'"`
}

// dense-elements-attribute ::= `dense` `<` dense-element? `>` `:` type
type denseAttr struct {
	Pos   lexer.Position
	Elems *denseElem `parser:"'dense' '<' @@? '>'"`
	Type  typ        `parser:"':' @@"`
}

// dense-element ::= `[` (dense-element (`,` dense-element)*)? `]`
//
//	| `(` dense-element `,` dense-element `)` | literal
type denseElem struct {
	Pos     lexer.Position
	EndPos  lexer.Position
	IsList  bool         `parser:"  ( @'['"`
	List    []*denseElem `parser:"    (@@ (',' @@)*)? ']' )"`
	Complex []*denseElem `parser:"| '(' @@ ',' @@ ')'"`
	Lit     *literal     `parser:"| @@"`
}

// literal ::= `-`? (integer-literal | float-literal) | `true` | `false` | string-literal
type literal struct {
	Pos  lexer.Position
	Neg  bool   `parser:"(  @'-'?"`
	Num  string `parser:"   @(Int | HexInt | Float) )"`
	Bool string `parser:"| @('true' | 'false')"`
	Str  string `parser:"| @String"`
}

// dense-resource-attribute ::= `dense_resource` `<` (bare-id | string-literal) `>` `:` type
type denseResourceAttr struct {
	Pos    lexer.Position
	Handle string `parser:"'dense_resource' '<' @(Ident | String) '>'"`
	Type   typ    `parser:"':' @@"`
}

// sparse-elements-attribute ::= `sparse` `<` (dense-element `,` dense-element)? `>` `:` type
type sparseAttr struct {
	Pos     lexer.Position
	Indices *denseElem `parser:"'sparse' '<' (@@ ','"`
	Values  *denseElem `parser:"@@)? '>'"`
	Type    typ        `parser:"':' @@"`
}

// dense-array-attribute ::= `array` `<` type (`:` literal (`,` literal)*)? `>`
type denseArrayAttr struct {
	ElemType typ        `parser:"'array' '<' @@"`
	Elems    []*literal `parser:"(':' @@ (',' @@)*)? '>'"`
}

// strided-layout ::= `strided` `<` `[` (stride (`,` stride)*)? `]` (`,` `offset` `:` stride)? `>`
// stride         ::= `?` | `-`? decimal-literal
type stridedAttr struct {
	Strides []*stride `parser:"'strided' '<' '[' (@@ (',' @@)*)? ']'"`
	Offset  *stride   `parser:"(',' 'offset' ':' @@)? '>'"`
}

type stride struct {
	Pos   lexer.Position
	Value string `parser:"@'?' | @'-'? @Int"`
}

// distinct-attribute ::= `distinct` `[` decimal-literal `]` `<` attribute-value? `>`
type distinctAttr struct {
	ID    string    `parser:"'distinct' '[' @Int ']'"`
	Inner attribute `parser:"'<' @@? '>'"`
}

// location-attribute ::= `loc` `(` location `)`
type locationAttr struct {
	Loc location `parser:"'loc' '(' @@ ')'"`
}

// number-attribute ::= `-`? (integer-literal | float-literal) (`:` type)?
type numberAttr struct {
	Pos    lexer.Position
	EndPos lexer.Position
	Neg    bool   `parser:"@'-'?"`
	Value  string `parser:"@(Int | HexInt | Float)"`
	Type   typ    `parser:"(':' @@)?"`
}

// string-attribute ::= string-literal (`:` type)?
type stringAttr struct {
	Pos   lexer.Position
	Value string `parser:"@String"`
	Type  typ    `parser:"(':' @@)?"`
}

// type-attribute ::= type
type typeAttr struct {
	Type typ `parser:"@@"`
}

// ---- Locations ----

// location is the inside of `loc(...)`.
//
//	location ::= `unknown` | callsite-location | fused-location
//	           | file-line-col-location | name-location | attribute-alias
type location interface{ locNode() }

// unknown-location ::= `unknown`
type unknownLoc struct {
	Unknown bool `parser:"@'unknown'"`
}

// callsite-location ::= `callsite` `(` location `at` location `)`
type callSiteLoc struct {
	Callee location `parser:"'callsite' '(' @@ 'at'"`
	Caller location `parser:"@@ ')'"`
}

// fused-location ::= `fused` (`<` attribute-value `>`)? `[` location (`,` location)* `]`
type fusedLoc struct {
	Metadata attribute  `parser:"'fused' ('<' @@ '>')?"`
	Locs     []location `parser:"'[' @@ (',' @@)* ']'"`
}

// file-line-col-location ::= string-literal `:` decimal-literal (`:` decimal-literal)?
//
//	(`to` decimal-literal? `:` decimal-literal)?
//
// name-location ::= string-literal (`(` location `)`)?
type fileOrNameLoc struct {
	Pos     lexer.Position
	Name    string   `parser:"@String"`
	Line    string   `parser:"( ':' @Int"`
	Col     string   `parser:"  (':' @Int)?"`
	HasTo   bool     `parser:"  (@'to'"`
	EndLine string   `parser:"   @Int?"`
	EndCol  string   `parser:"   ':' @Int)?"`
	Child   location `parser:"| '(' @@ ')' )?"`
}

// location-alias ::= `#` alias-name
type locAlias struct {
	Pos  lexer.Position
	Name string `parser:"@HashID"`
}

// ---- Affine maps and integer sets ----

// affine-map ::= dim-list symbol-list? `->` `(` (affine-expr (`,` affine-expr)*)? `)`
// dim-list    ::= `(` (bare-id (`,` bare-id)*)? `)`
// symbol-list ::= `[` (bare-id (`,` bare-id)*)? `]`
type affineMap struct {
	Dims    []string      `parser:"'(' (@(Ident | IntType) (',' @(Ident | IntType))*)? ')'"`
	Syms    []string      `parser:"('[' (@(Ident | IntType) (',' @(Ident | IntType))*)? ']')?"`
	Results []*affineExpr `parser:"'->' '(' (@@ (',' @@)*)? ')'"`
}

// integer-set ::= dim-list symbol-list? `:` `(` (affine-constraint (`,` affine-constraint)*)? `)`
type integerSet struct {
	Dims        []string            `parser:"'(' (@(Ident | IntType) (',' @(Ident | IntType))*)? ')'"`
	Syms        []string            `parser:"('[' (@(Ident | IntType) (',' @(Ident | IntType))*)? ']')?"`
	Constraints []*affineConstraint `parser:"':' '(' (@@ (',' @@)*)? ')'"`
}

// affine-constraint ::= affine-expr (`>` `=` | `<` `=` | `=` `=`) affine-expr
type affineConstraint struct {
	LHS *affineExpr `parser:"@@"`
	Op  string      `parser:"@('>' '=' | '<' '=' | '=' '=')"`
	RHS *affineExpr `parser:"@@"`
}

// affine-expr ::= affine-term ((`+` | `-`) affine-term)*
type affineExpr struct {
	First *affineTerm    `parser:"@@"`
	Rest  []*affineAddOp `parser:"@@*"`
}

type affineAddOp struct {
	Op   string      `parser:"@('+' | '-')"`
	Term *affineTerm `parser:"@@"`
}

// affine-term ::= affine-unary ((`*` | `floordiv` | `ceildiv` | `mod`) affine-unary)*
type affineTerm struct {
	First *affineUnary   `parser:"@@"`
	Rest  []*affineMulOp `parser:"@@*"`
}

type affineMulOp struct {
	Op      string       `parser:"@('*' | 'floordiv' | 'ceildiv' | 'mod')"`
	Operand *affineUnary `parser:"@@"`
}

// affine-unary ::= `-` affine-unary | bare-id | decimal-literal | `(` affine-expr `)`
type affineUnary struct {
	Pos   lexer.Position
	Neg   *affineUnary `parser:"  '-' @@"`
	ID    string       `parser:"| @(Ident | IntType)"`
	Const string       `parser:"| @Int"`
	Paren *affineExpr  `parser:"| '(' @@ ')'"`
}

func (*operation) topItem()    {}
func (*attrAliasDef) topItem() {}
func (*typeAliasDef) topItem() {}
func (*fileMetadata) topItem() {}

func (*integerType) typeNode()       {}
func (*namedType) typeNode()         {}
func (*complexType) typeNode()       {}
func (*tupleType) typeNode()         {}
func (*functionType) typeNode()      {}
func (*vectorType) typeNode()        {}
func (*tensorType) typeNode()        {}
func (*memrefType) typeNode()        {}
func (*prettyDialectType) typeNode() {}
func (*opaqueDialectType) typeNode() {}
func (*typeAlias) typeNode()         {}

func (*dictAttr) attrNode()          {}
func (*arrayAttr) attrNode()         {}
func (*symbolRefAttr) attrNode()     {}
func (*prettyDialectAttr) attrNode() {}
func (*opaqueDialectAttr) attrNode() {}
func (*attrAlias) attrNode()         {}
func (*boolAttr) attrNode()          {}
func (*unitAttr) attrNode()          {}
func (*affineMapAttr) attrNode()     {}
func (*integerSetAttr) attrNode()    {}
func (*denseAttr) attrNode()         {}
func (*denseResourceAttr) attrNode() {}
func (*sparseAttr) attrNode()        {}
func (*denseArrayAttr) attrNode()    {}
func (*stridedAttr) attrNode()       {}
func (*distinctAttr) attrNode()      {}
func (*locationAttr) attrNode()      {}
func (*numberAttr) attrNode()        {}
func (*stringAttr) attrNode()        {}
func (*typeAttr) attrNode()          {}

func (*unknownLoc) locNode()    {}
func (*callSiteLoc) locNode()   {}
func (*fusedLoc) locNode()      {}
func (*fileOrNameLoc) locNode() {}
func (*locAlias) locNode()      {}
