// Command mlirfmt parses MLIR files and prints them back, or verifies
// them.
//
//	mlirfmt [flags] [file ...]
//
// With no file it reads standard input. -verify parses and verifies
// instead of printing; -verify-diagnostics checks the diagnostics against
// the files' expected-error annotations, as mlir-opt -verify-diagnostics
// does; -split-input-file handles each `// -----` chunk on its own.
// Exit status: 0 when every input was read and printed (or is valid, or
// meets its annotations), 1 when an input has errors (reported on
// standard error as file:line:col: error: message, the line and a caret,
// like mlir-opt, or as JSON with -diagnostics=json), 2 for usage and I/O
// errors.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar/spec"
	"github.com/gomlir/gomlir/verify"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlirfmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	generic := fs.Bool("generic", false, "print every operation in generic form, like mlir-opt --mlir-print-op-generic")
	style := fs.String("style", string(format.MLIROpt), "output style: mlir-opt (byte for byte what mlir-opt 22 prints)")
	grammarOnly := fs.Bool("grammar", false, "only check each file against the participle reference grammar of the spec")
	jsonDiags := fs.Bool("json", false, "report diagnostics as JSON on standard error (same as -diagnostics=json)")
	diagFormat := fs.String("diagnostics", "text", "how diagnostics are reported on standard error: text (as mlir-opt) or json")
	outPath := fs.String("o", "", "write the output to this file instead of standard output")
	verifyOnly := fs.Bool("verify", false, "parse and verify each file, print its diagnostics and nothing else")
	verifyDiags := fs.Bool("verify-diagnostics", false, "check the diagnostics against the files' expected-error/-warning/-remark/-note annotations, as mlir-opt -verify-diagnostics")
	splitInput := fs.Bool("split-input-file", false, "handle each chunk between `// -----` lines on its own, as mlir-opt -split-input-file (line numbers stay those of the file)")
	maxErrors := fs.Int("max-errors", verify.DefaultLimit, "with -verify, report at most this many errors per file")
	var defsFiles []string
	fs.Func("dialects", "load more dialect definitions from this JSON `file` (format: dialects/README.md); repeatable", func(path string) error {
		defsFiles = append(defsFiles, path)
		return nil
	})
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mlirfmt [flags] [file ...]\n\nWith no file, mlirfmt reads standard input.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	switch *diagFormat {
	case "text":
	case "json":
		*jsonDiags = true
	default:
		fmt.Fprintf(stderr, "mlirfmt: -diagnostics=%s: want text or json\n", *diagFormat)
		return 2
	}
	var reg *dialects.Registry
	if len(defsFiles) > 0 {
		var err error
		if reg, err = dialects.Core(); err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			return 2
		}
		for _, path := range defsFiles {
			if err := reg.LoadFile(path); err != nil {
				fmt.Fprintf(stderr, "mlirfmt: -dialects %v\n", err)
				return 2
			}
		}
	}
	if *outPath != "" {
		f, err := os.Create(*outPath)
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			return 2
		}
		defer f.Close()
		stdout = f
	}
	out := bufio.NewWriterSize(stdout, 1<<16)
	defer out.Flush()

	status := 0
	process := func(name string, src []byte) {
		switch {
		case *verifyDiags:
			status = max(status, verifyDiagnostics(stderr, name, src, reg, *splitInput, *jsonDiags))
			return
		case *verifyOnly:
			status = max(status, verifyFile(stderr, name, src, reg, *splitInput, *maxErrors, *jsonDiags))
			return
		case *splitInput && !*grammarOnly:
			status = max(status, formatChunks(out, stderr, name, src, format.Options{Generic: *generic, Style: format.Style(*style), Dialects: reg}, *jsonDiags))
			return
		}
		if *grammarOnly {
			if err := spec.Check(name, src); err != nil {
				report(stderr, name, src, err, *jsonDiags)
				status = max(status, 1)
			}
			return
		}
		file, err := format.Fprint(out, name, src, format.Options{Generic: *generic, Style: format.Style(*style), Dialects: reg})
		if err != nil {
			if _, ok := err.(*diag.Diagnostic); !ok {
				fmt.Fprintf(stderr, "mlirfmt: %s: %v\n", name, err)
				status = 2
				return
			}
			report(stderr, file.Name, file.Src, err, *jsonDiags)
			status = max(status, 1)
		}
	}
	if fs.NArg() == 0 {
		src, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			return 2
		}
		process("<stdin>", src)
		return status
	}
	for _, name := range fs.Args() {
		src, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			status = 2
			continue
		}
		process(name, src)
	}
	return status
}

// report prints err's diagnostics against the source they are about.
func report(w io.Writer, name string, src []byte, err error, asJSON bool) {
	file := ast.NewFile(name, src)
	list := diag.AsList(err)
	if asJSON {
		b, jerr := list.JSON(file)
		if jerr == nil {
			fmt.Fprintf(w, "%s\n", b)
			return
		}
	}
	fmt.Fprint(w, list.Format(file))
}
