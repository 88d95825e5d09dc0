package corpus

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/gomlir/gomlir/format"
)

// splitInputs have `// -----` lines in places mlir-opt reads differently
// with and without -split-input-file (mlir-opt 22 cuts at every
// `// -----`, indented or not, in a region or not).
var splitInputs = map[string]string{
	"marker_in_region":     "module {\n  func.func @a() {\n    return\n  }\n\n  // -----\n\n  func.func @b() {\n    return\n  }\n}\n",
	"unindented_in_region": "module {\n  func.func @a() {\n    return\n  }\n// -----\n  func.func @b() {\n    return\n  }\n}\n",
	"indented_top_level":   "func.func @a() {\n  return\n}\n    // -----\nfunc.func @a() {\n  return\n}\n",
	"top_level":            "func.func @a() {\n  return\n}\n\n// -----\n\nfunc.func @a() {\n  return\n}\n",
	"both":                 "func.func @a() {\n  return\n}\n// -----\nmodule {\n  func.func @a() {\n    return\n  }\n  // -----\n}\n",
	"trailing":             "func.func @a() {\n  return\n} // -----\n",
}

// TestSplitMarkersReadBack: with -mlir-opt, every input above that
// mlir-opt reads whole, or with -split-input-file, it still reads so
// once formatted.
func TestSplitMarkersReadBack(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("needs -mlir-opt")
	}
	tl := &tally{name: "split markers: what mlir-opt reads (whole, split) it reads once formatted"}
	dir := t.TempDir()
	for _, name := range slices.Sorted(maps.Keys(splitInputs)) {
		src := splitInputs[name]
		t.Run(name, func(t *testing.T) {
			f := format.Format(name, []byte(src), format.Options{Dialects: core(), Style: format.Preserve})
			for _, split := range []bool{false, true} {
				before := readsBack(t, dir, name+".in.mlir", src, split)
				after := readsBack(t, dir, name+".out.mlir", string(f.Out), split)
				tl.check(t, !before || after, fmt.Sprintf("%s (split %v): read before, not after:\n%s", name, split, f.Out))
			}
		})
	}
	tl.report(t)
}

// readsBack reports whether mlir-opt accepts src.
func readsBack(t *testing.T, dir, name, src string, split bool) bool {
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-o", os.DevNull, path}
	if split {
		args = append(args, "--split-input-file")
	}
	err := exec.Command(*mlirOpt, args...).Run()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		t.Fatal(err)
	}
	return err == nil
}
