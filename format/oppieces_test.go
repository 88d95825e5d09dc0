package format

import (
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withOpPieces formats src with every op a piece of its own (the bodies
// of functions and modules cut in pieces of size bytes).
func withOpPieces(t *testing.T, src []byte, size int) *Formatted {
	t.Helper()
	saved := opMin
	defer func() { opMin = saved }()
	opMin = 0
	return withPieces(t, src, 0, size)
}

// opCut reports whether src's chunk is formatted with some op's body in
// pieces (every op a piece of its own, pieces of size bytes).
func opCut(src []byte, size int) bool {
	savedMin, savedSize, savedOp := pieceMin, pieceSize, opMin
	defer func() { pieceMin, pieceSize, opMin = savedMin, savedSize, savedOp }()
	pieceMin, pieceSize, opMin = 0, size, 0
	b, ok := splitBody(src, pieceSize)
	if !ok {
		return false
	}
	if len(splitOps(src, b, b.indent)) == 0 {
		return false
	}
	_, ok = formatPieces("in.mlir", src, Options{Dialects: core()}, func(*diag.Diagnostic) {})
	return ok
}

func TestOpPiecesSmoke(t *testing.T) {
	for _, src := range [][]byte{gen.Constants(50), gen.Mixed(100)} {
		whole := withPieces(t, src, -1, 0)
		got := withOpPieces(t, src, 1)
		require.Equal(t, string(whole.Out), string(got.Out))
		assert.True(t, opCut(src, 1), "%s", strings.SplitN(string(src), "\n", 2)[0])
	}
}
