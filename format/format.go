// Package format is the library entry point for turning MLIR text into
// formatted MLIR text, like go/format.Source: parse, lower, print.
//
// Format is the formatter (preserve style: the author's names, comments
// and blank lines kept, `// -----` chunks formatted on their own, the
// meaning of each chunk checked by reading the output back). Source and
// Fprint print in either style; in mlir-opt style (their default) byte
// for byte what mlir-opt 22 prints.
package format

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/printer"
	"github.com/gomlir/gomlir/verify"
)

// Style is an output style.
type Style string

// MLIROpt prints byte for byte what mlir-opt 22 prints.
const MLIROpt Style = "mlir-opt"

// Options select the output.
type Options struct {
	// Generic prints every operation in generic form.
	Generic bool
	// Style is the output style: MLIROpt (the default) or Preserve.
	Style Style
	// Dialects are the registered dialects (dialects.MustCore() for the
	// upstream ones); ops of other dialects must be written generically.
	// It is required: a nil registry panics (dialect.NoDialects is the
	// registry of no dialect).
	Dialects dialect.Registry
	// Unverified prints IR that does not verify as it reads (in mlir-opt
	// style; mlir-opt's -mlir-very-unsafe-disable-verifier-on-parsing):
	// for comparing two readings, not for output.
	Unverified bool
	// Release, when set, is called by FormatTo and Fprint with ranges of
	// the input they are done reading: the input there is read again only
	// to place a diagnostic, for a piece not yet formatted (FormatTo reads
	// the whole input once to cut it, then each piece), or when the file is
	// formatted whole after all. mlirfmt gives a mapped input's pages back
	// to the system there.
	Release func(from, to int)
	// Cut, when set, is called by FormatTo once it has cut a file of one
	// chunk into pieces (see InPieces), before it formats them: mlirfmt
	// sets a soft memory limit then (what stays live is a few pieces).
	Cut func()
	// whole turns streaming off (tests compare both ways).
	whole bool
}

// registry returns the dialects to use.
func (o Options) registry() dialect.Registry {
	if o.Dialects == nil {
		panic("format: Options.Dialects is nil (dialects.MustCore() registers the upstream dialects)")
	}
	return o.Dialects
}

func (o Options) printer() printer.Options {
	return printer.Options{Generic: o.Generic, Dialects: o.registry()}
}

// Source parses src (named filename in diagnostics), resolves it and prints
// it back. A syntax or resolution error is a *diag.Diagnostic whose Format
// method renders it against the returned file.
func Source(filename string, src []byte, opts Options) ([]byte, *ast.File, error) {
	// The output is about the input's size: grow it once, not by doubling.
	var out bytes.Buffer
	out.Grow(len(src) + len(src)/4 + 4096)
	file, err := Fprint(&out, filename, src, opts)
	if err != nil {
		return nil, file, err
	}
	return out.Bytes(), file, nil
}

// Fprint is Source writing the output to w. Nothing is written when src
// has errors: like mlir-opt, it verifies the IR before printing it, and an
// invalid file's errors are those mlir-opt reports (a diag.List).
//
// The file is parsed, lowered and printed op by op (each op of the
// module's body is dropped once printed), so that a large file's tree and
// IR are never whole; when that cannot reproduce mlir-opt's output (values
// defined at the module level, names used before their definition across
// ops, resources, aliases the module's own attributes use, a generic-form
// input holding printer.NumberMark), or to report a resolution error, the
// file is processed whole.
func Fprint(w io.Writer, filename string, src []byte, opts Options) (*ast.File, error) {
	file := ast.NewFile(filename, src)
	switch opts.Style {
	case "", MLIROpt:
	case Preserve:
		f := Format(filename, src, opts)
		if err := f.Errors.Err(); err != nil {
			return file, err
		}
		_, err := w.Write(f.Out)
		return file, err
	default:
		return file, fmt.Errorf("unknown style %q (want %q or %q)", opts.Style, MLIROpt, Preserve)
	}
	// A generic-form stream marks the numbers it prints with a control
	// byte: an input holding one (kept as written in an opaque attribute)
	// is processed whole.
	if !opts.whole && !(opts.Generic && bytes.IndexByte(src, printer.NumberMark) >= 0) {
		if done, err := stream(w, filename, src, opts); done {
			return file, err
		}
	}
	ctx := ir.NewContext()
	res, file, err := parse(ctx, filename, src, opts)
	if err != nil {
		return file, err
	}
	if opts.Unverified {
		return file, printer.Fprint(w, res.Top, res.Resources, opts.printer())
	}
	if list := verify.Verify(ctx, res.Top, verify.Options{Dialects: opts.registry()}); hasError(list) {
		return file, list
	}
	return file, printer.Fprint(w, res.Top, res.Resources, opts.printer())
}

