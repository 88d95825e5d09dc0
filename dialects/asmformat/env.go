package asmformat

import (
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
)

// Env is what a format is compiled against besides its op: the enums and
// attribute definitions its attributes refer to (of any dialect), the
// custom directives by name, and extra TypesMatchWith transformers.
type Env struct {
	// Enums by ODS def name (ods.Enum.Name, what ods.Attr.Enum refers to).
	Enums map[string]*ods.Enum
	// AttrDefs by ODS def name, with their dialect: an attribute whose
	// constraint names one prints stripped (`<fast>` for
	// #arith.fastmath<fast>).
	AttrDefs map[string]DialectAttrDef
	// Directives are the Go functions behind `custom<Name>(...)`, by Name.
	Directives map[string]*CustomDirective
	// Transforms are TypesMatchWith transformers beyond the built-in ones,
	// by their C++ expression as ODS spells it (see TypeTransform).
	Transforms map[string]dialect.TypeTransform
	// TypeDefs by ODS def name, with their dialect: a `type($x)` of a
	// single operand or result whose constraint names one with an
	// assembly syntax is printed stripped (`<i32>` for !emitc.lvalue<i32>)
	// and read with parseCustomTypeWithFallback.
	TypeDefs map[string]DialectTypeDef
	// StrippedTypes read the stripped form of a dialect type whose syntax
	// does not start with `<` (wasmssa's local `ref to i32`), by
	// "dialect.mnemonic"; a `<...>` body needs none.
	StrippedTypes map[string]StrippedTypeParser
	// GroupConstraint, when set, checks the groups whose types a
	// TypesMatchWith transformer reads against their own constraints
	// before the types are resolved, as OpFormatGen's parsers do.
	GroupConstraint GroupConstraint
}

// DialectTypeDef is a type definition and the dialect it belongs to.
type DialectTypeDef struct {
	Dialect string
	Def     *ods.TypeDef
}

// StrippedTypeParser reads a dialect type written without its
// `!dialect.mnemonic` prefix (the type class's parse method), after the
// format checked it does not start with `!`.
type StrippedTypeParser func(p dialect.Parser) (ast.Type, error)

// DialectAttrDef is an attribute definition and the dialect it belongs to.
type DialectAttrDef struct {
	Dialect string
	Def     *ods.AttrDef
}

// NewEnv returns an environment holding the enums and attribute
// definitions of the given dialects and the built-in custom directives
// (DynamicIndexList).
func NewEnv(dialects ...*ods.Dialect) *Env {
	e := &Env{
		Enums:      map[string]*ods.Enum{},
		AttrDefs:   map[string]DialectAttrDef{},
		TypeDefs:   map[string]DialectTypeDef{},
		Directives: map[string]*CustomDirective{},
		Transforms: map[string]dialect.TypeTransform{},

		StrippedTypes: map[string]StrippedTypeParser{},
	}
	for name, d := range BuiltinDirectives() {
		e.Directives[name] = d
	}
	for _, d := range dialects {
		e.AddDialect(d)
	}
	return e
}

// AddDialect adds the enums, attribute and type definitions of d.
func (e *Env) AddDialect(d *ods.Dialect) {
	for _, en := range d.Enums {
		e.Enums[en.Name] = en
	}
	for _, a := range d.Attrs {
		e.AttrDefs[a.Name] = DialectAttrDef{Dialect: d.Name, Def: a}
	}
	for _, t := range d.Types {
		e.TypeDefs[t.Name] = DialectTypeDef{Dialect: d.Name, Def: t}
	}
}

// strippedType is the type definition a single operand or result of
// constraint is printed stripped for, or nil.
func (e *Env) strippedType(constraint string) *DialectTypeDef {
	if e == nil {
		return nil
	}
	d, ok := e.TypeDefs[constraint]
	if !ok || d.Def.Mnemonic == "" || (d.Def.Format == "" && !d.Def.CustomSyntax) {
		return nil
	}
	return &d
}

// attrDef finds the definition of a dialect attribute: by its constraint's
// name, else the EnumAttr wrapper of its enum.
func (e *Env) attrDef(a *ods.Attr) (DialectAttrDef, bool) {
	if e == nil {
		return DialectAttrDef{}, false
	}
	if d, ok := e.AttrDefs[a.Constraint]; ok {
		return d, true
	}
	if a.Enum != "" {
		for _, d := range e.AttrDefs {
			if d.Def.Enum == a.Enum {
				return d, true
			}
		}
	}
	// A constraint named otherwise than its class (llvm's TailCallKind,
	// stored as ::mlir::LLVM::TailCallKindAttr): by the storage class, in
	// the dialect its C++ namespace names.
	if i := strings.LastIndex(a.Storage, "::"); i > 0 {
		ns, class := a.Storage[:i], a.Storage[i+2:]
		if j := strings.LastIndex(ns, "::"); j >= 0 {
			ns = ns[j+2:]
		}
		for _, d := range e.AttrDefs {
			if d.Def.ClassName == class && strings.EqualFold(d.Dialect, ns) {
				return d, true
			}
		}
	}
	return DialectAttrDef{}, false
}

func (e *Env) enum(name string) *ods.Enum {
	if e == nil || name == "" {
		return nil
	}
	return e.Enums[name]
}
