package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/verify"
)

// printDiags writes list against file, as text or JSON.
func printDiags(w io.Writer, file *ast.File, list diag.List, asJSON bool) {
	if asJSON {
		if b, err := list.JSON(file); err == nil {
			fmt.Fprintf(w, "%s\n", b)
			return
		}
	}
	fmt.Fprint(w, list.Format(file))
}

func hasError(list diag.List) bool {
	for _, d := range list {
		if d.Severity == diag.Error {
			return true
		}
	}
	return false
}

// verifyFile is -verify: every independent error (up to limit), exit 1
// when there is one.
func verifyFile(w io.Writer, name string, src []byte, reg dialect.Registry, split bool, limit int, asJSON bool) int {
	list := verify.Source(name, src, verify.SourceOptions{
		Options:        verify.Options{Dialects: reg, All: true, Limit: limit},
		SplitInputFile: split,
	})
	file := ast.NewFile(name, src)
	if len(list) > 0 || asJSON {
		printDiags(w, file, list, asJSON)
	}
	if hasError(list) {
		return 1
	}
	return 0
}

// verifyDiagnostics is -verify-diagnostics: each chunk's diagnostics
// (those mlir-opt reports) against its annotations.
func verifyDiagnostics(w io.Writer, name string, src []byte, reg dialect.Registry, split bool, asJSON bool) int {
	file := ast.NewFile(name, src)
	failures, warnings := verify.CheckDiagnostics(name, src, verify.SourceOptions{Options: verify.Options{Dialects: reg}, SplitInputFile: split})
	if len(warnings) > 0 && !asJSON {
		fmt.Fprint(w, warnings.Format(file))
	}
	if len(failures) > 0 || asJSON {
		printDiags(w, file, failures, asJSON)
	}
	if len(failures) > 0 {
		return 1
	}
	return 0
}

func shiftDiag(d *diag.Diagnostic, by int) {
	if by == 0 {
		return
	}
	if d.Pos.IsValid() {
		d.Pos += ast.Pos(by)
	}
	for i := range d.Notes {
		if d.Notes[i].Pos.IsValid() {
			d.Notes[i].Pos += ast.Pos(by)
		}
	}
}

// formatChunks prints each chunk as mlir-opt -split-input-file does,
// separated by `// -----` lines; a chunk with errors prints nothing.
func formatChunks(out, w io.Writer, name string, src []byte, opts format.Options, asJSON bool) int {
	file := ast.NewFile(name, src)
	chunks, warnings := verify.Split(src)
	if len(warnings) > 0 && !asJSON {
		fmt.Fprint(w, warnings.Format(file))
	}
	status := 0
	var failures diag.List
	for i, c := range chunks {
		var buf bytes.Buffer
		_, err := format.Fprint(&buf, name, src[c.Start:c.End], opts)
		if err != nil {
			list := diag.AsList(err)
			for _, d := range list {
				shiftDiag(d, c.Start)
			}
			failures = append(failures, list...)
			status = 1
		}
		if i > 0 {
			io.WriteString(out, "// -----\n")
		}
		if err == nil {
			out.Write(buf.Bytes())
		}
	}
	if len(failures) > 0 {
		printDiags(w, file, failures, asJSON)
	}
	return status
}
