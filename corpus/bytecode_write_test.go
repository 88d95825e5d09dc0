package corpus

import (
	"bytes"
	"fmt"
	"math/bits"
	"os"
	"os/exec"
	"sort"
	"sync"
	"testing"
)

// The floors of TestBytecodeWriteLikeMlirOpt over the shared corpus: the
// chunks whose bytecode written by mlirfmt mlir-opt reads back and prints
// as it prints the chunk, and those whose bytes equal mlir-opt's own
// --emit-bytecode output.
const (
	bytecodeWriteReadFloor  = 0
	bytecodeWriteExactFloor = 0
)

// TestBytecodeWriteLikeMlirOpt: every chunk (split at `// -----`) of the
// corpus given with -corpus that mlir-opt writes as bytecode is written
// by `mlirfmt -emit-bytecode -` (the binary given with -mlirfmt) too;
// mlir-opt must read that bytecode back and print it as it prints the
// chunk (custom form), and the figure of chunks whose bytes equal
// `mlir-opt --emit-bytecode`'s is printed, the others listed by cause
// (the first section that differs).
func TestBytecodeWriteLikeMlirOpt(t *testing.T) {
	if *extra == "" || *mlirOpt == "" {
		t.Skip("needs -corpus and -mlir-opt (make conformance passes them)")
	}
	bin, err := exec.LookPath(*mlirfmtBin)
	if err != nil {
		t.Skipf("needs the mlirfmt binary (-mlirfmt, make build): %v", err)
	}
	type job struct {
		name string
		src  []byte
		opt  []byte // the golden custom output, nil: ask mlir-opt
	}
	var jobs []job
	for _, path := range files(t, *extra, ".mlir") {
		if _, err := os.Stat(path + ".opt"); err != nil {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		chunks := splitChunks(string(src))
		if len(chunks) == 1 {
			opt, err := os.ReadFile(path + ".opt")
			if err == nil {
				jobs = append(jobs, job{relName(*extra, path), src, opt})
				continue
			}
		}
		for i, c := range chunks {
			jobs = append(jobs, job{fmt.Sprintf("%s#%d", relName(*extra, path), i), []byte(c), nil})
		}
	}
	var mu sync.Mutex
	var n, emitted, read, exact int
	causes := map[string][]string{}
	fail := func(name, why string) {
		mu.Lock()
		causes[why] = append(causes[why], name)
		mu.Unlock()
	}
	count := func(p *int) {
		mu.Lock()
		*p++
		mu.Unlock()
	}
	work := make(chan job)
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range work {
				count(&n)
				want, err := optRun(j.src, "--emit-bytecode")
				if err != nil {
					continue // mlir-opt rejects the chunk
				}
				count(&emitted)
				cmd := exec.Command(bin, "-emit-bytecode", "-")
				cmd.Stdin = bytes.NewReader(j.src)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				got, err := cmd.Output()
				if err != nil {
					fail(j.name, "mlirfmt -emit-bytecode: "+cause(firstLine(stderr.String())))
					continue
				}
				if bytes.Equal(got, want) {
					// mlir-opt's own bytes: read back as mlir-opt reads
					// what it writes.
					count(&exact)
					count(&read)
					continue
				}
				fail(j.name, "bytes differ: "+sectionDiff(got, want))
				if j.opt == nil {
					if j.opt, err = optRun(j.src); err != nil {
						fail(j.name, "mlir-opt: "+err.Error())
						continue
					}
				}
				back, err := optRun(got)
				switch {
				case err != nil:
					fail(j.name, "mlir-opt reads mlirfmt's bytecode: "+cause(err.Error()))
				case !bytes.Equal(back, j.opt):
					fail(j.name, "mlir-opt prints mlirfmt's bytecode otherwise: "+cause(firstDiff(back, j.opt)))
				default:
					count(&read)
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
	sort.Slice(keys, func(a, b int) bool {
		if len(causes[keys[a]]) != len(causes[keys[b]]) {
			return len(causes[keys[a]]) > len(causes[keys[b]])
		}
		return keys[a] < keys[b]
	})
	for _, k := range keys {
		t.Logf("%4d %s (e.g. %s)", len(causes[k]), k, causes[k][0])
	}
	fmt.Printf("bytecode writing (%s): %d chunks, %d written as bytecode by mlir-opt; byte-identical: %.1f%%\n", *extra, n, emitted, 100*float64(exact)/float64(max(emitted, 1)))
	fmt.Printf("bytecode writing, mlirfmt -emit-bytecode read back by mlir-opt as the chunk: %d passed, %d failed\n", read, emitted-read)
	fmt.Printf("bytecode writing, bytes equal to mlir-opt --emit-bytecode: %d passed, %d failed\n", exact, emitted-exact)
	if read < bytecodeWriteReadFloor {
		t.Errorf("%d chunks read back as the chunk, below the floor of %d", read, bytecodeWriteReadFloor)
	}
	if exact < bytecodeWriteExactFloor {
		t.Errorf("%d chunks byte-identical, below the floor of %d", exact, bytecodeWriteExactFloor)
	}
}

// sectionDiff names the first part of two bytecode files that differs:
// the header or a section (by id, in file order).
func sectionDiff(got, want []byte) string {
	gs, gok := sectionSpans(got)
	ws, wok := sectionSpans(want)
	if !gok || !wok {
		return "header"
	}
	names := []string{"string", "dialect", "attr/type", "attr/type offsets", "IR", "resource", "resource offsets", "dialect versions", "properties"}
	for i := 0; i < len(gs) && i < len(ws); i++ {
		if gs[i].id != ws[i].id {
			return fmt.Sprintf("section order (%d where mlir-opt has %d)", gs[i].id, ws[i].id)
		}
		if !bytes.Equal(gs[i].data, ws[i].data) {
			name := fmt.Sprint(gs[i].id)
			if int(gs[i].id) < len(names) {
				name = names[gs[i].id]
			}
			return name + " section"
		}
	}
	return "section count"
}

type bcSection struct {
	id   byte
	data []byte
}

// sectionSpans cuts a bytecode file into its sections (the header up to
// the producer's NUL is skipped); ok is false when it cannot.
func sectionSpans(b []byte) ([]bcSection, bool) {
	i := bytes.IndexByte(b, 0)
	if len(b) < 5 || i < 0 {
		return nil, false
	}
	pos := i + 1
	// varint reads a PrefixVarInt: n trailing zero bits of the first
	// byte, n more bytes; the value is the n+1 bytes (little-endian)
	// shifted right by n+1 (a zero first byte: the 8 bytes after it).
	varint := func() (uint64, bool) {
		if pos >= len(b) {
			return 0, false
		}
		n := bits.TrailingZeros8(b[pos])
		if pos+1+n > len(b) {
			return 0, false
		}
		var v uint64
		if n == 8 {
			for k := 8; k >= 1; k-- {
				v = v<<8 | uint64(b[pos+k])
			}
		} else {
			for k := n; k >= 0; k-- {
				v = v<<8 | uint64(b[pos+k])
			}
			v >>= uint(n) + 1
		}
		pos += 1 + n
		return v, true
	}
	var out []bcSection
	for pos < len(b) {
		code := b[pos]
		pos++
		size, ok := varint()
		if !ok {
			return nil, false
		}
		if code&0x80 != 0 {
			align, ok := varint()
			if !ok || align == 0 {
				return nil, false
			}
			for pos < len(b) && uint64(pos)%align != 0 {
				pos++
			}
		}
		if uint64(len(b)-pos) < size {
			return nil, false
		}
		out = append(out, bcSection{code & 0x7f, b[pos : pos+int(size)]})
		pos += int(size)
	}
	return out, true
}
