// wasmssa: extend, local_set, local_tee, reinterpret.

wasmssa.func @ext_bits(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{extend op can only take 8, 16 or 32 bits. Got 12}}
  %r = wasmssa.extend 12 : ui32 low bits from %v : i32
  wasmssa.return %r : i32
}

// -----

wasmssa.func @ext_wide(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{trying to extend the 32 low bits from a 'i32' value is illegal}}
  %r = wasmssa.extend 32 : ui32 low bits from %v : i32
  wasmssa.return %r : i32
}

// -----

wasmssa.func @ext_ok(%a: !wasmssa<local ref to i64>) -> i64 {
  %v = wasmssa.local_get %a : ref to i64
  %r = wasmssa.extend 32 : ui32 low bits from %v : i64
  wasmssa.return %r : i64
}

// -----

wasmssa.func @set(%a: !wasmssa<local ref to i32>) {
  %c = wasmssa.const 1 : i64
  // expected-error @below {{input type and result type of local.set do not match}}
  wasmssa.local_set %a : ref to i32 to %c : i64
  wasmssa.return
}

// -----

wasmssa.func @tee(%a: !wasmssa<local ref to i32>) -> i64 {
  %c = wasmssa.const 1 : i64
  // expected-error @below {{input type and output type of local.tee do not match}}
  %r = wasmssa.local_tee %a : ref to i32 to %c : i64
  wasmssa.return %c : i64
}

// -----

wasmssa.func @reinterp_same(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{reinterpret input and output type should be distinct}}
  %r = wasmssa.reinterpret %v : i32 as i32
  wasmssa.return %r : i32
}

// -----

wasmssa.func @reinterp_width(%a: !wasmssa<local ref to i32>) -> f64 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{input type ('i32') and output type ('f64') have incompatible bit widths}}
  %r = wasmssa.reinterpret %v : i32 as f64
  wasmssa.return %r : f64
}

// -----

wasmssa.func @reinterp_ok(%a: !wasmssa<local ref to i32>) -> f32 {
  %v = wasmssa.local_get %a : ref to i32
  %r = wasmssa.reinterpret %v : i32 as f32
  wasmssa.return %r : f32
}

// -----

wasmssa.func @ext_neg(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{extend op can only take 8, 16 or 32 bits. Got 4294967295}}
  %r = wasmssa.extend -1 : i32 low bits from %v : i32
  wasmssa.return %r : i32
}

// -----

wasmssa.func @ext_neg8(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : ref to i32
  // expected-error @below {{extend op can only take 8, 16 or 32 bits. Got 248}}
  %r = wasmssa.extend -8 : i8 low bits from %v : i32
  wasmssa.return %r : i32
}

// -----

// expected-error @below {{expected string}}
wasmssa.import_global foo from "m" as @imported : i32

// -----

// expected-error @below {{expecting either `exported` or symbol name. got foo}}
wasmssa.func foo @not_exported() {
  wasmssa.return
}

// -----

// Each argument that is not a local ref is reported and left out of the
// function type; the entry block is then longer than the type.
// expected-error @below {{invalid type for wasm.func argument. Expecting !wasm<local T>, got 'i32'}}
// expected-error @below {{invalid type for wasm.func argument. Expecting !wasm<local T>, got 'f32'}}
// expected-error @below {{entry block should have same number of arguments as function type. Function type has 1, entry block has 3}}
wasmssa.func @not_local_refs(%a: i32, %b: !wasmssa<local ref to i32>, %c: f32) {
  wasmssa.return
}

// -----

// FuncOp::verifyBody (FunctionOpInterface): the entry block against the
// function type, reached from the generic form.
// expected-error @below {{entry block should have same number of arguments as function type. Function type has 1, entry block has 2}}
"wasmssa.func"() <{functionType = (f32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: !wasmssa<local ref to f32>, %arg1: !wasmssa<local ref to f32>):
  %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32
  "wasmssa.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @below {{entry block argument type should be LocalRefType, got 'i32' for block argument 1}}
"wasmssa.func"() <{functionType = (f32, i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: !wasmssa<local ref to f32>, %arg1: i32):
  %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32
  "wasmssa.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @below {{func argument type #1('i32') doesn't match entry block referenced type ('f32')}}
"wasmssa.func"() <{functionType = (f32, i32) -> i32, sym_name = "f"}> ({
^bb0(%arg0: !wasmssa<local ref to f32>, %arg1: !wasmssa<local ref to f32>):
  %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32
  "wasmssa.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @below {{'wasmssa.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"wasmssa.func"() <{functionType = (f32, i32) -> i32, sym_name = "f", arg_attrs = [{}]}> ({
^bb0(%arg0: !wasmssa<local ref to f32>, %arg1: !wasmssa<local ref to i32>):
  %0 = "wasmssa.const"() <{value = 1 : i32}> : () -> i32
  "wasmssa.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// A bad argument type is reported and left out of the type; the parse goes
// on, and mlir-opt verifies the function, and the others.
// expected-error @+1 {{entry block should have same number of arguments as function type. Function type has 1, entry block has 2}}
wasmssa.func @f(%a: i32, %b: !wasmssa<local ref to f32>) -> i32 attributes {x} { // expected-error {{invalid type for wasm.func argument. Expecting !wasm<local T>, got 'i32'}}
  %c = wasmssa.const 1 : i32
  wasmssa.return %c : i32
}
func.func @g() {
  // expected-error @below {{'arith.addi' op expected 2 operands, but found 0}}
  %0 = "arith.addi"() : () -> i32
  return
}
