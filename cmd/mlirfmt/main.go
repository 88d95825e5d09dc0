// Command mlirfmt formats MLIR files, or verifies them.
//
//	mlirfmt [flags] [path ...]
//	mlirfmt corpus [-v] [-mlir-opt path] dir ...
//	mlirfmt lsp [-dialects file] [-verify=false]
//
// With no path, or "-", it reads standard input; a directory stands for
// the .mlir files under it (a FIFO or device named *.mlir there is
// skipped with a message, an unreadable directory reported and the walk
// goes on). By default it prints each file in preserve style: every
// op, type and attribute spelled as mlir-opt spells it, but the author's
// value, block and alias names, comments, blank lines (one of a run) and
// `// -----` chunks kept; a chunk that does not parse is left as it was and
// reported. -style=mlir-opt prints byte for byte what mlir-opt 22 prints
// instead. As gofmt: -w writes the result back to the file (in place,
// so that it keeps its owner, mode and hard links, a copy of it kept
// beside it until the write is synced; a file with a chunk that does not
// parse, or a read-only file, is reported and left alone), -l lists the
// files whose formatting differs, -d prints a unified diff, and -check
// exits 1 when a
// file would change. Files are processed in parallel; the output follows
// the order of the arguments.
//
// -verify parses and verifies instead of printing; -verify-diagnostics
// checks the diagnostics against the files' expected-error annotations, as
// mlir-opt -verify-diagnostics does; -split-input-file handles each
// `// -----` chunk on its own (always so in preserve style).
//
// -upgrade rewrites MLIR written in the syntax of 2019 in today's instead
// of formatting (package upgrade; -w, -l, -d and -check as above);
// -grammar -legacy checks against the grammar of 2019.
//
// The corpus subcommand prints the conformance figures of a corpus (see
// package internal/conform); the lsp subcommand is a language server on
// standard input and output (package lsp).
//
// Exit status: 0 when every input was read and printed (or is valid, or
// meets its annotations); 1 when an input has errors (reported on standard
// error as file:line:col: error: message, the line and a caret, like
// mlir-opt, or as JSON with -diagnostics=json), or with -check when a file
// would change; 2 for usage and I/O errors; 3 for an internal error (a
// bug: the input's name, the panic and its stack on standard error; the
// other inputs are still processed).
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"github.com/gomlir/gomlir/bytecode"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar/spec"
	"github.com/gomlir/gomlir/internal/diff"
	"github.com/gomlir/gomlir/upgrade"
	"github.com/gomlir/gomlir/verify"
)

func main() {
	stop := profile()
	status := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(status)
}

// profile starts what the hidden environment variables MLIRFMT_CPUPROFILE
// and MLIRFMT_MEMPROFILE ask for (files for go tool pprof: a CPU profile
// of the run, the heap's allocations at its end), MLIRFMT_TRACE (an
// execution trace for go tool trace: which goroutines run when) and MLIRFMT_PEAKPROFILE
// (what the heap holds at the collection that found it largest) and
// returns what ends them; MLIRFMT_MEMSTATS prints the allocation counts
// at the end.
func profile() (stop func()) {
	var cpu *os.File
	if path := os.Getenv("MLIRFMT_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "mlirfmt: MLIRFMT_CPUPROFILE: %v\n", err)
		} else {
			cpu = f
		}
	}
	var tr *os.File
	if path := os.Getenv("MLIRFMT_TRACE"); path != "" {
		f, err := os.Create(path)
		if err == nil {
			err = trace.Start(f)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "mlirfmt: MLIRFMT_TRACE: %v\n", err)
		} else {
			tr = f
		}
	}
	var peak func()
	if path := os.Getenv("MLIRFMT_PEAKPROFILE"); path != "" {
		peak = peakProfile(path)
	}
	return func() {
		if peak != nil {
			peak()
		}
		if cpu != nil {
			pprof.StopCPUProfile()
			cpu.Close()
		}
		if tr != nil {
			trace.Stop()
			tr.Close()
		}
		if os.Getenv("MLIRFMT_MEMSTATS") != "" {
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			fmt.Fprintf(os.Stderr, "mlirfmt: %d objects, %d MB allocated; %d collections, heap peak %d MB, %d MB obtained from the OS\n",
				m.Mallocs, m.TotalAlloc>>20, m.NumGC, m.HeapSys>>20, m.Sys>>20)
		}
		if path := os.Getenv("MLIRFMT_MEMPROFILE"); path != "" {
			f, err := os.Create(path)
			if err == nil {
				err = pprof.Lookup("allocs").WriteTo(f, 0)
				f.Close()
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "mlirfmt: MLIRFMT_MEMPROFILE: %v\n", err)
			}
		}
	}
}

