package corpus

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/internal/conform"
)

// The formatter's bars (issue 6): meaning kept and idempotent on 99.5% of
// the chunks, and not one comment lost.
const (
	minMeaningKept = 99.5
	minIdempotent  = 99.5
)

// TestPreserveStyle formats every chunk of the corpus (and of -corpus) in
// preserve style, mlirfmt's default, and checks that the output means what
// the input meant (with -mlir-opt, mlir-opt's generic form of the output
// is the input's; else gomlir's own generic forms are compared), that
// formatting it again changes nothing and that it has the input's
// comments. Chunks mlir-opt rejects are not counted (without -mlir-opt,
// those of files without goldens are).
func TestPreserveStyle(t *testing.T) {
	ds := dirs(t)
	labels := append([]string(nil), ds...)
	if *extra != "" {
		ds = append(ds, reassemble(t, *extra))
		labels = append(labels, *extra+", reassembled into test files and annotated")
	}
	// Each file is a parallel subtest (as many at once as -parallel, one
	// per CPU by default); the figures are printed once they are all done.
	opts := conform.Options{MLIROpt: *mlirOpt, Dialects: dialects.MustCore(), Jobs: 1}
	var mu sync.Mutex
	sums := make([]conform.Summary, len(ds))
	ran, total := make([]int, len(ds)), make([]int, len(ds))
	for di, dir := range ds {
		paths, err := conform.Files([]string{dir})
		if err != nil {
			t.Fatal(err)
		}
		total[di] = len(paths)
		ran[di] = eachFile(t, dir, paths, func(t *testing.T, path string) {
			t.Parallel()
			conform.Run([]string{path}, opts, func(f *conform.File) {
				mu.Lock()
				sums[di].Add(f)
				mu.Unlock()
				if f.Err != nil {
					t.Errorf("%s: %v", f.Path, f.Err)
				}
				// Logged: the rates below decide (and any comment lost).
				for _, c := range f.Chunks {
					for _, ch := range []conform.Check{conform.MeaningKept, conform.Idempotent, conform.CommentsKept} {
						if c.Outcomes[ch] == conform.Fail {
							t.Logf("%s:%d: %s: %s", f.Path, c.Line, ch, c.Why[ch])
						}
					}
				}
			})
		})
	}
	t.Cleanup(func() {
		for di, dir := range ds {
			if ran[di] > 0 || total[di] == 0 { // not a directory -run left out
				preserveFigures(t, dir, labels[di], &sums[di])
			}
		}
	})
}

// preserveFigures prints TestPreserveStyle's figures on one directory and
// holds them to the bars.
func preserveFigures(t *testing.T, dir, label string, sum *conform.Summary) {
	fmt.Printf("preserve style (%s): %d chunks, %d comments in, %d out\n", label, sum.Chunks, sum.CommentsIn, sum.CommentsOut)
	for _, ch := range []conform.Check{conform.Parses, conform.MeaningKept, conform.Idempotent, conform.CommentsKept} {
		fmt.Printf("preserve style (%s), %s: %d passed, %d failed\n", label, ch, sum.Passed[ch], sum.Failed[ch])
	}
	rate := func(ch conform.Check) float64 {
		n := sum.Passed[ch] + sum.Failed[ch]
		if n == 0 {
			return 100
		}
		return 100 * float64(sum.Passed[ch]) / float64(n)
	}
	if sum.Chunks == 0 {
		t.Errorf("%s: no chunk checked", dir)
	}
	if r := rate(conform.MeaningKept); r < minMeaningKept {
		t.Errorf("%s: meaning kept on %.2f%% of the chunks, want %.1f%%", dir, r, minMeaningKept)
	}
	if r := rate(conform.Idempotent); r < minIdempotent {
		t.Errorf("%s: idempotent on %.2f%% of the chunks, want %.1f%%", dir, r, minIdempotent)
	}
	if sum.Failed[conform.CommentsKept] > 0 {
		t.Errorf("%s: comments lost or added in %d chunks", dir, sum.Failed[conform.CommentsKept])
	}
}

// chunkName is a shared corpus file's name: the test file it was cut
// from and the chunk's number.
var chunkName = regexp.MustCompile(`^(.*)__(\d+)\.mlir$`)

// reassemble joins the chunks cut from one test file back into one file
// with `// -----` lines between them (the blank lines around the markers
// varying), as test files are written, and puts comments (own-line and
// trailing) and runs of blank lines between their lines (see annotate),
// in a new directory named "reassembled" that it returns.
func reassemble(t *testing.T, dir string) string {
	paths, err := conform.Files([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	groups := map[string][]string{}
	for _, p := range paths {
		if m := chunkName.FindStringSubmatch(p); m != nil {
			groups[m[1]] = append(groups[m[1]], p)
		}
	}
	out := filepath.Join(t.TempDir(), "reassembled")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	markers := []string{"\n// -----\n\n", "// -----\n", "\n\n// -----\n"}
	for name, ps := range groups {
		k := func(p string) int {
			n, _ := strconv.Atoi(chunkName.FindStringSubmatch(p)[2])
			return n
		}
		sort.Slice(ps, func(i, j int) bool { return k(ps[i]) < k(ps[j]) })
		var b strings.Builder
		for i, p := range ps {
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if i > 0 {
				b.WriteString(markers[i%len(markers)])
			}
			b.WriteString(annotate(string(src), len(name)+i))
		}
		file := filepath.Join(out, strings.ReplaceAll(strings.TrimPrefix(name, dir), "/", "_")+".mlir")
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// annotate puts comments and blank lines into src, deterministically
// from seed: an own-line comment (at the line's indentation) before about
// a third of the lines, a trailing comment after a third of those without
// one, and one or two blank lines after a tenth.
func annotate(src string, seed int) string {
	rng := rand.New(rand.NewSource(int64(seed)))
	var b strings.Builder
	lines := strings.Split(src, "\n")
	for n, line := range lines {
		blank := strings.TrimSpace(line) == ""
		r := rng.Float64()
		if r < 0.3 && !blank {
			fmt.Fprintf(&b, "%s// own %d\n", line[:len(line)-len(strings.TrimLeft(line, " "))], n)
		}
		b.WriteString(line)
		if r > 0.6 && !blank && !strings.Contains(line, "//") {
			fmt.Fprintf(&b, "  // trailing %d", n)
		}
		if n < len(lines)-1 {
			b.WriteByte('\n')
		}
		if rng.Float64() < 0.1 {
			b.WriteString(strings.Repeat("\n", 1+rng.Intn(2)))
		}
	}
	return b.String()
}
