package corpus

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// reproDir is run by mlirfmtBin (see peak_test.go), as a user runs it.
var reproDir = flag.String("repro", "", "a directory of reproducers (../shared/repro): each must do what mlir-opt does with it")

// hugeOutput names the reproducers whose mlir-opt output is too large to
// compare whole (an alias expanding to 10^10 elements: mlir-opt streams it):
// their first hugePrefix bytes are compared, and mlirfmt's peak memory while
// it writes them must stay under hugeMaxRSS.
var hugeOutput = map[string]bool{"alias_expansion.mlir": true}

const (
	hugePrefix = 4 << 20
	hugeMaxRSS = 300 << 20
)

// TestRepro runs mlirfmt, as a user would, on every reproducer of -repro and
// checks it does what mlir-opt 22 does with the same file:
//   - a file mlir-opt accepts prints as mlir-opt prints it (-style=mlir-opt,
//     with and without -generic), passes -verify, and formats (default style)
//     to text mlir-opt reads as it reads the input (its generic forms equal),
//     which formats to itself;
//   - a file mlir-opt rejects is rejected by -verify and by -style=mlir-opt
//     with mlir-opt's first error (line, column, words) and nothing printed;
//     the default style either leaves it byte for byte and reports it, or
//     formats it to text mlir-opt rejects with the same words.
func TestRepro(t *testing.T) {
	if *reproDir == "" || *mlirOpt == "" {
		t.Skip("no -repro or -mlir-opt given; make conformance passes them")
	}
	if _, err := os.Stat(*mlirfmtBin); err != nil {
		t.Fatalf("-mlirfmt: %v (make conformance builds bin/mlirfmt)", err)
	}
	paths, err := filepath.Glob(filepath.Join(*reproDir, "*.mlir"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("-repro %s: no .mlir files (%v)", *reproDir, err)
	}
	tl := &tally{name: "reproducers (" + *reproDir + ")"}
	for _, path := range paths {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			var why []string
			if hugeOutput[name] {
				why = reproHuge(t, path)
			} else {
				why = reproCheck(t, path)
			}
			for _, w := range why {
				t.Error(w)
			}
			tl.add(len(why) == 0, name+": "+strings.Join(why, "; "))
		})
	}
	fmt.Printf("%s: %d passed, %d failed\n", tl.name, tl.passed, tl.failed)
}

type result struct {
	stdout, stderr []byte
	code           int
}

// run runs a command with src as its standard input when path is "-", under
// a time limit: a hang is a failure, not a stuck test.
func run(t *testing.T, stdin []byte, name string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	err := cmd.Run()
	if ctx.Err() != nil {
		return result{out.Bytes(), []byte("timed out after 60 s"), -1}
	}
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return result{out.Bytes(), errb.Bytes(), code}
}

func opt(t *testing.T, stdin []byte, args ...string) result {
	return run(t, stdin, *mlirOpt, append([]string{"--allow-unregistered-dialect"}, args...)...)
}

func fmtr(t *testing.T, stdin []byte, args ...string) result {
	return run(t, stdin, *mlirfmtBin, args...)
}

// firstError is the first line of a diagnostic output that says error,
// with the file name dropped: "3:48: error: multiple memory spaces ...".
func firstError(stderr []byte) string {
	for _, l := range strings.Split(string(stderr), "\n") {
		if m := errLine.FindStringSubmatch(l); m != nil {
			return m[1] + ":" + m[2] + ": " + m[3]
		}
	}
	return "(no error line in " + strconv.Quote(firstLine(string(stderr))) + ")"
}

// errorWords is firstError without its position.
func errorWords(stderr []byte) string {
	e := firstError(stderr)
	if _, rest, ok := strings.Cut(e, ": error: "); ok {
		return rest
	}
	return e
}

