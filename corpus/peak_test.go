package corpus

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var mlirfmtBin = flag.String("mlirfmt", "../bin/mlirfmt", "path of the mlirfmt binary whose peak memory TestPeakMemory measures (make conformance builds it)")

// peakMB runs a command and returns its peak resident set size in MB.
//
// A small process starts it (this test binary again, see TestMain): Go
// starts a child by vfork, and Linux charges the child, at its exec, with
// the high-water mark of the memory it shared, the parent's; by the time
// this test runs, the test binary's own peak exceeds that of the commands
// it measures (every mode measured 104 MB on 6 MB of modules).
func peakMB(t *testing.T, name string, args ...string) float64 {
	t.Helper()
	spec, err := json.Marshal(append([]string{name}, args...))
	require.NoError(t, err)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), peakEnv+"="+string(spec))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "%s %v: %s", name, args, stderr.Bytes())
	kb, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	require.NoError(t, err, "%s %v: %q", name, args, out)
	return float64(kb) / 1024
}

// peakEnv holds the command, as a JSON list, that the test binary runs
// as peakMB's helper instead of its tests.
const peakEnv = "GOMLIR_PEAK_COMMAND"

// TestMain runs the package's tests, or, as peakMB's helper, the command
// in peakEnv: it prints the command's peak resident set size in kB, or
// its output and exit status 1 when the command fails.
func TestMain(m *testing.M) {
	spec := os.Getenv(peakEnv)
	if spec == "" {
		os.Exit(m.Run())
	}
	var argv []string
	if err := json.Unmarshal([]byte(spec), &argv); err != nil || len(argv) == 0 {
		fmt.Fprintf(os.Stderr, "%s: %q: %v\n", peakEnv, spec, err)
		os.Exit(1)
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "%v\n%s", err, out)
		os.Exit(1)
	}
	fmt.Println(cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss)
	os.Exit(0)
}

// TestPeakMemory guards the peak memory of mlirfmt on one file, in each
// mode, against mlir-opt's on the same file doing the same work (its
// maximum resident set size): a file of nested modules (6 MB), one
// function of 60,000 ops and one of 500,000 constants (19 MB: its text
// spills; the function of 1M ops, smaller). The limits are
// the figures measured when the guard was written, with a margin; the
// issue's goal is 0.5x.
func TestPeakMemory(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	_, err := os.Stat(*mlirfmtBin)
	require.NoError(t, err, "make conformance builds bin/mlirfmt")
	dir := t.TempDir()
	inputs := map[string][]byte{"modules": gen.Modules(6 << 20), "function": gen.Mixed(60_000), "constants": gen.Constants(500_000)}
	// -verify streams the function's body: 0.43x measured (0.93x before).
	// -style=mlir-opt streams it too (0.59x measured, 0.98x before) and
	// spills its text as it prints it (constants: 1.31x measured, verify
	// 1.11x; the goal is 0.5x). Preserve style formats a
	// function's body in pieces: 0.41x measured on the function, 0.31x on
	// 150,000 constants (2.5x on 1M constants before). Once a verified
	// op of -verify's streamed body left only what later ops read of it
	// (lower's verifiedOp): -verify 0.35x on the function, 0.79x on the
	// constants.
	limits := map[string]map[string]float64{
		// Limits about 15% over the idle fresh-clone run of 2026-11-28
		// (GC timing moves a run by 0.02-0.05x): modules 0.39x, 0.46x,
		// 0.41x with the input mapped; function 0.43x, 0.58x, 0.44x;
		// constants 0.18x, 0.89x, 0.79x. Once a mapped input's pages
		// were given back behind the formatting (load ~30, 2026-11-28):
		// modules 0.40x, 0.42x, 0.41x. -style=mlir-opt's function body
		// verified and printed op by op (2026-11-28, loaded machine):
		// function 0.49x (0.58x before), constants 0.91x (0.98x before).
		// Lower's name entries of 16 bytes and verifiedOps of 48
		// (2026-11-28, load ~40): function 0.45x, 0.51x, 0.42x;
		// constants 0.19x, 0.84x, 0.68x (CI of the stop before: function
		// 0.45x, 0.50x, 0.44x; constants 0.18x, 0.80x, 0.73x). A
		// fresh clone's make conformance after merging (idle, 2 cores):
		// function 0.47x, 0.55x, 0.46x; constants 0.20x, 0.80x, 0.68x;
		// the same binary and the previous stop's on the function
		// alone, three runs each: 62-65 MB and 64-70 MB, within noise.
		// The function's limits leave ~10% over that run, no less (a
		// limit at 2% over fails on noise).
		"modules":   {"preserve": 0.45, "mlir-opt": 0.5, "verify": 0.5},
		"function":  {"preserve": 0.52, "mlir-opt": 0.6, "verify": 0.51},
		"constants": {"preserve": 0.5, "mlir-opt": 0.97, "verify": 0.78},
	}
	for name, src := range inputs {
		path := filepath.Join(dir, name+".mlir")
		require.NoError(t, os.WriteFile(path, src, 0o644))
		for mode, args := range map[string][]string{
			"preserve": {"-o", os.DevNull, path},
			"mlir-opt": {"-style=mlir-opt", "-o", os.DevNull, path},
			"verify":   {"-verify", path},
		} {
			if _, ok := limits[name][mode]; !ok {
				continue // (the single function of constants: the modes it guards)
			}
			opt := peakMB(t, *mlirOpt, path, "-o", os.DevNull)
			got := peakMB(t, *mlirfmtBin, args...)
			verdict := "passed"
			if !assert.LessOrEqual(t, got/opt, limits[name][mode], "%s, %s: mlirfmt's peak memory against mlir-opt's", name, mode) {
				verdict = "failed"
			}
			// Printed, not logged: make conformance shows the figures.
			fmt.Printf("peak memory, %s (%.1f MB), %s: mlirfmt %.0f MB, mlir-opt %.0f MB: %.2fx (at most %.2fx): %s\n",
				name, float64(len(src))/(1<<20), mode, got, opt, got/opt, limits[name][mode], verdict)
		}
	}
}
