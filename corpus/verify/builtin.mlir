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
