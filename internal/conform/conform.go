// Package conform measures mlirfmt on a corpus of .mlir files: the
// conformance figures of DESIGN.md, per chunk of every file.
//
//  1. parses: preserve style formats the chunk without error;
//  2. generic-exact: generic form in mlir-opt style is what mlir-opt prints
//     with --mlir-print-op-generic;
//  3. opt-exact: custom form in mlir-opt style is what mlir-opt prints;
//  4. meaning kept: mlir-opt's generic form of the formatted chunk is its
//     generic form of the input (without mlir-opt: gomlir's own generic
//     forms are compared); a chunk that does not parse must be left as it
//     was;
//  5. idempotent: formatting the output again changes nothing;
//  6. comments kept: the output has the input's comments, as a multiset of
//     texts.
//
// What mlir-opt prints comes from the goldens beside a file (X.mlir.generic
// and X.mlir.opt, made from the whole file), or from running mlir-opt with
// --split-input-file. Chunks mlir-opt rejects are counted apart; without
// mlir-opt and goldens, checks 2 and 3 are not run. A bytecode file (.mlirbc)
// is checked as the text it holds, against what mlir-opt prints reading it.
package conform

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/verify"
)

// Check is one of the figures.
type Check int

const (
	Parses Check = iota
	GenericExact
	OptExact
	MeaningKept
	Idempotent
	CommentsKept
	NumChecks
)

var checkNames = [NumChecks]string{"parses", "generic-exact", "opt-exact", "meaning kept", "idempotent", "comments kept"}

func (c Check) String() string { return checkNames[c] }

// Outcome is a check's result on one chunk.
type Outcome uint8

const (
	NotRun Outcome = iota
	Pass
	Fail
)

// Options configure a run.
type Options struct {
	// MLIROpt is the path of mlir-opt 22, or "" to run without it.
	MLIROpt string
	// Dialects are the registered dialects (nil: the upstream ones).
	Dialects dialect.Registry
	// Jobs is how many files are checked at once (0: one per CPU).
	Jobs int
}

// Chunk is the result of the checks on one chunk.
type Chunk struct {
	Line     int // where the chunk starts in its file
	Outcomes [NumChecks]Outcome
	// Why says how a failed check failed (its first difference).
	Why [NumChecks]string
	// CommentsIn and CommentsOut count the comments of the chunk and of
	// its output.
	CommentsIn, CommentsOut int
}

// File is the result of the checks on one file.
type File struct {
	Path string
	// Err is set when the file could not be read or mlir-opt not run.
	Err error
	// Chunks are those mlir-opt accepts (all, without mlir-opt).
	Chunks []Chunk
	// Rejected counts the chunks mlir-opt rejects.
	Rejected int
}

// Files returns the .mlir (and .mlirbc) files under each path (a file or a directory),
// sorted per directory.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".mlir") || strings.HasSuffix(path, ".mlirbc")) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

// Run checks the files, calling each with their results in the order of
// paths (files are checked in parallel).
func Run(paths []string, opts Options, each func(*File)) {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	if opts.Dialects == nil {
		opts.Dialects = dialects.MustCore()
	}
	results := make([]chan *File, len(paths))
	for i := range results {
		results[i] = make(chan *File, 1)
	}
	work := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				results[i] <- checkFile(paths[i], opts)
			}
		}()
	}
	go func() {
		for i := range paths {
			work <- i
		}
		close(work)
	}()
	for _, ch := range results {
		each(<-ch)
	}
	wg.Wait()
}

// oracle holds what mlir-opt prints for each chunk ("" for a chunk it
// rejects).
type oracle struct {
	generic, opt []string
}

