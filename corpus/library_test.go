package corpus

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/gomlir/gomlir"
	"github.com/gomlir/gomlir/ir"
)

// foldCases are functions whose arith ops the package gomlir's ArithFolds
// fold (or leave) as mlir-opt --canonicalize does: constant operands at
// the ends of their types' ranges (wrap-around), i1, index and unsigned
// comparisons of negative values, bitwise ops on negative values, floats
// at infinity, NaN and signed zeros, and the identities on arguments.
const foldCases = `
func.func @wrap() -> (i8, i8, i8, i1, i1, i64, index, i16) {
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %a = arith.addi %max, %max : i8
  %b = arith.subi %min, %max : i8
  %c = arith.muli %min, %m1 : i8
  %t = arith.constant true
  %d = arith.addi %t, %t : i1
  %e = arith.muli %t, %t : i1
  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %f = arith.addi %big, %one : i64
  %i0 = arith.constant -5 : index
  %i1 = arith.constant 7 : index
  %g = arith.muli %i0, %i1 : index
  %h0 = arith.constant 300 : i16
  %h = arith.muli %h0, %h0 : i16
  return %a, %b, %c, %d, %e, %f, %g, %h : i8, i8, i8, i1, i1, i64, index, i16
}
func.func @bits() -> (i32, i32, i32, i8, i8, i8) {
  %a = arith.constant -6 : i32
  %b = arith.constant 12 : i32
  %and = arith.andi %a, %b : i32
  %or = arith.ori %a, %b : i32
  %xor = arith.xori %a, %b : i32
  %c = arith.constant -16 : i8
  %d = arith.constant 85 : i8
  %and8 = arith.andi %c, %d : i8
  %or8 = arith.ori %c, %d : i8
  %xor8 = arith.xori %c, %d : i8
  return %and, %or, %xor, %and8, %or8, %xor8 : i32, i32, i32, i8, i8, i8
}
func.func @cmp() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %one = arith.constant 1 : i8
  %0 = arith.cmpi eq, %m1, %one : i8
  %1 = arith.cmpi ne, %m1, %one : i8
  %2 = arith.cmpi slt, %m1, %one : i8
  %3 = arith.cmpi sle, %m1, %m1 : i8
  %4 = arith.cmpi sgt, %m1, %one : i8
  %5 = arith.cmpi sge, %one, %m1 : i8
  %6 = arith.cmpi ult, %m1, %one : i8
  %7 = arith.cmpi ule, %one, %m1 : i8
  %8 = arith.cmpi ugt, %m1, %one : i8
  %9 = arith.cmpi uge, %one, %m1 : i8
  %t = arith.constant true
  %f = arith.constant false
  %10 = arith.cmpi ult, %f, %t : i1
  %11 = arith.cmpi slt, %f, %t : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @ids(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %m = arith.constant -1 : i32
  %0 = arith.addi %x, %z : i32
  %1 = arith.addi %z, %x : i32
  %2 = arith.subi %x, %z : i32
  %3 = arith.muli %x, %o : i32
  %4 = arith.muli %o, %x : i32
  %5 = arith.muli %x, %z : i32
  %6 = arith.andi %x, %z : i32
  %7 = arith.andi %x, %m : i32
  %8 = arith.ori %x, %z : i32
  %9 = arith.ori %x, %m : i32
  %10 = arith.xori %x, %z : i32
  %11 = arith.subi %x, %x : i32
  %12 = arith.xori %x, %x : i32
  %13 = arith.andi %x, %x : i32
  %14 = arith.addi %x, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
func.func @cmpself(%x: index) -> (i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : index
  %1 = arith.cmpi ne, %x, %x : index
  %2 = arith.cmpi sle, %x, %x : index
  %3 = arith.cmpi ugt, %x, %x : index
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
func.func @floats(%x: f32) -> (f32, f32, f32, f64, f64, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %0 = arith.addf %a, %b : f32
  %1 = arith.mulf %a, %b : f32
  %2 = arith.divf %a, %b : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.7 : f64
  %3 = arith.subf %c, %d : f64
  %4 = arith.divf %c, %d : f64
  %inf = arith.constant 0x7F800000 : f32
  %5 = arith.subf %inf, %inf : f32
  %z = arith.constant 0.0 : f32
  %6 = arith.divf %b, %z : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %7 = arith.addf %x, %nz : f32
  %8 = arith.subf %x, %z : f32
  %9 = arith.mulf %x, %one : f32
  %10 = arith.divf %x, %one : f32
  %11 = arith.addf %x, %z : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f64, f64, f32, f32, f32, f32, f32, f32, f32
}
func.func @chain(%x: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %a = arith.muli %c2, %c3 : i64
  %b = arith.subi %a, %a : i64
  %c = arith.addi %x, %b : i64
  return %c : i64
}
`

