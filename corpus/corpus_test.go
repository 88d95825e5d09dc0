// Package corpus holds the project's own MLIR test corpus and the test that
// walks it (and, when asked, any other corpus laid out the same way):
//
//	X.mlir            an input
//	X.mlir.generic    mlir-opt --allow-unregistered-dialect --mlir-print-op-generic X.mlir
//	X.mlir.opt        mlir-opt --allow-unregistered-dialect X.mlir
//	X.mlir.err        mlir-opt's diagnostics, for an input it rejects
//
// The goldens come from mlir-opt 22 (../shared/tools/oracle.sh).
package corpus

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
)

var (
	extra   = flag.String("corpus", "", "another corpus directory to walk (e.g. ../../shared/corpus)")
	mlirOpt = flag.String("mlir-opt", "", "path of mlir-opt 22: check that the committed goldens are what it prints")
)

// tally counts results per check and prints them in the closing form
// `N passed, N failed`. Its methods may be called from parallel subtests.
type tally struct {
	name           string
	mu             sync.Mutex
	passed, failed int
	failures       []string
}

// add counts one result; a failure is listed by report.
func (t *tally) add(ok bool, what string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if ok {
		t.passed++
		return
	}
	t.failed++
	t.failures = append(t.failures, what)
}

// check counts one result of the subtest st; a failure fails st, saying
// what (report then only counts it).
func (t *tally) check(st *testing.T, ok bool, what string) {
	st.Helper()
	t.mu.Lock()
	if ok {
		t.passed++
	} else {
		t.failed++
	}
	t.mu.Unlock()
	if !ok {
		st.Errorf("%s: FAIL %s", t.name, what)
	}
}

func (t *tally) report(tb testing.TB) {
	tb.Helper()
	sort.Strings(t.failures)
	for i, f := range t.failures {
		if i == 20 {
			tb.Logf("%s: ... and %d more", t.name, len(t.failures)-20)
			break
		}
		tb.Logf("%s: FAIL %s", t.name, f)
	}
	fmt.Printf("%s: %d passed, %d failed\n", t.name, t.passed, t.failed)
	if t.failed > 0 {
		tb.Errorf("%s: %d of %d failed", t.name, t.failed, t.passed+t.failed)
	}
}

// files returns every path under dir whose name ends in suffix.
func files(tb testing.TB, dir, suffix string) []string {
	var out []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, suffix) {
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		tb.Fatal(err)
	}
	sort.Strings(out)
	return out
}

// eachFile runs fn on each path as a subtest named by the path relative to
// root (with slashes), so that `-run 'TestX/dialects/scf.mlir'` runs one
// file and `-run 'TestX/dialects'` a directory, and returns how many ran:
// fewer than len(paths) when -run or -skip chose some. Subtests that call
// t.Parallel are counted too (ran is counted before fn runs).
func eachFile(t *testing.T, root string, paths []string, fn func(t *testing.T, path string)) (ran int) {
	t.Helper()
	for _, path := range paths {
		t.Run(relName(root, path), func(t *testing.T) {
			ran++
			fn(t, path)
		})
	}
	return ran
}

// relName is path relative to root, with slashes: a subtest's name.
func relName(root, path string) string {
	rel, err := filepath.Rel(root, path)
	if err != nil {
		rel = path
	}
	return filepath.ToSlash(rel)
}

func dirs(tb testing.TB) []string {
	ds := []string{"."}
	if *extra != "" {
		if _, err := os.Stat(*extra); err != nil {
			tb.Fatalf("-corpus %s: %v", *extra, err)
		}
		ds = append(ds, *extra)
	}
	return ds
}

// TestGenericFixedPoint: every .generic golden prints back byte for byte
// with -generic -style=mlir-opt.
func TestGenericFixedPoint(t *testing.T) {
	for _, dir := range dirs(t) {
		tl := &tally{name: "generic fixed point (" + dir + ")"}
		eachFile(t, dir, files(t, dir, ".mlir.generic"), func(t *testing.T, path string) {
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got, file, err := format.Source(path, want, format.Options{Dialects: core(), Generic: true, Style: format.MLIROpt})
			if err != nil {
				tl.check(t, false, path+": "+firstLine(diag.AsList(err).Format(file)))
				return
			}
			tl.check(t, bytes.Equal(got, want), path+": "+firstDiff(got, want))
		})
		tl.report(t)
	}
}

