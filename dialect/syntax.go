// Package dialect is the contract between gomlir's core (grammar, lower,
// printer, verify, format, lsp) and the dialects: what MLIR's
// OpAsmParser and OpAsmPrinter are to a C++ dialect. A custom form is a
// Syntax that parses through a Parser and prints through a Printer; the
// declarative assembly-format engine (dialects/asmformat) is one
// implementation of Syntax, hand-written syntaxes (func.func, scf.for,
// ...) are others. Registry is everything the core asks of the dialects.
//
// A hand-written syntax reads top to bottom through a Reader, which offers
// what OpAsmParser offers beyond single elements (comma-separated lists
// with their delimiters, operand, argument, assignment and type lists)
// with a sticky error: after the first error every call is a no-op, and
// Err returns that error. The same lists are functions over a Parser
// (ParseCommaList, ParseOperandList, ...).
//
// The core packages import this package, never a concrete dialect nor the
// format engine.
package dialect

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/ir"
)

// Syntax parses and prints one op's custom form.
type Syntax interface {
	// Parse reads the custom form after the op name (and after the
	// `%r = ` results, which the caller has parsed) up to, not including,
	// a trailing `loc(...)`, filling st. Errors come from the Parser's
	// methods or Parser.Errorf, so they carry mlir-opt's positions.
	Parse(p Parser, st *ast.CustomOp) error
	// Print writes the custom form after the op name.
	Print(p Printer, op *ir.Operation)
}

