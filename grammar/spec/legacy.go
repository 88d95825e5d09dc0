package spec

import (
	"fmt"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
)

// The legacy grammar: the EBNF of the LangRef of August 2019 (the first
// published one, ../shared/seeds/000_*), with the affine maps and integer
// sets of its Affine.md, as participle structs; `mlirfmt -grammar -legacy`
// checks a file against it (CheckLegacy). As for today's grammar, custom
// operation forms are the dialects' and are rejected; the 2019 productions
// for functions and modules (custom forms then, in the EBNF all the same)
// are here. What differs from today's: `func` and `module` at the top and in
// regions; `!x = type T` aliases; `#x = ` maps and sets written bare (no
// affine_map<>), also as memref layouts and attribute values; successors
// with their operands (`^bb1(%v : i32)`); no properties, resources,
// distinct, strided, dense_resource, array<> attributes; only the types of
// 2019 (i, f16, bf16, f32, f64, index, none, vector, tensor, memref,
// complex, tuple, function and dialect types).
//
// Where the seed's EBNF and its own examples disagree, both are read:
// dictionary entries with `=` (the EBNF) or `:` (every example); a
// generic operation's type whose single input is not in parentheses
// (`vector<4 x f32> -> ()`, its type alias example); a trailing
// `loc(...)` (2019's printer wrote it, the LangRef had no production yet).

// legacyTop ::= (function | module | type-alias-def | affine-map-def | integer-set-def | operation)*
type legacyTop struct {
	Items []lItem `parser:"@@*"`
}

type lItem interface{ lItem() }

// lRegionItem is what a region holds: an operation, or the function and
// module ops of 2019's EBNF.
type lRegionItem interface{ lRegionItem() }

// function           ::= `func` function-signature function-attributes? function-body?
// function-signature ::= symbol-ref-id `(` argument-list `)` (`->` function-result-type)?
// function-attributes ::= `attributes` attribute-dict
// function-body      ::= region
type lFunction struct {
	Name    string    `parser:"'func' @SymbolRef"`
	Args    []*lArg   `parser:"'(' (@@ (',' @@)*)? ')'"`
	Results *lResults `parser:"('->' @@)?"`
	Attrs   *lDict    `parser:"('attributes' @@)?"`
	Body    *lRegion  `parser:"@@?"`
}

// argument-list  ::= (named-argument (`,` named-argument)*) | (type attribute-dict? (`,` type attribute-dict?)*) | /*empty*/
// named-argument ::= ssa-id `:` type attribute-dict?
type lArg struct {
	Name  string `parser:"(@ValueID ':')?"`
	Type  lType  `parser:"@@"`
	Attrs *lDict `parser:"@@?"`
}

// function-result-type ::= type-list-parens | non-function-type
type lResults struct {
	List []lType `parser:"  '(' (@@ (',' @@)*)? ')'"`
	One  lType   `parser:"| @@"`
}

// module ::= `module` (`attributes` attribute-dict)? region
type lModule struct {
	Attrs *lDict   `parser:"'module' ('attributes' @@)?"`
	Body  *lRegion `parser:"@@"`
}

// type-alias-def ::= '!' alias-name '=' 'type' type
type lTypeAliasDef struct {
	Name string `parser:"@BangID '=' 'type'"`
	Type lType  `parser:"@@"`
}

// affine-map-def  ::= affine-map-id `=` affine-map-inline
// integer-set-def ::= integer-set-id `=` integer-set-inline
type lAffineDef struct {
	Name  string     `parser:"@HashID '='"`
	Value *lMapOrSet `parser:"@@"`
}

// affine-map-inline  ::= dim-and-symbol-id-lists `->` multi-dim-affine-expr
// integer-set-inline ::= dim-and-symbol-id-lists `:` `(` affine-constraint-conjunction? `)`
// dim-and-symbol-id-lists ::= `(` bare-id-list? `)` (`[` bare-id-list? `]`)?
// multi-dim-affine-expr   ::= `(` affine-expr (`,` affine-expr)* `)`
type lMapOrSet struct {
	Dims []string            `parser:"'(' (@(Ident | IntType) (',' @(Ident | IntType))*)? ')'"`
	Syms []string            `parser:"('[' (@(Ident | IntType) (',' @(Ident | IntType))*)? ']')?"`
	Map  []*affineExpr       `parser:"( '->' '(' (@@ (',' @@)*)? ')'"`
	Set  []*affineConstraint `parser:"| ':' '(' (@@ (',' @@)*)? ')' )"`
}