// TestGenericFromInput: each input prints as mlir-opt's generic form.
// The inputs under generic/ are written in generic form; dialects/ holds
// the custom forms.
func TestGenericFromInput(t *testing.T) {
	tl := &tally{name: "generic from input (generic)"}
	var paths []string
	for _, path := range files(t, "generic", ".mlir") {
		if _, err := os.Stat(path + ".generic"); err == nil {
			paths = append(paths, path) // else rejected by mlir-opt: see TestRejected
		}
	}
	eachFile(t, ".", paths, func(t *testing.T, path string) {
		want, err := os.ReadFile(path + ".generic")
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got, file, err := format.Source(path, src, format.Options{Dialects: core(), Generic: true, Style: format.MLIROpt})
		if err != nil {
			tl.check(t, false, path+": "+firstLine(diag.AsList(err).Format(file)))
			return
		}
		tl.check(t, bytes.Equal(got, want), path+": "+firstDiff(got, want))
	})
	tl.report(t)
}

var errLine = regexp.MustCompile(`^[^:]*:(\d+):(\d+): error: (.*)$`)

// TestRejected: each input mlir-opt rejects is rejected at the same line and
// column with the same message.
func TestRejected(t *testing.T) {
	tl := &tally{name: "rejected like mlir-opt (.)"}
	eachFile(t, ".", files(t, ".", ".mlir.err"), func(t *testing.T, path string) {
		golden, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		input := strings.TrimSuffix(path, ".err")
		src, err := os.ReadFile(input)
		if err != nil {
			t.Fatal(err)
		}
		m := errLine.FindStringSubmatch(firstLine(string(golden)))
		if m == nil {
			t.Fatalf("%s: no error line in golden", path)
		}
		want := m[1] + ":" + m[2] + ": " + m[3]
		_, file, err := format.Source(input, src, format.Options{Dialects: core(), Generic: true, Style: format.MLIROpt})
		if err == nil {
			tl.check(t, false, input+": accepted; mlir-opt says "+want)
			return
		}
		got := errLine.FindStringSubmatch(firstLine(diag.AsList(err).Format(file)))
		ok := got != nil && got[1]+":"+got[2]+": "+got[3] == want
		tl.check(t, ok, fmt.Sprintf("%s: got %q, want %q", input, firstLine(diag.AsList(err).Format(file)), want))
	})
	tl.report(t)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// firstDiff describes the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\n  got:  %.200s\n  want: %.200s", i+1, gl, wl)
		}
	}
	return "equal"
}

// TestGoldensCurrent regenerates every golden of the repo's corpus with
// mlir-opt (given by -mlir-opt) and checks the committed ones match, so the
// corpus cannot drift from the reference implementation.
func TestGoldensCurrent(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	tl := &tally{name: "goldens match mlir-opt (.)"}
	var paths []string
	for _, path := range files(t, ".", ".mlir") {
		if !strings.HasPrefix(path, "verify"+string(filepath.Separator)) {
			paths = append(paths, path) // not verify/'s annotated invalid inputs: TestVerifyDiagnostics
		}
	}
	eachFile(t, ".", paths, func(t *testing.T, path string) {
		run := func(args ...string) (string, string, error) {
			var out, errb bytes.Buffer
			cmd := exec.Command(*mlirOpt, append([]string{"--allow-unregistered-dialect"}, append(args, path)...)...)
			cmd.Stdout, cmd.Stderr = &out, &errb
			err := cmd.Run()
			return out.String(), errb.String(), err
		}
		generic, stderr, err := run("--mlir-print-op-generic")
		if err != nil {
			// Compare from line:col on: the file name depends on where
			// mlir-opt was run from.
			golden, rerr := os.ReadFile(path + ".err")
			g, s := errLine.FindStringSubmatch(firstLine(string(golden))), errLine.FindStringSubmatch(firstLine(stderr))
			tl.check(t, rerr == nil && g != nil && s != nil && fmt.Sprint(g[1:]) == fmt.Sprint(s[1:]),
				fmt.Sprintf("%s: mlir-opt rejects it with %q", path, firstLine(stderr)))
			return
		}
		golden, err := os.ReadFile(path + ".generic")
		tl.check(t, err == nil && string(golden) == generic, path+".generic is not what mlir-opt prints")
		opt, _, err := run()
		golden, rerr := os.ReadFile(path + ".opt")
		tl.check(t, err == nil && rerr == nil && string(golden) == opt, path+".opt is not what mlir-opt prints")
	})
	tl.report(t)
}
