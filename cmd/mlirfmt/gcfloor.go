package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// gcFloor keeps the collector's heap goal at least floor bytes: after each
// collection it sets the GC percentage so that the next goal is the
// larger of twice the live heap (GOGC=100, Go's default) and floor. A
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
		if live := s.Value.Uint64(); live > 0 && live*uint64(100+t.old)/100 < t.floor {
			pct = int(t.floor*100/live) - 100
		}
	}
	debug.SetGCPercent(pct)
	t.arm()
}
