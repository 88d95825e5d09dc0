// emitc: the verifiers of its ops (EmitC.cpp).

func.func @f(%a: !emitc.lvalue<i32>) {
  %0 = emitc.address_of %a : !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>, %b: !emitc.ptr<i32>) {
  // expected-error @below {{'emitc.add' op requires that at most one operand is a pointer}}
  %0 = emitc.add %a, %b : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>, %b: f32) {
  // expected-error @below {{'emitc.add' op requires that one operand is an integer or of opaque type if the other is a pointer}}
  %0 = emitc.add %a, %b : (!emitc.ptr<i32>, f32) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>, %b: i32) {
  %0 = emitc.add %a, %b : (!emitc.ptr<i32>, i32) -> !emitc.ptr<i32>
  %1 = emitc.sub %a, %a : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> !emitc.ptrdiff_t
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>, %b: i32) {
  // expected-error @below {{'emitc.sub' op rhs can only be a pointer if lhs is a pointer}}
  %0 = emitc.sub %b, %a : (i32, !emitc.ptr<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>, %b: f32) {
  // expected-error @below {{'emitc.sub' op requires that rhs is an integer, pointer or of opaque type if lhs is a pointer}}
  %0 = emitc.sub %a, %b : (!emitc.ptr<i32>, f32) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.ptr<i32>) {
  // expected-error @below {{'emitc.sub' op requires that the result is an integer, ptrdiff_t or of opaque type if lhs and rhs are pointers}}
  %0 = emitc.sub %a, %a : (!emitc.ptr<i32>, !emitc.ptr<i32>) -> f32
  return
}

// -----

func.func @f(%a: !emitc.lvalue<i32>) {
  // expected-error @below {{'emitc.apply' op applicable operator is illegal}}
  %0 = emitc.apply "+"(%a) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.lvalue<i32>) {
  // expected-error @below {{'emitc.apply' op applicable operator must not be empty}}
  %0 = emitc.apply ""(%a) : (!emitc.lvalue<i32>) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.apply' op operand type must be an lvalue when applying `&`}}
  %0 = emitc.apply "&"(%a) : (i32) -> !emitc.ptr<i32>
  return
}

// -----

func.func @f(%a: !emitc.lvalue<i32>) {
  // expected-error @below {{'emitc.apply' op result type must be a pointer when applying `&`}}
  %0 = emitc.apply "&"(%a) : (!emitc.lvalue<i32>) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.apply' op operand type must be a pointer when applying `*`}}
  %0 = emitc.apply "*"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<i32>
  // expected-error @below {{'emitc.assign' op requires value's type ('f32') to match variable's type ('i32')}}
  emitc.assign %a : f32 to %v : !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%a: i32, %v: !emitc.lvalue<i32>) {
  // expected-error @below {{'emitc.assign' op cannot assign to block argument}}
  emitc.assign %a : i32 to %v : !emitc.lvalue<i32>
  return
}

// -----

func.func @f() {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<i32>
  %w = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<f32>
  %x = emitc.load %w : !emitc.lvalue<f32>
  // expected-error @below {{'emitc.assign' op requires value's type ('f32') to match variable's type ('i32')}}
  emitc.assign %x : f32 to %v : !emitc.lvalue<i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.call_opaque' op callee must not be empty}}
  %0 = emitc.call_opaque ""() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.call_opaque' op index argument is out of range}}
  %0 = emitc.call_opaque "g"(%a) {args = [1 : index]} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.call_opaque' op array argument has no type}}
  %0 = emitc.call_opaque "g"(%a) {args = [[0, 1]]} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.call_opaque' op template argument has invalid type}}
  %0 = emitc.call_opaque "g"(%a) {template_args = ["x"]} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = emitc.call_opaque "g"(%a) {args = [0 : index], template_args = [i32, 1 : i32, 2.0 : f32, #emitc.opaque<"x">]} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.call_opaque' op cannot return array type}}
  %0 = emitc.call_opaque "g"(%a) : (i32) -> !emitc.array<2xi32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.constant' op value must not be empty}}
  %0 = "emitc.constant"() <{value = #emitc.opaque<"">}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.constant' op requires attribute to either be an #emitc.opaque attribute or it's type ('i64') to match the op's result type ('i32')}}
  %0 = "emitc.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.constant' op string attributes are not supported, use #emitc.opaque instead}}
  %0 = "emitc.constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @f() {
  %0 = "emitc.constant"() <{value = 1 : index}> : () -> !emitc.size_t
  %1 = "emitc.variable"() <{value = 1 : i32}> : () -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.variable' op requires attribute to either be an #emitc.opaque attribute or it's type ('i64') to match the op's result type ('i32')}}
  %1 = "emitc.variable"() <{value = 1 : i64}> : () -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%p: !emitc.ptr<i32>) {
  %0 = emitc.dereference %p : !emitc.ptr<i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{'emitc.literal' op value must not be empty}}
  %0 = emitc.literal "" : i32
  return
}

// -----

func.func @f(%a: i32, %i: f32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2x3xi32>
  // expected-error @below {{'emitc.subscript' op on array operand requires number of indices (1) to match the rank of the array type (2)}}
  %0 = emitc.subscript %v[%a] : (!emitc.array<2x3xi32>, i32) -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%a: i32, %i: f32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2x3xi32>
  // expected-error @below {{'emitc.subscript' op on array operand requires index operand 1 to be integer-like, but got 'f32'}}
  %0 = emitc.subscript %v[%a, %i] : (!emitc.array<2x3xi32>, i32, f32) -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%a: i32, %i: f32) {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2x3xi32>
  // expected-error @below {{'emitc.subscript' op on array operand requires element type ('i32') and result type ('f32') to match}}
  %0 = emitc.subscript %v[%a, %a] : (!emitc.array<2x3xi32>, i32, i32) -> !emitc.lvalue<f32>
  return
}

// -----

func.func @f(%p: !emitc.ptr<i32>, %a: i32, %i: f32) {
  // expected-error @below {{'emitc.subscript' op on pointer operand requires one index operand, but got 2}}
  %0 = emitc.subscript %p[%a, %a] : (!emitc.ptr<i32>, i32, i32) -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%p: !emitc.ptr<i32>, %a: i32, %i: f32) {
  // expected-error @below {{'emitc.subscript' op on pointer operand requires index operand to be integer-like, but got 'f32'}}
  %0 = emitc.subscript %p[%i] : (!emitc.ptr<i32>, f32) -> !emitc.lvalue<i32>
  return
}

// -----

func.func @f(%p: !emitc.ptr<i32>, %a: i32, %i: f32) {
  // expected-error @below {{'emitc.subscript' op on pointer operand requires pointee type ('i32') and result type ('f32') to match}}
  %0 = emitc.subscript %p[%a] : (!emitc.ptr<i32>, i32) -> !emitc.lvalue<f32>
  return
}

// -----

func.func @f(%p: !emitc.opaque<"T">, %a: i32, %i: f32) {
  %0 = emitc.subscript %p[%i, %a] : (!emitc.opaque<"T">, f32, i32) -> !emitc.lvalue<f32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.verbatim' op requires operands for each placeholder in the format string}}
  emitc.verbatim "x {} {}" args %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.verbatim' op expected '}' after unescaped '{' at end of string}}
  emitc.verbatim "x {" args %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.verbatim' op expected '}' after unescaped '{'}}
  emitc.verbatim "x {a}" args %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  emitc.verbatim "x {{ {}" args %a : i32
  emitc.verbatim "x {"
  return
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op yielded value has no defining op}}
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    emitc.yield %a : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op must yield a value at termination}}
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> f32 {
  // expected-error @below {{'emitc.expression' op requires yielded type to match return type}}
  %r = emitc.expression %a, %b : (i32, i32) -> f32 {
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : f32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op contains an unsupported operation}}
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.lvalue<i32>
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op contains an unused operation}}
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %1 = emitc.mul %a, %b : (i32, i32) -> i32
    %0 = emitc.add %a, %b : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op requires exactly one use for operations with side effects}}
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %c = emitc.call_opaque "g"(%a) : (i32) -> i32
    %0 = emitc.add %c, %c : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  %r = emitc.expression %a, %b : (i32, i32) -> i32 {
    %c = emitc.add %a, %b : (i32, i32) -> i32
    %0 = emitc.mul %c, %c : (i32, i32) -> i32
    emitc.yield %0 : i32
  }
  return %r : i32
}

