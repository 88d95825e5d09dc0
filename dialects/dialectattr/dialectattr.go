// Package dialectattr reads the attributes and types of registered
// dialects (`#arith.fastmath<nnan, ninf>`, `#nvvm.target<O = 3>`,
// `!nvgpu.tensormap.descriptor<...>`, `#dlti.dl_spec<...>`) from their
// definitions and spells them as mlir-opt 22 prints them, or rejects them
// with mlir-opt's messages.
//
// A dialect attribute is written with its Data: `#arith.fastmath<nnan,
// ninf>` and `#arith<fastmath<nnan, ninf>>` both have Data "fastmath<nnan,
// ninf>", `#index<cmp_predicate slt>` has Data "cmp_predicate slt".
// Parsing reads Data by the definition into its parameters (Attr.Params:
// integers, strings, enums, attributes, types, lists, by name) and spells
// it canonically ("fastmath<nnan,ninf>"), with the attributes and types
// spelled in it as its Parts (for the printer's aliases) and, for a typed
// attribute, its type: the lowering makes an ir.DialectAttr of it (an
// ir.DialectType of a type), whose ir.Def is the Definition. Stripped does the same
// for the form an op's custom syntax uses, the attribute's parameters
// without `#dialect.mnemonic` (`fastmath<fast>` after the op's `fastmath`
// keyword is the body "<fast>").
//
// The work is driven by the definitions (ods.AttrDef and ods.TypeDef:
// mnemonic, parameters with their C++ types and defaults, assembly format;
// ods.Enum: cases, separator): format.go compiles a format as mlir-tblgen's
// AttrOrTypeFormatGen does, params.go reads each parameter by its C++
// type. The attributes and types written inside (builtin ones, other
// dialects', aliases) are read by the lowering through an Env. Syntaxes
// hand-written upstream have Go code here: complex.number, DLTI's
// attributes, sparse_tensor's encoding, smt.bv, llvm.constant_range,
// xegpu's descriptors, amx.tile, emitc.array, async.value, pdl.range, and
// a few hand-written parameters and directives; the types gpu and quant
// define in C++ without ODS definitions have Go definitions of their own
// (cpptypes.go). A definition gomlir
// cannot read is a plain error (not an *Error): the caller keeps the
// attribute as written.
package dialectattr

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Error is an attribute mlir-opt rejects (the contract's DataError): its
// first diagnostic, with the notes attached to it and the further errors
// mlir-opt prints after it. Its Offset is in the text parsed (Data for
// Parse and Canonical, the body for Stripped); Custom is set by Stripped
// and ParseStripped for a message emitted through the dialect's
// AsmParser.
type Error = dialect.DataError

// Note is a note attached to an error.
type Note = dialect.DataNote

// Attr is a parsed dialect attribute.
type Attr struct {
	// Data is the canonical Data of the ir.OpaqueAttr, Parts the
	// attributes and types spelled in it (with an Env).
	Data  string
	Parts []ir.Part
	// Type is the spelling of the attribute's type when it is typed
	// (complex.number: "complex<f64>"): mlir-opt prints ` : Type` after
	// the attribute. A type written after an attribute in the input
	// (`#arith.fastmath<nnan> : i32`) is ignored by the attributes that
	// are not typed, and not printed. TypeValue is that type, with an Env.
	Type      string
	TypeValue ir.Type
	// Def and Params are the attribute's definition and parameters
	// (ir.DialectAttr's).
	Def    *Definition
	Params ir.Params
}

// Canonical returns the canonical Data of the attribute of dialect d whose
// Data is data, or an *Error with mlir-opt's message. As in mlir-opt, text
// after the attribute inside data is ignored (`#ub<poison x>` is
// `#ub.poison`). Other errors (a definition this package cannot handle)
// are plain errors.
func Canonical(d *ods.Dialect, data string) (string, error) {
	a, err := Parse(d, data)
	return a.Data, err
}

// Parse is Canonical with the attribute's type.
func Parse(d *ods.Dialect, data string) (Attr, error) { return ParseWith(nil, d, data, nil) }

// Stripped returns the canonical Data of the attribute of dialect d with
// the given mnemonic, written in stripped form: body is what follows the
// attribute's place in an op's custom syntax ("<nnan,ninf>" for
// `fastmath<nnan,ninf>`, "slt" for `index.cmp slt(...)`), and must hold
// nothing after the attribute: text after it is an *Error of gomlir's own,
// "unexpected ':' after the attribute" (in an op, mlir-opt would report
// what the op's syntax expects there; use ParseStripped to go on).
func Stripped(d *ods.Dialect, mnemonic, body string) (string, error) {
	a, n, err := ParseStripped(d, mnemonic, body)
	if err != nil {
		return "", err
	}
	if t := lex(body, n); t.kind != tEOF {
		if t.kind == tError {
			return "", &Error{Offset: t.errPos, Msg: t.msg}
		}
		return "", &Error{Offset: t.start, Msg: "unexpected '" + body[t.start:t.end] + "' after the attribute"}
	}
	return a.Data, nil
}

// ParseStripped parses the stripped form of the attribute of dialect d
// with the given mnemonic from the start of src, and returns it with the
// length of src it consumed (up to the end of its last token): the caller
// goes on from there, as mlir-opt's op parser does.
func ParseStripped(d *ods.Dialect, mnemonic, src string) (Attr, int, error) {
	if d == nil {
		return Attr{}, 0, fmt.Errorf("dialectattr: no dialect")
	}
	def := lookup(d, mnemonic)
	if def == nil {
		return Attr{}, 0, fmt.Errorf("dialectattr: dialect %s has no attribute %q", d.Name, mnemonic)
	}
	p := newParser(src)
	a, err := parseParams(p, d, def)
	if err != nil {
		return Attr{}, 0, err
	}
	return a, p.consumed, nil
}

// ParseStrippedWith is ParseStripped reading the attributes and types
// written in it through env.
func ParseStrippedWith(env Env, d *ods.Dialect, mnemonic, src string) (Attr, int, error) {
	if d == nil {
		return Attr{}, 0, fmt.Errorf("dialectattr: no dialect")
	}
	def := lookup(d, mnemonic)
	if def == nil {
		return Attr{}, 0, fmt.Errorf("dialectattr: dialect %s has no attribute %q", d.Name, mnemonic)
	}
	p := newParser(src)
	p.env = env
	a, err := parseParams(p, d, def)
	if err != nil {
		return Attr{}, 0, err
	}
	return a, p.consumed, nil
}

func lookup(d *ods.Dialect, mnemonic string) *ods.AttrDef {
	for _, def := range d.Attrs {
		if def.Mnemonic == mnemonic {
			return def
		}
	}
	return lookupCPPAttr(d, mnemonic)
}

func clearCustom(e *Error) {
	e.Custom = false
	for _, a := range e.Also {
		a.Custom = false
	}
}
