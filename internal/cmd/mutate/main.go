// Command mutate measures how often mlirfmt -verify agrees with mlir-opt
// on invalid IR: it mutates the generic-form chunks of a corpus (the
// .generic files of ../shared/corpus), one mutant per chunk and kind of
// mutation, runs mlir-opt on every mutant and mlirfmt's verifier too, and
// reports, per kind and overall, how often the verdicts (accepted or
// rejected) agree and, among the mutants mlir-opt rejects, how often the
// first error is on the same line. It fails below the thresholds.
//
// The kinds of mutation: drop an op whose result is used; change an op's
// result type; remove a terminator; duplicate a name (a symbol's, or an
// SSA value's); branch into another region. The choices are drawn from a
// seeded generator, so a run is reproducible.
//
//	go run ./internal/cmd/mutate -corpus ../shared/corpus -mlir-opt PATH
package main

import (
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// mutant is one mutated chunk.
type mutant struct {
	file, kind string
	src        string
	// mlir-opt's and mlirfmt's first error lines (0: accepted).
	opt, fmt int
	optMsg   string
	fmtMsg   string
}

var kinds = []string{"drop-used-op", "change-result-type", "remove-terminator", "duplicate-name", "branch-into-region"}

func main() {
	corpus := flag.String("corpus", "../shared/corpus", "corpus directory: its *.generic files are mutated")
	mlirOpt := flag.String("mlir-opt", "/usr/lib/llvm-22/bin/mlir-opt", "path of mlir-opt 22")
	seed := flag.Int64("seed", 1, "seed of the mutations")
	verdictMin := flag.Float64("verdict", 98, "fail below this verdict agreement (percent)")
	lineMin := flag.Float64("line", 90, "fail below this first-error-line agreement (percent)")
	limit := flag.Int("n", 0, "mutate only the first n chunks (0: all)")
	verbose := flag.Bool("v", false, "list the disagreements")
	flag.Parse()

	files, err := filepath.Glob(filepath.Join(*corpus, "*", "*.generic"))
	if err != nil || len(files) == 0 {
		fmt.Fprintf(os.Stderr, "mutate: no .generic files under %s\n", *corpus)
		os.Exit(2)
	}
	sort.Strings(files)
	if *limit > 0 && len(files) > *limit {
		files = files[:*limit]
	}
	reg := dialects.MustCore()
	var mutants []*mutant
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mutate:", err)
			os.Exit(2)
		}
		rel, _ := filepath.Rel(*corpus, f)
		for _, k := range kinds {
			h := fnv.New64a()
			h.Write([]byte(rel + "\x00" + k))
			rng := rand.New(rand.NewSource(*seed ^ int64(h.Sum64())))
			if src, ok := mutate(k, string(data), rng, reg); ok {
				mutants = append(mutants, &mutant{file: rel, kind: k, src: src})
			}
		}
	}
	start := time.Now()
	if err := runMLIROpt(*mlirOpt, mutants); err != nil {
		fmt.Fprintln(os.Stderr, "mutate:", err)
		os.Exit(2)
	}
	optTime := time.Since(start)
	start = time.Now()
	for _, m := range mutants {
		m.fmt, m.fmtMsg = firstError(verify.Source("mutant.mlir", []byte(m.src), verify.SourceOptions{Options: verify.Options{Dialects: reg, All: true}}), m.src)
	}
	fmt.Printf("%d chunks, %d mutants (seed %d); mlir-opt %.1fs, mlirfmt %.1fs\n", len(files), len(mutants), *seed, optTime.Seconds(), time.Since(start).Seconds())
	os.Exit(report(mutants, *verdictMin, *lineMin, *verbose))
}

func firstError(list diag.List, src string) (int, string) {
	f := ast.NewFile("mutant.mlir", []byte(src))
	for _, d := range list {
		if d.Severity == diag.Error {
			return max(f.Position(d.Pos).Line, 1), d.Msg
		}
	}
	return 0, ""
}

type tally struct{ n, verdict, rejected, line int }

