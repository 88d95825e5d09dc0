package bytecode

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
)

// The files under testdata: X.mlir, the bytecode mlir-opt 22 wrote of it
// (X.mlirbc; basic_vN.mlirbc at --emit-bytecode-version=N) and what
// mlir-opt prints reading that bytecode (X.mlirbc.opt, X.mlirbc.generic
// with --mlir-print-op-generic).
func testFiles(t testing.TB) []string {
	fs, err := filepath.Glob("testdata/*.mlirbc")
	if err != nil || len(fs) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	return fs
}

var core = sync.OnceValue(func() *dialects.Registry { return dialects.MustCore() })

func TestLikeMlirOpt(t *testing.T) {
	reg := core()
	for _, path := range testFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		text, err := ToText(data, reg)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		for _, generic := range []bool{false, true} {
			suffix := ".opt"
			if generic {
				suffix = ".generic"
			}
			want, err := os.ReadFile(path + suffix)
			if err != nil {
				t.Fatal(err)
			}
			got, file, err := format.Source(path, text, format.Options{Dialects: reg, Generic: generic, Style: format.MLIROpt})
			if err != nil {
				t.Errorf("%s: %s\n%s", path, diag.AsList(err).Format(file), text)
				continue
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s%s: got\n%s\nwant\n%s", path, suffix, got, want)
			}
		}
	}
}

func TestVarint(t *testing.T) {
	for _, c := range []struct {
		in   []byte
		want uint64
	}{
		{[]byte{0x01}, 0},
		{[]byte{0xff}, 127},
		{[]byte{0x02, 0x02}, 128},
		{[]byte{0xfe, 0xff}, 1<<14 - 1},
		{[]byte{0x04, 0x00, 0x02}, 1 << 14},
		{[]byte{0x80, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, 1<<56 - 1},
		{[]byte{0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}, 1<<64 - 1},
	} {
		r := &reader{data: c.in}
		got, err := r.varint()
		if err != nil || got != c.want || !r.empty() {
			t.Errorf("varint(% x) = %d, %v (left %d), want %d", c.in, got, err, r.left(), c.want)
		}
	}
	for _, in := range [][]byte{{}, {0x02}, {0x00, 1, 2}, {0x80}} {
		r := &reader{data: in}
		if _, err := r.varint(); err == nil {
			t.Errorf("varint(% x): no error", in)
		}
	}
	r := &reader{data: []byte{0x03, 0x05}}
	a, _ := r.signedVarint()
	b, _ := r.signedVarint()
	if a != -1 || b != 1 {
		t.Errorf("signed varints: %d %d, want -1 1", a, b)
	}
}

// checkBad reads data expecting either text or an *Error with an offset
// inside the file: never a panic or another error.
func checkBad(t *testing.T, data []byte) {
	t.Helper()
	_, err := ToText(data, core())
	if err == nil {
		return
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("not a bytecode.Error: %v", err)
	}
	if e.Offset < 0 || e.Offset > len(data) {
		t.Fatalf("offset %d outside the %d bytes: %v", e.Offset, len(data), err)
	}
}

func TestTruncated(t *testing.T) {
	for _, path := range testFiles(t) {
		data, _ := os.ReadFile(path)
		for n := 0; n < len(data); n++ {
			_, err := ToText(data[:n], core())
			if err == nil {
				t.Errorf("%s cut at %d: no error", path, n)
				continue
			}
			checkBad(t, data[:n])
		}
	}
}

func TestCorrupted(t *testing.T) {
	for _, path := range testFiles(t) {
		data, _ := os.ReadFile(path)
		for i := 4; i < len(data); i++ {
			for _, v := range []byte{0x00, 0xff, 0x01, 0x80, data[i] ^ 0x02} {
				bad := bytes.Clone(data)
				bad[i] = v
				checkBad(t, bad)
			}
		}
	}
}

func TestErrors(t *testing.T) {
	basic, _ := os.ReadFile("testdata/basic.mlirbc")
	for _, c := range []struct {
		data []byte
		want string
	}{
		{[]byte("ML\xefQ"), "offset 0: not MLIR bytecode"},
		{[]byte("ML\xefR\x0f"), "offset 4: bytecode version 7 is not in mlir-opt 22's range [0, 6]"},
		{[]byte("ML\xefR\x0dx"), "offset 5: unterminated string"},
		{[]byte("ML\xefR\x0d\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x20"), "offset 6: section 1 of 2305843009213693952 bytes exceeds the 0 bytes left"},
		{append(bytes.Clone(basic), 0x09, 0x01, 0x00), "offset 357: unknown section id 9"},
	} {
		_, err := ToText(c.data, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("% x: got %v, want %q", c.data, err, c.want)
		}
	}
}

func FuzzToText(f *testing.F) {
	for _, path := range testFiles(f) {
		data, _ := os.ReadFile(path)
		f.Add(data)
	}
	reg := core()
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := ToText(data, reg)
		if err == nil {
			return
		}
		var e *Error
		if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(data) {
			t.Fatalf("bad error: %v", err)
		}
	})
}

// appendVarint appends v as a PrefixVarInt (v < 2^56).
func appendVarint(b []byte, v uint64) []byte {
	n := 1
	for n < 8 && v >= 1<<(7*n) {
		n++
	}
	x := (v<<1 | 1) << (n - 1)
	for i := 0; i < n; i++ {
		b = append(b, byte(x>>(8*i)))
	}
	return b
}

func section(b []byte, id byte, data []byte) []byte {
	b = append(b, id)
	b = appendVarint(b, uint64(len(data)))
	return append(b, data...)
}

// TestNestedSharing: 40 arrays each holding the previous one twice would
// spell 2^40 units: an error, not an exhausted memory.
func TestNestedSharing(t *testing.T) {
	const n = 40
	b := append([]byte(Magic), 0x0d, 'x', 0)
	b = section(b, secString, append(appendVarint(appendVarint(nil, 1), 8), "builtin\x00"...))
	b = section(b, secDialect, []byte{0x03, 0x01, 0x03, 0x01, 0x03, 0x01})
	offs := appendVarint(appendVarint(appendVarint(appendVarint(nil, n), 0), 0), n)
	data := appendVarint(nil, aUnit)
	offs = appendVarint(offs, 1<<1|1)
	for i := 1; i < n; i++ {
		data = append(appendVarint(appendVarint(data, aArray), 2), byte((i-1)<<1|1), byte((i-1)<<1|1))
		offs = appendVarint(offs, 4<<1|1)
	}
	b = section(b, secAttrTypeOffset, offs)
	b = section(b, secAttrType, data)
	b = section(b, secIR, []byte{0x05, 0x01, hasAttrs, 0x01, byte((n-1)<<1 | 1)})
	b = section(b, secProperties, nil)
	_, err := ToText(b, nil)
	if err == nil || !strings.Contains(err.Error(), "spell more than") {
		t.Fatalf("got %v", err)
	}
}
