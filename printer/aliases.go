package printer

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// aliasTable holds the `#name` / `!name` aliases mlir-opt would give the
// attributes and types of one top-level operation, in definition order, and
// the numbers given to distinct attributes as they are printed.
type aliasTable struct {
	attrs    map[ir.Attribute]string
	types    map[ir.Type]string
	defs     []aliasDef // in the order mlir-opt prints them
	distinct map[*ir.DistinctAttr]int
	// opaque are the aliases of dialect attributes by their text
	// (opaqueKey): nested ones are met as text when printing.
	opaque map[string]string
	// textDistinct numbers the distinct attributes written inside dialect
	// attributes' data (`id = distinct[3]<>`), by the number written,
	// along with the others.
	textDistinct map[string]int
	// used and counts are the names given and the next number per name.
	used   map[string]bool
	counts map[string]int
}

type aliasDef struct {
	name string
	attr ir.Attribute // or
	typ  ir.Type
}

func (t *aliasTable) attrAlias(a ir.Attribute) (string, bool) {
	if t.opaque != nil {
		if k, ok := opaqueKeyOf(a); ok {
			name, ok := t.opaque[k]
			return name, ok
		}
	}
	name, ok := t.attrs[a]
	return name, ok
}

func (t *aliasTable) typeAlias(ty ir.Type) (string, bool) {
	name, ok := t.types[ty]
	return name, ok
}

// distinctID returns the number printed in `distinct[N]`: distinct
// attributes are numbered in the order they are first printed.
func (p *Printer) distinctID(d *ir.DistinctAttr) int {
	if p.aliases == nil {
		p.aliases = &aliasTable{}
	}
	if p.aliases.distinct == nil {
		p.aliases.distinct = map[*ir.DistinctAttr]int{}
	}
	id, ok := p.aliases.distinct[d]
	if !ok {
		id = len(p.aliases.distinct) + len(p.aliases.textDistinct)
		p.aliases.distinct[d] = id
	}
	return id
}

// printAliasDefs writes `#map = affine_map<...>` lines for every alias, in
// mlir-opt's order. A definition uses the aliases defined before it.
func (p *Printer) printAliasDefs() {
	if p.aliases == nil {
		return
	}
	for _, d := range p.aliases.defs {
		p.printAliasDef(d)
		p.out = append(p.out, '\n')
	}
}

// printAliasDef writes `#name = value` or `!name = type`.
func (p *Printer) printAliasDef(d aliasDef) {
	if d.typ != nil {
		p.out = append(p.out, '!')
		p.out = append(p.out, d.name...)
		p.out = append(p.out, " = "...)
		p.printTypeNoAlias(d.typ)
		return
	}
	p.out = append(p.out, '#')
	p.out = append(p.out, d.name...)
	p.out = append(p.out, " = "...)
	if l, ok := d.attr.(ir.Location); ok {
		p.out = append(p.out, "loc("...)
		p.printLocation(l)
		p.out = append(p.out, ')')
	} else {
		p.printAttrNoAlias(d.attr)
	}
}

// printAttrNoAlias prints a itself even if it has an alias (its parts may
// still print as aliases).
func (p *Printer) printAttrNoAlias(a ir.Attribute) {
	t := p.aliases
	name, had := t.attrs[a]
	delete(t.attrs, a)
	var key, oname string
	var ohad bool
	if k, ok := opaqueKeyOf(a); ok && t.opaque != nil {
		key = k
		oname, ohad = t.opaque[key]
		delete(t.opaque, key)
	}
	p.printAttr(a)
	if had {
		t.attrs[a] = name
	}
	if ohad {
		t.opaque[key] = oname
	}
}

// aliasInfo is what the walk learns about one visited attribute or type.
type aliasInfo struct {
	order int
	depth int
	name  string // "" when the value gets no alias
	attr  ir.Attribute
	typ   ir.Type
}

type aliasCollector struct {
	// known are the registered dialects: their ops' properties (inherent
	// attributes) take part in alias collection (nil: none).
	known dialect.Registry
	// dialects, in custom form, gives the syntaxes whose printing the
	// walk follows, as mlir-opt's alias initializer runs the op printers.
	dialects dialect.Registry
	seen     seenTable
	unowned  map[ir.Attribute]*aliasInfo
	list     []*aliasInfo
	// names gives dialect attributes their alias names (nil: none);
	// opaque holds the one attribute used per dialect attribute text.
	names  dialect.Registry
	opaque map[string]ir.Attribute
}

