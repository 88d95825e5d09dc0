package dialects

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// uncoveredFile is issue 15's second ratchet: every diagnostic a ported
// verifier (or a hand-written syntax) can emit, as its Go format string,
// that no annotated case under corpus/verify/ checks, one per line:
//
//	dialects/arith: result type '%s' must be wider than operand type '%s'
//
// The cases are what make conformance runs against mlir-opt
// (-verify-diagnostics, both tools): a string without one is a message
// nobody has shown mlir-opt gives in those words. A check mlir-opt cannot
// reach (ported for completeness) says so in a comment just above it
// ("unreachable") and is not listed. TestUncovered fails when a line is
// missing or one too many, so the file only shrinks.
const uncoveredFile = "uncovered.txt"

var updateUncovered = flag.Bool("update-uncovered", false, "rewrite "+uncoveredFile+" with the diagnostic strings no corpus/verify case checks")

// diagCalls names the calls whose argument at the given index is a
// diagnostic's format string or text: the checker's and parser's error
// and note methods, verify.OpError, the attribute/type definition errors
// and shared.CustomError.
var diagCalls = map[string]int{
	"Errorf":         0, // dialect.Checker; Reader.Errorf(pos, f) below
	"EmitErrorf":     0, // dialect.Checker; Parser.EmitErrorf(pos, f) below
	"EmitError":      0,
	"OpError":        1,
	"Note":           2,
	"DefError":       0,
	"DefErrorAtName": 1,
	"CustomError":    2,
	"errorf":         1, // dlti's DefErrorAtName shorthand
}

// diagString is one diagnostic format string and the package that emits it.
type diagString struct {
	dir    string // dialects/arith
	format string
}

// diagnosticStrings collects every diagnostic format string written as a
// literal in the dialect packages, dialect/ (the builtin attribute and
// type verifiers) and verify/ (the traits' and interfaces' verifiers),
// not their tests.
func diagnosticStrings(t *testing.T) []diagString {
	seen := map[diagString]bool{}
	fset := token.NewFileSet()
	walk := func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		// A check mlir-opt cannot reach (an ODS or interface check
		// fails first) is ported all the same with a comment saying
		// so ending at most three lines above it: no case can exist.
		unreachable := map[int]bool{}
		for _, c := range f.Comments {
			if strings.Contains(strings.ToLower(c.Text()), "unreachable") {
				end := fset.Position(c.End()).Line
				for l := end; l <= end+3; l++ {
					unreachable[l] = true
				}
			}
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		if rel, ok := strings.CutPrefix(dir, "../"); ok {
			dir = rel
		} else {
			dir = filepath.ToSlash(filepath.Join("dialects", dir))
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				if x, ok := fn.X.(*ast.Ident); ok && (x.Name == "fmt" || x.Name == "errors" || x.Name == "t") {
					return true
				}
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			idx, ok := diagCalls[name]
			if !ok {
				return true
			}
			// A position first (Reader.Errorf, Parser.EmitErrorf): the
			// format is the next argument.
			if idx == 0 && len(call.Args) > 1 {
				if _, lit := call.Args[0].(*ast.BasicLit); !lit {
					idx = 1
				}
			}
			if idx >= len(call.Args) {
				return true
			}
			lit, ok := call.Args[idx].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || strings.Trim(s, "%sv ") == "" {
				return true // "%s": the text is built elsewhere
			}
			if unreachable[fset.Position(call.Pos()).Line] {
				return true
			}
			seen[diagString{dir, s}] = true
			return true
		})
		return nil
	}
	for _, root := range []string{".", "../dialect", "../verify"} {
		require.NoError(t, filepath.WalkDir(root, walk))
	}
	out := make([]diagString, 0, len(seen))
	for d := range seen {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].dir != out[j].dir {
			return out[i].dir < out[j].dir
		}
		return out[i].format < out[j].format
	})
	return out
}

// annotationRE finds the checked text of an expected-* annotation.
var annotationRE = regexp.MustCompile(`expected-(?:error|warning|note|remark)(?:-re)? *(?:@[^ ]*)? *\{\{(.*)\}\}`)

// annotations reads every annotation's text under corpus/verify, its
// regex parts as NUL bytes.
func annotations(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("..", "corpus", "verify", "*.mlir"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range annotationRE.FindAllStringSubmatch(string(b), -1) {
			text := regexPart.ReplaceAllString(m[1], "\x00")
			out = append(out, text)
			// An op's error method writes "'name' op " before the
			// format: the rest is what the format must cover.
			if p := opPrefix.FindString(text); p != "" {
				out = append(out, text[len(p):])
			}
		}
	}
	return out
}

