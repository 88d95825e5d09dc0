// Package asmformat is the declarative assembly-format engine: an ODS
// assemblyFormat string ("$lhs `,` $rhs attr-dict `:` type($result)") is
// compiled once, against its op's definition, into directives that both
// parse the custom form (through Parser, implemented by the grammar's fast
// parser) and print it (through Printer, implemented by the printer), with
// mlir-opt's spacing.
//
// Hand-written syntaxes (func.func, scf.for, ...) implement the same Syntax
// interface in Go, over the same Parser and Printer.
//
// # Compiling
//
// Compile(op, env) reads op.Format with OpFormatGen's grammar (literals,
// `$vars`, type, functional-type, attr-dict[-with-keyword], prop-dict,
// operands, results, regions, successors, qualified, ref, oilist,
// optional groups with `^` anchors and `:` else groups, custom<Name>) and
// checks it with OpFormatGen's rules; a *FormatError says what is wrong
// and how to fix it. env (NewEnv(dialects...)) holds the enums and
// attribute definitions attributes refer to, the custom directives by name
// (CustomDirective; DynamicIndexList is built in) and extra
// TypesMatchWith transformers. The result, a *Format, is a Syntax and a
// TypeResolver.
//
// # Parsing
//
// Format.Parse fills ast.CustomOp by the op's groups. Props holds what the
// syntax binds: attributes as written (an I32/I64EnumAttr keyword as its
// IntegerAttr, `@sym` as a StringAttr, a dialect attribute's stripped form
// `<fast>` as the full #arith.fastmath<fast>, a typed attribute with its
// implied type), unit-attribute anchors as UnitAttr, prop-dict entries,
// custom directives' attributes, an EnumProp's keywords as its
// IntegerAttr (`inbounds|nuw`, or `overflow<nsw>` for a named one), and the
// segment sizes of VariadicOfVariadic operands (empty when the format did
// not reach them, as ODS's parsers set them). operandSegmentSizes and resultSegmentSizes
// are left to the lowering, which knows the group sizes; the attr-dict
// (st.Attrs) may name inherent attributes, which win over Props as in
// mlir-opt. OperandTypes[i] and ResultTypes[i] are nil when the syntax
// does not spell the group's types, empty when it spells them in an
// absent optional group.
//
// # Printing
//
// Format.Print reads inherent attributes from op.Properties (a
// dictionary) or else op.Attrs, and divides operands and results into
// groups by the definition (one variable-length group takes the rest;
// AttrSized*Segments read the segment-sizes property). Spaces follow
// OpFormatGen and are decided when compiling. A literal is spaced when
// the element before it asks for a space (all do but the literals `<`,
// `(`, `{`, `[` and the empty literal), except that the one-character
// punctuation and `->` are not spaced when they are one of `<>(){}[],`
// after a word or one of `>)}],` after punctuation. The literal ` `
// writes a space and the empty literal suppresses the next one. Any other
// element (a variable, type, custom directive, operands, regions,
// successors) is spaced unless it follows the empty literal or an opening
// `(`, `[`, `{` or `<`. attr-dict and prop-dict write their own leading
// space. The first element after the op name counts as following a word.
// The state flows statically through optional groups (then elements, then
// else elements) and oilist clauses, as in the generated C++. attr-dict
// prints the inherent and discardable attributes merged and sorted (only
// the discardable ones with prop-dict), less the bound ones, the implied
// segment sizes and those equal to their default.
//
// # Types
//
// The lowering, once it has lowered the types the syntax gave, calls
// Format.ResolveTypes (or ResolveTypes for a hand-written syntax) to fill
// the others: a buildable type, a type tied by a trait (AllTypesMatch,
// SameTypeOperands, SameOperandsAndResultType, TypesMatchWith,
// RangedTypesMatchWith, ShapedTypeMatchesElementCountAndTypes, with known
// transformers as Go functions), or the op's InferFunc. Errors are
// *ResolveError in mlir-opt's words, naming the operand group they are
// about.
package asmformat

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
