package lower

import (
	"errors"
	"strconv"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// dialectEnv is the lowering as registered dialects' attribute and type
// parsers see it (dialect.Env): the attributes and types written in
// their data are parsed by the grammar and lowered here, aliases
// resolved; positions are offsets in the data.
type dialectEnv struct{ l *AttrLowerer }

var _ dialect.Env = dialectEnv{}

// dialectDataError is an error in a dialect attribute's or type's data
// (the name dialect is often a string here).
type dialectDataError = dialect.DataError

// errNoAttrParser: the lowerer has no ParseDialectAttr, the attribute is
// kept as written.
var errNoAttrParser = errors.New("lower: no parser of dialect attributes")

func (e dialectEnv) Dialect(name string) *ods.Dialect {
	if e.l.Dialect == nil {
		return nil
	}
	return e.l.Dialect(name)
}

func (e dialectEnv) Class(dialect, class string) (*ods.Dialect, *ods.AttrDef, *ods.TypeDef) {
	if e.l.Classes == nil {
		return nil, nil, nil
	}
	return e.l.Classes(dialect, class)
}

func (e dialectEnv) Attr(src string, off int) (ir.Attribute, int, error) {
	a, end, err := grammar.ParseAttributePrefix(src, off)
	if err != nil {
		return nil, 0, dataError(err, off)
	}
	v, err := e.l.Attr(a)
	if err != nil {
		// Read but not valid (its verifier failed): the end is known,
		// where mlir-opt's parser stands when it reports the error.
		return nil, end, dataError(err, off)
	}
	return v, end, nil
}

func (e dialectEnv) Type(src string, off int) (ir.Type, int, error) {
	t, end, err := grammar.ParseTypePrefix(src, off)
	if err != nil {
		return nil, 0, dataError(err, off)
	}
	v, err := e.l.Type(t)
	if err != nil {
		return nil, 0, dataError(err, off)
	}
	return v, end, nil
}

func (e dialectEnv) AffineMap(src string, off int) (*ir.AffineMap, int, error) {
	m, end, err := grammar.ParseAffineMapPrefix(src, off)
	if err != nil {
		return nil, 0, dataError(err, off)
	}
	v, err := e.l.AffineMap(m)
	if err != nil {
		return nil, 0, dataError(err, off)
	}
	return v, end, nil
}

func (e dialectEnv) AttrText(a ir.Attribute) string { return e.l.textPrinter().Attr(a) }
func (e dialectEnv) TypeText(t ir.Type) string      { return e.l.textPrinter().Type(t) }
func (e dialectEnv) Context() *ir.Context           { return e.l.Ctx }

// textPrinter spells the parts of dialect attributes and types: distinct
// attributes by the id written for them, so that equal data names the
// same one.
func (l *AttrLowerer) textPrinter() *ir.Text {
	if l.text == nil {
		l.text = ir.NewText(func(d *ir.DistinctAttr) int {
			if id, ok := l.distinctIDs[d]; ok {
				return id
			}
			return 0
		})
	}
	return l.text
}

// dataError turns an error of a value written in a dialect attribute's
// data (a diagnostic positioned in the data) into a dialect.DataError.
func dataError(err error, off int) error {
	var d *diag.Diagnostic
	if errors.As(err, &d) {
		pos := off
		if d.Pos.IsValid() {
			pos = int(d.Pos)
		}
		e := &dialectDataError{Offset: pos, Msg: d.Msg}
		for _, n := range d.Notes {
			e.Notes = append(e.Notes, dialect.DataNote{Offset: int(n.Pos), Msg: n.Msg})
		}
		return e
	}
	return &dialectDataError{Offset: off, Msg: err.Error()}
}

// placeError places an error of a dialect attribute's or type's parser:
// its offsets are in the data, which starts at dataPos in the source.
func placeError(e *dialectDataError, dataPos ast.Pos) error {
	d := &diag.Diagnostic{Pos: dataPos + ast.Pos(e.Offset), Msg: e.Msg}
	for _, n := range e.Notes {
		d.Notes = append(d.Notes, diag.Note{Pos: dataPos + ast.Pos(n.Offset), Msg: n.Msg})
	}
	if len(e.Also) == 0 {
		return d
	}
	// mlir-opt's further errors (the parameter's parser failing after the
	// enum's), in order.
	list := diag.List{d}
	for _, a := range e.Also {
		if x, ok := placeError(a, dataPos).(*diag.Diagnostic); ok {
			list = append(list, x)
		}
	}
	return list
}

// distinctID is the number written for a distinct attribute.
func distinctID(written string) int {
	n, _ := strconv.Atoi(written)
	return n
}

// dialectAttr lowers a dialect attribute. A registered dialect's is read
// by its definition (dialectattr) and kept in its canonical spelling, with
// the attributes and types written in it; one gomlir cannot read, and an
// unregistered dialect's, is kept as written (the attributes its aliases
// stand for written in its text), with the type written after it.
func (l *AttrLowerer) dialectAttr(a *ast.DialectAttr) (ir.Attribute, error) {
	c := l.Ctx
	var typ ir.Type
	if a.Type != nil {
		var err error
		if typ, err = l.Type(a.Type); err != nil {
			return nil, err
		}
	}
	var d *ods.Dialect
	if l.Dialect != nil {
		d = l.Dialect(a.Dialect)
	}
	if d == nil && l.Dialect == nil && !l.noReader && !(l.KeepComments && hasComment(a.Body)) {
		// No registry of its own: the Context's (dialect code lowering an
		// attribute it builds).
		return c.ReadDialectAttr(a.Dialect, dialectData(a.Name, l.expandAliasRefs(a.Body), a.HasBody), typ), nil
	}
	if d == nil || l.KeepComments && hasComment(a.Body) {
		// An unregistered dialect's, or one holding a comment the
		// formatter must not lose: kept as written.
		return c.TypedOpaqueAttr(a.Dialect, dialectData(a.Name, l.expandAliasRefs(a.Body), a.HasBody), typ, nil), nil
	}
	data := dialectData(a.Name, a.Body, a.HasBody)
	k := canonKey{a.Dialect, data, typ}
	if v, ok := l.canonical[k]; ok {
		return v, nil
	}
	var at ir.Attribute
	err := errNoAttrParser
	if l.ParseDialectAttr != nil {
		at, err = l.ParseDialectAttr(dialectEnv{l}, a.Dialect, data, typ, a.CustomOp != "")
	}
	var bad *dialectDataError
	var v ir.Attribute
	switch {
	case errors.As(err, &bad):
		if a.CustomOp != "" {
			for _, e := range append([]*dialectDataError{bad}, bad.Also...) {
				if e.Custom {
					e.Msg = "custom op '" + a.CustomOp + "' " + e.Msg
				}
			}
		}
		return nil, placeError(bad, a.DataPos) // mlir-opt rejects it
	case err != nil:
		// A definition gomlir cannot read yet: keep the attribute as
		// written.
		v = c.TypedOpaqueAttr(a.Dialect, dialectData(a.Name, l.expandAliasRefs(a.Body), a.HasBody), typ, nil)
	default:
		v = at
	}
	l.canonical[k] = v
	return v, nil
}

// hasComment reports whether a dialect attribute's or type's body holds a
// `//` comment (outside its string literals).
func hasComment(body string) bool {
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '"':
			for i++; i < len(body) && body[i] != '"'; i++ {
				if body[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(body) && body[i+1] == '/' {
				return true
			}
		}
	}
	return false
}

// dialectReader reads registered dialects' attributes and types from
// their canonical spelling for the Context (ir.DialectReader): the values
// dialect code makes (an inferred `!pdl.range<value>`, an iterator type)
// are then the ones the lowering makes of the same text.
type dialectReader struct {
	// ctx is the Context the reader was made for; mu guards types and
	// attrs, what it read there by spelling.
	ctx   *ir.Context
	mu    sync.Mutex
	types map[[2]string]ir.Type
	attrs map[canonKey]ir.Attribute

	reg dialect.Registry
}

var _ ir.DialectReader = (*dialectReader)(nil)

func (r *dialectReader) lowerer(c *ir.Context) *AttrLowerer {
	l := NewAttrLowerer(c)
	l.SetDialects(r.reg)
	l.noReader = true
	return l
}

// ParseType reads a type spelled in full as the lowering reads a type
// written in an op's text, in c.
func (r *dialectReader) ParseType(c *ir.Context, src string) (ir.Type, error) {
	syn, err := grammar.ParseType("", src)
	if err != nil {
		return nil, err
	}
	return NewAttrLowerer(c).Type(syn)
}

func (r *dialectReader) ReadDialectType(c *ir.Context, dialect, data string) (ir.Type, bool) {
	k := [2]string{dialect, data}
	if c == r.ctx {
		r.mu.Lock()
		t, ok := r.types[k]
		r.mu.Unlock()
		if ok {
			return t, t != nil
		}
	}
	t, ok := r.readType(c, dialect, data)
	if c == r.ctx {
		r.mu.Lock()
		r.types[k] = t
		r.mu.Unlock()
	}
	return t, ok
}

func (r *dialectReader) readType(c *ir.Context, dialect, data string) (ir.Type, bool) {
	if r.reg.Dialect(dialect) == nil {
		return nil, false
	}
	t, err := r.lowerer(c).dialectType(dialect, data, 0)
	if err != nil {
		return nil, false
	}
	if _, opaque := t.(*ir.OpaqueType); opaque {
		return nil, false
	}
	return t, true
}

func (r *dialectReader) ReadDialectAttr(c *ir.Context, dialect, data string, typ ir.Type) (ir.Attribute, bool) {
	k := canonKey{dialect, data, typ}
	if c == r.ctx {
		r.mu.Lock()
		a, ok := r.attrs[k]
		r.mu.Unlock()
		if ok {
			return a, a != nil
		}
	}
	a, ok := r.readAttr(c, dialect, data, typ)
	if c == r.ctx {
		r.mu.Lock()
		r.attrs[k] = a
		r.mu.Unlock()
	}
	return a, ok
}

func (r *dialectReader) readAttr(c *ir.Context, dialect, data string, typ ir.Type) (ir.Attribute, bool) {
	if r.reg.Dialect(dialect) == nil {
		return nil, false
	}
	l := r.lowerer(c)
	a, err := r.reg.ParseDialectAttr(dialectEnv{l}, dialect, data, typ, false)
	if err != nil {
		return nil, false
	}
	return a, true
}