// seenTable maps the values visited (interned types and attributes of one
// Context, numbered by their UIDs) to what the walk learnt of them: pages
// of a table indexed by UID, which costs less than hashing interfaces on
// every visit. UID 0 (a value made outside a Context) is never recorded.
type seenTable struct{ pages []*[seenPage]*aliasInfo }

const seenPage = 1024

func (t *seenTable) get(uid uint64) *aliasInfo {
	if i := uid / seenPage; i < uint64(len(t.pages)) && t.pages[i] != nil {
		return t.pages[i][uid%seenPage]
	}
	return nil
}

func (t *seenTable) set(uid uint64, in *aliasInfo) {
	if uid == 0 {
		return
	}
	i := uid / seenPage
	for uint64(len(t.pages)) <= i {
		t.pages = append(t.pages, nil)
	}
	if t.pages[i] == nil {
		t.pages[i] = new([seenPage]*aliasInfo)
	}
	t.pages[i][uid%seenPage] = in
}

// seenAttr is what the walk recorded of a: by UID for the context's
// attributes, by identity for the dialect attributes the walk made of
// text nested in another (canonOpaque), which have no UID.
func (c *aliasCollector) seenAttr(a ir.Attribute) *aliasInfo {
	if uid := a.UID(); uid != 0 {
		return c.seen.get(uid)
	}
	return c.unowned[a]
}

func (c *aliasCollector) setSeenAttr(a ir.Attribute, in *aliasInfo) {
	if uid := a.UID(); uid != 0 {
		c.seen.set(uid, in)
		return
	}
	if c.unowned == nil {
		c.unowned = map[ir.Attribute]*aliasInfo{}
	}
	c.unowned[a] = in
}

// newAliasCollector returns a collector for the ops of the dialects known
// knows (nil: none), which also names their attributes, following in
// custom form the syntaxes of custom (nil in generic form).
func newAliasCollector(known, custom dialect.Registry) *aliasCollector {
	return &aliasCollector{known: known, dialects: custom, names: known}
}

// registered reports whether the op name's dialect is registered.
func (c *aliasCollector) registered(name string) bool {
	if c.known == nil {
		return false
	}
	d, _, ok := strings.Cut(name, ".")
	return ok && c.known.HasDialect(d)
}

// table names the aliases found so far as mlir-opt does: sorted by depth
// (an alias defined before the aliases using it), types before attributes,
// by name, then in the order first visited; clashes numbered per name.
func (c *aliasCollector) table() *aliasTable {
	infos := make([]*aliasInfo, 0, len(c.list))
	for _, in := range c.list {
		if in.name != "" {
			infos = append(infos, in)
		}
	}
	sort.SliceStable(infos, func(i, j int) bool {
		a, b := infos[i], infos[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if (a.typ != nil) != (b.typ != nil) {
			return a.typ != nil
		}
		return a.name < b.name
	})
	t := newAliasTable()
	for _, in := range infos {
		t.add(in)
	}
	return t
}

func newAliasTable() *aliasTable {
	return &aliasTable{attrs: map[ir.Attribute]string{}, types: map[ir.Type]string{}, used: map[string]bool{}, counts: map[string]int{}}
}

// add names in's value and appends its definition.
func (t *aliasTable) add(in *aliasInfo) {
	name := uniqueAliasName(in.name, t.counts, t.used)
	if in.typ != nil {
		t.types[in.typ] = name
		t.defs = append(t.defs, aliasDef{name: name, typ: in.typ})
	} else {
		t.attrs[in.attr] = name
		t.defs = append(t.defs, aliasDef{name: name, attr: in.attr})
		if k, ok := opaqueKeyOf(in.attr); ok {
			if t.opaque == nil {
				t.opaque = map[string]string{}
			}
			t.opaque[k] = name
		}
	}
}

func uniqueAliasName(alias string, counts map[string]int, used map[string]bool) string {
	if !used[alias] {
		used[alias] = true
		return alias
	}
	prefix := alias
	if c := alias[len(alias)-1]; c >= '0' && c <= '9' {
		prefix += "_"
	}
	for {
		if counts[alias] == 0 {
			counts[alias] = 1
		}
		probe := prefix + strconv.Itoa(counts[alias])
		counts[alias]++
		if !used[probe] {
			used[probe] = true
			return probe
		}
	}
}

func (c *aliasCollector) visitOp(op *ir.Operation) {
	if c.dialects != nil {
		if syn := c.dialects.Syntax(op.Name); syn != nil {
			syn.Print(aliasPrinter{c}, op)
			return
		}
	}
	c.visitGenericOp(op)
}

// visitGenericOp visits what op's generic form prints.
func (c *aliasCollector) visitGenericOp(op *ir.Operation) {
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			for _, a := range b.Args {
				c.visitType(a.Type())
			}
			for _, o := range b.Ops {
				c.visitOp(o)
			}
		}
	}
	for _, v := range op.Operands {
		c.visitType(v.Type())
	}
	for i := range op.Results {
		c.visitType(op.Results[i].Type())
	}
	var props, attrs []ir.NamedAttribute
	if op.Attrs != nil {
		attrs = op.Attrs.Entries
	}
	if d, ok := op.Properties.(*ir.DictionaryAttr); ok && c.registered(op.Name) {
		props = d.Entries
	}
	// The properties and the attributes merged by name (both are sorted),
	// a property first on a tie.
	for len(props) > 0 || len(attrs) > 0 {
		if len(attrs) == 0 || len(props) > 0 && props[0].Name <= attrs[0].Name {
			c.visitAttr(props[0].Value)
			props = props[1:]
		} else {
			c.visitAttr(attrs[0].Value)
			attrs = attrs[1:]
		}
	}
}

