// builtin: modules and unrealized casts.

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
module @m {
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}

// -----

// expected-error @below {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
  "foo.op"() : () -> ()
}) : () -> ()

// -----

module {
  // expected-error @below {{'builtin.module' op requires zero results}}
  %0 = "builtin.module"() ({
  }) : () -> i32
}

// -----

// expected-error @below {{invalid properties {sym_name = 3 : i32} for op builtin.module: Invalid attribute `sym_name` in property conversion: 3 : i32}}
"builtin.module"() <{sym_name = 3 : i32}> ({
}) : () -> ()

// -----

func.func @cast() {
  // expected-error @below {{cannot name an operation with no results}}
  %0 = "builtin.unrealized_conversion_cast"() : () -> ()
  return
}

// -----

module {
  // expected-note @below {{see existing symbol definition here}}
  module @inner {
  }
  // expected-error @below {{redefinition of symbol named 'inner'}}
  module @inner {
  }
}

// -----

// builtin.module (attribute names, one data layout) and
// builtin.unrealized_conversion_cast (at least one result).

// expected-error @below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

module @m attributes {sym_visibility = "private", test.foo = 1} {
}

// -----

// expected-error @below {{'builtin.module' op expects at most one data layout attribute}}
// expected-note @below {{'dlti.dl_spec' is a data layout attribute}}
// expected-note @below {{'test.dl' is a data layout attribute}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">, test.dl = #dlti.dl_spec<"dlti.endianness" = "big">} {
}

// -----

func.func @f() {
  %0 = builtin.unrealized_conversion_cast to i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func @f() {
  %0 = "builtin.unrealized_conversion_cast"() : () -> (i32)
  return
}

// -----

func.func @f() {
  // expected-error @below {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"() : () -> ()
  return
}

// -----

func.func @decimal_in_dense_float() {
  // expected-error @below {{unexpected decimal integer literal for a floating point value}}
  // expected-note @below {{add a trailing dot to make the literal a float}}
  %0 = arith.constant dense<0> : tensor<1xf32>
  return
}

// -----

func.func @decimal_in_float_array() {
  // expected-error @below {{unexpected decimal integer literal for a floating point value}}
  // expected-note @below {{add a trailing dot to make the literal a float}}
  "test.op"() {a = array<f32: 1>} : () -> ()
  return
}

// -----

func.func @decimal_as_float() {
  // expected-error @below {{unexpected decimal integer literal for a floating point value}}
  // expected-note @below {{add a trailing dot to make the literal a float}}
  "test.op"() {a = 2 : f16} : () -> ()
  return
}

// -----

// The builtin types' and attributes' verify() (BuiltinTypes.cpp,
// BuiltinAttributes.cpp). A vector's element type constraint comes before
// its sizes.

// expected-error @below {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_bad_element_and_size(%a: vector<0xtensor<i32>>) {
  return
}

// -----

// expected-error @below {{vector types must have positive constant sizes but got 2, 0}}
func.func @vector_zero_size(%a: vector<2x[0]xf32>) {
  return
}

// -----

// expected-error @below {{sparse index #1 is not contained within the value shape, with index=[1, 2], and type='tensor<2x2xi32>'}}
func.func @sparse_index_out_of_shape() attributes {test.value = sparse<[[0, 0], [1, 2]], [1, 2]> : tensor<2x2xi32>} {
  return
}

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[3, 3], and type='tensor<3x2xi32>'}}
func.func @sparse_splat_index() attributes {test.value = sparse<3, 1> : tensor<3x2xi32>} {
  return
}

// -----

// expected-error @below {{sparse index #1 is not contained within the value shape, with index=[3], and type='tensor<3xf32>'}}
func.func @sparse_index_1d() attributes {test.value = sparse<[1, 3], [1.0, 2.0]> : tensor<3xf32>} {
  return
}

// -----

// expected-error @below {{expected shape ([2, 2]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
func.func @sparse_index_rank() attributes {test.value = sparse<[[0, 0, 1]], [1]> : tensor<2x2xi32>} {
  return
}

// -----

// expected-error @below {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
func.func @sparse_count_mismatch() attributes {test.value = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} {
  return
}

// -----

// expected-error @below {{expected shape ([2, 2]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
func.func @sparse_1d_indices_2d_type() attributes {test.value = sparse<[0, 1], [1, 2]> : tensor<2x2xi32>} {
  return
}

// -----

// expected-error @below {{expected 1-d tensor for sparse element values}}
func.func @sparse_2d_values() attributes {test.value = sparse<[[0, 1]], [[1]]> : tensor<2x2xi32>} {
  return
}

// -----

func.func @sparse_valid() attributes {test.a = sparse<[[0, 1], [1, 0]], [1, 2]> : tensor<2x2xi32>, test.b = sparse<1, 5> : tensor<2x2xi32>, test.c = sparse<> : tensor<2x2xi32>, test.d = sparse<[2], [1.5]> : vector<3xf32>} {
  return
}
