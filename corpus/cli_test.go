package corpus

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/hostile"
)

// cliModes are the CLI's paths over many files: preserve style (the
// default) and generic, a diff, mlir-opt's style whole (-check formats
// each file into memory) and split into chunks, the verifier, and the
// annotations' check. The streamed path (one input in mlir-opt's style)
// is format.Fprint, run in-process on every input below.
var cliModes = [][]string{
	{},
	{"-generic"},
	{"-d"},
	{"-style=mlir-opt", "-check"},
	{"-style=mlir-opt", "-generic", "-check"},
	{"-style=mlir-opt", "-split-input-file"},
	{"-verify"},
	{"-verify-diagnostics", "-split-input-file"},
}

// mutantsPerChunk is how many hostile copies of each chunk are checked.
const mutantsPerChunk = 2

var internalErrorRE = regexp.MustCompile(`(?m)^mlirfmt: (.*): internal error: (.*)$`)

// TestCLIModesOnSharedCorpus: every CLI mode, over every chunk of the
// shared corpus, every reproducer beside it (../shared/repro) and hostile
// copies of each (internal/hostile), ends in
// exit status 0 or 1: never 2 (an I/O error, which these files cannot
// cause), 3 (an internal error: a panic) or a time-out.
func TestCLIModesOnSharedCorpus(t *testing.T) {
	if *extra == "" {
		t.Skip("no -corpus given; make conformance passes it")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "mlirfmt")
	build := exec.Command("go", "build", "-o", bin, "github.com/gomlir/gomlir/cmd/mlirfmt")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	inputs := filepath.Join(dir, "inputs")
	require.NoError(t, os.Mkdir(inputs, 0o755))
	var srcs []string
	// The reproducers beside the corpus (../shared/repro), when there are,
	// but for the one whose expansion is exponential: its own test bounds
	// the memory it may take; its hostile copies would not be bounded.
	paths := files(t, *extra, ".mlir")
	repro := filepath.Join(*extra, "..", "repro")
	if _, err := os.Stat(repro); err == nil {
		for _, path := range files(t, repro, ".mlir") {
			if filepath.Base(path) != "alias_expansion.mlir" {
				paths = append(paths, path)
			}
		}
	}
	// Each input's subtest (named by its path under the corpus's parent
	// directory: corpus/..., repro/...) writes its copies and prints each
	// the streamed way: format.Fprint, custom and generic.
	streamed := 0
	eachFile(t, filepath.Dir(*extra), paths, func(t *testing.T, path string) {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		rel, _ := filepath.Rel(filepath.Dir(*extra), path)
		base := strings.ReplaceAll(rel, string(filepath.Separator), "__")
		h := fnv.New64a()
		h.Write([]byte(rel))
		copies := append([][]byte{src}, hostile.Mutants(src, h.Sum64(), mutantsPerChunk)...)
		for i, c := range copies {
			name := filepath.Join(inputs, fmt.Sprintf("%d__%s", i, base))
			require.NoError(t, os.WriteFile(name, c, 0o644))
			srcs = append(srcs, name)
			for _, generic := range []bool{false, true} {
				if msg := streamOne(name, c, generic); msg != "" {
					streamed++
					t.Errorf("cli modes: FAIL: streamed (generic %v) %s: %s", generic, name, msg)
				}
			}
		}
	})
	if len(srcs) == 0 {
		return // -run chose none
	}

	failures := 0
	for _, mode := range cliModes {
		args := append(append([]string(nil), mode...), inputs)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, bin, args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		start := time.Now()
		err := cmd.Run()
		timedOut := ctx.Err() != nil
		cancel()
		code := 0
		var exit *exec.ExitError
		switch {
		case errors.As(err, &exit):
			code = exit.ExitCode()
		case err != nil:
			t.Fatalf("mlirfmt %s: %v", strings.Join(mode, " "), err)
		}
		t.Logf("mlirfmt %s over %d inputs: exit status %d in %.1f s", strings.Join(mode, " "), len(srcs), code, time.Since(start).Seconds())
		if timedOut {
			t.Errorf("cli modes: FAIL: mlirfmt %s: still running after 5 minutes", strings.Join(mode, " "))
			failures++
			continue
		}
		if code == 0 || code == 1 {
			continue
		}
		failures++
		crashes := internalErrorRE.FindAllStringSubmatch(stderr.String(), -1)
		t.Errorf("cli modes: FAIL: mlirfmt %s: exit status %d, %d internal errors", strings.Join(mode, " "), code, len(crashes))
		for i, m := range crashes {
			if i == 10 {
				t.Logf("... and %d more", len(crashes)-10)
				break
			}
			t.Logf("cli modes: FAIL: %s: %s", m[1], m[2])
		}
		if len(crashes) == 0 {
			t.Logf("%.3000s", stderr.String())
		}
	}

	checks := len(cliModes) + 2*len(srcs)
	fmt.Printf("CLI modes over %d inputs (the shared corpus's chunks and repros, %d hostile copies of each), each mode's run and each streamed print: %d passed, %d failed\n",
		len(srcs), mutantsPerChunk, checks-failures-streamed, failures+streamed)
}

// streamOne prints src in mlir-opt's style as the CLI streams one input,
// and says how that went wrong: a panic or a time-out ("" if it did not).
func streamOne(name string, src []byte, generic bool) string {
	done := make(chan string, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				done <- fmt.Sprintf("panic: %v", v)
			}
		}()
		var out bytes.Buffer
		format.Fprint(&out, name, src, format.Options{Dialects: core(), Style: format.MLIROpt, Generic: generic})
		done <- ""
	}()
	select {
	case msg := <-done:
		return msg
	case <-time.After(60 * time.Second):
		return "still running after 60 s"
	}
}