// visitAttr records a and its parts in printing order and returns its depth.
func (c *aliasCollector) visitAttr(a ir.Attribute) int {
	if a == nil {
		return 0
	}
	if dialect, data, _, ok := ir.DialectSpelling(a); ok {
		a = c.canonOpaque(dialect, data, a)
	}
	if d, leaf := leafAttrDepth(c, a); leaf {
		return d
	}
	if in := c.seenAttr(a); in != nil {
		return in.depth
	}
	in := &aliasInfo{order: len(c.list), attr: a, name: builtinAttrAlias(a)}
	if dialect, data, _, ok := ir.DialectSpelling(a); ok && c.names != nil {
		in.name = c.names.AttrAliasName(dialect, data)
	}
	c.setSeenAttr(a, in)
	c.list = append(c.list, in)
	maxDepth := 0
	child := func(d int) {
		if d > maxDepth {
			maxDepth = d
		}
	}
	switch a := a.(type) {
	case *ir.IntegerAttr:
		child(c.visitType(a.Type))
	case *ir.FloatAttr:
		child(c.visitType(a.Type))
	case *ir.StringAttr:
		if a.Type != nil {
			child(c.visitType(a.Type))
		}
	case *ir.TypeAttr:
		child(c.visitType(a.Type))
	case *ir.ArrayAttr:
		for _, e := range a.Elems {
			child(c.visitAttr(e))
		}
	case *ir.DictionaryAttr:
		for _, e := range a.Entries {
			child(c.visitAttr(e.Value))
		}
	case *ir.DenseElementsAttr:
		child(c.visitType(a.Type))
	case *ir.DenseResourceAttr:
		child(c.visitType(a.Type))
	case *ir.SparseElementsAttr:
		child(c.visitType(a.Type))
	case *ir.DenseArrayAttr:
		child(c.visitType(a.ElemType))
	case *ir.DistinctAttr:
		child(c.visitAttr(a.Inner))
	case *ir.NameLoc:
		child(c.visitAttr(a.Child))
	case *ir.CallSiteLoc:
		child(c.visitAttr(a.Callee))
		child(c.visitAttr(a.Caller))
	case *ir.OpaqueAttr:
		if a.Parts != nil {
			child(c.visitParts(a.Parts))
		} else {
			child(c.visitData(a.Data))
		}
		if a.Type != nil {
			child(c.visitType(a.Type))
		}
	case *ir.DialectAttr:
		if a.Parts != nil {
			child(c.visitParts(a.Parts))
		} else {
			child(c.visitData(a.Data))
		}
		if a.Type != nil {
			child(c.visitType(a.Type))
		}
	case *ir.FusedLoc:
		child(c.visitAttr(a.Metadata))
		for _, l := range a.Locs {
			child(c.visitAttr(l))
		}
	}
	in.depth = depthOf(in.name != "", maxDepth)
	return in.depth
}