func report(mutants []*mutant, verdictMin, lineMin float64, verbose bool) int {
	per := map[string]*tally{}
	total := &tally{}
	for _, m := range mutants {
		for _, t := range []*tally{total, per[m.kind]} {
			if t == nil {
				t = &tally{}
				per[m.kind] = t
			}
			t.n++
			if (m.opt == 0) == (m.fmt == 0) {
				t.verdict++
			}
			if m.opt != 0 {
				t.rejected++
				if m.fmt == m.opt {
					t.line++
				}
			}
		}
		if verbose && ((m.opt == 0) != (m.fmt == 0) || m.opt != m.fmt) {
			fmt.Printf("%-20s %s: mlir-opt %d %q, mlirfmt %d %q\n", m.kind, m.file, m.opt, m.optMsg, m.fmt, m.fmtMsg)
		}
	}
	pct := func(a, b int) float64 {
		if b == 0 {
			return 100
		}
		return 100 * float64(a) / float64(b)
	}
	fmt.Printf("%-20s %8s %8s %9s %8s %11s\n", "mutation", "mutants", "verdict", "rejected", "line", "")
	for _, k := range append(append([]string(nil), kinds...), "total") {
		t := per[k]
		if k == "total" {
			t = total
		}
		if t == nil {
			continue
		}
		fmt.Printf("%-20s %8d %7.1f%% %9d %7.1f%%\n", k, t.n, pct(t.verdict, t.n), t.rejected, pct(t.line, t.rejected))
	}
	v, l := pct(total.verdict, total.n), pct(total.line, total.rejected)
	fmt.Printf("verdict agreement %.1f%% (%d of %d), first-error line agreement %.1f%% (%d of %d)\n",
		v, total.verdict, total.n, l, total.line, total.rejected)
	if v < verdictMin || l < lineMin {
		fmt.Printf("FAIL: below the thresholds (verdict %.0f%%, line %.0f%%)\n", verdictMin, lineMin)
		return 1
	}
	return 0
}

// runMLIROpt runs mlir-opt once per batch of mutants, split on `// -----`,
// and records each mutant's first error line.
func runMLIROpt(path string, mutants []*mutant) error {
	const batch = 400
	for start := 0; start < len(mutants); start += batch {
		part := mutants[start:min(start+batch, len(mutants))]
		var b strings.Builder
		firstLines := make([]int, len(part))
		line := 1
		for i, m := range part {
			if i > 0 {
				b.WriteString("// -----\n")
				line++
			}
			firstLines[i] = line
			b.WriteString(m.src)
			if !strings.HasSuffix(m.src, "\n") {
				b.WriteString("\n")
			}
			line += strings.Count(m.src, "\n")
			if !strings.HasSuffix(m.src, "\n") {
				line++
			}
		}
		tmp, err := os.CreateTemp("", "mutants-*.mlir")
		if err != nil {
			return err
		}
		tmp.WriteString(b.String())
		tmp.Close()
		var stderr bytes.Buffer
		cmd := exec.Command(path, "--allow-unregistered-dialect", "--split-input-file", "-o", os.DevNull, tmp.Name())
		cmd.Stderr = &stderr
		runErr := cmd.Run()
		os.Remove(tmp.Name())
		if _, ok := runErr.(*exec.ExitError); runErr != nil && !ok {
			return runErr
		}
		for _, l := range strings.Split(stderr.String(), "\n") {
			m := errLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			n, _ := strconv.Atoi(m[1])
			i := sort.Search(len(firstLines), func(i int) bool { return firstLines[i] > n }) - 1
			if i < 0 || part[i].opt != 0 {
				continue
			}
			part[i].opt = n - firstLines[i] + 1
			part[i].optMsg = m[2]
		}
	}
	return nil
}

var errLine = regexp.MustCompile(`^[^:]*\.mlir:(\d+):\d+: error: (.*)$`)

// The generic form mlir-opt prints: one op per line, regions opened by a
// line ending in `({` or `}, {` and closed by one starting with `})`.
var (
	opLine    = regexp.MustCompile(`^(\s*)(?:(%[0-9a-zA-Z_]+)(?::(\d+))? = )?"([\w.$]+)"\(`)
	valueUse  = regexp.MustCompile(`%[0-9a-zA-Z_]+`)
	labelLine = regexp.MustCompile(`^\s*(\^bb\d+)`)
)