// operation ::= op-result? string-literal `(` ssa-use-list? `)`
//
//	(`[` successor-list `]`)? (`(` region-list `)`)?
//	attribute-dict? `:` function-type
//
// op-result ::= ssa-id ((`:` integer-literal) | (`,` ssa-id)*) `=`
type lOperation struct {
	Results    []*opResult      `parser:"(@@ (',' @@)* '=')?"`
	Name       string           `parser:"@String"`
	Operands   []*valueUse      `parser:"'(' (@@ (',' @@)*)? ')'"`
	Successors []*lSuccessor    `parser:"('[' @@ (',' @@)* ']')?"`
	Regions    []*lRegion       `parser:"('(' @@ (',' @@)* ')')?"`
	Attrs      *lDict           `parser:"@@?"`
	Type       *lOpType         `parser:"':' @@"`
	Loc        []*balancedToken `parser:"('loc' '(' @@* ')')?"`
}

// successor       ::= bb-id branch-use-list?
// branch-use-list ::= `(` ssa-use-list `:` type-list-no-parens `)`
type lSuccessor struct {
	Name  string      `parser:"@CaretID"`
	Args  []*valueUse `parser:"('(' @@ (',' @@)*"`
	Types []lType     `parser:"':' @@ (',' @@)* ')')?"`
}

// region ::= `{` block+ `}`, the first block's label optional (as every
// example writes it).
type lRegion struct {
	Entry  []lRegionItem `parser:"'{' @@*"`
	Blocks []*lBlock     `parser:"@@* '}'"`
}

// block       ::= bb-label operation+
// bb-label    ::= bb-id bb-arg-list? `:`
// bb-arg-list ::= `(` ssa-id-and-type-list? `)`
type lBlock struct {
	Label string        `parser:"@CaretID"`
	Args  []*lBlockArg  `parser:"('(' (@@ (',' @@)*)? ')')? ':'"`
	Ops   []lRegionItem `parser:"@@*"`
}

// ssa-id-and-type ::= ssa-id `:` type
type lBlockArg struct {
	Name string `parser:"@ValueID ':'"`
	Type lType  `parser:"@@"`
}

// ---- Types ----

// type ::= non-function-type | function-type
type lType interface{ lType() }

// integer-type ::= `i` [1-9][0-9]*
type lIntType struct {
	Name signlessInt `parser:"@IntType"`
}

// signlessInt is an integer type of 2019: signless (si32 and ui32 came in
// 2020).
type signlessInt string

func (n *signlessInt) Capture(values []string) error {
	if !strings.HasPrefix(values[0], "i") {
		return fmt.Errorf("%s: integer types were signless in 2019 (i%s)", values[0], strings.TrimLeft(values[0], "sui"))
	}
	*n = signlessInt(values[0])
	return nil
}

// index-type ::= `index`; float-type ::= `f16` | `bf16` | `f32` | `f64`; none-type ::= `none`
type lNamedType struct {
	Name string `parser:"@('index' | 'none' | 'bf16' | 'f16' | 'f32' | 'f64')"`
}

// complex-type ::= `complex` `<` type `>`
type lComplexType struct {
	Elem lType `parser:"'complex' '<' @@ '>'"`
}

// tuple-type ::= `tuple` `<` (type ( `,` type)*)? `>`
type lTupleType struct {
	Types []lType `parser:"'tuple' '<' (@@ (',' @@)*)? '>'"`
}

// vector-type           ::= `vector` `<` static-dimension-list vector-element-type `>`
// static-dimension-list ::= (decimal-literal `x`)+
type lVectorType struct {
	Dims []string `parser:"'vector' '<' (@Int 'x')+"`
	Elem lType    `parser:"@@ '>'"`
}

