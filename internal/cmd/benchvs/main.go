// Command benchvs runs mlir-opt and mlirfmt on the same file, both printing
// to /dev/null in custom form (mlir-opt's default: DESIGN.md's reference)
// and in generic form, and reports wall time, throughput and peak memory
// (the child's maximum resident set size) with their ratios.
//
//	go run ./internal/cmd/benchvs -mlir-opt PATH -mlirfmt PATH FILE
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

type result struct {
	secs   float64
	peakMB float64
}

func measure(name string, args ...string) (result, error) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return result{}, fmt.Errorf("%s: %w", name, err)
	}
	r := result{secs: time.Since(start).Seconds()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.peakMB = float64(ru.Maxrss) / 1024 // Linux reports KiB
	}
	return r, nil
}

func main() {
	opt := flag.String("mlir-opt", "mlir-opt", "path of mlir-opt")
	fmtBin := flag.String("mlirfmt", "bin/mlirfmt", "path of mlirfmt")
	dir := flag.String("dir", "", "instead of FILE: time mlirfmt -l over the .mlir files of this directory against mlir-opt run once per file")
	flag.Parse()
	if *dir != "" && flag.NArg() == 0 {
		if err := benchDir(*opt, *fmtBin, *dir); err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		return
	}
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: benchvs [-mlir-opt PATH] [-mlirfmt PATH] FILE | -dir DIR")
		os.Exit(2)
	}
	file := flag.Arg(0)
	st, err := os.Stat(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchvs:", err)
		os.Exit(2)
	}
	mb := float64(st.Size()) / (1 << 20)
	fmt.Printf("file: %s (%.1f MB)\n", file, mb)
	for _, form := range []struct {
		name     string
		opt, fmt []string
	}{
		{"custom form", nil, nil},
		{"generic form", []string{"--mlir-print-op-generic"}, []string{"-generic"}},
	} {
		a, err := measure(*opt, append(append([]string{"--allow-unregistered-dialect"}, form.opt...), file, "-o", os.DevNull)...)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		b, err := measure(*fmtBin, append(append([]string{"-style=mlir-opt"}, form.fmt...), "-o", os.DevNull, file)...)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		fmt.Printf("%s:\n", form.name)
		for _, row := range []struct {
			name string
			r    result
		}{{"mlir-opt", a}, {"mlirfmt", b}} {
			fmt.Printf("  %-9s %7.2f s  %7.1f MB/s  peak %6.0f MB\n", row.name, row.r.secs, mb/row.r.secs, row.r.peakMB)
		}
		fmt.Printf("  mlirfmt / mlir-opt: %.2fx throughput, %.2fx peak memory\n", a.secs/b.secs, b.peakMB/a.peakMB)
	}
}
