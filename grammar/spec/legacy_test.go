package spec

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
)

// The 2019-era files of the upgrade (written from the LangRef of August
// 2019): the legacy grammar reads every chunk of the one written in the
// EBNF's generic form, and today's grammar reads none of them; in the
// others, written in the custom forms of the dialects of the time, the
// legacy grammar stops at a custom op's name (those are the dialects', not
// the EBNF's), never before.
func TestLegacyGrammar(t *testing.T) {
	files, _ := filepath.Glob("../../upgrade/testdata/*.mlir")
	if len(files) == 0 {
		t.Fatal("no 2019-era files")
	}
	read, custom := 0, 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, chunk := range strings.Split(string(src), "\n// -----\n") {
			name := f + "#" + string(rune('0'+i))
			err := CheckLegacy(name, []byte(chunk))
			if filepath.Base(f) == "generic.mlir" {
				if err != nil {
					t.Errorf("%s: legacy grammar: %v", name, err)
				} else {
					read++
				}
				if Check(name, []byte(chunk)) == nil {
					t.Errorf("%s: today's grammar reads a 2019 chunk", name)
				}
				continue
			}
			if err == nil {
				read++
				continue
			}
			d, ok := err.(*diag.Diagnostic)
			if !ok {
				t.Fatalf("%s: %v", name, err)
			}
			if w := word(chunk, int(d.Pos)); filepath.Base(f) == "unupgradable.mlir" && (w == "size" || w == "memspace0") {
				// The LangRef's examples of what its EBNF does not have.
				continue
			}
			if !atCustomOp(chunk, int(d.Pos)) {
				line := strings.Count(chunk[:d.Pos], "\n") + 1
				t.Errorf("%s:%d: legacy grammar stops before a custom op: %s", name, line, d.Msg)
				continue
			}
			custom++
		}
	}
	t.Logf("%d chunks read whole, %d stopped at a custom op", read, custom)
	if read < 5 {
		t.Errorf("only %d chunks read whole", read)
	}
}

// word is the identifier at offset off of src.
func word(src string, off int) string {
	end := off
	for end < len(src) && isBareIDChar(src[end]) {
		end++
	}
	return src[off:end]
}

// atCustomOp reports whether offset off of src is an op's name written in
// custom form: an identifier at the start of its line, or after the
// results' `=`.
func atCustomOp(src string, off int) bool {
	if off >= len(src) || !isLetter(src[off]) {
		return false
	}
	lineStart := strings.LastIndexByte(src[:off], '\n') + 1
	before := strings.TrimSpace(src[lineStart:off])
	return before == "" || strings.HasPrefix(before, "%") && strings.HasSuffix(before, "=")
}

// A few constructs of today that 2019's grammar does not have, and of 2019
// that today's does not.
func TestLegacyGrammarDiffers(t *testing.T) {
	for _, c := range []struct {
		src           string
		legacy, today bool // accepted by each
	}{
		{"#m = (d0) -> (d0)\n", true, false},
		{"#m = affine_map<(d0) -> (d0)>\n", false, true},
		{"!t = type i32\n", true, false},
		{"!t = i32\n", false, true},
		{"func @f(%a: i32) {\n  \"std.return\"() : () -> ()\n}\n", true, false},
		{"\"op\"() {a: 1} : () -> ()\n", true, false},
		{"\"op\"() {a = 1} : () -> ()\n", true, true},
		{"\"op\"() <{a = 1}> : () -> ()\n", false, true},
		{"\"op\"() : () -> memref<4xf32, (d0) -> (d0), 1>\n", true, false},
		{"\"br\"()[^bb1(%a : i32)] : () -> ()\n", true, false},
		{"\"op\"() : () -> si32\n", false, true},
		{"\"op\"() : () -> i32 loc(\"f\":1:2)\n", true, true},
		{"\"op\"() {a = array<i32: 1>} : () -> ()\n", false, true},
	} {
		if got := CheckLegacy("legacy", []byte(c.src)) == nil; got != c.legacy {
			t.Errorf("CheckLegacy(%q) accepted = %v, want %v", c.src, got, c.legacy)
		}
		if got := Check("today", []byte(c.src)) == nil; got != c.today {
			t.Errorf("Check(%q) accepted = %v, want %v", c.src, got, c.today)
		}
	}
}
