package corpus

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/gomlir/gomlir/internal/gen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var mlirfmtBin = flag.String("mlirfmt", "../bin/mlirfmt", "path of the mlirfmt binary whose peak memory TestPeakMemory measures (make conformance builds it)")

// peakMB runs a command and returns its peak resident set size in MB.
func peakMB(t *testing.T, name string, args ...string) float64 {
	t.Helper()
	cmd := exec.Command(name, args...)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %v: %s", name, args, out)
	return float64(cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss) / 1024
}

// TestPeakMemory guards the peak memory of mlirfmt on one file, in each
// mode, against mlir-opt's on the same file doing the same work (its
// maximum resident set size): a file of nested modules (6 MB) and one
// function of 60,000 ops. The limits are
// the figures measured when the guard was written, with a margin; the
// issue's goal is 0.5x.
func TestPeakMemory(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	_, err := os.Stat(*mlirfmtBin)
	require.NoError(t, err, "make conformance builds bin/mlirfmt")
	dir := t.TempDir()
	inputs := map[string][]byte{"modules": gen.Modules(6 << 20), "function": gen.Mixed(60_000)}
	limits := map[string]map[string]float64{
		"modules":  {"preserve": 0.5, "mlir-opt": 0.6, "verify": 0.5},
		"function": {"preserve": 1.5, "mlir-opt": 1.2, "verify": 1.2},
	}
	for name, src := range inputs {
		path := filepath.Join(dir, name+".mlir")
		require.NoError(t, os.WriteFile(path, src, 0o644))
		for mode, args := range map[string][]string{
			"preserve": {"-o", os.DevNull, path},
			"mlir-opt": {"-style=mlir-opt", "-o", os.DevNull, path},
			"verify":   {"-verify", path},
		} {
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
