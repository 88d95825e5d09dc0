package asmformat

import "github.com/gomlir/gomlir/dialects/ods"

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
	// TypeDefs by ODS def name, with their dialect: a single operand or
	// result whose constraint names one with a `<`-format of its own
	// prints stripped (`<f32>` for !async.value<f32>).
	TypeDefs map[string]DialectTypeDef
	// Directives are the Go functions behind `custom<Name>(...)`, by Name.
	Directives map[string]*CustomDirective
	// Transforms are TypesMatchWith transformers beyond the built-in ones,
	// by their C++ expression as ODS spells it (see TypeTransform).
	Transforms map[string]TypeTransform
}

// DialectTypeDef is a type definition and the dialect it belongs to.
type DialectTypeDef struct {
	Dialect string
	Def     *ods.TypeDef
}

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
		Transforms: map[string]TypeTransform{},
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
	return DialectAttrDef{}, false
}

func (e *Env) enum(name string) *ods.Enum {
	if e == nil || name == "" {
		return nil
	}
	return e.Enums[name]
}