func hasError(list diag.List) bool {
	for _, d := range list {
		if d.Severity == diag.Error {
			return true
		}
	}
	return false
}

// streamer connects the parser's stream to the lowering's, the
// verifier's and the printer's. Parsing, lowering and verifying with
// printing run in three goroutines linked by small channels, so both
// cores work and few trees are in flight: the parser runs two ops ahead
// of the lowering, which runs one ahead of the printer (a top-level op
// may be a module of megabytes: four and four held 10 MB more of the
// genmix file's peak).
type streamer struct {
	lower    *lower.Stream
	verify   *verify.Stream
	print    *printer.Stream
	err      error
	fallback bool
	// module is set once the file's first op, a builtin.module, ended:
	// another top-level op would make it one of an implicit module's ops.
	module bool
	// inBody while the events are a func.func's streamed body; labelled
	// is set when such a body has a labelled block, which the stream
	// cannot carry.
	inBody, labelled bool
	// body is the streamed body's block until its func.func is lowered.
	body  *ir.Block
	relay *grammar.Relay
	// ops go to the goroutine verifying and printing the module's ops; a
	// nil op asks it to tell on drained once it has done the ops before.
	ops     chan *ir.Operation
	drained chan struct{}
	spill   *os.File
	// printBodies: a streamed body's ops are verified and printed as they
	// are lowered, each dropped then (what later ops use of it aside),
	// rather than kept until the func.func; prev is the body's op lowered
	// last, verified and printed once the next comes.
	printBodies bool
	prev        *ir.Operation
	// release is Options.Release, called as a streamed body is printed
	// (see bodyOp); released is where it was called up to.
	release  func(from, to int)
	released int
	// whole: an op is invalid, or the body too large; the whole file's
	// path says what is wrong, or prints writing out as it goes.
	whole atomic.Bool
}

// consume lowers and prints the events until the channel closes.
func (s *streamer) consume() {
	for e := range s.relay.Events {
		if e.Kind == grammar.EvItems {
			for _, it := range e.Items {
				s.event(grammar.Event{Kind: grammar.EvItem, Item: it})
			}
			continue
		}
		s.event(e)
	}
}

// event lowers one event (an op of a streamed function body is kept in
// its block, its tree dropped; the function goes to the printer whole).
func (s *streamer) event(e grammar.Event) {
	if s.err != nil || s.fallback {
		return // drain
	}
	switch e.Kind {
	case grammar.EvItem:
		op, err := s.lower.Item(e.Item)
		switch {
		case err != nil:
			s.err = err
		case s.inBody && s.printBodies:
			s.bodyOp(op)
		case s.inBody:
		case op == nil:
		case s.module || s.lower.Unresolved() || len(op.Results) > 0:
			s.fallback = true
		default:
			if s.body != nil && len(op.Regions) > 0 && len(op.Regions[0].Blocks) > 0 && op.Regions[0].Blocks[0] == s.body {
				// The func.func whose body was streamed (see
				// lower.Stream.attachBody): no other goroutine reads
				// the body.
				s.body.Parent = op.Regions[0]
			}
			s.body = nil
			s.ops <- op
		}
	case grammar.EvBegin:
		s.lower.BeginModule()
	case grammar.EvEnd:
		if _, err := s.lower.EndModule(e.Op); err != nil {
			s.err = err
		}
		s.module = true
	case grammar.EvBeginBody:
		if s.module {
			s.fallback = true // see EvItem
			break
		}
		blk, err := s.lower.BeginBody(e.Args)
		if err != nil {
			s.err = err
			break
		}
		s.inBody = true
		s.body = blk
		if s.printBodies {
			// The verifier's and the printer's state is this
			// goroutine's until the func.func.
			s.ops <- nil
			<-s.drained
			s.verify.BeginBody(blk)
			s.print.BeginBody(blk, "func.func")
			s.prev = nil
		}
	case grammar.EvEndBody:
		s.inBody = false
		if err := s.lower.EndBody(); err != nil {
			s.err = err
		}
		if s.printBodies {
			s.verify.EndBody()
			s.prev = nil
		}
	case grammar.EvUnsupported:
		s.fallback = true
		// A labelled block in a function body: the stream can go on
		// with the function's tree whole (see stream).
		s.labelled = s.inBody
	}
	if s.err != nil || s.fallback || s.whole.Load() {
		s.relay.Stop()
	}
}

