package ir

import "fmt"

// A registered dialect's attribute or type is, in the IR, its definition
// and its parameters read by that definition (DialectAttr, DialectType),
// with its canonical spelling cached at creation: `#arith.fastmath<nnan,
// ninf>` is the definition fastmath of dialect arith with the parameter
// value = the enum value nnan|ninf, spelled "fastmath<nnan,ninf>".
// OpaqueAttr and OpaqueType remain for unregistered dialects and for the
// definitions gomlir cannot read yet.

// Def is the definition of a registered dialect's attribute or type, as
// the IR sees it (implemented by the package that reads definitions).
type Def interface {
	// Dialect and Mnemonic name the definition: `#Dialect.Mnemonic<...>`.
	Dialect() string
	Mnemonic() string
}

// ParamKind tells what a parameter holds.
type ParamKind uint8

const (
	// ParamAbsent is an optional parameter left out (its default
	// applies).
	ParamAbsent ParamKind = iota
	// ParamInt is an integer (Int; bools are 0 and 1 and Text is true or
	// false); an integer wider than 64 bits has Int truncated and is
	// exact in Text.
	ParamInt
	// ParamString is a string (Str, its value unescaped).
	ParamString
	// ParamEnum is an enum value (Enum, and Str its keywords as printed).
	ParamEnum
	// ParamAttr is an attribute (Attr).
	ParamAttr
	// ParamType is a type (Type).
	ParamType
	// ParamList is a list of parameters (List, unnamed).
	ParamList
	// ParamText is a parameter read by hand-written code that has no
	// structure of its own in the IR: Text only.
	ParamText
)

// Param is one parameter of a dialect attribute or type.
type Param struct {
	Name string
	Kind ParamKind
	Int  int64
	Enum uint64
	Str  string
	Attr Attribute
	Type Type
	List []Param
	// Text is the parameter's canonical spelling as the definition
	// prints it (stripped when the definition prints it stripped).
	Text string
}

// Params are a dialect attribute's or type's parameters, in the
// definition's order.
type Params []Param

// Get returns the parameter named name, or nil.
func (ps Params) Get(name string) *Param {
	for i := range ps {
		if ps[i].Name == name {
			return &ps[i]
		}
	}
	return nil
}

// Has reports whether parameter name is there and not left out.
func (ps Params) Has(name string) bool {
	p := ps.Get(name)
	return p != nil && p.Kind != ParamAbsent
}

// Int returns integer parameter name.
func (ps Params) Int(name string) (int64, bool) {
	if p := ps.Get(name); p != nil && p.Kind == ParamInt {
		return p.Int, true
	}
	return 0, false
}

// Str returns string parameter name.
func (ps Params) Str(name string) (string, bool) {
	if p := ps.Get(name); p != nil && p.Kind == ParamString {
		return p.Str, true
	}
	return "", false
}

// Enum returns enum parameter name: its value and its keywords.
func (ps Params) Enum(name string) (uint64, string, bool) {
	if p := ps.Get(name); p != nil && p.Kind == ParamEnum {
		return p.Enum, p.Str, true
	}
	return 0, "", false
}

// Attr returns attribute parameter name, or nil.
func (ps Params) Attr(name string) Attribute {
	if p := ps.Get(name); p != nil && p.Kind == ParamAttr {
		return p.Attr
	}
	return nil
}

// Type returns type parameter name, or nil.
func (ps Params) Type(name string) Type {
	if p := ps.Get(name); p != nil && p.Kind == ParamType {
		return p.Type
	}
	return nil
}

// List returns list parameter name's elements (nil when left out).
func (ps Params) List(name string) []Param {
	if p := ps.Get(name); p != nil && p.Kind == ParamList {
		return p.List
	}
	return nil
}

// Text returns parameter name's canonical spelling ("" when left out).
func (ps Params) Text(name string) string {
	if p := ps.Get(name); p != nil {
		return p.Text
	}
	return ""
}

// DialectAttr is an attribute of a registered dialect read by its
// definition. Dialect, Data, Type and Parts are its canonical spelling as
// OpaqueAttr has them (`#Dialect.Data`, or `#Dialect<Data>`); Def and
// Params are what it is.
type DialectAttr struct {
	uid
	Def     Def
	Params  Params
	Dialect string
	Data    string
	// Type is the attribute's type when it is typed, else nil.
	Type  Type
	Parts []Part
}

// Mnemonic is the definition's mnemonic.
func (a *DialectAttr) Mnemonic() string { return a.Def.Mnemonic() }

// DialectType is a type of a registered dialect read by its definition,
// as DialectAttr.
type DialectType struct {
	uid
	Def     Def
	Params  Params
	Dialect string
	Data    string
	Parts   []Part
}

// Mnemonic is the definition's mnemonic.
func (t *DialectType) Mnemonic() string { return t.Def.Mnemonic() }

func (*DialectAttr) isAttribute() {}
func (*DialectType) isType()      {}

