package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// gcFloor keeps the collector's heap goal at least floor bytes: after each
// collection it sets the GC percentage so that the next goal is the
// larger of twice the live heap (GOGC=100, Go's default; 1.7 times below
// the floor, see leanPct) and floor. A
// single input whose live heap is small next to what it allocates (a file
// of many small top-level ops: tens of MB live, hundreds allocated) is
// then collected a few times rather than every few MB, in about floor
// bytes of heap; one whose live heap grows large (a huge function held
// whole) is collected as before. It runs from a finalizer, which the
// runtime calls once per collection; stop ends it and restores the
// percentage it found.
func gcFloor(floor uint64) (stop func()) {
	t := &gcTuner{floor: floor, sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	t.old = debug.SetGCPercent(100)
	debug.SetGCPercent(t.old)
	if t.old < 0 {
		return func() {} // GOGC=off: nothing to tune
	}
	t.arm()
	return func() {
		t.mu.Lock()
		defer t.mu.Unlock()
		if !t.stopped {
			t.stopped = true
			debug.SetGCPercent(t.old)
		}
	}
}

type gcTuner struct {
	floor   uint64
	old     int
	mu      sync.Mutex
	stopped bool
	sample  []metrics.Sample
}

// arm makes a new object whose finalizer tunes the collector once the
// next collection finds it unreachable.
func (t *gcTuner) arm() {
	r := &gcRound{t: t}
	runtime.SetFinalizer(r, func(r *gcRound) { r.t.tune() })
}

// gcRound is the object collected each round.
type gcRound struct {
	t *gcTuner
	_ [16]byte // (not tiny-allocated: its finalizer must run)
}

func (t *gcTuner) tune() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.stopped {
		return
	}
	metrics.Read(t.sample)
	pct := t.old
	if s := t.sample[0]; s.Value.Kind() == metrics.KindUint64 {
		pct = floorPct(t.old, t.floor, s.Value.Uint64())
	}
	debug.SetGCPercent(pct)
	t.arm()
}

// leanPct is the GC percentage while the live heap is below the floor (Go's
// default, 100, left alone above): a run whose live heap stays about its
// input's size (pieces or ops formatted one after the other) peaks at
// 1.7 times it, not twice. On the genmix file, -style=mlir-opt's peak
// went from 133-145 MB to 121-123 MB (mlir-opt: 260 MB) for about 3% more
// CPU; 50 saved 5 MB more for 8%. Above the floor (a function of 1M ops
// held whole: hundreds of MB) the collections would cost more than they
// save.
const leanPct = 70

// floorPct is the GC percentage that makes the next heap goal the larger
// of floor and live times 1+pct/100, pct being old (leanPct, when old is
// Go's default and live is below floor). From the floor to twice it,
// Go's default gives way to a headroom of the floor or leanPct of the
// live heap, whichever is more: one function of 1M mixed ops, whose live
// heap ends about 1.35 times its floor, peaked at twice its live heap
// (-style=mlir-opt: 247 MB of heap for 111 MB live, RSS 0.6x mlir-opt's)
// where a fixed headroom collects no more often. A live heap past twice
// the floor (1M constants: 400 MB) keeps Go's default, the collections
// being dear there (see leanPct).
func floorPct(old int, floor, live uint64) int {
	if live == 0 {
		return old
	}
	pct := old
	if old == 100 && live < floor {
		pct = leanPct
	} else if old == 100 && live < 2*floor {
		pct = max(leanPct, int(floor*100/live))
	}
	if live*uint64(100+pct)/100 < floor {
		pct = int(floor*100/live) - 100
	}
	return pct
}
