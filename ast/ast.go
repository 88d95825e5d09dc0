package ast

// Module is a whole parsed file.
//
//	toplevel ::= (operation | attribute-alias-def | type-alias-def)* file-metadata?
type Module struct {
	File     *File
	Items    []Item     // *Operation, *AliasDef, *FileMetadata, in source order
	Comments []*Comment // every comment, in source order
}

// Item is a top-level entry of a Module.
type Item interface{ item() }

func (*Operation) item()    {}
func (*AliasDef) item()     {}
func (*FileMetadata) item() {}

// Comment is one `// ...` line comment; Text excludes the newline.
type Comment struct {
	Pos  Pos
	Text string
}

// AliasDef is an attribute or type alias definition.
//
//	attribute-alias-def ::= `#` alias-name `=` attribute-value
//	type-alias-def      ::= `!` alias-name `=` type
type AliasDef struct {
	Pos  Pos    // of the `#` or `!`
	Name string // without the sigil
	Attr Attr   // set for `#name = ...`
	Type Type   // set for `!name = ...`
	End  Pos    // just past the value
}

// FileMetadata is the `{-# ... #-}` dictionary of resources.
//
//	file-metadata ::= `{-#` (metadata-entry (`,` metadata-entry)*)? `#-}`
//	metadata-entry ::= bare-id `:` `{` (resource-group (`,` resource-group)*)? `}`
//	resource-group ::= bare-id `:` `{` (resource (`,` resource)*)? `}`
//	resource ::= (bare-id | string-literal) `:` (string-literal | bool | `{`...`}`)
type FileMetadata struct {
	Pos     Pos
	Entries []*MetadataEntry
	End     Pos
}

// MetadataEntry is `dialect_resources: {...}` or `external_resources: {...}`.
type MetadataEntry struct {
	Pos    Pos
	Key    string
	Groups []*ResourceGroup
}

// ResourceGroup is a dialect's (or external tool's) set of named resources.
type ResourceGroup struct {
	Pos       Pos
	Name      string
	Resources []*Resource
}

// Resource is one `key: value` entry; Value is the verbatim source text of
// the value (a string literal with its quotes, `true`/`false`, or a
// balanced `{...}` body).
type Resource struct {
	Pos   Pos
	Key   string
	Value string
}

// Operation is one operation.
//
//	operation         ::= op-result-list? (generic-operation | custom-operation) trailing-location?
//	generic-operation ::= string-literal `(` value-use-list? `)` successor-list?
//	                      properties? region-list? dictionary-attribute? `:` function-type
//	op-result-list    ::= op-result (`,` op-result)* `=`
//	op-result         ::= value-id (`:` integer-literal)?
//	successor-list    ::= `[` successor (`,` successor)* `]`
//	properties        ::= `<` dictionary-attribute `>`
//	region-list       ::= `(` region (`,` region)* `)`
//	trailing-location ::= `loc` `(` location `)`
type Operation struct {
	Pos        Pos // start: the first result, else the name
	Results    []OpResult
	Name       string // the op name, unquoted
	NamePos    Pos
	Operands   []ValueUse
	Successors []BlockRef
	Properties Attr // the attribute inside `<...>`, or nil
	Regions    []*Region
	Attrs      *DictAttr // nil when absent
	TypePos    Pos       // of the function type after `:`
	Type       *FunctionType
	Loc        Attr // the location inside `loc(...)`, or nil
	End        Pos  // just past the last token
	// Custom is set for an op written in custom form: what its syntax
	// parsed, grouped as the op's definition declares its parts. Operands,
	// Successors, Regions and Attrs above hold the same values flattened;
	// Properties and Type are nil.
	Custom *CustomOp
}

// CustomOp is an operation's custom form as its syntax parsed it (MLIR's
// OperationState before type resolution). Groups follow the op's
// definition: Operands[i] is the i-th declared operand group (empty for an
// absent optional), and the same for types.
type CustomOp struct {
	Operands [][]ValueUse
	// OperandTypes[i] is nil when the syntax does not spell the group's
	// types (they are built, matched or inferred when the op is lowered);
	// otherwise it has one type per operand of the group.
	OperandTypes [][]Type
	// ResultTypes[i] is nil when the syntax leaves the group's types to be
	// inferred.
	ResultTypes [][]Type
	// Props are the inherent attributes the syntax gave by name (`$value`,
	// an enum keyword, a unit keyword, prop-dict entries), in parse order.
	Props []NamedAttr
	// Regions and Successors as parsed, per declared group.
	Regions    [][]*Region
	Successors [][]BlockRef
	// Attrs is the attr-dict (discardable and inherent attributes written
	// in the dictionary), or nil.
	Attrs *DictAttr
	// DictOverrides is set by a hand-written syntax whose C++ parser puts
	// what it reads in the op's properties, not in its attributes: an
	// entry of the same name in Attrs then overrides it, as with a
	// declarative format, instead of being rejected as given twice.
	DictOverrides bool
	// Extra is what a hand-written syntax keeps for its op's build step,
	// which runs once the op is lowered (dialect.Builder): parts of the
	// custom form that the op's C++ parser turns into IR only with types
	// and attributes resolved (linalg.map's payload op name). Opaque to
	// the parser and the lowering.
	Extra any
}

// OpResult is `%name` or `%name:count`; Count is 1 when no count was written.
type OpResult struct {
	Pos   Pos
	Name  string // without `%`
	Count int
	// Packed records that `:count` was written (so `%x:1` prints back as written).
	Packed bool
}

// ValueUse is `%name` or `%name#index`; Index is -1 when absent.
type ValueUse struct {
	Pos   Pos
	Name  string // without `%`
	Index int
}

// BlockRef is a use of a block label, `^name`.
type BlockRef struct {
	Pos  Pos
	Name string // without `^`
}

// Region is a `{ ... }` list of blocks; a first block without a label is the
// entry block.
//
//	region ::= `{` entry-block? block* `}`
type Region struct {
	LBrace Pos
	Blocks []*Block
	RBrace Pos
	// Isolated is set by a custom syntax that parses the region in an
	// isolated name scope (OpAsmParser::parseRegion's enableNameShadowing):
	// the names defined around it are not visible inside, so its entry
	// arguments may reuse them (emitc.expression).
	Isolated bool
}

// Block is a labelled or (for the entry block only) unlabelled list of ops.
//
//	block       ::= block-label operation*
//	block-label ::= caret-id block-arg-list? `:`
type Block struct {
	Pos   Pos    // of `^`, or of the first op for an unlabelled block
	Label string // without `^`; "" for an unlabelled entry block
	Args  []BlockArg
	// HasArgList records that `(...)` was written after the label, even if empty.
	HasArgList bool
	Ops        []*Operation
}

// BlockArg is `%name: type loc(...)?`.
type BlockArg struct {
	Pos  Pos
	Name string // without `%`
	Type Type
	Loc  Attr // nil when absent
}
