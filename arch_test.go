package gomlir_test

import (
	"bufio"
	"errors"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The direction of imports between the module's packages (issue 14's "Done
// when"): the core reads and prints MLIR through the contract (package
// dialect), never through a concrete dialect or the format engine, and the
// dialects never reach back into the core's parser, lowering or printer.
// Only production imports count: a test may import what it needs.

// corePackages are the core: they know the dialects through package
// dialect alone (and dialects/ods, the definitions as data). Their
// subpackages are held to the same rule.
var corePackages = []string{"grammar", "lower", "printer", "verify", "format", "lsp"}

// rule is one import rule: importer may not import imported (package
// paths relative to the module; a trailing "/..." matches the package and
// those under it).
type rule struct {
	why                string
	importer, imported string
	except             []string // imported packages the rule allows
}

func rules() []rule {
	rs := []rule{
		{why: "a dialect does not reach into the parser", importer: "dialects/...", imported: "grammar/..."},
		{why: "a dialect does not reach into the lowering", importer: "dialects/...", imported: "lower"},
		{why: "a dialect does not reach into the printer", importer: "dialects/...", imported: "printer"},
		{why: "the lowering does not print", importer: "lower", imported: "printer"},
		{why: "the IR does not depend on the syntax tree", importer: "ir", imported: "ast"},
		{why: "bytecode is read before printing or formatting", importer: "bytecode", imported: "printer"},
		{why: "bytecode is read before printing or formatting", importer: "bytecode", imported: "format"},
		{why: "bytecode is read before printing or formatting", importer: "bytecode", imported: "lsp"},
		{why: "the root package (package gomlir, the library's entry) may import everything, and nothing imports it", importer: "*", imported: "."},
	}
	for _, core := range corePackages {
		rs = append(rs, rule{why: "the core knows dialects only through package dialect", importer: core + "/...",
			imported: "dialects/...", except: []string{"dialects/ods"}})
	}
	return rs
}

// dialectImports are the only packages of the module the contract may
// import.
var dialectImports = []string{"token", "ast", "ir", "diag", "dialects/ods"}

// dialectInfra are the packages under dialects/ that are not a dialect:
// the registry and the helpers the dialect packages share, the format
// engine, the definitions and their decoding. Every other package under
// dialects/ is one dialect (or a family sharing code upstream), with one
// Register; package dialects itself builds the upstream set.
var dialectInfra = []string{"dialects/registry", "dialects/shared", "dialects/asmformat", "dialects/dialectattr", "dialects/defs", "dialects/ods"}

// isDialectPackage reports whether path is a dialect's package.
func isDialectPackage(path string) bool {
	return strings.HasPrefix(path, "dialects/") && !slices.ContainsFunc(dialectInfra, func(infra string) bool { return matches(infra+"/...", path) })
}

// dialectPackageRule is the rule between the dialects' packages: a dialect
// package imports no other dialect's package nor package dialects (what
// dialects share goes through dialects/registry and dialects/shared), and
// the shared packages import no dialect: adding a hand-written op touches
// dialects/<name>/ only. why is "" when importer may import imported.
func dialectPackageRule(importer, imported string) (why string) {
	switch {
	case isDialectPackage(importer) && (imported == "dialects" || isDialectPackage(imported)):
		return "a dialect package imports no other dialect's package: what dialects share is in dialects/registry and dialects/shared"
	case matches("dialects/...", importer) && importer != "dialects" && !isDialectPackage(importer) && (imported == "dialects" || isDialectPackage(imported)):
		return "the packages the dialects share import no dialect"
	}
	return ""
}

// modulePackages returns the module's path and, by path relative to the
// module, the module packages each of its packages imports (not counting
// tests).
func modulePackages(t *testing.T) (string, map[string][]string) {
	t.Helper()
	f, err := os.Open("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var module string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "module "); ok {
			module = strings.TrimSpace(rest)
			break
		}
	}
	if module == "" {
		t.Fatal("go.mod names no module")
	}
	pkgs := map[string][]string{}
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if path != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
			return filepath.SkipDir
		}
		p, err := build.ImportDir(path, 0)
		if err != nil {
			var none *build.NoGoError
			if errors.As(err, &none) {
				return nil
			}
			return err
		}
		rel := filepath.ToSlash(path)
		var imports []string
		for _, imp := range p.Imports {
			if imp == module {
				imports = append(imports, ".")
			} else if r, ok := strings.CutPrefix(imp, module+"/"); ok {
				imports = append(imports, r)
			}
		}
		pkgs[rel] = imports
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return module, pkgs
}

