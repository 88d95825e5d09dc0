package format

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
)

// syntaxCase is one input of a hand-written syntax (dialects/scf.go,
// memref.go, ...) with what mlir-opt 22 prints for it (opt: custom form,
// generic: --mlir-print-op-generic), or the first error it reports
// ("line:col: message").
type syntaxCase struct {
	name, src    string
	opt, generic string
	err          string
}

var errFirstLine = regexp.MustCompile(`^[^:]*:(\d+:\d+): error: (.*)`)

// checkSyntaxCases formats each case in both forms and compares with
// mlir-opt's output, then formats the custom output again (a fixed point).
func checkSyntaxCases(t *testing.T, cases []syntaxCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, file, err := Source("in.mlir", []byte(c.src), Options{Style: MLIROpt})
			if c.err != "" {
				if err == nil {
					t.Fatalf("accepted; mlir-opt says %s", c.err)
				}
				msg := diag.AsList(err).Format(file)
				line, _, _ := strings.Cut(msg, "\n")
				m := errFirstLine.FindStringSubmatch(line)
				if m == nil || m[1]+": "+m[2] != c.err {
					t.Fatalf("got  %s\nwant %s", line, c.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("rejected: %s", diag.AsList(err).Format(file))
			}
			if string(got) != c.opt {
				t.Errorf("custom form:\ngot:\n%s\nwant:\n%s", got, c.opt)
			}
			again, _, err := Source("opt.mlir", got, Options{Style: MLIROpt})
			if err != nil || string(again) != string(got) {
				t.Errorf("the custom output does not format to itself (%v):\n%s", err, again)
			}
			gen, _, err := Source("in.mlir", []byte(c.src), Options{Style: MLIROpt, Generic: true})
			if err != nil {
				t.Fatalf("rejected in generic form: %v", err)
			}
			if string(gen) != c.generic {
				t.Errorf("generic form:\ngot:\n%s\nwant:\n%s", gen, c.generic)
			}
		})
	}
}

func TestSCFSyntax(t *testing.T) { checkSyntaxCases(t, scfCases) }