// Parser is the fast parser as a custom-form parser sees it (MLIR's
// OpAsmParser). Parse* methods require their element and return an error
// placed as mlir-opt places it when it is missing; ParseOptional* methods
// report whether the element was there and fail only when it started but
// is malformed.
type Parser interface {
	// Pos is the start of the current token.
	Pos() ast.Pos
	// OpNamePos is the position of the op name (MLIR's getNameLoc), where
	// mlir-opt reports errors about the op as a whole.
	OpNamePos() ast.Pos
	// NumResults is the number of results the op is written with
	// (`%a, %b:2 = ...` is 3), as OpAsmParser::getNumResults.
	NumResults() int
	// ResolveTypeAlias returns the type the type alias t stands for (an
	// alias of an alias followed to its end), as MLIR's parser sees it
	// once it has read `!name`: the aliases defined earlier in the file
	// are known. A type that is not an alias is returned as is; an alias
	// not defined (yet) is mlir-opt's "undefined symbol alias id".
	ResolveTypeAlias(t ast.Type) (ast.Type, error)
	// Peek reports whether the current token is what without consuming
	// it: a punctuation ("(", "[", "<", "{", ",", ":", "->", ...), a
	// keyword (a bare identifier, spelled out), or a token class: "%" an
	// SSA value, "^" a block, "@" a symbol, "#" an attribute alias or
	// dialect attribute, "!" a type alias or dialect type, "\"" a string,
	// "0" an integer, "0.0" a float.
	Peek(what string) bool
	// HasTrait reports whether the registered op name has trait
	// ("Terminator", ...); false for an op that is not registered.
	HasTrait(name, trait string) bool
	// Errorf reports an error at pos, as OpAsmParser::emitError does: the
	// message is prefixed with "custom op 'NAME' ". Only the first error
	// of a parse is kept.
	Errorf(pos ast.Pos, format string, args ...any) error
	// EmitErrorf reports an error at pos in the words given, without the
	// prefix, as mlir::emitError(loc) does from a C++ parser (wasmssa.func's
	// "invalid type for wasm.func argument...").
	EmitErrorf(pos ast.Pos, format string, args ...any) error
	// EmitErrorAndGoOn reports an error at pos in the words given, as
	// mlir::emitError(loc) does from a C++ parser that then goes on as if
	// nothing was wrong (wasmssa.func's bad argument types): the parse
	// goes on, and mlir-opt verifies what it read, reporting the
	// verifier's errors after this one; the file is invalid all the same.
	EmitErrorAndGoOn(pos ast.Pos, format string, args ...any)
	// WrongToken reports "msg" just after the previous token, as mlir-opt's
	// emitWrongTokenError does ("expected ','").
	WrongToken(msg string) error

	// Punct is one of ( ) [ ] { } < > , : = -> ? * + ... | and `{-#`-free
	// punctuation; ParsePunct fails with "expected 'p'".
	ParsePunct(p string) error
	ParseOptionalPunct(p string) bool
	// Keywords are bare identifiers (and `loc`-free words such as `to`).
	ParseKeyword(kw string) error
	ParseOptionalKeyword(kw string) bool
	// ParseOptionalKeywordOf accepts any bare identifier among choices
	// (nil: any bare identifier) and returns it.
	ParseOptionalKeywordOf(choices []string) (string, bool)
	ParseOptionalString() (string, bool)
	// Integers (for custom directives such as dimension lists).
	ParseOptionalInteger() (int64, bool, error)
	// ParseDimensionList parses `4x?x8` (OpAsmParser::parseDimensionList):
	// `?` is a dynamic size when allowDynamic ("expected static shape"
	// otherwise); withTrailingX reads each dimension with its `x`, as
	// before a shaped type's element type (`4x8x`). Nothing there is an
	// empty list.
	ParseDimensionList(allowDynamic, withTrailingX bool) ([]int64, error)

	ParseOperand() (ast.ValueUse, error)
	ParseOptionalOperand() (ast.ValueUse, bool, error)
	ParseType() (ast.Type, error)
	ParseOptionalType() (ast.Type, bool, error)
	// ParseAttribute parses any attribute; when typ is not nil the
	// attribute's `: type` may be omitted and typ is implied (MLIR's
	// parseAttribute(attr, type)).
	ParseAttribute(typ ast.Type) (ast.Attr, error)
	ParseOptionalAttribute(typ ast.Type) (ast.Attr, bool, error)
	// ParseStrippedAttr parses a dialect attribute written without its
	// `#dialect.mnemonic` prefix (`<fast>` for #arith.fastmath<fast>);
	// a full `#...` attribute is accepted as well.
	ParseStrippedAttr(dialect, mnemonic string) (ast.Attr, error)
	// ParseStrippedType parses a dialect type written without its
	// `!dialect.mnemonic` prefix (`<f32>` for !async.value<f32>); a full
	// `!...` type is accepted as well (parseCustomTypeWithFallback).
	ParseStrippedType(dialect, mnemonic string) (ast.Type, error)
	// ParseTypeText and ParseAttrText read the type or the attribute
	// spelled in full by src on its own (mlir::parseType,
	// mlir::parseAttribute): a type written inside another type's text,
	// an element of `!spirv.struct<...>`. Their positions and errors are
	// in src, not in the op's text.
	ParseTypeText(src string) (ast.Type, error)
	ParseAttrText(src string) (ast.Attr, error)
	ParseOptionalAttrDict() (*ast.DictAttr, error)
	// ParseOptionalLocationSpecifier parses `loc(...)` if it comes next
	// (nil when it does not).
	ParseOptionalLocationSpecifier() (ast.Attr, error)
	// ParseOptionalAttrDictWithKeyword is `(attributes {...})?`.
	ParseOptionalAttrDictWithKeyword() (*ast.DictAttr, error)
	ParseOptionalSymbolName() (string, bool)

	// ParseAffineMap parses a bare affine map, `(d0, d1)[s0] -> (d1, d0)`
	// (OpAsmParser's parseAffineMap).
	ParseAffineMap() (*ast.AffineMap, error)
	// ParseAffineMapOfSSAIds parses an affine map whose identifiers are
	// SSA values, between `[` and `]` (delim "[") or `(` and `)` (delim
	// "("): `[%i + 3, symbol(%n) * 2]` (OpAsmParser's
	// parseAffineMapOfSSAIds). A value is a dimension, or a symbol when
	// written `symbol(%v)`, numbered in the order of first use (a value
	// used again is the same identifier); operands are the dimensions'
	// values then the symbols'. The map's Dims and Syms hold the values'
	// names.
	ParseAffineMapOfSSAIds(delim string) (m *ast.AffineMap, operands []ast.ValueUse, err error)
	// ParseAffineExprOfSSAIds parses one affine expression of SSA values
	// and returns the values of its dimensions and of its symbols
	// (OpAsmParser's parseAffineExprOfSSAIds).
	ParseAffineExprOfSSAIds() (e ast.AffineExpr, dims, syms []ast.ValueUse, err error)

	// ParseRegion parses `{...}`. entryArgs, when not nil, are the entry
	// block's arguments declared by the op's syntax (a function's
	// signature, a loop's induction variable); the region then must not
	// spell them again.
	ParseRegion(entryArgs []ast.BlockArg) (*ast.Region, error)
	// ParseGenericOperation parses an operation in generic form without
	// a result list (OpAsmParser::parseGenericOperation); the caller
	// names its results and places it in a region.
	ParseGenericOperation() (*ast.Operation, error)
	ParseOptionalRegion(entryArgs []ast.BlockArg) (*ast.Region, bool, error)
	ParseSuccessor() (ast.BlockRef, error)
	ParseOptionalSuccessor() (ast.BlockRef, bool)
	// ParseArgument parses `%name` followed, when withType, by `: type`,
	// and, when withAttrs, by an optional attribute dictionary, and an
	// optional `loc(...)` (a region argument as a signature spells it).
	ParseArgument(withType, withAttrs bool) (ast.BlockArg, *ast.DictAttr, error)
	ParseOptionalArgument(withType, withAttrs bool) (ast.BlockArg, *ast.DictAttr, bool, error)
}