// matches reports whether the package path matches pattern ("x",
// "x/...", or "*" for every package; the module's root package is ".").
func matches(pattern, path string) bool {
	if pattern == "*" {
		return true
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

func TestImportDirection(t *testing.T) {
	_, pkgs := modulePackages(t)
	for _, must := range []string{".", "ast", "ir", "dialect", "dialects", "grammar", "lower", "printer", "verify", "format", "lsp"} {
		if _, ok := pkgs[must]; !ok {
			t.Fatalf("package %s not found: the walk is broken", must)
		}
	}
	check := func(importer, imported, why string) {
		t.Errorf("%s imports %s: %s", importer, imported, why)
	}
	for importer, imports := range pkgs {
		for _, imported := range imports {
			for _, r := range rules() {
				if matches(r.importer, importer) && matches(r.imported, imported) && !slices.Contains(r.except, imported) {
					check(importer, imported, r.why)
				}
			}
			if why := dialectPackageRule(importer, imported); why != "" {
				check(importer, imported, why)
			}
			if importer == "dialect" && !slices.Contains(dialectImports, imported) {
				check(importer, imported, "the contract imports only "+strings.Join(dialectImports, ", "))
			}
		}
	}
}

// TestImportRules checks the rules themselves against made-up imports, so
// that a rule that can never fail is found.
func TestImportRules(t *testing.T) {
	broken := func(importer, imported string) bool {
		for _, r := range rules() {
			if matches(r.importer, importer) && matches(r.imported, imported) && !slices.Contains(r.except, imported) {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		importer, imported string
		want               bool
	}{
		{"dialects", "grammar", true},
		{"dialects/asmformat", "printer", true},
		{"dialects/dialectattr", "grammar/spec", true},
		{"dialects", "lower", true},
		{"dialects", "dialect", false},
		{"lower", "printer", true},
		{"lower", "dialects/dialectattr", true},
		{"lower", "dialects/ods", false},
		{"printer", "dialects/asmformat", true},
		{"grammar", "dialects", true},
		{"grammar/spec", "dialects", true},
		{"format", "dialect", false},
		{"lsp", "dialects", true},
		{"verify", "dialects/ods", false},
		{"ir", "ast", true},
		{"ast", "ir", false},
		{"cmd/mlirfmt", "dialects", false},
		{"cmd/mlirfmt", ".", true},
		{"format", ".", true},
		{".", "dialects", false},
		{".", "format", false},
		{".", "lower", false},
	} {
		if got := broken(c.importer, c.imported); got != c.want {
			t.Errorf("%s importing %s breaks a rule: %v, want %v", c.importer, c.imported, got, c.want)
		}
	}
	for _, c := range []struct {
		importer, imported string
		want               bool
	}{
		{"dialects/tosa", "dialects/scf", true},
		{"dialects/tosa", "dialects", true},
		{"dialects/tosa", "dialects/shared", false},
		{"dialects/tosa", "dialects/registry", false},
		{"dialects/tosa", "dialects/asmformat", false},
		{"dialects/tosa", "dialect", false},
		{"dialects/shared", "dialects/tosa", true},
		{"dialects/registry", "dialects", true},
		{"dialects/registry", "dialects/shared", false},
		{"dialects/asmformat/internal", "dialects/smt", true},
		{"dialects", "dialects/tosa", false},
		{"cmd/mlirfmt", "dialects/tosa", false},
	} {
		if got := dialectPackageRule(c.importer, c.imported) != ""; got != c.want {
			t.Errorf("%s importing %s breaks the dialect packages' rule: %v, want %v", c.importer, c.imported, got, c.want)
		}
	}
}

// TestNoInit: no production code registers anything from an init()
// function: what the upstream set is, is what Core's explicit calls and the
// packages' tables (expressions) say. A test may still use one.
func TestNoInit(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for line := 1; sc.Scan(); line++ {
			if strings.HasPrefix(sc.Text(), "func init()") {
				t.Errorf("%s:%d: an init() function (build the table with an expression, or register it in the package's Register)", path, line)
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
}
