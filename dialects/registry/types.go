package registry

import "github.com/gomlir/gomlir/ir"

// TypeFunc reads a type of one dialect from its Data (`struct<(i32, ptr)>`
// for `!llvm.struct<(i32, ptr)>`) as mlir-opt does: the type it makes
// (normally an ir.OpaqueType holding the canonical Data), or an error in
// mlir-opt's words. nested lowers a type spelled inside the Data that the
// dialect does not read itself (a builtin type, another dialect's, an
// alias).
type TypeFunc func(ctx *ir.Context, data string, nested func(src string) (ir.Type, error)) (ir.Type, error)

// DialectType reads a type of dialect through the dialect's TypeFunc; ok is
// false when gomlir does not know the dialect's type syntax (the type is
// then kept as written): dialect.Registry's DialectType.
func (r *Registry) DialectType(ctx *ir.Context, dialect, data string, nested func(src string) (ir.Type, error)) (ir.Type, bool, error) {
	f := r.types[dialect]
	if f == nil {
		return nil, false, nil
	}
	t, err := f(ctx, data, nested)
	if err == nil {
		if e := r.verifyType(t, data); e != nil {
			err = e
		}
	}
	return t, err == nil, err
}