// collectLess makes the collector run half as often, unless GOGC says
// otherwise: what a file allocates is garbage once it is printed, and for
// many files (or a whole file formatted at once) that saves a tenth of
// the time for twice the heap. A single streamed input keeps the default:
// its input counts as live heap, so the trade would cost hundreds of MB
// on a large file.
func collectLess() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(200)
	}
}

// config is what the flags ask for.
type config struct {
	opts                               format.Options
	write, list, diff, check           bool
	grammarOnly, verifyOnly, verifyDia bool
	upgrade, legacy                    bool // -upgrade; -grammar -legacy
	splitInput, jsonDiags              bool
	maxErrors                          int
	// single is set when one input is formatted, the process's only
	// work (formatTo then sets a soft memory limit by its size).
	single bool
}

// result is what processing one file produced: its output and messages,
// written in the order of the arguments once it is done.
type result struct {
	out, err bytes.Buffer
	// data is the formatted file, written after out (held, not copied:
	// for a large file a copy is as large as the input).
	data []byte
	// printed, when the output was printed as it was made (c.printsAsMade),
	// is that output, in the order of the inputs: what is still held is
	// written once the input is done.
	printed *ordered
	status  int
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "corpus" {
		return runCorpus(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "lsp" {
		return runLSP(args[1:], stdin, stdout, stderr)
	}
	fs := flag.NewFlagSet("mlirfmt", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	generic := fs.Bool("generic", false, "print every operation in generic form, like mlir-opt --mlir-print-op-generic")
	style := fs.String("style", string(format.Preserve), "output style: preserve (the author's names, comments and blank lines kept) or mlir-opt (byte for byte what mlir-opt 22 prints)")
	fs.BoolVar(&c.write, "w", false, "write the result to the file instead of standard output (in place: its owner, mode and hard links kept; not a file with a chunk that does not parse)")
	fs.BoolVar(&c.list, "l", false, "list the files whose formatting differs from mlirfmt's")
	fs.BoolVar(&c.diff, "d", false, "print a unified diff of the changes instead of the output")
	fs.BoolVar(&c.check, "check", false, "exit 1 when a file's formatting differs (for CI); prints nothing else but what -l and -d ask for")
	fs.BoolVar(&c.grammarOnly, "grammar", false, "only check each file against the participle reference grammar of the spec")
	fs.BoolVar(&c.legacy, "legacy", false, "with -grammar, check against the grammar of the LangRef of August 2019 instead")
	fs.BoolVar(&c.upgrade, "upgrade", false, "upgrade MLIR written in the syntax of 2019 (std ops, bare affine maps, loop, spv, !llvm<\"...\"> types) to today's, every other byte kept; what cannot be upgraded is reported and left as written")
	jsonDiags := fs.Bool("json", false, "report diagnostics as JSON on standard error (same as -diagnostics=json)")
	diagFormat := fs.String("diagnostics", "text", "how diagnostics are reported on standard error: text (as mlir-opt) or json")
	outPath := fs.String("o", "", "write the output to this file instead of standard output (the input itself when it is the only input: written once formatted without errors)")
	fs.BoolVar(&c.verifyOnly, "verify", false, "parse and verify each file, print its diagnostics and nothing else")
	fs.BoolVar(&c.verifyDia, "verify-diagnostics", false, "check the diagnostics against the files' expected-error/-warning/-remark/-note annotations, as mlir-opt -verify-diagnostics")
	fs.BoolVar(&c.splitInput, "split-input-file", false, "handle each chunk between `// -----` lines on its own, as mlir-opt -split-input-file (line numbers stay those of the file; always so in preserve style)")
	fs.IntVar(&c.maxErrors, "max-errors", verify.DefaultLimit, "with -verify, report at most this many errors per file")
	emitBC := fs.Bool("emit-bytecode", false, "write the input as MLIR bytecode, as mlir-opt --emit-bytecode (one input; to standard output or -o)")
	emitBCVersion := fs.Int("emit-bytecode-version", 6, "with -emit-bytecode, the bytecode version written (0 to 6), as mlir-opt --emit-bytecode-version")
	var defsFiles []string
	fs.Func("dialects", "load more dialect definitions from this JSON `file` (format: dialects/README.md); repeatable", func(path string) error {
		defsFiles = append(defsFiles, path)
		return nil
	})
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: mlirfmt [flags] [path ...]\n       mlirfmt corpus [-v] [-mlir-opt path] dir ...\n       mlirfmt lsp [-dialects file] [-verify=false]\n\n"+
			"With no path or -, mlirfmt reads standard input; a directory stands for the .mlir files under it.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if c.legacy && !c.grammarOnly {
		fmt.Fprintf(stderr, "mlirfmt: -legacy goes with -grammar\n")
		return 2
	}
	switch *diagFormat {
	case "text":
		c.jsonDiags = *jsonDiags
	case "json":
		c.jsonDiags = true
	default:
		fmt.Fprintf(stderr, "mlirfmt: -diagnostics=%s: want text or json\n", *diagFormat)
		return 2
	}
	switch format.Style(*style) {
	case format.Preserve, format.MLIROpt:
	default:
		fmt.Fprintf(stderr, "mlirfmt: -style=%s: want preserve or mlir-opt\n", *style)
		return 2
	}
	reg, err := loadDialects(defsFiles)
	if err != nil {
		fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
		return 2
	}
	c.opts = format.Options{Generic: *generic, Style: format.Style(*style), Dialects: reg}
	args = fs.Args()
	if len(args) == 0 {
		args = []string{"-"}
	}
	// The inputs, every directory walked, before any output is created.
	var inputs []input
	status := 0
	stdins := 0
	for _, arg := range args {
		found, failed := expand(arg, stderr)
		if failed {
			status = 2
		}
		for _, in := range found {
			if in.stdin {
				stdins++
			}
		}
		inputs = append(inputs, found...)
	}
	if stdins > 0 && c.write {
		fmt.Fprintf(stderr, "mlirfmt: cannot use -w with standard input\n")
		return 2
	}
	if stdins > 1 {
		fmt.Fprintf(stderr, "mlirfmt: standard input (-) can be read only once\n")
		return 2
	}
	if *emitBC && (c.write || c.list || c.diff || c.check || c.grammarOnly || c.verifyOnly || c.verifyDia || c.splitInput) {
		fmt.Fprintf(stderr, "mlirfmt: -emit-bytecode writes bytecode: not with -w, -l, -d, -check, -grammar, -verify, -verify-diagnostics or -split-input-file\n")
		return 2
	}
	if *emitBC && (*emitBCVersion < 0 || *emitBCVersion > 6) {
		fmt.Fprintf(stderr, "mlirfmt: -emit-bytecode-version=%d: unsupported version requested, must be in range [0, 6]\n", *emitBCVersion)
		return 2
	}
	// An output that is also the input (-o F F) is written once the input
	// has been read and formatted, in place, and only if nothing failed:
	// created first, it would empty the input before it is read. Another
	// output (a list, a diff, none) or other inputs would replace the file
	// by something else than it formatted: refused.
	var inPlace *bytes.Buffer
	var outFile *os.File
	if *outPath != "" {
		if aliased(*outPath, inputs, stdin) {
			if len(inputs) != 1 || !c.prints() {
				fmt.Fprintf(stderr, "mlirfmt: -o %s: the output is also an input; it can be only with one input, formatted (-w formats files in place)\n", *outPath)
				return 2
			}
			inPlace = new(bytes.Buffer)
			stdout = inPlace
		} else {
			f, err := os.Create(*outPath)
			if err != nil {
				fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
				return 2
			}
			outFile, stdout = f, f
		}
	}
	out := bufio.NewWriterSize(stdout, 1<<16)
	if *emitBC {
		status = max(status, c.emitBytecode(out, stdin, stderr, inputs, *emitBCVersion))
	} else {
		status = max(status, c.runInputs(out, stdin, stderr, inputs))
	}
	// An output that could not be written (a full disk) is an I/O error.
	err = out.Flush()
	if outFile != nil {
		if cerr := outFile.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "mlirfmt: writing the output: %v\n", err)
		return 2
	}
	if inPlace != nil {
		if status != 0 {
			fmt.Fprintf(stderr, "mlirfmt: %s: not written: it is an input, and this run had errors\n", *outPath)
			return status
		}
		orig, err := os.ReadFile(*outPath)
		if err == nil {
			err = writeFile(*outPath, orig, inPlace.Bytes())
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			return 2
		}
	}
	return status
}

// aliased reports whether the file out is one of the inputs (standard
// input included, when it is redirected from a file).
func aliased(out string, inputs []input, stdin io.Reader) bool {
	ost, err := os.Stat(out)
	if err != nil {
		return false // it does not exist yet: it is no input
	}
	for _, in := range inputs {
		var st os.FileInfo
		if in.stdin {
			if f, ok := stdin.(*os.File); ok {
				st, err = f.Stat()
			} else {
				continue
			}
		} else {
			st, err = os.Stat(in.name)
		}
		if err == nil && os.SameFile(st, ost) {
			return true
		}
	}
	return false
}

// gcFloorExtra is what a mapped input's heap goal may hold beyond its size
// (see gcFloor).
const gcFloorExtra = 32 << 20

// badInput is an input mlirfmt read but cannot take as MLIR (bad
// bytecode): the file has errors (exit status 1), as a parse error.
type badInput struct {
	name string
	err  error
}

func (b *badInput) Error() string { return b.name + ": error: " + b.err.Error() }
func (b *badInput) Unwrap() error { return b.err }

// processHook, when set (by tests), is called before each input is
// processed.
var processHook func(name string)

// runInputs processes the inputs: one streamed when mlir-opt's style
// prints it, else each in parallel, their results written in order.
func (c *config) runInputs(out *bufio.Writer, stdin io.Reader, stderr io.Writer, inputs []input) int {
	// (A mapped input's collector floor holds until the run ends.)
	var unmapped func()
	var readRaw func(in input) ([]byte, error)
	// direct, when set, prints a bytecode input from its IR (ok: done).
	var direct func(in input, src []byte) (ok bool)
	defer func() {
		if unmapped != nil {
			unmapped()
		}
	}()
	read := func(in input) ([]byte, error) {
		src, err := readRaw(in)
		if err == nil && bytecode.IsBytecode(src) {
			// MLIR bytecode is read as the generic text it holds: the
			// mapped input is no longer what is formatted. (Only a single
			// input is mapped; several are read in parallel, and none of
			// them may write the shared options.)
			if len(inputs) == 1 {
				c.opts.Release = nil
			}
			if c.write {
				// Until mlirfmt writes bytecode, -w would put text in
				// place of a binary file: refused, the file left as it is.
				return nil, fmt.Errorf("%s: MLIR bytecode is not rewritten in place (-w would replace it with text)", in.name)
			}
			if direct != nil && direct(in, src) {
				return nil, nil
			}
			defs, _ := c.opts.Dialects.(bytecode.Defs)
			// Verifying, the ops keep their locations: diagnostics are
			// placed where they say, as mlir-opt places them.
			text, err := bytecode.Decode(src, defs, bytecode.ReadOptions{Locations: c.verifyDia || c.verifyOnly})
			if err != nil {
				return nil, &badInput{name: in.name, err: err}
			}
			return text, nil
		}
		return src, err
	}
	readRaw = func(in input) ([]byte, error) {
		if in.stdin {
			return io.ReadAll(stdin)
		}
		if len(inputs) == 1 && !in.walked && !c.write {
			// A large single input is mapped (-w keeps reading it: the
			// file is written over while its content is still needed).
			if src, ok := mapInput(in.name); ok {
				// Out of the heap, the input no longer holds the
				// collector's goal up: gcFloor does.
				floor := gcFloor(uint64(len(src)) + gcFloorExtra)
				unmapped = floor
				// What the formatting has gone past is given back.
				c.opts.Release = newReleaser(src).release
				return src, nil
			}
		}
		return readInput(in)
	}
	if len(inputs) == 1 && c.printsAsMade() {
		// One input's output goes to out as it is printed.
		printed := -1
		if c.streams() {
			direct = func(in input, src []byte) (ok bool) {
				status, ok := c.printBytecode(out, stderr, in.name, src)
				if ok {
					printed = status
				}
				return ok
			}
		}
		src, err := read(inputs[0])
		if printed >= 0 {
			return printed
		}
		if bad := (*badInput)(nil); errors.As(err, &bad) {
			fmt.Fprintln(stderr, bad)
			return 1
		}
		if err != nil {
			fmt.Fprintf(stderr, "mlirfmt: %v\n", err)
			if errors.Is(err, errNotRegular) {
				return 0
			}
			return 2
		}
		if c.streams() {
			return c.stream(out, stderr, inputs[0].name, src)
		}
		c.single = true
		return c.formatTo(out, stderr, inputs[0].name, src)
	}
	if len(inputs) > 1 {
		// One file's input and output are live heap: see collectLess.
		collectLess()
	}
	status := 0
	results := make([]chan *result, len(inputs))
	outs := make([]*ordered, len(inputs))
	for i := range results {
		results[i] = make(chan *result, 1)
		outs[i] = newOrdered(out)
	}
	// ahead bounds the inputs done or under way past the one being
	// written: each holds at most its output, or holdMax of it.
	ahead := make(chan struct{}, 4*runtime.GOMAXPROCS(0))
	work := make(chan int)
	for range min(runtime.GOMAXPROCS(0), len(inputs)) {
		go func() {
			for i := range work {
				r := new(result)
				in := inputs[i]
				bad := (*badInput)(nil)
				if src, err := read(in); errors.Is(err, errNotRegular) {
					fmt.Fprintf(&r.err, "mlirfmt: %v\n", err)
				} else if errors.As(err, &bad) {
					fmt.Fprintln(&r.err, bad)
					r.status = 1
				} else if err != nil {
					fmt.Fprintf(&r.err, "mlirfmt: %v\n", err)
					r.status = 2
				} else if c.printsAsMade() {
					r.printed = outs[i]
					if c.streams() {
						r.status = c.stream(r.printed, &r.err, in.name, src)
					} else {
						r.status = c.formatTo(r.printed, &r.err, in.name, src)
					}
				} else {
					c.safeProcess(r, in.name, src, !in.stdin)
				}
				results[i] <- r
			}
		}()
	}
	go func() {
		for i := range inputs {
			ahead <- struct{}{}
			work <- i
		}
		close(work)
	}()
	for i, ch := range results {
		close(outs[i].turn)
		r := <-ch
		<-ahead
		if r.printed != nil && r.status != 3 {
			// (An internal error's output is dropped, but what went out
			// before it.)
			if err := r.printed.flushHeld(); err != nil {
				fmt.Fprintf(&r.err, "mlirfmt: %s: %v\n", inputs[i].name, err)
				r.status = max(r.status, 2)
			}
		}
		out.Write(r.out.Bytes())
		out.Write(r.data)
		if r.err.Len() > 0 {
			out.Flush() // keep the order of output and messages
			stderr.Write(r.err.Bytes())
		}
		status = max(status, r.status)
	}
	return status
}

// printsAsMade reports whether each input's output is printed as it is
// made (format.Fprint, format.FormatTo), not whole once done.
func (c *config) printsAsMade() bool { return !c.upgrade && (c.streams() || c.writesPreserve()) }

// internalError reports a panic v while handling the input name: exit
// status 3, "internal error", the value and the stack.
func internalError(w io.Writer, name string, v any) int {
	fmt.Fprintf(w, "mlirfmt: %s: internal error: %v\n%s", name, v, debug.Stack())
	return 3
}

// safeProcess is process, a panic of which is this input's internal
// error: the other inputs still get their output.
func (c *config) safeProcess(r *result, name string, src []byte, isFile bool) {
	defer func() {
		if v := recover(); v != nil {
			// Nothing of the input's output, its messages kept.
			msgs := r.err.String()
			*r = result{}
			r.err.WriteString(msgs)
			r.status = internalError(&r.err, name, v)
		}
	}()
	if processHook != nil {
		processHook(name)
	}
	c.process(r, name, src, isFile)
}

// prints reports whether the output is the inputs formatted.
func (c *config) prints() bool {
	return !c.write && !c.list && !c.diff && !c.check && !c.grammarOnly && !c.verifyOnly && !c.verifyDia
}

// streams reports whether one input's output goes straight to the output
// as it is printed: mlir-opt's style, printed (not listed, diffed, checked
// or written back) and not split, so that a large file's output is never
// whole in memory (format.Fprint streams it op by op).
func (c *config) streams() bool {
	return c.opts.Style != format.Preserve && !c.write && !c.list && !c.diff && !c.check &&
		!c.splitInput && !c.grammarOnly && !c.verifyOnly && !c.verifyDia
}

// writesPreserve reports whether one input's output in preserve style
// goes to the output as it is (not listed, diffed, checked or written
// back): format.FormatTo keeps a large file's output out of memory.
func (c *config) writesPreserve() bool {
	return c.opts.Style == format.Preserve && !c.write && !c.list && !c.diff && !c.check &&
		!c.grammarOnly && !c.verifyOnly && !c.verifyDia
}

// formatTo prints one input in preserve style to out; a panic is the
// input's internal error.
func (c *config) formatTo(out io.Writer, stderr io.Writer, name string, src []byte) (status int) {
	defer func() {
		if v := recover(); v != nil {
			status = internalError(stderr, name, v)
		}
	}()
	if processHook != nil {
		processHook(name)
	}
	opts := c.opts
	if c.single && os.Getenv("GOMEMLIMIT") == "" {
		// Once the input is cut in pieces (not before: cutting it twice
		// cost a pass of the lexer over the whole input, on one core),
		// what stays live is the input and a few pieces: a soft limit
		// makes the collector keep to about that (on 32 MB of nested
		// modules: 112 MB peak instead of 190 MB, for 1.4x the CPU time).
		opts.Cut = func() { debug.SetMemoryLimit(int64(2*len(src)) + 48<<20) }
	}
	f, err := format.FormatTo(out, name, src, opts)
	if err != nil {
		fmt.Fprintf(stderr, "mlirfmt: %s: %v\n", name, err)
		return 2
	}
	if list := append(append(diag.List(nil), f.Errors...), f.Warnings...); len(list) > 0 {
		list.Sort()
		var msgs bytes.Buffer
		printDiags(&msgs, f.File, list, c.jsonDiags)
		if b, ok := out.(*bufio.Writer); ok {
			b.Flush() // keep the order of output and messages
		}
		stderr.Write(msgs.Bytes())
	}
	if len(f.Errors) > 0 {
		return 1
	}
	return 0
}

// stream prints one input in mlir-opt's style straight to out.
func (c *config) stream(out io.Writer, stderr io.Writer, name string, src []byte) (status int) {
	defer func() {
		if v := recover(); v != nil {
			status = internalError(stderr, name, v)
		}
	}()
	if processHook != nil {
		processHook(name)
	}
	_, err := format.Fprint(out, name, src, c.opts)
	if err == nil {
		return 0
	}
	var msgs bytes.Buffer
	status = 1
	if _, ok := err.(*diag.Diagnostic); !ok {
		if _, ok := err.(diag.List); !ok {
			fmt.Fprintf(&msgs, "mlirfmt: %s: %v\n", name, err)
			status = 2
		}
	}
	if status == 1 {
		report(&msgs, name, src, err, c.jsonDiags)
	}
	stderr.Write(msgs.Bytes())
	return status
}

// process handles one input (isFile: a file named name, which -w may
// write).
func (c *config) process(r *result, name string, src []byte, isFile bool) {
	switch {
	case c.verifyDia:
		r.status = verifyDiagnostics(&r.err, name, src, c.opts.Dialects, c.splitInput, c.jsonDiags)
		return
	case c.verifyOnly:
		r.status = verifyFile(&r.err, name, src, c.opts.Dialects, c.splitInput, c.maxErrors, c.jsonDiags)
		return
	case c.grammarOnly:
		check := spec.Check
		if c.legacy {
			check = spec.CheckLegacy
		}
		if err := check(name, src); err != nil {
			report(&r.err, name, src, err, c.jsonDiags)
			r.status = 1
		}
		return
	}
	// The formatted file; failed reports that some of it did not parse
	// (in preserve style those chunks are in out as they were).
	var out []byte
	failed := false
	file := ast.NewFile(name, src)
	switch {
	case c.upgrade:
		res := upgrade.Source(name, src, upgrade.Options{Dialects: c.opts.Dialects})
		out = res.Out
		printDiags(&r.err, file, res.Errors, c.jsonDiags)
		failed = len(res.Errors) > 0
	case c.opts.Style == format.Preserve:
		f := format.Format(name, src, c.opts)
		out = f.Out
		if list := append(append(diag.List(nil), f.Errors...), f.Warnings...); len(list) > 0 {
			list.Sort()
			printDiags(&r.err, file, list, c.jsonDiags)
		}
		failed = len(f.Errors) > 0
	case c.splitInput:
		var buf bytes.Buffer
		failed = formatChunks(&buf, &r.err, name, src, c.opts, c.jsonDiags) != 0
		out = buf.Bytes()
	default:
		var err error
		out, _, err = format.Source(name, src, c.opts)
		if err != nil {
			if _, ok := err.(*diag.Diagnostic); !ok {
				if _, ok := err.(diag.List); !ok {
					fmt.Fprintf(&r.err, "mlirfmt: %s: %v\n", name, err)
					r.status = 2
					return
				}
			}
			report(&r.err, name, src, err, c.jsonDiags)
			failed = true
		}
	}
	if failed {
		r.status = 1
	}
	changed := out != nil && !bytes.Equal(out, src)
	if !c.write && !c.list && !c.diff && !c.check {
		r.data = out
		return
	}
	if c.list && changed {
		fmt.Fprintln(&r.out, name)
	}
	if c.diff && changed {
		r.out.Write(diff.Unified(name+".orig", src, name, out))
	}
	if c.check && changed {
		r.status = max(r.status, 1)
	}
	if c.write && isFile && changed {
		if failed {
			fmt.Fprintf(&r.err, "mlirfmt: %s: not written: it has errors\n", name)
			return
		}
		if err := writeFile(name, src, out); err != nil {
			fmt.Fprintf(&r.err, "mlirfmt: %v\n", err)
			r.status = 2
		}
	}
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