func checkFile(path string, opts Options) *File {
	res := &File{Path: path}
	src, err := os.ReadFile(path)
	if err != nil {
		res.Err = err
		return res
	}
	fopts := format.Options{Dialects: opts.Dialects}
	// MLIR bytecode is checked as the text it holds, against what
	// mlir-opt prints reading the bytecode itself (one chunk).
	var raw []byte
	if bytecode.IsBytecode(src) {
		defs, _ := opts.Dialects.(bytecode.Defs)
		text, err := bytecode.ToText(src, defs)
		if err != nil {
			res.Err = err
			return res
		}
		raw, src = src, text
	}
	chunks, _ := verify.Split(src)
	// Goldens beside the file were made from it whole; a file that
	// mlir-opt -split-input-file cuts elsewhere than on its marker lines
	// (at `// -------` rules) is only read whole.
	whole := raw != nil || len(format.Chunks(src)) != len(chunks)
	oracleSrc := src
	if raw != nil {
		oracleSrc = raw
	}
	var orc *oracle
	gen, errG := os.ReadFile(path + ".generic")
	opt, errO := os.ReadFile(path + ".opt")
	switch {
	case errG == nil && errO == nil:
		whole = true
		orc = &oracle{generic: []string{string(gen)}, opt: []string{string(opt)}}
	case opts.MLIROpt != "" && whole:
		orc = &oracle{}
		if orc.generic, err = runOptArgs(opts.MLIROpt, oracleSrc, 1, false, "--mlir-print-op-generic"); err == nil {
			orc.opt, err = runOptArgs(opts.MLIROpt, oracleSrc, 1, false)
		}
		if err != nil {
			res.Err = err
			return res
		}
	case opts.MLIROpt != "":
		orc = &oracle{}
		if orc.generic, err = runOpt(opts.MLIROpt, src, len(chunks), "--mlir-print-op-generic"); err == nil {
			orc.opt, err = runOpt(opts.MLIROpt, src, len(chunks))
		}
		if err != nil {
			res.Err = err
			return res
		}
	}
	if whole {
		chunks = []verify.Chunk{{Start: 0, End: len(src)}}
	}
	file := ast.NewFile(path, src)
	// The formatted chunks and mlir-opt's generic form of them, for
	// meaning kept.
	formatted := format.Format(path, src, fopts)
	outs := pieces(formatted.Out, len(chunks), whole)
	// The output formatted again, per chunk.
	agains := pieces(format.Format(path, formatted.Out, fopts).Out, len(chunks), whole)
	var outGeneric []string
	if opts.MLIROpt != "" {
		if outGeneric, err = runOptArgs(opts.MLIROpt, formatted.Out, len(chunks), !whole, "--mlir-print-op-generic"); err != nil {
			res.Err = err
			return res
		}
	}
	for i, c := range chunks {
		text := src[c.Start:c.End]
		if orc != nil && orc.generic[i] == "" {
			res.Rejected++
			continue
		}
		r := Chunk{Line: file.Position(ast.Pos(c.Start)).Line}
		set := func(ch Check, ok bool, why string) {
			if ok {
				r.Outcomes[ch] = Pass
			} else {
				r.Outcomes[ch], r.Why[ch] = Fail, why
			}
		}
		var errs diag.List
		for _, d := range formatted.Errors {
			if whole || int(d.Pos) >= c.Start && int(d.Pos) < c.End {
				errs = append(errs, d)
			}
		}
		set(Parses, len(errs) == 0, firstLine(errs.Format(file)))
		if orc != nil {
			got, err := mlirOpt(path, text, fopts, true)
			set(GenericExact, err == nil && got == orc.generic[i], why(got, orc.generic[i], err))
			got, err = mlirOpt(path, text, fopts, false)
			set(OptExact, err == nil && got == orc.opt[i], why(got, orc.opt[i], err))
		}
		out := outs[i]
		if out == nil {
			set(MeaningKept, false, "the output has other chunks")
			res.Chunks = append(res.Chunks, r)
			continue
		}
		switch {
		case len(errs) > 0:
			// Left as it was, which keeps its meaning.
			set(MeaningKept, bytes.Equal(out, text), "changed though it does not parse")
		case outGeneric != nil:
			set(MeaningKept, outGeneric[i] == orc.generic[i], why(outGeneric[i], orc.generic[i], nil))
		default:
			// gomlir's reading of both, valid or not.
			readings := fopts
			readings.Unverified = true
			want, err1 := mlirOpt(path, text, readings, true)
			got, err2 := mlirOpt(path, out, readings, true)
			if err2 != nil {
				err1 = err2
			}
			set(MeaningKept, err1 == nil && got == want, why(got, want, err1))
		}
		set(Idempotent, agains[i] != nil && bytes.Equal(agains[i], out), why(string(agains[i]), string(out), nil))
		in, outc := Comments(text), Comments(out)
		set(CommentsKept, slices.Equal(in, outc), commentsWhy(in, outc))
		r.CommentsIn, r.CommentsOut = len(in), len(outc)
		res.Chunks = append(res.Chunks, r)
	}
	return res
}

