package bufferization

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ir"
)

// TestInferDealloc: one i1 per retained memref, whatever the other groups.
func TestInferDealloc(t *testing.T) {
	ctx := ir.NewContext()
	m := ctx.MemRef([]int64{2}, ctx.Float(ir.F32), nil, nil)
	u := ctx.UnrankedMemRef(ctx.I(8), nil)
	i1 := ctx.I(1)
	got, err := inferDealloc(ctx, [][]ir.Type{{m, u}, {i1, i1}, {m, u, m}}, nil)
	require.NoError(t, err)
	require.Equal(t, []ir.Type{i1, i1, i1}, got)
	got, err = inferDealloc(ctx, [][]ir.Type{{m}, {i1}, {}}, nil)
	require.NoError(t, err)
	require.Empty(t, got)
}
