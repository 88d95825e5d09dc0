// Command genmlir writes large MLIR files for benchmarks: a generic-form
// module of many functions (-mb), or one func.func of many ops (-ops):
// -shape=const for that many arith.constant ops, -shape=mixed for ops of
// several dialects that use each other's results, with scf.for bodies.
//
//	go run ./internal/cmd/genmlir -mb 100 -o big.mlir
//	go run ./internal/cmd/genmlir -ops 1000000 -shape mixed -o func.mlir
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/gomlir/gomlir/internal/gen"
)

func main() {
	mb := flag.Int("mb", 100, "size of the file in MB")
	ops := flag.Int("ops", 0, "instead of -mb: one function of this many ops")
	shape := flag.String("shape", "const", "with -ops: const (arith.constant ops) or mixed")
	out := flag.String("o", "", "output file (default standard output)")
	flag.Parse()
	var data []byte
	switch {
	case *ops == 0:
		data = gen.Generic(*mb << 20)
	case *shape == "const":
		data = gen.Constants(*ops)
	case *shape == "mixed":
		data = gen.Mixed(*ops)
	default:
		fmt.Fprintf(os.Stderr, "genmlir: -shape=%s: want const or mixed\n", *shape)
		os.Exit(2)
	}
	var err error
	if *out == "" {
		_, err = os.Stdout.Write(data)
	} else {
		err = os.WriteFile(*out, data, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genmlir:", err)
		os.Exit(1)
	}
}
