package format

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// expansion is `levels` lines of aliases, each an array of ten of the
// previous one: the op's attribute spells 10^levels integers.
func expansion(levels int) []byte {
	var b strings.Builder
	b.WriteString("#a0 = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n")
	for i := 1; i < levels; i++ {
		fmt.Fprintf(&b, "#a%d = [%s]\n", i, strings.TrimSuffix(strings.Repeat(fmt.Sprintf("#a%d, ", i-1), 10), ", "))
	}
	fmt.Fprintf(&b, "\"a.b\"() {x = #a%d} : () -> ()\n", levels-1)
	return []byte(b.String())
}

// cappedWriter takes cap bytes, then fails; it samples the live heap as
// it goes.
type cappedWriter struct {
	n, cap, writes int
	maxHeap        uint64
	head           bytes.Buffer
}

var errCapped = errors.New("enough")

func (w *cappedWriter) Write(b []byte) (int, error) {
	if w.head.Len() < 4096 {
		w.head.Write(b[:min(len(b), 4096)])
	}
	w.n += len(b)
	if w.writes++; w.writes%16 == 0 {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		w.maxHeap = max(w.maxHeap, m.HeapAlloc)
	}
	if w.n > w.cap {
		return 0, errCapped
	}
	return len(b), nil
}

// TestExpansionStreams: aliases that expand exponentially (uniqued
// attributes are DAGs) print as mlir-opt prints them, written out as they
// are spelled in bounded memory, and a failing writer stops the print; in
// the preserve style the aliases are kept, and the output is small.
func TestExpansionStreams(t *testing.T) {
	src := expansion(10) // 10^10 elements, about 30 GB of text
	for _, generic := range []bool{false, true} {
		w := &cappedWriter{cap: 256 << 20}
		_, err := Fprint(w, "x.mlir", src, Options{Dialects: core(), Generic: generic})
		require.ErrorIs(t, err, errCapped)
		assert.Less(t, w.maxHeap, uint64(96<<20), "generic %v: live heap", generic)
		head := w.head.String()
		assert.Contains(t, head, "\"a.b\"() {x = [[[[[[[[[[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 1,", "generic %v", generic)
	}
	out, _, err := Source("x.mlir", src, Options{Dialects: core(), Style: Preserve})
	require.NoError(t, err)
	assert.Less(t, len(out), 2*len(src))
	assert.Empty(t, verify.Source("x.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core(), All: true}}))
}

// TestExpansionWhole: a smaller expansion prints whole, streamed or not,
// the same text.
func TestExpansionWhole(t *testing.T) {
	src := expansion(5)
	streamed, _, err := Source("x.mlir", src, Options{Dialects: core()})
	require.NoError(t, err)
	whole, _, err := Source("x.mlir", src, Options{Dialects: core(), whole: true})
	require.NoError(t, err)
	assert.Equal(t, string(whole), string(streamed))
	assert.Equal(t, 100000, bytes.Count(streamed, []byte("1")))
}
