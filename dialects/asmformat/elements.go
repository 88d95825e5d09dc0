package asmformat

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects/ods"
)

// elemKind is the kind of a compiled format element.
type elemKind uint8

const (
	kLiteral    elemKind = iota // `keyword` or `,`
	kSpace                      // ` ` or `` (text " " or "")
	kNewline                    // `\n`
	kAttr                       // $attr or $prop
	kOperand                    // $operand
	kResult                     // $result, inside type(...)
	kRegion                     // $region
	kSuccessor                  // $successor
	kType                       // type(arg)
	kFuncType                   // functional-type(inputs, results)
	kAttrDict                   // attr-dict, attr-dict-with-keyword
	kPropDict                   // prop-dict
	kOperands                   // operands
	kResults                    // results, inside type(...)
	kRegions                    // regions
	kSuccessors                 // successors
	kOptional                   // (...)? and (...):(...)?
	kOIList                     // oilist(`kw` ... | ...)
	kCustom                     // custom<Name>(args)
	kRef                        // ref(arg), a custom directive argument
	kString                     // "text", a custom directive argument
)

// element is one compiled format element.
type element struct {
	kind elemKind
	pos  int    // offset in the format string
	text string // literal spelling, whitespace, string value, directive name
	// index is the operand, result, region, successor or attribute index
	// in the op definition.
	index       int
	qualified   bool
	withKeyword bool
	arg         *element // type(arg), ref(arg)
	// stripped is, for type(arg) of a single operand or result whose
	// constraint is a dialect type with a syntax, that type: printed
	// without `!dialect.mnemonic`, read with the fallback to it.
	stripped *DialectTypeDef
	in, out  *element // functional-type(in, out)
	// Optional groups: the anchor is in then, or (inverted) in els.
	then, els []*element
	anchor    *element
	inverted  bool
	// elided is a unit-attribute anchor that is neither parsed nor printed:
	// the group's presence stands for it.
	elided  *element
	clauses []oiClause
	// Custom directives.
	args      []*element
	specs     []*Arg
	directive *CustomDirective
	// space: the printer writes a space before this element (decided when
	// the format is compiled, as OpFormatGen decides it when generating).
	space bool
}

// oiClause is one `keyword elements...` clause of an oilist.
type oiClause struct {
	lit   *element
	elems []*element
	unit  *element // the clause is a lone unit attribute: its keyword sets it
}

// attrMode is how an attribute variable is parsed and printed.
type attrMode uint8

const (
	modeBuiltin    attrMode = iota // builtin storage: parsed and printed in full
	modeGeneric                    // ::mlir::Attribute storage, or qualified(...)
	modeTyped                      // fixed value type: parsed with it implied, printed without it
	modeEnum                       // I32/I64EnumAttr: a keyword or string, stored as an integer
	modeSymbol                     // SymbolNameAttr: `@name`, stored as a string
	modeStripped                   // dialect attribute written without `#dialect.mnemonic`
	modeOpaque                     // dialect attribute whose definition is unknown: printed stripped, parsed in full
	modeDenseArray                 // DenseXArrayAttr: `[1, 2]`
	modeUnitProp                   // UnitProp: `unit` / `unit_absent`
	modeIntProp                    // integer property: an integer literal
	modeOptIntProp                 // optional integer property: an integer literal, stored as [n]
	modeBoolProp                   // bool property: `true` / `false`
	modeStringProp                 // string property: a string literal
	modeEnumProp                   // EnumProp: the case keywords (`mnemonic<...>` when named), stored as an integer
)

// attrInfo is what the engine knows about one attribute of the op.
type attrInfo struct {
	def      *ods.Attr
	mode     attrMode
	typ      ast.Type  // modeTyped: the implied type; nil when not expressible
	enum     *ods.Enum // modeEnum, modeEnumProp
	keywords []string  // modeEnum: the cases that may be written bare (not nil)
	width    int       // modeEnum, modeIntProp, modeDenseArray: element width
	float    bool      // modeDenseArray of floats
	dialect  string    // modeStripped
	mnemonic string    // modeStripped; modeEnumProp: the name of a NamedEnumProp, or ""
	params   bool      // modeStripped: the definition has parameters
	// bareEnum is, for modeStripped, the enum of an EnumAttr whose own
	// format is `$value`: its stripped form is the case keyword alone
	// (`eq` for #index<cmp_predicate eq>).
	bareEnum *ods.Enum
}

// isUnit reports whether the attribute is a UnitAttr or UnitProp: as an
// optional group's anchor it is not written, the group's literals are.
func (a *attrInfo) isUnit() bool {
	return a.mode == modeUnitProp || a.def.Storage == "::mlir::UnitAttr"
}

// optionalOrDefault reports whether the attribute may be absent.
func (a *attrInfo) optionalOrDefault() bool {
	return a.def.Optional || a.def.Default != "" || a.isUnit()
}
