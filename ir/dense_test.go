package ir

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDenseComplexI1 checks that complex<i1> elements take a byte a part,
// as MLIR stores them (the bit-packing of i1 applies to i1 alone), so that
// splat detection neither panics nor merges different elements.
func TestDenseComplexI1(t *testing.T) {
	c := NewContext()
	ct := c.Complex(c.I(1))
	assert.Equal(t, 2, DenseElemBytes(ct))
	assert.Equal(t, 1, DenseComplexPartBytes(ct))
	one := c.DenseRaw(c.RankedTensor([]int64{1}, ct, nil), []byte{1, 0}, false)
	assert.True(t, one.Splat)
	two := c.DenseRaw(c.RankedTensor([]int64{2}, ct, nil), []byte{1, 0, 1, 0}, false)
	assert.True(t, two.Splat)
	assert.Equal(t, []byte{1, 0}, two.Raw)
	diff := c.DenseRaw(c.RankedTensor([]int64{2}, ct, nil), []byte{1, 0, 0, 1}, false)
	assert.False(t, diff.Splat)
	assert.Equal(t, 4, DenseElemBytes(c.Complex(c.I(9))))
}
