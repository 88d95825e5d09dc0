package verify

import "github.com/gomlir/gomlir/diag"

// warnings reports the warnings an op's verifier emitted (Checker.Emit
// with diag.Warning) when it succeeds: mlir-opt prints an emitWarning of
// a verify() that returns success (transform.foreach_match's matcher
// listed twice) and goes on. Other diagnostics emitted before a success
// are dropped, as before.
func (r *run) warnings(pre []*diag.Diagnostic) {
	for _, d := range pre {
		if d.Severity == diag.Warning {
			r.emit(d)
		}
	}
}
