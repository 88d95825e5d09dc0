package dialect

import (
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Env is what reading a registered dialect's attribute or type
// (Registry.ParseDialectAttr, ParseDialectType) needs beyond its
// definition: the other definitions, and the attributes and types written
// inside it, which the lowering reads (builtin ones, other dialects',
// aliases). Offsets are in the text being read (the attribute's or type's
// Data).
type Env interface {
	// Dialect returns a registered dialect's definitions, or nil.
	Dialect(name string) *ods.Dialect
	// Class finds the definition of the C++ class class (namespace
	// dropped) named by a parameter of dialect's definitions: dialect's
	// own first, else the one of the dialect its namespace names, else the
	// only one. It returns nils when there is none.
	Class(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef)
	// Attr reads the attribute written at src[off:] (any attribute: a
	// builtin one, a dialect's, an alias) and returns it with the offset
	// just past it. Its error is a *DataError placed in src; with an
	// error the offset is still past the attribute when it was read but
	// is not valid (0 when it could not be read).
	Attr(src string, off int) (ir.Attribute, int, error)
	// Type reads the type written at src[off:], as Attr.
	Type(src string, off int) (ir.Type, int, error)
	// AffineMap reads a bare affine map (`(d0) -> (d0)`) at src[off:].
	AffineMap(src string, off int) (*ir.AffineMap, int, error)
	// AttrText and TypeText spell an attribute (its type included) or a
	// type canonically, without aliases.
	AttrText(a ir.Attribute) string
	TypeText(t ir.Type) string
	// Context interns the attributes and types made.
	Context() *ir.Context
}

// DataError is a registered dialect's attribute or type mlir-opt rejects:
// its first diagnostic, with the notes attached to it and the further
// errors mlir-opt prints after it, placed in the text read (the caller
// knows where that text starts in the source).
type DataError struct {
	// Offset is the byte offset in the text read (an attribute's Data,
	// or the body an op's custom form wrote) where mlir-opt reports the
	// error. For a missing token ("expected '>'") it is the end of the
	// text before the offending token, as mlir-opt reports it; 0 there
	// may stand for the end of whatever precedes the text in the source.
	Offset int
	Msg    string
	// Custom marks a message emitted through the dialect's AsmParser for
	// an attribute an op's custom form wrote without its
	// `#dialect.mnemonic`: mlir-opt prefixes it with "custom op 'NAME' "
	// ("custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to
	// be one of: ..."), while "expected '>'" and lexer errors are printed
	// as they are.
	Custom bool
	Notes  []DataNote
	Also   []*DataError // further errors, in order (each with Also empty)
}

// DataNote is a note attached to a DataError.
type DataNote struct {
	Offset int
	Msg    string
}

func (e *DataError) Error() string { return e.Msg }
