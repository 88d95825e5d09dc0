package ir

import (
	"fmt"
	"slices"
)

// Symbols.
//
// A symbol is an op with a `sym_name` string attribute (a property of a
// registered op, else a discardable attribute), defined in the region of
// a symbol table op (builtin.module, gpu.module, ...: which ops are
// symbol tables is the registry's to say, so the functions here take a
// predicate, IsSymbolTable). A SymbolRefAttr `@a::@b` used by an op names
// symbol a of the nearest symbol table strictly above that op, then b of
// a's table.

// SymbolName returns op's symbol name, or "" when it has none.
func SymbolName(op *Operation) string {
	if s, ok := symNameAttr(op).(*StringAttr); ok {
		return s.Value
	}
	return ""
}

func symNameAttr(op *Operation) Attribute {
	if d, ok := op.Properties.(*DictionaryAttr); ok {
		if a := d.Get("sym_name"); a != nil {
			return a
		}
	}
	return op.Attr("sym_name")
}

// SetSymbolName sets op's symbol name where it has it (a property, or a
// discardable attribute; a new name goes where sym_name already is, else
// in the properties of an op that has properties, else among the
// attributes). It does not touch the uses: see RenameSymbol.
func SetSymbolName(ctx *Context, op *Operation, name string) {
	v := ctx.StringAttr(name, nil)
	if d, ok := op.Properties.(*DictionaryAttr); ok && (d.Get("sym_name") != nil || op.Attr("sym_name") == nil) {
		op.Properties = withEntry(ctx, d, "sym_name", v)
		return
	}
	op.Attrs = withEntry(ctx, op.Attrs, "sym_name", v)
}

// withEntry returns d with entry name set to v.
func withEntry(ctx *Context, d *DictionaryAttr, name string, v Attribute) *DictionaryAttr {
	var es []NamedAttribute
	if d != nil {
		es = slices.Clone(d.Entries)
	}
	for i := range es {
		if es[i].Name == name {
			es[i].Value = v
			return ctx.Dictionary(es)
		}
	}
	return ctx.Dictionary(append(es, NamedAttribute{Name: name, Value: v}))
}

// IsSymbolTable tells whether an op is a symbol table.
type IsSymbolTable func(*Operation) bool

// SymbolTable is the symbols defined in a symbol table op's body.
type SymbolTable struct {
	op   *Operation
	syms map[string]*Operation
}

// NewSymbolTable returns the symbol table of op (the symbols of the first
// block of its first region). A name defined twice keeps its first op.
func NewSymbolTable(op *Operation) *SymbolTable {
	t := &SymbolTable{op: op, syms: map[string]*Operation{}}
	if b := op.Block(0, 0); b != nil {
		for _, o := range b.Ops {
			if n := SymbolName(o); n != "" {
				if _, dup := t.syms[n]; !dup {
					t.syms[n] = o
				}
			}
		}
	}
	return t
}

// Op returns the symbol table op.
func (t *SymbolTable) Op() *Operation { return t.op }

// Lookup returns the symbol named name, or nil.
func (t *SymbolTable) Lookup(name string) *Operation { return t.syms[name] }

// Insert appends sym to the table's body (it must be in no block) and
// records it; a name already defined is an error.
func (t *SymbolTable) Insert(sym *Operation) error {
	n := SymbolName(sym)
	if n == "" {
		return fmt.Errorf("ir: %s has no symbol name", sym.Name)
	}
	if t.syms[n] != nil {
		return fmt.Errorf("ir: redefinition of symbol named '%s'", n)
	}
	t.op.Block(0, 0).Append(sym)
	t.syms[n] = sym
	return nil
}

// NearestSymbolTable returns the closest op strictly above op that is a
// symbol table, or nil.
func NearestSymbolTable(op *Operation, isTable IsSymbolTable) *Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if isTable(p) {
			return p
		}
	}
	return nil
}

// LookupSymbolIn resolves ref in the symbol table op table: its root in
// table's body, each nested name in the table the previous one is.
func LookupSymbolIn(table *Operation, ref *SymbolRefAttr, isTable IsSymbolTable) *Operation {
	sym := NewSymbolTable(table).Lookup(ref.Root)
	for _, n := range ref.Nested {
		if sym == nil || !isTable(sym) {
			return nil
		}
		sym = NewSymbolTable(sym).Lookup(n)
	}
	return sym
}