// tensor-type    ::= `tensor` `<` dimension-list tensor-memref-element-type `>`
// dimension-list ::= dimension-list-ranked | (`*` `x`)
// dimension-list-ranked ::= (dimension `x`)*
// dimension      ::= `?` | decimal-literal
type lTensorType struct {
	Unranked bool     `parser:"'tensor' '<' ( @'*' 'x'"`
	Shape    []string `parser:"            | (@('?' | Int) 'x')+ )?"`
	Elem     lType    `parser:"@@ '>'"`
}

// memref-type ::= `memref` `<` dimension-list-ranked tensor-memref-element-type
//
//	(`,` semi-affine-map-composition)? (`,` memory-space)? `>`
//
// semi-affine-map-composition ::= (semi-affine-map `,` )* semi-affine-map
// memory-space ::= integer-literal
type lMemrefType struct {
	Shape  []string        `parser:"'memref' '<' (@('?' | Int) 'x')*"`
	Elem   lType           `parser:"@@"`
	Params []*lMemrefParam `parser:"(',' @@)* '>'"`
}

// lMemrefParam is a semi-affine map (bare, or its alias) or the memory space.
type lMemrefParam struct {
	Map   *lMapOrSet `parser:"  @@"`
	Alias string     `parser:"| @HashID"`
	Space string     `parser:"| @Int"`
}

// function-type ::= type-list-parens `->` function-result-type
type lFunctionType struct {
	Inputs  []lType   `parser:"'(' (@@ (',' @@)*)? ')' '->'"`
	Results *lResults `parser:"@@"`
}

// lOpType is a generic operation's function type; its single input may be
// written without parentheses (the seed's example).
type lOpType struct {
	Inputs  []lType   `parser:"( '(' (@@ (',' @@)*)? ')'"`
	Input   lType     `parser:"| @@ ) '->'"`
	Results *lResults `parser:"@@"`
}

// dialect-type ::= '!' dialect-namespace '<' '"' type-specific-data '"' '>'
// dialect-type ::= '!' alias-name pretty-dialect-type-body?
// type-alias   ::= '!' alias-name
type lBangType struct {
	Name string       `parser:"@(BangID | BangDotID)"`
	Body *dialectBody `parser:"@@?"`
}

// ---- Attributes ----

// attribute-value ::= affine-map-attribute | array-attribute | bool-attribute
//
//	| dictionary-attribute | elements-attribute | integer-attribute
//	| integer-set-attribute | float-attribute | string-attribute
//	| symbol-ref-attribute | type-attribute | unit-attribute
type lAttr interface{ lAttr() }

// attribute-dict  ::= `{` `}` | `{` attribute-entry (`,` attribute-entry)* `}`
// attribute-entry ::= (dialect-namespace `.`)? bare-id `=` attribute-value
type lDict struct {
	Entries []*lEntry `parser:"'{' (@@ (',' @@)*)? '}'"`
}

type lEntry struct {
	Name  string `parser:"@(Ident | IntType | String)"`
	Value lAttr  `parser:"(('=' | ':') @@)?"`
}

// array-attribute ::= `[` (attribute-value (`,` attribute-value)*)? `]`
type lArray struct {
	Elems []lAttr `parser:"'[' (@@ (',' @@)*)? ']'"`
}

// symbol-ref-attribute ::= symbol-ref-id
type lSymbolRef struct {
	Name string `parser:"@SymbolRef"`
}

// bool-attribute ::= `true` | `false`; unit-attribute ::= `unit`
type lKeywordAttr struct {
	Word string `parser:"@('true' | 'false' | 'unit')"`
}

// dense-elements-attribute ::= `dense` `<` attribute-value `>` `:` ( tensor-type | vector-type )
type lDense struct {
	Value lAttr `parser:"'dense' '<' @@ '>'"`
	Type  lType `parser:"':' @@"`
}

// opaque-elements-attribute ::= `opaque` `<` dialect-namespace `,` hex-string-literal `>` `:` ( tensor-type | vector-type )
type lOpaque struct {
	Dialect string `parser:"'opaque' '<' @Ident ','"`
	Hex     string `parser:"@String '>'"`
	Type    lType  `parser:"':' @@"`
}

// sparse-elements-attribute ::= `sparse` `<` attribute-value `,` attribute-value `>` `:` ( tensor-type | vector-type )
type lSparse struct {
	Indices lAttr `parser:"'sparse' '<' @@ ','"`
	Values  lAttr `parser:"@@ '>'"`
	Type    lType `parser:"':' @@"`
}

