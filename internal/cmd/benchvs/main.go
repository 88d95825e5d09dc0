// Command benchvs runs mlir-opt and mlirfmt on the same file, both printing
// to /dev/null in custom form (mlir-opt's default: DESIGN.md's reference)
// and in generic form, each several times, and reports per tool the
// minimum and median of its wall time, its CPU time (user + system) and
// its peak memory (the child's maximum resident set size), with the
// ratios of the medians. On a loaded machine wall time understates a
// parallel pipeline; CPU time and peak memory are steadier measures.
//
//	go run ./internal/cmd/benchvs -mlir-opt PATH -mlirfmt PATH [-runs 3] FILE
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"syscall"
	"time"
)

// run is one measured run of a tool.
type run struct {
	wall, cpu float64 // seconds
	peakMB    float64
}

func measure(name string, args ...string) (run, error) {
	cmd := exec.Command(name, args...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return run{}, fmt.Errorf("%s: %w", name, err)
	}
	r := run{wall: time.Since(start).Seconds()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.peakMB = float64(ru.Maxrss) / 1024 // Linux reports KiB
		r.cpu = seconds(ru.Utime) + seconds(ru.Stime)
	}
	return r, nil
}

func seconds(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }

// stat is the minimum and median of one measure over the runs.
type stat struct{ min, med float64 }

func summarize(runs []run, f func(run) float64) stat {
	xs := make([]float64, len(runs))
	for i, r := range runs {
		xs[i] = f(r)
	}
	slices.Sort(xs)
	return stat{xs[0], xs[len(xs)/2]}
}

// tool is the summary of one tool's runs.
type tool struct{ wall, cpu, peak stat }

func summary(runs []run) tool {
	return tool{
		wall: summarize(runs, func(r run) float64 { return r.wall }),
		cpu:  summarize(runs, func(r run) float64 { return r.cpu }),
		peak: summarize(runs, func(r run) float64 { return r.peakMB }),
	}
}

func main() {
	opt := flag.String("mlir-opt", "mlir-opt", "path of mlir-opt")
	fmtBin := flag.String("mlirfmt", "bin/mlirfmt", "path of mlirfmt")
	runs := flag.Int("runs", 3, "runs of each tool per form")
	dir := flag.String("dir", "", "instead of FILE: time mlirfmt -l over the .mlir files of this directory against mlir-opt run once per file")
	flag.Parse()
	if *dir != "" && flag.NArg() == 0 {
		if err := benchDir(*opt, *fmtBin, *dir); err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		return
	}
	if flag.NArg() != 1 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: benchvs [-mlir-opt PATH] [-mlirfmt PATH] [-runs N] FILE | -dir DIR")
		os.Exit(2)
	}
	file := flag.Arg(0)
	st, err := os.Stat(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchvs:", err)
		os.Exit(2)
	}
	mb := float64(st.Size()) / (1 << 20)
	fmt.Printf("file: %s (%.1f MB), %d runs per tool, min / median\n", file, mb, *runs)
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Printf("load average before: %s", load)
	}
	for _, form := range []struct {
		name     string
		opt, fmt []string
	}{
		{"custom form", nil, nil},
		{"generic form", []string{"--mlir-print-op-generic"}, []string{"-generic"}},
	} {
		optArgs := append(append([]string{"--allow-unregistered-dialect"}, form.opt...), file, "-o", os.DevNull)
		fmtArgs := append(append([]string{"-style=mlir-opt"}, form.fmt...), "-o", os.DevNull, file)
		var a, b []run
		// Alternate the tools so that a change of load hits both.
		for range *runs {
			for _, t := range []struct {
				runs *[]run
				name string
				args []string
			}{{&a, *opt, optArgs}, {&b, *fmtBin, fmtArgs}} {
				r, err := measure(t.name, t.args...)
				if err != nil {
					fmt.Fprintln(os.Stderr, "benchvs:", err)
					os.Exit(1)
				}
				*t.runs = append(*t.runs, r)
			}
		}
		sa, sb := summary(a), summary(b)
		fmt.Printf("%s:\n", form.name)
		fmt.Printf("  %-9s %15s %15s %13s %15s\n", "", "wall s", "cpu s", "MB/s (wall)", "peak MB")
		for _, row := range []struct {
			name string
			t    tool
		}{{"mlir-opt", sa}, {"mlirfmt", sb}} {
			fmt.Printf("  %-9s %6.2f / %6.2f %6.2f / %6.2f %13.1f %6.0f / %6.0f\n", row.name,
				row.t.wall.min, row.t.wall.med, row.t.cpu.min, row.t.cpu.med, mb/row.t.wall.med, row.t.peak.min, row.t.peak.med)
		}
		fmt.Printf("  mlirfmt / mlir-opt (medians): %.2fx throughput (wall), %.2fx (cpu), %.2fx peak memory\n",
			sa.wall.med/sb.wall.med, sa.cpu.med/sb.cpu.med, sb.peak.med/sa.peak.med)
	}
	if load, err := os.ReadFile("/proc/loadavg"); err == nil {
		fmt.Printf("load average after: %s", load)
	}
}
