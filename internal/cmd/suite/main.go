// Command suite measures mlirfmt -verify-diagnostics on a directory of
// annotated test files (MLIR's own invalid-input tests, say): it splits each
// file at its `// -----` lines, keeps the chunks that mlir-opt
// --verify-diagnostics passes, runs mlirfmt -verify-diagnostics on each of
// them and reports the pass rate, overall and per dialect (the file's
// folder), and the failures bucketed by cause with their most frequent
// messages.
//
// A file's RUN line decides how it is run: a file whose RUN line does not
// run mlir-opt with --verify-diagnostics, or runs a pass pipeline (any
// option but those that only concern parsing, verification and printing),
// is skipped and counted. --allow-unregistered-dialect is passed to
// mlir-opt when the RUN line has it (mlirfmt always allows unregistered
// ops).
//
//	go run ./internal/cmd/suite -mlir-opt PATH -mlirfmt bin/mlirfmt DIR
//
// It holds no test data: DIR is given (it is never part of the repo).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Buckets of a failing chunk.
const (
	bucketNotProduced = "expected diagnostic not produced"
	bucketUnexpected  = "unexpected error"
	bucketOtherWords  = "other words"
	bucketOtherPlace  = "other place"
	bucketCrash       = "crash"
	bucketTimeout     = "timeout"
)

var bucketOrder = []string{bucketNotProduced, bucketUnexpected, bucketOtherWords, bucketOtherPlace, bucketCrash, bucketTimeout}

// chunk is one `// -----` piece of a file.
type chunk struct {
	file    string // path relative to the suite's root
	dialect string
	line    int // first line in the file (1-based)
	src     string
	unreg   bool // the RUN line has --allow-unregistered-dialect
}

// result is the outcome of one chunk.
type result struct {
	c       chunk
	optPass bool
	pass    bool
	bucket  string
	// msgs are the bucket's messages (an unproduced expectation's text, an
	// unexpected error's text, "want X / got Y" for other words).
	msgs []string
	out  string
}

func main() {
	mlirOpt := flag.String("mlir-opt", "/usr/lib/llvm-22/bin/mlir-opt", "mlir-opt binary")
	mlirfmt := flag.String("mlirfmt", "bin/mlirfmt", "mlirfmt binary")
	workers := flag.Int("j", 2, "chunks run at once")
	timeout := flag.Duration("timeout", 20*time.Second, "time limit of one tool on one chunk")
	top := flag.Int("top", 30, "messages listed per bucket")
	verbose := flag.Bool("v", false, "list every failing chunk")
	only := flag.String("dialect", "", "only the files of this dialect (folder)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: suite [-mlir-opt PATH] [-mlirfmt PATH] [-j N] [-v] DIR")
		os.Exit(2)
	}
	root := flag.Arg(0)
	chunks, skipped, err := collect(root, *only)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tmp, err := os.MkdirTemp("", "suite")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	results := make([]result, len(chunks))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			path := filepath.Join(tmp, fmt.Sprintf("chunk%d.mlir", w))
			for i := range next {
				results[i] = run(chunks[i], path, *mlirOpt, *mlirfmt, *timeout)
			}
		}(w)
	}
	for i := range chunks {
		next <- i
	}
	close(next)
	wg.Wait()
	report(os.Stdout, results, skipped, *top, *verbose)
}

// skip is a file left out, with the reason.
type skip struct{ file, why string }

// collect reads every .mlir file under root and splits the ones to run.
func collect(root, only string) ([]chunk, []skip, error) {
	var chunks []chunk
	var skipped []skip
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".mlir") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		dialect := strings.SplitN(filepath.ToSlash(rel), "/", 2)[0]
		if only != "" && dialect != only {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		src := string(data)
		unreg, why := runLine(src)
		if why != "" {
			skipped = append(skipped, skip{rel, why})
			return nil
		}
		for _, p := range split(src) {
			chunks = append(chunks, chunk{file: rel, dialect: dialect, line: p.line, src: p.src, unreg: unreg})
		}
		return nil
	})
	return chunks, skipped, err
}

// harmless are the mlir-opt options of a RUN line that only concern how a
// file is read, verified and printed.
var harmless = map[string]bool{
	"split-input-file": true, "verify-diagnostics": true, "allow-unregistered-dialect": true,
	"mlir-print-op-generic": true, "mlir-print-debuginfo": true, "mlir-print-local-scope": true,
	"verify-each": true, "mlir-disable-threading": true, "no-implicit-module": true,
	"mlir-print-assume-verified": true, "mlir-very-unsafe-disable-verifier-on-parsing": false,
}

