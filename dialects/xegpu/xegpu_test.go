package xegpu

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ir"
)

type def struct{ mnemonic string }

func (def) Dialect() string    { return "xegpu" }
func (d def) Mnemonic() string { return d.mnemonic }

// TestSliceWithoutDims: SliceAttr::verify's first check, which the
// syntax makes unreachable from text (parent and dims are required).
func TestSliceWithoutDims(t *testing.T) {
	ctx := ir.NewContext()
	parent := ctx.DialectAttr(def{"layout"}, ir.Params{{Name: "sg_layout", Kind: ir.ParamAttr,
		Attr: &ir.DenseArrayAttr{ElemType: ctx.Integer(32, ir.Signless), Values: []uint64{4, 2}}}}, "layout<sg_layout = [4, 2]>", nil, nil)
	a := ctx.DialectAttr(def{"slice"}, ir.Params{{Name: "parent", Kind: ir.ParamAttr, Attr: parent}}, "slice<#xegpu.layout<sg_layout = [4, 2]>>", nil, nil)
	e := verifySlice(a)
	require.NotNil(t, e)
	require.Equal(t, "expected parent layout and dims attribute", e.Msg)
}

// TestDistributionByZero: where isEvenlyDistributable divides by zero
// (mlir-opt 22 crashes), gomlir cannot tell and reports nothing; a
// shape the layout divides, or that divides an sg_layout (round-robin),
// distributes.
func TestDistributionByZero(t *testing.T) {
	for _, c := range []struct {
		shape     []int64
		l         distLayout
		ok, known bool
	}{
		{[]int64{8, 16}, distLayout{laneLayout: []int64{0, 16}}, false, false},
		{[]int64{8, 16}, distLayout{sgLayout: []int64{2, 2}, sgData: []int64{0, 8}}, false, false},
		{[]int64{8, 16}, distLayout{laneLayout: []int64{1, 16}, laneData: []int64{8, 1}}, true, true},
		{[]int64{2}, distLayout{sgLayout: []int64{16}}, true, true},
		{[]int64{3}, distLayout{sgLayout: []int64{16}}, false, true},
		{[]int64{2}, distLayout{laneLayout: []int64{16}}, false, true},
	} {
		ok, known := evenlyDistributable(c.shape, c.l)
		require.Equal(t, c.known, known, "%v %+v", c.shape, c.l)
		if known {
			require.Equal(t, c.ok, ok, "%v %+v", c.shape, c.l)
		}
	}
}

// TestSliceFlatten: a slice of a slice drops dims of what its parent
// leaves, counted in the innermost layout.
func TestSliceFlatten(t *testing.T) {
	require.Equal(t, []int64{0, 2}, sliceDims([]int64{0, 1, 2}, []int64{1}))
	require.Equal(t, []int64{1, 2}, sliceDims([]int64{0, 1, 2}, []int64{0}))
	remaining := sliceDims(sliceDims([]int64{0, 1, 2}, []int64{0}), []int64{1})
	require.Equal(t, []int64{1}, remaining)
	require.Equal(t, []int64{0, 2}, sliceDims([]int64{0, 1, 2}, remaining))
}
