package format

import (
	"io"
	"runtime"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
	"github.com/gomlir/gomlir/verify"
	"github.com/stretchr/testify/assert"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestLinearAllocs: what formatting allocates grows linearly with the
// input, in each mode, on a file of nested modules and on one function
// (preserve style cuts both in pieces, the function's body): doubling the input
// at most 2.2 times the bytes allocated. Bytes allocated are deterministic
// where time is not, and the cost of time (the collector's work, the
// allocations themselves) follows them: a quadratic part shows here.
func TestLinearAllocs(t *testing.T) {
	if testing.Short() {
		t.Skip("formats 6 MB several times")
	}
	inputs := map[string]func(scale int) []byte{
		"modules":   func(scale int) []byte { return gen.Modules(scale << 20) },
		"function":  func(scale int) []byte { return gen.Mixed(scale * 20_000) },
		"constants": func(scale int) []byte { return gen.Constants(scale * 30_000) },
	}
	modes := map[string]func(src []byte){
		"preserve": func(src []byte) {
			if f := Format("in.mlir", src, Options{Dialects: core()}); len(f.Errors) > 0 {
				t.Fatal(f.Errors.Err())
			}
		},
		"mlir-opt": func(src []byte) {
			if _, err := Fprint(io.Discard, "in.mlir", src, Options{Dialects: core()}); err != nil {
				t.Fatal(err)
			}
		},
		"verify": func(src []byte) {
			if list := verify.Source("in.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}}); len(list) > 0 {
				t.Fatal(list.Err())
			}
		},
	}
	for in, make := range inputs {
		small, large := make(1), make(2)
		for mode, run := range modes {
			a := allocated(func() { run(small) })
			b := allocated(func() { run(large) })
			ratio := float64(b) / float64(a) * float64(len(small)) / float64(len(large)) * 2
			t.Logf("%s, %s: %.1f MB then %.1f MB allocated for %.1f and %.1f MB: %.2fx for twice the input",
				in, mode, float64(a)/(1<<20), float64(b)/(1<<20), float64(len(small))/(1<<20), float64(len(large))/(1<<20), ratio)
			assert.LessOrEqual(t, ratio, 2.2, "%s, %s: allocations grow faster than the input", in, mode)
		}
	}
}
