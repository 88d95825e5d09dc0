package main

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

// A spec says which records make up one dialect's file.
type spec struct {
	Name  string
	Files []string // .td files, relative to the include directory
	Ops   []string // when set, only these ops (by name without the prefix)
}

// source is one .td file's records.
type source struct {
	file string
	recs Records
}

// generator turns the records of every source into one ods.File per
// dialect. Anonymous records are local to their source, so every lookup
// goes through the source the referring record came from.
type generator struct {
	specs   []spec
	sources map[string]*source // by .td file
	// opNames maps a qualified C++ op class ("::mlir::scf::YieldOp") to
	// its op name, over every op of every source.
	opNames map[string]string
	// enums are the enums the ops and attributes use, by def name.
	enums map[string]*enumUse
	// enumNames names each enum by its C++ type: a def name, or the C++
	// type itself when defs of several C++ enums share the name (vector's
	// and arm_sme's CombiningKind) or the enum has only anonymous defs.
	enumNames map[string]string
	// typeDefs are the dialect type definitions of every source, by
	// qualified C++ class, with the records they come from.
	typeDefs map[string]typeDefIn
	// notes are facts the generator could not translate.
	notes []string
}

type typeDefIn struct {
	def  *Record
	recs Records
}

type enumUse struct {
	enum  *ods.Enum
	users []string // dialects whose ops or attributes use it
}

func newGenerator(specs []spec, sources map[string]*source) *generator {
	g := &generator{
		specs:    specs,
		sources:  sources,
		opNames:  map[string]string{},
		enums:    map[string]*enumUse{},
		typeDefs: map[string]typeDefIn{},
	}
	byName := map[string]map[string]bool{} // def name -> C++ types
	for _, file := range sortedKeys(sources) {
		recs := sources[file].recs
		for _, name := range sortedKeys(recs) {
			r := recs[name]
			if d := recs[r.ref("opDialect")]; d != nil && r.IsA("Op") {
				g.opNames[qualify(r.str("cppNamespace"))+"::"+opClassName(r.Name)] = d.str("name") + "." + r.str("opName")
			}
			if r.IsA("EnumInfo") && r.str("className") != "" {
				if byName[r.Name] == nil {
					byName[r.Name] = map[string]bool{}
				}
				byName[r.Name][enumType(r)] = true
			}
			if r.IsA("TypeDef") && r.str("cppType") != "" {
				if _, ok := g.typeDefs[qualify(r.str("cppType"))]; !ok {
					g.typeDefs[qualify(r.str("cppType"))] = typeDefIn{def: r, recs: recs}
				}
			}
		}
	}
	// Each C++ enum is named by the first of its named defs that no other
	// C++ enum's def shares, else by its C++ type (anonymous_N names are
	// local to a source and change between releases).
	g.enumNames = map[string]string{}
	for _, name := range sortedKeys(byName) {
		types := byName[name]
		for t := range types {
			if _, done := g.enumNames[t]; !done && len(types) == 1 && !isAnonymous(name) {
				g.enumNames[t] = name
			}
		}
	}
	for _, name := range sortedKeys(byName) {
		for t := range byName[name] {
			if _, done := g.enumNames[t]; !done {
				g.enumNames[t] = t
			}
		}
	}
	return g
}

// enumType is an enum def's C++ type.
func enumType(e *Record) string { return qualify(e.str("cppNamespace")) + "::" + e.str("className") }

func (g *generator) notef(format string, args ...any) {
	g.notes = append(g.notes, fmt.Sprintf(format, args...))
}

