package dialect

import "github.com/gomlir/gomlir/ir"

// The verifiers of attributes and types: what upstream writes in C++ as
// an attribute's or type's verify() (ODS genVerifyDecl; the builtin ones
// in BuiltinAttributes.cpp and BuiltinTypes.cpp). mlir-opt runs one each
// time a value of the kind is made, the parser's getChecked included: an
// attribute or type it reads is parsed, then verified, and the error is
// reported where the parser stood when it made the value (for a dialect's
// `#dialect.mnemonic<...>`, at the `<` after the mnemonic).
//
// A verifier is a Verifier's AttrDef or TypeDef, registered by the
// spelling's prefix: "#dialect.mnemonic" for an attribute, "!dialect.mnemonic"
// for a type ("#smt.bv", "!llvm.array", "!builtin.vector"; registry.Hooks'
// AttrVerifier and TypeVerifier). The registry runs a dialect's verifier
// on each attribute and type of the dialect it reads; the builtin ones
// run where the lowering makes builtin types and attributes (they hold
// without a registry).

// AttrVerifier is an attribute kind's verify(): given an attribute of the
// kind it is registered for (an *ir.DialectAttr for a dialect's, the ir
// type of a builtin one), the error mlir-opt's emitError reports, or nil
// when the attribute is sound. The error's Offset (and its notes') counts
// from the `<` after the mnemonic, where a parser ODS generates makes the
// value (0: right there; -len(mnemonic): at the mnemonic, where most
// hand-written parsers make it); the caller places it.
type AttrVerifier func(a ir.Attribute) *DataError

// TypeVerifier is AttrVerifier for a type kind.
type TypeVerifier func(t ir.Type) *DataError

// DefError is an AttrVerifier's or TypeVerifier's error with message msg,
// at the place mlir-opt reports it.
func DefError(msg string) *DataError { return &DataError{Msg: msg} }

// DefErrorAtName is DefError at the mnemonic of a value spelled
// `mnemonic<...>`: where a hand-written parser that makes it at its name
// (getChecked at getNameLoc) has mlir-opt report the error.
func DefErrorAtName(mnemonic, msg string) *DataError {
	return &DataError{Offset: -len(mnemonic), Msg: msg}
}
