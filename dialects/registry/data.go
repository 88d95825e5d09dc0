package registry

import (
	"fmt"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/dialectattr"
	"github.com/gomlir/gomlir/ir"
)

// ParseDialectAttr reads a registered dialect's attribute by its
// definitions (dialectattr); see dialect.Registry.
func (r *Registry) ParseDialectAttr(env dialect.Env, name, data string, typ ir.Type, inCustomOp bool) (ir.Attribute, error) {
	d := r.Dialect(name)
	if d == nil {
		return nil, fmt.Errorf("dialect %s is not registered", name)
	}
	parse := dialectattr.ParseWith
	if inCustomOp {
		parse = dialectattr.ParseStrippedDataWith
	}
	at, err := parse(env, d, data, typ)
	if err != nil {
		return nil, err
	}
	a := env.Context().DialectAttr(at.Def, at.Params, at.Data, at.TypeValue, at.Parts)
	// The verifier reads the parameters read here: an attribute spelled
	// as one read before may hold parameters its spelling leaves out (a
	// sparse encoding's explicit lvlToDim), so the one interned may not.
	v := a
	if len(a.Params) == len(at.Params) && len(at.Params) > 0 && &a.Params[0] != &at.Params[0] {
		cp := *a
		cp.Params = at.Params
		v = &cp
	}
	if err := r.verifyAttr(v, data); err != nil {
		return nil, err
	}
	return a, nil
}

// ParseDialectType reads a registered dialect's type by its definitions
// (dialectattr); see dialect.Registry.
func (r *Registry) ParseDialectType(env dialect.Env, name, data string) (ir.Type, error) {
	d := r.Dialect(name)
	if d == nil {
		return nil, fmt.Errorf("dialect %s is not registered", name)
	}
	t, err := dialectattr.ParseTypeWith(env, d, data)
	if err != nil {
		return nil, err
	}
	dt := env.Context().DialectType(t.Def, t.Params, t.Data, t.Parts)
	if err := r.verifyType(dt, data); err != nil {
		return nil, err
	}
	return dt, nil
}

// typeFacts are the Go of the C++ predicates and accessors on dialect
// types that ODS constraints use, by name (dialect.TypePredicate,
// dialect.TypeInt); the zero value has none.
type typeFacts struct {
	predicates map[string]dialect.TypePredicate
	ints       map[string]dialect.TypeInt
}

func (f *typeFacts) add(g *typeFacts) {
	for name, p := range g.predicates {
		f.predicate(name, p)
	}
	for name, n := range g.ints {
		f.int(name, n)
	}
}

func (f *typeFacts) predicate(name string, p dialect.TypePredicate) {
	if f.predicates == nil {
		f.predicates = map[string]dialect.TypePredicate{}
	}
	f.predicates[name] = p
}

func (f *typeFacts) int(name string, n dialect.TypeInt) {
	if f.ints == nil {
		f.ints = map[string]dialect.TypeInt{}
	}
	f.ints[name] = n
}

// TypePredicate registers the Go of the C++ type predicate name
// ("LLVM::isCompatibleType"; see dialect.TypePredicate for the spelling).
func (h *Hooks) TypePredicate(name string, p dialect.TypePredicate) { h.facts.predicate(name, p) }

// TypeInt registers the Go of the C++ integer accessor name of a type
// ("LLVM::LLVMPointerType::getAddressSpace"; see dialect.TypeInt).
func (h *Hooks) TypeInt(name string, n dialect.TypeInt) { h.facts.int(name, n) }

// TypePredicate returns the type predicate registered as name, or nil
// (dialect.Registry's).
func (r *Registry) TypePredicate(name string) dialect.TypePredicate { return r.facts.predicates[name] }

// TypeInt returns the type accessor registered as name, or nil
// (dialect.Registry's).
func (r *Registry) TypeInt(name string) dialect.TypeInt { return r.facts.ints[name] }
