package registry

import (
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Hooks is the Go side of a set of dialects, which their packages'
// Register functions fill: hand-written syntaxes, inference, result names,
// default dialects, custom format directives, type syntaxes, TypesMatchWith
// transformers, ops upstream defines in C++ and verifiers. Registry.Install
// and Registry.Load (with Ops) put them in a registry.
type Hooks struct {
	ops        map[string]*Op
	directives map[string]*asmformat.CustomDirective
	types      map[string]TypeFunc
	transforms map[string]dialect.TypeTransform
	// strippedTypes by "dialect.mnemonic" (asmformat.Env.StrippedTypes).
	strippedTypes map[string]asmformat.StrippedTypeParser
	// defs are the ops upstream defines in C++ rather than in ODS, which
	// the generated definitions therefore lack (affine.dma_start).
	defs *ods.File
	// verifiers are the ops' (and dialect attributes') Go verifiers, by
	// name.
	verifiers map[string]*dialect.Verifier
	// names are the result namers by op name (NameResults).
	names map[string]func(*ir.Operation, func(int, string))
	// aliases are the attribute alias names by "dialect.mnemonic".
	aliases map[string]string
	// afterLoad are the hooks that need the loaded registry (AfterLoad).
	afterLoad []func(*Registry)
	// facts are the type predicates and accessors by name.
	facts typeFacts
}

// NewHooks returns empty hooks.
func NewHooks() *Hooks {
	return &Hooks{ops: map[string]*Op{}, directives: map[string]*asmformat.CustomDirective{}, types: map[string]TypeFunc{}, transforms: map[string]dialect.TypeTransform{},
		strippedTypes: map[string]asmformat.StrippedTypeParser{}, verifiers: map[string]*dialect.Verifier{},
		names: map[string]func(*ir.Operation, func(int, string)){}, aliases: map[string]string{}}
}

// Ops are the hook entries by op name, for Registry.Load.
func (h *Hooks) Ops() map[string]*Op { return h.ops }

// Defs are the ops registered with Define, or nil.
func (h *Hooks) Defs() *ods.File { return h.defs }

// AfterLoad registers f to run on the registry once every definition is
// loaded (RunAfterLoad): a hook that asks the registry about other ops,
// as omp's loop names ask whether an op is isolated from above, and sets
// the loaded ops' entries.
func (h *Hooks) AfterLoad(f func(*Registry)) { h.afterLoad = append(h.afterLoad, f) }

// RunAfterLoad calls the AfterLoad hooks on r, in their order, after the
// last Load of h's ops.
func (h *Hooks) RunAfterLoad(r *Registry) {
	for _, f := range h.afterLoad {
		f(r)
	}
}

// Op returns the hook entry of op name, creating it.
func (h *Hooks) Op(name string) *Op {
	o := h.ops[name]
	if o == nil {
		o = &Op{}
		h.ops[name] = o
	}
	return o
}

// Syntax registers op name's hand-written syntax.
func (h *Hooks) Syntax(name string, s dialect.Syntax) *Op {
	o := h.Op(name)
	o.Syntax = s
	return o
}

// Snippet registers the custom form of op name, whose syntax is
// hand-written, as an editor snippet (dialect.Snippet): text with tab
// stops, and in, where its placeholders' text is a valid op.
func (h *Hooks) Snippet(name, text, in string) {
	h.Op(name).Snippet = dialect.Snippet{Text: text, In: in}
}

// Infer registers op name's result type inference.
func (h *Hooks) Infer(name string, f dialect.InferFunc) { h.Op(name).Infer = f }

// ResultName gives op name's single result the name mlir-opt gives it.
func (h *Hooks) ResultName(name, result string) {
	h.Op(name).ResultNames = func(op *ir.Operation, set func(int, string)) {
		if len(op.Results) > 0 {
			set(0, result)
		}
	}
}

// NameResults registers how op name names its results wherever it is
// defined, in these dialects' definitions or in a definitions file loaded
// later, unless its op hook has ResultNames (which win).
func (h *Hooks) NameResults(name string, f func(op *ir.Operation, set func(result int, name string))) {
	h.names[name] = f
}

// AttrAlias registers the alias name mlir-opt gives dialect's attribute
// mnemonic when it prints it through an alias (its OpAsmAttrInterface's
// getAlias): `#tbaa_tag = #llvm.tbaa_tag<...>`.
func (h *Hooks) AttrAlias(dialect, mnemonic, alias string) {
	h.aliases[dialect+"."+mnemonic] = alias
}

// Verifier returns the Go verifiers of the op (or dialect attribute)
// name, creating them: a dialect's verifier file sets their hooks.
func (h *Hooks) Verifier(name string) *dialect.Verifier {
	v := h.verifiers[name]
	if v == nil {
		v = &dialect.Verifier{}
		h.verifiers[name] = v
	}
	return v
}

// AttrVerifier registers the verify() of dialect's attribute mnemonic
// ("smt", "bv" for #smt.bv; "builtin" for a builtin attribute kind): the
// Verifier "#dialect.mnemonic"'s AttrDef (see dialect.AttrVerifier). It
// returns that Verifier, for its Incomplete.
func (h *Hooks) AttrVerifier(dialect, mnemonic string, f dialect.AttrVerifier) *dialect.Verifier {
	v := h.Verifier("#" + dialect + "." + mnemonic)
	v.AttrDef = f
	return v
}

// TypeVerifier registers the verify() of dialect's type mnemonic: the
// Verifier "!dialect.mnemonic"'s TypeDef (see dialect.TypeVerifier).
func (h *Hooks) TypeVerifier(dialect, mnemonic string, f dialect.TypeVerifier) *dialect.Verifier {
	v := h.Verifier("!" + dialect + "." + mnemonic)
	v.TypeDef = f
	return v
}

// verifyAttr runs the verifier registered for a (a dialect's attribute)
// on it: nil when there is none or a is sound, else its error placed in
// data, the text a was read from, at the `<` after the mnemonic (where
// mlir-opt's parser stands when it makes the attribute; the start of data
// when data does not start with the mnemonic).
func (r *Registry) verifyAttr(a *ir.DialectAttr, data string) error {
	v := r.verifiers["#"+a.Dialect+"."+a.Mnemonic()]
	if v == nil || v.AttrDef == nil {
		return nil
	}
	if e := v.AttrDef(a); e != nil {
		return placeDefError(e, data, a.Mnemonic())
	}
	return nil
}

// verifyType is verifyAttr for a dialect's type.
func (r *Registry) verifyType(t ir.Type, data string) error {
	dialect, mnemonic := "", ""
	switch t := t.(type) {
	case *ir.DialectType:
		dialect, mnemonic = t.Dialect, t.Mnemonic()
	default:
		return nil
	}
	v := r.verifiers["!"+dialect+"."+mnemonic]
	if v == nil || v.TypeDef == nil {
		return nil
	}
	if e := v.TypeDef(t); e != nil {
		return placeDefError(e, data, mnemonic)
	}
	return nil
}

func placeDefError(e *dialect.DataError, data, mnemonic string) *dialect.DataError {
	at := 0
	if strings.HasPrefix(data, mnemonic) {
		at = len(mnemonic)
	}
	place := func(off int) int { return max(off+at, 0) }
	e.Offset = place(e.Offset)
	for i := range e.Notes {
		e.Notes[i].Offset = place(e.Notes[i].Offset)
	}
	for _, a := range e.Also {
		a.Offset = place(a.Offset)
	}
	return e
}

// Define registers an op upstream defines in C++ rather than in ODS, in
// its dialect (merged with the generated definitions).
func (h *Hooks) Define(def *ods.Op) {
	if h.defs == nil {
		h.defs = &ods.File{}
	}
	name := def.Dialect()
	for _, d := range h.defs.Dialects {
		if d.Name == name {
			d.Ops = append(d.Ops, def)
			return
		}
	}
	h.defs.Dialects = append(h.defs.Dialects, &ods.Dialect{Name: name, Ops: []*ods.Op{def}})
}

// Directive registers the Go side of `custom<Name>(...)` for the formats
// of dialect's ops (dialect "" for every dialect's).
func (h *Hooks) Directive(dialect, name string, d *asmformat.CustomDirective) {
	if dialect != "" {
		name = dialect + "." + name
	}
	h.directives[name] = d
}

// TypeSyntax registers the reading of dialect's types (Registry.DialectType).
func (h *Hooks) TypeSyntax(dialect string, f TypeFunc) { h.types[dialect] = f }

// Transform registers a TypesMatchWith transformer by its C++ expression.
func (h *Hooks) Transform(expr string, tf dialect.TypeTransform) { h.transforms[expr] = tf }

// StrippedType registers how a dialect type whose syntax does not start
// with `<` reads without its `!dialect.mnemonic` prefix.
func (h *Hooks) StrippedType(dialect, mnemonic string, f asmformat.StrippedTypeParser) {
	h.strippedTypes[dialect+"."+mnemonic] = f
}

// Install puts h's directives, type syntaxes, transformers, stripped
// types and verifiers in r; the ops' hooks go in with Load(f, h.Ops()).
func (r *Registry) Install(h *Hooks) {
	for name, d := range h.directives {
		r.env.Directives[name] = d
	}
	for name, f := range h.types {
		r.types[name] = f
	}
	for expr, tf := range h.transforms {
		r.env.Transforms[expr] = tf
	}
	for name, f := range h.strippedTypes {
		r.env.StrippedTypes[name] = f
	}
	for name, v := range h.verifiers {
		r.SetVerifier(name, v)
	}
	for name, f := range h.names {
		r.names[name] = f
	}
	for name, alias := range h.aliases {
		r.aliases[name] = alias
	}
	r.facts.add(&h.facts)
}

// AttrAliasName is the alias name mlir-opt gives a dialect attribute kept
// as data (`tbaa_root<id = "x">`), or "" (dialect.Registry's
// AttrAliasName).
func (r *Registry) AttrAliasName(dialect, data string) string {
	mnemonic := data
	if i := strings.IndexAny(data, "< "); i >= 0 {
		mnemonic = data[:i]
	}
	return r.aliases[dialect+"."+mnemonic]
}
