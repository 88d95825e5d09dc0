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
