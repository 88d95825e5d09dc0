package asmformat

import "github.com/gomlir/gomlir/dialect"

// LookupTransform returns the built-in TypesMatchWith transformer written
// as the C++ expression expr (as ODS spells it), or nil when the engine
// does not know it.
func LookupTransform(expr string) dialect.TypeTransform {
	return builtinTransforms[normalizeTransform(expr)]
}

// Transform returns the TypesMatchWith transformer written as the C++
// expression expr: one a loaded dialect installed (Env.Transforms) or a
// built-in one; nil when neither knows it.
func (e *Env) Transform(expr string) dialect.TypeTransform { return e.transform(expr) }
