package slab

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSlab(t *testing.T) {
	var s Slab[int]
	a, b := s.New(), s.New()
	assert.NotSame(t, a, b)
	*a = 1
	assert.Zero(t, *b)
	assert.Nil(t, s.Make(0))
	xs := s.Copy([]int{1, 2, 3})
	assert.Equal(t, []int{1, 2, 3}, xs)
	assert.Equal(t, 3, cap(xs), "appending to a list must not overwrite the next")
	ys := s.Copy([]int{4})
	xs = append(xs, 9)
	assert.Equal(t, []int{4}, ys)
	assert.Len(t, s.Make(maxLen), maxLen)
	for range 3 * maxLen {
		s.New()
	}
	assert.Equal(t, maxLen, s.next, "blocks grow")
	s.Reset()
	c := s.New()
	assert.Equal(t, minLen-1, len(s.free), "a new tree starts a small block")
	assert.NotSame(t, b, c)
}