// -----

func.func @f(%a: !emitc.opaque<"T">, %b: i32) -> !emitc.opaque<"T"> {
  // expected-error @below {{'emitc.expression' op requires exactly one use for operations with side effects}}
  %r = emitc.expression %a, %b : (!emitc.opaque<"T">, i32) -> !emitc.opaque<"T"> {
    %c = emitc.unary_minus %a : (!emitc.opaque<"T">) -> !emitc.opaque<"T">
    %0 = emitc.add %c, %c : (!emitc.opaque<"T">, !emitc.opaque<"T">) -> !emitc.opaque<"T">
    emitc.yield %0 : !emitc.opaque<"T">
  }
  return %r : !emitc.opaque<"T">
}

// -----

func.func @f(%a: index) {
  // expected-error @below {{'emitc.for' op expected body to have a single block argument for the induction variable}}
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @below {{'emitc.for' op expected induction variable to be same type as bounds and step}}
  "emitc.for"(%a, %a, %a) ({
  ^bb0(%i: i32):
    emitc.yield
  }) : (index, index, index) -> ()
  return
}

// -----

// expected-error @below {{'emitc.func' op cannot have lvalue type as argument}}
emitc.func @g(%a: !emitc.lvalue<i32>) {
  emitc.return
}

// -----

// expected-error @below {{'emitc.func' op cannot return array type}}
emitc.func @g() -> !emitc.array<2xi32> {
  %v = "emitc.variable"() <{value = #emitc.opaque<"">}> : () -> !emitc.array<2xi32>
  emitc.return %v : !emitc.array<2xi32>
}

// -----

// expected-error @below {{'emitc.func' op requires zero or exactly one result, but has 2}}
"emitc.func"() <{function_type = () -> (i32, i32), sym_name = "g"}> ({
  %a = "emitc.constant"() <{value = 1 : i32}> : () -> i32
  "emitc.return"(%a) : (i32) -> ()
}) : () -> ()

// -----

emitc.func @g() -> i32 {
  // expected-error @below {{'emitc.return' op has 0 operands, but enclosing function (@g) returns 1}}
  emitc.return
}

// -----

emitc.func @g(%a: f32) -> i32 {
  // expected-error @below {{type of the return operand ('f32') doesn't match function result type ('i32') in function @g}}
  emitc.return %a : f32
}

// -----

func.func @f(%c: i1) {
  emitc.if %c {
    %a = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    // expected-error @below {{'emitc.yield' op yields a value not returned by parent}}
    emitc.yield %a : i32
  }
  return
}

// -----

emitc.global @g0 : i32 = 3
emitc.global @g1 : !emitc.array<2xf32> = dense<[1.0, 2.0]>
emitc.global extern @g2 : f32
emitc.global @g3 : !emitc.opaque<"T"> = #emitc.opaque<"x">

// -----

// expected-error @below {{'emitc.global' op expected valid emitc type}}
emitc.global @g : i3

// -----

// expected-error @below {{'emitc.global' op expected array type, but got 'i32'}}
"emitc.global"() <{sym_name = "g", type = i32, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @below {{'emitc.global' op initial value expected to be of type '!emitc.array<2xi32>', but was of type 'tensor<3xi32>'}}
"emitc.global"() <{sym_name = "g", type = !emitc.array<2xi32>, initial_value = dense<1> : tensor<3xi32>}> : () -> ()

// -----

// expected-error @below {{'emitc.global' op initial value expected to be of type 'i32', but was of type 'i64'}}
"emitc.global"() <{sym_name = "g", type = i32, initial_value = 1 : i64}> : () -> ()

// -----

// expected-error @below {{'emitc.global' op initial value expected to be of type 'f32', but was of type 'f64'}}
"emitc.global"() <{sym_name = "g", type = f32, initial_value = 1.0 : f64}> : () -> ()

// -----

// expected-error @below {{'emitc.global' op initial value should be a integer, float, elements or opaque attribute, but got "x"}}
"emitc.global"() <{sym_name = "g", type = f32, initial_value = "x"}> : () -> ()

// -----

// expected-error @below {{'emitc.global' op cannot have both static and extern specifiers}}
emitc.global extern static @g : f32

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.switch' op has duplicate case value: 2}}
  emitc.switch %a : i32
  case 2 {
    emitc.yield
  }
  case 2 {
    emitc.yield
  }
  default {
    emitc.yield
  }
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{'emitc.switch' op operand #0 must be integer, index or opaque type supported by EmitC, but got 'f32'}}
  "emitc.switch"(%a) <{cases = array<i64>}> ({
    emitc.yield
  }) : (f32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.switch' op has 1 case regions but 2 case values}}
  "emitc.switch"(%a) <{cases = array<i64: 1, 2>}> ({
    emitc.yield
  }, {
    emitc.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.switch' op expected each region to return 0 values, but case region #0 returns 1}}
  "emitc.switch"(%a) <{cases = array<i64: 1>}> ({
    emitc.yield
  }, {
    %c = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    // expected-note @below {{see yield operation here}}
    emitc.yield %c : i32
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.switch' op expected each region to return 0 values, but default region returns 1}}
  "emitc.switch"(%a) <{cases = array<i64: 1>}> ({
    %c = "emitc.constant"() <{value = 1 : i32}> : () -> i32
    // expected-note @below {{see yield operation here}}
    emitc.yield %c : i32
  }, {
    emitc.yield
  }) : (i32) -> ()
  return
}

// -----

emitc.class @C {
  emitc.field @x : i32
  emitc.func @get() {
    %0 = emitc.get_field @x : i32
    emitc.return
  }
}

// -----

// expected-error @below {{'emitc.field' op field must be nested within an emitc.class operation}}
emitc.field @x : i32

// -----

emitc.class @C {
  // expected-error @below {{'emitc.field' op expected valid emitc type}}
  emitc.field @x : i3
}

// -----

emitc.func @get() {
  // expected-error @below {{'emitc.get_field' op  must be nested within an emitc.class operation}}
  %0 = emitc.get_field @x : i32
  emitc.return
}

// -----

func.func @f(%a: i1) {
  emitc.do {
  } while {
    // expected-error @below {{'emitc.expression' op yielded value has no defining op}}
    %r = emitc.expression %a : (i1) -> i1 {
      emitc.yield %a : i1
    }
    emitc.yield %r : i1
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.do' op condition region must contain exactly two operations: 'emitc.expression' followed by 'emitc.yield', but found 3 operations}}
  emitc.do {
  } while {
    %r = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    %s = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    emitc.yield %r : i1
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.do' op expected first op in condition region to be 'emitc.expression', but got emitc.literal}}
  emitc.do {
  } while {
    %l = emitc.literal "x" : i1
    emitc.yield %l : i1
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'emitc.do' op emitc.expression in condition region must return 'i1', but returns 'i32'}}
  emitc.do {
  } while {
    %r = emitc.expression %a : (i32) -> i32 {
      %0 = emitc.unary_minus %a : (i32) -> i32
      emitc.yield %0 : i32
    }
    emitc.yield %r : i32
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.do' op expected condition region to return 1 value, but it returns 0 values}}
  emitc.do {
  } while {
    %r = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    emitc.yield
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.yield' must return result of 'emitc.expression' from this condition region}}
  emitc.do {
  } while {
    %r = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    emitc.yield %a : i1
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.do' op body region must not contain terminator}}
  emitc.do {
    emitc.yield
  } while {
    %r = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    emitc.yield %r : i1
  }
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @below {{'emitc.do' op expected last op in condition region to be 'emitc.yield', but got test.op}}
  emitc.do {
  } while {
    %r = emitc.expression %a : (i1) -> i1 {
      %0 = emitc.logical_not %a : i1
      emitc.yield %0 : i1
    }
    "test.op"() : () -> ()
  }
  return
}

// -----

// emitc: symbol uses of call, declare_func, get_global, get_field.

emitc.func @g(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @h(%a: i32) {
  %0 = emitc.call @g(%a) : (i32) -> i32
  emitc.return
}
emitc.global @gl : i32
emitc.global @ga : !emitc.array<2xi32>
emitc.func @k() {
  %0 = emitc.get_global @gl : !emitc.lvalue<i32>
  %1 = emitc.get_global @ga : !emitc.array<2xi32>
  emitc.return
}
emitc.declare_func @g

// -----

emitc.func @h(%a: i32) {
  // expected-error @below {{'emitc.call' op 'nope' does not reference a valid function}}
  %0 = emitc.call @nope(%a) : (i32) -> i32
  emitc.return
}

// -----

emitc.func @g(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @h(%a: i32) {
  // expected-error @below {{'emitc.call' op incorrect number of operands for callee}}
  %0 = emitc.call @g() : () -> i32
  emitc.return
}

// -----

emitc.func @g(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @h(%a: i16) {
  // expected-error @below {{'emitc.call' op operand type mismatch: expected operand type 'i32', but provided 'i16' for operand number 0}}
  %0 = emitc.call @g(%a) : (i16) -> i32
  emitc.return
}

// -----

emitc.func @g(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @h(%a: i32) {
  // expected-error @below {{'emitc.call' op incorrect number of results for callee}}
  emitc.call @g(%a) : (i32) -> ()
  emitc.return
}

// -----

emitc.func @g(%a: i32) -> i32 {
  emitc.return %a : i32
}
emitc.func @h(%a: i32) {
  // expected-error @below {{'emitc.call' op result type mismatch at index 0}}
  // expected-note @below {{      op result types: 'i16'}}
  // expected-note @below {{function result types: 'i32'}}
  %0 = emitc.call @g(%a) : (i32) -> i16
  emitc.return
}

// -----

// expected-error @below {{'emitc.declare_func' op 'nope' does not reference a valid function}}
emitc.declare_func @nope

// -----

emitc.func @k() {
  // expected-error @below {{'emitc.get_global' op 'nope' does not reference a valid emitc.global}}
  %0 = emitc.get_global @nope : !emitc.lvalue<i32>
  emitc.return
}

// -----

emitc.global @ga : !emitc.array<2xi32>
emitc.func @k() {
  // expected-error @below {{'emitc.get_global' op on array type expects result type '!emitc.array<3xi32>' to match type '!emitc.array<2xi32>' of the global @ga}}
  %1 = emitc.get_global @ga : !emitc.array<3xi32>
  emitc.return
}

// -----

emitc.global @gl : i32
emitc.func @k() {
  // expected-error @below {{'emitc.get_global' op result #0 must be EmitC array type or EmitC lvalue type, but got 'i32'}}
  %0 = emitc.get_global @gl : i32
  emitc.return
}

// -----

emitc.global @gl : i32
emitc.func @k() {
  // expected-error @below {{'emitc.get_global' op on non-array type expects result inner type 'f32' to match type 'i32' of the global @gl}}
  %0 = emitc.get_global @gl : !emitc.lvalue<f32>
  emitc.return
}

// -----

emitc.class @C {
  emitc.field @x : i32
  emitc.func @get() {
    // expected-error @below {{'emitc.get_field' op field '@y' not found in the class}}
    %0 = emitc.get_field @y : i32
    emitc.return
  }
}

// -----

emitc.class @C {
  emitc.field @x : i32
  emitc.func @get() {
    // expected-error @below {{'emitc.get_field' op result type 'f32' does not match field '@x' type 'i32'}}
    %0 = emitc.get_field @x : f32
    emitc.return
  }
}

// -----

// The types' verify() (EmitC.cpp). !emitc.array's parser makes it at the
// mnemonic, and rejects an element type itself first, at the element.

// expected-error @below {{shape must not be empty}}
func.func @array_no_shape(%a: !emitc.array<i32>) {
  return
}

// -----

// expected-error @below {{invalid array element type ''i17''}}
func.func @array_element_width(%a: !emitc.array<4xi17>) {
  return
}

// -----

// expected-error @below {{invalid array element type ''!emitc.array<3xf32>''}}
func.func @array_of_array(%a: !emitc.array<2x!emitc.array<3xf32>>) {
  return
}

// -----

// expected-error @below {{invalid array element type ''tensor<2xi32>''}}
func.func @array_of_tensor(%a: !emitc.array<2x3xtensor<2xi32>>) {
  return
}

// -----

func.func @array_elements(%a: !emitc.array<2x!emitc.ptr<i32>>, %b: !emitc.array<2x!emitc.opaque<"x">>, %c: !emitc.array<1x!emitc.size_t>, %d: !emitc.array<0xindex>, %e: !emitc.array<2xbf16>) {
  return
}

// -----

// expected-error @below {{!emitc.lvalue must wrap supported emitc type, but got 'memref<1xi32>'}}
func.func @lvalue_memref(%a: !emitc.lvalue<memref<1xi32>>) {
  return
}

// -----

// expected-error @below {{!emitc.lvalue must wrap supported emitc type, but got '!emitc.lvalue<i32>'}}
func.func @lvalue_lvalue(%a: !emitc.lvalue<!emitc.lvalue<i32>>) {
  return
}

// -----

// expected-error @below {{!emitc.lvalue cannot wrap !emitc.array type}}
func.func @lvalue_array(%a: !emitc.lvalue<!emitc.array<2xi32>>) {
  return
}

// -----

func.func @lvalue_pointer_to_array(%a: !emitc.lvalue<!emitc.ptr<!emitc.array<2xi32>>>) {
  return
}

// -----

// expected-error @below {{expected non empty string in !emitc.opaque type}}
func.func @opaque_empty(%a: !emitc.opaque<"">) {
  return
}

// -----

// expected-error @below {{pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead}}
func.func @opaque_pointer(%a: !emitc.opaque<"char *">) {
  return
}

// -----

// expected-error @below {{pointers to lvalues are not allowed}}
func.func @pointer_to_lvalue(%a: !emitc.ptr<!emitc.lvalue<f32>>) {
  return
}

// -----

func.func @cast_two_dim_array_to_pointer(%a: !emitc.array<2x3xf32>) {
  // expected-error @+1 {{'emitc.cast' op operand type '!emitc.array<2x3xf32>' and result type '!emitc.ptr<f32>' are cast incompatible}}
  %p = emitc.cast %a : !emitc.array<2x3xf32> to !emitc.ptr<f32>
  return
}

// -----

func.func @cast_array_to_pointer_of_other_type(%a: !emitc.array<6xi16>) {
  // expected-error @+1 {{'emitc.cast' op operand type '!emitc.array<6xi16>' and result type '!emitc.ptr<i8>' are cast incompatible}}
  %p = emitc.cast %a : !emitc.array<6xi16> to !emitc.ptr<i8>
  return
}

// -----

func.func @cast_scalar_to_ranked_tensor(%x: i8) {
  // expected-error @+1 {{'emitc.cast' op operand type 'i8' and result type 'tensor<3xi8>' are cast incompatible}}
  %t = emitc.cast %x : i8 to tensor<3xi8>
  return
}

// -----

func.func @cast_vector_operand(%v: vector<3xi16>) {
  // expected-error @+1 {{'emitc.cast' op operand #0 must be type supported by EmitC, but got 'vector<3xi16>'}}
  %x = emitc.cast %v : vector<3xi16> to i16
  return
}

// -----

func.func @div_of_vectors(%a: vector<2xf64>) {
  // expected-error @+1 {{'emitc.div' op operand #0 must be floating-point type supported by EmitC or integer, index or opaque type supported by EmitC, but got 'vector<2xf64>'}}
  %q = "emitc.div"(%a, %a) : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
  return
}

// -----

// Casts both tools accept: an array decays to a pointer to its element
// type; pointers, opaque and size types cast among scalars.
func.func @casts_accepted(%a: !emitc.array<5xf32>, %p: !emitc.ptr<i8>, %n: index, %o: !emitc.opaque<"T">) {
  %0 = emitc.cast %a : !emitc.array<5xf32> to !emitc.ptr<f32>
  %1 = emitc.cast %p : !emitc.ptr<i8> to !emitc.opaque<"uintptr_t">
  %2 = emitc.cast %n : index to !emitc.size_t
  %3 = emitc.cast %o : !emitc.opaque<"T"> to !emitc.ptr<i32>
  %4 = emitc.cast %n : index to bf16
  return
}

// -----

// expected-error @below {{expected string attribute}}
emitc.include foo

// -----

// expected-error @below {{expected trailing '>' for standard include}}
emitc.include <"stdio.h"

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected single return type}}
  %0 = emitc.expression %a : (i32) -> (i32, i32) {
    emitc.yield %a : i32
  }
  return
}

// -----

// expected-error @below {{initial value should be a integer, float, elements or opaque attribute}}
emitc.global @g : i32 = "x"

// -----

func.func @f(%a: i32) {
  // expected-error @below {{invalid array element type}}
  %0 = "test.op"() : () -> !emitc.array<4x!emitc.array<4xi32>>
  return
}

// -----

func.func @expression_op_without_result(%a: i32) -> i32 {
  // expected-error @below {{'emitc.expression' op requires exactly one result for each operation}}
  %0 = emitc.expression %a : (i32) -> i32 {
    emitc.call_opaque "f"() : () -> ()
    %1 = emitc.add %a, %a : (i32, i32) -> i32
    emitc.yield %1 : i32
  }
  return %0 : i32
}

// -----

func.func @switch_region_end(%a: i32) {
  // expected-error @below {{'emitc.switch' op expected region to end with emitc.yield, but got test.term}}
  "emitc.switch"(%a) <{cases = array<i64>}> ({
    "test.term"() : () -> ()
  }) : (i32) -> ()
  "test.use"(%a) : (i32) -> ()
  return
}

// -----

emitc.class @field_holder {
  // expected-error @below {{'emitc.field' op field must have a non-empty symbol name}}
  "emitc.field"() <{sym_name = "", type = i32}> : () -> ()
}
