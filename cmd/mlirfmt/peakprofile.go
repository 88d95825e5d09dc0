package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"sync"
)

// peakProfile, for the hidden environment variable MLIRFMT_PEAKPROFILE,
// writes the heap's profile (go tool pprof -sample_index=inuse_space) to
// path after each collection that finds more live heap than any before:
// what the run holds at its peak, where MLIRFMT_MEMPROFILE shows what it
// allocated. The profile is the one the runtime published at that
// collection (two more are run to publish it: the run is slower). stop
// ends it.
func peakProfile(path string) (stop func()) {
	runtime.MemProfileRate = 4096 // (the default, 512 kB, misses most pieces' trees)
	p := &peakProf{path: path, sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	p.arm()
	return func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.stopped = true
		if p.err != nil {
			fmt.Fprintf(os.Stderr, "mlirfmt: MLIRFMT_PEAKPROFILE: %v\n", p.err)
		} else {
			fmt.Fprintf(os.Stderr, "mlirfmt: peak live heap %d MB (profile in %s)\n", p.max>>20, path)
		}
	}
}

type peakProf struct {
	path    string
	mu      sync.Mutex
	stopped bool
	max     uint64
	err     error
	sample  []metrics.Sample
}

func (p *peakProf) arm() {
	r := &peakRound{p: p}
	runtime.SetFinalizer(r, func(r *peakRound) { r.p.collected() })
}

// peakRound is the object collected each round.
type peakRound struct {
	p *peakProf
	_ [16]byte // (not tiny-allocated: its finalizer must run)
}

func (p *peakProf) collected() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	metrics.Read(p.sample)
	if s := p.sample[0]; s.Value.Kind() == metrics.KindUint64 && s.Value.Uint64() > p.max {
		p.max = s.Value.Uint64()
		// The runtime publishes a collection's profile at the next one
		// or the one after: two more, while the heap is still about
		// what it was.
		runtime.GC()
		runtime.GC()
		f, err := os.Create(p.path)
		if err == nil {
			err = pprof.Lookup("heap").WriteTo(f, 0)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			p.err = err
		}
	}
	p.arm()
}
