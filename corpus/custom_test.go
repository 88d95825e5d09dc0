package corpus

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
)

// knownFailures lists the checks of the repo's corpus known to fail today,
// one `check path` per line (check: opt or generic). TestCustomForm fails
// when a check outside the list fails, and when a listed one passes, so
// the list is always the truth and only shrinks.
const knownFailures = "known_failures.txt"

var updateKnown = flag.Bool("update-known", false, "rewrite "+knownFailures+" with the checks failing now")

// check runs mlirfmt on input and compares with the golden path+suffix.
func check(path string, src []byte, generic bool) (bool, string) {
	suffix := ".opt"
	if generic {
		suffix = ".generic"
	}
	return checkAgainst(path, src, path+suffix, generic)
}

// checkAgainst formats src (named path) and compares with golden.
func checkAgainst(path string, src []byte, golden string, generic bool) (bool, string) {
	want, err := os.ReadFile(golden)
	if err != nil {
		return false, "no golden"
	}
	got, file, err := format.Source(path, src, format.Options{Dialects: core(), Generic: generic, Style: format.MLIROpt})
	if err != nil {
		return false, firstLine(diag.AsList(err).Format(file))
	}
	if !bytes.Equal(got, want) {
		return false, firstDiff(got, want)
	}
	return true, ""
}