// bodyOp verifies and prints the op of a streamed body lowered before op
// (the last op stays for the func.func: a terminator's checks need it).
func (s *streamer) bodyOp(op *ir.Operation) {
	if s.whole.Load() {
		return
	}
	if s.lower.Unresolved() {
		// A name used before its definition: an error in a function's
		// body, which the whole file's path reports.
		s.fallback = true
		return
	}
	prev := s.prev
	s.prev = op
	var regions []*ir.Region
	var operands []ir.Value
	if prev != nil {
		regions, operands = prev.Regions, prev.Operands
	}
	// (It drops prev's regions and operands once verified: the printer
	// needs them, and drops them once printed.)
	if !s.verify.BodyOp(op) {
		s.whole.Store(true)
		return
	}
	if prev == nil {
		return
	}
	prev.Regions, prev.Operands = regions, operands
	s.print.BodyOp(prev)
	if s.print.Failed() {
		s.whole.Store(true)
		return
	}
	if at := int(prev.Pos); s.release != nil && prev.Pos.IsValid() && at-s.released >= bodyReleaseEvery {
		// The body's text before prev is read again only by a name's
		// comparison (the names defined point into it) or a fallback:
		// one function of 1M ops held its whole input resident (the
		// printing goroutine's releases wait for the top-level op).
		s.release(s.released, at)
		s.released = at
	}
	// Its name stands for what later ops read of it.
	s.lower.Verified(prev)
}

// stream processes src op by op; done is false when the file must be
// processed whole instead (nothing was written). The body of a func.func
// item is streamed too (its ops' trees dropped as they are lowered); a
// body with a labelled block makes the stream start again without.
func stream(w io.Writer, filename string, src []byte, opts Options) (done bool, err error) {
	done, labelled, err := streamWith(w, filename, src, opts, true)
	if !done && labelled {
		done, _, err = streamWith(w, filename, src, opts, false)
	}
	return done, err
}

