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

// TestVerifyAccepts: the verifier accepts every input mlir-opt accepts
// (those with an .opt golden, and their .generic printings), in the
// repo's corpus and, with -corpus, in another.
func TestVerifyAccepts(t *testing.T) {
	for _, dir := range dirs(t) {
		tl := &tally{name: "verifier accepts what mlir-opt accepts (" + dir + ")"}
		for _, path := range files(t, dir, ".mlir.opt") {
			for _, input := range []string{path[:len(path)-len(".opt")], path[:len(path)-len(".opt")] + ".generic"} {
				src, err := os.ReadFile(input)
				if err != nil {
					continue
				}
				list := verify.Source(input, src, verify.SourceOptions{Options: verify.Options{All: true}})
				if len(list) > 0 && isParseError(list[0].Msg) {
					continue // a custom form gomlir cannot parse yet: not the verifier's business
				}
				tl.add(len(list) == 0, fmt.Sprintf("%s:\n%s", input, list.Format(ast.NewFile(input, src))))
			}
		}
		tl.report(t)
	}
}

// isParseError recognizes the errors of custom forms gomlir does not
// parse yet.
func isParseError(msg string) bool {
	return regexp.MustCompile(`^custom op '[^']*' is unknown|^expected |^Dialect `).MatchString(msg)
}

// TestRejectedByVerify: each input of the repo's corpus that mlir-opt
// rejects (an .err golden) is rejected by mlirfmt -verify with the same
// first error, at the same line and column.
func TestRejectedByVerify(t *testing.T) {
	tl := &tally{name: "verify rejects like mlir-opt (.)"}
	for _, path := range files(t, ".", ".mlir.err") {
		golden, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		input := path[:len(path)-len(".err")]
		src, err := os.ReadFile(input)
		if err != nil {
			t.Fatal(err)
		}
		m := errLine.FindStringSubmatch(firstLine(string(golden)))
		if m == nil {
			t.Fatalf("%s: no error line in golden", path)
		}
		want := m[1] + ":" + m[2] + ": " + m[3]
		list := verify.Source(input, src, verify.SourceOptions{Options: verify.Options{All: true}})
		if len(list) == 0 {
			tl.add(false, input+": accepted; mlir-opt says "+want)
			continue
		}
		got := errLine.FindStringSubmatch(firstLine(list[:1].Format(ast.NewFile(input, src))))
		ok := got != nil && got[1]+":"+got[2]+": "+got[3] == want
		tl.add(ok, fmt.Sprintf("%s: got %q, want %q", input, firstLine(list[:1].Format(ast.NewFile(input, src))), want))
	}
	tl.report(t)
}
