package printer

import (
	"io"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// Stream prints a module's body op by op, as the ops are lowered, so that
// a large file's IR is never whole: each op is printed into a buffer (the
// alias definitions, which come first, are only known at the end) and can
// then be dropped.
//
// In generic form mlir-opt numbers the values of the whole module uniquely,
// the later ops' regions first, so an op's numbers depend on the ops after
// it: each op is numbered from 0 and its numbers printed after a mark byte;
// Finish adds to them the count of the values of the later ops.
//
// Names of aliases are given as they are first met; Finish checks that
// they are the ones mlir-opt would give having seen the whole module, and
// reports false when not (the caller then prints the module whole).
type Stream struct {
	// Spill, when set, receives the printed body as it grows instead of
	// memory keeping it (a temporary file for a large input); Finish then
	// reads it back from the reader it is given.
	Spill io.Writer
	// Budget, when not 0, bounds the body kept (in memory or spilled):
	// past it the stream fails, and the caller prints the module whole,
	// writing out as it goes (the body waits for the alias definitions,
	// and a small input may spell a huge output).
	Budget int64
	err    error

	p         *Printer
	collector *aliasCollector
	named     int // the infos of collector.list named so far
	ok        bool
	// numbered lists, in generic form, the ops that numbered values (the
	// bytes written to Spill are counted by p.spilled).
	numbered []numberedOp
	ops      int // printed
	// body is the func.func body being printed op by op (see
	// BeginBody), holes the texts of the holes printed (see HoleMark).
	body  *bodyStream
	holes []string
}

// numberedOp is an op of a generic-form stream with numbered values: where
// its text ends in the body, and the count of the values (entry block
// arguments apart) and entry block arguments of the ops up to it included.
type numberedOp struct {
	end          int64
	values, args int
}

// NewStream returns a stream printing with opts; sizeHint is the expected
// size of the output (the input's size will do).
func NewStream(opts Options, sizeHint int) *Stream {
	p := newPrinter(opts)
	p.out = make([]byte, 0, sizeHint+sizeHint/8+4096)
	// Dialect attributes have their aliases in generic form too.
	c := newAliasCollector(opts.Dialects, opts.customDialects())
	p.aliases = newAliasTable()
	p.indent = 2
	p.mark = opts.Generic
	return &Stream{p: p, collector: c, ok: true}
}

// customDialects are the dialects whose syntaxes print ops: none in generic
// form.
func (o Options) customDialects() dialect.Registry {
	if o.Generic {
		return nil
	}
	return o.Dialects
}

// Op prints op, an op of the module's body. An op with results cannot be
// streamed (the numbers of the later ops' regions depend on the module's
// values): the stream then fails.
func (s *Stream) Op(op *ir.Operation) {
	if !s.ok || len(op.Results) > 0 {
		s.ok = false
		return
	}
	if b := s.body; b != nil && b.printed > 0 {
		// The func.func whose body was printed.
		s.ok = s.endBody(op)
		if !s.ok {
			s.p.out = nil
			return
		}
		s.ops++
		if s.Spill != nil && len(s.p.out) >= flushAt {
			s.p.spill = s.Spill
			s.p.spillOut()
		}
		return
	} else if b != nil {
		// No op of it came (one op or none): it prints whole.
		s.body = nil
		s.p.names = b.saved
	}
	s.visitAliases(op)
	s.ops++
	generic := s.p.opts.Generic
	s.p.names = numberValuesReusing(s.p.names, op, generic, s.p.opts.customDialects())
	if !s.printOp(op) {
		s.ok = false
		s.p.out = nil
		return
	}
	if generic && s.p.names.nextValue+s.p.names.nextArg > 0 {
		last := numberedOp{}
		if n := len(s.numbered); n > 0 {
			last = s.numbered[n-1]
		}
		s.numbered = append(s.numbered, numberedOp{
			end:    s.p.spilled + int64(len(s.p.out)),
			values: last.values + s.p.names.nextValue,
			args:   last.args + s.p.names.nextArg,
		})
	}
	if s.Spill != nil && len(s.p.out) >= flushAt {
		s.p.spill = s.Spill
		s.p.spillOut()
	}
}

// visitAliases collects the aliases op uses, naming those first met.
func (s *Stream) visitAliases(op *ir.Operation) {
	s.collector.visitOp(op)
	for _, in := range s.collector.list[s.named:] {
		if in.name != "" {
			s.p.aliases.add(in)
		}
	}
	s.named = len(s.collector.list)
}

// printOp prints op into the body on a new line, and reports false when
// the body went past its budget.
func (s *Stream) printOp(op *ir.Operation) bool { return s.printOpAt(op, true, s.Spill) }

// printOpAt is printOp, on a new line if newline is set, the text that
// grows large going to spill (nil: kept in memory).
func (s *Stream) printOpAt(op *ir.Operation, newline bool, spill io.Writer) (ok bool) {
	if s.Budget > 0 {
		s.p.budget = int(max(s.Budget, 1))
		defer func() {
			if r := recover(); r != nil {
				if _, is := r.(tooLarge); !is {
					panic(r)
				}
				ok = false
			}
		}()
	}
	// A large op's text goes to Spill as it grows (at line ends).
	s.p.spill = spill
	if newline {
		s.p.newline()
	}
	s.p.printOp(op)
	return s.Budget == 0 || s.p.spilled+int64(len(s.p.out)) <= s.Budget
}

// Failed reports that the stream cannot reproduce mlir-opt's output: the
// caller may stop feeding it.
func (s *Stream) Failed() bool { return !s.ok }

// Finish writes the whole output to w: alias definitions, top (the
// module, whose body was streamed and is empty in the IR) with the
// streamed body (what was spilled, read from spilled, then the rest), and
// the resources. It reports false, writing nothing, when the stream could
// not reproduce mlir-opt's output.
func (s *Stream) Finish(w io.Writer, top *ir.Operation, res *ir.Resources, spilled io.Reader) (bool, error) {
	if s.err == nil {
		s.err = s.p.spillErr
	}
	if s.err != nil {
		return true, s.err
	}
	if !s.ok || s.body != nil || res != nil && len(res.Dialect)+len(res.External) > 0 || len(s.p.aliases.distinct)+len(s.p.aliases.textDistinct) > 0 {
		// Distinct attributes are numbered as printed, and the alias
		// definitions come first.
		return false, nil
	}
	// The module's own attributes are printed before its body: if they
	// use aliases, the names would be given in another order.
	header := newAliasCollector(s.p.opts.Dialects, s.p.opts.customDialects())
	header.visitOp(top)
	for _, in := range header.list {
		if in.name != "" {
			return false, nil
		}
	}
	// The names given as met must be the ones of the whole module's
	// ordering.
	final := s.collector.table()
	if len(final.defs) != len(s.p.aliases.defs) {
		return false, nil
	}
	for _, d := range final.defs {
		var name string
		if d.typ != nil {
			name = s.p.aliases.types[d.typ]
		} else {
			name = s.p.aliases.attrs[d.attr]
		}
		if name != d.name {
			return false, nil
		}
	}
	p := newPrinter(s.p.opts)
	p.w = w
	p.aliases = final
	p.aliases.distinct = s.p.aliases.distinct
	p.printAliasDefs()
	p.names = numberValues(top, p.opts.Generic, p.opts.customDialects())
	if s.ops > 0 {
		// (An empty body prints as the IR's empty block: in generic form,
		// its `^bb0:` header.)
		p.streamed = streamedBody{region: top.Regions[0], spilled: spilled, text: s.p.out}
		if len(s.holes) > 0 {
			p.streamed.holes = &holePatcher{holes: s.holes}
		}
	}
	if s.ops > 0 && p.opts.Generic {
		p.streamed.renumber = &renumberer{ops: s.numbered}
		if n := len(s.numbered); n > 0 {
			p.streamed.renumber.values = s.numbered[n-1].values
			p.streamed.renumber.args = s.numbered[n-1].args
		}
	}
	p.printOp(top)
	p.out = append(p.out, '\n')
	p.printResources(top, res)
	p.out = append(p.out, '\n')
	p.flush()
	return true, p.err
}

// streamedBody is the text of a region printed by a Stream.
type streamedBody struct {
	region  *ir.Region
	spilled io.Reader // nil when nothing was spilled
	text    []byte
	// renumber, in generic form, gives the marked numbers their values;
	// holes, in custom form, the holes their texts.
	renumber *renumberer
	holes    *holePatcher
}
