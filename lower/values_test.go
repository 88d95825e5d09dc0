package lower

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// TestValuesSized guards the sizing of the map of visible names: a region
// of more than bigRegion ops sizes it once on entry (a nested region
// closing early does not undo that), names resolve as before, and the
// map is given back when the region closes.
func TestValuesSized(t *testing.T) {
	var b strings.Builder
	b.WriteString("\"test.f\"() ({\n  \"test.r\"() ({\n    %in = \"test.c\"() : () -> i32\n  }) : () -> ()\n")
	n := 2 * bigRegion
	for i := range n {
		fmt.Fprintf(&b, "  %%v%d = \"test.c\"() : () -> i32\n", i)
	}
	fmt.Fprintf(&b, "  \"test.use\"(%%v0, %%v%d) : (i32, i32) -> ()\n}) : () -> ()\n", n-1)
	m, err := grammar.ParseFile("t.mlir", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	s := NewStream(ir.NewContext(), Options{})
	for _, it := range m.Items {
		if _, err := s.Item(it); err != nil {
			t.Fatal(err)
		}
	}
	// The sizing itself: on entry of the function's body, kept when a
	// nested region closes with few names defined, undone when the body
	// closes.
	body := m.Items[0].(*ast.Operation).Regions[0]
	l := s.l
	l.sizeValues(body)
	if l.valuesSized < n {
		t.Fatalf("a region of %d ops sized values for %d", n+2, l.valuesSized)
	}
	l.pushScope()
	l.pushScope()
	if err := l.popScope(); err != nil || l.valuesSized < n {
		t.Fatalf("a nested region's close left values sized for %d (%v)", l.valuesSized, err)
	}
	if err := l.popScope(); err != nil || l.valuesSized != 0 {
		t.Fatalf("the region's close left values sized for %d (%v)", l.valuesSized, err)
	}
	// After the stream's region: the sized map was given back.
	if s.l.valuesSized != 0 || len(s.l.values) != 0 {
		t.Fatalf("after the region: values sized for %d, %d entries; want a fresh map", s.l.valuesSized, len(s.l.values))
	}
}
