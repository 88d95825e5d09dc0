// pdl: patterns, their matchers and rewrites.

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.apply_native_constraint' op expected at least one argument}}
  "pdl.apply_native_constraint"() <{name = "c"}> : () -> ()
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.apply_native_constraint' op returning an operation from a constraint is not supported}}
  %r = pdl.apply_native_constraint "c"(%op : !pdl.operation) : !pdl.operation
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error @below {{'pdl.apply_native_rewrite' op expected at least one argument or result}}
    "pdl.apply_native_rewrite"() <{name = "r"}> : () -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error @below {{'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`}}
    %a = attribute
  }
}

// -----

pdl.pattern : benefit(1) {
  %t = type
  // expected-error @below {{'pdl.attribute' op expected only one of [`type`, `value`] to be set}}
  %a = attribute : %t = 10
  %op = operation "foo.op" {"a" = %a}
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.attribute' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %a = attribute
  %op = operation "foo.op"
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.operand' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %v = operand
  %op = operation "foo.op"
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.operands' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %v = operands
  %op = operation "foo.op"
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.type' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %t = type
  %op = operation "foo.op"
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.types' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %t = types
  %op = operation "foo.op"
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  // expected-error @below {{'pdl.operation' op expected a bindable user when defined in the matcher body of a `pdl.pattern`}}
  %op = operation "foo.op"
  %root = operation "foo.root"
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    // expected-error @below {{'pdl.operation' op must have an operation name when nested within a `pdl.rewrite`}}
    %new = operation
  }
}

// -----

pdl.pattern : benefit(1) {
  %a = attribute
  // expected-error @below {{'pdl.operation' op expected the same number of attribute values and attribute names, got 0 names and 1 values}}
  %op = "pdl.operation"(%a) <{attributeValueNames = [], operandSegmentSizes = array<i32: 0, 1, 0>}> : (!pdl.attribute) -> !pdl.operation
  rewrite %op with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %t = type : i32
    // expected-error @below {{'pdl.range' op expected operand to have element type '!pdl.value', but got '!pdl.type'}}
    %r = "pdl.range"(%t) : (!pdl.type) -> !pdl.range<value>
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  rewrite %op {
    %new = operation "foo.new"
    %v = result 0 of %op
    // expected-error @below {{'pdl.replace' op expected no replacement values to be provided when the replacement operation is present}}
    "pdl.replace"(%op, %new, %v) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!pdl.operation, !pdl.operation, !pdl.value) -> ()
  }
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.results' op expected `pdl.range<value>` result type when no index is specified, but got: '!pdl.value'}}
  %r = "pdl.results"(%op) : (!pdl.operation) -> !pdl.value
  %root = operation "foo.root"(%r : !pdl.value)
  rewrite %root with "r"
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.rewrite' op expected rewrite region to be empty when rewrite is external}}
  "pdl.rewrite"(%op) <{name = "r", operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0:
  }) : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.rewrite' op expected rewrite region to be non-empty if external name is not specified}}
  "pdl.rewrite"(%op) <{operandSegmentSizes = array<i32: 1, 0>}> ({
  }) : (!pdl.operation) -> ()
}

// -----

pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-error @below {{'pdl.rewrite' op expected no external arguments when the rewrite is specified inline}}
  "pdl.rewrite"(%op, %op) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0:
  }) : (!pdl.operation, !pdl.operation) -> ()
}

// -----

// expected-error @below {{'pdl.pattern' op expected body to terminate with `pdl.rewrite`}}
"pdl.pattern"() <{benefit = 1 : i16}> ({
  %op = pdl.operation "foo.op"
  // expected-note @below {{see terminator defined here}}
  "foo.end"(%op) : (!pdl.operation) -> ()
}) : () -> ()

// -----

// expected-error @below {{'pdl.pattern' op expected only `pdl` operations within the pattern body}}
pdl.pattern : benefit(1) {
  %op = operation "foo.op"
  // expected-note @below {{see non-`pdl` operation defined here}}
  %c = arith.constant 0 : i32
  rewrite %op with "r"
}

// -----

// expected-error @below {{'pdl.pattern' op the pattern must contain at least one `pdl.operation`}}
pdl.pattern : benefit(1) {
  %v = operand
  apply_native_constraint "c"(%v : !pdl.value)
  rewrite with "r"
}

// -----

// expected-error @below {{'pdl.pattern' op the operations must form a connected component}}
pdl.pattern : benefit(1) {
  %a = operation "foo.a"
  // expected-note @below {{see a disconnected value / operation here}}
  %b = operation "foo.b"
  rewrite %a {
    replace %a with %b
  }
}

// -----

pdl.pattern : benefit(1) {
  %v = operand
  %a = operation "foo.a"(%v : !pdl.value)
  %r = result 0 of %a
  %b = operation "foo.b"(%r : !pdl.value)
  rewrite %b {
    replace %b with %a
  }
}

// -----