// opPrefix is what emitOpError writes before its message.
var opPrefix = regexp.MustCompile(`^'[A-Za-z_][\w.$-]*' op `)

// formatPiece is a literal byte of a format string, or a verb (-1): any
// text.
type formatPiece = int

// pieces splits a format string into literal bytes and verbs.
func pieces(format string) []formatPiece {
	var out []formatPiece
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			out = append(out, int(c))
			continue
		}
		if i+1 < len(format) && format[i+1] == '%' {
			out = append(out, '%')
			i++
			continue
		}
		// Flags, width, precision, then the verb letter.
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		out = append(out, -1)
		i = j
	}
	return out
}

// covers reports whether text can be a substring of a message the
// format prints (a verb stands for any text, and MLIR's {{regex}} parts
// of an annotation for any text too), matching at least ten of the
// format's literal bytes (all of them when it has fewer): a text inside
// what one verb prints checks nothing of the format.
func covers(format []formatPiece, text string) bool {
	return coversMarked(format, regexPart.ReplaceAllString(text, "\x00"))
}

// needLiteral is how many of a format's literal bytes an annotation must
// match to check it: half of them and at least 16 (all of them when it
// has fewer). Fewer let an annotation of another message that shares a
// phrase ("result type '...' must be") pass for a check of this one.
func needLiteral(literal int) int { return min(literal, max(16, literal/2)) }

// coversMarked is covers on a text whose regex parts are NUL bytes.
func coversMarked(format []formatPiece, text string) bool {
	literal := 0
	for _, p := range format {
		if p != -1 {
			literal++
		}
	}
	need := int16(needLiteral(literal))
	// best[j]: the most literal bytes matched by a match of text[:i]
	// that ends before piece j (-1: none). The annotation may start
	// anywhere: all 0 at first.
	n := len(format)
	best := make([]int16, 2*(n+1))
	best, next := best[:n+1], best[n+1:]
	for i := 0; i < len(text); i++ {
		c := int(text[i])
		for j := range next {
			next[j] = -1
		}
		for j := 0; j <= n; j++ {
			v := best[j]
			if v < 0 {
				continue
			}
			switch {
			case c == 0: // a regex part of the annotation: any text
				for k := j; k <= n; k++ {
					next[k] = max(next[k], v)
				}
			case j < n && format[j] == -1:
				next[j] = max(next[j], v) // the verb goes on
				if j+1 < n && format[j+1] == c {
					next[j+2] = max(next[j+2], v+1)
				}
			case j < n && format[j] == c:
				next[j+1] = max(next[j+1], v+1)
			}
			if j > 0 && format[j-1] == -1 {
				next[j] = max(next[j], v) // still inside the verb before
			}
		}
		best, next = next, best
		// Each byte left adds one literal byte at most.
		alive := false
		left := int16(min(len(text)-i-1, 1<<14))
		for j, v := range best {
			if v >= 0 && v+left < need {
				best[j] = -1
			} else if v >= 0 {
				alive = true
			}
		}
		if !alive {
			return false
		}
	}
	for _, v := range best {
		if v >= need {
			return true
		}
	}
	return false
}

// regexPart is an -re annotation's {{regex}}, or a MLIR `{{.*}}`.
var regexPart = regexp.MustCompile(`\{\{.*?\}\}`)

// uncovered lists the diagnostic strings no annotation covers.
func uncovered(t *testing.T) []string {
	texts := annotations(t)
	slices.Sort(texts)
	texts = slices.Compact(texts)
	// An index of the annotations by the 2-, 3- and 4-byte strings they
	// hold (with how often), to try only those that can cover a format
	// (below).
	byGram := map[string][]gramHit{}
	for i, a := range texts {
		counts := map[string]int{}
		for k := 2; k <= 4; k++ {
			for j := 0; j+k <= len(a); j++ {
				counts[a[j:j+k]]++
			}
		}
		for g, n := range counts {
			byGram[g] = append(byGram[g], gramHit{i, n})
		}
	}
	all := diagnosticStrings(t)
	covered := make([]bool, len(all))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for k := range next {
				covered[k] = coveredBy(all[k].format, texts, byGram)
			}
		})
	}
	for k := range all {
		next <- k
	}
	close(next)
	wg.Wait()
	var got []string
	for k, d := range all {
		if !covered[k] {
			got = append(got, d.dir+": "+strings.ReplaceAll(d.format, "\n", `\n`))
		}
	}
	t.Logf("%d diagnostic strings, %d checked by a corpus/verify case", len(all), len(all)-len(got))
	return got
}

