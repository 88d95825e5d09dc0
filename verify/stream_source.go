package verify

import (
	"sync/atomic"

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
// Parsing, lowering and verifying run on three goroutines linked by small
// channels (the ops in order), so both cores work and few trees and ops
// are in flight.
func streamValid(filename string, src []byte, opts Options) bool {
	ctx := ir.NewContext()
	v := &validator{
		lower:  lower.NewStream(ctx, lower.Options{Dialects: opts.Dialects, SharedDicts: true}),
		verify: NewStream(ctx, opts),
		relay:  grammar.NewRelay(4),
		ops:    make(chan *ir.Operation, 2),
	}
	v.lower.Discard = true
	v.verify.anyDiag = true
	var perr error
	go func() {
		defer close(v.relay.Events)
		_, perr = grammar.ParseFileWith(filename, src, grammar.Options{Registry: opts.Dialects, Stream: v.relay, ShareDicts: true})
	}()
	verified := make(chan struct{})
	go func() {
		defer close(verified)
		for op := range v.ops {
			if !v.invalid.Load() && !v.verify.Op(op) {
				v.invalid.Store(true)
				v.relay.Stop()
			}
		}
	}()
	for e := range v.relay.Events {
		if !v.failed && !v.invalid.Load() {
			v.consume(e)
			if v.failed {
				v.relay.Stop()
			}
		}
	}
	close(v.ops)
	<-verified
	if v.failed || v.invalid.Load() || perr != nil {
		return false
	}
	res, err := v.lower.Finish()
	return err == nil && v.verify.Finish(res.Top)
}

// validator lowers the parser's calls relayed to it and sends the ops to
// the verifying goroutine.
type validator struct {
	lower  *lower.Stream
	verify *Stream
	relay  *grammar.Relay
	ops    chan *ir.Operation
	failed bool
	// invalid is set by the verifying goroutine once an op failed.
	invalid atomic.Bool
	// module is set once the file's first op, a builtin.module, ended.
	module bool
}

func (v *validator) consume(e grammar.Event) {
	switch e.Kind {
	case grammar.EvItem:
		op, err := v.lower.Item(e.Item)
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
			v.ops <- op
		}
	case grammar.EvBegin:
		v.lower.BeginModule()
	case grammar.EvEnd:
		if _, err := v.lower.EndModule(e.Op); err != nil {
			v.failed = true
		}
		v.module = true
	case grammar.EvUnsupported:
		v.failed = true
	}
}
