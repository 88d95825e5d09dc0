package main

import (
	"fmt"
	"io"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
	"github.com/gomlir/gomlir/verify"
)

// printBytecode prints the bytecode src (the one input, named name) in
// mlir-opt's style, its IR built straight from the bytecode
// (bytecode.ToIR), verified and printed as format.Fprint does the IR it
// lowers from text. ok is false, and nothing is written, when the file
// needs its text: bytecode ToIR does not build or rejects, IR that does
// not verify (the text path reports either as it always has).
func (c *config) printBytecode(out io.Writer, stderr io.Writer, name string, src []byte) (status int, ok bool) {
	defer func() {
		if v := recover(); v != nil {
			status, ok = internalError(stderr, name, v), true
		}
	}()
	if processHook != nil {
		processHook(name)
	}
	reg := c.opts.Dialects
	ctx := ir.NewContext()
	top, res, err := bytecode.ToIR(ctx, src, reg)
	if err != nil {
		return 0, false
	}
	for _, d := range verify.Verify(ctx, top, verify.Options{Dialects: reg}) {
		if d.Severity == diag.Error {
			return 0, false
		}
	}
	if err := printer.Fprint(out, top, res, printer.Options{Generic: c.opts.Generic, Dialects: reg}); err != nil {
		fmt.Fprintf(stderr, "mlirfmt: %s: %v\n", name, err)
		return 2, true
	}
	return 0, true
}
