package gomlir_test

import (
	"fmt"
	"sort"

	"github.com/gomlir/gomlir"
	"github.com/gomlir/gomlir/ir"
)

// Build a function from scratch: func.func @add(%a: i32, %b: i32) -> i32.
func Example_buildFunction() {
	m := gomlir.NewModule(nil)
	ctx := m.Ctx
	i32 := ctx.I(32)
	b := m.Builder()
	fn := b.Create("func.func", ir.OpState{
		Properties: []ir.NamedAttribute{
			{Name: "sym_name", Value: ctx.StringAttr("add", nil)},
			{Name: "function_type", Value: ctx.TypeAttr(ctx.Function([]ir.Type{i32, i32}, []ir.Type{i32}))},
		},
		Regions: 1,
	})
	entry := b.CreateBlock(fn.Regions[0], i32, i32) // the insertion point moves into it
	sum := b.Create("arith.addi", ir.OpState{
		Operands:    []ir.Value{entry.Args[0], entry.Args[1]},
		ResultTypes: []ir.Type{i32},
	})
	b.Create("func.return", ir.OpState{Operands: []ir.Value{sum.Result(0)}})
	if err := m.Verify(); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(m)
	// Output:
	// module {
	//   func.func @add(%arg0: i32, %arg1: i32) -> i32 {
	//     %0 = arith.addi %arg0, %arg1 : i32
	//     return %0 : i32
	//   }
	// }
}

// Rewrite `arith.addi %x, 0` to `%x` with a pattern of one's own
// (ArithFolds has this fold and others).
func Example_rewriteAddZero() {
	m, err := gomlir.ParseString("input.mlir", `
func.func @f(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %y = arith.addi %x, %zero : i32
  return %y : i32
}`, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	addZero := gomlir.Pattern{
		Name: "add zero",
		Op:   "arith.addi",
		Rewrite: func(op *ir.Operation, rw *gomlir.Rewriter) bool {
			def, ok := op.Operands[1].(*ir.OpResult)
			if !ok || def.Owner.Name != "arith.constant" {
				return false
			}
			v, ok := def.Owner.Properties.(*ir.DictionaryAttr).Get("value").(*ir.IntegerAttr)
			if !ok || v.Value.Sign() != 0 {
				return false
			}
			rw.ReplaceOp(op, op.Operands[0])
			return true
		},
	}
	if _, err := m.ApplyPatterns([]gomlir.Pattern{addZero}, nil); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(m) // the constant, unused now, is gone too
	// Output:
	// module {
	//   func.func @f(%arg0: i32) -> i32 {
	//     return %arg0 : i32
	//   }
	// }
}

// Rename a symbol: every reference follows, nested ones too.
func ExampleModule_RenameSymbol() {
	m, err := gomlir.ParseString("input.mlir", `
module @outer {
  module @inner {
    func.func @callee() { return }
    func.func @caller() {
      call @callee() : () -> ()
      return
    }
  }
  func.func @entry() attributes {target = @inner::@callee} {
    return
  }
}`, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	inner := m.Lookup("inner")
	callee := ir.NewSymbolTable(inner).Lookup("callee")
	if err := m.RenameSymbol(callee, "work"); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(m)
	// Output:
	// module @outer {
	//   module @inner {
	//     func.func @work() {
	//       return
	//     }
	//     func.func @caller() {
	//       call @work() : () -> ()
	//       return
	//     }
	//   }
	//   func.func @entry() attributes {target = @inner::@work} {
	//     return
	//   }
	// }
}

// Walk a module and count its operations by dialect.
func ExampleWalk() {
	m, err := gomlir.ParseString("input.mlir", `
func.func @f(%a: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %s = arith.addf %acc, %acc : f32
    %e = math.exp %s : f32
    scf.yield %e : f32
  }
  return %r : f32
}`, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	count := map[string]int{}
	gomlir.Walk(m.Op, func(op *ir.Operation) bool {
		dialect, _, _ := cut(op.Name)
		count[dialect]++
		return true
	})
	var names []string
	for d := range count {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		fmt.Println(d, count[d])
	}
	// Output:
	// arith 3
	// builtin 1
	// func 2
	// math 1
	// scf 2
}

func cut(name string) (string, string, bool) {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i], name[i+1:], true
		}
	}
	return name, "", false
}

// Validate text another program emitted: each error at its line and
// column, in mlir-opt's words.
func ExampleValidate() {
	emitted := []byte(`func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  %1 = arith.muli %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
`)
	err := gomlir.Validate("emitted.mlir", emitted, nil)
	if e, ok := err.(*gomlir.Error); ok {
		for i, d := range e.Diags {
			fmt.Printf("%s: %s\n", e.Position(i), d.Msg)
		}
	}
	// Output:
	// emitted.mlir:3:8: 'arith.muli' op operand #0 must be signless-integer-like, but got 'tensor<4xf32>'
}
