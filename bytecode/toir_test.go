package bytecode

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/printer"
	"github.com/gomlir/gomlir/verify"
)

// printIR verifies and prints the IR ToIR builds of data, as format does
// the IR it lowers from text.
func printIR(t testing.TB, data []byte, generic bool) ([]byte, error) {
	reg := core()
	ctx := ir.NewContext()
	top, res, err := ToIR(ctx, data, reg)
	if err != nil {
		return nil, err
	}
	if l := verify.Verify(ctx, top, verify.Options{Dialects: reg}); len(l) > 0 {
		for _, d := range l {
			if d.Severity == diag.Error {
				return nil, l
			}
		}
	}
	var out bytes.Buffer
	if err := printer.Fprint(&out, top, res, printer.Options{Generic: generic, Dialects: reg}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// TestToIRLikeText: every golden read by ToIR and printed (custom and
// generic) is what its text (ToText) prints, and mlir-opt's output.
func TestToIRLikeText(t *testing.T) {
	reg := core()
	built := 0
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
			want, file, err := format.Source(path, text, format.Options{Dialects: reg, Generic: generic, Style: format.MLIROpt})
			if err != nil {
				t.Errorf("%s: text: %s", path, diag.AsList(err).Format(file))
				continue
			}
			got, err := printIR(t, data, generic)
			if errors.Is(err, ErrNeedsText) {
				t.Logf("%s: %v", path, err)
				continue
			}
			if err != nil {
				t.Errorf("%s (generic %v): ToIR: %v", path, generic, err)
				continue
			}
			built++
			if !bytes.Equal(got, want) {
				t.Errorf("%s (generic %v): ToIR prints\n%s\nthe text prints\n%s", path, generic, got, want)
			}
		}
	}
	// Every golden is built directly today: a regression to the text
	// fails here.
	if n := 2 * len(testFiles(t)); built != n {
		t.Errorf("%d of %d readings built the IR directly", built, n)
	}
}

// TestToIRBad: bad bytecode is an error from ToIR as from ToText (the
// truncations of every golden), never a panic.
func TestToIRBad(t *testing.T) {
	reg := core()
	for _, path := range testFiles(t) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < len(data); n += 1 + len(data)/97 {
			_, errText := ToText(data[:n], reg)
			_, _, errIR := ToIR(ir.NewContext(), data[:n], reg)
			if errText != nil && errIR == nil {
				t.Errorf("%s cut at %d: ToText: %v; ToIR: no error", path, n, errText)
			}
		}
	}
}

// FuzzToIR: on any input ToIR errs (bad bytecode with its offset, or
// ErrNeedsText) or builds IR; bad bytecode to one reading is bad to the
// other; and IR ToIR builds that verifies prints as its text does (the
// text must read, verify and print the same), never a panic.
func FuzzToIR(f *testing.F) {
	for _, path := range testFiles(f) {
		data, _ := os.ReadFile(path)
		f.Add(data)
	}
	reg := core()
	f.Fuzz(func(t *testing.T, data []byte) {
		text, errText := ToText(data, reg)
		_, _, errIR := ToIR(ir.NewContext(), data, reg)
		var e *Error
		switch {
		case errIR == nil:
			if errText != nil {
				t.Fatalf("ToText: %v; ToIR: no error", errText)
			}
		case errors.Is(errIR, ErrNeedsText):
			return
		case !errors.As(errIR, &e) || e.Offset < 0 || e.Offset > len(data):
			t.Fatalf("bad error: %v", errIR)
		default:
			if errText == nil {
				t.Fatalf("ToIR: %v; ToText: no error", errIR)
			}
			return
		}
		got, err := printIR(t, data, false)
		if err != nil {
			return // does not verify: mlirfmt reads the text
		}
		want, _, err := format.Source("fuzz", text, format.Options{Dialects: reg, Style: format.MLIROpt})
		if err != nil {
			t.Fatalf("ToIR's IR verifies and prints, the text does not: %v\n%s", err, text)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("ToIR prints\n%s\nthe text prints\n%s", got, want)
		}
	})
}
