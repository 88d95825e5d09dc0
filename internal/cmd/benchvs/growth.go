package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// growthSeries times each mode on prefixes of file of the given sizes (in
// MB, each cut between two of its nested modules, as genmix.py writes
// them) against mlir-opt on the same prefix, and prints how the medians
// grow from one size to the next: linear time doubles with the input.
func growthSeries(opt, fmtBin, file, sizes string, runs int, ms []mode) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "benchvs-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var paths []string
	var mbs []float64
	for _, s := range strings.Split(sizes, ",") {
		mb, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return fmt.Errorf("-growth: %v", err)
		}
		prefix, err := Prefix(src, int(mb*(1<<20)))
		if err != nil {
			return err
		}
		path := filepath.Join(tmp, s+".mlir")
		if err := os.WriteFile(path, prefix, 0o644); err != nil {
			return err
		}
		paths = append(paths, path)
		mbs = append(mbs, float64(len(prefix))/(1<<20))
	}
	fmt.Printf("growth: prefixes of %s, %d runs per tool and size, medians; x: time / time of the previous size; load %s\n", file, runs, loadavg())
	for _, m := range ms {
		fmt.Printf("%s:\n  %8s %22s %22s %22s\n", m.name, "MB", "mlirfmt wall s (x)", "mlirfmt cpu s (x)", "mlir-opt wall s (x)")
		var prev [3]float64
		for i, path := range paths {
			optArgs, fmtArgs := m.args(path)
			a, b, err := race(runs, opt, fmtBin, optArgs, fmtArgs)
			if err != nil {
				return err
			}
			cur := [3]float64{b.wall.med, b.cpu.med, a.wall.med}
			fmt.Printf("  %8.1f", mbs[i])
			for k, v := range cur {
				if i == 0 {
					fmt.Printf(" %14.2f        ", v)
				} else {
					fmt.Printf(" %14.2f (%4.2fx)", v, v/prev[k])
				}
			}
			fmt.Println()
			prev = cur
		}
	}
	fmt.Printf("load average after: %s\n", loadavg())
	return nil
}

// Prefix returns the first n bytes or so of a genmix.py file (`module {`,
// nested modules each starting on a line of their own, `}`): the outer
// module holding the nested modules up to the last line `module` that
// starts before n.
func Prefix(src []byte, n int) ([]byte, error) {
	const open = "module {\n"
	if !bytes.HasPrefix(src, []byte(open)) {
		return nil, fmt.Errorf("not a genmix.py file (it does not start with %q)", open)
	}
	if n >= len(src) {
		return nil, fmt.Errorf("the file has %d bytes, fewer than the %d asked for", len(src), n)
	}
	i := bytes.LastIndex(src[:n], []byte("\nmodule"))
	if i <= len(open) {
		return nil, fmt.Errorf("no nested module ends before byte %d", n)
	}
	out := append([]byte(nil), src[:i+1]...)
	return append(out, "}\n"...), nil
}