// runLine reads the file's RUN lines: whether the first mlir-opt command has
// --allow-unregistered-dialect, or why the file is skipped ("" to run it).
func runLine(src string) (unreg bool, why string) {
	var cmds []string
	cur := ""
	for _, l := range strings.Split(src, "\n") {
		t := strings.TrimSpace(l)
		i := strings.Index(t, "RUN:")
		if !strings.HasPrefix(t, "//") || i < 0 {
			continue
		}
		body := strings.TrimSpace(t[i+len("RUN:"):])
		if strings.HasSuffix(body, "\\") {
			cur += strings.TrimSuffix(body, "\\") + " "
			continue
		}
		cmds = append(cmds, cur+body)
		cur = ""
	}
	if len(cmds) == 0 {
		return false, "no RUN line"
	}
	for _, c := range cmds {
		first := strings.TrimSpace(strings.SplitN(c, "|", 2)[0])
		fields := strings.Fields(first)
		if len(fields) == 0 || fields[0] != "mlir-opt" {
			continue
		}
		verify := false
		for _, f := range fields[1:] {
			if f == "%s" || f == "<%s" || f == "<" {
				continue
			}
			if !strings.HasPrefix(f, "-") {
				return false, "RUN line runs a pass pipeline (" + f + ")"
			}
			name := strings.TrimLeft(f, "-")
			if k := strings.IndexByte(name, '='); k >= 0 {
				name = name[:k]
			}
			if !harmless[name] {
				return false, "RUN line runs a pass pipeline (" + f + ")"
			}
			if name == "verify-diagnostics" {
				verify = true
			}
			if name == "allow-unregistered-dialect" {
				unreg = true
			}
		}
		if !verify {
			return false, "RUN line without --verify-diagnostics"
		}
		return unreg, ""
	}
	return false, "RUN line does not run mlir-opt"
}

// piece is a chunk's text and first line.
type piece struct {
	line int
	src  string
}

// split cuts src at its `// -----` lines (mlir-opt 22 cuts at every line
// that starts with the marker, indented or not).
func split(src string) []piece {
	lines := strings.SplitAfter(src, "\n")
	var out []piece
	start := 0
	flush := func(end int) {
		out = append(out, piece{line: start + 1, src: strings.Join(lines[start:end], "")})
	}
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimLeft(l, " \t"), "// -----") {
			flush(i)
			start = i + 1
		}
	}
	flush(len(lines))
	// Drop chunks with nothing but white space and comments only when they
	// hold no annotation: both tools pass them trivially.
	var kept []piece
	for _, p := range out {
		if strings.TrimSpace(stripComments(p.src)) == "" && !strings.Contains(p.src, "expected-") {
			continue
		}
		kept = append(kept, p)
	}
	return kept
}

func stripComments(s string) string {
	var b strings.Builder
	for _, l := range strings.Split(s, "\n") {
		if i := strings.Index(l, "//"); i >= 0 {
			l = l[:i]
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// run checks one chunk: mlir-opt first, mlirfmt on the chunks it passes.
// The chunk keeps its line numbers in the file (blank lines before it).
func run(c chunk, path, mlirOpt, mlirfmt string, timeout time.Duration) result {
	r := result{c: c}
	text := strings.Repeat("\n", c.line-1) + c.src
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		r.bucket, r.msgs = bucketCrash, []string{err.Error()}
		return r
	}
	args := []string{"--verify-diagnostics"}
	if c.unreg {
		args = append(args, "--allow-unregistered-dialect")
	}
	if _, code, _ := tool(timeout, mlirOpt, append(args, path)...); code != 0 {
		return r
	}
	r.optPass = true
	out, code, timedOut := tool(timeout, mlirfmt, "-verify-diagnostics", path)
	r.out = out
	switch {
	case timedOut:
		r.bucket, r.msgs = bucketTimeout, []string{"timeout"}
	case code == 0:
		r.pass = true
	case code != 1:
		r.bucket, r.msgs = bucketCrash, []string{firstLine(out)}
	default:
		r.bucket, r.msgs = classify(out, text)
	}
	return r
}

// tool runs a command with a time limit: its combined output, exit code
// (-1 when it did not run), and whether it timed out.
func tool(timeout time.Duration, name string, args ...string) (string, int, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	var out bytes.Buffer
	cmd.Stdout = io.Discard
	cmd.Stderr = &out
	err := cmd.Run()
	if ctx.Err() != nil {
		return out.String(), -1, true
	}
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return out.String(), ee.ExitCode(), false
		}
		return err.Error(), -1, false
	}
	return out.String(), 0, false
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if s == "" {
		s = "(no output)"
	}
	return s
}

var (
	unexpectedRe  = regexp.MustCompile(`(?m)^[^\n]*?:(\d+):\d+: (?:error|warning|note|remark): unexpected (?:error|warning|note|remark): (.*)$`)
	notProducedRe = regexp.MustCompile(`(?m)^[^\n]*?:(\d+):\d+: error: expected (?:error|warning|note|remark) "(.*)" was not produced$`)
	annotationRe  = regexp.MustCompile(`expected-(?:error|warning|note|remark)\s*(@[^\s{]*)?\s*\{\{`)
)

// diagLine is a diagnostic of mlirfmt's output.
type diagLine struct {
	line int
	msg  string
}

