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
	"strings"
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

// mode is one way of running mlirfmt, against the mlir-opt command that
// does the same work.
type mode struct {
	name     string
	opt, fmt []string // arguments before the file
}

var modes = map[string]mode{
	// The formatter's default style, against mlir-opt printing.
	"preserve": {"default (preserve) style", nil, nil},
	"mlir-opt": {"-style=mlir-opt", nil, []string{"-style=mlir-opt"}},
	"generic":  {"-style=mlir-opt -generic", []string{"--mlir-print-op-generic"}, []string{"-style=mlir-opt", "-generic"}},
	// mlir-opt verifies what it reads before printing: -verify against
	// the same command.
	"verify": {"-verify", nil, []string{"-verify"}},
}

// args returns the two commands' arguments for file.
func (m mode) args(file string) (opt, fmtArgs []string) {
	opt = append(append([]string{"--allow-unregistered-dialect"}, m.opt...), file, "-o", os.DevNull)
	fmtArgs = append([]string(nil), m.fmt...)
	if !slices.Contains(m.fmt, "-verify") {
		fmtArgs = append(fmtArgs, "-o", os.DevNull)
	}
	return opt, append(fmtArgs, file)
}

// race runs both tools runs times each, alternating them so that a change
// of load hits both, and returns their summaries.
func race(runs int, opt, fmtBin string, optArgs, fmtArgs []string) (a, b tool, err error) {
	var ra, rb []run
	for range runs {
		for _, t := range []struct {
			runs *[]run
			name string
			args []string
		}{{&ra, opt, optArgs}, {&rb, fmtBin, fmtArgs}} {
			r, err := measure(t.name, t.args...)
			if err != nil {
				return a, b, err
			}
			*t.runs = append(*t.runs, r)
		}
	}
	return summary(ra), summary(rb), nil
}

func main() {
	opt := flag.String("mlir-opt", "mlir-opt", "path of mlir-opt")
	fmtBin := flag.String("mlirfmt", "bin/mlirfmt", "path of mlirfmt")
	runs := flag.Int("runs", 3, "runs of each tool per mode")
	dir := flag.String("dir", "", "instead of FILE: time mlirfmt -l over the .mlir files of this directory against mlir-opt run once per file")
	modeList := flag.String("modes", "mlir-opt,generic", "modes to compare, comma-separated: preserve, mlir-opt, generic, verify")
	growth := flag.String("growth", "", "instead: sizes in MB (e.g. 2,4,8,16,32) of prefixes of FILE (a genmix.py file: cut between its nested modules); reports each mode's time as the input doubles")
	flag.Parse()
	if *dir != "" && flag.NArg() == 0 {
		if err := benchDir(*opt, *fmtBin, *dir); err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		return
	}
	var ms []mode
	for _, name := range strings.Split(*modeList, ",") {
		m, ok := modes[name]
		if !ok {
			fmt.Fprintf(os.Stderr, "benchvs: unknown mode %q\n", name)
			os.Exit(2)
		}
		ms = append(ms, m)
	}
	if flag.NArg() != 1 || *runs < 1 {
		fmt.Fprintln(os.Stderr, "usage: benchvs [-mlir-opt PATH] [-mlirfmt PATH] [-runs N] [-modes LIST] [-growth MBS] FILE | -dir DIR")
		os.Exit(2)
	}
	file := flag.Arg(0)
	if *growth != "" {
		if err := growthSeries(*opt, *fmtBin, file, *growth, *runs, ms); err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		return
	}
	st, err := os.Stat(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchvs:", err)
		os.Exit(2)
	}
	mb := float64(st.Size()) / (1 << 20)
	fmt.Printf("file: %s (%.1f MB), %d runs per tool, min / median, load %s\n", file, mb, *runs, loadavg())
	for _, m := range ms {
		optArgs, fmtArgs := m.args(file)
		sa, sb, err := race(*runs, *opt, *fmtBin, optArgs, fmtArgs)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchvs:", err)
			os.Exit(1)
		}
		fmt.Printf("%s (mlir-opt %s):\n", m.name, strings.Join(optArgs, " "))
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
	fmt.Printf("load average after: %s\n", loadavg())
}
