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
// are in flight. A func.func's streamed body goes to the verifying
// goroutine too, its ops in batches (see job): once lowered, an op is the
// verifier's, and the lowering goroutine reads only what Verified copies
// of it (its name, properties, attributes, result type and position,
// which the verifier never writes).
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
	// body's op lowered last, batch the body's ops not sent yet.
	module, inBody bool
	prev           *ir.Operation
	batch          []*ir.Operation
}

// job is what the verifying goroutine is given: an op of the module's
// body to verify; or body, ops of a streamed function body to give to
// Stream.BodyOp in order; or endBody, the end of that body
// (Stream.EndBody); or drained, closed once every job sent before it is
// done (the verifier's state is then the lowering goroutine's, for
// Stream.BeginBody).
type job struct {
	op      *ir.Operation
	body    []*ir.Operation
	endBody bool
	drained chan struct{}
}

// bodyBatch is the number of a streamed body's ops a job carries: a
// channel operation per op (a goroutine woken per op) would cost more
// than a small op's verification.
const bodyBatch = 64

// verifyOps starts the verifying goroutine, which verifies the ops sent to
// v.ops in order; the function returned closes v.ops and waits for it.
func (v *validator) verifyOps() (wait func()) {
	v.ops = make(chan job, 2)
	verified := make(chan struct{})
	go func() {
		defer close(verified)
		for j := range v.ops {
			switch {
			case j.drained != nil:
				close(j.drained)
			case v.invalid.Load():
			case j.endBody:
				v.verify.EndBody()
			case j.body != nil:
				for _, op := range j.body {
					if !v.verify.BodyOp(op) {
						v.invalid.Store(true)
						v.relay.Stop()
						break
					}
				}
			case !v.verify.Op(j.op):
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

// flush sends the body's ops not sent yet to the verifying goroutine.
func (v *validator) flush() {
	if len(v.batch) > 0 {
		v.ops <- job{body: v.batch}
		v.batch = make([]*ir.Operation, 0, bodyBatch)
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
			if v.lower.Unresolved() {
				v.failed = true
				return
			}
			v.batch = append(v.batch, op)
			if len(v.batch) == bodyBatch {
				v.flush()
			}
			// The op before it will be verified before any later op:
			// its name stands for what later ops may read of it (were
			// it invalid, the stream's verdict is false whatever later
			// ops read).
			if v.prev != nil {
				v.lower.Verified(v.prev)
			}
			v.prev = op
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
		v.flush()
		v.ops <- job{endBody: true}
	case grammar.EvUnsupported:
		v.failed = true
	}
}