// classify buckets a failing chunk from mlirfmt's output: unproduced
// expectations alone, unexpected errors alone, or both (the same message
// elsewhere: other place; else other words).
func classify(out, text string) (string, []string) {
	var unexp, missing []diagLine
	for _, m := range unexpectedRe.FindAllStringSubmatch(out, -1) {
		n, _ := strconv.Atoi(m[1])
		unexp = append(unexp, diagLine{n, m[2]})
	}
	for _, m := range notProducedRe.FindAllStringSubmatch(out, -1) {
		n, _ := strconv.Atoi(m[1])
		missing = append(missing, diagLine{designated(text, n), m[2]})
	}
	switch {
	case len(unexp) == 0 && len(missing) == 0:
		return bucketCrash, []string{firstLine(out)}
	case len(unexp) == 0:
		return bucketNotProduced, texts(missing)
	case len(missing) == 0:
		return bucketUnexpected, texts(unexp)
	}
	for _, m := range missing {
		for _, u := range unexp {
			if strings.Contains(u.msg, m.msg) && u.line != m.line {
				return bucketOtherPlace, []string{m.msg}
			}
		}
	}
	return bucketOtherWords, []string{"want: " + missing[0].msg + " / got: " + unexp[0].msg}
}

func texts(ds []diagLine) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.msg)
	}
	return out
}

// designated returns the line an annotation on line n designates (the
// first annotation of that line): @+N, @-N, @above, @below, @N, or n.
func designated(text string, n int) int {
	lines := strings.Split(text, "\n")
	if n < 1 || n > len(lines) {
		return n
	}
	m := annotationRe.FindStringSubmatch(lines[n-1])
	if m == nil || m[1] == "" {
		return n
	}
	at := m[1][1:]
	switch {
	case at == "above":
		return n - 1
	case at == "below":
		return n + 1
	case strings.HasPrefix(at, "+"):
		k, _ := strconv.Atoi(at[1:])
		return n + k
	case strings.HasPrefix(at, "-"):
		k, _ := strconv.Atoi(at[1:])
		return n - k
	}
	if k, err := strconv.Atoi(at); err == nil {
		return k
	}
	return n
}

// report prints the figures.
func report(w io.Writer, results []result, skipped []skip, top int, verbose bool) {
	type tally struct{ chunks, kept, pass int }
	per := map[string]*tally{}
	var total tally
	files := map[string]bool{}
	for _, r := range results {
		t := per[r.c.dialect]
		if t == nil {
			t = &tally{}
			per[r.c.dialect] = t
		}
		files[r.c.file] = true
		t.chunks++
		total.chunks++
		if r.optPass {
			t.kept++
			total.kept++
		}
		if r.pass {
			t.pass++
			total.pass++
		}
	}
	fmt.Fprintf(w, "files run: %d; files skipped: %d\n", len(files), len(skipped))
	whys := map[string]int{}
	for _, s := range skipped {
		why := s.why
		if strings.HasPrefix(why, "RUN line runs a pass pipeline") {
			why = "RUN line runs a pass pipeline"
		}
		whys[why]++
	}
	for _, k := range sortedKeys(whys) {
		fmt.Fprintf(w, "  skipped, %s: %d\n", k, whys[k])
	}
	if verbose {
		for _, s := range skipped {
			fmt.Fprintf(w, "  skipped %s: %s\n", s.file, s.why)
		}
	}
	fmt.Fprintf(w, "chunks: %d; mlir-opt passes %d; mlirfmt passes %d of those: %s\n",
		total.chunks, total.kept, total.pass, pct(total.pass, total.kept))
	fmt.Fprintln(w, "per dialect (folder): mlirfmt passes / chunks mlir-opt passes")
	names := make([]string, 0, len(per))
	for d := range per {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		t := per[d]
		fmt.Fprintf(w, "  %-16s %4d / %4d  %s\n", d, t.pass, t.kept, pct(t.pass, t.kept))
	}
	buckets := map[string][]result{}
	for _, r := range results {
		if r.optPass && !r.pass {
			buckets[r.bucket] = append(buckets[r.bucket], r)
		}
	}
	fmt.Fprintln(w, "failures by cause:")
	for _, b := range bucketOrder {
		if len(buckets[b]) > 0 {
			fmt.Fprintf(w, "  %-34s %d\n", b, len(buckets[b]))
		}
	}
	for _, b := range bucketOrder {
		rs := buckets[b]
		if len(rs) == 0 {
			continue
		}
		counts := map[string]int{}
		for _, r := range rs {
			seen := map[string]bool{}
			for _, m := range r.msgs {
				key := r.c.dialect + ": " + m
				if !seen[key] {
					counts[key]++
					seen[key] = true
				}
			}
		}
		keys := sortedKeys(counts)
		sort.SliceStable(keys, func(i, j int) bool { return counts[keys[i]] > counts[keys[j]] })
		fmt.Fprintf(w, "top messages, %s:\n", b)
		for i, k := range keys {
			if i == top {
				fmt.Fprintf(w, "  ... %d more\n", len(keys)-top)
				break
			}
			fmt.Fprintf(w, "  %3d  %s\n", counts[k], k)
		}
	}
	if verbose {
		fmt.Fprintln(w, "failing chunks:")
		for _, r := range results {
			if r.optPass && !r.pass {
				fmt.Fprintf(w, "  %s:%d [%s] %s\n", r.c.file, r.c.line, r.bucket, strings.Join(r.msgs, " | "))
			}
		}
	}
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
