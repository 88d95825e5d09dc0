package format

import (
	"bytes"
	"io"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"

	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// peakHeap runs f with the collector running often (GOGC=10) and returns
// the most heap its objects took meanwhile (read every 100 µs), above what
// they took before: about what f holds at its peak, garbage within 10%.
func peakHeap(f func()) uint64 {
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	base := sample[0].Value.Uint64()
	stop, peak := make(chan struct{}), make(chan uint64)
	go func() {
		s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
		var most uint64
		for {
			metrics.Read(s)
			most = max(most, s[0].Value.Uint64())
			select {
			case <-stop:
				peak <- most
				return
			case <-time.After(100 * time.Microsecond):
			}
		}
	}()
	f()
	close(stop)
	most := <-peak
	if most < base {
		return 0
	}
	return most - base
}

// TestStreamedBodyMemory guards what -style=mlir-opt holds at its peak
// for one large function: its IR, interned attributes and the printer's
// names, not its tree (the body is streamed, each op's tree dropped once
// lowered) nor its text (spilled as it is printed, for an input that
// spills). Measured when written on 50,000 constants: 940-960 B per op with
// the body whole and its text kept, 850 B streamed and spilled; 650-670 B
// streamed and spilled (810-820 B whole and kept) once the alias collector
// skipped attributes that never get an alias, the printer kept one value
// table and constants were interned by struct keys (894 B before); 578 B
// once an integer kept its properties dictionary and the body's names were
// no longer listed per scope; 521 B (830 B whole and kept) once the body
// was verified and printed op by op, each op dropped then (its names'
// holes patched at the end). The bounds have a margin: at most 600 B, and
// 200 B less than whole and kept.
func TestStreamedBodyMemory(t *testing.T) {
	defer func(at int) { spillAt = at }(spillAt)
	const n = 50_000
	src := gen.Constants(n)
	run := func(bodies bool, spill int) uint64 {
		spillAt = spill
		return peakHeap(func() {
			done, _, err := streamWith(io.Discard, "const.mlir", src, Options{Dialects: core()}, bodies)
			require.NoError(t, err)
			require.True(t, done)
		})
	}
	run(true, 1<<10) // the registry's first use loads it
	streamed, whole := run(true, 1<<10), run(false, len(src)+1)
	t.Logf("heap at peak per op: %d B body streamed and spilled, %d B body whole and kept", streamed/n, whole/n)
	assert.Less(t, streamed/n, uint64(600), "bytes per op at the peak, body streamed and spilled")
	assert.Less(t, streamed/n+200, whole/n, "bytes per op at the peak, streamed and spilled against whole and kept")
}

// TestStreamedBodyLabelled: a function body with a labelled block cannot
// be streamed; the stream starts again with the function's tree whole,
// and still prints op by op, as the file whole prints.
func TestStreamedBodyLabelled(t *testing.T) {
	src := []byte(twoFuncs)
	var out bytes.Buffer
	done, labelled, err := streamWith(&out, "t.mlir", src, Options{Dialects: core()}, true)
	require.NoError(t, err)
	assert.False(t, done)
	assert.True(t, labelled)
	out.Reset()
	done, err = stream(&out, "t.mlir", src, Options{Dialects: core()})
	require.NoError(t, err)
	assert.True(t, done)
	whole, _, err := Source("t.mlir", src, Options{Dialects: core(), whole: true})
	require.NoError(t, err)
	assert.Equal(t, string(whole), out.String())
}
