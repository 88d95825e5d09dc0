// Command odsgen writes the op, enum and attribute definitions of the
// upstream dialects gomlir knows, as JSON (one dialects/defs/<dialect>.json
// per dialect), from the ODS records of the system's MLIR 22:
//
//	mlir-tblgen --print-records -I /usr/lib/llvm-22/include <file.td>
//
// Only interface facts are kept: names, kinds, constraints, traits and
// formats; no descriptions and no C++ bodies (except the transformer
// expression of a TypesMatchWith trait). Run it with `make defs` or
// `go generate ./dialects/defs`:
//
//	go run ./internal/cmd/odsgen -o dialects/defs
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"

	"github.com/gomlir/gomlir/dialects/ods"
)

// specs are the generated dialects and the .td files their definitions
// come from.
var specs = []spec{
	{Name: "builtin", Files: []string{"mlir/IR/BuiltinOps.td"}, Ops: []string{"module", "unrealized_conversion_cast"}},
	{Name: "func", Files: []string{"mlir/Dialect/Func/IR/FuncOps.td"}},
	{Name: "arith", Files: []string{"mlir/Dialect/Arith/IR/ArithOps.td"}},
	{Name: "cf", Files: []string{"mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"}},
	{Name: "scf", Files: []string{"mlir/Dialect/SCF/IR/SCFOps.td"}},
	{Name: "memref", Files: []string{"mlir/Dialect/MemRef/IR/MemRefOps.td"}},
	{Name: "tensor", Files: []string{"mlir/Dialect/Tensor/IR/TensorOps.td"}},
	{Name: "math", Files: []string{"mlir/Dialect/Math/IR/MathOps.td"}},
	{Name: "index", Files: []string{"mlir/Dialect/Index/IR/IndexOps.td"}},
	{Name: "ub", Files: []string{"mlir/Dialect/UB/IR/UBOps.td"}},
	{Name: "complex", Files: []string{"mlir/Dialect/Complex/IR/ComplexOps.td", "mlir/Dialect/Complex/IR/ComplexAttributes.td"}},
	{Name: "bufferization", Files: []string{"mlir/Dialect/Bufferization/IR/BufferizationOps.td"}},
}

const (
	defaultTblgen  = "/usr/lib/llvm-22/bin/mlir-tblgen"
	defaultInclude = "/usr/lib/llvm-22/include"
)

func main() {
	tblgen := flag.String("tblgen", envOr("MLIR_TBLGEN", defaultTblgen), "mlir-tblgen of MLIR 22")
	include := flag.String("I", defaultInclude, "MLIR include directory")
	out := flag.String("o", "dialects/defs", "output directory")
	verbose := flag.Bool("v", false, "list the facts left untranslated")
	flag.Parse()
	files, notes, err := Generate(*tblgen, *include)
	if err != nil {
		fmt.Fprintln(os.Stderr, "odsgen:", err)
		os.Exit(1)
	}
	for _, name := range sortedKeys(files) {
		if err := os.WriteFile(filepath.Join(*out, name+".json"), files[name], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "odsgen:", err)
			os.Exit(1)
		}
	}
	if *verbose {
		for _, n := range notes {
			fmt.Fprintln(os.Stderr, n)
		}
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Generate runs mlir-tblgen on every spec's files and returns each
// dialect's JSON by dialect name, and notes on what it left untranslated.
func Generate(tblgen, include string) (map[string][]byte, []string, error) {
	sources := map[string]*source{}
	for _, sp := range specs {
		for _, file := range sp.Files {
			if sources[file] != nil {
				continue
			}
			cmd := exec.Command(tblgen, "--print-records", "-I", include, filepath.Join(include, file))
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			text, err := cmd.Output()
			if err != nil {
				return nil, nil, fmt.Errorf("%s %s: %v\n%s", tblgen, file, err, stderr.Bytes())
			}
			recs, err := ParseRecords(string(text))
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %v", file, err)
			}
			sources[file] = &source{file: file, recs: recs}
		}
	}
	return Build(specs, sources)
}

// Build turns parsed sources into each dialect's JSON.
func Build(specs []spec, sources map[string]*source) (map[string][]byte, []string, error) {
	g := newGenerator(specs, sources)
	files := g.run()
	out := map[string][]byte{}
	for name, f := range files {
		data, err := encode(f)
		if err != nil {
			return nil, nil, err
		}
		out[name] = data
	}
	sort.Strings(g.notes)
	return out, g.notes, nil
}

// encode writes a file as indented JSON, `<` and `>` as themselves.
func encode(f *ods.File) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
