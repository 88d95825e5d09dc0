package dialectattr

import (
	"fmt"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Env is what reading a registered dialect's attribute or type needs
// beyond its definition (the contract's Env): the other definitions, and
// the attributes and types written inside it, which the lowering reads.
// Without an Env (Parse, Canonical), only the definitions whose
// parameters are enums are read.
type Env = dialect.Env

// Type is a parsed dialect type.
type Type struct {
	// Data is the canonical Data of the ir.OpaqueType, Parts the
	// attributes and types spelled in it.
	Data  string
	Parts []ir.Part
	// Def and Params are the type's definition and parameters
	// (ir.DialectType's).
	Def    *Definition
	Params ir.Params
}

// ParseWith reads the attribute of dialect d whose Data is data, written
// with the type typ after it (nil: none), reading the attributes and
// types written in it through env. Errors are as Parse's.
func ParseWith(env Env, d *ods.Dialect, data string, typ ir.Type) (Attr, error) {
	return parseWith(env, d, data, typ, false)
}

// ParseStrippedDataWith is ParseWith for an attribute an op's custom form
// wrote without its `#dialect.mnemonic`: the errors of its parser keep
// Custom (mlir-opt prefixes them with "custom op 'NAME' ").
func ParseStrippedDataWith(env Env, d *ods.Dialect, data string, typ ir.Type) (Attr, error) {
	return parseWith(env, d, data, typ, true)
}

func parseWith(env Env, d *ods.Dialect, data string, typ ir.Type, keepCustom bool) (Attr, error) {
	if d == nil {
		return Attr{}, fmt.Errorf("dialectattr: no dialect")
	}
	p := newParser(data)
	p.env = env
	p.selfType = typ
	if len(d.Attrs) == 0 && attrHooks[d.Name+".*"] == nil {
		p.emit(p.tok.start, "dialect '"+d.Name+"' provides no attribute parsing hook", false)
		return Attr{}, p.err()
	}
	loc := p.tok.start
	mnemonic, ok := p.keyword()
	if !ok {
		p.emit(p.tok.start, "expected valid keyword", false)
		return Attr{}, p.err()
	}
	def := lookup(d, mnemonic)
	if def == nil {
		p.emit(loc, "unknown attribute `"+mnemonic+"` in dialect `"+d.Name+"`", false)
		return Attr{}, p.err()
	}
	a, err := parseParams(p, d, def)
	if e, ok := err.(*Error); ok && !keepCustom {
		clearCustom(e)
	}
	return a, err
}

// ParseTypeWith reads the type of dialect d whose Data is data. A type
// whose definition gomlir cannot read (or a dialect whose types it does
// not know) is a plain error: the caller keeps it as written.
func ParseTypeWith(env Env, d *ods.Dialect, data string) (Type, error) {
	if d == nil {
		return Type{}, fmt.Errorf("dialectattr: no dialect")
	}
	p := newParser(data)
	p.env = env
	mnemonic, ok := p.keyword()
	if !ok {
		return Type{}, fmt.Errorf("dialectattr: type data %q does not start with a mnemonic", data)
	}
	var def *ods.TypeDef
	for _, t := range d.Types {
		if t.Mnemonic == mnemonic {
			def = t
			break
		}
	}
	if def == nil {
		for _, t := range cppTypes[d.Name] {
			if t.Mnemonic == mnemonic {
				def = t
				break
			}
		}
	}
	if def == nil {
		return Type{}, fmt.Errorf("dialectattr: dialect %s has no type %q", d.Name, mnemonic)
	}
	info := typeDefInfo(def)
	v, err := parseDef(p, d, info)
	if err != nil {
		return Type{}, err
	}
	return Type{Data: v.text, Parts: v.parts, Def: definitionOf(d, info), Params: v.params}, nil
}

// ClassIndex finds definitions by their C++ class (Env.Class) among a set
// of dialects.
type ClassIndex struct {
	once    sync.Once
	all     []*ods.Dialect
	byClass map[string][]classDef
}

type classDef struct {
	d *ods.Dialect
	a *ods.AttrDef
	t *ods.TypeDef
}

// NewClassIndex indexes the definitions of dialects.
func NewClassIndex(dialects []*ods.Dialect) *ClassIndex {
	return &ClassIndex{all: dialects}
}

// Class is Env.Class.
func (x *ClassIndex) Class(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) {
	x.once.Do(func() {
		x.byClass = map[string][]classDef{}
		for _, d := range x.all {
			for _, a := range d.Attrs {
				if a.ClassName != "" {
					x.byClass[a.ClassName] = append(x.byClass[a.ClassName], classDef{d: d, a: a})
				}
			}
			for _, t := range d.Types {
				if t.ClassName != "" {
					x.byClass[t.ClassName] = append(x.byClass[t.ClassName], classDef{d: d, t: t})
				}
			}
		}
	})
	ns, name := splitClass(class)
	cands := x.byClass[name]
	pick := func(c classDef) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) { return c.d, c.a, c.t }
	if ns != "" {
		for _, c := range cands {
			if strings.EqualFold(c.d.Name, ns) {
				return pick(c)
			}
		}
	}
	for _, c := range cands {
		if c.d.Name == dialect {
			return pick(c)
		}
	}
	if len(cands) == 1 {
		return pick(cands[0])
	}
	return nil, nil, nil
}

