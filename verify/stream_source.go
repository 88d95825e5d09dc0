package verify

import (
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
		relay:  grammar.NewRelay(4),
	}
	v.lower.Discard = true
	v.verify.anyDiag = true
	var perr error
	go func() {
		defer close(v.relay.Events)
		_, perr = grammar.ParseFileWith(filename, src, grammar.Options{Registry: opts.Dialects, Stream: v.relay, Bodies: v.relay, ShareDicts: true})
	}()
	for e := range v.relay.Events {
		if e.Kind == grammar.EvItems {
			for _, it := range e.Items {
				if !v.failed {
					v.consume(grammar.Event{Kind: grammar.EvItem, Item: it})
				}
			}
			if v.failed {
				v.relay.Stop()
			}
			continue
		}
		if !v.failed {
			v.consume(e)
			if v.failed {
				v.relay.Stop()
			}
		}
	}
	if v.failed || perr != nil {
		return false
	}
	res, err := v.lower.Finish()
	return err == nil && v.verify.Finish(res.Top)
}

// validator lowers and verifies the parser's calls relayed to it.
type validator struct {
	lower  *lower.Stream
	verify *Stream
	relay  *grammar.Relay
	failed bool
	// module is set once the file's first op, a builtin.module, ended;
	// inBody while the ops are a func.func's streamed body.
	module, inBody bool
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
		case op == nil:
		case v.module || v.lower.Unresolved() || len(op.Results) > 0:
			// Another op after the module makes it one of an implicit
			// module's ops; values at the module level are used by the
			// later ops.
			v.failed = true
		default:
			v.failed = !v.verify.Op(op)
		}
	case grammar.EvBegin:
		v.lower.BeginModule()
	case grammar.EvEnd:
		if _, err := v.lower.EndModule(e.Op); err != nil {
			v.failed = true
		}
		v.module = true
	case grammar.EvBeginBody:
		if v.module {
			v.failed = true // see EvItem
			return
		}
		blk, err := v.lower.BeginBody(e.Args)
		if err != nil {
			v.failed = true
			return
		}
		v.verify.BeginBody(blk)
		v.inBody = true
	case grammar.EvEndBody:
		v.inBody = false
		v.failed = v.lower.EndBody() != nil
		v.verify.EndBody()
	case grammar.EvUnsupported:
		v.failed = true
	}
}
