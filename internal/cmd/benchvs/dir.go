package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// benchDir times what users of a formatter feel on a tree of test files:
// mlir-opt run once per file (parse, verify, print; mostly start-up), as a
// loop over the files does, against one mlirfmt -l over the directory
// (both cores); mlirfmt's time is the best of three runs. The machine's
// load is printed with the figures, since both depend on it.
func benchDir(opt, mlirfmt, dir string) error {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mlir") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return err
	}
	fmt.Printf("directory: %s (%d .mlir files), load %s\n", dir, len(files), loadavg())
	start := time.Now()
	for _, f := range files {
		cmd := exec.Command(opt, "--allow-unregistered-dialect", f, "-o", os.DevNull)
		if err := cmd.Run(); err != nil {
			if _, exited := err.(*exec.ExitError); !exited {
				return err
			}
		}
	}
	perFile := time.Since(start)
	best := time.Duration(0)
	for range 3 {
		start := time.Now()
		cmd := exec.Command(mlirfmt, "-l", dir)
		if err := cmd.Run(); err != nil {
			if _, exited := err.(*exec.ExitError); !exited {
				return err
			}
		}
		if d := time.Since(start); best == 0 || d < best {
			best = d
		}
	}
	fmt.Printf("  mlir-opt once per file  %7.2f s  (%.1f ms a file)\n", perFile.Seconds(), perFile.Seconds()*1000/float64(len(files)))
	fmt.Printf("  mlirfmt -l              %7.2f s\n", best.Seconds())
	fmt.Printf("  mlirfmt -l takes 1/%.0f of mlir-opt's time (the bar: 1/50), load %s\n", perFile.Seconds()/best.Seconds(), loadavg())
	return nil
}

// loadavg is the 1-minute load average, or "?".
func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}
