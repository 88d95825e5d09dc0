package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrderedHoldsThenWaits: an input's output is held while it is not its
// turn, up to holdMax; a write past that waits for the turn, and then the
// held output and the write go out in order, straight to out.
func TestOrderedHoldsThenWaits(t *testing.T) {
	var out bytes.Buffer
	o := newOrdered(&out)
	_, err := o.Write([]byte("first "))
	require.NoError(t, err)
	assert.Zero(t, out.Len(), "written before its turn")

	big := strings.Repeat("x", holdMax)
	wrote := make(chan struct{})
	go func() {
		o.Write([]byte(big))
		close(wrote)
	}()
	select {
	case <-wrote:
		t.Fatal("a write past holdMax did not wait for the turn")
	case <-time.After(50 * time.Millisecond):
	}
	assert.Zero(t, out.Len(), "written before its turn")
	assert.LessOrEqual(t, len(o.held), holdMax, "held past holdMax")

	close(o.turn)
	<-wrote
	o.Write([]byte(" last"))
	require.NoError(t, o.flushHeld())
	assert.Equal(t, "first "+big+" last", out.String())
}

// TestOrderedTurnFirst: once it is the input's turn nothing is held.
func TestOrderedTurnFirst(t *testing.T) {
	var out bytes.Buffer
	o := newOrdered(&out)
	close(o.turn)
	o.Write([]byte("a"))
	assert.Equal(t, "a", out.String())
	assert.Empty(t, o.held)
}

// TestManyInputsOutputInOrder: inputs printed as they are made (mlir-opt's
// style, the default style) come out in the order of the arguments, each as
// it prints alone, when a later input's output is larger than holdMax and
// an earlier one is slow.
func TestManyInputsOutputInOrder(t *testing.T) {
	dir := t.TempDir()
	small := writeTemp(t, dir, "small.mlir", "func.func @f() {\n  return\n}\n")
	var big strings.Builder
	big.WriteString("func.func @g() {\n")
	for i := 0; big.Len() < holdMax+holdMax/4; i++ {
		big.WriteString("  %c" + strings.Repeat("9", 3) + "_" + strconv.Itoa(i) + " = arith.constant " + strconv.Itoa(i) + " : i64\n")
	}
	big.WriteString("  return\n}\n")
	large := writeTemp(t, dir, "large.mlir", big.String())
	for _, style := range []string{"-style=mlir-opt", "-style=preserve"} {
		var want bytes.Buffer
		for _, f := range []string{small, large} {
			var o, e bytes.Buffer
			require.Zero(t, run([]string{style, f}, nil, &o, &e), e.String())
			want.Write(o.Bytes())
		}
		slow := processHook
		processHook = func(name string) {
			if name == small {
				time.Sleep(100 * time.Millisecond) // the large one runs ahead
			}
		}
		var got, e bytes.Buffer
		code := run([]string{style, small, large}, nil, &got, &e)
		processHook = slow
		require.Zero(t, code, e.String())
		assert.True(t, bytes.Equal(want.Bytes(), got.Bytes()), "%s: the output of two inputs is not theirs in order", style)
	}
}

func writeTemp(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}