// line is a source line and the region it is in.
type line struct {
	text   string
	region int // the innermost region's number
	op     string
	result string // the op's result name, without `#`
	single bool   // the op is on this line alone (no regions)
}

func scan(src string) []line {
	texts := strings.Split(src, "\n")
	out := make([]line, len(texts))
	stack := []int{0}
	next := 1
	for i, t := range texts {
		trim := strings.TrimSpace(t)
		if strings.HasPrefix(trim, "})") || strings.HasPrefix(trim, "}, {") {
			stack = stack[:max(len(stack)-1, 1)]
		}
		out[i] = line{text: t, region: stack[len(stack)-1]}
		if m := opLine.FindStringSubmatch(t); m != nil {
			out[i].op = m[4]
			out[i].result = m[2]
			out[i].single = !strings.HasSuffix(trim, "({")
		}
		if strings.HasSuffix(trim, "({") || strings.HasSuffix(trim, "}, {") {
			stack = append(stack, next)
			next++
		}
	}
	return out
}

func join(lines []line) string {
	texts := make([]string, len(lines))
	for i, l := range lines {
		texts[i] = l.text
	}
	return strings.Join(texts, "\n")
}

func remove(lines []line, i int) []line {
	return append(append([]line(nil), lines[:i]...), lines[i+1:]...)
}

func pick[T any](rng *rand.Rand, xs []T) (T, bool) {
	var zero T
	if len(xs) == 0 {
		return zero, false
	}
	return xs[rng.Intn(len(xs))], true
}

// uses counts the occurrences of each value name (`%5`) in the lines.
func uses(lines []line) map[string]int {
	n := map[string]int{}
	for _, l := range lines {
		for _, u := range valueUse.FindAllString(l.text, -1) {
			n[u]++
		}
	}
	return n
}

func mutate(kind, src string, rng *rand.Rand, reg *dialects.Registry) (string, bool) {
	lines := scan(src)
	switch kind {
	case "drop-used-op":
		var cands []int
		count := uses(lines)
		for i, l := range lines {
			if l.single && l.result != "" && count[l.result] > 1 {
				cands = append(cands, i)
			}
		}
		i, ok := pick(rng, cands)
		if !ok {
			return "", false
		}
		return join(remove(lines, i)), true
	case "change-result-type":
		var cands []int
		for i, l := range lines {
			if l.single && l.result != "" && strings.Contains(l.text, ") -> ") {
				cands = append(cands, i)
			}
		}
		i, ok := pick(rng, cands)
		if !ok {
			return "", false
		}
		t := lines[i].text
		k := strings.LastIndex(t, ") -> ")
		head, res := t[:k+5], t[k+5:]
		if strings.HasPrefix(res, "(") {
			inner := res[1 : len(res)-1]
			first, rest, _ := cutTopLevel(inner)
			res = "(" + mutateType(first, rng) + rest + ")"
		} else {
			res = mutateType(res, rng)
		}
		lines[i].text = head + res
		return join(lines), true
	case "remove-terminator":
		var cands []int
		for i, l := range lines {
			if l.single && l.op != "" && reg.HasTrait(l.op, "Terminator") {
				cands = append(cands, i)
			}
		}
		i, ok := pick(rng, cands)
		if !ok {
			return "", false
		}
		return join(remove(lines, i)), true
	case "duplicate-name":
		if rng.Intn(2) == 0 {
			if out, ok := duplicateSymbol(lines, rng); ok {
				return out, true
			}
		}
		return duplicateValue(lines, rng)
	case "branch-into-region":
		return branchIntoRegion(lines, rng, reg)
	}
	return "", false
}

// cutTopLevel splits a comma-separated list at its first top-level comma.
func cutTopLevel(s string) (first, rest string, ok bool) {
	depth := 0
	for i, c := range s {
		switch c {
		case '<', '(', '[', '{':
			depth++
		case '>', ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				return s[:i], s[i:], true
			}
		}
	}
	return s, "", false
}

var (
	intType   = regexp.MustCompile(`^i(\d+)$`)
	shapeType = regexp.MustCompile(`^(tensor|memref|vector)<((?:[0-9?]+x)*)([a-z0-9]+)(.*)>$`)
)

