package verify

import (
	"reflect"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// Registry is what verify needs of the registered dialects (package
// dialects' Registry is one): what the parser, the lowering and the
// printer need for Source and for quoting ops, and each op's Go
// verifiers.
//
// It is an adapter of this stage of the redesign (issue 14): it goes into
// the contract's registry interface (package dialect) once both are
// merged.
type Registry interface {
	grammar.Registry
	lower.Dialects
	printer.Dialects
	// Verifier returns the Go verifiers of the op, or of the dialect
	// attribute or trait, named name, or nil.
	Verifier(name string) *dialect.Verifier
	// AllowsUnknownOps reports whether the known dialect accepts ops it
	// does not define (Dialect::allowsUnknownOperations).
	AllowsUnknownOps(dialect string) bool
}

// noRegistry reports whether reg registers nothing: nil, or a nil
// pointer in the interface (a caller's unset *dialects.Registry).
func noRegistry(reg Registry) bool {
	if reg == nil {
		return true
	}
	v := reflect.ValueOf(reg)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
