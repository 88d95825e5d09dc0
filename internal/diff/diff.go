// Package diff computes line-oriented unified diffs, as gofmt -d prints
// them.
//
// The algorithm is the anchored diff of Go's own internal/diff (used by
// gofmt): lines that occur exactly once in each text anchor the diff (the
// longest common subsequence of those, found as a longest increasing
// sequence in O(n log n)), and equal lines are then matched outward from
// each anchor. On formatter output, where most lines are unique or
// unchanged, it gives the same hunks as Myers' algorithm in O(n log n)
// time and O(n) space whatever the number of changes, so that the diff of
// a large file rewritten throughout stays cheap.
package diff

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// context is the number of unchanged lines shown around a change.
const context = 3

// Unified returns the unified diff turning old (named oldName) into new
// (named newName), with `diff`, `---` and `+++` header lines, or nil when
// the texts are equal.
func Unified(oldName string, old []byte, newName string, new []byte) []byte {
	if bytes.Equal(old, new) {
		return nil
	}
	x, y := lines(old), lines(new)
	var out bytes.Buffer
	fmt.Fprintf(&out, "diff %s %s\n--- %s\n+++ %s\n", oldName, newName, oldName, newName)

	var (
		done  pair     // x[:done.x] and y[:done.y] are printed or skipped
		start pair     // the first lines of the current hunk
		count pair     // the lines of each text in the current hunk
		text  []string // the current hunk's lines
	)
	for _, m := range anchors(x, y) {
		if m.x < done.x {
			continue // already matched going forward from an earlier anchor
		}
		// x[lo.x:hi.x] == y[lo.y:hi.y], as far as the equal lines go.
		lo, hi := m, m
		for lo.x > done.x && lo.y > done.y && x[lo.x-1] == y[lo.y-1] {
			lo.x--
			lo.y--
		}
		for hi.x < len(x) && hi.y < len(y) && x[hi.x] == y[hi.y] {
			hi.x++
			hi.y++
		}
		for _, s := range x[done.x:lo.x] {
			text = append(text, "-"+s)
			count.x++
		}
		for _, s := range y[done.y:lo.y] {
			text = append(text, "+"+s)
			count.y++
		}
		// Too few equal lines to end the hunk: they are part of it.
		atEnd := hi.x >= len(x) && hi.y >= len(y)
		if !atEnd && (hi.x-lo.x < context || len(text) > 0 && hi.x-lo.x < 2*context) {
			for _, s := range x[lo.x:hi.x] {
				text = append(text, " "+s)
				count.x++
				count.y++
			}
			done = hi
			continue
		}
		// End the hunk with context lines.
		if len(text) > 0 {
			n := min(hi.x-lo.x, context)
			for _, s := range x[lo.x : lo.x+n] {
				text = append(text, " "+s)
				count.x++
				count.y++
			}
			done = pair{lo.x + n, lo.y + n}
			// Line numbers are 1-based; an empty range is at line 0.
			if count.x > 0 {
				start.x++
			}
			if count.y > 0 {
				start.y++
			}
			fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", start.x, count.x, start.y, count.y)
			for _, s := range text {
				out.WriteString(s)
			}
			count = pair{}
			text = text[:0]
		}
		if atEnd {
			break
		}
		// Start the next hunk with context lines.
		start = pair{max(hi.x-context, done.x), max(hi.y-context, done.y)}
		for _, s := range x[start.x:hi.x] {
			text = append(text, " "+s)
			count.x++
			count.y++
		}
		done = hi
	}
	return out.Bytes()
}

type pair struct{ x, y int }

// lines splits text into lines, each with its newline; a last line
// without one is marked as diff marks it.
func lines(text []byte) []string {
	if len(text) == 0 {
		return nil
	}
	s := string(text)
	out := strings.SplitAfter(s, "\n")
	if out[len(out)-1] == "" {
		out = out[:len(out)-1]
	} else {
		out[len(out)-1] += "\n\\ No newline at end of file\n"
	}
	return out
}

// anchors returns the pairs of indexes of the longest common subsequence
// of the lines that occur once in x and once in y, between the sentinels
// {0, 0} and {len(x), len(y)}. The subsequence is found as in Szymanski,
// "A special case of the maximal common subsequence problem" (1975): a
// longest increasing subsequence of the y indexes in x order.
func anchors(x, y []string) []pair {
	// Occurrences: 0, 1 or many in x counted as 0, -1, -2; in y as 0,
	// -4, -8. A line once in each has -5.
	seen := make(map[string]int, len(x)+len(y))
	for _, s := range x {
		if c := seen[s]; c > -2 {
			seen[s] = c - 1
		}
	}
	for _, s := range y {
		if c := seen[s]; c > -8 {
			seen[s] = c - 4
		}
	}
	// yi: the indexes in y of the unique lines; xi and inv: the indexes
	// in x of the unique lines and the index in yi of their match.
	var xi, yi, inv []int
	for i, s := range y {
		if seen[s] == -1+-4 {
			seen[s] = len(yi)
			yi = append(yi, i)
		}
	}
	for i, s := range x {
		if j, ok := seen[s]; ok && j >= 0 {
			xi = append(xi, i)
			inv = append(inv, j)
		}
	}
	// Longest increasing subsequence of inv: tails[k] is the smallest
	// last value of an increasing subsequence of length k+1; length[i]
	// the length of the longest one ending at i.
	n := len(inv)
	tails := make([]int, 0, n)
	length := make([]int, n)
	for i, v := range inv {
		k := sort.SearchInts(tails, v)
		if k == len(tails) {
			tails = append(tails, v)
		} else {
			tails[k] = v
		}
		length[i] = k + 1
	}
	k := len(tails)
	seq := make([]pair, k+2)
	seq[0], seq[k+1] = pair{0, 0}, pair{len(x), len(y)}
	last := len(yi)
	for i := n - 1; i >= 0 && k > 0; i-- {
		if length[i] == k && inv[i] < last {
			seq[k] = pair{xi[i], yi[inv[i]]}
			last = inv[i]
			k--
		}
	}
	return seq
}

// Edit replaces lines [OldStart, OldEnd) of the old text (0-based) by
// lines [NewStart, NewEnd) of the new one.
type Edit struct{ OldStart, OldEnd, NewStart, NewEnd int }

// LineEdits returns the edits turning old into new, line by line, matched
// as Unified matches them (no context lines), in order; none when the
// texts are equal. A last line without a newline differs from the same
// line with one.
func LineEdits(old, new []byte) []Edit {
	if bytes.Equal(old, new) {
		return nil
	}
	split := func(text []byte) []string {
		if len(text) == 0 {
			return nil
		}
		out := strings.SplitAfter(string(text), "\n")
		if out[len(out)-1] == "" {
			out = out[:len(out)-1]
		}
		return out
	}
	x, y := split(old), split(new)
	var edits []Edit
	var done pair
	for _, m := range anchors(x, y) {
		if m.x < done.x {
			continue
		}
		lo, hi := m, m
		for lo.x > done.x && lo.y > done.y && x[lo.x-1] == y[lo.y-1] {
			lo.x--
			lo.y--
		}
		for hi.x < len(x) && hi.y < len(y) && x[hi.x] == y[hi.y] {
			hi.x++
			hi.y++
		}
		if lo.x > done.x || lo.y > done.y {
			edits = append(edits, Edit{done.x, lo.x, done.y, lo.y})
		}
		done = hi
	}
	return edits
}
