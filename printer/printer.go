// Package printer prints the IR back as text: in mlir-opt's style (byte for
// byte what mlir-opt 22 prints) or, later, in a name- and comment-preserving
// style; in generic or custom form.
package printer

import "github.com/gomlir/gomlir/ir"

// Options select what the printer produces.
type Options struct {
	// Generic prints every operation in generic form (`"name"(...) : type`),
	// like mlir-opt --mlir-print-op-generic.
	Generic bool
}

// Printer accumulates output for one top-level operation.
type Printer struct {
	out     []byte      // the output so far; every write appends here
	aliases *aliasTable // attribute and type aliases, nil to print none
	indent  int
	names   *nameState
	opts    Options
}

// Print renders top (with the file's resources, which may be nil) as
// mlir-opt prints it: alias definitions, the operation, then the resources.
func Print(top *ir.Operation, res *ir.Resources, opts Options) []byte {
	p := &Printer{opts: opts}
	p.aliases = collectAliases(top)
	p.printAliasDefs()
	p.names = numberValues(top, opts.Generic)
	p.printOp(top)
	p.out = append(p.out, '\n')
	p.printResources(top, res)
	p.out = append(p.out, '\n')
	return p.out
}
