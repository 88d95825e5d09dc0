package printer

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRenumber: marked numbers get the counts of the later ops' values,
// whatever the size of the reads cutting the body.
func TestRenumber(t *testing.T) {
	body := "\n  op0 %\x010 %\x01arg0 %\x011#2\n  none\n  op1 %\x010, %\x01arg1:\n  op2 %\x019 %\x01arg0"
	ops := []numberedOp{
		{end: int64(strings.Index(body, "\n  none")), values: 2, args: 1},
		{end: int64(strings.Index(body, "\n  op2")), values: 3, args: 3},
		{end: int64(len(body)), values: 13, args: 4},
	}
	want := "\n  op0 %11 %arg3 %12#2\n  none\n  op1 %10, %arg2:\n  op2 %9 %arg0"
	for chunk := 1; chunk <= len(body)+1; chunk++ {
		r := &renumberer{ops: ops, values: 13, args: 4, chunk: chunk}
		var out bytes.Buffer
		require.NoError(t, r.copy(&out, strings.NewReader(body)))
		assert.Equal(t, want, out.String(), "reads of %d bytes", chunk)
		// In two parts cut between ops, the second in memory.
		cut := strings.Index(body, "\n  op1")
		r = &renumberer{ops: ops, values: 13, args: 4, chunk: chunk}
		out.Reset()
		require.NoError(t, r.copy(&out, strings.NewReader(body[:cut])))
		require.NoError(t, r.copy(&out, bytes.NewBufferString(body[cut:])))
		assert.Equal(t, want, out.String(), "chunks of %d bytes, in two parts", chunk)
	}
}
