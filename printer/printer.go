// Package printer prints the IR back as text: in mlir-opt's style (byte for
// byte what mlir-opt 22 prints: Print, Fprint) or in preserve style, the
// same spelling in the author's terms (names, comments, blank lines,
// aliases and locations as written: PrintPreserve); in generic or custom
// form.
package printer

import (
	"io"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// Options select what the printer produces.
type Options struct {
	// Generic prints every operation in generic form (`"name"(...) : type`),
	// like mlir-opt --mlir-print-op-generic.
	Generic bool
	// Dialects knows the registered operations: their custom syntax,
	// result and block argument names, default dialects, traits and
	// dialect attributes' alias names. Without it every op prints
	// generically.
	Dialects dialect.Registry
}

// Printer accumulates output for one top-level operation.
type Printer struct {
	out     []byte      // the output so far; every write appends here
	aliases *aliasTable // attribute and type aliases, nil to print none
	indent  int
	names   *nameState
	opts    Options
	// defaultDialect is the stack of the enclosing regions' default
	// dialects; the top level's is builtin (`module`).
	defaultDialect []string
	// mark writes NumberMark before each value number (a Stream in generic
	// form renumbers them at the end).
	mark bool
	// streamed is a region whose body a Stream printed already.
	streamed streamedBody
	// bodyRegion is the region of a func.func whose body a Stream printed
	// op by op; bodySplit is set where its `{` ends in out.
	bodyRegion *ir.Region
	bodySplit  int
	// sp spells types and attributes into out (attrs.go).
	sp *ir.Writer
	// types is scratch space for an op's operand and result types.
	types []ir.Type
	// w, when set, receives the output in chunks as it is produced;
	// flushes counts the writes.
	w       io.Writer
	err     error
	flushes int
	// budget, when w is not set and it is not 0, is the most output a
	// large value may grow p.out (and spill) to: past it, the print stops
	// with a tooLarge panic (a Stream's body, which it keeps, then fails).
	budget int
	// spill, when set (and not w), receives the kept output at line ends
	// once it has grown large, within an op too: a Stream's body kept in a
	// file; spilled counts the bytes written, spillErr the first error.
	spill    io.Writer
	spilled  int64
	spillErr error
	// pv is set in preserve style: where the printer is in the source.
	pv *preserveState
}

// flushAt is the output size past which a streaming printer writes out.
const flushAt = 64 << 10

// maybeFlush writes the output so far to w when it has grown large.
func (p *Printer) maybeFlush() {
	if len(p.out) < flushAt {
		return
	}
	if p.w != nil {
		p.flush()
	} else if p.spill != nil {
		p.spillOut()
	}
}

// spillOut writes the kept output so far to spill (at a line end: a
// generic-form number is never cut).
func (p *Printer) spillOut() {
	if _, err := p.spill.Write(p.out); err != nil && p.spillErr == nil {
		p.spillErr = err
	}
	p.spilled += int64(len(p.out))
	p.out = p.out[:0]
}

func (p *Printer) flush() {
	if p.err == nil && len(p.out) > 0 {
		_, p.err = p.w.Write(p.out)
	}
	p.out = p.out[:0]
	p.flushes++
}

// tooLarge is the panic of a print past its budget, writeFailed of a
// print whose output cannot be written.
type (
	tooLarge    struct{}
	writeFailed struct{}
)

// grew is called between the elements of an array or a dictionary, whose
// text may be far larger than the IR (uniqued attributes are DAGs: 11
// lines of aliases can spell 10^10 elements): the output so far goes to
// w, so that no such text is ever whole in memory, or, when the output is
// kept, the print stops past its budget.
func (p *Printer) grew() {
	if len(p.out) < flushAt {
		return
	}
	if p.w != nil {
		p.flush()
		if p.err != nil {
			panic(writeFailed{})
		}
	} else if p.budget > 0 && int64(len(p.out))+p.spilled > int64(p.budget) {
		panic(tooLarge{})
	}
}

// Print renders top (with the file's resources, which may be nil) as
// mlir-opt prints it: alias definitions, the operation, then the resources.
func Print(top *ir.Operation, res *ir.Resources, opts Options) []byte {
	p := newPrinter(opts)
	p.print(top, res)
	return p.out
}

// Fprint is Print writing to w as it goes, so that the whole output is
// never held in memory.
func Fprint(w io.Writer, top *ir.Operation, res *ir.Resources, opts Options) (err error) {
	p := newPrinter(opts)
	p.w = w
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(writeFailed); !ok {
				panic(r)
			}
			err = p.err
		}
	}()
	p.print(top, res)
	p.flush()
	return p.err
}

func newPrinter(opts Options) *Printer { return newPrinterCap(opts, flushAt+4096) }

// newPrinterCap is newPrinter with room for n bytes of output.
func newPrinterCap(opts Options, n int) *Printer {
	p := &Printer{
		opts:           opts,
		out:            make([]byte, 0, n),
		defaultDialect: []string{"builtin"},
	}
	p.sp = p.newWriter()
	return p
}

func (p *Printer) print(top *ir.Operation, res *ir.Resources) {
	var d dialect.Registry
	if !p.opts.Generic {
		d = p.opts.Dialects
	}
	// Dialect attributes have their aliases in generic form too.
	c := newAliasCollector(p.opts.Dialects, d)
	c.visitOp(top)
	p.aliases = c.table()
	p.printAliasDefs()
	p.names = numberValues(top, p.opts.Generic, d)
	p.printOp(top)
	p.out = append(p.out, '\n')
	p.printResources(top, res)
	p.out = append(p.out, '\n')
}
