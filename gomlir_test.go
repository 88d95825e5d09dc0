package gomlir

import (
	"errors"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

func TestParseErrorsAndUnregistered(t *testing.T) {
	src := "func.func @f() {\n  %0 = \"foo.bar\"() {a = 1} : () -> (i32)\n  return\n}\n"
	_, err := ParseString("u.mlir", src, nil)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("unregistered dialect: %v", err)
	}
	if p := e.Position(0); p.Line != 2 || p.Column != 17 {
		t.Errorf("position %v, mlir-opt's is 2:17", p)
	}
	if !strings.Contains(err.Error(), "u.mlir:2:17: error: operation being parsed with an unregistered dialect") {
		t.Errorf("message: %v", err)
	}
	m, err := ParseString("u.mlir", src, &Config{AllowUnregistered: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseString("s.mlir", "func.func @f( {", nil); err == nil || !strings.HasPrefix(err.Error(), "s.mlir:1:") {
		t.Errorf("syntax error: %v", err)
	}
}

// An invalid module prints generically, as MLIR's printer does; the
// same module made valid prints its custom forms.
func TestPrintFallsBackToGeneric(t *testing.T) {
	m, err := ParseString("a.mlir", "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	fn := m.Lookup("f")
	add := fn.Regions[0].Blocks[0].Ops[0]
	i64 := m.Ctx.I(64)
	bad := ir.NewOp("arith.addi", add.Operands, []ir.Type{i64})
	bad.Properties = add.Properties
	bad.InsertAfter(add)
	if m.Verify() == nil {
		t.Fatal("an addi of i32 operands giving i64 verifies")
	}
	out := m.String()
	if !strings.HasPrefix(out, `"builtin.module"() ({`) || !strings.Contains(out, `"arith.addi"(%arg0, %arg0)`) {
		t.Fatalf("invalid module not printed generically:\n%s", out)
	}
	if err := bad.Erase(); err != nil {
		t.Fatal(err)
	}
	if out := m.String(); !strings.Contains(out, "%0 = arith.addi %arg0, %arg0 : i32") {
		t.Fatalf("valid module:\n%s", out)
	}
	var b strings.Builder
	if err := m.Fprint(&b, &PrintOptions{Generic: true}); err != nil || !strings.Contains(b.String(), `"func.return"(%0)`) {
		t.Fatalf("generic: %v\n%s", err, b.String())
	}
}

func TestRenameSymbolScopes(t *testing.T) {
	m, err := ParseString("r.mlir", `module {
  func.func private @g()
  module @m {
    func.func private @g()
    func.func @h() attributes {r = [@g, {x = @g}]} { return }
  }
  func.func @k() attributes {r = @m::@g, s = @g, u = @m} { return }
}`, nil)
	if err != nil {
		t.Fatal(err)
	}
	inner := m.Lookup("m")
	g := ir.NewSymbolTable(inner).Lookup("g")
	if err := m.RenameSymbol(g, "h"); err == nil {
		t.Fatal("renamed onto an existing symbol")
	}
	if err := m.RenameSymbol(g, "g2"); err != nil {
		t.Fatal(err)
	}
	out := m.String()
	for _, want := range []string{
		"func.func private @g()\n  module @m", // the outer @g untouched
		"func.func private @g2()",
		"{r = [@g2, {x = @g2}]}",
		"{r = @m::@g2, s = @g, u = @m}",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	// Renaming the table renames the prefix of nested references.
	if err := m.RenameSymbol(inner, "n"); err != nil {
		t.Fatal(err)
	}
	if out := m.String(); !strings.Contains(out, "{r = @n::@g2, s = @g, u = @n}") {
		t.Errorf("table renamed:\n%s", out)
	}
	if ref, ok := m.Lookup("k").Attr("r").(*ir.SymbolRefAttr); !ok || m.LookupSymbol(m.Lookup("k"), ref) != g {
		t.Error("the nested reference does not resolve to the renamed symbol")
	}
}

func TestApplyPatternsBounds(t *testing.T) {
	m, err := ParseString("p.mlir", "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n", nil)
	if err != nil {
		t.Fatal(err)
	}
	// A pattern that always changes something never converges.
	flip := Pattern{Name: "flip", Op: "arith.addi", Rewrite: func(op *ir.Operation, rw *Rewriter) bool {
		rw.ModifyInPlace(op, func() { op.SetOperands(op.Operands[1], op.Operands[0]) })
		return true
	}}
	_, err = m.ApplyPatterns([]Pattern{flip}, &RewriteConfig{MaxRewrites: 50})
	if !errors.Is(err, ErrNotConverged) {
		t.Fatalf("flip: %v", err)
	}
	// Erasing a used op is the pattern's error; nothing is erased.
	erase := Pattern{Name: "erase", Op: "arith.addi", Rewrite: func(op *ir.Operation, rw *Rewriter) bool {
		rw.EraseOp(op)
		return true
	}}
	_, err = m.ApplyPatterns([]Pattern{erase}, nil)
	if err == nil || !strings.Contains(err.Error(), "pattern erase: ir: cannot erase arith.addi: result #0 has 1 uses") {
		t.Fatalf("erase: %v", err)
	}
	if len(m.Lookup("f").Regions[0].Blocks[0].Ops) != 2 {
		t.Fatal("op erased despite its use")
	}
	// Without patterns, nothing changes in valid IR that has no dead op.
	if changed, err := m.ApplyPatterns(nil, nil); changed || err != nil {
		t.Fatalf("no patterns: %v %v", changed, err)
	}
}

func TestBuilderInsertionPoints(t *testing.T) {
	m := NewModule(nil)
	b := m.Builder()
	i32 := m.Ctx.I(32)
	mk := func(v int64) *ir.Operation {
		return b.Create("arith.constant", ir.OpState{ResultTypes: []ir.Type{i32},
			Properties: []ir.NamedAttribute{{Name: "value", Value: m.Ctx.IntAttr(i32, v)}}})
	}
	c1 := mk(1)
	c2 := mk(2)
	b.SetInsertionPointToStart(m.Body())
	mk(3)
	mk(4)
	b.SetInsertionPointAfter(c1)
	mk(5)
	b.SetInsertionPointBefore(c2)
	mk(6)
	var got []string
	for _, op := range m.Body().Ops {
		got = append(got, ir.AttrString(op.Properties.(*ir.DictionaryAttr).Get("value")))
	}
	if s := strings.Join(got, " "); s != "3 : i32 4 : i32 1 : i32 5 : i32 6 : i32 2 : i32" {
		t.Fatalf("order: %s", s)
	}
	c2.MoveBefore(c1)
	c1.MoveToEnd(m.Body())
	if m.Body().Ops[2] != c2 || m.Body().Terminator() != c1 || c1.Index() != 5 {
		t.Fatal("moves")
	}
}