// Printer is the printer as a custom-form printer sees it (MLIR's
// OpAsmPrinter). Print* methods write their element only: the syntax
// writes spaces and punctuation itself with WriteString.
type Printer interface {
	WriteString(s string)
	PrintOperand(v ir.Value)
	PrintOperands(vs []ir.Value) // comma separated
	PrintType(t ir.Type)
	PrintTypes(ts []ir.Type) // comma separated
	PrintAttribute(a ir.Attribute)
	PrintAttributeWithoutType(a ir.Attribute)
	// PrintStrippedAttr prints a dialect attribute without its
	// `#dialect.mnemonic` prefix.
	PrintStrippedAttr(a ir.Attribute)
	// PrintStrippedType prints a dialect type without its
	// `!dialect.mnemonic` prefix.
	PrintStrippedType(t ir.Type)
	PrintSymbolName(name string)
	PrintString(s string) // a quoted, escaped string literal
	// PrintOptionalAttrDict prints ` {a = 1, b}` (leading space included)
	// for the attributes not in elided, or nothing.
	PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided []string)
	PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided []string)
	// PrintAffineMap prints a bare affine map, `(d0, d1) -> (d1, d0)`.
	PrintAffineMap(m *ir.AffineMap)
	// PrintAffineMapOfSSAIds prints m's results separated by commas, its
	// dimensions and symbols spelled as operands (the dimensions' values
	// then the symbols'), a symbol as `symbol(%v)` (OpAsmPrinter's
	// printAffineMapOfSSAIds).
	PrintAffineMapOfSSAIds(m *ir.AffineMap, operands []ir.Value)
	// PrintAffineExprOfSSAIds prints e with its dimensions spelled as dims
	// and its symbols as syms (printAffineExprOfSSAIds).
	PrintAffineExprOfSSAIds(e ir.AffineExpr, dims, syms []ir.Value)
	// PrintCustomOrGenericOp prints op, in custom form when it has one,
	// without its results and location (OpAsmPrinter's
	// printCustomOrGenericOp: vector.mask prints the op it masks).
	PrintCustomOrGenericOp(op *ir.Operation)
	// PrintRegion prints `{`, the blocks, and `}` at the op's indentation.
	PrintRegion(r *ir.Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool)
	// PrintGenericOp prints op in generic form, without its results
	// (OpAsmPrinter::printGenericOp).
	PrintGenericOp(op *ir.Operation)
	PrintSuccessor(b *ir.Block)
	// PrintArgument prints a region argument as a signature spells it:
	// `%arg0: i32 {attrs} loc(...)`; attrs may be nil.
	PrintArgument(v *ir.BlockArgument, attrs *ir.DictionaryAttr, omitType bool)
	// PrintNewline starts a new line at the current indentation.
	PrintNewline()
	// IncreaseIndent and DecreaseIndent move the indentation of the lines
	// that follow (and of the regions printed) by one level.
	IncreaseIndent()
	DecreaseIndent()
	// HasTrait reports whether the registered op name has trait
	// ("ConstantLike", ...); false for an op that is not registered.
	HasTrait(name, trait string) bool
}

