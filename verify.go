package gomlir

import (
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/token"
	"github.com/gomlir/gomlir/verify"
)

// Verify checks the module as mlir-opt does after reading it: structure,
// dominance, symbol uses, and each op's and type's constraints. It
// returns nil when the module is valid, else an *Error holding what
// mlir-opt reports (the first failing op's errors, with their notes).
func (m *Module) Verify() error {
	return m.verify(verify.Options{Dialects: m.Dialects})
}

// VerifyAll is Verify reporting every op's first error rather than
// stopping at the first, at most limit of them (0 for 100).
func (m *Module) VerifyAll(limit int) error {
	return m.verify(verify.Options{Dialects: m.Dialects, All: true, Limit: limit})
}

func (m *Module) verify(opts verify.Options) error {
	return newError(m.File, errorsOf(verify.Verify(m.Ctx, m.Op, opts)))
}

// errorsOf returns list when it holds an error (warnings alone are not a
// failure), else nil.
func errorsOf(list diag.List) diag.List {
	for _, d := range list {
		if d.Severity == diag.Error {
			return list
		}
	}
	return nil
}

// Validate checks text that another program emitted: it parses,
// resolves and verifies src (named filename in diagnostics) and returns
// nil when mlir-opt would accept it, else an *Error with every
// independent error found, each at its line and column. cfg may be nil.
func Validate(filename string, src []byte, cfg *Config) error {
	file := token.NewFile(filename, src)
	list := errorsOf(verify.Source(filename, src, verify.SourceOptions{
		Options: verify.Options{Dialects: cfg.registry(), All: true}}))
	if list == nil && (cfg == nil || !cfg.AllowUnregistered) {
		// Only what Parse adds to the verifier: unregistered dialects.
		if _, err := Parse(filename, src, cfg); err != nil {
			return err
		}
	}
	return newError(file, list)
}
