// Package defs holds the definitions of the upstream dialects, every
// dialect mlir-opt 22 registers but its test dialects (builtin's module and
// unrealized_conversion_cast only), as JSON, one <dialect>.json per dialect
// in the form dialects/README.md documents. They are generated from the
// ODS records of MLIR 22 by internal/cmd/odsgen (make defs); do not edit
// them.
package defs

import (
	"embed"
	"io/fs"
)

//go:generate go run ../../internal/cmd/odsgen -o .

// FS holds the definition files, <dialect>.json each.
//
//go:embed *.json
var FS embed.FS

// Files lists the definition files in FS by name, sorted.
func Files() []string {
	names, err := fs.Glob(FS, "*.json")
	if err != nil { // only for a bad pattern
		panic(err)
	}
	return names
}

// Read returns one definition file's bytes ("arith.json").
func Read(name string) ([]byte, error) { return FS.ReadFile(name) }
