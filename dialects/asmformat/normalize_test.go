package asmformat

import (
	"strings"
	"testing"
)

// TestNormalizeTransformMemoized guards the memo of normalizeTransform,
// which runs for each operand type an op's format resolves: a spelling
// seen before costs no allocation, and gives the same result as the text
// normalized afresh.
func TestNormalizeTransformMemoized(t *testing.T) {
	s := strings.Repeat(" ", 1) + "::mlir::cast<::mlir::ShapedType>( $_self ).getElementType()"
	want := normalizeTransformText(s)
	if got := normalizeTransform(s); got != want || want != "cast<ShapedType>($_self).getElementType()" {
		t.Fatalf("normalizeTransform(%q) = %q, normalized afresh %q", s, got, want)
	}
	if n := testing.AllocsPerRun(100, func() { normalizeTransform(s) }); n != 0 {
		t.Fatalf("normalizeTransform of a known spelling allocates %v times", n)
	}
}
