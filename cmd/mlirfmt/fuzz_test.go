package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gomlir/gomlir/internal/hostile"
)

// cliModes are the CLI's paths an input can take: preserve style (the
// default) and generic, mlir-opt's style streamed (one input, printed),
// whole (-check formats it into memory) and split into chunks, the
// verifier and the annotations' check.
var cliModes = [][]string{
	{},
	{"-generic"},
	{"-d"},
	{"-style=mlir-opt"},
	{"-style=mlir-opt", "-generic"},
	{"-style=mlir-opt", "-check"},
	{"-style=mlir-opt", "-split-input-file"},
	{"-verify"},
	{"-verify", "-split-input-file"},
	{"-verify-diagnostics", "-split-input-file"},
}

var modeTimeout = flag.Duration("mode-timeout", 30*time.Second, "how long one CLI mode may take on one input in FuzzCLI")

// checkModes runs every CLI mode on src (standard input) and fails unless
// each ends, within its time, in exit status 0 (done) or 1 (the input has
// errors): 2 would be a usage or I/O error, which standard input cannot
// cause, and 3 an internal error.
func checkModes(t *testing.T, src []byte, modes ...[]string) {
	t.Helper()
	for _, mode := range modes {
		type res struct {
			code int
			errs string
		}
		done := make(chan res, 1)
		go func() {
			var out, errs bytes.Buffer
			code := run(mode, bytes.NewReader(src), &out, &errs)
			done <- res{code, errs.String()}
		}()
		select {
		case r := <-done:
			if r.code != 0 && r.code != 1 {
				t.Fatalf("mlirfmt %s: exit status %d on %q:\n%.2000s", strings.Join(mode, " "), r.code, src, r.errs)
			}
		case <-time.After(*modeTimeout):
			t.Fatalf("mlirfmt %s: still running after %v on %q", strings.Join(mode, " "), *modeTimeout, src)
		}
	}
}

// seeds are the repository's MLIR files: its corpus, examples and test
// inputs (not ../shared: unit tests must run without it).
func seeds(t testing.TB) [][]byte {
	var out [][]byte
	for _, dir := range []string{"../../corpus", "../../examples", "testdata", "../../lsp/testdata"} {
		err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".mlir") {
				return err
			}
			src, err := os.ReadFile(p)
			out = append(out, src)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// FuzzCLI: no input takes any CLI path to a panic, a hang, or an exit
// status other than 0 or 1. Seeded with the repository's MLIR files (each
// through every mode) and the crashers found so far
// (testdata/fuzz/FuzzCLI); a mutated input goes through the one mode its
// second value picks, ten times the inputs a second of all of them.
//
//	go test ./cmd/mlirfmt -run '^$' -fuzz FuzzCLI -fuzztime 10m
func FuzzCLI(f *testing.F) {
	for _, src := range seeds(f) {
		f.Add(src, allModes)
	}
	f.Fuzz(func(t *testing.T, src []byte, mode uint8) {
		if mode == allModes {
			checkModes(t, src, cliModes...)
			return
		}
		checkModes(t, src, cliModes[int(mode)%len(cliModes)])
	})
}

// allModes, as FuzzCLI's mode, runs every mode.
const allModes = uint8(255)

// TestCLIOnMutants: every CLI mode on hostile copies of the repository's
// MLIR files (a fixed sample: the fuzzer explores further).
func TestCLIOnMutants(t *testing.T) {
	files := seeds(t)
	r := rand.New(rand.NewPCG(13, 13))
	n := 150
	if testing.Short() {
		n = 20
	}
	for i := range n {
		src := files[r.IntN(len(files))]
		m := hostile.Mutate(src, r)
		t.Run(fmt.Sprint(i), func(t *testing.T) { checkModes(t, m, cliModes...) })
	}
}
