package token

import (
	"os/exec"
	"strings"
	"testing"
)

func TestPosition(t *testing.T) {
	f := NewFile("f.mlir", []byte("ab\r\ncd\n\nx"))
	for _, tc := range []struct {
		pos  Pos
		want string
	}{{0, "f.mlir:1:1"}, {1, "f.mlir:1:2"}, {4, "f.mlir:2:1"}, {7, "f.mlir:3:1"}, {8, "f.mlir:4:1"}, {9, "f.mlir:4:2"}, {99, "f.mlir:4:2"}} {
		if got := f.Position(tc.pos).String(); got != tc.want {
			t.Errorf("Position(%d) = %s, want %s", tc.pos, got, tc.want)
		}
	}
	if got := f.Position(NoPos); got != (Position{Filename: "f.mlir"}) {
		t.Errorf("Position(NoPos) = %+v", got)
	}
	if NoPos.IsValid() || !Pos(0).IsValid() {
		t.Error("IsValid: NoPos must be invalid, 0 valid")
	}
	if n := f.LineCount(); n != 4 {
		t.Errorf("LineCount = %d, want 4", n)
	}
	for n, want := range map[int]string{0: "", 1: "ab", 2: "cd", 3: "", 4: "x", 5: ""} {
		if got := f.Line(n); got != want {
			t.Errorf("Line(%d) = %q, want %q", n, got, want)
		}
	}
	if got := (Position{Line: 2, Column: 3}).String(); got != "2:3" {
		t.Errorf("nameless Position = %s", got)
	}
}

// TestLeaf holds token, ir and diag to the layering of issue 14: token
// imports nothing from the module, and ir and diag reach positions through
// token, not through the syntax tree.
func TestLeaf(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/gomlir/gomlir/token", "github.com/gomlir/gomlir/ir",
		"github.com/gomlir/gomlir/diag", "github.com/gomlir/gomlir/diag/expect").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	var mod []string
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "github.com/gomlir/gomlir/") {
			mod = append(mod, p)
		}
	}
	for _, p := range mod {
		if p == "github.com/gomlir/gomlir/ast" {
			t.Errorf("ir or diag depends on ast: %v", mod)
		}
	}
	out, err = exec.Command("go", "list", "-f", `{{join .Imports " "}}`, "github.com/gomlir/gomlir/token").Output()
	if err != nil {
		t.Fatalf("go list token: %v", err)
	}
	if strings.Contains(string(out), "github.com/gomlir/gomlir") {
		t.Errorf("token imports the module: %s", out)
	}
}
