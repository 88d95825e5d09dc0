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
// are in flight. A func.func's streamed body is verified where it is
// lowered, once the verifying goroutine has drained (see job): the body's
// block grows as it is lowered, and the verifier reads it.
func streamValid(filename string, src []byte, opts Options) bool {
	ctx := ir.NewContext()
	v := &validator{
		lower:  lower.NewStream(ctx, lower.Options{Dialects: opts.Dialects, SharedDicts: true}),
		verify: NewStream(ctx, opts),
		relay:  grammar.NewRelay(4),
	}
	v.lower.Discard = true
	v.verify.anyDiag = true
	var perr error
	go func() {
		defer close(v.relay.Events)
		_, perr = grammar.ParseFileWith(filename, src, grammar.Options{Registry: opts.Dialects, Stream: v.relay, Bodies: v.relay, ShareDicts: true})
	}()
	verified := v.verifyOps()
	for e := range v.relay.Events {
		if e.Kind == grammar.EvItems {
			for _, it := range e.Items {
				if !v.failed && !v.invalid.Load() {
					v.consume(grammar.Event{Kind: grammar.EvItem, Item: it})
				}
			}
			if v.failed {
				v.relay.Stop()
			}
			continue
		}
		if !v.failed && !v.invalid.Load() {
			v.consume(e)
			if v.failed {
				v.relay.Stop()
			}
		}
	}
	verified()
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
	ops    chan job
	failed bool
	// invalid is set by the verifying goroutine once an op failed.
	invalid atomic.Bool
	// module is set once the file's first op, a builtin.module, ended;
	// inBody while the ops are a func.func's streamed body, prev the
	// body's op given last.
	module, inBody bool
	prev           *ir.Operation
}

// job is what the verifying goroutine is given: an op of the module's
// body to verify, or drained, closed once every op sent before it is
// verified (the verifier's state is then the lowering goroutine's, for a
// streamed body).
type job struct {
	op      *ir.Operation
	drained chan struct{}
}

// verifyOps starts the verifying goroutine, which verifies the ops sent to
// v.ops in order; the function returned closes v.ops and waits for it.
func (v *validator) verifyOps() (wait func()) {
	v.ops = make(chan job, 2)
	verified := make(chan struct{})
	go func() {
		defer close(verified)
		for j := range v.ops {
			if j.drained != nil {
				close(j.drained)
				continue
			}
			if !v.invalid.Load() && !v.verify.Op(j.op) {
				v.invalid.Store(true)
				v.relay.Stop()
			}
		}
	}()
	return func() {
		close(v.ops)
		<-verified
	}
}

// drain waits until the verifying goroutine has verified every op sent
// so far, and reports whether they all passed.
func (v *validator) drain() bool {
	done := make(chan struct{})
	v.ops <- job{drained: done}
	<-done
	return !v.invalid.Load()
}

func (v *validator) consume(e grammar.Event) {
	switch e.Kind {
	case grammar.EvItem:
		op, err := v.lower.Item(e.Item)
		switch {
		case err != nil:
			v.failed = true
		case v.inBody:
			// A value of the body may be used before its definition
			// only where that is an error (an SSA region): the whole
			// file's verification says so.
			v.failed = v.lower.Unresolved() || !v.verify.BodyOp(op)
			if !v.failed {
				// The op before it is verified: its name stands
				// for what later ops may read of it.
				if v.prev != nil {
					v.lower.Verified(v.prev)
				}
				v.prev = op
			}
		case op == nil:
		case v.module || v.lower.Unresolved() || len(op.Results) > 0:
			// Another op after the module makes it one of an implicit
			// module's ops; values at the module level are used by the
			// later ops.
			v.failed = true
		default:
			v.ops <- job{op: op}
		}
	case grammar.EvBegin:
		v.lower.BeginModule()
	case grammar.EvEnd:
		if _, err := v.lower.EndModule(e.Op); err != nil {
			v.failed = true
		}
		v.module = true
	case grammar.EvBeginBody:
		if v.module || !v.drain() {
			v.failed = true // see EvItem
			return
		}
		blk, err := v.lower.BeginBody(e.Args)
		if err != nil {
			v.failed = true
			return
		}
		v.verify.BeginBody(blk)
		v.inBody, v.prev = true, nil
	case grammar.EvEndBody:
		v.inBody, v.prev = false, nil
		v.failed = v.lower.EndBody() != nil
		v.verify.EndBody()
	case grammar.EvUnsupported:
		v.failed = true
	}
}