// leafAttrDepth returns the depth of an attribute that can never get an
// alias and whose parts are types only (an integer, a float, a string, a
// dense literal, ...), without recording it: mlir-opt's alias rules name
// none of these (only affine maps, integer sets, distinct attributes,
// locations and dialect attributes), so recording them, one entry per
// constant of a large function, would cost memory and change nothing but
// the revisit of a type, which is recorded. leaf is false for any other
// attribute.
func leafAttrDepth(c *aliasCollector, a ir.Attribute) (depth int, leaf bool) {
	var t ir.Type
	switch a := a.(type) {
	case *ir.IntegerAttr:
		t = a.Type
	case *ir.FloatAttr:
		t = a.Type
	case *ir.StringAttr:
		t = a.Type
	case *ir.TypeAttr:
		t = a.Type
	case *ir.DenseElementsAttr:
		t = a.Type
	case *ir.DenseResourceAttr:
		t = a.Type
	case *ir.SparseElementsAttr:
		t = a.Type
	case *ir.DenseArrayAttr:
		t = a.ElemType
	case *ir.UnitAttr, *ir.SymbolRefAttr, *ir.StridedLayoutAttr:
	default:
		return 0, false
	}
	if t == nil {
		return 0, true
	}
	return depthOf(false, c.visitType(t)), true
}

// visitParts visits the parts of a dialect attribute's or type's data, in
// order, and returns the depth of the deepest.
func (c *aliasCollector) visitParts(parts []ir.Part) int {
	maxDepth := 0
	for _, pt := range parts {
		d := 0
		if pt.Attr != nil {
			d = c.visitAttr(pt.Attr)
		} else {
			d = c.visitType(pt.Type)
		}
		maxDepth = max(maxDepth, d)
	}
	return maxDepth
}

// depthOf: a value with aliased parts sits one level above the deepest of
// them; an aliased value without any is at level 1, anything else at 0.
func depthOf(aliased bool, maxChild int) int {
	if maxChild > 0 {
		return maxChild + 1
	}
	if aliased {
		return 1
	}
	return 0
}

func (c *aliasCollector) visitType(t ir.Type) int {
	if t == nil {
		return 0
	}
	if in := c.seen.get(t.UID()); in != nil {
		return in.depth
	}
	in := &aliasInfo{order: len(c.list), typ: t}
	if tt, ok := t.(*ir.TupleType); ok && len(tt.Types) > 16 {
		in.name = "tuple"
	}
	c.seen.set(t.UID(), in)
	c.list = append(c.list, in)
	maxDepth := 0
	child := func(d int) {
		if d > maxDepth {
			maxDepth = d
		}
	}
	switch t := t.(type) {
	case *ir.ComplexType:
		child(c.visitType(t.Elem))
	case *ir.TupleType:
		for _, e := range t.Types {
			child(c.visitType(e))
		}
	case *ir.FunctionType:
		for _, e := range t.Inputs {
			child(c.visitType(e))
		}
		for _, e := range t.Results {
			child(c.visitType(e))
		}
	case *ir.VectorType:
		child(c.visitType(t.Elem))
	case *ir.RankedTensorType:
		child(c.visitType(t.Elem))
		child(c.visitAttr(t.Encoding))
	case *ir.UnrankedTensorType:
		child(c.visitType(t.Elem))
	case *ir.MemRefType:
		child(c.visitType(t.Elem))
		child(c.visitAttr(t.Layout))
		child(c.visitAttr(t.MemorySpace))
	case *ir.UnrankedMemRefType:
		child(c.visitType(t.Elem))
		child(c.visitAttr(t.MemorySpace))
	case *ir.OpaqueType:
		child(c.visitParts(t.Parts))
	case *ir.DialectType:
		child(c.visitParts(t.Parts))
	}
	in.depth = depthOf(in.name != "", maxDepth)
	return in.depth
}

