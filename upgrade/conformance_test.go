package upgrade

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/format"
)

// TestConformance: mlir-opt 22 accepts at least 90% of the chunks of the
// 2019-era files once upgraded (their goldens; a chunk with expected-*
// annotations passes --verify-diagnostics); the chunks it rejects are
// listed with its first error. Needs -mlir-opt (make conformance).
func TestConformance(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("no -mlir-opt given; make conformance passes it")
	}
	files, _ := filepath.Glob("testdata/*.mlir")
	total, accepted := 0, 0
	for _, f := range files {
		out, err := os.ReadFile(f + ".golden")
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range format.Chunks(out) {
			total++
			chunk := out[c.Start:c.End]
			line := 1 + bytes.Count(out[:c.Start], []byte("\n"))
			args := []string{"--allow-unregistered-dialect", "-"}
			if annotated.Match(chunk) {
				// A test of diagnostics: mlir-opt must give those it expects.
				args = append(args, "--verify-diagnostics")
			}
			cmd := exec.Command(*mlirOpt, args...)
			cmd.Stdin = bytes.NewReader(chunk)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Run(); err != nil {
				first, _, _ := strings.Cut(stderr.String(), "\n")
				t.Logf("rejected: %s.golden, chunk at line %d: %s", f, line, first)
				continue
			}
			accepted++
		}
	}
	pct := 100 * float64(accepted) / float64(total)
	fmt.Printf("upgraded 2019-era chunks mlir-opt accepts: %d of %d (%.1f%%)\n", accepted, total, pct)
	if pct < 90 {
		t.Errorf("%d of %d upgraded chunks accepted (%.1f%%), want >= 90%%", accepted, total, pct)
	}
}
