// Package slab hands out small values from larger blocks: one allocation
// per block rather than per value, for the nodes of trees whose parts die
// together. A value keeps its whole block alive, and with it whatever the
// block's other values point to: a stream that drops one tree after
// another calls Reset between trees, so that no block holds parts of two
// (an old tree kept by one reference would keep the next alive, and that
// one the next).
package slab

// maxLen is the number of values in a block once a tree is large; blocks
// start small so that a small tree wastes little.
const (
	minLen = 8
	maxLen = 128
)

// Slab hands out values of T; the zero Slab is ready to use. A Slab is not
// safe for concurrent use.
type Slab[T any] struct {
	free []T // the rest of the current block
	next int // the length of the next block
}

func (s *Slab[T]) grow(n int) {
	s.next = min(max(s.next*2, minLen), maxLen)
	s.free = make([]T, max(s.next, n))
}

// New returns a pointer to a zero T.
func (s *Slab[T]) New() *T {
	if len(s.free) == 0 {
		s.grow(1)
	}
	x := &s.free[0]
	s.free = s.free[1:]
	return x
}

// Make returns a zeroed slice of length and capacity n (nil when n is 0).
func (s *Slab[T]) Make(n int) []T {
	switch {
	case n == 0:
		return nil
	case n > maxLen/8:
		return make([]T, n)
	case len(s.free) < n:
		s.grow(n)
	}
	out := s.free[:n:n]
	s.free = s.free[n:]
	return out
}

// Copy returns a copy of xs of its length and capacity (nil when empty).
func (s *Slab[T]) Copy(xs []T) []T {
	out := s.Make(len(xs))
	copy(out, xs)
	return out
}

// Reset starts a new tree: the next value comes from a new, small block.
func (s *Slab[T]) Reset() { *s = Slab[T]{} }
