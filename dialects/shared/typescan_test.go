package shared

import (
	"testing"

	"github.com/gomlir/gomlir/grammar"
)

// TestDecodeStringLit: TypeScanner decodes a string literal (an LLVM
// struct's name) as the parser does.
func TestDecodeStringLit(t *testing.T) {
	for _, lit := range []string{`""`, `"a"`, `"a\"b"`, `"\\"`, `"\n\t"`, `"\0A\ff\FF"`, `"\g0"`, `"\0"`, `"\"`, `"a`, `a"`, `"`, `"x\41y"`} {
		want, wantOK := grammar.DecodeString([]byte(lit))
		got, ok := DecodeStringLit(lit)
		if got != want || ok != wantOK {
			t.Errorf("DecodeStringLit(%s) = %q, %v; the parser: %q, %v", lit, got, ok, want, wantOK)
		}
	}
}