// LookupSymbol resolves ref as used by op: in the nearest symbol table
// above op.
func LookupSymbol(op *Operation, ref *SymbolRefAttr, isTable IsSymbolTable) *Operation {
	t := NearestSymbolTable(op, isTable)
	if t == nil {
		return nil
	}
	return LookupSymbolIn(t, ref, isTable)
}

// RenameSymbol renames symbol sym to name and rewrites every reference to
// it in sym's whole tree: `@old` in its own table's scope, `@t::@old`
// from the table above (nested references through each enclosing table),
// and the references to symbols nested in sym (`@old::@x`), in the
// properties and attributes of every op, inside arrays and dictionaries.
// It is an error when sym has no name, is in no symbol table, or the
// table has a symbol named name already. References inside the
// parameters of a dialect's attribute are not rewritten.
func RenameSymbol(ctx *Context, sym *Operation, name string, isTable IsSymbolTable) error {
	old := SymbolName(sym)
	if old == "" {
		return fmt.Errorf("ir: %s has no symbol name", sym.Name)
	}
	if old == name {
		return nil
	}
	table := NearestSymbolTable(sym, isTable)
	if table == nil {
		return fmt.Errorf("ir: symbol '%s' is in no symbol table", old)
	}
	if NewSymbolTable(table).Lookup(name) != nil {
		return fmt.Errorf("ir: the symbol table already has a symbol named '%s'", name)
	}
	// paths[t] is how sym is named from table t's scope.
	paths := map[*Operation][]string{table: {old}}
	path := []string{old}
	top := table
	for t := table; ; {
		up := NearestSymbolTable(t, isTable)
		if up == nil {
			break
		}
		tn := SymbolName(t)
		if tn == "" {
			break // an unnamed table cannot be referred to from above
		}
		path = append([]string{tn}, path...)
		paths[up] = path
		top, t = up, up
	}
	rw := &symRewriter{ctx: ctx, name: name, memo: map[Attribute]Attribute{}}
	var walk func(op *Operation, scope *Operation)
	walk = func(op *Operation, scope *Operation) {
		if p, ok := paths[scope]; ok {
			rw.path = p
			if op.Properties != nil {
				op.Properties = rw.attr(op.Properties)
			}
			if op.Attrs != nil {
				op.Attrs = rw.attr(op.Attrs).(*DictionaryAttr)
			}
		}
		inner := scope
		if isTable(op) {
			inner = op
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, o := range b.Ops {
					walk(o, inner)
				}
			}
		}
	}
	// The top table's own attributes are in the scope above it, where sym
	// has no name.
	for _, r := range top.Regions {
		for _, b := range r.Blocks {
			for _, o := range b.Ops {
				walk(o, top)
			}
		}
	}
	SetSymbolName(ctx, sym, name)
	return nil
}

// symRewriter rewrites the references that start with path, the last
// name of path becoming name.
type symRewriter struct {
	ctx  *Context
	path []string
	name string
	memo map[Attribute]Attribute // per path: reset when it changes
	last []string
}

func (rw *symRewriter) attr(a Attribute) Attribute {
	if !slices.Equal(rw.last, rw.path) {
		clear(rw.memo)
		rw.last = rw.path
	}
	return rw.rewrite(a)
}

func (rw *symRewriter) rewrite(a Attribute) Attribute {
	switch x := a.(type) {
	case *SymbolRefAttr:
		names := append([]string{x.Root}, x.Nested...)
		if len(names) < len(rw.path) || !slices.Equal(names[:len(rw.path)], rw.path) {
			return a
		}
		names[len(rw.path)-1] = rw.name
		return rw.ctx.SymbolRef(names[0], names[1:])
	case *ArrayAttr:
		if r, ok := rw.memo[a]; ok {
			return r
		}
		var out []Attribute
		for i, e := range x.Elems {
			n := rw.rewrite(e)
			if n != e && out == nil {
				out = slices.Clone(x.Elems)
			}
			if out != nil {
				out[i] = n
			}
		}
		r := a
		if out != nil {
			r = rw.ctx.Array(out)
		}
		rw.memo[a] = r
		return r
	case *DictionaryAttr:
		if r, ok := rw.memo[a]; ok {
			return r
		}
		var out []NamedAttribute
		for i, e := range x.Entries {
			n := rw.rewrite(e.Value)
			if n != e.Value && out == nil {
				out = slices.Clone(x.Entries)
			}
			if out != nil {
				out[i].Value = n
			}
		}
		var r Attribute = a
		if out != nil {
			r = rw.ctx.Dictionary(out)
		}
		rw.memo[a] = r
		return r
	}
	return a
}
