package format_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/verify"
)

// annotationCases are test files (-verify-diagnostics) whose lines the
// formatter moves, and what it prints: annotations designate what they
// designated (their offsets rewritten where needed).
var annotationCases = []struct {
	name, in, want string
}{
	{"op joined, offset up",
		`func.func @f(%a: i32) {
  %0 = "arith.addi"(%a,
                    %a)
       : (i32, i32) -> i64
  // expected-error@-3 {{requires the same type}}
  return
}
`, `func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  // expected-error@-1 {{requires the same type}}
  return
}
`},
	{"alias joined, offset down, spacing kept",
		`// expected-error @+4 {{requires the same type}}
#m = affine_map<(d0)
                -> (d0)>
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
`, `// expected-error @+3 {{requires the same type}}
#m = affine_map<(d0) -> (d0)>
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  return
}
`},
	{"signature joined",
		`// expected-error@+4 {{has 0 operands, but enclosing function (@f) returns 1}}
func.func @f(%a: i32,
             %b: i32)
    -> i32 {
  "func.return"() : () -> ()
}
`, `// expected-error@+2 {{has 0 operands, but enclosing function (@f) returns 1}}
func.func @f(%a: i32, %b: i32) -> i32 {
  "func.return"() : () -> ()
}
`},
	{"trailing annotation moved above its op",
		`func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) // expected-error-re {{requires the {{[a-z]+}} type}}
       : (i32, i32) -> i64
  return
}
`, `func.func @f(%a: i32) {
  // expected-error-re@+1 {{requires the {{[a-z]+}} type}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  return
}
`},
	{"blank lines collapsed",
		`func.func @f(%a: i32) {
  // expected-error@+3 {{requires the same type}}


  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
`, `func.func @f(%a: i32) {
  // expected-error@+2 {{requires the same type}}

  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  return
}
`},
	{"designator dropped when the op comes to its line",
		`func.func @f(%a: i32) {
  %0 = "arith.addi"(%a,
     %a) : (i32, i32) -> i64  // expected-error@-1 {{requires the same type}}
  return
}
`, `func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64  // expected-error {{requires the same type}}
  return
}
`},
	{"@below and @above kept when they still designate their op",
		`func.func @f(%a: i32) {
  // expected-error@below {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}
func.func @g(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error@above {{requires the same type}}
  return
}
`, `func.func @f(%a: i32) {
  // expected-error@below {{requires the same type}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  return
}
func.func @g(%a: i32) {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  // expected-error@above {{requires the same type}}
  return
}
`},
	{"an implicit terminator an annotation designates is kept",
		`// expected-error@below {{expects the types of the terminator operands to match the types of the result}}
%0 = transform.sequence -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note@below {{terminator}}
  transform.yield
}
`, `// expected-error@below {{expects the types of the terminator operands to match the types of the result}}
%0 = transform.sequence  -> !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note@below {{terminator}}
  yield 
}
`},
	{"an invalid op written generically stays generic",
		`func.func @f(%a: i32) {
  // expected-error@+1 {{must be floating-point-like}}
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (i32, i32) -> i1
  %1 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  return
}
`, `func.func @f(%a: i32) {
  // expected-error@+1 {{must be floating-point-like}}
  %0 = "arith.cmpf"(%a, %a) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (i32, i32) -> i1
  %1 = arith.addi %a, %a : i32
  return
}
`},
}

// TestAnnotations formats test files whose lines move and checks the
// output, that it is a fixed point, and that gomlir's -verify-diagnostics
// passes on it as it does on the input.
func TestAnnotations(t *testing.T) {
	for _, c := range annotationCases {
		t.Run(c.name, func(t *testing.T) {
			checkAnnotated(t, []byte(c.in), true)
			f := format.Format("t.mlir", []byte(c.in), format.Options{})
			require.Empty(t, f.Errors)
			assert.Equal(t, c.want, string(f.Out))
			again := format.Format("t.mlir", f.Out, format.Options{})
			assert.Equal(t, string(f.Out), string(again.Out), "not a fixed point")
			checkAnnotated(t, f.Out, true)
		})
	}
}

// The designated terminator is kept only when designated.
func TestAnnotationsTerminatorElided(t *testing.T) {
	in := "transform.sequence failures(propagate) {\n^bb0(%arg0: !transform.any_op):\n  transform.yield\n}\n"
	f := format.Format("t.mlir", []byte(in), format.Options{})
	assert.NotContains(t, string(f.Out), "yield")
}

// checkAnnotated asserts that gomlir's -verify-diagnostics -split-input-file
// passes on src (pass) or fails.
func checkAnnotated(t *testing.T, src []byte, pass bool) {
	t.Helper()
	failures, _ := verify.CheckDiagnostics("t.mlir", src, verify.SourceOptions{SplitInputFile: true})
	if pass {
		assert.Empty(t, failures, "-verify-diagnostics fails:\n%s\n%s", failures.Format(ast.NewFile("t.mlir", src)), src)
	} else {
		assert.NotEmpty(t, failures, "-verify-diagnostics passes:\n%s", src)
	}
}