// The dialect is loaded by an op or type of the chunk.
module {
  module {
    func.func @load() {
      %0 = func.call @load2() : () -> i32
      return
    }
    func.func private @load2() -> i32
    pdl.pattern : benefit(1) {
      %root = pdl.operation "foo.op"
      pdl.rewrite %root {
        %t = pdl.type
        // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
        // expected-note @below {{result type #0 was not constrained}}
        %op = pdl.operation "func.call" -> (%t : !pdl.type)
      }
    }
  }
}

// -----

// The dialect is loaded by an op or type of the chunk.
module {
  module {
    func.func @load(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      %1 = func.call @load(%0) : (i32) -> i32
      return %1 : i32
    }
    pdl.pattern : benefit(1) {
      %root = pdl.operation "foo.op"
      pdl.rewrite %root {
        // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
        // expected-note @below {{operation is created in a non-inferrable context, but 'func.constant' does not implement InferTypeOpInterface}}
        %op = pdl.operation "func.constant"
      }
    }
  }
}

// -----

// Types constrained by the matcher, a constant type, a replacement: the
// types can be inferred; an op of a dialect the chunk does not load is
// not registered.
// The dialect is loaded by an op or type of the chunk.
module {
  module {
    func.func @load(%a: i32) -> i32 {
      %0 = func.call @load(%a) : (i32) -> i32
      return %0 : i32
    }
    pdl.pattern : benefit(1) {
      %t = pdl.type
      %v = pdl.operand : %t
      %root = pdl.operation "foo.op"(%v : !pdl.value)
      pdl.rewrite %root {
        %c = pdl.type : i32
        %op = pdl.operation "func.call" -> (%t, %c : !pdl.type, !pdl.type)
        %op2 = pdl.operation "func.call"
        %op4 = pdl.operation "tosa.add"
        %op5 = pdl.operation "arith.addi"
        %u = pdl.type
        %op6 = pdl.operation "func.call" -> (%u : !pdl.type)
        pdl.replace %root with %op6
      }
    }
  }
}

// -----

// mlir-opt reads the whole chunk before it verifies an op: an op after
// the pattern loads its dialect.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'memref.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "memref.alloc"
  }
}
func.func @load() {
  %0 = memref.alloc() : memref<4xf32>
  return
}

// -----

// Each chunk is read into a fresh context: the memref the chunk before
// loaded is not loaded here, and memref.alloc is not registered.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    %op = pdl.operation "memref.alloc"
  }
}

// -----

// An attribute alias loads its dialect, used or not.
#space = #gpu.address_space<workgroup>
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'gpu.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "gpu.alloc"
  }
}

// -----

// So does a type alias.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'gpu.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "gpu.alloc"
  }
}
!token = !gpu.async.token

// -----

// So does a type written in the pattern, and an attribute in a location.
pdl.pattern : benefit(1) {
  %t = pdl.type : !gpu.async.token
  %root = pdl.operation "foo.op" -> (%t : !pdl.type)
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'gpu.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "gpu.alloc"
  }
}

// -----

pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'gpu.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "gpu.alloc"
  }
}
"foo.loc"() : () -> () loc(fused<#gpu.address_space<workgroup>>["a.mlir":1:2])

// -----

// An op name in a string (a pdl.operation's in the matcher, a string
// attribute) or a symbol reference loads nothing.
pdl.pattern : benefit(1) {
  %root = pdl.operation "gpu.alloc"
  pdl.rewrite %root {
    %op = pdl.operation "gpu.alloc"
  }
}
"foo.op"() {a = "gpu.alloc", b = @gpu.alloc} : () -> ()

// -----

// Loading a dialect loads its dependencies: affine loads ub.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'ub.poison' does not implement InferTypeOpInterface}}
    %op = pdl.operation "ub.poison"
  }
}
#map = affine_map<(d0) -> (d0)>
func.func @load(%i: index) -> index {
  %0 = affine.apply #map(%i)
  return %0 : index
}

// -----

// and what the extensions it triggers load: tensor's bufferization
// models load linalg, which loads memref.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'memref.alloc' does not implement InferTypeOpInterface}}
    %op = pdl.operation "memref.alloc"
  }
}
func.func @load() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// func loads arith, not memref.
pdl.pattern : benefit(1) {
  %root = pdl.operation "foo.op"
  pdl.rewrite %root {
    %op = pdl.operation "memref.alloc"
    // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
    // expected-note @below {{operation is created in a non-inferrable context, but 'arith.addui_extended' does not implement InferTypeOpInterface}}
    %op2 = pdl.operation "arith.addui_extended"
  }
}
func.func @load() {
  return
}

// -----

// The transform dialect loads the dialects of its extensions.
transform.with_pdl_patterns {
^bb0(%arg0: !transform.any_op):
  pdl.pattern @p : benefit(1) {
    %root = pdl.operation "foo.op"
    pdl.rewrite %root {
      // expected-error @below {{'pdl.operation' op must have inferable or constrained result types when nested within `pdl.rewrite`}}
      // expected-note @below {{operation is created in a non-inferrable context, but 'memref.alloc' does not implement InferTypeOpInterface}}
      %op = pdl.operation "memref.alloc"
    }
  }
  transform.sequence %arg0 : !transform.any_op failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
    transform.yield
  }
}
