package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/bytecode"
	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
)

// bytecodeFloor is the number of chunks of the shared corpus (864 today)
// whose mlir-opt bytecode gomlir reads and prints exactly as mlir-opt
// prints the same chunk, in both the custom and the generic form.
const bytecodeFloor = 864

// TestBytecodeLikeMlirOpt: every chunk (split at `// -----`) of the
// corpus given with -corpus is written as bytecode by mlir-opt
// (--emit-bytecode), read by the bytecode package and printed in
// mlir-opt's style, custom and generic: both must equal mlir-opt's output
// for the chunk (the file's .opt and .generic goldens when it is one chunk).
func TestBytecodeLikeMlirOpt(t *testing.T) {
	if *extra == "" || *mlirOpt == "" {
		t.Skip("needs -corpus and -mlir-opt (make conformance passes them)")
	}
	reg := dialects.MustCore()
	var paths []string
	for _, path := range files(t, *extra, ".mlir") {
		if _, err := os.Stat(path + ".opt"); err == nil {
			paths = append(paths, path)
		}
	}
	type job struct {
		name     string
		src      []byte
		opt, gen []byte // goldens, nil: ask mlir-opt
	}
	var jobs []job
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		chunks := splitChunks(string(src))
		if len(chunks) == 1 {
			opt, err1 := os.ReadFile(path + ".opt")
			gen, err2 := os.ReadFile(path + ".generic")
			if err1 == nil && err2 == nil {
				jobs = append(jobs, job{relName(*extra, path), src, opt, gen})
				continue
			}
		}
		for i, c := range chunks {
			jobs = append(jobs, job{fmt.Sprintf("%s#%d", relName(*extra, path), i), []byte(c), nil, nil})
		}
	}
	var mu sync.Mutex
	var n, emitted, exact int
	causes := map[string][]string{}
	fail := func(name, why string) {
		mu.Lock()
		causes[why] = append(causes[why], name)
		mu.Unlock()
	}
	work := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				bc, err := optRun(j.src, "--emit-bytecode")
				mu.Lock()
				n++
				mu.Unlock()
				if err != nil {
					continue // mlir-opt rejects the chunk: nothing to read
				}
				mu.Lock()
				emitted++
				mu.Unlock()
				if j.opt == nil {
					if j.opt, err = optRun(j.src); err != nil {
						fail(j.name, "mlir-opt: "+err.Error())
						continue
					}
					if j.gen, err = optRun(j.src, "--mlir-print-op-generic"); err != nil {
						fail(j.name, "mlir-opt: "+err.Error())
						continue
					}
				}
				text, err := bytecode.ToText(bc, reg)
				if err != nil {
					msg := err.Error()
					if e, ok := err.(*bytecode.Error); ok {
						msg = e.Msg
					}
					fail(j.name, "read: "+msg)
					continue
				}
				ok := true
				for _, generic := range []bool{false, true} {
					want := j.opt
					if generic {
						want = j.gen
					}
					got, file, err := format.Source(j.name, text, format.Options{Dialects: reg, Generic: generic, Style: format.MLIROpt})
					if err != nil {
						fail(j.name, "parse: "+cause(firstLine(diag.AsList(err).Format(file))))
						ok = false
						break
					}
					if !bytes.Equal(got, want) {
						fail(j.name, fmt.Sprintf("differs (generic=%v): %s", generic, cause(firstDiff(got, want))))
						ok = false
						break
					}
				}
				if ok {
					mu.Lock()
					exact++
					mu.Unlock()
				}
			}
		}()
	}
	for _, j := range jobs {
		work <- j
	}
	close(work)
	wg.Wait()
	var keys []string
	for k := range causes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool { return len(causes[keys[a]]) > len(causes[keys[b]]) })
	for _, k := range keys {
		t.Logf("%4d %s (e.g. %s)", len(causes[k]), k, causes[k][0])
	}
	fmt.Printf("bytecode (%s): %d chunks, %d written as bytecode by mlir-opt, %d read and printed exactly as mlir-opt prints them (custom and generic)\n",
		*extra, n, emitted, exact)
	if exact < bytecodeFloor {
		t.Errorf("%d chunks exact, below the floor of %d", exact, bytecodeFloor)
	}
}

// splitChunks cuts a file as mlir-opt's -split-input-file does: at lines
// that are `// -----`.
func splitChunks(src string) []string {
	var chunks []string
	var cur strings.Builder
	for _, line := range strings.SplitAfter(src, "\n") {
		if strings.TrimRight(line, " \t\r\n") == "// -----" {
			chunks = append(chunks, cur.String())
			cur.Reset()
			continue
		}
		cur.WriteString(line)
	}
	return append(chunks, cur.String())
}

// optRun runs mlir-opt on src with args, giving its standard output.
func optRun(src []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(*mlirOpt, append([]string{"--allow-unregistered-dialect", "-o", "-", "-"}, args...)...)
	cmd.Stdin = bytes.NewReader(src)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%v: %s", err, firstLine(stderr.String()))
	}
	return out, nil
}
