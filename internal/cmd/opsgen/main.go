// Command opsgen writes the typed op accessors of the upstream dialects,
// one Go file per dialect in the dialect's package (dialects/<name>/
// ops_gen.go), from the ODS facts gomlir already holds as data: the
// definitions (dialects/defs/*.json) and their documentation
// (internal/odsdocs: summaries and the ops' C++ class names). Run it with
// `make accessors` after `make defs`; TestGenerated fails when a written
// file is stale.
//
// For each op (named after its C++ class: arith.addi is AddIOp) it writes
//
//	type AddIOp struct{ *ir.Operation }
//	func AsAddIOp(op *ir.Operation) (AddIOp, bool)
//	func NewAddIOp(ctx *ir.Context, lhs, rhs ir.Value) AddIOp
//
// and getters by ODS name in Go case: operands and results (ir.Value;
// []ir.Value for a variadic group, sized as ODS sizes it; nil for an
// absent optional one), regions and successors, and for each attribute
// its value where the storage has a Go form (an enum, int64, bool,
// string, ir.Type, []int64; ODS's default when absent), the attribute as
// stored (typed: *ir.IntegerAttr, *ir.ArrayAttr, ...; nil when absent)
// and a setter. A getter whose name is a field or method of ir.Operation
// (Name, Operands, Results, ...) is prefixed with Get. ODS enums become Go
// types with constants (arith.CmpIPredicateSlt), String and a parser.
//
//	go run ./internal/cmd/opsgen            # write the files
//	go run ./internal/cmd/opsgen -check     # exit 1 when one is stale
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

func main() {
	root := flag.String("root", ".", "the module's root directory")
	check := flag.Bool("check", false, "write nothing; report stale files and exit 1 when there are any")
	flag.Parse()
	files, err := Generate(*root)
	if err != nil {
		fmt.Fprintln(os.Stderr, "opsgen:", err)
		os.Exit(1)
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	stale := 0
	total := 0
	for _, p := range paths {
		full := filepath.Join(*root, p)
		total += len(files[p])
		old, _ := os.ReadFile(full)
		if bytes.Equal(old, files[p]) {
			continue
		}
		stale++
		if *check {
			fmt.Fprintf(os.Stderr, "opsgen: %s is stale\n", p)
			continue
		}
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			fmt.Fprintln(os.Stderr, "opsgen:", err)
			os.Exit(1)
		}
		if err := os.WriteFile(full, files[p], 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "opsgen:", err)
			os.Exit(1)
		}
	}
	if *check && stale > 0 {
		os.Exit(1)
	}
	if !*check {
		fmt.Fprintf(os.Stderr, "opsgen: %d files (%d written), %d bytes\n", len(files), stale, total)
	}
}
