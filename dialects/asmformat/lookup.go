package asmformat

import "github.com/gomlir/gomlir/dialect"

// LookupTransform returns the built-in TypesMatchWith transformer written
// as the C++ expression expr (as ODS spells it), or nil when the engine
// does not know it.
func LookupTransform(expr string) dialect.TypeTransform {
	return builtinTransforms[normalizeTransform(expr)]
}

// Transform returns the TypesMatchWith transformer written as the C++
// expression expr: one of e.Transforms (a dialect's), else a built-in
// one, else nil.
func (e *Env) Transform(expr string) dialect.TypeTransform { return e.transform(expr) }