// builtinAttrAlias is the alias name the builtin dialect gives a.
func builtinAttrAlias(a ir.Attribute) string {
	switch a := a.(type) {
	case *ir.AffineMapAttr:
		return "map"
	case *ir.IntegerSetAttr:
		return "set"
	case *ir.DistinctAttr:
		if _, unit := a.Inner.(*ir.UnitAttr); !unit {
			return "distinct"
		}
	case ir.Location:
		return "loc"
	}
	return ""
}

// aliasPrinter runs a custom syntax's printing to visit what it prints, as
// mlir-opt's DummyAliasOperationPrinter does: elided attributes and implied
// types get no alias.
type aliasPrinter struct{ c *aliasCollector }

func (a aliasPrinter) WriteString(string)              {}
func (a aliasPrinter) PrintOperand(ir.Value)           {}
func (a aliasPrinter) PrintOperands([]ir.Value)        {}
func (a aliasPrinter) PrintType(t ir.Type)             { a.c.visitType(t) }
func (a aliasPrinter) PrintAttribute(at ir.Attribute)  { a.c.visitAttr(at) }
func (a aliasPrinter) PrintSymbolName(string)          {}
func (a aliasPrinter) PrintString(string)              {}
func (a aliasPrinter) PrintSuccessor(*ir.Block)        {}
func (a aliasPrinter) PrintGenericOp(op *ir.Operation) { a.c.visitGenericOp(op) }
func (a aliasPrinter) PrintNewline()                   {}
func (a aliasPrinter) IncreaseIndent()                 {}
func (a aliasPrinter) DecreaseIndent()                 {}

// An affine map printed bare or with SSA values is no attribute: it gets
// no alias.
func (a aliasPrinter) PrintAffineMap(*ir.AffineMap)                                  {}
func (a aliasPrinter) PrintAffineMapOfSSAIds(*ir.AffineMap, []ir.Value)              {}
func (a aliasPrinter) PrintAffineExprOfSSAIds(ir.AffineExpr, []ir.Value, []ir.Value) {}
func (a aliasPrinter) HasTrait(name, trait string) bool                              { return a.c.dialects.HasTrait(name, trait) }

func (a aliasPrinter) PrintTypes(ts []ir.Type) {
	for _, t := range ts {
		a.c.visitType(t)
	}
}

// PrintAttributeWithoutType visits at without its type (an integer's or a
// dense attribute's type is implied by the syntax).
func (a aliasPrinter) PrintAttributeWithoutType(at ir.Attribute) {
	switch at.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.StringAttr, *ir.DenseElementsAttr, *ir.DenseResourceAttr, *ir.SparseElementsAttr:
		return
	}
	a.c.visitAttr(at)
}

func (a aliasPrinter) PrintStrippedAttr(at ir.Attribute) { a.c.visitAttr(at) }
func (a aliasPrinter) PrintStrippedType(t ir.Type)       { a.c.visitType(t) }

func (a aliasPrinter) PrintOptionalAttrDict(attrs []ir.NamedAttribute, elided []string) {
	for _, e := range attrs {
		if !contains(elided, e.Name) {
			a.c.visitAttr(e.Value)
		}
	}
}

func (a aliasPrinter) PrintOptionalAttrDictWithKeyword(attrs []ir.NamedAttribute, elided []string) {
	a.PrintOptionalAttrDict(attrs, elided)
}

// PrintRegion visits the blocks as mlir-opt's alias initializer does: the
// entry block's argument types only when the syntax prints them, the last
// op only when it is not an implied terminator.
func (a aliasPrinter) PrintCustomOrGenericOp(op *ir.Operation) { a.c.visitOp(op) }

func (a aliasPrinter) PrintRegion(r *ir.Region, entryArgs, terminators, _ bool) {
	for i, b := range r.Blocks {
		if i > 0 || entryArgs {
			for _, arg := range b.Args {
				a.c.visitType(arg.Type())
			}
		}
		ops := b.Ops
		if i == 0 && !terminators && len(ops) > 0 && a.c.dialects.HasTrait(ops[len(ops)-1].Name, "Terminator") {
			ops = ops[:len(ops)-1]
		}
		for _, op := range ops {
			a.c.visitOp(op)
		}
	}
}

func (a aliasPrinter) PrintArgument(v *ir.BlockArgument, attrs *ir.DictionaryAttr, omitType bool) {
	if !omitType {
		a.c.visitType(v.Type())
	}
	if attrs != nil {
		a.c.visitAttr(attrs)
	}
}