// pieces splits a formatted file into its n chunks (nil ones when it
// does not have n).
func pieces(out []byte, n int, whole bool) [][]byte {
	ps := make([][]byte, n)
	if whole {
		ps[0] = out
		return ps
	}
	if cs, _ := verify.Split(out); len(cs) == n {
		for i, c := range cs {
			ps[i] = out[c.Start:c.End]
		}
	}
	return ps
}

// mlirOpt is gomlir's mlir-opt style output of src, generic or custom.
func mlirOpt(path string, src []byte, opts format.Options, generic bool) (string, error) {
	opts.Generic, opts.Style = generic, format.MLIROpt
	out, _, err := format.Source(path, src, opts)
	return string(out), err
}

// runOpt runs mlir-opt on src (n chunks) with --split-input-file.
func runOpt(bin string, src []byte, n int, args ...string) ([]string, error) {
	return runOptArgs(bin, src, n, true, args...)
}

// runOptArgs runs mlir-opt on src and returns its output per chunk ("" for
// a chunk it rejects); split says whether to pass --split-input-file.
func runOptArgs(bin string, src []byte, n int, split bool, args ...string) ([]string, error) {
	if bin == "" {
		return nil, nil
	}
	all := []string{"--allow-unregistered-dialect"}
	if split {
		all = append(all, "--split-input-file")
	}
	cmd := exec.Command(bin, append(all, args...)...)
	cmd.Stdin = bytes.NewReader(src)
	var stdout bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, io.Discard
	err := cmd.Run()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		return nil, fmt.Errorf("%s: %w", bin, err)
	}
	if !split {
		if err != nil {
			return []string{""}, nil
		}
		return []string{stdout.String()}, nil
	}
	pieces := strings.Split(stdout.String(), "// -----\n")
	if len(pieces) != n {
		return nil, fmt.Errorf("%s printed %d chunks for %d", bin, len(pieces), n)
	}
	return pieces, nil
}

// Comments returns the texts of src's comments (trailing blanks dropped,
// and the designators of expected-* annotations, which the formatter
// rewrites when it moves lines), sorted: found by the lexer alone, so
// that the comments of text the parser does not read token by token
// count too.
func Comments(src []byte) []string {
	var out []string
	lx := grammar.NewLexer(src)
	lx.KeepComments = true
	for {
		t := lx.Next()
		switch t.Kind {
		case grammar.EOF:
			sort.Strings(out)
			return out
		case grammar.Error:
			lx.Reset(max(lx.Offset(), int(t.Start)+1))
		case grammar.Comment:
			text := strings.TrimRight(lx.Text(t), " \t")
			if strings.Contains(text, "expected-") {
				text = designator.ReplaceAllString(text, "$1 ")
			}
			out = append(out, text)
		}
	}
}

// designator is an expected-* directive's designator and the blanks
// around it.
var designator = regexp.MustCompile(`(expected-(?:error|note|remark|warning)(?:-re)?) *@(?:[+-][0-9]+|above|below|unknown) *`)

