// Symbol tables: unique names, references that resolve, visibility.

// expected-note @below {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error @below {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

func.func @caller() {
  // expected-error @below {{'func.call' op 'missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @caller(%a: i32) {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  %0 = call @callee() : () -> f32
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @caller(%a: f32) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  %0 = call @callee(%a) : (f32) -> f32
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @caller(%a: i32) {
  // expected-error @below {{'func.call' op incorrect number of results for callee}}
  call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> f32
func.func @caller(%a: i32) {
  // expected-error @below {{'func.call' op result type mismatch at index 0}}
  // expected-note @below {{      op result types: 'i32'}}
  // expected-note @below {{function result types: 'f32'}}
  %0 = call @callee(%a) : (i32) -> i32
  return
}

// -----

// A call resolves in the nearest symbol table: not in a nested module.
module @outer {
  module @inner {
    func.func private @callee()
  }
  func.func @caller() {
    // expected-error @below {{'func.call' op 'callee' does not reference a valid function}}
    call @callee() : () -> ()
    return
  }
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @use() {
  // expected-error @below {{'memref.get_global' op 'h' does not reference a valid global memref}}
  %0 = memref.get_global @h : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @use() {
  // expected-error @below {{'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// -----

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func @declaration()

// -----

// expected-error @below {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"func.func"() <{function_type = () -> (), sym_name = "v", sym_visibility = "hidden"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// A symbol used by a call that is not a function.
memref.global "private" @g : memref<4xf32>
func.func @caller() {
  // expected-error @below {{'func.call' op 'g' does not reference a valid function}}
  call @g() : () -> ()
  return
}

// -----

// Names are unique per symbol table: the same name in two modules is fine,
// and the redefinition is found in the inner one.
module {
  func.func private @f()
  module @m {
    // expected-note @below {{see existing symbol definition here}}
    func.func private @f()
    // expected-error @below {{redefinition of symbol named 'f'}}
    func.func private @f()
  }
}

// -----

// A symbol lives in a symbol table.
func.func @symbol_outside_table() {
  scf.execute_region {
    // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
    func.func private @inner()
    scf.yield
  }
  return
}

// -----

// An unregistered parent may be a symbol table.
func.func @symbol_in_unknown_op() {
  "test.region"() ({
    func.func private @inner()
  }) : () -> ()
  return
}