func reproCheck(t *testing.T, path string) []string {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var why []string
	fail := func(format string, args ...any) { why = append(why, fmt.Sprintf(format, args...)) }
	want, wantGen := opt(t, nil, path), opt(t, nil, "--mlir-print-op-generic", path)
	if want.code == 0 {
		if got := fmtr(t, nil, "-style=mlir-opt", path); got.code != 0 || !bytes.Equal(got.stdout, want.stdout) {
			fail("-style=mlir-opt: exit %d, %s %s", got.code, firstDiff(got.stdout, want.stdout), firstLine(string(got.stderr)))
		}
		if got := fmtr(t, nil, "-style=mlir-opt", "-generic", path); got.code != 0 || !bytes.Equal(got.stdout, wantGen.stdout) {
			fail("-style=mlir-opt -generic: exit %d, %s %s", got.code, firstDiff(got.stdout, wantGen.stdout), firstLine(string(got.stderr)))
		}
		if got := fmtr(t, nil, "-verify", path); got.code != 0 {
			fail("-verify: exit %d: %s", got.code, firstLine(string(got.stderr)))
		}
		got := fmtr(t, nil, path)
		if got.code != 0 {
			fail("default style: exit %d: %s", got.code, firstLine(string(got.stderr)))
			return why
		}
		if back := opt(t, got.stdout, "--mlir-print-op-generic", "-"); back.code != 0 || !bytes.Equal(back.stdout, wantGen.stdout) {
			fail("default style changes what mlir-opt reads: exit %d, %s %s", back.code, firstDiff(back.stdout, wantGen.stdout), firstLine(string(back.stderr)))
		}
		if again := fmtr(t, got.stdout, "-"); again.code != 0 || !bytes.Equal(again.stdout, got.stdout) {
			fail("default style not idempotent: exit %d, %s", again.code, firstDiff(again.stdout, got.stdout))
		}
		return why
	}
	wantErr := firstError(want.stderr)
	for _, args := range [][]string{{"-verify"}, {"-style=mlir-opt"}} {
		got := fmtr(t, nil, append(args, path)...)
		if got.code != 1 || firstError(got.stderr) != wantErr {
			fail("%s: exit %d, %q, want %q", args[0], got.code, firstError(got.stderr), wantErr)
		}
		if args[0] == "-style=mlir-opt" && len(got.stdout) > 0 {
			fail("-style=mlir-opt printed %d bytes for a file mlir-opt rejects", len(got.stdout))
		}
	}
	got := fmtr(t, nil, path)
	switch got.code {
	case 1:
		if !bytes.Equal(got.stdout, src) {
			fail("default style reports an error but does not leave the file as it was: %s", firstDiff(got.stdout, src))
		}
	case 0:
		back := opt(t, got.stdout, "-")
		if back.code == 0 || errorWords(back.stderr) != errorWords(want.stderr) {
			fail("default style turns a file mlir-opt rejects (%q) into one it reads differently: exit %d, %q", errorWords(want.stderr), back.code, errorWords(back.stderr))
		}
	default:
		fail("default style: exit %d: %s", got.code, firstLine(string(got.stderr)))
	}
	return why
}

// reproHuge compares the first hugePrefix bytes of both tools' outputs and
// bounds mlirfmt's peak memory while it writes them; the default style (it
// keeps the aliases) and -verify must finish.
func reproHuge(t *testing.T, path string) []string {
	var why []string
	fail := func(format string, args ...any) { why = append(why, fmt.Sprintf(format, args...)) }
	prefix := func(bin string, args ...string) ([]byte, int64) {
		cmd := exec.Command(bin, args...)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		timer := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
		defer timer.Stop()
		buf, _ := io.ReadAll(io.LimitReader(out, hugePrefix))
		rss := peakRSS(cmd.Process.Pid)
		cmd.Process.Kill()
		go func() { cmd.Wait(); close(done) }()
		<-done
		return buf, rss
	}
	want, _ := prefix(*mlirOpt, "--allow-unregistered-dialect", path)
	got, rss := prefix(*mlirfmtBin, "-style=mlir-opt", path)
	if len(want) < hugePrefix {
		fail("mlir-opt printed only %d bytes", len(want))
	}
	if !bytes.Equal(got, want) {
		fail("-style=mlir-opt: the first %d bytes differ from mlir-opt's: %s", len(want), firstDiff(got, want))
	}
	if rss > hugeMaxRSS {
		fail("-style=mlir-opt: peak memory %d MB while printing the first %d MB (at most %d MB)", rss>>20, hugePrefix>>20, hugeMaxRSS>>20)
	}
	// After another input (mlirfmt formats its inputs in parallel, their
	// outputs in order): still printed as it is made, not held whole.
	first := filepath.Join(t.TempDir(), "first.mlir")
	if err := os.WriteFile(first, []byte("func.func @f() {\n  return\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got2, rss2 := prefix(*mlirfmtBin, "-style=mlir-opt", first, path)
	if len(got2) < hugePrefix {
		fail("-style=mlir-opt after another input: printed only %d bytes", len(got2))
	}
	if rss2 > hugeMaxRSS {
		fail("-style=mlir-opt after another input: peak memory %d MB while printing the first %d MB (at most %d MB)", rss2>>20, hugePrefix>>20, hugeMaxRSS>>20)
	}
	for _, args := range [][]string{{path}, {"-verify", path}} {
		if got := fmtr(t, nil, args...); got.code != 0 {
			fail("%v: exit %d: %s", args, got.code, firstLine(string(got.stderr)))
		}
	}
	return why
}

// peakRSS is a live process's peak resident set (VmHWM), in bytes; 0 when
// it cannot be read.
func peakRSS(pid int) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
