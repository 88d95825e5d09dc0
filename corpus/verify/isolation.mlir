// IsolatedFromAbove: a function's body cannot use values defined around
// it (in generic form, the parser lets the name through).

"builtin.module"() ({
  %0 = "foo.def"() : () -> i32
  // expected-note @below {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    // expected-error @below {{'foo.use' op using value defined outside the region}}
    "foo.use"(%0) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  %0 = "foo.def"() : () -> i32
  // expected-note @below {{required by region isolation constraints}}
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "foo.region"() ({
      // expected-error @below {{'foo.use' op using value defined outside the region}}
      "foo.use"(%0) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// In custom form the function's name scope is isolated: the name is not
// found.
%0 = "foo.def"() : () -> i32
// expected-note @below {{required by region isolation constraints}}
func.func @f() {
  // expected-error @below {{'foo.use' op using value defined outside the region}}
  "foo.use"(%0) : (i32) -> ()
  return
}
