package corpus

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/verify"
)

// injectedError is an op both mlir-opt and gomlir reject, in these words.
const (
	injectedOp  = `"arith.addi"() : () -> ()`
	injectedMsg = `'arith.addi' op requires one result`
)

// injectError turns a valid file into a test file: an op that fails
// verification inserted before the middle one of the lines that start
// with a result (`%x = ...`), and its annotation on the first line of the
// file, pointing down at it across everything the formatter joins or
// collapses in between. It returns nil when src has no such line.
func injectError(src []byte) []byte {
	lines := strings.Split(string(src), "\n")
	var cands []int
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimLeft(l, " "), "%") {
			cands = append(cands, i)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	i := cands[len(cands)/2]
	indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " "))]
	var b strings.Builder
	fmt.Fprintf(&b, "// expected-error@+%d {{%s}}\n", i+1, injectedMsg)
	for j, l := range lines {
		if j == i {
			b.WriteString(indent + injectedOp + "\n")
		}
		b.WriteString(l)
		if j < len(lines)-1 {
			b.WriteByte('\n')
		}
	}
	return []byte(b.String())
}

// TestFormattedInjected: with -corpus, each valid file of the corpus made
// a test file (injectError) that gomlir's -verify-diagnostics passes
// still passes once formatted; with -mlir-opt, those whose annotation
// formatting rewrote, that mlir-opt --verify-diagnostics passes, still
// pass under mlir-opt (each set checked by one mlir-opt run, the files
// joined as the chunks of one split file).
func TestFormattedInjected(t *testing.T) {
	if *extra == "" {
		t.Skip("needs -corpus")
	}
	mine := &tally{name: "corpus made test files, mlirfmt -verify-diagnostics passes once formatted"}
	theirs := &tally{name: "corpus made test files, mlir-opt --verify-diagnostics passes once formatted (annotation rewritten)"}
	made := 0
	var names []string
	var ins, outs [][]byte
	// Set once mlir-opt has judged the rewritten files (below), before the
	// subtests that wait for it (t.Parallel) go on.
	var rejected, failed map[int]bool
	var paths []string
	for _, path := range files(t, *extra, ".mlir") {
		if _, err := os.Stat(path + ".opt"); err == nil {
			paths = append(paths, path)
		}
	}
	eachFile(t, *extra, paths, func(t *testing.T, path string) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if annotation.Match(src) || bytes.Contains(src, []byte("// ---")) {
			return
		}
		in := injectError(src)
		if in == nil {
			return
		}
		if before, _ := verify.CheckDiagnostics(path, in, verify.SourceOptions{Options: verify.Options{Dialects: core()}}); len(before) > 0 {
			return // the op went where it does not parse, or another error comes first
		}
		made++
		out := format.Format(path, in, format.Options{Dialects: core()}).Out
		after, _ := verify.CheckDiagnostics(path, out, verify.SourceOptions{Options: verify.Options{Dialects: core()}})
		mine.check(t, len(after) == 0, fmt.Sprintf("%s:\n%s--- formatted\n%s", path, after.Format(ast.NewFile(path, out)), out))
		first := func(b []byte) []byte { return b[:bytes.IndexByte(b, '\n')+1] }
		if bytes.Equal(first(in), first(out)) {
			return
		}
		i := len(names)
		names, ins, outs = append(names, path), append(ins, in), append(outs, out)
		if *mlirOpt == "" {
			return
		}
		t.Parallel() // until the parent has run mlir-opt on every file
		if failed == nil || rejected[i] {
			return // the parent failed first; or mlir-opt rejects the input too
		}
		theirs.check(t, !failed[i], fmt.Sprintf("%s:\n--- formatted\n%s", path, out))
	})
	fmt.Printf("corpus made test files: %d that mlirfmt -verify-diagnostics passes, %d with the annotation rewritten\n", made, len(names))
	mine.report(t)
	if *mlirOpt == "" {
		return
	}
	dir := t.TempDir()
	rej := map[int]bool{}
	for _, i := range verifyJoined(t, dir, "in.mlir", ins, nil) {
		rej[i] = true
	}
	fail := map[int]bool{}
	for _, i := range verifyJoined(t, dir, "out.mlir", outs, rej) {
		fail[i] = true
	}
	rejected, failed = rej, fail
	fmt.Printf("corpus made test files: %d of the %d rewritten not passed by mlir-opt before formatting\n", len(rejected), len(names))
	t.Cleanup(func() { theirs.report(t) }) // once the subtests are done
}

// verifyJoined runs mlir-opt --verify-diagnostics --split-input-file on
// the texts but those skipped, joined as the chunks of one file, and
// returns the indices of the texts it reports errors in.
func verifyJoined(t *testing.T, dir, name string, texts [][]byte, skip map[int]bool) []int {
	var b bytes.Buffer
	var starts, index []int // the first line of each chunk, and its text
	line := 1
	for i, text := range texts {
		if skip[i] {
			continue
		}
		if b.Len() > 0 {
			b.WriteString("// -----\n")
			line++
		}
		starts, index = append(starts, line), append(index, i)
		b.Write(text)
		line += bytes.Count(text, []byte("\n"))
		if !bytes.HasSuffix(text, []byte("\n")) {
			b.WriteByte('\n')
			line++
		}
	}
	if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	passed, out := optVerify(t, dir, "--split-input-file", name)
	var bad []int
	for _, m := range errorLine.FindAllSubmatch(out, -1) {
		n, _ := strconv.Atoi(string(m[1]))
		k := sort.SearchInts(starts, n+1) - 1
		if k >= 0 && (len(bad) == 0 || bad[len(bad)-1] != index[k]) {
			bad = append(bad, index[k])
		}
	}
	if !passed && len(bad) == 0 {
		t.Fatalf("mlir-opt failed on %s without an error line:\n%s", name, out)
	}
	return bad
}

var errorLine = regexp.MustCompile(`(?m)^[^:\s]+:(\d+):\d+: error: `)
