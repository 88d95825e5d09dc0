package format

import (
	"regexp"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/diag"
)

// syntaxCase is one input of a hand-written syntax (dialects/scf/,
// dialects/memref/, ...) with what mlir-opt 22 prints for it (opt: custom form,
// generic: --mlir-print-op-generic), or the first error it reports
// ("line:col: message").
type syntaxCase struct {
	name, src    string
	opt, generic string
	err          string
	// noReparse: mlir-opt's custom output is not valid input (it prints
	// an attribute dictionary its parser does not read, or a cf.switch
	// case value above the int64 range its parser reads).
	noReparse bool
}

var errFirstLine = regexp.MustCompile(`^[^:]*:(\d+:\d+): error: (.*)`)

// checkSyntaxCases formats each case in both forms and compares with
// mlir-opt's output, then formats the custom output again (a fixed point).
func checkSyntaxCases(t *testing.T, cases []syntaxCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, file, err := Source("in.mlir", []byte(c.src), Options{Dialects: core(), Style: MLIROpt})
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
			again, _, err := Source("opt.mlir", got, Options{Dialects: core(), Style: MLIROpt})
			if !c.noReparse && (err != nil || string(again) != string(got)) {
				t.Errorf("the custom output does not format to itself (%v):\n%s", err, again)
			}
			gen, _, err := Source("in.mlir", []byte(c.src), Options{Dialects: core(), Style: MLIROpt, Generic: true})
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

func TestMemRefSyntax(t *testing.T) { checkSyntaxCases(t, memrefCases) }

var memrefCases = []syntaxCase{
	{name: `dma_start attributes printed not parsed`, noReparse: true, src: `func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  "memref.dma_start"(%m, %c0, %m, %c0, %n, %t, %c0, %n, %n) {foo = 1} : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> ()
  return
}
`,
		opt: `module {
  func.func @f(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: index) {
    %c0 = arith.constant 0 : index
    memref.dma_start %arg0[%c0], %arg0[%c0], %arg2, %arg1[%c0], %arg2, %arg2 {foo = 1 : i64} : memref<4xf32>, memref<4xf32>, memref<1xi32>
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<1xi32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.dma_start"(%arg0, %0, %arg0, %0, %arg2, %arg1, %0, %arg2, %arg2) {foo = 1 : i64} : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `dma_start rank 0 and 2`, src: `func.func @f(%a: memref<f32>, %b: memref<2x2xf32, 1>, %t: memref<i32>, %n: index) {
  memref.dma_start %a[], %b[%n, %n], %n, %t[] : memref<f32>, memref<2x2xf32, 1>, memref<i32>
  return
}
`,
		opt: `module {
  func.func @f(%arg0: memref<f32>, %arg1: memref<2x2xf32, 1>, %arg2: memref<i32>, %arg3: index) {
    memref.dma_start %arg0[], %arg1[%arg3, %arg3], %arg3, %arg2[] : memref<f32>, memref<2x2xf32, 1>, memref<i32>
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>, memref<2x2xf32, 1>, memref<i32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<f32>, %arg1: memref<2x2xf32, 1>, %arg2: memref<i32>, %arg3: index):
    "memref.dma_start"(%arg0, %arg1, %arg3, %arg3, %arg3, %arg2) : (memref<f32>, memref<2x2xf32, 1>, index, index, index, memref<i32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `prefetch attributes printed not parsed`, noReparse: true, src: `func.func @f(%m: memref<4xf32>, %z: memref<f32>) {
  %c0 = arith.constant 0 : index
  "memref.prefetch"(%m, %c0) {isDataCache = false, isWrite = true, localityHint = 2 : i32, bar} : (memref<4xf32>, index) -> ()
  memref.prefetch %z[], write, locality<1>, instr : memref<f32>
  return
}
`,
		opt: `module {
  func.func @f(%arg0: memref<4xf32>, %arg1: memref<f32>) {
    %c0 = arith.constant 0 : index
    memref.prefetch %arg0[%c0], write, locality<2>, instr {bar} : memref<4xf32>
    memref.prefetch %arg1[], write, locality<1>, instr : memref<f32>
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<f32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<f32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.prefetch"(%arg0, %0) <{isDataCache = false, isWrite = true, localityHint = 2 : i32}> {bar} : (memref<4xf32>, index) -> ()
    "memref.prefetch"(%arg1) <{isDataCache = false, isWrite = true, localityHint = 1 : i32}> : (memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `global variants`, src: `memref.global "private" @a : memref<2xf32> = dense<[1.0, 2.0]> {test.x}
memref.global constant @b : memref<i1> = dense<true>
memref.global @c : memref<2x2xi8, 3> = uninitialized
memref.global "public" @d : memref<3xi16>
`,
		opt: `module {
  memref.global "private" @a : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {test.x}
  memref.global constant @b : memref<i1> = dense<true>
  memref.global @c : memref<2x2xi8, 3> = uninitialized
  memref.global "public" @d : memref<3xi16>
}

`,
		generic: `"builtin.module"() ({
  "memref.global"() <{initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "a", sym_visibility = "private", type = memref<2xf32>}> {test.x} : () -> ()
  "memref.global"() <{constant, initial_value = dense<true> : tensor<i1>, sym_name = "b", type = memref<i1>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "c", type = memref<2x2xi8, 3>}> : () -> ()
  "memref.global"() <{sym_name = "d", sym_visibility = "public", type = memref<3xi16>}> : () -> ()
}) : () -> ()

`},
	{name: `transpose attributes`, src: `func.func @f(%m: memref<?x?xf32>) -> memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>> {
  %t = memref.transpose %m (i, j) -> (j, i) {test.t} : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  return %t : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
}
`,
		opt: `#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
module {
  func.func @f(%arg0: memref<?x?xf32>) -> memref<?x?xf32, #map> {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) {test.t} : memref<?x?xf32> to memref<?x?xf32, #map>
    return %transpose : memref<?x?xf32, #map>
  }
}

`,
		generic: `#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>) -> memref<?x?xf32, #map>, sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map1}> {test.t} : (memref<?x?xf32>) -> memref<?x?xf32, #map>
    "func.return"(%0) : (memref<?x?xf32, #map>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `alloca_scope one result attrs`, src: `func.func @f() -> index {
  %r = memref.alloca_scope -> index {
    %c = arith.constant 3 : index
    memref.alloca_scope.return %c : index
  } {test.s}
  memref.alloca_scope {
    "test.op"() : () -> ()
  }
  return %r : index
}
`,
		opt: `module {
  func.func @f() -> index {
    %0 = memref.alloca_scope  -> (index) {
      %c3 = arith.constant 3 : index
      memref.alloca_scope.return %c3 : index
    } {test.s}
    memref.alloca_scope  {
      "test.op"() : () -> ()
    }
    return %0 : index
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "f"}> ({
    %0 = "memref.alloca_scope"() ({
      %1 = "arith.constant"() <{value = 3 : index}> : () -> index
      "memref.alloca_scope.return"(%1) : (index) -> ()
    }) {test.s} : () -> index
    "memref.alloca_scope"() ({
      "test.op"() : () -> ()
      "memref.alloca_scope.return"() : () -> ()
    }) : () -> ()
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `generic_atomic_rmw attributes`, src: `func.func @f(%m: memref<2x2xi32>, %i: index) -> i32 {
  %r = memref.generic_atomic_rmw %m[%i, %i] : memref<2x2xi32> {
  ^bb0(%x: i32):
    memref.atomic_yield %x : i32
  } {test.g}
  return %r : i32
}
`,
		opt: `module {
  func.func @f(%arg0: memref<2x2xi32>, %arg1: index) -> i32 {
    %0 = memref.generic_atomic_rmw %arg0[%arg1, %arg1] : memref<2x2xi32> {
    ^bb0(%arg2: i32):
      memref.atomic_yield %arg2 : i32
    } {test.g}
    return %0 : i32
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x2xi32>, index) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: memref<2x2xi32>, %arg1: index):
    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg2: i32):
      "memref.atomic_yield"(%arg2) : (i32) -> ()
    }) {test.g} : (memref<2x2xi32>, index, index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `err dma_start stride operands`, src: `func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
`,
		err: `2:3: custom op 'memref.dma_start' expected two stride related operands`},
	{name: `err dma_start types`, src: `func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}
`,
		err: `2:3: custom op 'memref.dma_start' fewer/more types expected`},
	{name: `err dma_start indices`, src: `func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m, %m[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
`,
		err: `2:22: expected '[' in operand list`},
	{name: `err dma_start attributes`, src: `func.func @f(%m: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  memref.dma_start %m[%i], %m[%i], %i, %t[%i] {a} : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
`,
		err: `2:46: expected ':'`},
	{name: `err prefetch rw`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}
`,
		err: `2:3: custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'`},
	{name: `err prefetch cache`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, dat : memref<4xf32>
  return
}
`,
		err: `2:3: custom op 'memref.prefetch' cache type has to be 'data' or 'instr'`},
	{name: `err prefetch keyword`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], "read", locality<3>, data : memref<4xf32>
  return
}
`,
		err: `2:27: custom op 'memref.prefetch' expected valid keyword`},
	{name: `err prefetch locality`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality 3, data : memref<4xf32>
  return
}
`,
		err: `2:41: expected '<'`},
	{name: `err prefetch locality type`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3 : i64>, data : memref<4xf32>
  return
}
`,
		err: `2:43: expected '>'`},
	{name: `err prefetch type kind`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  memref.prefetch %m[%i], read, locality<3>, data : tensor<4xf32>
  return
}
`,
		err: `2:51: custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'`},
	{name: `err global dynamic`, src: `memref.global @g : memref<?xf32>
`,
		err: `1:1: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'`},
	{name: `err global tensor`, src: `memref.global @g : tensor<4xf32> = dense<1.0>
`,
		err: `1:1: custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'`},
	{name: `err global initial value kind`, src: `memref.global @g : memref<4xf32> = [1, 2]
`,
		err: `1:1: custom op 'memref.global' initial value should be a unit or elements attribute`},
	{name: `err global uninit`, src: `memref.global @g : memref<4xf32> = uninit
`,
		err: `1:35: expected attribute value`},
	{name: `err global shape`, src: `memref.global @g : memref<4xf32> = dense<[1.0, 2.0]>
`,
		err: `1:36: inferred shape of elements literal ([2]) does not match type ([4])`},
	{name: `err transpose to`, src: `func.func @f(%m: memref<?x?xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> memref<?x?xf32>
  return
}
`,
		err: `2:63: custom op 'memref.transpose' expected 'to'`},
	{name: `err transpose map`, src: `func.func @f(%m: memref<?x?xf32>) {
  %t = memref.transpose %m affine_map<(i, j) -> (j, i)> : memref<?x?xf32> to memref<?x?xf32>
  return
}
`,
		err: `2:27: expected '(' in dimensional identifier list`},
	{name: `err transpose source kind`, src: `func.func @f(%m: memref<?x?xf32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : tensor<?x?xf32> to memref<?x?xf32>
  return
}
`,
		err: `2:45: custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'tensor<?x?xf32>'`},
	{name: `err transpose arrow`, src: `func.func @f(%m: memref<?x?xf32>) {
  %t = memref.transpose %m (i, j) (j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}
`,
		err: `2:34: expected '->' or ':'`},
	{name: `err generic_atomic_rmw region`, src: `func.func @f(%m: memref<4xf32>, %i: index) {
  %r = memref.generic_atomic_rmw %m[%i] : memref<4xf32>
  return
}
`,
		err: `2:56: expected '{' to begin a region`},
	{name: `err alloca_scope arrow`, src: `func.func @f() {
  memref.alloca_scope -> {
  }
  return
}
`,
		err: `2:25: expected non-function type`},
}

func TestOtherSyntaxes(t *testing.T) { checkSyntaxCases(t, otherCases) }

// otherCases: arith.select, bufferization.alloc_tensor, cf.switch, and the
// ops whose results their dialect packages infer (bufferization.dealloc,
// memref.distinct_objects).
var otherCases = []syntaxCase{
	{name: `switch widths`, noReparse: true, src: `func.func @f(%a: i64, %b: i1, %c: i4, %d: ui8, %e: si16, %g: i128) {
  cf.switch %a : i64, [
    default: ^bb1,
    -1: ^bb1,
    -9223372036854775808: ^bb1,
    9223372036854775807: ^bb1
  ]
^bb1:
  cf.switch %b : i1, [
    default: ^bb2,
    -1: ^bb2,
    0: ^bb2
  ]
^bb2:
  cf.switch %c : i4, [
    default: ^bb3,
    -1: ^bb3,
    7: ^bb3,
    8: ^bb3
  ]
^bb3:
  cf.switch %d : ui8, [
    default: ^bb4,
    -1: ^bb4,
    200: ^bb4
  ]
^bb4:
  cf.switch %e : si16, [
    default: ^bb5,
    -2: ^bb5,
    65535: ^bb5
  ]
^bb5:
  cf.switch %g : i128, [
    default: ^bb6,
    -1: ^bb6,
    5: ^bb6
  ]
^bb6:
  return
}
`,
		opt: `module {
  func.func @f(%arg0: i64, %arg1: i1, %arg2: i4, %arg3: ui8, %arg4: si16, %arg5: i128) {
    cf.switch %arg0 : i64, [
      default: ^bb1,
      18446744073709551615: ^bb1,
      9223372036854775808: ^bb1,
      9223372036854775807: ^bb1
    ]
  ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
    cf.switch %arg1 : i1, [
      default: ^bb2,
      1: ^bb2,
      0: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    cf.switch %arg2 : i4, [
      default: ^bb3,
      15: ^bb3,
      7: ^bb3,
      8: ^bb3
    ]
  ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
    cf.switch %arg3 : ui8, [
      default: ^bb4,
      255: ^bb4,
      200: ^bb4
    ]
  ^bb4:  // 3 preds: ^bb3, ^bb3, ^bb3
    cf.switch %arg4 : si16, [
      default: ^bb5,
      65534: ^bb5,
      65535: ^bb5
    ]
  ^bb5:  // 3 preds: ^bb4, ^bb4, ^bb4
    cf.switch %arg5 : i128, [
      default: ^bb6,
      18446744073709551615: ^bb6,
      5: ^bb6
    ]
  ^bb6:  // 3 preds: ^bb5, ^bb5, ^bb5
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1, i4, ui8, si16, i128) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i64, %arg1: i1, %arg2: i4, %arg3: ui8, %arg4: si16, %arg5: i128):
    "cf.switch"(%arg0)[^bb1, ^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-1, -9223372036854775808, 9223372036854775807]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
    "cf.switch"(%arg1)[^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[true, false]> : vector<2xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb1
    "cf.switch"(%arg2)[^bb3, ^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[-1, 7, -8]> : vector<3xi4>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i4) -> ()
  ^bb3:  // 4 preds: ^bb2, ^bb2, ^bb2, ^bb2
    "cf.switch"(%arg3)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[255, 200]> : vector<2xui8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (ui8) -> ()
  ^bb4:  // 3 preds: ^bb3, ^bb3, ^bb3
    "cf.switch"(%arg4)[^bb5, ^bb5, ^bb5] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-2, -1]> : vector<2xsi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (si16) -> ()
  ^bb5:  // 3 preds: ^bb4, ^bb4, ^bb4
    "cf.switch"(%arg5)[^bb6, ^bb6, ^bb6] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[-1, 5]> : vector<2xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
  ^bb6:  // 3 preds: ^bb5, ^bb5, ^bb5
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `switch one case operands`, src: `func.func @f(%a: i32, %x: f32, %y: index) {
  cf.switch %a : i32, [
    default: ^bb1(%x, %y : f32, index),
    3: ^bb1(%x, %y : f32, index)
  ]
^bb1(%p: f32, %q: index):
  return
}
`,
		opt: `module {
  func.func @f(%arg0: i32, %arg1: f32, %arg2: index) {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1, %arg2 : f32, index),
      3: ^bb1(%arg1, %arg2 : f32, index)
    ]
  ^bb1(%0: f32, %1: index):  // 2 preds: ^bb0, ^bb0
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: f32, %arg2: index):
    "cf.switch"(%arg0, %arg1, %arg2, %arg1, %arg2)[^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<3> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, f32, index, f32, index) -> ()
  ^bb1(%0: f32, %1: index):  // 2 preds: ^bb0, ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `select attributes memref condition`, src: `func.func @f(%c: i1, %m: memref<2xi1>, %a: vector<2xf32>) -> vector<2xf32> {
  %r = arith.select %c, %a, %a {test.s} : vector<2xf32>
  return %r : vector<2xf32>
}
`,
		opt: `module {
  func.func @f(%arg0: i1, %arg1: memref<2xi1>, %arg2: vector<2xf32>) -> vector<2xf32> {
    %0 = arith.select %arg0, %arg2, %arg2 {test.s} : vector<2xf32>
    return %0 : vector<2xf32>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (i1, memref<2xi1>, vector<2xf32>) -> vector<2xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: memref<2xi1>, %arg2: vector<2xf32>):
    %0 = "arith.select"(%arg0, %arg2, %arg2) {test.s} : (i1, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
    "func.return"(%0) : (vector<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `alloc_tensor all parts`, src: `func.func @f(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = bufferization.alloc_tensor() copy(%t) size_hint = %n {memory_space = 3 : i32, test.q} : tensor<?xf32>
  %b = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  return %a, %a : tensor<?xf32>, tensor<?xf32>
}
`,
		opt: `module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
    %0 = bufferization.alloc_tensor() copy(%arg0) size_hint=%arg1 {memory_space = 3 : i32, test.q} : tensor<?xf32>
    %1 = bufferization.alloc_tensor(%arg1) : tensor<?x4xf32>
    return %0, %0 : tensor<?xf32>, tensor<?xf32>
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<?xf32>, %arg1: index):
    %0 = "bufferization.alloc_tensor"(%arg0, %arg1) <{memory_space = 3 : i32, operandSegmentSizes = array<i32: 0, 1, 1>}> {test.q} : (tensor<?xf32>, index) -> tensor<?xf32>
    %1 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x4xf32>
    "func.return"(%0, %0) : (tensor<?xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `dealloc inferred results`, src: `func.func @f(%m: memref<2xf32>, %c: i1) -> (i1, i1) {
  %r:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%m, %m : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}
`,
		opt: `module {
  func.func @f(%arg0: memref<2xf32>, %arg1: i1) -> (i1, i1) {
    %0:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1) retain (%arg0, %arg0 : memref<2xf32>, memref<2xf32>)
    return %0#0, %0#1 : i1, i1
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<2xf32>, i1) -> (i1, i1), sym_name = "f"}> ({
  ^bb0(%arg0: memref<2xf32>, %arg1: i1):
    %0:2 = "bufferization.dealloc"(%arg0, %arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (memref<2xf32>, i1, memref<2xf32>, memref<2xf32>) -> (i1, i1)
    "func.return"(%0#0, %0#1) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `distinct_objects inferred results`, src: `func.func @f(%a: memref<?xf32>, %b: memref<?xi32>) {
  %r:2 = memref.distinct_objects %a, %b : memref<?xf32>, memref<?xi32>
  return
}
`,
		opt: `module {
  func.func @f(%arg0: memref<?xf32>, %arg1: memref<?xi32>) {
    %0:2 = memref.distinct_objects %arg0, %arg1 : memref<?xf32>, memref<?xi32>
    return
  }
}

`,
		generic: `"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, memref<?xi32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: memref<?xi32>):
    %0:2 = "memref.distinct_objects"(%arg0, %arg1) : (memref<?xf32>, memref<?xi32>) -> (memref<?xf32>, memref<?xi32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

`},
	{name: `err switch default`, src: `func.func @f(%x: i32) {
  cf.switch %x : i32, [ ^bb1 ]
^bb1:
  return
}
`,
		err: `2:25: custom op 'cf.switch' expected 'default'`},
	{name: `err switch colon`, src: `func.func @f(%x: i32) {
  cf.switch %x : i32, [ default ^bb1 ]
^bb1:
  return
}
`,
		err: `2:32: expected ':'`},
	{name: `err switch case value`, src: `func.func @f(%x: i32) {
  cf.switch %x : i32, [ default: ^bb1, x: ^bb1 ]
^bb1:
  return
}
`,
		err: `2:40: custom op 'cf.switch' expected integer value`},
	{name: `err switch trailing comma`, src: `func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb1, 5: ^bb2(%f : f32), ]
^bb1:
  return
^bb2(%a: f32):
  return
}
`,
		err: `2:59: custom op 'cf.switch' expected integer value`},
	{name: `err switch operand types`, src: `func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb2(%f) ]
^bb2(%a: f32):
  return
}
`,
		err: `2:41: expected ':'`},
	{name: `err switch empty operands`, src: `func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb2() ]
^bb2(%a: f32):
  return
}
`,
		err: `2:39: expected ':'`},
	{name: `err switch type count`, src: `func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb2(%f, %f : f32) ]
^bb2(%a: f32):
  return
}
`,
		err: `2:25: custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types`},
	{name: `err switch result number`, src: `func.func @f(%x: i32, %f: f32) {
  cf.switch %x : i32, [ default: ^bb2(%f#0 : f32) ]
^bb2(%a: f32):
  return
}
`,
		err: `2:41: result number not allowed in argument list`},
	{name: `err switch separator`, src: `func.func @f(%x: i32) {
  cf.switch %x : i32, [ default: ^bb1 5: ^bb1 ]
^bb1:
  return
}
`,
		err: `2:38: expected ']'`},
	{name: `err switch block`, src: `func.func @f(%x: i32) {
  cf.switch %x : i32, [ default: %x ]
^bb1:
  return
}
`,
		err: `2:33: expected block name`},
	{name: `err select two operands`, src: `func.func @f(%c: i1, %x: i32) {
  %r = arith.select %c, %x : i32
  return
}
`,
		err: `2:21: custom op 'arith.select' expected 3 operands`},
	{name: `err select no operands`, src: `func.func @f(%c: i1, %x: i32) {
  %r = arith.select : i32
  return
}
`,
		err: `2:20: expected operand`},
	{name: `err select delimiter`, src: `func.func @f(%c: i1, %x: i32) {
  %r = arith.select (%c, %x, %x) : i32
  return
}
`,
		err: `2:21: unexpected delimiter`},
	{name: `err select colon`, src: `func.func @f(%c: i1, %x: i32) {
  %r = arith.select %c, %x, %x
  return
}
`,
		err: `2:31: expected ':'`},
	{name: `err select condition type`, src: `func.func @f(%c: i1, %x: i32) {
  %r = arith.select %c, %x, %x : vector<4xi1>, i32
  return
}
`,
		err: `2:21: use of value '%c' expects different type than prior uses: 'vector<4xi1>' vs 'i1'`},
	{name: `err alloc_tensor paren`, src: `func.func @f() {
  %r = bufferization.alloc_tensor : tensor<4xf32>
  return
}
`,
		err: `2:34: expected '('`},
	{name: `err alloc_tensor type kind`, src: `func.func @f() {
  %r = bufferization.alloc_tensor() : memref<4xf32>
  return
}
`,
		err: `2:39: custom op 'bufferization.alloc_tensor' invalid kind of type specified`},
	{name: `err alloc_tensor copy`, src: `func.func @f(%t: tensor<?xf32>) {
  %r = bufferization.alloc_tensor() copy %t : tensor<?xf32>
  return
}
`,
		err: `2:41: expected '('`},
	{name: `err alloc_tensor size_hint`, src: `func.func @f(%n: index) {
  %r = bufferization.alloc_tensor() size_hint %n : tensor<?xf32>
  return
}
`,
		err: `2:46: expected '='`},
	{name: `err alloc_tensor order`, src: `func.func @f(%n: index, %t: tensor<?xf32>) {
  %r = bufferization.alloc_tensor() size_hint = %n copy(%t) : tensor<?xf32>
  return
}
`,
		err: `2:51: expected ':'`},
	{name: `err alloc_tensor size type`, src: `func.func @f(%x: i32) {
  %r = bufferization.alloc_tensor(%x) : tensor<?xf32>
  return
}
`,
		err: `2:35: use of value '%x' expects different type than prior uses: 'index' vs 'i32'`},
}

// TestTransposeMapSpelling: memref.transpose spells its bare permutation
// map as the printer spells an affine_map attribute (the syntax has its
// own copy of the rules), for maps beyond permutations too (printing does
// not verify).
func TestTransposeMapSpelling(t *testing.T) {
	maps := []string{
		"(d0, d1) -> (d1, d0)",
		"(d0, d1)[s0] -> (d0 + d1 * s0, d1 - d0, -d0, d0 - 3)",
		"(d0, d1)[s0, s1] -> (d0 floordiv 4, (d1 + s0) mod 3, d0 ceildiv s1, d0 * -2 + d1, (d0 + d1) * 4)",
		"(d0) -> (d0 - (d0 + 1), 7, d0 * 3 - d0 * 5)",
		"() -> ()",
	}
	for _, m := range maps {
		src := "func.func @f(%m: memref<?x?xf32>) {\n" +
			"  %t = memref.transpose %m " + m + " : memref<?x?xf32> to memref<?x?xf32>\n" +
			"  \"test.map\"() {m = affine_map<" + m + ">} : () -> ()\n" +
			"  return\n}\n"
		// Unverified: these maps are no permutations, which
		// memref.transpose's verifier rejects; the spelling is the point.
		got, file, err := Source("in.mlir", []byte(src), Options{Dialects: core(), Style: MLIROpt, Unverified: true})
		if err != nil {
			t.Fatalf("%s: %s", m, diag.AsList(err).Format(file))
		}
		var bare, attr string
		for _, line := range strings.Split(string(got), "\n") {
			if _, rest, ok := strings.Cut(line, "memref.transpose %arg0 "); ok {
				bare, _, _ = strings.Cut(rest, " : ")
			}
			// The attribute is printed as an alias.
			if rest, ok := strings.CutPrefix(line, "#map = affine_map<"); ok {
				attr = strings.TrimSuffix(rest, ">")
			}
		}
		if bare == "" || bare != attr {
			t.Errorf("%s: transpose spells %q, the attribute %q\n%s", m, bare, attr, got)
		}
	}
}
