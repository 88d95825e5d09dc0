// Aliases, attribute dictionaries, function types and locations of 2019.

!avx_m128 = type vector<4 x f32>

func @type_alias(%x: !avx_m128) {
  // Using the original type.
  "foo.use"(%x) : vector<4 x f32> -> ()

  // Using the type alias.
  "foo.use"(%x) : !avx_m128 -> ()
  return
}

// -----

// Generic operations of the LangRef: several results, and a dictionary with ':'.
func @generic_ops() {
  // An operation that produces two results.
  %result:2 = "foo_div"() : () -> (f32, i32)

  // Pretty form that defines a unique name for each result.
  %foo, %bar = "foo_div"() : () -> (f32, i32)

  // Invoke a TensorFlow function called tf.scramble with two inputs
  // and an attribute "fruit".
  %2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32
  return
}

// -----

// Dictionaries nested in dictionaries and arrays, dialect attributes, every value kind.
func @dictionaries() attributes {test.config: {depth: 2, names: ["a", "b"], inner: {flag}}} {
  "test.values"() {i: 42, i8: 7 : i8, f: 4.200000e+01 : f32, b: true, s: "text", u: unit, t: i32, fn: (i32) -> f32, sym: @dictionaries, arr: [1, 2.0, "x"], d: dense<[1, 2]> : tensor<2xi32>, e: {}} : () -> ()
  return
}

// -----

// Sparse and dense elements attributes.
func @elements_attrs() -> tensor<3x4xi32> {
  %0 = constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  %1 = constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : tensor<3x4xi32>
  %2 = addi %0, %1 : tensor<3x4xi32>
  return %2 : tensor<3x4xi32>
}

// -----

// Locations of the time.
func @locations(%a: i32) -> i32 {
  %0 = addi %a, %a : i32 loc("file.mlir":3:8)
  %1 = muli %0, %a : i32 loc(unknown)
  %2 = subi %1, %a : i32 loc(callsite("foo" at "mysource.cc":10:8))
  %3 = addi %2, %a : i32 loc(fused["a.cc":1:2, "b.cc":3:4])
  %4 = addi %3, %a : i32 loc(fused<"myPass">["a.cc":1:2])
  %5 = addi %4, %a : i32 loc("name"("c.cc":5:6))
  return %5 : i32 loc("file.mlir":9:3)
}

// -----

// Tuple, complex, none and a function type as an argument.
func @builtin_types(%t: tuple<i32, f32, tensor<i1>, i5>, %c: complex<f32>, %fn: (i32) -> i32) -> tuple<> {
  %e = "foo.empty"() : () -> tuple<>
  "foo.none"() : () -> none
  return %e : tuple<>
}

// -----

// Tensor types of every rank; hex integers and floats in attributes.
func @tensor_types(%u: tensor<* x f32>, %d: tensor<? x ? x 13 x ? x f32>, %z: tensor<0 x 42 x f32>, %s: tensor<f32>) {
  "foo.consts"() {h: 0x7C00 : f16, n: -3 : i32, x: 0x2A : i64} : () -> ()
  return
}
