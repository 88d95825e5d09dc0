// Declarative assembly formats (dialects/asmformat): oilist clauses, enum
// attributes in their bare forms, dynamic index lists.

func.func @oilist_twice(%c: i1) {
  // expected-error @below {{`if` clause can appear at most once in the expansion of the oilist directive}}
  omp.parallel if(%c) if(%c) {
    omp.terminator
  }
  return
}

// -----

func.func @enum_not_keyword(%a: i32) {
  // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 3, %a, %a : i32
  return
}

// -----

func.func @enum_bad_string(%a: i32) {
  // expected-error @below {{invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
  return
}

// -----

func.func @bare_enum_bad_case(%a: index) {
  // expected-error @below {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @below {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %a)
  return
}

// -----

func.func @bare_enum_not_keyword(%a: index) {
  // expected-error @below {{expected valid keyword or string}}
  // expected-error @below {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp 3(%a, %a)
  return
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @scalable_unclosed(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected SSA value or integer}}
    %1, %loops = transform.structured.tile_using_for %arg0 tile_sizes [2, [4 , 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @list_unclosed(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected ']' in dynamic index list}}
    // expected-error @below {{expected SSA value or integer}}
    %1, %loops = transform.structured.tile_using_for %arg0 tile_sizes [2, [4 ] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @subview_not_integer(%m: memref<8xf32>) {
  // expected-error @below {{expected integer value}}
  // expected-error @below {{expected SSA value or integer}}
  %0 = memref.subview %m[0] [a] [1] : memref<8xf32> to memref<4xf32>
  return
}

// -----

// Dynamic index lists of values, integers and scalable sizes parse clean.
func.func @index_lists(%m: memref<?x?xf32>, %i: index, %j: index) {
  %0 = memref.subview %m[%i, %j] [%j, %i] [%i, %i] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %m[%j, %i] [%i, %j] [%j, %j] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.subview %0[%i, %j] [%i, %i] [%j, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %1[%j, %j] [%j, %i] [%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.subview %2[%i, %i] [%i, %j] [%j, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %5 = memref.subview %3[%j, %i] [%j, %j] [%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
