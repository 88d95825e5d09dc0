// Package printer prints the IR back as text: in mlir-opt's style (byte for
// byte what mlir-opt 22 prints) or, later, in a name- and comment-preserving
// style; in generic or custom form.
package printer

// Printer accumulates output for one top-level operation.
type Printer struct {
	out     []byte      // the output so far; every write appends here
	aliases *aliasTable // attribute and type aliases, nil to print none
	indent  int
}
