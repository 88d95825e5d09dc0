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
