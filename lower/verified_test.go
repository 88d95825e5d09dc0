package lower

import (
	"runtime"
	"testing"
	"unsafe"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// TestVerified: in a streamed body, the name of a verified op with one
// result stands for a stand-in op with its name, properties, attributes,
// type, block and position; the uses of one op get one stand-in, so
// that values compare as the op's results; a name of several results,
// or an op not among the last two lowered, is left as it is; the body's
// names go out of scope at its end, the outer scopes' stay.
func TestVerified(t *testing.T) {
	src := `%out = "test.outer"() : () -> i32
%a = "test.c"() <{value = 7 : i64}> {tag} : () -> i32
%m:2 = "test.two"() : () -> (i32, i32)
%b = "test.c"() <{value = 8 : i64}> : () -> i32
"test.use"(%a, %a, %m#1, %b, %out) : (i32, i32, i32, i32, i32) -> ()
"test.use"(%a) : (i32) -> ()
`
	m, err := grammar.ParseFile("t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s := NewStream(ir.NewContext(), Options{})
	s.Discard = true
	item := func(i int) *ir.Operation {
		op, err := s.Item(m.Items[i].(*ast.Operation))
		if err != nil {
			t.Fatal(err)
		}
		return op
	}
	outer := item(0)
	blk, err := s.BeginBody(nil)
	if err != nil {
		t.Fatal(err)
	}
	a := item(1)
	s.Verified(outer) // not the body's: nothing happens
	two := item(2)
	s.Verified(a)
	s.Verified(two)
	b := item(3)
	use := item(4)
	s.Verified(b) // the last but one
	if s.l.values["a"].kind != entryVerified || s.l.values["b"].kind != entryVerified {
		t.Fatal("the names of the verified ops do not stand for verifiedOps")
	}
	if e := s.l.values["m"]; e.kind == entryVerified || e.p != unsafe.Pointer(two) {
		t.Fatal("a name of two results was replaced")
	}
	v0, v1 := use.Operands[0].(*ir.OpResult), use.Operands[1].(*ir.OpResult)
	if v0 != v1 {
		t.Fatal("two uses of %a in one op: two values")
	}
	if v0.Owner == a {
		t.Fatal("%a's use is the verified op's result")
	}
	g := v0.Owner
	if g.Name != "test.c" || g.Properties != a.Properties || g.Attrs != a.Attrs || g.Parent != blk || g.Pos != a.Pos ||
		v0.Type() != a.Results[0].Type() || len(g.Operands)+len(g.Regions) != 0 {
		t.Fatalf("stand-in %+v, verified op %+v", g, a)
	}
	if use.Operands[2] != two.Result(1) || use.Operands[4] != outer.Result(0) {
		t.Fatal("m#1 or out resolved to another value")
	}
	// While the stand-in lives, a later use gets it too.
	later := item(5)
	if later.Operands[0] != use.Operands[0] {
		t.Fatal("a later use of %a while its stand-in lives: another value")
	}
	runtime.KeepAlive(use)
	if err := s.EndBody(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a", "m", "b"} {
		if _, ok := s.l.values[name]; ok {
			t.Errorf("%%%s is in scope after the body", name)
		}
	}
	if e, ok := s.l.values["out"]; !ok || e.p != unsafe.Pointer(outer) {
		t.Error("out went out of scope with the body")
	}
}

// TestEntrySizes guards the sizes a function of a million ops pays a
// million times: a name's entry (the table's slot is 16 bytes more) and a
// verified op's.
func TestEntrySizes(t *testing.T) {
	if n := unsafe.Sizeof(valueEntry{}); n != 16 {
		t.Errorf("valueEntry is %d bytes, not 16", n)
	}
	if n := unsafe.Sizeof(verifiedOp{}); n != 48 {
		t.Errorf("verifiedOp is %d bytes, not 48", n)
	}
}