// TestArithFoldsAgainstCanonicalize applies gomlir.ArithFolds to
// foldCases and mlir-opt --canonicalize to the same text, and compares
// each function's results (an argument, a constant's value, or the op
// computing it) and the ops left besides constants. Needs -mlir-opt.
func TestArithFoldsAgainstCanonicalize(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("needs -mlir-opt")
	}
	m, err := gomlir.ParseString("folds.mlir", foldCases, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatal(err)
	}
	if _, err := m.ApplyPatterns(gomlir.ArithFolds(), nil); err != nil {
		t.Fatal(err)
	}
	if err := m.Verify(); err != nil {
		t.Fatalf("folded module does not verify: %v\n%s", err, m)
	}
	cmd := exec.Command(*mlirOpt, "--canonicalize", "-")
	cmd.Stdin = strings.NewReader(foldCases)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt: %v", err)
	}
	want, err := gomlir.Parse("canonicalized.mlir", out, nil)
	if err != nil {
		t.Fatal(err)
	}
	got, exp := summarize(m), summarize(want)
	if len(got) != len(exp) {
		t.Fatalf("%d functions, mlir-opt %d", len(got), len(exp))
	}
	for name, g := range exp {
		if got[name] != g {
			t.Errorf("@%s:\n gomlir:   %s\n mlir-opt: %s", name, got[name], g)
		}
	}
	// And the printed text reads back in mlir-opt.
	check := exec.Command(*mlirOpt, "-")
	check.Stdin = strings.NewReader(m.String())
	if b, err := check.CombinedOutput(); err != nil {
		t.Fatalf("mlir-opt rejects the folded module: %v\n%s", err, b)
	}
}

// summarize gives each function of m a line: what each returned value
// is, then the names of the ops left that are not constants.
func summarize(m *gomlir.Module) map[string]string {
	out := map[string]string{}
	for _, fn := range m.Body().Ops {
		var res, left []string
		for _, op := range fn.Regions[0].Blocks[0].Ops {
			switch op.Name {
			case "arith.constant":
			case "func.return":
				for _, v := range op.Operands {
					switch v := v.(type) {
					case *ir.BlockArgument:
						res = append(res, fmt.Sprintf("arg%d", v.Index))
					case *ir.OpResult:
						if v.Owner.Name == "arith.constant" {
							res = append(res, ir.AttrString(v.Owner.Properties.(*ir.DictionaryAttr).Get("value")))
						} else {
							res = append(res, v.Owner.Name)
						}
					}
				}
			default:
				left = append(left, op.Name)
			}
		}
		out[ir.SymbolName(fn)] = strings.Join(res, ", ") + " | left: " + strings.Join(left, " ")
	}
	return out
}

// libraryDialects are the dialects whose every op kind TestLibraryRebuild
// builds through ir.Builder.
var libraryDialects = []string{"arith", "builtin", "cf", "complex", "func", "index", "math", "memref", "scf", "ub"}

