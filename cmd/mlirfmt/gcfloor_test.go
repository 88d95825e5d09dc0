package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGCFloor: after a collection the GC percentage is raised so that the
// heap goal reaches the floor, and stop restores it.
func TestGCFloor(t *testing.T) {
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	stop := gcFloor(1 << 30)
	raised := false
	for i := 0; i < 50 && !raised; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // (the finalizer runs after the collection)
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		raised = p > 100
	}
	require.True(t, raised, "the percentage is raised toward a 1 GB floor")
	stop()
	p := debug.SetGCPercent(100)
	assert.Equal(t, 100, p, "stop restores the percentage")
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	p = debug.SetGCPercent(100)
	assert.Equal(t, 100, p, "stopped, it tunes no more")
}

// TestFloorPct: the goal (live times 1+pct/100) is the floor while twice
// the live heap is under it, 1.7 times the live heap up to the floor, the
// live heap plus the floor (at least 1.7 times it) up to twice the floor,
// twice past it; a percentage set by GOGC is kept but for the floor.
func TestFloorPct(t *testing.T) {
	const mb = 1 << 20
	goal := func(pct int, live uint64) uint64 { return live * uint64(100+pct) / 100 }
	assert.InDelta(t, 66*mb, goal(floorPct(100, 66*mb, 10*mb), 10*mb), mb, "small live heap: the floor")
	assert.Equal(t, leanPct, floorPct(100, 66*mb, 50*mb), "live heap under the floor: lean")
	assert.Equal(t, 100, floorPct(100, 66*mb, 66*mb), "at the floor: a headroom of the floor")
	assert.InDelta(t, (90+66)*mb, goal(floorPct(100, 66*mb, 90*mb), 90*mb), mb, "past the floor: a headroom of the floor")
	assert.Equal(t, leanPct, floorPct(100, 66*mb, 130*mb), "near twice the floor: lean")
	assert.Equal(t, 100, floorPct(100, 66*mb, 132*mb), "twice the floor: Go's default")
	assert.Equal(t, 100, floorPct(100, 66*mb, 400*mb), "past twice the floor: Go's default")
	assert.Equal(t, 200, floorPct(200, 66*mb, 50*mb), "GOGC=200 kept")
	assert.InDelta(t, 66*mb, goal(floorPct(200, 66*mb, 10*mb), 10*mb), mb, "GOGC=200 under the floor: the floor")
	assert.Equal(t, 100, floorPct(100, 66*mb, 0), "nothing known")
}
