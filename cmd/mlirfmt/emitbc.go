package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// emitBytecode writes the one input as MLIR bytecode of the given
// version, as `mlir-opt --emit-bytecode [--emit-bytecode-version=N]`
// does: the IR is verified first (an invalid input is reported, exit
// status 1, and nothing is written). Like mlir-opt it writes to a
// terminal too. A bytecode input is read and written back.
func (c *config) emitBytecode(out io.Writer, stdin io.Reader, stderr io.Writer, inputs []input, version int) int {
	if len(inputs) != 1 {
		fmt.Fprintf(stderr, "mlirfmt: -emit-bytecode takes one input, not %d\n", len(inputs))
		return 2
	}
	in := inputs[0]
	collectLess() // the IR is live until it is written: see collectLess
	var src []byte
	var err error
	if in.stdin {
		src, err = io.ReadAll(stdin)
	} else {
		src, err = readInput(in)
	}
	if err != nil {
		fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
		return 2
	}
	reg, ok := c.opts.Dialects.(*dialects.Registry)
	if !ok {
		fmt.Fprintf(stderr, "mlirfmt: -emit-bytecode needs the built-in registry\n")
		return 2
	}
	if bytecode.IsBytecode(src) {
		text, err := bytecode.ToText(src, reg)
		if err != nil {
			fmt.Fprintln(stderr, &badInput{name: in.name, err: err})
			return 1
		}
		src = text
	}
	check := func(ctx *ir.Context, top *ir.Operation) error {
		if l := verify.Verify(ctx, top, verify.Options{Dialects: reg}); len(l) > 0 {
			return l
		}
		return nil
	}
	bc, file, err := bytecode.FromText(in.name, src, reg, bytecode.WriteOptions{Version: version, Check: check})
	if err != nil {
		var list diag.List
		var one *diag.Diagnostic
		if errors.As(err, &list) || errors.As(err, &one) {
			list = diag.AsList(err)
			list.Sort()
			printDiags(stderr, file, list, c.jsonDiags)
			return 1
		}
		fmt.Fprintf(stderr, "mlirfmt: %s: %v\n", in.name, err)
		return 1
	}
	if _, err := out.Write(bc); err != nil {
		fmt.Fprintf(stderr, "mlirfmt: writing the output: %v\n", err)
		return 2
	}
	return 0
}
