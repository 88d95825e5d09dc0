// Command dialectstats prints, per upstream dialect, how many of its ops
// gomlir knows the custom form of: a Markdown table of the ops upstream
// (generated from MLIR 22's ODS into dialects/defs), those with a working
// custom syntax in gomlir (a compiled assembly format or a Go hook),
// those missing (dialects/incomplete.txt) and those with no custom form
// upstream either (they print generically in mlir-opt too).
//
//	go run ./internal/cmd/dialectstats            # print the table
//	go run ./internal/cmd/dialectstats -w README.md
//
// With -w, the table replaces what is between the lines
// `<!-- dialect table -->` and `<!-- end dialect table -->` of the file
// (make dialect-table).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/dialects/defs"
)

const (
	startMarker = "<!-- dialect table -->"
	endMarker   = "<!-- end dialect table -->"
)

func main() {
	write := flag.String("w", "", "replace the table between the markers of this file")
	flag.Parse()
	r, err := dialects.Core()
	if err != nil {
		fail(err)
	}
	table := Table(r)
	if *write == "" {
		fmt.Print(table)
		return
	}
	text, err := os.ReadFile(*write)
	if err != nil {
		fail(err)
	}
	out, err := Replace(text, table)
	if err != nil {
		fail(fmt.Errorf("%s: %v", *write, err))
	}
	if !bytes.Equal(out, text) {
		if err := os.WriteFile(*write, out, 0o644); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "dialectstats:", err)
	os.Exit(1)
}

// Counts are one dialect's figures.
type Counts struct {
	Dialect string
	// Ops is the number of ops upstream; Working of those whose custom
	// form gomlir parses and prints; Missing of those whose custom form
	// it does not know yet; GenericOnly of those with no custom form
	// upstream either.
	Ops, Working, Missing, GenericOnly int
}

// Stats counts the ops of every embedded dialect, in file order.
func Stats(r *dialects.Registry) []Counts {
	incomplete := r.Incomplete()
	var out []Counts
	for _, file := range defs.Files() {
		name := strings.TrimSuffix(file, ".json")
		d := r.Dialect(name)
		if d == nil {
			continue
		}
		c := Counts{Dialect: name, Ops: len(d.Ops)}
		for _, op := range d.Ops {
			switch _, missing := incomplete[op.Name]; {
			case missing:
				c.Missing++
			case r.Syntax(op.Name) != nil:
				c.Working++
			default:
				c.GenericOnly++
			}
		}
		out = append(out, c)
	}
	return out
}

// Table is the Markdown table of Stats, with a total row.
func Table(r *dialects.Registry) string {
	var b strings.Builder
	b.WriteString("| dialect | ops | custom form in gomlir | missing | generic only upstream |\n")
	b.WriteString("|---|--:|--:|--:|--:|\n")
	var total Counts
	for _, c := range Stats(r) {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d |\n", c.Dialect, c.Ops, c.Working, c.Missing, c.GenericOnly)
		total.Ops += c.Ops
		total.Working += c.Working
		total.Missing += c.Missing
		total.GenericOnly += c.GenericOnly
	}
	fmt.Fprintf(&b, "| **total** | **%d** | **%d** | **%d** | **%d** |\n", total.Ops, total.Working, total.Missing, total.GenericOnly)
	return b.String()
}

// Replace puts table between the markers of text, each on a line of its
// own.
func Replace(text []byte, table string) ([]byte, error) {
	start := bytes.Index(text, []byte(startMarker+"\n"))
	end := bytes.Index(text, []byte(endMarker))
	if start < 0 || end < start {
		return nil, fmt.Errorf("no %q line followed by a %q line", startMarker, endMarker)
	}
	start += len(startMarker) + 1
	var out bytes.Buffer
	out.Write(text[:start])
	out.WriteString(table)
	out.Write(text[end:])
	return out.Bytes(), nil
}