// run builds every dialect.
func (g *generator) run() map[string]*ods.File {
	files := map[string]*ods.File{}
	dialects := map[string]*ods.Dialect{}
	for _, sp := range g.specs {
		d := &ods.Dialect{Name: sp.Name}
		for _, file := range sp.Files {
			g.extract(d, sp, g.sources[file])
		}
		sort.Slice(d.Ops, func(i, j int) bool { return d.Ops[i].Name < d.Ops[j].Name })
		d.Attrs = dedupe(d.Attrs, func(a *ods.AttrDef) string { return a.Name })
		d.Types = dedupe(d.Types, func(t *ods.TypeDef) string { return t.Name })
		dialects[sp.Name] = d
		files[sp.Name] = &ods.File{Dialects: []*ods.Dialect{d}}
	}
	// Each dialect lists the enums its ops and attributes use, so that a
	// file stands alone: FastMathFlags is in arith, math and complex.
	for _, name := range sortedKeys(g.enums) {
		u := g.enums[name]
		for _, user := range u.users {
			dialects[user].Enums = append(dialects[user].Enums, u.enum)
		}
	}
	return files
}

func dedupe[T any](xs []T, key func(T) string) []T {
	seen := map[string]bool{}
	var out []T
	for _, x := range xs {
		if k := key(x); !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	sort.Slice(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}

// extract adds the ops and attribute and type definitions of dialect d
// found in src.
func (g *generator) extract(d *ods.Dialect, sp spec, src *source) {
	recs := src.recs
	for _, name := range sortedKeys(recs) {
		r := recs[name]
		switch {
		case r.IsA("Op"):
			dr := recs[r.ref("opDialect")]
			if dr == nil || dr.str("name") != d.Name {
				continue
			}
			if sp.Ops != nil && !slices.Contains(sp.Ops, r.str("opName")) {
				continue
			}
			if slices.ContainsFunc(d.Ops, func(o *ods.Op) bool { return o.Name == d.Name+"."+r.str("opName") }) {
				continue
			}
			d.Ops = append(d.Ops, g.op(d.Name, recs, r))
		case r.IsA("AttrDef"), r.IsA("TypeDef"):
			dr := recs[r.ref("dialect")]
			if dr == nil || dr.str("name") != d.Name || sp.Ops != nil {
				continue
			}
			if _, ok := r.Fields["mnemonic"].(Str); !ok {
				g.notef("%s: %s has no mnemonic: left out", d.Name, r.Name)
				continue
			}
			if r.IsA("AttrDef") {
				d.Attrs = append(d.Attrs, g.attrDef(d.Name, recs, r))
			} else {
				d.Types = append(d.Types, g.typeDef(d.Name, recs, r))
			}
		}
	}
}

// op builds one op definition.
func (g *generator) op(dialect string, recs Records, r *Record) *ods.Op {
	op := &ods.Op{Name: dialect + "." + r.str("opName")}
	if args, ok := r.Fields["arguments"].(*Dag); ok {
		for _, a := range args.Args {
			c := recs.deref(a.Val)
			if c == nil {
				g.notef("%s: argument %s: no record %v", op.Name, a.Name, a.Val)
				continue
			}
			for c.IsA("OpVariable") { // Arg<...>: decorators only
				c = recs.deref(c.Fields["constraint"])
			}
			switch {
			case c.IsA("TypeConstraint"):
				op.Operands = append(op.Operands, g.operand(recs, a.Name, c))
			case c.IsA("Attr"), c.IsA("AttrConstraint"):
				op.Attrs = append(op.Attrs, g.attr(dialect, op.Name, recs, a.Name, c))
			case c.IsA("Property"), c.IsA("PropConstraint"):
				op.Attrs = append(op.Attrs, g.property(dialect, op.Name, recs, a.Name, c))
			default:
				g.notef("%s: argument %s: unknown kind %v", op.Name, a.Name, c.Classes)
			}
		}
	}
	if res, ok := r.Fields["results"].(*Dag); ok {
		for _, a := range res.Args {
			c := recs.deref(a.Val)
			for c != nil && c.IsA("OpVariable") {
				c = recs.deref(c.Fields["constraint"])
			}
			if c == nil {
				g.notef("%s: result %s: no record", op.Name, a.Name)
				continue
			}
			op.Results = append(op.Results, g.operand(recs, a.Name, c))
		}
	}
	if regs, ok := r.Fields["regions"].(*Dag); ok {
		for _, a := range regs.Args {
			op.Regions = append(op.Regions, region(recs, a.Name, recs.deref(a.Val)))
		}
	}
	if succs, ok := r.Fields["successors"].(*Dag); ok {
		for _, a := range succs.Args {
			op.Successors = append(op.Successors, successor(recs, a.Name, recs.deref(a.Val)))
		}
	}
	op.Traits = g.traits(op.Name, qualify(r.str("cppNamespace")), recs, r.list("traits"))
	if f, ok := r.Fields["assemblyFormat"].(Str); ok {
		op.Format = normalizeFormat(f.S)
	}
	// A declarative format wins over hasCustomAssemblyFormat (which
	// spirv's and acc's base classes set for all their ops), as in ODS.
	op.CustomSyntax = r.bit("hasCustomAssemblyFormat") && op.Format == ""
	return op
}

// operand builds an operand or result group: Optional<>, Variadic<> and
// VariadicOfVariadic<> around a type constraint.
func (g *generator) operand(recs Records, name string, c *Record) *ods.Arg {
	a := &ods.Arg{Name: name}
	switch {
	case c.IsA("VariadicOfVariadic"):
		a.Kind, a.Segments = "variadicOfVariadic", c.str("segmentAttrName")
		c = recs.deref(c.Fields["baseType"])
	case c.IsA("Variadic"):
		a.Kind = "variadic"
		c = recs.deref(c.Fields["baseType"])
	case c.IsA("Optional"):
		a.Kind = "optional"
		c = recs.deref(c.Fields["baseType"])
	}
	if c == nil {
		return a
	}
	a.Constraint = constraintName(c)
	a.Buildable = g.buildable(c.str("builderCall"))
	return a
}

// region builds a region group.
func region(recs Records, name string, c *Record) *ods.Region {
	reg := &ods.Region{Name: name}
	if c == nil {
		return reg
	}
	reg.Variadic = c.IsA("VariadicRegion")
	switch {
	case c.IsA("SizedRegion"):
		reg.Sized = int(c.int("blocks"))
	case reg.Variadic:
		// VariadicRegion keeps only its element's predicate:
		// SizedRegion<N>'s is `::llvm::hasNItems($_self, N)`.
		if p := recs.deref(c.Fields["predicate"]); p != nil {
			var n int
			if _, err := fmt.Sscanf(p.str("predExpr"), "(::llvm::hasNItems($_self, %d))", &n); err == nil {
				reg.Sized = n
			}
		}
	}
	return reg
}

// successor builds a successor group.
func successor(recs Records, name string, c *Record) *ods.Arg {
	a := &ods.Arg{Name: name}
	if c == nil {
		return a
	}
	if c.IsA("VariadicSuccessor") {
		a.Kind = "variadic"
		// The element constraint is not kept; find the named successor
		// constraint with the same predicate.
		for _, n := range sortedKeys(recs) {
			s := recs[n]
			if !isAnonymous(n) && s.IsA("Successor") && !s.IsA("VariadicSuccessor") && fmt.Sprint(s.Fields["predicate"]) == fmt.Sprint(c.Fields["predicate"]) {
				a.Constraint = n
				break
			}
		}
		return a
	}
	a.Constraint = constraintName(c)
	return a
}

// attrChain is an attribute constraint and the constraints it wraps.
func attrChain(recs Records, c *Record) []*Record {
	chain := []*Record{c}
	for {
		base := recs.deref(c.Fields["baseAttr"])
		if base == nil || !isAnonymous(c.Name) && !isWrapper(c) {
			return chain
		}
		chain = append(chain, base)
		c = base
	}
}

func isWrapper(c *Record) bool {
	return c.IsA("OptionalAttr") || c.IsA("DefaultValuedAttr") || c.IsA("DefaultValuedOptionalAttr") || c.IsA("ConfinedAttr")
}

// attr builds an inherent attribute.
func (g *generator) attr(dialect, opName string, recs Records, name string, c *Record) *ods.Attr {
	chain := attrChain(recs, c)
	a := &ods.Attr{Name: name, Storage: strings.TrimSpace(c.str("storageType"))}
	// The constraint is the first named def past the anonymous wrappers.
	named := chain[len(chain)-1]
	for _, r := range chain {
		if !isAnonymous(r.Name) {
			named = r
			break
		}
	}
	a.Constraint = constraintName(named)
	a.Optional = c.bit("isOptional") || a.Storage == "::mlir::UnitAttr"
	a.Qualified = a.Storage == "::mlir::Attribute"
	for _, r := range chain {
		if r.Name == "SymbolNameAttr" {
			a.SymbolName = true
		}
		if a.Type == "" {
			if vt := recs.deref(r.Fields["valueType"]); vt != nil {
				if t := g.buildable(vt.str("builderCall")); t != "none" {
					a.Type = t
				}
			}
		}
		if a.Enum == "" {
			switch {
			case r.IsA("EnumAttrInfo"):
				a.Enum = g.useEnum(dialect, recs, r, true)
			case r.IsA("EnumAttr"):
				if e := recs.deref(r.Fields["enum"]); e != nil {
					a.Enum = g.useEnum(dialect, recs, e, false)
				}
			}
		}
	}
	// As in ODS, the attribute has a default when its constraint has a
	// defaultValue (DefaultValuedAttr, or an attribute def with one).
	if v := strings.TrimSpace(c.str("defaultValue")); v != "" {
		a.Default = g.attrDefault(recs, chain, a, v)
		if strings.HasPrefix(a.Default, "cpp:") {
			g.notef("%s: attribute %s: default %q kept as C++", opName, name, v)
		}
	}
	return a
}

// property builds a true property (Property<...>). Its default is what
// mlir-opt prints for it in the generic form when it is not set: every
// property has a value, so mlir-opt always prints them all.
func (g *generator) property(dialect, opName string, recs Records, name string, c *Record) *ods.Attr {
	a := &ods.Attr{Name: name, Property: true, Storage: strings.TrimSpace(c.str("interfaceType"))}
	base := c
	for isAnonymous(base.Name) {
		b := recs.deref(base.Fields["baseProperty"])
		if b == nil {
			break
		}
		base = b
	}
	a.Constraint = constraintName(base)
	a.Optional = c.IsA("OptionalProp") || base.Name == "UnitProp"
	var e *Record
	for p := c; p != nil && e == nil; p = recs.deref(p.Fields["baseProperty"]) {
		if p.IsA("EnumProp") {
			e = recs.deref(p.Fields["enum"])
		}
	}
	if e != nil {
		a.Enum = g.useEnum(dialect, recs, e, false)
	}
	v := strings.TrimSpace(c.str("defaultValue"))
	switch {
	case base.Name == "UnitProp" || strings.Contains(base.Name, "UnitProp"):
		// A unit property is a bool: unset, it prints as `false`.
		if v == "" || v == "false" {
			a.Default = "false"
		}
	case c.IsA("OptionalProp"):
		// An unset optional property prints as an empty list (`[8]` when
		// set).
		if v == "" || v == "std::nullopt" {
			a.Default = "[]"
		}
	case e != nil:
		// An enum property prints as its integer, of the enum's width.
		if v == "" {
			a.Default = fmt.Sprintf("0 : i%d", e.int("bitwidth"))
		} else if _, n, ok := enumValue(recs, e, v); ok {
			a.Default = fmt.Sprintf("%d : i%d", n, e.int("bitwidth"))
		}
	}
	if a.Default == "" && v != "" {
		a.Default = "cpp:" + v
		g.notef("%s: property %s: default %q kept as C++", opName, name, v)
	}
	return a
}

// useEnum records that dialect uses enum e (directly as an integer
// attribute when direct) and returns its name.
func (g *generator) useEnum(dialect string, recs Records, e *Record, direct bool) string {
	name := g.enumNames[enumType(e)]
	if name == "" {
		name = e.Name
	}
	u := g.enums[name]
	if u == nil {
		u = &enumUse{enum: enumDef(recs, e)}
		u.enum.Name = name
		g.enums[name] = u
	}
	if !slices.Contains(u.users, dialect) {
		u.users = append(u.users, dialect)
	}
	if e.IsA("Attr") && (direct || e.bit("genSpecializedAttr")) {
		u.enum.Storage = fmt.Sprintf("i%d", e.int("bitwidth"))
	}
	return name
}

// enumDef builds an enum definition.
func enumDef(recs Records, e *Record) *ods.Enum {
	en := &ods.Enum{Name: e.Name, ClassName: e.str("className"), Cases: []*ods.Case{}}
	for _, c := range e.Classes {
		if strings.HasPrefix(c, "BitEnum") {
			en.Bit = true
		}
	}
	if en.Bit {
		en.Separator = e.str("separator")
	}
	for _, v := range e.list("enumerants") {
		if c := recs.deref(v); c != nil {
			en.Cases = append(en.Cases, &ods.Case{Symbol: c.str("symbol"), Str: c.str("str"), Value: c.int("value")})
		}
	}
	return en
}

// attrDef builds a dialect attribute definition.
func (g *generator) attrDef(dialect string, recs Records, r *Record) *ods.AttrDef {
	a := &ods.AttrDef{Name: r.Name, Mnemonic: r.str("mnemonic"), ClassName: className(r)}
	a.Params, a.Format, a.CustomSyntax = g.params(recs, r), normalizeFormat(r.str("assemblyFormat")), r.bit("hasCustomAssemblyFormat")
	g.useParamEnums(dialect, recs, a.Params)
	if r.IsA("EnumAttr") {
		if e := recs.deref(r.Fields["enum"]); e != nil {
			a.Enum = g.useEnum(dialect, recs, e, false)
		}
	}
	return a
}

// typeDef builds a dialect type definition.
func (g *generator) typeDef(dialect string, recs Records, r *Record) *ods.TypeDef {
	t := &ods.TypeDef{Name: r.Name, Mnemonic: r.str("mnemonic"), ClassName: className(r)}
	t.Params, t.Format, t.CustomSyntax = g.params(recs, r), normalizeFormat(r.str("assemblyFormat")), r.bit("hasCustomAssemblyFormat")
	g.useParamEnums(dialect, recs, t.Params)
	return t
}

// useParamEnums records the enums the parameters of a definition hold
// (an enum class as the parameter's type, or in an ArrayRef of them), so
// that the dialect's file lists them.
func (g *generator) useParamEnums(dialect string, recs Records, params []*ods.Param) {
	for _, p := range params {
		kind := strings.TrimSpace(p.Kind)
		if inner, ok := strings.CutPrefix(kind, "::llvm::ArrayRef<"); ok {
			kind = strings.TrimSuffix(inner, ">")
		}
		if e := findEnum(recs, kind); e != nil {
			g.useEnum(dialect, recs, e, false)
		}
	}
}

// className is the C++ class of an AttrDef or TypeDef, without its
// namespace ("DIFileAttr").
func className(r *Record) string {
	c := r.str("cppType")
	if c == "" {
		c = r.str("storageType")
	}
	if i := strings.LastIndex(c, "::"); i >= 0 {
		c = c[i+2:]
	}
	return strings.TrimSpace(c)
}

// params lists an AttrDef's or TypeDef's parameters. A parameter is
// optional when it has a default value, as in ODS.
func (g *generator) params(recs Records, r *Record) []*ods.Param {
	d, ok := r.Fields["parameters"].(*Dag)
	if !ok {
		return nil
	}
	var ps []*ods.Param
	for _, a := range d.Args {
		p := &ods.Param{Name: a.Name}
		switch v := a.Val.(type) {
		case Str:
			p.Kind = v.S
		default:
			if pr := recs.deref(v); pr != nil {
				p.Kind = strings.TrimSpace(pr.str("cppType"))
				def := strings.TrimSpace(pr.str("defaultValue"))
				p.Optional = def != ""
				if p.Optional {
					p.Default = g.paramDefault(recs, p.Kind, def)
				}
				p.Custom = customParam(r, a.Name, pr)
			}
		}
		ps = append(ps, p)
	}
	return ps
}

// standardParams are the ODS parameter classes whose parsing and printing
// gomlir derives from the parameter's C++ type (an enum parameter's
// generated parser and printer read and write its keywords; a
// StringRefParameter's printer quotes the string).
var standardParams = map[string]bool{
	"AttrOrTypeParameter": true, "AttrParameter": true, "TypeParameter": true,
	"OptionalParameter": true, "DefaultValuedParameter": true,
	"ArrayRefParameter": true, "OptionalArrayRefParameter": true,
	"StringRefParameter": true, "EnumParameter": true,
	"APIntParameter": true, "APFloatParameter": true, "AttributeSelfTypeParameter": true,
}

// customParam names a parameter record whose parser or printer is C++ of
// its own: its class, or "Def.param" when the definition sets it on a
// standard class.
func customParam(def *Record, name string, pr *Record) string {
	if pr.str("parser") == "" && pr.str("printer") == "" {
		return ""
	}
	class := ""
	if n := len(pr.Classes); n > 0 {
		class = pr.Classes[n-1]
	}
	switch {
	case class == "EnumParameter", class == "StringRefParameter":
		return ""
	case !standardParams[class] && class != "" && !isAnonymous(class):
		return class
	}
	return def.Name + "." + name
}

// constraintName is a constraint's def name, or for an anonymous one
// (an instance of a parameterized class such as MemRefOf<[F32]>) the
// class it instantiates.
func constraintName(c *Record) string {
	if !isAnonymous(c.Name) || len(c.Classes) == 0 {
		return c.Name
	}
	return c.Classes[len(c.Classes)-1]
}

func isAnonymous(name string) bool { return strings.HasPrefix(name, "anonymous_") }

// opClassName is the C++ class of an op def, as ODS derives it: the def
// name past its dialect prefix ("Arith_AddIOp" -> "AddIOp").
func opClassName(def string) string {
	prefix, rest, ok := strings.Cut(def, "_")
	switch {
	case !ok || prefix == "":
		return def
	case rest == "":
		return prefix
	}
	return rest
}

// qualify writes a C++ namespace with its leading "::".
func qualify(ns string) string {
	ns = strings.TrimSpace(ns)
	if ns != "" && !strings.HasPrefix(ns, "::") {
		ns = "::" + ns
	}
	return ns
}

// resolveOp finds the op a C++ class name written in namespace ns names,
// as C++ lookup would: ns, then each enclosing namespace.
func (g *generator) resolveOp(ns, class string) (string, bool) {
	class = strings.TrimSpace(class)
	if strings.HasPrefix(class, "::") {
		name, ok := g.opNames[class]
		return name, ok
	}
	for {
		if name, ok := g.opNames[ns+"::"+class]; ok {
			return name, true
		}
		if ns == "" {
			return "", false
		}
		i := strings.LastIndex(ns, "::")
		if i < 0 {
			i = 0
		}
		ns = ns[:i]
	}
}

// Field accessors: zero values for missing or unset fields.

func (r *Record) str(field string) string {
	if s, ok := r.Fields[field].(Str); ok {
		return s.S
	}
	return ""
}

func (r *Record) ref(field string) string {
	if s, ok := r.Fields[field].(Ref); ok {
		return string(s)
	}
	return ""
}

func (r *Record) int(field string) int64 {
	if n, ok := r.Fields[field].(Int); ok {
		return int64(n)
	}
	return 0
}

func (r *Record) bit(field string) bool { return r.int(field) != 0 }

func (r *Record) list(field string) List {
	l, _ := r.Fields[field].(List)
	return l
}

// deref is the record a value names, or nil.
func (recs Records) deref(v Value) *Record {
	if r, ok := v.(Ref); ok {
		return recs[string(r)]
	}
	return nil
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