// TestCustomForm: every input with goldens prints as mlir-opt's custom
// form (.opt) and generic form (.generic), and the generic golden prints
// back as the custom one (the round trip custom → generic → custom).
func TestCustomForm(t *testing.T) {
	known := map[string]bool{}
	if f, err := os.Open(knownFailures); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
				known[line] = true
			}
		}
		f.Close()
	}
	opt := &tally{name: "custom form, opt-exact (.)"}
	gen := &tally{name: "custom form, generic-exact (.)"}
	round := &tally{name: "custom form, generic golden back to custom (.)"}
	var failing []string
	var paths []string
	for _, path := range files(t, ".", ".mlir") {
		if _, err := os.Stat(path + ".opt"); err == nil {
			paths = append(paths, path) // else rejected by mlir-opt: see TestRejected
		}
	}
	ran := eachFile(t, ".", paths, func(t *testing.T, path string) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		genSrc, err := os.ReadFile(path + ".generic")
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"opt", "generic", "roundtrip"} {
			var ok bool
			var why string
			var tl *tally
			switch kind {
			case "opt":
				ok, why = check(path, src, false)
				tl = opt
			case "generic":
				ok, why = check(path, src, true)
				tl = gen
			case "roundtrip":
				ok, why = checkAgainst(path+".generic", genSrc, path+".opt", false)
				tl = round
			}
			key := kind + " " + path
			tl.passed, tl.failed = tl.passed+b2i(ok), tl.failed+b2i(!ok)
			if !ok {
				failing = append(failing, key)
			}
			switch {
			case *updateKnown:
			case !ok && !known[key]:
				t.Errorf("fails (not in %s): %s", knownFailures, key+": "+why)
			case ok && known[key]:
				t.Errorf("passes now: remove %q from %s (go test ./corpus -run TestCustomForm -update-known)", key, knownFailures)
			}
		}
	})
	for _, tl := range []*tally{opt, gen, round} {
		fmt.Printf("%s: %d passed, %d failed\n", tl.name, tl.passed, tl.failed)
	}
	if *updateKnown {
		if ran < len(paths) {
			t.Fatalf("-update-known needs every file: -run chose %d of %d", ran, len(paths))
		}
		head := "# Checks of this corpus known to fail today (see TestCustomForm): one\n" +
			"# 'KIND PATH' per line. Regenerate: go test ./corpus -run TestCustomForm -update-known\n"
		if err := os.WriteFile(knownFailures, []byte(head+strings.Join(failing, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// coreDialects are the dialects of the subset measured (the registry may
// know more).
var coreDialects = func() map[string]bool {
	set := map[string]bool{}
	for _, d := range strings.Fields("builtin func arith cf scf memref tensor math index ub complex bufferization") {
		set[d] = true
	}
	return set
}()

var opName = regexp.MustCompile(`"([a-z_][a-z_0-9]*)\.[A-Za-z_0-9.$-]+"\(`)

// TestSharedCorpusCustom measures the custom form over the corpus given by
// -corpus: overall, and on the subset of chunks whose ops all belong to the
// core dialects (coreDialects) or to dialects mlir-opt does not know
// (written generically). It fails when the subset falls below the floor measured
// when this test was last tightened.
func TestSharedCorpusCustom(t *testing.T) {
	if *extra == "" {
		t.Skip("no -corpus given; make conformance passes it")
	}
	reg := dialects.MustCore()
	type figures struct{ n, opt, gen int }
	var all, subset figures
	var failures []string
	causes := map[string][]string{}
	var paths []string
	for _, path := range files(t, *extra, ".mlir") {
		if _, err := os.Stat(path + ".generic"); err == nil {
			paths = append(paths, path)
		}
	}
	// A chunk's subtest logs how it fails; the floors below decide, on the
	// whole corpus. When -run chose some chunks, each must be exact.
	ran := eachFile(t, *extra, paths, func(t *testing.T, path string) {
		generic, err := os.ReadFile(path + ".generic")
		if err != nil {
			t.Fatal(err)
		}
		in := true
		for _, m := range opName.FindAllStringSubmatch(string(generic), -1) {
			if !coreDialects[m[1]] && reg.HasDialect(m[1]) {
				in = false
				break
			}
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		okOpt, why := check(path, src, false)
		okGen, whyGen := check(path, src, true)
		for _, f := range []*figures{&all, &subset} {
			if f == &subset && !in {
				continue
			}
			f.n++
			f.opt += b2i(okOpt)
			f.gen += b2i(okGen)
		}
		if in && !okOpt {
			failures = append(failures, "opt "+path+": "+why)
		}
		if in && !okGen {
			failures = append(failures, "generic "+path+": "+whyGen)
		}
		if !okOpt {
			t.Log("opt: " + why)
		}
		if !okGen {
			t.Log("generic: " + whyGen)
		}
		switch {
		case !okOpt:
			causes[cause(why)] = append(causes[cause(why)], "opt "+path)
		case !okGen:
			causes[cause(whyGen)] = append(causes[cause(whyGen)], "generic "+path)
		}
	})
	sort.Strings(failures)
	for i, f := range failures {
		if i == 30 {
			t.Logf("... and %d more", len(failures)-30)
			break
		}
		t.Log(f)
	}
	pct := func(a, n int) float64 { return 100 * float64(a) / float64(max(n, 1)) }
	fmt.Printf("core-dialect subset (%s): %d chunks; opt-exact %d (%.1f%%), generic-exact %d (%.1f%%)\n",
		*extra, subset.n, subset.opt, pct(subset.opt, subset.n), subset.gen, pct(subset.gen, subset.n))
	fmt.Printf("whole corpus (%s): %d chunks; opt-exact %d (%.1f%%), generic-exact %d (%.1f%%)\n",
		*extra, all.n, all.opt, pct(all.opt, all.n), all.gen, pct(all.gen, all.n))
	printCauses(causes, *verboseCauses)
	if ran < len(paths) {
		if all.opt < all.n || all.gen < all.n {
			t.Errorf("-run chose %d of %d chunks: opt-exact %d, generic-exact %d of them (the floors hold for the whole corpus only)",
				ran, len(paths), all.opt, all.gen)
		}
		return
	}
	if subset.opt < subsetFloor.opt || subset.gen < subsetFloor.gen {
		t.Errorf("core-dialect subset below its floor: opt-exact %d (floor %d), generic-exact %d (floor %d)",
			subset.opt, subsetFloor.opt, subset.gen, subsetFloor.gen)
	}
	if all.opt < wholeFloor.opt || all.gen < wholeFloor.gen {
		t.Errorf("whole corpus below its floor: opt-exact %d (floor %d), generic-exact %d (floor %d)",
			all.opt, wholeFloor.opt, all.gen, wholeFloor.gen)
	}
}

var verboseCauses = flag.Bool("causes", false, "list every failing chunk under its cause")

// cause names why a chunk failed, for grouping: the error message with
// its position dropped, or the op on the first line that differs.
func cause(why string) string {
	if rest, ok := strings.CutPrefix(why, "line "); ok {
		// "line N:\n  got: ...\n  want: ..."
		want := rest[strings.LastIndex(rest, "want: ")+len("want: "):]
		if m := diffOp.FindString(want); m != "" {
			return "output differs at " + strings.Trim(m, `"( `)
		}
		return "output differs"
	}
	if i := strings.Index(why, ": error: "); i >= 0 {
		why = why[i+len(": "):]
	}
	return why
}

var diffOp = regexp.MustCompile(`"?[a-z_][a-z_0-9]*\.[A-Za-z_0-9.]+"?[( ]`)

// printCauses prints the failures' causes, most frequent first.
func printCauses(causes map[string][]string, all bool) {
	type row struct {
		cause string
		paths []string
	}
	var rows []row
	for c, p := range causes {
		rows = append(rows, row{c, p})
	}
	sort.Slice(rows, func(i, j int) bool {
		if len(rows[i].paths) != len(rows[j].paths) {
			return len(rows[i].paths) > len(rows[j].paths)
		}
		return rows[i].cause < rows[j].cause
	})
	fmt.Println("failures by cause (first failing check per chunk):")
	for _, r := range rows {
		fmt.Printf("  %4d  %s\n", len(r.paths), r.cause)
		if all {
			sort.Strings(r.paths)
			for _, p := range r.paths {
				fmt.Printf("          %s\n", p)
			}
		}
	}
}

// subsetFloor is the subset's figures when last measured: a regression
// fails; raise it as the figures improve.
var subsetFloor = struct{ opt, gen int }{44, 44}

// wholeFloor is the same for the whole of ../shared/corpus (864 chunks,
// every one exact when last measured).
var wholeFloor = struct{ opt, gen int }{864, 864}