// streamWith is stream, streaming function bodies if bodies is set;
// labelled reports that it could not for a labelled block.
func streamWith(w io.Writer, filename string, src []byte, opts Options, bodies bool) (done, labelled bool, err error) {
	reg := opts.registry()
	ctx := ir.NewContext()
	s := &streamer{
		lower:   lower.NewStream(ctx, lower.Options{Dialects: reg, SharedDicts: true}),
		verify:  verify.NewStream(ctx, verify.Options{Dialects: reg}),
		print:   printer.NewStream(opts.printer(), outputHint(len(src))),
		relay:   grammar.NewRelay(2),
		ops:     make(chan *ir.Operation, 1),
		drained: make(chan struct{}),
	}
	s.lower.Discard = true
	s.lower.KeepBody = true
	if opts.Unverified {
		s.verify = nil
	}
	// In custom form a function's body prints op by op, its names not
	// final yet printed as holes (see printer.HoleMark): an input holding
	// that byte keeps the body whole.
	if bodies && !opts.Generic && s.verify != nil && bytes.IndexByte(src, printer.HoleMark) < 0 {
		s.printBodies = true
		s.lower.KeepBody = false
	}
	s.print.Budget = bodyBudget(len(src))
	s.release = opts.Release
	s.lower.OwnNames = opts.Release != nil && s.printBodies
	if len(src) >= spillAt {
		// The printed body waits for the alias definitions, which come
		// first but are only known at the end: keep it in a temporary
		// file rather than in memory.
		if f, err := os.CreateTemp("", "mlirfmt-*.mlir"); err == nil {
			defer os.Remove(f.Name())
			defer f.Close()
			s.spill = f
			s.print.Spill = f
		}
	}
	popts := grammar.Options{Registry: reg, Stream: s.relay, ShareDicts: true}
	if bodies {
		popts.Bodies = s.relay
	}
	var perr error
	go func() {
		defer close(s.relay.Events)
		_, perr = grammar.ParseFileWith(filename, src, popts)
	}()
	printed := make(chan struct{})
	whole := &s.whole
	go func() {
		defer close(printed)
		released := 0
		for op := range s.ops {
			if op == nil {
				s.drained <- struct{}{}
				continue
			}
			if whole.Load() {
				continue // drain
			}
			if s.verify != nil && !s.verify.Op(op) {
				// The whole file's verification says what is wrong.
				whole.Store(true)
				s.relay.Stop()
				continue
			}
			s.print.Op(op)
			if at := int(op.Pos); opts.Release != nil && op.Pos.IsValid() && at > released {
				// What comes before the op is printed (the parser and
				// the lowering are past it). Now and then all of it
				// again: the context's interned strings point into it,
				// and comparing them reads their pages back.
				if at/rereleaseEvery > released/rereleaseEvery {
					opts.Release(0, at)
				} else {
					opts.Release(released, at)
				}
				released = at
			}
			if s.print.Failed() {
				// (The body went past its budget.)
				whole.Store(true)
				s.relay.Stop()
			}
		}
	}()
	s.consume() // returns once the parser closed the channel
	close(s.ops)
	<-printed
	switch {
	case s.err != nil || s.fallback || whole.Load():
		// The parser shared identical dictionaries' nodes, so the
		// positions of a lowering error may be another occurrence's:
		// the whole file's lowering reports it.
		return false, s.labelled && s.err == nil && !whole.Load(), nil
	case perr != nil:
		return true, false, perr
	}
	res, err := s.lower.Finish()
	if err != nil {
		return true, false, err
	}
	if s.verify != nil && !s.verify.Finish(res.Top) {
		return false, false, nil
	}
	var spilled io.Reader
	if s.spill != nil {
		if _, err := s.spill.Seek(0, io.SeekStart); err != nil {
			return true, false, err
		}
		spilled = s.spill
	}
	done, err = s.print.Finish(w, res.Top, res.Resources, spilled)
	return done, false, err
}

// bodyReleaseEvery is how far a streamed function body goes between two
// times its text behind is given back (see streamer.bodyOp).
const bodyReleaseEvery = 1 << 20

// rereleaseEvery is how far a stream goes between two times it gives the
// input before it back whole (see Options.Release): on the genmix file,
// without it, 10 MB of the input already given back was resident again
// by the end.
const rereleaseEvery = 4 << 20

// bodyBudget is the most streamed body kept for an input of n bytes:
// mlir-opt's output is rarely more than twice its input (in generic form), but a few lines
// of aliases may spell gigabytes, which the whole file's path writes out
// as it prints them.
func bodyBudget(n int) int64 { return 16<<20 + 4*int64(n) }

// spillAt is the input size from which a streamed body is kept in a
// temporary file.
var spillAt = 16 << 20

// outputHint is the size to reserve for a streamed body printed from an
// input of n bytes: all of it in memory, little when it spills (it is
// written out in chunks).
func outputHint(n int) int {
	if n >= spillAt {
		return 0
	}
	return n
}

func parse(ctx *ir.Context, filename string, src []byte, opts Options) (*lower.Result, *ast.File, error) {
	file := ast.NewFile(filename, src)
	reg := opts.registry()
	m, err := grammar.ParseFileWith(filename, src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, file, err
	}
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg})
	return res, m.File, err
}
