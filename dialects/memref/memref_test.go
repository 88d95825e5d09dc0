package memref

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ir"
)

// TestInferDistinctObjects: the results have the operands' types.
func TestInferDistinctObjects(t *testing.T) {
	ctx := ir.NewContext()
	m := ctx.MemRef([]int64{2}, ctx.Float(ir.F32), nil, nil)
	u := ctx.UnrankedMemRef(ctx.I(8), nil)
	got, err := inferDistinctObjects(ctx, [][]ir.Type{{m, u}}, nil)
	require.NoError(t, err)
	require.Equal(t, []ir.Type{m, u}, got)
	got, err = inferDistinctObjects(ctx, nil, nil)
	require.NoError(t, err)
	require.NotNil(t, got)
	require.Empty(t, got)
}
