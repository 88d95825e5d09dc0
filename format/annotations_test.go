package format_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
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
	{"a diagnostic at an explicit location keeps its line number",
		`func.func @f(%a: i32,
             %b: i32) -> i64 {
  // expected-error@+1 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("t.mlir":4:3)
  return %0 : i64
}
`, `func.func @f(%a: i32, %b: i32) -> i64 {
  // expected-error@+2 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64 loc("t.mlir":4:3)
  return %0 : i64
}
`},
	{"an explicit location in a later chunk, earlier ones shorter",
		`func.func @f(%a: i32,
             %b: i32) {
  return
}

// -----

func.func @g(%a: i32) -> i64 {
  // expected-error@+1 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64 loc("t.mlir":10:3)
  return %0 : i64
}
`, `func.func @f(%a: i32, %b: i32) {
  return
}

// -----

func.func @g(%a: i32) -> i64 {
  // expected-error@+2 {{requires the same type}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64 loc("t.mlir":10:3)
  return %0 : i64
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
			f := format.Format("t.mlir", []byte(c.in), format.Options{Dialects: core()})
			require.Empty(t, f.Errors)
			assert.Equal(t, c.want, string(f.Out))
			again := format.Format("t.mlir", f.Out, format.Options{Dialects: core()})
			assert.Equal(t, string(f.Out), string(again.Out), "not a fixed point")
			checkAnnotated(t, f.Out, true)
		})
	}
}

// The designated terminator is kept only when designated.
func TestAnnotationsTerminatorElided(t *testing.T) {
	in := "transform.sequence failures(propagate) {\n^bb0(%arg0: !transform.any_op):\n  transform.yield\n}\n"
	f := format.Format("t.mlir", []byte(in), format.Options{Dialects: core()})
	assert.NotContains(t, string(f.Out), "yield")
}

// checkAnnotated asserts that gomlir's -verify-diagnostics -split-input-file
// passes on src (pass) or fails.
func checkAnnotated(t *testing.T, src []byte, pass bool) {
	t.Helper()
	failures, _ := verify.CheckDiagnostics("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}, SplitInputFile: true})
	if pass {
		assert.Empty(t, failures, "-verify-diagnostics fails:\n%s\n%s", failures.Format(ast.NewFile("t.mlir", src)), src)
	} else {
		assert.NotEmpty(t, failures, "-verify-diagnostics passes:\n%s", src)
	}
}

// FuzzAnnotations: a test file gomlir's -verify-diagnostics passes still
// passes once formatted, and formatting it is a fixed point. Inputs are
// annotated chunks (annotationCases, corpus/verify) with lines broken at
// a blank or blank lines inserted, their @+N/@-N offsets adjusted so that
// they designate the same lines (when that fails the input fails too and
// is skipped).
func FuzzAnnotations(f *testing.F) {
	for _, c := range annotationCases {
		f.Add([]byte(c.in), uint16(0), uint8(0))
	}
	paths, _ := filepath.Glob("../corpus/verify/*.mlir")
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		chunks, _ := verify.Split(src)
		for _, c := range chunks {
			if chunk := src[c.Start:c.End]; bytes.Contains(chunk, []byte("expected-")) {
				f.Add(chunk, uint16(len(chunk)/2), uint8(1))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte, at uint16, kind uint8) {
		if len(src) > 0 {
			src = moveLines(src, int(at)%len(src), kind)
		}
		before, _ := verify.CheckDiagnostics("t.mlir", src, verify.SourceOptions{Options: verify.Options{Dialects: core()}, SplitInputFile: true})
		if len(before) > 0 {
			return
		}
		out := format.Format("t.mlir", src, format.Options{Dialects: core()}).Out
		after, _ := verify.CheckDiagnostics("t.mlir", out, verify.SourceOptions{Options: verify.Options{Dialects: core()}, SplitInputFile: true})
		if len(after) > 0 {
			t.Fatalf("-verify-diagnostics passes on the input, not once formatted:\n%s--- input\n%s\n--- output\n%s", after.Format(ast.NewFile("t.mlir", out)), src, out)
		}
		if again := format.Format("t.mlir", out, format.Options{Dialects: core()}).Out; !bytes.Equal(again, out) {
			t.Fatalf("not a fixed point:\n--- once\n%s\n--- twice\n%s", out, again)
		}
	})
}

var offsetDesignator = regexp.MustCompile(`(expected-(?:error|note|remark|warning)(?:-re)?) *@([+-])([0-9]+)`)

// moveLines breaks the line of src at the first blank from at on (kind
// even) or inserts two blank lines before it (kind odd), outside
// comments and strings, and adjusts the @+N/@-N offsets that cross it.
func moveLines(src []byte, at int, kind uint8) []byte {
	lineStart := bytes.LastIndexByte(src[:at], '\n') + 1
	lineEnd := bytes.IndexByte(src[at:], '\n')
	if lineEnd < 0 {
		lineEnd = len(src)
	} else {
		lineEnd += at
	}
	line := src[lineStart:lineEnd]
	if bytes.Contains(line, []byte("//")) || bytes.Contains(line, []byte(`"`)) && kind%2 == 0 {
		return src
	}
	var col int
	var ins string
	n := 0
	if kind%2 == 0 {
		i := bytes.IndexByte(src[at:lineEnd], ' ')
		if i < 0 {
			return src
		}
		col, ins, n = at+i-lineStart, "\n      ", 1
	} else {
		col, ins, n = 0, "\n\n", 2
	}
	lines := strings.Split(string(src), "\n")
	brk := bytes.Count(src[:lineStart], []byte{'\n'})
	// The new index of what started at column c of line x.
	moved := func(x, c int) int {
		if x > brk || x == brk && c >= col {
			return x + n
		}
		return x
	}
	firstCol := func(x int) int { return len(lines[x]) - len(strings.TrimLeft(lines[x], " ")) }
	for a := range lines {
		m := offsetDesignator.FindStringSubmatchIndex(lines[a])
		if m == nil {
			continue
		}
		k, _ := strconv.Atoi(lines[a][m[6]:m[7]])
		d := a + k
		if lines[a][m[4]] == '-' {
			d = a - k
		}
		if d < 0 || d >= len(lines) {
			continue
		}
		nk := moved(d, firstCol(d)) - moved(a, m[0])
		sign := "+"
		if nk < 0 {
			sign, nk = "-", -nk
		}
		lines[a] = lines[a][:m[4]] + sign + strconv.Itoa(nk) + lines[a][m[7]:]
	}
	adjusted := []byte(strings.Join(lines, "\n"))
	// The edits kept every line's length but on digits: find the line
	// again.
	start := 0
	for range brk {
		start = bytes.IndexByte(adjusted[start:], '\n') + start + 1
	}
	if kind%2 == 0 {
		return append(append(append([]byte(nil), adjusted[:start+col]...), ins...), adjusted[start+col+1:]...)
	}
	return append(append(append([]byte(nil), adjusted[:start]...), ins...), adjusted[start:]...)
}

