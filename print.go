package gomlir

import (
	"bytes"
	"io"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/printer"
	"github.com/gomlir/gomlir/verify"
)

// PrintOptions select how a module is printed. The zero PrintOptions
// print as mlir-opt does by default.
type PrintOptions struct {
	// Generic prints every operation in generic form (`"name"(...) :
	// type`), as mlir-opt --mlir-print-op-generic does.
	Generic bool
	// AssumeVerified prints custom forms without verifying the module
	// first (mlir-opt's --mlir-print-assume-verified): faster, for a
	// module known to be valid. An invalid op's custom form may then not
	// read back, or not print at all.
	AssumeVerified bool
}

// Fprint writes the module to w as mlir-opt prints it: alias
// definitions, the module, its resources. Like MLIR's printer, it
// verifies the module first unless opts.AssumeVerified: a module that
// does not verify is printed in generic form, which reads back whatever
// the ops hold. opts may be nil.
func (m *Module) Fprint(w io.Writer, opts *PrintOptions) error {
	var o PrintOptions
	if opts != nil {
		o = *opts
	}
	if !o.Generic && !o.AssumeVerified && !m.valid() {
		o.Generic = true
	}
	return printer.Fprint(w, m.Op, m.Resources, printer.Options{Generic: o.Generic, Dialects: m.Dialects})
}

// valid reports whether the module verifies without error.
func (m *Module) valid() bool {
	for _, d := range verify.Verify(m.Ctx, m.Op, verify.Options{Dialects: m.Dialects}) {
		if d.Severity == diag.Error {
			return false
		}
	}
	return true
}

// String returns the module as Fprint with default options prints it.
func (m *Module) String() string {
	var b bytes.Buffer
	if err := m.Fprint(&b, nil); err != nil {
		return "<" + err.Error() + ">"
	}
	return b.String()
}
