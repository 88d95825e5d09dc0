package verify

import (
	"sync/atomic"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
)

// streamValid parses, lowers and verifies src op by op (each op of the
// module's body dropped once verified, so that a large file's tree and IR
// are never whole) and reports whether it is valid without a diagnostic
// of any severity. False means the file must be verified whole: it has
// diagnostics, or the stream cannot tell (values defined at the module
// level, names used before their definition across ops, an op that fails
// alone but may pass in the module; see Stream).
//
// The parser runs on its own goroutine, linked to the lowering and the
// verification by a small channel, so both cores work.
func streamValid(filename string, src []byte, opts Options) bool {
	ctx := ir.NewContext()
	v := &validator{
		lower:  lower.NewStream(ctx, lower.Options{Dialects: opts.Dialects, SharedDicts: true}),
		verify: NewStream(ctx, opts),
		events: make(chan event, 4),
	}
	v.lower.Discard = true
	v.verify.anyDiag = true
	var perr error
	go func() {
		defer close(v.events)
		_, perr = grammar.ParseFileWith(filename, src, grammar.Options{Registry: opts.Dialects, Stream: v, ShareDicts: true})
	}()
	for e := range v.events {
		if !v.failed {
			v.consume(e)
			if v.failed {
				v.stopped.Store(true)
			}
		}
	}
	if v.failed || perr != nil {
		return false
	}
	res, err := v.lower.Finish()
	return err == nil && v.verify.Finish(res.Top)
}

// validator connects the parser's stream to the lowering's and the
// verifier's.
type validator struct {
	lower  *lower.Stream
	verify *Stream
	failed bool
	// module is set once the file's first op, a builtin.module, ended.
	module  bool
	events  chan event
	stopped atomic.Bool
}

// event is one call of grammar.Stream, sent from the parser.
type event struct {
	kind uint8
	item ast.Item
	op   *ast.Operation
}

const (
	evItem = iota
	evBegin
	evEnd
	evUnsupported
)

func (v *validator) send(e event) bool {
	if v.stopped.Load() {
		return false
	}
	v.events <- e
	return true
}

func (v *validator) Item(it ast.Item) bool            { return v.send(event{kind: evItem, item: it}) }
func (v *validator) BeginModule()                     { v.send(event{kind: evBegin}) }
func (v *validator) EndModule(op *ast.Operation) bool { return v.send(event{kind: evEnd, op: op}) }
func (v *validator) Unsupported(string)               { v.send(event{kind: evUnsupported}) }

func (v *validator) consume(e event) {
	switch e.kind {
	case evItem:
		op, err := v.lower.Item(e.item)
		switch {
		case err != nil:
			v.failed = true
		case op == nil:
		case v.module || v.lower.Unresolved() || len(op.Results) > 0:
			// Another op after the module makes it one of an implicit
			// module's ops; values at the module level are used by the
			// later ops.
			v.failed = true
		default:
			v.failed = !v.verify.Op(op)
		}
	case evBegin:
		v.lower.BeginModule()
	case evEnd:
		if _, err := v.lower.EndModule(e.op); err != nil {
			v.failed = true
		}
		v.module = true
	case evUnsupported:
		v.failed = true
	}
}
