// Package asmformat is the declarative assembly-format engine: an ODS
// assemblyFormat string ("$lhs `,` $rhs attr-dict `:` type($result)") is
// compiled once, against its op's definition, into directives that both
// parse the custom form (through Parser, implemented by the grammar's fast
// parser) and print it (through Printer, implemented by the printer), with
// mlir-opt's spacing.
//
// Hand-written syntaxes (func.func, scf.for, ...) implement the same Syntax
// interface in Go, over the same Parser and Printer.
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
	// Peek reports whether the current token is what without consuming
	// it: a punctuation ("(", "[", "<", "{", ",", ":", "->", ...), a
	// keyword (a bare identifier, spelled out), or a token class: "%" an
	// SSA value, "^" a block, "@" a symbol, "#" an attribute alias or
	// dialect attribute, "!" a type alias or dialect type, "\"" a string,
	// "0" an integer, "0.0" a float.
	Peek(what string) bool
	// Errorf reports an error at pos, as OpAsmParser::emitError does: the
	// message is prefixed with "custom op 'NAME' ". Only the first error
	// of a parse is kept.
	Errorf(pos ast.Pos, format string, args ...any) error
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
	ParseOptionalAttrDict() (*ast.DictAttr, error)
	// ParseOptionalAttrDictWithKeyword is `(attributes {...})?`.
	ParseOptionalAttrDictWithKeyword() (*ast.DictAttr, error)
	ParseOptionalSymbolName() (string, bool)

	// ParseRegion parses `{...}`. entryArgs, when not nil, are the entry
	// block's arguments declared by the op's syntax (a function's
	// signature, a loop's induction variable); the region then must not
	// spell them again.
	ParseRegion(entryArgs []ast.BlockArg) (*ast.Region, error)
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
	PrintSymbolName(name string)
	PrintString(s string) // a quoted, escaped string literal
	// PrintOptionalAttrDict prints ` {a = 1, b}` (leading space included)
	// for the attributes not in elided, or nothing.
	PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided []string)
	PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided []string)
	// PrintRegion prints `{`, the blocks, and `}` at the op's indentation.
	PrintRegion(r *ir.Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool)
	PrintSuccessor(b *ir.Block)
	// PrintArgument prints a region argument as a signature spells it:
	// `%arg0: i32 {attrs} loc(...)`; attrs may be nil.
	PrintArgument(v *ir.BlockArgument, attrs *ir.DictionaryAttr, omitType bool)
	// PrintNewline starts a new line at the current indentation.
	PrintNewline()
}
