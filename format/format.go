// Package format is the library entry point for turning MLIR text into
// formatted MLIR text, like go/format.Source: parse, lower, print.
package format

import (
	"bytes"
	"fmt"
	"io"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
)

// Style is an output style.
type Style string

// MLIROpt prints byte for byte what mlir-opt 22 prints.
const MLIROpt Style = "mlir-opt"

// Options select the output.
type Options struct {
	// Generic prints every operation in generic form.
	Generic bool
	// Style is the output style; only MLIROpt exists so far.
	Style Style
	// Dialects are the registered dialects; nil means the core dialects
	// (dialects.Core). Ops of other dialects must be written generically.
	Dialects *dialects.Registry
}

var (
	coreOnce sync.Once
	core     *dialects.Registry
)

// registry returns the dialects to use.
func (o Options) registry() *dialects.Registry {
	if o.Dialects != nil {
		return o.Dialects
	}
	coreOnce.Do(func() { core = dialects.MustCore() })
	return core
}

func (o Options) printer() printer.Options {
	return printer.Options{Generic: o.Generic, Dialects: o.registry()}
}

// Source parses src (named filename in diagnostics), resolves it and prints
// it back. A syntax or resolution error is a *diag.Diagnostic whose Format
// method renders it against the returned file.
func Source(filename string, src []byte, opts Options) ([]byte, *ast.File, error) {
	res, file, err := parse(filename, src, opts)
	if err != nil {
		return nil, file, err
	}
	// The output is about the input's size: grow it once, not by doubling.
	var out bytes.Buffer
	out.Grow(len(src) + len(src)/4 + 4096)
	if err := printer.Fprint(&out, res.Top, res.Resources, opts.printer()); err != nil {
		return nil, file, err
	}
	return out.Bytes(), file, nil
}

// Fprint is Source writing the output to w as it is produced. Nothing is
// written when src has errors.
func Fprint(w io.Writer, filename string, src []byte, opts Options) (*ast.File, error) {
	res, file, err := parse(filename, src, opts)
	if err != nil {
		return file, err
	}
	return file, printer.Fprint(w, res.Top, res.Resources, opts.printer())
}

func parse(filename string, src []byte, opts Options) (*lower.Result, *ast.File, error) {
	file := ast.NewFile(filename, src)
	if opts.Style != "" && opts.Style != MLIROpt {
		return nil, file, fmt.Errorf("unknown style %q (want %q)", opts.Style, MLIROpt)
	}
	reg := opts.registry()
	m, err := grammar.ParseFileWith(filename, src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, file, err
	}
	res, err := lower.LowerWith(ir.NewContext(), m, lower.Options{Dialects: reg})
	return res, m.File, err
}
