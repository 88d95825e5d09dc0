package ir

import (
	"strings"
	"testing"
)

// tree builds `module { %a = x.a; %b = x.b(%a, %a); x.c(%b) { ^bb0(%arg): x.d(%arg, %a) } }`.
func tree(t *testing.T) (mod, a, b, c, d *Operation) {
	ctx := NewContext()
	i32 := ctx.I(32)
	mod = NewOperation("builtin.module", nil)
	body := mod.AddRegion().AddBlock()
	bd := NewBuilder(ctx)
	bd.SetInsertionPointToEnd(body)
	a = bd.Create("x.a", OpState{ResultTypes: []Type{i32}})
	b = bd.Create("x.b", OpState{Operands: []Value{a.Result(0), a.Result(0)}, ResultTypes: []Type{i32}})
	c = bd.Create("x.c", OpState{Operands: []Value{b.Result(0)}, Regions: 1})
	blk := bd.CreateBlock(c.Regions[0], i32)
	d = bd.Create("x.d", OpState{Operands: []Value{blk.Args[0], a.Result(0)}})
	return
}

func TestUseLists(t *testing.T) {
	mod, a, b, c, d := tree(t)
	if mod.uses != nil {
		t.Fatal("use lists built before any question")
	}
	got := a.Result(0).Uses()
	want := []Use{{b, 0}, {b, 1}, {d, 1}}
	if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Fatalf("uses of %%a: %v", got)
	}
	if mod.uses == nil {
		t.Fatal("use lists not kept once built")
	}
	if err := a.Erase(); err == nil || !strings.Contains(err.Error(), "result #0 has 3 uses") {
		t.Fatalf("erase of a used op: %v", err)
	}
	// A new op inserted after the lists are built is counted.
	bd := NewBuilder(NewContext())
	bd.SetInsertionPointBefore(c)
	e := bd.Create("x.e", OpState{Operands: []Value{a.Result(0)}})
	if n := a.Result(0).NumUses(); n != 4 {
		t.Fatalf("after insert: %d uses", n)
	}
	b.Result(0).ReplaceAllUsesWith(a.Result(0))
	if b.HasUses() || a.Result(0).NumUses() != 5 || c.Operands[0] != a.Result(0) {
		t.Fatalf("RAUW: b has uses %v, a %d", b.HasUses(), a.Result(0).NumUses())
	}
	if err := b.Erase(); err != nil {
		t.Fatal(err)
	}
	if n := a.Result(0).NumUses(); n != 3 {
		t.Fatalf("after erasing b: %d uses of a", n)
	}
	if err := e.Erase(); err != nil {
		t.Fatal(err)
	}
	// Moving c into a detached block and back keeps the lists exact.
	c.Remove()
	if n := a.Result(0).NumUses(); n != 0 {
		t.Fatalf("a removed c: %d uses left", n)
	}
	mod.Regions[0].Blocks[0].Append(c)
	if n := a.Result(0).NumUses(); n != 2 {
		t.Fatalf("c back: %d uses", n)
	}
	// A direct write is caught, not silently wrong.
	c.Operands[0] = d.Operands[0]
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "without SetOperand") {
			t.Fatalf("direct write: %v", r)
		}
	}()
	a.Result(0).Uses()
}

func TestClone(t *testing.T) {
	mod, a, _, c, _ := tree(t)
	m := NewMapping()
	cc := c.Clone(m)
	cc.InsertAfter(c)
	if cc.Operands[0] != c.Operands[0] {
		t.Fatal("operand defined above not kept")
	}
	dd := cc.Regions[0].Blocks[0].Ops[0]
	if dd.Operands[0] != cc.Regions[0].Blocks[0].Args[0] || dd.Operands[1] != a.Result(0) {
		t.Fatal("clone's operands not mapped")
	}
	if m.Lookup(c.Regions[0].Blocks[0].Args[0]) != dd.Operands[0] {
		t.Fatal("mapping lacks the argument")
	}
	if n := a.Result(0).NumUses(); n != 4 {
		t.Fatalf("%d uses of a after clone", n)
	}
	_ = mod
}
