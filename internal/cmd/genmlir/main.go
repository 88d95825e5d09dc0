// Command genmlir writes a large generic-form MLIR file for benchmarks.
//
//	go run ./internal/cmd/genmlir -mb 100 -o big.mlir
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/gomlir/gomlir/internal/gen"
)

func main() {
	mb := flag.Int("mb", 100, "size of the file in MB")
	out := flag.String("o", "", "output file (default standard output)")
	flag.Parse()
	data := gen.Generic(*mb << 20)
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