// gramHit is an annotation holding a short string, and how often.
type gramHit struct{ text, count int }

// coveredBy reports whether an annotation covers the format; byGram
// indexes the annotations by the 2-, 3- and 4-byte strings they hold.
func coveredBy(format string, texts []string, byGram map[string][]gramHit) bool {
	p := pieces(format)
	candidates := allIndexes(len(texts))
	// A match takes need = needLiteral(literal bytes) literal bytes in
	// stretches from at most len(runs) runs of them. With k = 4, a
	// stretch of L bytes holds L-3 of the format's 4-byte strings at
	// distinct places of the annotation: need-3*len(runs) at least.
	// Below that, one stretch has k = ceil(need/len(runs)) bytes in a
	// row (pigeonhole): one k-byte string at least.
	runs := literalRuns(p)
	need := needLiteral(literalBytes(runs))
	if k := min(4, (need+len(runs)-1)/len(runs)); k >= 2 {
		least := 1
		if k == 4 {
			least = max(1, need-3*len(runs))
		}
		grams := map[string]bool{}
		for _, r := range runs {
			for j := 0; j+k <= len(r); j++ {
				grams[r[j:j+k]] = true
			}
		}
		found := map[int]int{}
		for g := range grams {
			for _, h := range byGram[g] {
				found[h.text] += h.count
			}
		}
		candidates = candidates[:0]
		for i, n := range found {
			if n >= least {
				candidates = append(candidates, i)
			}
		}
	}
	for _, i := range candidates {
		a := texts[i]
		if len(runs) == 1 && !strings.Contains(a, "\x00") { // no verb: a plain substring
			if len(a) >= need && strings.Contains(runs[0], a) {
				return true
			}
			continue
		}
		if coversMarked(p, a) {
			return true
		}
	}
	return false
}

func allIndexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// literalRuns are a format's literal texts between verbs.
func literalRuns(p []formatPiece) []string {
	var out []string
	var b []byte
	for _, c := range p {
		if c == -1 {
			out = append(out, string(b))
			b = b[:0]
			continue
		}
		b = append(b, byte(c))
	}
	return append(out, string(b))
}

func literalBytes(runs []string) int {
	n := 0
	for _, r := range runs {
		n += len(r)
	}
	return n
}

// TestUncovered: uncovered.txt lists exactly the diagnostic strings of
// the dialect packages that no corpus/verify case checks.
func TestUncovered(t *testing.T) {
	ratchet{
		file: uncoveredFile,
		header: []string{
			"Diagnostic strings of gomlir's verifiers and hand-written syntaxes that no corpus/verify case",
			"checks (issue 15's second ratchet; see TestUncovered). It only shrinks: add a case both tools",
			"pass, then regenerate: go test ./dialects -run TestUncovered -update-uncovered",
		},
		update:  *updateUncovered,
		missing: "no corpus/verify case checks it and not in " + uncoveredFile + " (add a case, or run with -update-uncovered)",
		stale:   "in " + uncoveredFile + " but checked by a case now (or gone): run with -update-uncovered",
	}.check(t, uncovered(t))
}

func TestCovers(t *testing.T) {
	for _, c := range []struct {
		format, text string
		want         bool
	}{
		{"expected %d operands", "expected 2 operands", true},
		{"expected %d operands", "operands", false}, // under ten literal bytes
		{"expected %d operands", "ed 2 operands", false},
		{"expected %d operands", "expected 2 operands", true},
		{"expected %d operands", "expected  operands", true}, // a verb may print nothing
		{"expected %d operands", "expected operands", false},
		{"expected %d operands", "unexpected 2", false},
		{"%s is not %s", "i32 is not", false},
		{"the %s of a verb", "the f32 of a verb", true},
		{"'%s' op requires %s", "'arith.addi' op requires same type", true},
		{"requires %v, got %v", "got i32", false}, // four literal bytes
		{"requires %v, got %v", "requires i1, got i32", true},
		{"a literal 100%% sure", "a literal 100% sure", true},
		{"result type '%s' must be wider than operand type '%s'", "result type 'i32' must be shorter", false},
		{"nothing like it", "something else", false},
		{"type %s is bad", "type {{.*}} is bad", true},
	} {
		require.Equal(t, c.want, covers(pieces(c.format), c.text), "%q in %q", c.text, c.format)
	}
}
