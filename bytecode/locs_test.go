package bytecode

import (
	"os"
	"slices"
	"testing"
)

// locsOf returns the `loc(...)` spellings of text in order (string
// literals skipped over).
func locsOf(text string) []string {
	var out []string
	for i := 0; i+4 <= len(text); i++ {
		if text[i] == '"' {
			for i++; i < len(text) && text[i] != '"'; i++ {
				if text[i] == '\\' {
					i++
				}
			}
			continue
		}
		if text[i:i+4] != "loc(" {
			continue
		}
		depth, j := 0, i+3
		for ; j < len(text); j++ {
			switch text[j] {
			case '"':
				for j++; j < len(text) && text[j] != '"'; j++ {
					if text[j] == '\\' {
						j++
					}
				}
			case '(':
				depth++
			case ')':
				depth--
			}
			if depth == 0 {
				break
			}
		}
		out = append(out, text[i:j+1])
		i = j
	}
	return out
}

// TestLocations: with ReadOptions.Locations every op and block argument
// has the location mlir-opt 22 prints for it (--mlir-print-debuginfo
// --mlir-print-local-scope, testdata/locs.mlirbc.locs): file:line:col,
// ranges, call sites, fused (with metadata), names, unknown; attributes
// holding locations too. Without it the text has none but those.
func TestLocations(t *testing.T) {
	data, err := os.ReadFile("testdata/locs.mlirbc")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/locs.mlirbc.locs")
	if err != nil {
		t.Fatal(err)
	}
	text, err := Decode(data, core(), ReadOptions{Locations: true})
	if err != nil {
		t.Fatal(err)
	}
	got, w := locsOf(string(text)), locsOf(string(want))
	if len(w) < 15 || !slices.Equal(got, w) {
		t.Errorf("locations:\n got %q\nwant %q", got, w)
	}
	text, err = ToText(data, core())
	if err != nil {
		t.Fatal(err)
	}
	if got := locsOf(string(text)); !slices.Equal(got, []string{`loc("in.mlir":1:1)`}) {
		t.Errorf("without Locations: %q", got)
	}
}