func commentsWhy(in, out []string) string {
	lost, added := diffMultiset(in, out), diffMultiset(out, in)
	switch {
	case len(lost) > 0:
		return fmt.Sprintf("lost %d comment(s): %q", len(lost), lost[0])
	case len(added) > 0:
		return fmt.Sprintf("added %d comment(s): %q", len(added), added[0])
	}
	return ""
}

// diffMultiset returns what sorted a has more of than sorted b.
func diffMultiset(a, b []string) []string {
	var out []string
	i, j := 0, 0
	for i < len(a) {
		switch {
		case j >= len(b) || a[i] < b[j]:
			out = append(out, a[i])
			i++
		case a[i] > b[j]:
			j++
		default:
			i++
			j++
		}
	}
	return out
}

func why(got, want string, err error) string {
	if err != nil {
		return firstLine(err.Error())
	}
	if got == want {
		return ""
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, g, w)
		}
	}
	return "differs"
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Summary adds up the results of files.
type Summary struct {
	Files, Chunks, Rejected, Errors int
	Passed, Failed                  [NumChecks]int
	// AllPassed counts the chunks that passed every check run on them.
	AllPassed int
	// CommentsIn and CommentsOut count the comments of the chunks and of
	// their outputs.
	CommentsIn, CommentsOut int
}

// Add counts f.
func (s *Summary) Add(f *File) {
	s.Files++
	if f.Err != nil {
		s.Errors++
		return
	}
	s.Rejected += f.Rejected
	for _, c := range f.Chunks {
		s.Chunks++
		s.CommentsIn += c.CommentsIn
		s.CommentsOut += c.CommentsOut
		all := true
		for ch, o := range c.Outcomes {
			switch o {
			case Pass:
				s.Passed[ch]++
			case Fail:
				s.Failed[ch]++
				all = false
			}
		}
		if all {
			s.AllPassed++
		}
	}
}

// Write prints the summary table and `N passed, N failed` (chunks that
// passed every check run on them, and the others).
func (s *Summary) Write(w io.Writer) {
	fmt.Fprintf(w, "%d files, %d chunks (%d rejected by mlir-opt, not counted), %d files not checked\n",
		s.Files, s.Chunks, s.Rejected, s.Errors)
	fmt.Fprintf(w, "%-14s %8s %8s %8s\n", "check", "passed", "failed", "%")
	for ch := range NumChecks {
		n := s.Passed[ch] + s.Failed[ch]
		if n == 0 {
			fmt.Fprintf(w, "%-14s %8s %8s %8s\n", ch, "-", "-", "-")
			continue
		}
		fmt.Fprintf(w, "%-14s %8d %8d %8.2f\n", ch, s.Passed[ch], s.Failed[ch], 100*float64(s.Passed[ch])/float64(n))
	}
	fmt.Fprintf(w, "comments: %d in, %d out\n", s.CommentsIn, s.CommentsOut)
	fmt.Fprintf(w, "%d passed, %d failed\n", s.AllPassed, s.Chunks-s.AllPassed)
}

// Line is f's line of the verbose report: per chunk, each check as `.`
// (passed), `F` (failed) or `-` (not run), then the first failure.
func (f *File) Line() string {
	if f.Err != nil {
		return fmt.Sprintf("%s: error: %v", f.Path, f.Err)
	}
	var b strings.Builder
	b.WriteString(f.Path)
	var first string
	for _, c := range f.Chunks {
		b.WriteByte(' ')
		for ch, o := range c.Outcomes {
			b.WriteByte(".-F"[map[Outcome]int{Pass: 0, NotRun: 1, Fail: 2}[o]])
			if o == Fail && first == "" {
				first = fmt.Sprintf("line %d: %s: %s", c.Line, Check(ch), c.Why[ch])
			}
		}
	}
	if f.Rejected > 0 {
		fmt.Fprintf(&b, " (%d rejected)", f.Rejected)
	}
	if first != "" {
		b.WriteString(": " + first)
	}
	return b.String()
}
