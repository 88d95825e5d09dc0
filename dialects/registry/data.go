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
	return env.Context().DialectAttr(at.Def, at.Params, at.Data, at.TypeValue, at.Parts), nil
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
	return env.Context().DialectType(t.Def, t.Params, t.Data, t.Parts), nil
}

