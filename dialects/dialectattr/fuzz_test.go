package dialectattr

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects/ods"
)

// FuzzCanonical: any data, for any dialect, never panics; errors point
// inside the data; a canonical spelling is its own canonical spelling;
// the stripped form of every attribute never panics either.
//
//	go test -run '^$' -fuzz FuzzCanonical ./dialects/dialectattr
func FuzzCanonical(f *testing.F) {
	dialects := fuzzDialects(f)
	for _, path := range []string{"testdata/attrs.mlir", "testdata/floats.mlir", "testdata/random.mlir"} {
		src, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		for _, chunk := range strings.Split(string(src), "// -----\n") {
			text := strings.TrimPrefix(chunk, chunkPrefix)
			dialect, start, end := splitDialectAttr(text)
			for i, d := range dialects {
				if d.Name == dialect {
					f.Add(uint8(i), text[start:end])
				}
			}
		}
	}
	f.Add(uint8(0), "mode<saturate>")
	f.Add(uint8(0), "access<read|exec>")
	f.Add(uint8(0), "range<wrap to saturate>")
	f.Fuzz(func(t *testing.T, which uint8, data string) {
		d := dialects[int(which)%len(dialects)]
		a, err := Parse(d, data)
		if err != nil {
			checkOffsets(t, err, len(data))
		} else if d.Name != "complex" || strings.HasPrefix(a.Data, "number<:f64 ") && !strings.Contains(a.Data, "0x") {
			again, err := Canonical(d, a.Data)
			if err != nil || again != a.Data {
				t.Fatalf("%s %q: canonical %q reads as %q, %v", d.Name, data, a.Data, again, err)
			}
		}
		for _, def := range d.Attrs {
			a, n, err := ParseStripped(d, def.Mnemonic, data)
			if err != nil {
				checkOffsets(t, err, len(data))
				continue
			}
			if n < 0 || n > len(data) || !strings.HasPrefix(a.Data, def.Mnemonic) {
				t.Fatalf("%s %s %q: %q, %d", d.Name, def.Mnemonic, data, a.Data, n)
			}
			if _, err := Stripped(d, def.Mnemonic, data); err != nil {
				checkOffsets(t, err, len(data))
			}
		}
	})
}

func checkOffsets(t *testing.T, err error, n int) {
	e, ok := err.(*Error)
	if !ok {
		return // a definition this package cannot read: not the fuzzer's
	}
	var check func(e *Error)
	check = func(e *Error) {
		if e.Offset < 0 || e.Offset > n || e.Msg == "" {
			t.Fatalf("diagnostic %+v outside the data (%d bytes)", e, n)
		}
		for _, note := range e.Notes {
			if note.Offset < 0 || note.Offset > n {
				t.Fatalf("note %+v outside the data", note)
			}
		}
		for _, a := range e.Also {
			check(a)
		}
	}
	check(e)
}

// fuzzDialects: acme, then the core dialects by name.
func fuzzDialects(tb testing.TB) []*ods.Dialect {
	core := coreDialects(tb)
	names := make([]string, 0, len(core))
	for name := range core {
		names = append(names, name)
	}
	sort.Strings(names)
	out := []*ods.Dialect{acme}
	for _, name := range names {
		out = append(out, core[name])
	}
	return out
}