// A directive in a string is the string's: never rewritten.
func TestAnnotationsInStrings(t *testing.T) {
	in := "#a = {b = {c = \"expected-error@+3 {{x\"}}\n\"u.y\"() {d = #a}\n  : () -> ()\n\"u.z\"() : () -> ()\n"
	f := format.Format("t.mlir", []byte(in), format.Options{Dialects: core()})
	require.Empty(t, f.Errors)
	assert.Contains(t, string(f.Out), `"expected-error@+3 {{x"`)
	assert.Contains(t, string(f.Out), "\"u.y\"() {d = #a} : () -> ()\n")
}

// A terminator the input did not write shares its op's position: an
// annotation designating the op's line designates the op, not the
// terminator (which stays implied), and formatting is a fixed point.
func TestAnnotationsImpliedTerminator(t *testing.T) {
	for _, in := range []string{
		"func.func @f(%n: index) {\n  affine.for %i = 0 to 4 {\n    %v = arith.addi %i, %n : index\n" +
			"    // expected-error @below {{'affine.for' op operand cannot be used as a dimension id}}\n" +
			"    affine.for %j = affine_map<(d0) -> (d0)>(%v) to 8 {\n    }\n  }\n  return\n}\n",
		"func.func @f(%laneid: index, %v: vector<4xf32>) {\n" +
			"  // expected-error @below {{'gpu.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}\n" +
			"  gpu.warp_execute_on_lane_0(%laneid)[32] args(%v : vector<4xf32>) {\n    gpu.yield\n  }\n  return\n}\n",
	} {
		checkAnnotated(t, []byte(in), true)
		f := format.Format("t.mlir", []byte(in), format.Options{Dialects: core()})
		require.Empty(t, f.Errors)
		assert.NotContains(t, string(f.Out), "yield", "an implied terminator printed")
		checkAnnotated(t, f.Out, true)
		again := format.Format("t.mlir", f.Out, format.Options{Dialects: core()})
		assert.Equal(t, string(f.Out), string(again.Out), "not a fixed point")
	}
}
