// Properties: mlir-opt's parser turns an op's `<{...}>` dictionary into
// its properties and rejects what does not convert.

func.func @enum_case(%a: i32) {
  // expected-error @below {{invalid properties {predicate = 70 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 70 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 70 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_width(%a: i32) {
  // expected-error @below {{invalid properties {predicate = 0 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 0 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i32}> : (i32, i32) -> i1
  return
}

// -----

// expected-error @below {{invalid properties {function_type = () -> (), sym_name = "f", sym_visibility = 3 : i64} for op func.func: Invalid attribute `sym_visibility` in property conversion: 3 :}}
"func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = 3}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @segments() {
  // expected-error @below {{invalid properties {operandSegmentSizes = array<i32: 0>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func private @f()
func.func @nested_callee() {
  // expected-error @below {{invalid properties {callee = @m::@f} for op func.call: Invalid attribute `callee` in property conversion: @m::@f}}
  "func.call"() <{callee = @m::@f}> : () -> ()
  return
}

// -----

func.func @unit(%m: memref<4xf32>, %i: index) {
  // expected-error @below {{invalid properties {nontemporal = 1 : i32} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i32}}
  %0 = "memref.load"(%m, %i) <{nontemporal = 1 : i32}> : (memref<4xf32>, index) -> f32
  return
}

// -----

// expected-error @below {{invalid properties {sym_name = 3 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"builtin.module"() <{sym_name = 3 : i32}> ({
}) : () -> ()

// -----

// Inherent attributes written in the attribute dictionary are checked
// against their constraints.
// expected-error @below {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() ({
}) {function_type = () -> (), sym_name = 3} : () -> ()

// -----

// A property of a dialect attribute class takes only that class's attributes
// (mlir-opt converts the dictionary with a dyn_cast to the storage class).
func.func @fastmath_of_another_kind(%a: f32) -> f32 {
  // expected-error @below {{invalid properties {fastmath = #arith.overflow<nsw>} for op arith.addf: Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.addf"(%a, %a) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @combining_kind_of_another_dialect(%v: vector<4xf32>) -> f32 {
  // expected-error @below {{Invalid attribute `kind` in property conversion: #arith.fastmath<fast>}}
  %0 = "vector.reduction"(%v) <{kind = #arith.fastmath<fast>}> : (vector<4xf32>) -> f32
  return %0 : f32
}

// -----

// TypedAttr storage: an array is not a typed attribute.
func.func @constant_of_an_array() {
  // expected-error @below {{invalid properties {value = [1]} for op arith.constant: Invalid attribute `value` in property conversion: [1]}}
  %0 = "arith.constant"() <{value = [1]}> : () -> i32
  return
}

// -----

// A typed dialect attribute converts; its type is then the value's type.
func.func @constant_of_a_bit_vector() {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = #smt.bv<5> : !smt.bv<3>}> : () -> !smt.bv<32>
  return
}

// -----

// DenseIntElementsAttr storage: float elements do not convert.
func.func @conv_float_strides(%i: tensor<1x4x4x1xf32>, %f: tensor<1x1x1x1xf32>, %o: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  // expected-error @below {{Invalid attribute `strides` in property conversion: dense<1.000000e+00> : tensor<2xf32>}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %f, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<1.0> : tensor<2xf32>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    linalg.yield %a : f32
  }) : (tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>, tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