// TestLibraryRebuild rebuilds each file of the core dialects' corpus
// from scratch through the library (ir.Builder.Create by op name, blocks
// by CreateBlock, operands used before their definition set afterwards
// with SetOperand), mutates it without changing its meaning (each op
// cloned after itself, its uses moved to the clone and back, the clone
// erased; each block's terminator moved to the block's start and back),
// and prints it: the text must be mlir-opt's golden (.opt) byte for
// byte. With -mlir-opt, mlir-opt must read the printed text too.
func TestLibraryRebuild(t *testing.T) {
	kinds := map[string]bool{}
	files, rejected := 0, 0
	for _, d := range libraryDialects {
		paths, err := filepath.Glob(filepath.Join("dialects", d, "*.mlir"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range paths {
			golden, err := os.ReadFile(path + ".opt")
			if err != nil {
				continue // an invalid case has no golden
			}
			orig, err := gomlir.ParseFile(path, &gomlir.Config{AllowUnregistered: true})
			if err != nil {
				t.Errorf("%s: %v", path, err)
				continue
			}
			files++
			m := rebuild(t, orig)
			mutate(t, m)
			ir.Walk(m.Op, func(op *ir.Operation) bool { kinds[op.Name] = true; return true })
			if err := m.Verify(); err != nil {
				t.Errorf("%s: rebuilt module does not verify: %v", path, err)
				continue
			}
			got := m.String()
			if got != string(golden) {
				t.Errorf("%s: rebuilt module prints\n%s\nmlir-opt:\n%s", path, got, golden)
				continue
			}
			if *mlirOpt != "" {
				cmd := exec.Command(*mlirOpt, "--allow-unregistered-dialect", "-")
				cmd.Stdin = strings.NewReader(got)
				if b, err := cmd.CombinedOutput(); err != nil {
					// The text is mlir-opt's own output (the golden): it
					// does not read back what it prints (cf.switch's
					// 2^64-1 case, memref.dma_start's attributes).
					t.Logf("%s: mlir-opt does not read its own output back: %s", path, firstLine(string(b)))
					rejected++
				}
			}
		}
	}
	var core []string
	for k := range kinds {
		if d, _, _ := strings.Cut(k, "."); slices.Contains(libraryDialects, d) {
			core = append(core, k)
		}
	}
	sort.Strings(core)
	t.Logf("%d files, %d op kinds of %v: %s", files, len(core), libraryDialects, strings.Join(core, " "))
	if files < 50 {
		t.Fatalf("only %d files", files)
	}
	if rejected > 2 {
		t.Fatalf("mlir-opt rejects %d of the rebuilt modules (its own output), 2 known", rejected)
	}
}

// rebuild makes orig again through the library's builder.
func rebuild(t *testing.T, orig *gomlir.Module) *gomlir.Module {
	m := &gomlir.Module{Ctx: orig.Ctx, Dialects: orig.Dialects, Resources: orig.Resources}
	vals := ir.NewMapping()
	type fix struct {
		op   *ir.Operation
		i    int
		orig ir.Value
	}
	var fixes []fix
	var build func(o *ir.Operation, b *ir.Builder) *ir.Operation
	build = func(o *ir.Operation, b *ir.Builder) *ir.Operation {
		st := ir.OpState{Regions: len(o.Regions), Loc: o.Loc}
		for i := range o.Results {
			st.ResultTypes = append(st.ResultTypes, o.Result(i).Type())
		}
		if o.Attrs != nil {
			st.Attrs = o.Attrs.Entries
		}
		var late []int
		for i, v := range o.Operands {
			w := vals.Lookup(v)
			if w == v { // not built yet: set once it is
				late = append(late, i)
				w = nil
			}
			st.Operands = append(st.Operands, w)
		}
		for _, s := range o.Successors {
			st.Successors = append(st.Successors, vals.LookupBlock(s))
		}
		var op *ir.Operation
		if b == nil {
			op = ir.NewOp(o.Name, st.Operands, st.ResultTypes)
			op.Attrs, op.Loc = o.Attrs, o.Loc
			for range o.Regions {
				op.AddRegion()
			}
		} else {
			op = b.Create(o.Name, st)
		}
		op.Properties = o.Properties // any attribute, not only a dictionary
		for _, i := range late {
			fixes = append(fixes, fix{op, i, o.Operands[i]})
		}
		for i := range o.Results {
			vals.Map(o.Result(i), op.Result(i))
		}
		for ri, r := range o.Regions {
			inner := ir.NewBuilder(m.Ctx)
			for _, blk := range r.Blocks {
				var types []ir.Type
				for _, a := range blk.Args {
					types = append(types, a.Type())
				}
				nb := inner.CreateBlock(op.Regions[ri], types...)
				vals.MapBlock(blk, nb)
				for i, a := range blk.Args {
					nb.Args[i].Loc = a.Loc
					vals.Map(a, nb.Args[i])
				}
			}
			for bi, blk := range r.Blocks {
				inner.SetInsertionPointToEnd(op.Regions[ri].Blocks[bi])
				for _, c := range blk.Ops {
					build(c, inner)
				}
			}
		}
		return op
	}
	m.Op = build(orig.Op, nil)
	for _, f := range fixes {
		w := vals.Lookup(f.orig)
		if w == f.orig {
			t.Fatalf("%s: operand %d defined nowhere", f.op.Name, f.i)
		}
		f.op.SetOperand(f.i, w)
	}
	return m
}

// mutate changes m and changes it back.
func mutate(t *testing.T, m *gomlir.Module) {
	var ops []*ir.Operation
	ir.Walk(m.Op, func(op *ir.Operation) bool {
		if op != m.Op {
			ops = append(ops, op)
		}
		return true
	})
	for _, op := range ops {
		if len(op.Results) == 0 {
			continue
		}
		c := op.Clone(nil)
		c.InsertAfter(op)
		var orig, clone []ir.Value
		for i := range op.Results {
			orig, clone = append(orig, op.Result(i)), append(clone, c.Result(i))
		}
		n := 0
		for i := range op.Results {
			n += op.Result(i).NumUses()
		}
		op.ReplaceAllUsesWith(clone...)
		if op.HasUses() || n > 0 && !c.HasUses() {
			t.Fatalf("%s: uses not moved", op.Name)
		}
		if err := c.Erase(); (err == nil) != (n == 0) {
			t.Fatalf("%s with %d uses: erase gives %v", op.Name, n, err)
		}
		if n == 0 {
			continue // the clone is gone
		}
		c.ReplaceAllUsesWith(orig...)
		if err := c.Erase(); err != nil {
			t.Fatal(err)
		}
	}
	ir.Walk(m.Op, func(op *ir.Operation) bool {
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				if term := b.Terminator(); term != nil && len(b.Ops) > 1 {
					term.MoveToStart(b)
					term.MoveToEnd(b)
				}
			}
		}
		return true
	})
}