// mutateType returns a different type: another width, another element
// type, another dimension.
func mutateType(t string, rng *rand.Rand) string {
	t = strings.TrimSpace(t)
	switch {
	case t == "index":
		return "i64"
	case intType.MatchString(t):
		if t == "i64" {
			return "i32"
		}
		return "i64"
	case t == "f32":
		return "f64"
	case t == "f64" || t == "f16" || t == "bf16":
		return "f32"
	}
	if m := shapeType.FindStringSubmatch(t); m != nil {
		dims := strings.Split(strings.TrimSuffix(m[2], "x"), "x")
		if m[2] != "" && rng.Intn(2) == 0 {
			j := rng.Intn(len(dims))
			if n, err := strconv.Atoi(dims[j]); err == nil {
				dims[j] = strconv.Itoa(n + 1)
			} else {
				dims[j] = "7"
			}
			return m[1] + "<" + strings.Join(dims, "x") + "x" + m[3] + m[4] + ">"
		}
		elem := "f32"
		if m[3] == "f32" {
			elem = "f64"
		}
		return m[1] + "<" + m[2] + elem + m[4] + ">"
	}
	return "i32"
}

var symName = regexp.MustCompile(`sym_name = "([^"]+)"`)

// duplicateSymbol gives a symbol the name of another in the same region.
func duplicateSymbol(lines []line, rng *rand.Rand) (string, bool) {
	byRegion := map[int][]int{}
	for i, l := range lines {
		if symName.MatchString(l.text) {
			byRegion[l.region] = append(byRegion[l.region], i)
		}
	}
	var regions []int
	for r, is := range byRegion {
		if len(is) > 1 {
			regions = append(regions, r)
		}
	}
	sort.Ints(regions)
	r, ok := pick(rng, regions)
	if !ok {
		return "", false
	}
	is := byRegion[r]
	a := rng.Intn(len(is))
	b := (a + 1 + rng.Intn(len(is)-1)) % len(is)
	name := symName.FindStringSubmatch(lines[is[a]].text)[1]
	lines[is[b]].text = symName.ReplaceAllString(lines[is[b]].text, `sym_name = "`+name+`"`)
	return join(lines), true
}

// duplicateValue gives an op's result the name of a value defined before
// it in the same region.
func duplicateValue(lines []line, rng *rand.Rand) (string, bool) {
	var cands [][2]int
	for i, l := range lines {
		if l.result == "" {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			if lines[j].result != "" && lines[j].region == l.region {
				cands = append(cands, [2]int{i, j})
				break
			}
		}
	}
	c, ok := pick(rng, cands)
	if !ok {
		return "", false
	}
	l := &lines[c[0]]
	l.text = strings.Replace(l.text, l.result+" =", lines[c[1]].result+" =", 1)
	l.text = strings.Replace(l.text, l.result+":", lines[c[1]].result+":", 1)
	return join(lines), true
}

// branchIntoRegion replaces a terminator without successors by a branch
// to a block of another region.
func branchIntoRegion(lines []line, rng *rand.Rand, reg *dialects.Registry) (string, bool) {
	labels := map[int][]string{}
	for _, l := range lines {
		if m := labelLine.FindStringSubmatch(l.text); m != nil {
			labels[l.region] = append(labels[l.region], m[1])
		}
	}
	type cand struct {
		at    int
		label string
	}
	var cands []cand
	for i, l := range lines {
		if !l.single || l.op == "" || !reg.HasTrait(l.op, "Terminator") || strings.Contains(l.text, "[^") {
			continue
		}
		for r, ls := range labels {
			if r == l.region {
				continue
			}
			for _, lab := range ls {
				cands = append(cands, cand{i, lab})
			}
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].at != cands[j].at {
			return cands[i].at < cands[j].at
		}
		return cands[i].label < cands[j].label
	})
	c, ok := pick(rng, cands)
	if !ok {
		return "", false
	}
	indent := lines[c.at].text[:len(lines[c.at].text)-len(strings.TrimLeft(lines[c.at].text, " "))]
	lines[c.at].text = indent + `"cf.br"()[` + c.label + `] : () -> ()`
	return join(lines), true
}
