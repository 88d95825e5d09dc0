package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/verify"
)

var annotation = regexp.MustCompile(`expected-(error|note|remark|warning)`)

// TestVerifyDiagnostics: every file of verify/ (invalid inputs, one case
// per `// -----` chunk, annotated with the diagnostics mlir-opt reports)
// meets its annotations under mlirfmt -verify-diagnostics
// -split-input-file; with -mlir-opt, mlir-opt -verify-diagnostics
// -split-input-file meets them too.
func TestVerifyDiagnostics(t *testing.T) {
	mine := &tally{name: "verify-diagnostics, mlirfmt (verify)"}
	theirs := &tally{name: "verify-diagnostics, mlir-opt (verify)"}
	chunks, notes := 0, 0
	paths := files(t, "verify", ".mlir")
	if len(paths) == 0 {
		t.Fatal("no annotated files under verify/")
	}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		cs, _ := verify.Split(src)
		chunks += len(cs)
		notes += len(annotation.FindAll(src, -1))
		failures, _ := verify.CheckDiagnostics(path, src, verify.SourceOptions{SplitInputFile: true})
		mine.add(len(failures) == 0, fmt.Sprintf("%s:\n%s", path, failures.Format(ast.NewFile(path, src))))
		if *mlirOpt == "" {
			continue
		}
		var out bytes.Buffer
		cmd := exec.Command(*mlirOpt, "--allow-unregistered-dialect", "--verify-diagnostics", "--split-input-file", "-o", os.DevNull, path)
		cmd.Stdout, cmd.Stderr = &out, &out
		err = cmd.Run()
		theirs.add(err == nil, fmt.Sprintf("%s:\n%s", path, out.String()))
	}
	fmt.Printf("annotated invalid corpus: %d files, %d chunks, %d annotations\n", len(paths), chunks, notes)
	mine.report(t)
	if *mlirOpt != "" {
		theirs.report(t)
	}
}