// integer-attribute ::= integer-literal ( `:` (index-type | integer-type) )?
// float-attribute   ::= (float-literal (`:` float-type)?) | (hexadecimal-literal `:` float-type)
type lNumber struct {
	Neg   bool   `parser:"@'-'?"`
	Value string `parser:"@(Int | HexInt | Float)"`
	Type  lType  `parser:"(':' @@)?"`
}

// string-attribute ::= string-literal (`:` type)?
type lString struct {
	Value string `parser:"@String"`
	Type  lType  `parser:"(':' @@)?"`
}

// An attribute alias (a map's or set's), or a dialect attribute.
type lHashAttr struct {
	Name string       `parser:"@(HashID | HashDotID)"`
	Body *dialectBody `parser:"@@?"`
}

// affine-map-attribute ::= affine-map; integer-set-attribute ::= integer-set
type lMapAttr struct {
	Map *lMapOrSet `parser:"@@"`
}

// type-attribute ::= type
type lTypeAttr struct {
	Type lType `parser:"@@"`
}

func (*lFunction) lItem()     {}
func (*lModule) lItem()       {}
func (*lTypeAliasDef) lItem() {}
func (*lAffineDef) lItem()    {}
func (*lOperation) lItem()    {}

func (*lFunction) lRegionItem()  {}
func (*lModule) lRegionItem()    {}
func (*lOperation) lRegionItem() {}

func (*lIntType) lType()      {}
func (*lNamedType) lType()    {}
func (*lComplexType) lType()  {}
func (*lTupleType) lType()    {}
func (*lVectorType) lType()   {}
func (*lTensorType) lType()   {}
func (*lMemrefType) lType()   {}
func (*lFunctionType) lType() {}
func (*lBangType) lType()     {}

func (*lDict) lAttr()        {}
func (*lArray) lAttr()       {}
func (*lSymbolRef) lAttr()   {}
func (*lKeywordAttr) lAttr() {}
func (*lDense) lAttr()       {}
func (*lOpaque) lAttr()      {}
func (*lSparse) lAttr()      {}
func (*lNumber) lAttr()      {}
func (*lString) lAttr()      {}
func (*lHashAttr) lAttr()    {}
func (*lMapAttr) lAttr()     {}
func (*lTypeAttr) lAttr()    {}

// legacyParser is built on first use, as the reference parser is. Bare maps
// and function types both start with `(`: lookahead decides between them.
var legacyParser = sync.OnceValue(func() *participle.Parser[legacyTop] {
	if participle.MaxIterations < maxIterations {
		participle.MaxIterations = maxIterations
	}
	return participle.MustBuild[legacyTop](
		participle.Lexer(mlirLexerDef),
		participle.Elide("Comment"),
		participle.UseLookahead(64),
		participle.Union[lItem](&lFunction{}, &lModule{}, &lTypeAliasDef{}, &lAffineDef{}, &lOperation{}),
		participle.Union[lRegionItem](&lFunction{}, &lModule{}, &lOperation{}),
		participle.Union[lType](&lIntType{}, &lNamedType{}, &lComplexType{}, &lTupleType{}, &lVectorType{},
			&lTensorType{}, &lMemrefType{}, &lFunctionType{}, &lBangType{}),
		participle.Union[lAttr](&lDict{}, &lArray{}, &lSymbolRef{}, &lKeywordAttr{}, &lDense{}, &lOpaque{},
			&lSparse{}, &lNumber{}, &lString{}, &lHashAttr{}, &lMapAttr{}, &lTypeAttr{}),
	)
})

// LegacyGrammar returns the EBNF participle derives from the legacy grammar.
func LegacyGrammar() string { return legacyParser().String() }

// CheckLegacy reports whether src conforms to the grammar of the LangRef of
// August 2019 (what `mlirfmt -grammar -legacy` checks). The error is a
// *diag.Diagnostic at the offset where parsing failed.
func CheckLegacy(filename string, src []byte) error {
	if _, err := legacyParser().ParseBytes(filename, src); err != nil {
		return toDiag(err)
	}
	return nil
}