var scfCases = []syntaxCase{
	{name: `for arrow without parens`, src: `func.func @f(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    scf.yield %a : i32
  } {test.attr}
  return %r : i32
}
`,
		opt: `module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
      scf.yield %arg5 : i32
    } {test.attr}
    return %0 : i32
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg4: index, %arg5: i32):
      "scf.yield"(%arg5) : (i32) -> ()
    }) {test.attr} : (index, index, index, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `for unsigned attrs`, src: `func.func @f(%lb: i8, %ub: i8, %s: i8) {
  scf.for unsigned %i = %lb to %ub step %s : i8 {
    "test.use"(%i) : (i8) -> ()
  } {test.attr = 1 : i32}
  return
}
`,
		opt: `module {
  func.func @f(%arg0: i8, %arg1: i8, %arg2: i8) {
    scf.for unsigned %arg3 = %arg0 to %arg1 step %arg2  : i8 {
      "test.use"(%arg3) : (i8) -> ()
    } {test.attr = 1 : i32}
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i8) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i8):
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg3: i8):
      "test.use"(%arg3) : (i8) -> ()
      "scf.yield"() : () -> ()
    }) {test.attr = 1 : i32} : (i8, i8, i8) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `for empty iter_args`, src: `func.func @f(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s iter_args() -> () {
  }
  return
}
`,
		opt: `module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index) {
    scf.for %arg3 = %arg0 to %arg1 step %arg2 {
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index):
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `if generic terminator kept`, src: `func.func @f(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  } else {
  }
  return
}
`,
		opt: `module {
  func.func @f(%arg0: i1) {
    scf.if %arg0 {
      "test.op"() : () -> ()
    } else {
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.op"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `while attributes`, src: `func.func @f(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  } attributes {test.a}
  return
}
`,
		opt: `module {
  func.func @f(%arg0: i1) {
    scf.while : () -> () {
      scf.condition(%arg0)
    } do {
      scf.yield
    } attributes {test.a}
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i1):
    "scf.while"() ({
      "scf.condition"(%arg0) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {test.a} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `execute_region no_inline`, src: `func.func @f() {
  scf.execute_region no_inline {
    scf.yield
  }
  return
}
`,
		opt: `module {
  func.func @f() {
    scf.execute_region no_inline {
      scf.yield
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "scf.execute_region"() <{no_inline}> ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `forall constant bounds print normalized`, src: `func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  return
}
`,
		opt: `module {
  func.func @f(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.forall (%arg1) in (%arg0) {
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.forall"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg1: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `forall non normalized step`, src: `func.func @f(%n: index) {
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (0, 0) to (%n, 8) step (%c2, 1) {
  }
  return
}
`,
		opt: `module {
  func.func @f(%arg0: index) {
    %c2 = arith.constant 2 : index
    scf.forall (%arg1, %arg2) = (0, 0) to (%arg0, 8) step (%c2, 1) {
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.forall"(%arg0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg1: index, %arg2: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `forall zero loops and scalable`, src: `func.func @f() {
  scf.forall () in () {
  }
  scf.forall (%i) in ([4]) {
  } {test.x}
  return
}
`,
		opt: `module {
  func.func @f() {
    scf.forall () in () {
    }
    scf.forall (%arg0) in (4) {
    } {test.x}
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64>, staticStep = array<i64>, staticUpperBound = array<i64>}> ({
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg0: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {test.x} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `forall arrow without parens`, src: `func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
    } {test.y}
  }
  return %r : tensor<4xf32>
}
`,
		opt: `module {
  func.func @f(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = scf.forall (%arg1) in (4) shared_outs(%arg2 = %arg0) -> (tensor<4xf32>) {
      scf.forall.in_parallel {
      } {test.y}
    }
    return %0 : tensor<4xf32>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg1: index, %arg2: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {test.y} : () -> ()
    }) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `parallel init one result`, src: `func.func @f(%n: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%x) -> (f32) {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }
  } {test.z}
  return %r : f32
}
`,
		opt: `module {
  func.func @f(%arg0: index, %arg1: f32) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) init (%arg1) -> f32 {
      scf.reduce(%arg1 : f32) {
      ^bb0(%arg3: f32, %arg4: f32):
        scf.reduce.return %arg3 : f32
      }
    } {test.z}
    return %0 : f32
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.parallel"(%0, %arg0, %1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: index):
      "scf.reduce"(%arg1) ({
      ^bb0(%arg3: f32, %arg4: f32):
        "scf.reduce.return"(%arg3) : (f32) -> ()
      }) : (f32) -> ()
    }) {test.z} : (index, index, index, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `index_switch hex case`, src: `func.func @f(%x: index) {
  scf.index_switch %x
  case 0x10 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
`,
		opt: `module {
  func.func @f(%arg0: index) {
    scf.index_switch %arg0 
    case 16 {
      scf.yield
    }
    default {
    }
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index):
    "scf.index_switch"(%arg0) <{cases = array<i64: 16>}> ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `err for missing equal`, src: `func.func @f(%lb: index) {
  scf.for %i %lb to %lb step %lb {
  }
  return
}
`,
		err: `2:13: expected '='`},
	{name: `err for missing to`, src: `func.func @f(%lb: index) {
  scf.for %i = %lb %lb step %lb {
  }
  return
}
`,
		err: `2:20: custom op 'scf.for' expected 'to'`},
	{name: `err for iter_args without paren`, src: `func.func @f(%lb: index, %x: i32) {
  scf.for %i = %lb to %lb step %lb iter_args %a = %x) -> (i32) {
  }
  return
}
`,
		err: `2:46: custom op 'scf.for' expected '('`},
	{name: `err for iter_args count`, src: `func.func @f(%lb: index, %x: i32) {
  scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (i32, i32) {
  }
  return
}
`,
		err: `2:3: custom op 'scf.for' mismatch in number of loop-carried values and defined values`},
	{name: `err for iter_args separator`, src: `func.func @f(%lb: index, %x: i32) {
  scf.for %i = %lb to %lb step %lb iter_args(%a = %x %b = %x) -> (i32, i32) {
  }
  return
}
`,
		err: `2:53: expected ',' or ')'`},
	{name: `err for iv type mismatch`, src: `func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb : i32 {
  }
  return
}
`,
		err: `2:16: use of value '%lb' expects different type than prior uses: 'i32' vs 'index'`},
	{name: `err for labeled body`, src: `func.func @f(%lb: index) {
  scf.for %i = %lb to %lb step %lb {
  ^bb0:
  }
  return
}
`,
		err: `3:3: invalid block name in region with named arguments`},
	{name: `err if arrow`, src: `func.func @f(%c: i1) {
  scf.if %c -> {
  }
  return
}
`,
		err: `2:15: expected non-function type`},
	{name: `err if condition type`, src: `func.func @f(%c: i32) {
  scf.if %c {
  }
  return
}
`,
		err: `2:10: use of value '%c' expects different type than prior uses: 'i1' vs 'i32'`},
	{name: `err while not function type`, src: `func.func @f() {
  scf.while : i32 {
  } do {
  }
  return
}
`,
		err: `2:13: custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'`},
	{name: `err while input count`, src: `func.func @f(%x: i32) {
  scf.while (%a = %x) : (i32, i32) -> () {
  } do {
  }
  return
}
`,
		err: `2:23: custom op 'scf.while' expected as many input types as operands (expected 1 got 2)`},
	{name: `err while missing do`, src: `func.func @f(%x: i32) {
  scf.while (%a = %x) : (i32) -> () {
  } {
  }
  return
}
`,
		err: `3:5: custom op 'scf.while' expected 'do'`},
	{name: `err forall argument list`, src: `func.func @f() {
  scf.forall %i in (4) {
  }
  return
}
`,
		err: `2:13: expected '(' in argument list`},
	{name: `err forall shared_outs types`, src: `func.func @f(%t: tensor<4xf32>) {
  scf.forall (%i) in (4) shared_outs(%o = %t) {
  }
  return
}
`,
		err: `2:26: custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types`},
	{name: `err forall dynamic index list`, src: `func.func @f() {
  scf.forall (%i) in 4 {
  }
  return
}
`,
		err: `2:21: expected '(' in dynamic index list`},
	{name: `err forall bound value`, src: `func.func @f() {
  scf.forall (%i) in (4, a) {
  }
  return
}
`,
		err: `2:26: custom op 'scf.forall' expected integer value`},
	{name: `err parallel operand count`, src: `func.func @f(%n: index) {
  scf.parallel (%i) = (%n) to (%n) step (%n, %n) {
  }
  return
}
`,
		err: `2:41: custom op 'scf.parallel' expected 1 operands`},
	{name: `err parallel init types`, src: `func.func @f(%n: index, %x: f32) {
  scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) {
  }
  return
}
`,
		err: `2:3: custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types`},
	{name: `err parallel operand list`, src: `func.func @f(%n: index) {
  scf.parallel (%i) = %n to (%n) step (%n) {
  }
  return
}
`,
		err: `2:22: expected '(' in operand list`},
	{name: `err execute_region region`, src: `func.func @f() {
  scf.execute_region no_inline -> i32 {
  }
  return
}
`,
		err: `2:31: expected '{' to begin a region`},
	{name: `err index_switch case value`, src: `func.func @f(%x: index) {
  scf.index_switch %x
  case {
  }
  default {
  }
  return
}
`,
		err: `3:8: custom op 'scf.index_switch' expected integer value`},
	{name: `err index_switch missing default`, src: `func.func @f(%x: index) {
  scf.index_switch %x
  case 1 {
    scf.yield
  }
  return
}
`,
		err: `6:3: custom op 'scf.index_switch' expected 'default'`},
}
