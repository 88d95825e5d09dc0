// Values: one definition per name, one type per value, results that
// exist.

func.func @redefinition() {
  // expected-note @below {{previously defined here}}
  %0 = arith.constant 0 : i32
  // expected-error @below {{redefinition of SSA value '%0'}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @type_across_uses(%a: i32) {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.use"(%a) : (i64) -> ()
  return
}

// -----

func.func @forward_use_type() {
  // expected-note @below {{previously used here with type 'i64'}}
  "foo.use"(%1) : (i64) -> ()
  // expected-error @below {{definition of SSA value '%1#0' has type 'i32'}}
  %1 = "foo.def"() : () -> i32
  return
}

// -----

func.func @undefined() {
  // expected-error @below {{use of undeclared SSA value name}}
  "foo.use"(%nothing) : (i32) -> ()
  return
}

// -----

func.func @result_number() {
  %0:2 = "foo.def"() : () -> (i32, i32)
  // expected-error @below {{reference to invalid result number}}
  "foo.use"(%0#2) : (i32) -> ()
  return
}

// -----

func.func @bind_count() {
  // expected-error @below {{operation defines 2 results but was provided 3 to bind}}
  %0:3 = "foo.def"() : () -> (i32, i32)
  return
}

// -----

func.func @forward_uses() {
  // expected-note @below {{prior use here}}
  "foo.use"(%1) : (i64) -> ()
  // expected-error @below {{use of value '%1' expects different type than prior uses: 'i32' vs 'i64'}}
  "foo.use"(%1) : (i32) -> ()
  %1 = "foo.def"() : () -> i64
  return
}