// DialectAttr returns the attribute of def with the given parameters,
// spelled data (with its parts) and typed typ (nil: untyped). Two
// attributes of one dialect spelled alike with the same type are one.
func (c *Context) DialectAttr(def Def, params Params, data string, typ Type, parts []Part) *DialectAttr {
	d := def.Dialect()
	return c.internAttr(newKey(kDialectAttr).str(d).str(data).ref(typ), func(id uint64) Attribute {
		return &DialectAttr{uid{id}, def, params, d, data, typ, parts}
	}).(*DialectAttr)
}

// DialectType returns the type of def with the given parameters, spelled
// data (with its parts). Two types of one dialect spelled alike are one.
func (c *Context) DialectType(def Def, params Params, data string, parts []Part) *DialectType {
	d := def.Dialect()
	return c.internType(newKey(kDialectType).str(d).str(data), func(id uint64) Type {
		return &DialectType{uid{id}, def, params, d, data, parts}
	}).(*DialectType)
}

// DialectSpelling returns the dialect, the data and the parts of a dialect
// attribute or type, opaque or read by its definition (`#d.data`,
// `!d<data>`), and false for another value.
func DialectSpelling(v any) (dialect, data string, parts []Part, ok bool) {
	switch v := v.(type) {
	case *OpaqueAttr:
		return v.Dialect, v.Data, v.Parts, true
	case *DialectAttr:
		return v.Dialect, v.Data, v.Parts, true
	case *OpaqueType:
		return v.Dialect, v.Data, v.Parts, true
	case *DialectType:
		return v.Dialect, v.Data, v.Parts, true
	}
	return "", "", nil, false
}

// DialectReader reads registered dialects' attributes and types from
// their spelling (`#Dialect.data`, `!Dialect.data`): the dialects a
// Context knows, as an MLIRContext knows its loaded dialects. ok is false
// for a value it cannot read (an unregistered dialect's, a definition
// gomlir cannot read yet, an invalid spelling).
type DialectReader interface {
	ReadDialectAttr(c *Context, dialect, data string, typ Type) (a Attribute, ok bool)
	ReadDialectType(c *Context, dialect, data string) (t Type, ok bool)
	// ParseType reads the type spelled src in full (a builtin type or a
	// dialect's, no alias), as mlir::parseType(src, context) does: the
	// type dialect code finds spelled inside another type's text.
	ParseType(c *Context, src string) (Type, error)
}

// SetDialectReader makes r the Context's reader of registered dialects'
// values, unless it has one.
func (c *Context) SetDialectReader(r DialectReader) {
	c.mu.Lock()
	if c.reader == nil {
		c.reader = r
	}
	c.mu.Unlock()
}

// DialectReader returns the Context's reader of registered dialects'
// values, or nil.
func (c *Context) DialectReader() DialectReader { return c.dialectReader() }

func (c *Context) dialectReader() DialectReader {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.reader
}

// ReadDialectType returns the type `!dialect.data` (`!dialect<data>`):
// read by its registered definition when the Context's reader knows it
// (a *DialectType, or whatever the dialect's own syntax makes), else an
// OpaqueType.
func (c *Context) ReadDialectType(dialect, data string) Type {
	if r := c.dialectReader(); r != nil {
		if t, ok := r.ReadDialectType(c, dialect, data); ok {
			return t
		}
	}
	return c.OpaqueType(dialect, data)
}

// ParseType returns the type spelled src in full (`i32`,
// `!llvm.ptr<1>`), read by the Context's reader (mlir::parseType), or an
// error when src is not a type or the Context has no reader.
func (c *Context) ParseType(src string) (Type, error) {
	r := c.dialectReader()
	if r == nil {
		return nil, fmt.Errorf("cannot read the type '%s': the context has no reader of types", src)
	}
	return r.ParseType(c, src)
}

// ReadDialectAttr returns the attribute `#dialect.data` typed typ (nil:
// untyped), as ReadDialectType.
func (c *Context) ReadDialectAttr(dialect, data string, typ Type) Attribute {
	if r := c.dialectReader(); r != nil {
		if a, ok := r.ReadDialectAttr(c, dialect, data, typ); ok {
			return a
		}
	}
	return c.TypedOpaqueAttr(dialect, data, typ, nil)
}

// Spelling is a dialect attribute's or type's canonical spelling, whether
// it is opaque or read by its definition: `#Dialect.Data : Type` (Type
// nil for a type or an untyped attribute), Parts as in OpaqueAttr.
type Spelling struct {
	Dialect, Data string
	Type          Type
	Parts         []Part
}

// SpellingOf returns v's spelling when v is a dialect attribute or type
// (OpaqueAttr, DialectAttr, OpaqueType, DialectType).
func SpellingOf(v any) (Spelling, bool) {
	switch v := v.(type) {
	case *OpaqueAttr:
		return Spelling{v.Dialect, v.Data, v.Type, v.Parts}, true
	case *DialectAttr:
		return Spelling{v.Dialect, v.Data, v.Type, v.Parts}, true
	case *OpaqueType:
		return Spelling{v.Dialect, v.Data, nil, v.Parts}, true
	case *DialectType:
		return Spelling{v.Dialect, v.Data, nil, v.Parts}, true
	}
	return Spelling{}, false
}
