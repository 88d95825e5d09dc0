package main

import (
	"flag"
	"fmt"
	"io"
	"os/exec"

	"github.com/gomlir/gomlir/internal/conform"
)

// runCorpus is `mlirfmt corpus`: the conformance figures of the .mlir
// files under the given paths, a line per file with -v.
func runCorpus(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlirfmt corpus", flag.ContinueOnError)
	fs.SetOutput(stderr)
	verbose := fs.Bool("v", false, "print a line per file: per chunk, each check as . (passed), F (failed) or - (not run), and the first failure")
	mlirOpt := fs.String("mlir-opt", defaultMLIROpt(), "path of mlir-opt 22 (\"\" to run without it: then only the goldens beside the files are compared)")
	jobs := fs.Int("j", 0, "files checked at once (0: one per CPU)")
	var defsFiles []string
	fs.Func("dialects", "load more dialect definitions from this JSON `file`; repeatable", func(path string) error {
		defsFiles = append(defsFiles, path)
		return nil
	})
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mlirfmt corpus [-v] [-mlir-opt path] path ...\n\n"+
			"Checks, per chunk of every .mlir file: parses, generic-exact, opt-exact (against the\n"+
			".generic and .opt goldens beside a file, or mlir-opt's output), meaning kept (mlir-opt's\n"+
			"generic form of the formatted chunk is that of the input), idempotent, comments kept.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	opts := conform.Options{MLIROpt: *mlirOpt, Jobs: *jobs}
	if len(defsFiles) > 0 {
		reg, err := loadDialects(defsFiles)
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			return 2
		}
		opts.Dialects = reg
	}
	files, err := conform.Files(fs.Args())
	if err != nil {
		fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
		return 2
	}
	if opts.MLIROpt == "" {
		fmt.Fprintln(stdout, "no mlir-opt: meaning kept compares gomlir's own generic forms")
	}
	var sum conform.Summary
	conform.Run(files, opts, func(f *conform.File) {
		sum.Add(f)
		if *verbose || f.Err != nil {
			fmt.Fprintln(stdout, f.Line())
		}
	})
	sum.Write(stdout)
	if sum.Errors > 0 {
		return 2
	}
	if sum.AllPassed < sum.Chunks {
		return 1
	}
	return 0
}

// defaultMLIROpt is mlir-opt's path: on $PATH, else where Debian's
// mlir-22-tools installs it, else "".
func defaultMLIROpt() string {
	for _, p := range []string{"mlir-opt", "/usr/lib/llvm-22/bin/mlir-opt"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	return ""
}