// splitClass splits a C++ class name into the innermost namespace written
// and the name: "::mlir::sparse_tensor::SparseTensorEncodingAttr" is
// ("sparse_tensor", "SparseTensorEncodingAttr").
func splitClass(class string) (ns, name string) {
	class = strings.TrimSpace(class)
	i := strings.LastIndex(class, "::")
	if i < 0 {
		return "", class
	}
	name = class[i+2:]
	rest := class[:i]
	if j := strings.LastIndex(rest, "::"); j >= 0 {
		rest = rest[j+2:]
	}
	if rest == "mlir" {
		rest = ""
	}
	return rest, name
}

// CheckAttrDef reports why gomlir cannot read def's attributes (they are
// kept as written), or nil: a hand-written syntax without Go code, a
// format it cannot compile, a parameter kind or custom directive it does
// not know. env resolves the classes parameters name.
func CheckAttrDef(env Env, d *ods.Dialect, def *ods.AttrDef) error {
	return checkDef(env, d, attrDefInfo(def))
}

// CheckTypeDef is CheckAttrDef for a type definition.
func CheckTypeDef(env Env, d *ods.Dialect, def *ods.TypeDef) error {
	return checkDef(env, d, typeDefInfo(def))
}

func checkDef(env Env, d *ods.Dialect, def defInfo) error {
	if def.custom {
		hooks := attrHooks
		if def.isType {
			hooks = typeHooks
		}
		if hooks[d.Name+"."+def.mnemonic] == nil {
			return unsupportedf("%s #%s.%s has hand-written syntax that gomlir does not know", kindWord(def), d.Name, def.mnemonic)
		}
		return nil
	}
	if def.format == "" {
		return nil
	}
	elems, err := formatOf(def)
	if err != nil {
		return unsupportedf("%v", err)
	}
	st := &fstate{p: &parser{env: env}, d: d, def: def, selfType: -1}
	var walk func(es []*element) error
	walk = func(es []*element) error {
		for _, e := range es {
			switch e.kind {
			case eVar:
				if _, err := st.kind(e.param); err != nil {
					return err
				}
			case eParams, eStruct:
				for _, i := range e.list {
					if _, err := st.kind(i); err != nil {
						return err
					}
				}
			case eCustom:
				if customDirectiveNamed(e.name) == nil {
					return unsupportedf("%s: no Go code for custom<%s>", def.name, e.name)
				}
			case eGroup:
				if err := walk(e.then); err != nil {
					return err
				}
				if err := walk(e.els); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(elems)
}