// Builder is what an op's build step sees of the lowering once the op is
// lowered (its operands, properties, attributes and regions): what MLIR's
// C++ parsers do with types and attributes resolved as they parse, and
// with the OpBuilder they fill regions with (linalg's named ops build their
// body from their operands' element types). A build step reads what its
// syntax parsed (ast.CustomOp, its Extra included) and completes the
// ir.Operation.
type Builder interface {
	Context() *ir.Context
	// Attr lowers an attribute the syntax parsed, aliases resolved.
	Attr(a ast.Attr) (ir.Attribute, error)
	// OperandTypes are the types of the op's operands, in order (an
	// operand that is a forward reference is still nil in the op).
	OperandTypes() []ir.Type
	// Create returns a new operation as MLIR's OpBuilder creates one from
	// an OperationState: for a registered op, the inherent attributes
	// among attrs become its properties and absent default-valued ones get
	// their default, as when a generic form is lowered.
	Create(name string, operands []ir.Value, resultTypes []ir.Type, attrs []ir.NamedAttribute) (*ir.Operation, error)
	// Errorf reports an error at pos as OpAsmParser::emitError does (the
	// message is prefixed with "custom op 'NAME' ").
	Errorf(pos ast.Pos, format string, args ...any) error
}

// Completer is implemented by a hand-written Syntax whose custom form
// leaves out what MLIR's C++ parser derives from the types and attributes
// it resolves as it parses (vector.transfer_read's default permutation
// map and its mask's type, the number of affine.apply's results, checks
// of operand counts against a map written as an alias). gomlir parses
// before anything is lowered, so the lowering calls Complete once it has
// lowered the types and attributes the syntax gave, before it resolves
// the types the syntax left out.
type Completer interface {
	Complete(op *Pending) error
}

// Pending is an op written in custom form, between its parse and the
// resolution of its types, as a Completer sees it. An error Complete
// returns is in mlir-opt's words; a *diag.Diagnostic carries its
// position, another error is placed at the op's name.
type Pending struct {
	Ctx *ir.Context
	// Name is the op's name, NamePos where it is written (mlir-opt's
	// getNameLoc).
	Name    string
	NamePos ast.Pos
	// Custom is the op as parsed, for the positions of errors.
	Custom *ast.CustomOp
	// Operands and Results are the type groups, one per declared group,
	// one entry per value: nil where the syntax spelled no type (Complete
	// may set it; a result group the syntax left out is nil).
	Operands, Results [][]ir.Type
	// Props are the attributes the syntax gave by name, lowered; Complete
	// may add to them.
	Props []ir.NamedAttribute
	// Attrs is the attribute dictionary as written, lowered, or nil (its
	// inherent attributes, which win over Props, are moved to the
	// properties after Complete); Complete may replace it.
	Attrs *ir.DictionaryAttr
	// Finish, when Complete sets it, is called with the op once its
	// regions are lowered, as MLIR's parsers complete a region after
	// parsing it (vector.mask's implied terminator yields the results of
	// the op it masks).
	Finish func(op *ir.Operation) error
}

// Attr returns the inherent attribute name as the op will have it: from
// the attribute dictionary, else from Props; nil when absent.
func (p *Pending) Attr(name string) ir.Attribute {
	if p.Attrs != nil {
		if v := p.Attrs.Get(name); v != nil {
			return v
		}
	}
	for _, e := range p.Props {
		if e.Name == name {
			return e.Value
		}
	}
	return nil
}

// SetProp sets the inherent attribute name, replacing an earlier value.
func (p *Pending) SetProp(name string, v ir.Attribute) {
	for i := range p.Props {
		if p.Props[i].Name == name {
			p.Props[i].Value = v
			return
		}
	}
	p.Props = append(p.Props, ir.NamedAttribute{Name: name, Value: v})
}

// InferFunc is an op's InferTypeOpInterface hook: its result types from
// its operands' types (by operand group) and its properties.
type InferFunc func(ctx *ir.Context, operands [][]ir.Type, props []ir.NamedAttribute) ([]ir.Type, error)

// TypeTransform is a TypesMatchWith transformer: from the source's type
// ($_self) it computes the target's type, or for a RangedTypesMatchWith
// its types.
type TypeTransform func(ctx *ir.Context, self ir.Type) ([]ir.Type, error)

// ResolveError is a type that cannot be resolved, in mlir-opt's words.
// OperandGroup is the operand group it is about (mlir-opt places it at the
// group's first operand), or -1 for the op as a whole (its name).
type ResolveError struct {
	OperandGroup int
	Msg          string
}

func (e *ResolveError) Error() string { return e.Msg }
