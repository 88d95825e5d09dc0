// func: returns, calls, functions.

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @below {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

func.func @return_type(%a: i32) -> f32 {
  // expected-error @below {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  "func.return"(%a) : (i32) -> ()
}

// -----

func.func @return_parent() {
  "scf.execute_region"() ({
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func private @callee(i32, i32) -> i32
func.func @call_count(%a: i32) -> i32 {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  %0 = call @callee(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @call_indirect(%f: (i32) -> i32, %a: f32) {
  // expected-error @below {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, f32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @constant_type() {
  // expected-error @below {{'func.constant' op reference to function with mismatched type}}
  %0 = "func.constant"() <{value = @callee}> : () -> ((f32) -> i32)
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @constant_missing() {
  // expected-error @below {{'func.constant' op reference to undefined function 'missing'}}
  %0 = "func.constant"() <{value = @missing}> : () -> ((i32) -> i32)
  return
}

// -----

// expected-error @below {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "res_attrs", res_attrs = [{}]}> ({
^bb0(%x: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @plain_argument_attribute(f32 {other.mark}, i8 {hint = 3 : i32})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @plain_result_attribute(%x: i64) -> (i64 {signed})

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op arguments may only have dialect attributes}}
  gpu.func @plain_kernel_argument_attribute(%p: memref<4xf32> {restrict}) kernel {
    gpu.return
  }
}

// -----

// Dialect attributes (a '.' in their name) are allowed on arguments and
// results.
func.func private @dialect_argument_attributes(f32 {test.anything = 1 : i32}) -> (i1 {other.flag})

// -----

// expected-error @below {{'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {function_type = () -> ()} {
  return
}

// -----

// expected-error @below {{expected SSA identifier}}
func.func @f(%a: i32, i32) {
  return
}

// -----

// expected-error @below {{expected type instead of SSA identifier}}
func.func @f(i32, %a: i32)

// -----

// expected-error @below {{expected non-empty function body}}
func.func @f() {}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected valid '@'-identifier for symbol name}}
  func.func foo() {
    return
  }
  return
}

// -----

func.func private @callee()
func.func @call_type_not_function() {
  // expected-error @below {{invalid kind of type specified: expected builtin.function, but found 'i32'}}
  func.call @callee() : i32
  return
}
