package verify

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/stretchr/testify/require"
)

// streamedBodyMemory is TestStreamedBodyMemory (package verify_test, which
// has the upstream registry): verifying one large function op by op keeps
// its values' IR, not its tree: at the end of its body the live heap is
// what the IR takes (about 600 bytes an arith.constant, lowered, interned
// and named), where the tree parsed whole took about 550 more; about 400
// once a verified op's name stands for a quarter of the op (lower's
// verifiedOp), its properties dictionary kept by its value and the body's
// names not listed per scope (530 without the first); 343 with lower's
// name entries of 16 bytes (not 40) and verifiedOps of 48 (not 64).
func streamedBodyMemory(t *testing.T, reg dialect.Registry) {
	const n = 40000
	var b strings.Builder
	b.WriteString("func.func @constants() {\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  %%c%d = arith.constant %d : i64\n", i, i)
	}
	b.WriteString("  return\n}\n")
	src := []byte(b.String())
	opts := Options{Dialects: reg}
	base := liveHeap()
	ctx := ir.NewContext()
	v := &validator{
		lower:  lower.NewStream(ctx, lower.Options{Dialects: opts.Dialects, SharedDicts: true}),
		verify: NewStream(ctx, opts),
		relay:  grammar.NewRelay(4),
	}
	v.lower.Discard = true
	v.verify.anyDiag = true
	go func() {
		defer close(v.relay.Events)
		_, err := grammar.ParseFileWith("f.mlir", src, grammar.Options{Registry: opts.Dialects, Stream: v.relay, Bodies: v.relay, ShareDicts: true})
		require.NoError(t, err)
	}()
	verified := v.verifyOps()
	var atEnd uint64
	for e := range v.relay.Events {
		switch e.Kind {
		case grammar.EvItems:
			for _, it := range e.Items {
				v.consume(grammar.Event{Kind: grammar.EvItem, Item: it})
			}
		case grammar.EvEndBody:
			// Before its names go out of scope.
			atEnd = liveHeap()
			v.consume(e)
		default:
			v.consume(e)
		}
	}
	verified()
	require.False(t, v.failed || v.invalid.Load(), "the stream fell back")
	require.NotZero(t, atEnd, "the body was not streamed")
	res, err := v.lower.Finish()
	require.NoError(t, err)
	require.True(t, v.verify.Finish(res.Top))
	perOp := (int64(atEnd) - int64(base)) / n
	t.Logf("%d bytes an op live at the end of the body", perOp)
	require.Less(t, perOp, int64(395), "the body's trees or its verified ops are kept")
	runtime.KeepAlive(src)
}

func liveHeap() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}
