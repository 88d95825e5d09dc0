package diff

import (
	"bytes"
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnified(t *testing.T) {
	for _, tc := range []struct{ name, old, new, want string }{
		{"equal", "a\nb\n", "a\nb\n", ""},
		{"from empty", "", "a\n", "@@ -0,0 +1,1 @@\n+a\n"},
		{"to empty", "a\nb\n", "", "@@ -1,2 +0,0 @@\n-a\n-b\n"},
		{"change in the middle", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "1\n2\n3\n4\nfive\n6\n7\n8\n9\n",
			"@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"},
		{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "one\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\ntwelve\n",
			"@@ -1,4 +1,4 @@\n-1\n+one\n 2\n 3\n 4\n@@ -9,4 +9,4 @@\n 9\n 10\n 11\n-12\n+twelve\n"},
		{"close changes merge", "1\n2\n3\n4\n5\n6\n", "one\n2\n3\n4\n5\nsix\n",
			"@@ -1,6 +1,6 @@\n-1\n+one\n 2\n 3\n 4\n 5\n-6\n+six\n"},
		{"no newline at end", "a\nb", "a\nb\n", "@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Unified("x.orig", []byte(tc.old), "x", []byte(tc.new))
			if tc.want == "" {
				assert.Nil(t, got)
				return
			}
			assert.Equal(t, "diff x.orig x\n--- x.orig\n+++ x\n"+tc.want, string(got))
		})
	}
}

// TestApplies: on random texts (few distinct lines, so that many repeat),
// applying the diff to the old text gives the new one.
func TestApplies(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	text := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(strconv.Itoa(rng.Intn(8)) + "\n")
		}
		return b.String()
	}
	for i := range 2000 {
		old := text(rng.Intn(30))
		lines := strings.SplitAfter(old, "\n")
		// Edit a copy: change, insert or delete some lines.
		var nb strings.Builder
		for _, l := range lines {
			switch rng.Intn(6) {
			case 0:
			case 1:
				nb.WriteString("new" + strconv.Itoa(rng.Intn(3)) + "\n" + l)
			case 2:
				nb.WriteString("changed\n")
			default:
				nb.WriteString(l)
			}
		}
		new := nb.String()
		d := Unified("a", []byte(old), "b", []byte(new))
		got, err := apply(old, d)
		require.NoError(t, err, "case %d:\n%s", i, d)
		require.Equal(t, new, got, "case %d: old %q\n%s", i, old, d)
	}
}

// apply applies a unified diff to old.
func apply(old string, d []byte) (string, error) {
	if d == nil {
		return old, nil
	}
	x := strings.SplitAfter(old, "\n")
	if x[len(x)-1] == "" {
		x = x[:len(x)-1]
	}
	var out []string
	at := 0 // next line of x
	ls := strings.SplitAfter(string(d), "\n")
	for i := 3; i < len(ls); i++ {
		l := ls[i]
		if l == "" {
			continue
		}
		var ox, nx, oy, ny int
		if _, err := fmt.Sscanf(l, "@@ -%d,%d +%d,%d @@", &ox, &nx, &oy, &ny); err != nil {
			return "", fmt.Errorf("line %d: %q: %v", i, l, err)
		}
		if nx > 0 {
			ox--
		}
		if ox < at {
			return "", fmt.Errorf("hunk at %d overlaps", ox)
		}
		out = append(out, x[at:ox]...)
		at = ox
		for i+1 < len(ls) && ls[i+1] != "" && !strings.HasPrefix(ls[i+1], "@@") {
			i++
			l := ls[i]
			switch l[0] {
			case ' ':
				if x[at] != l[1:] {
					return "", fmt.Errorf("context %q is not %q", l[1:], x[at])
				}
				out = append(out, l[1:])
				at++
			case '-':
				at++
			case '+':
				out = append(out, l[1:])
			}
		}
	}
	out = append(out, x[at:]...)
	return strings.Join(out, ""), nil
}

func BenchmarkUnifiedRewritten(b *testing.B) {
	var old, new bytes.Buffer
	for i := range 100000 {
		fmt.Fprintf(&old, "  %%%d = \"t.op\"(%%%d) : (i32) -> i32\n", i, i)
		fmt.Fprintf(&new, "  %%v%d = t.op %%v%d : i32\n", i, i)
	}
	b.SetBytes(int64(old.Len()))
	for b.Loop() {
		Unified("a", old.Bytes(), "b", new.Bytes())
	}
}

// LineEdits applied back give the new text.
func TestLineEdits(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := range 2000 {
		var ob, nb strings.Builder
		for range rng.Intn(30) {
			l := strconv.Itoa(rng.Intn(8)) + "\n"
			ob.WriteString(l)
			switch rng.Intn(6) {
			case 0:
			case 1:
				nb.WriteString("new" + strconv.Itoa(rng.Intn(3)) + "\n" + l)
			case 2:
				nb.WriteString("changed\n")
			default:
				nb.WriteString(l)
			}
		}
		old, new := ob.String(), nb.String()
		if rng.Intn(4) == 0 {
			new = strings.TrimSuffix(new, "\n")
		}
		x, y := strings.SplitAfter(old, "\n"), strings.SplitAfter(new, "\n")
		var out []string
		at := 0
		for _, e := range LineEdits([]byte(old), []byte(new)) {
			require.LessOrEqual(t, at, e.OldStart, "case %d: edits in order", i)
			out = append(out, x[at:e.OldStart]...)
			out = append(out, y[e.NewStart:e.NewEnd]...)
			at = e.OldEnd
		}
		out = append(out, x[at:]...)
		require.Equal(t, new, strings.Join(out, ""), "case %d: %q -> %q", i, old, new)
	}
	assert.Nil(t, LineEdits([]byte("a\n"), []byte("a\n")))
	assert.Equal(t, []Edit{{1, 2, 1, 2}}, LineEdits([]byte("a\nb\nc\n"), []byte("a\nB\nc\n")))
	assert.Equal(t, []Edit{{0, 1, 0, 0}, {4, 4, 3, 4}}, LineEdits([]byte("x\na\nb\nc\n"), []byte("a\nb\nc\nd\n")))
}
