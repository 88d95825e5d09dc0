package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/gomlir/gomlir/lsp"
)

// runLSP is `mlirfmt lsp`: a language server on standard input and output.
func runLSP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mlirfmt lsp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var set lsp.Settings
	fs.Func("dialects", "load more dialect definitions from this JSON `file` (the \"dialects\" setting adds to them); repeatable", func(path string) error {
		// Relative to the current directory, not the workspace's.
		abs, err := filepath.Abs(path)
		set.Dialects = append(set.Dialects, abs)
		return err
	})
	verify := fs.Bool("verify", true, "verify each chunk that parses (the \"verify\" setting overrides it)")
	logFile := fs.String("log", "", "append the server's log to this `file` (instead of standard error)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mlirfmt lsp [-dialects file] [-verify=false] [-log file]\n\n"+
			"Serves the Language Server Protocol on standard input and output: diagnostics of every\n"+
			"`// -----` chunk, formatting (preserve style), definition, references, hover, rename,\n"+
			"document symbols and semantic tokens. Settings (initializationOptions or\n"+
			"workspace/didChangeConfiguration, at the top level or under \"mlirfmt\"):\n"+
			"{\"dialects\": [\"defs.json\"], \"verify\": true}.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return 2
	}
	set.Verify = verify
	// The log (requests that failed, internal errors with their stack)
	// goes to standard error, which editors show as the server's log.
	opts := lsp.Options{Settings: set, Log: stderr, Dialects: loadDialects}
	if *logFile != "" {
		f, err := os.OpenFile(*logFile, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt lsp: %v\n", err)
			return 2
		}
		defer f.Close()
		opts.Log = f
	}
	if err := lsp.Serve(context.Background(), stdio{stdin, stdout}, opts); err != nil {
		fmt.Fprintf(stderr, "mlirfmt lsp: %v\n", err)
		return 1
	}
	return 0
}

// stdio is the client's end of the connection: standard input and output.
type stdio struct {
	io.Reader
	io.Writer
}

// Close closes standard input, ending the server's read loop.
func (s stdio) Close() error {
	if c, ok := s.Reader.(io.Closer); ok {
		return c.Close()
	}
	return nil
}
