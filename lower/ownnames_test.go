package lower

import (
	"testing"
	"unsafe"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
)

// TestOwnNames: with OwnNames, the names a streamed body defines at its
// level, those Verified stores again included, are keys that do not point
// into the input (whose pages a caller gives back); a name of a region
// nested in the body, and a name outside the body, are left as they are;
// the names resolve as without it.
func TestOwnNames(t *testing.T) {
	src := []byte(`%out = "test.outer"() : () -> i32
%a = "test.c"() <{value = 7 : i64}> : () -> i32
%m:2 = "test.two"() : () -> (i32, i32)
"test.region"() ({
  %inner = "test.c"() : () -> i32
  "test.use"(%inner, %a) : (i32, i32) -> ()
}) : () -> ()
%b = "test.c"() <{value = 8 : i64}> : () -> i32
"test.use"(%a, %m#1, %b, %out) : (i32, i32, i32, i32) -> ()
`)
	m, err := grammar.ParseFile("t.mlir", src)
	if err != nil {
		t.Fatal(err)
	}
	inInput := func(name string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(name)))
		start := uintptr(unsafe.Pointer(&src[0]))
		return p >= start && p < start+uintptr(len(src))
	}
	s := NewStream(ir.NewContext(), Options{})
	s.Discard, s.OwnNames = true, true
	item := func(i int) *ir.Operation {
		op, err := s.Item(m.Items[i].(*ast.Operation))
		if err != nil {
			t.Fatal(err)
		}
		return op
	}
	outer := item(0)
	if _, err := s.BeginBody([]ast.BlockArg{{Name: "arg", Type: &ast.IntegerType{Width: 32}}}); err != nil {
		t.Fatal(err)
	}
	a := item(1)
	two := item(2)
	s.Verified(a)
	item(3)
	b := item(4)
	s.Verified(b)
	use := item(5)
	for name, e := range s.l.values {
		switch {
		case name == "out":
			if !inInput(name) {
				t.Error("out, defined outside the body, was copied")
			}
		case inInput(name):
			t.Errorf("%%%s (kind %d) is a key into the input", name, e.kind)
		}
	}
	if s.l.values["a"].kind != entryVerified || s.l.values["b"].kind != entryVerified {
		t.Fatal("the names of the verified ops do not stand for verifiedOps")
	}
	if use.Operands[1] != two.Result(1) || use.Operands[3] != outer.Result(0) || use.Operands[0].(*ir.OpResult).Owner.Pos != a.Pos {
		t.Fatal("a name resolved to another value")
	}
	if err := s.EndBody(); err != nil {
		t.Fatal(err)
	}
	if s.l.nameArena != nil {
		t.Fatal("the arena outlives the body")
	}
}
