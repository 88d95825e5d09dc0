package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/verify"
)

// testFile is an annotated file (-verify-diagnostics) to format.
type testFile struct {
	root, rel string // rel is the path under root mlir-opt is given (locations name it)
	src       []byte
	split     bool
}

// annotatedFiles are the repo corpus's annotated files (verify/, and
// invalid/ annotated from its .err goldens) and, with -corpus, those of
// the other corpus that have expected-* annotations.
func annotatedFiles(t *testing.T) []testFile {
	var out []testFile
	for _, path := range files(t, "verify", ".mlir") {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, testFile{root: ".", rel: path, src: src, split: true})
	}
	for _, path := range files(t, "invalid", ".mlir") {
		errText, err := os.ReadFile(path + ".err")
		if err != nil {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if annotated, n := annotateFromErr(src, errText); n > 0 {
			out = append(out, testFile{root: ".", rel: path, src: annotated})
		}
	}
	if *extra != "" {
		for _, path := range files(t, *extra, ".mlir") {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if annotation.Match(src) {
				rel, _ := filepath.Rel(*extra, path)
				out = append(out, testFile{root: *extra, rel: rel, src: src, split: true})
			}
		}
	}
	return out
}

// TestFormattedTestFiles: formatting an annotated file (mlirfmt's
// default style) leaves its -verify-diagnostics verdict and failures as
// they were: mlirfmt -verify-diagnostics reports the same failures
// (messages, their positions aside) before and after, and, with
// -mlir-opt, so does mlir-opt --verify-diagnostics [--split-input-file]
// (a file that passed still passes); mlirfmt's verdict on the formatted
// file agrees with mlir-opt's wherever it did on the input.
func TestFormattedTestFiles(t *testing.T) {
	mine := &tally{name: "formatted test files, mlirfmt -verify-diagnostics (same failures)"}
	theirs := &tally{name: "formatted test files, mlir-opt -verify-diagnostics (same failures)"}
	agree := &tally{name: "formatted test files, mlirfmt's verdict is mlir-opt's"}
	tmp := t.TempDir()
	changed, passing := 0, 0
	tfs := annotatedFiles(t)
	if len(tfs) == 0 {
		t.Fatal("no annotated files")
	}
	ran := 0
	for _, tf := range tfs {
		t.Run(filepath.ToSlash(tf.rel), func(t *testing.T) {
			ran++
			formattedTestFile(t, tf, tmp, mine, theirs, agree, &changed, &passing)
		})
	}
	fmt.Printf("annotated test files: %d (%d pass mlirfmt -verify-diagnostics), %d changed by formatting\n", ran, passing, changed)
	mine.report(t)
	if *mlirOpt != "" {
		theirs.report(t)
		agree.report(t)
	}
}

// formattedTestFile is TestFormattedTestFiles on one file.
func formattedTestFile(t *testing.T, tf testFile, tmp string, mine, theirs, agree *tally, changed, passing *int) {
	name := filepath.Join(tf.root, tf.rel)
	f := format.Format(name, tf.src, format.Options{Dialects: core()})
	out := f.Out
	opts := verify.SourceOptions{Options: verify.Options{Dialects: core()}, SplitInputFile: tf.split}
	before, _ := verify.CheckDiagnostics(name, tf.src, opts)
	after, _ := verify.CheckDiagnostics(name, out, opts)
	mine.check(t, slices.Equal(messages(before), messages(after)), fmt.Sprintf("%s: before %q, after %q", name, messages(before), messages(after)))
	if len(before) == 0 {
		*passing++
	}
	if bytes.Equal(out, tf.src) || *mlirOpt == "" {
		return
	}
	*changed++
	in := filepath.Join(tmp, "in", tf.rel)
	fmtd := filepath.Join(tmp, "out", tf.rel)
	for path, text := range map[string][]byte{in: tf.src, fmtd: out} {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, text, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	okIn, msgIn := verifyDiagnostics(t, filepath.Join(tmp, "in"), tf.rel, tf.split)
	okOut, msgOut := verifyDiagnostics(t, filepath.Join(tmp, "out"), tf.rel, tf.split)
	theirs.check(t, okIn == okOut && slices.Equal(msgIn, msgOut),
		fmt.Sprintf("%s: mlir-opt before %q, after %q\n--- formatted\n%s", name, msgIn, msgOut, out))
	if okIn == (len(before) == 0) {
		agree.check(t, okOut == (len(after) == 0), fmt.Sprintf("%s: mlir-opt %q, mlirfmt %q on the formatted file", name, msgOut, messages(after)))
	}
}

// messages are the failures' severities and messages, sorted.
func messages(list diag.List) []string {
	var out []string
	for _, d := range list {
		out = append(out, d.Severity.String()+": "+d.Msg)
	}
	slices.Sort(out)
	return out
}

// optDiag is one diagnostic line of mlir-opt.
var optDiag = regexp.MustCompile(`^(?:[^:\s]+:\d+:\d+|<unknown>:0): (error|warning|note|remark): (.*)$`)

// verifyDiagnostics runs mlir-opt --verify-diagnostics on rel in dir (so
// that locations naming the file name it as the input did) and returns
// whether it passed and its diagnostics' severities and messages, sorted.
func verifyDiagnostics(t *testing.T, dir, rel string, split bool) (bool, []string) {
	args := []string{"--allow-unregistered-dialect", rel}
	if split {
		args = append([]string{"--split-input-file"}, args...)
	}
	passed, out := optVerify(t, dir, args...)
	var msgs []string
	for _, l := range strings.Split(string(out), "\n") {
		if m := optDiag.FindStringSubmatch(l); m != nil {
			msgs = append(msgs, m[1]+": "+m[2])
		}
	}
	slices.Sort(msgs)
	return passed, msgs
}

// optVerify runs mlir-opt --verify-diagnostics with args (its other flags
// and the input) in dir (the test's directory when empty) and returns
// whether it passed and what it printed.
func optVerify(t *testing.T, dir string, args ...string) (bool, []byte) {
	t.Helper()
	var out bytes.Buffer
	cmd := exec.Command(*mlirOpt, append([]string{"--verify-diagnostics", "-o", os.DevNull}, args...)...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		t.Fatal(err)
	}
	return err == nil, out.Bytes()
}
