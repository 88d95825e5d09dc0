// The syntax of the August 2019 LangRef's EBNF alone: functions, modules,
// aliases, bare maps and sets, and operations in the generic form.

!avx_m128 = type vector<4 x f32>
#map0 = (d0, d1) -> (d0 + d1)
#set0 = (d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)

// Successors carry their operands, as they did in 2019.
func @accelerator_compute(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  "cond_br"(%cond)[^bb1, ^bb2(%a : i64)] : (i1) -> ()

^bb1:
  %value = "op.convert"(%a) : (i64) -> i64
  "br"()[^bb3(%value : i64)] : () -> ()    // Branch passes %value as the argument

^bb2(%b: i64):
  %c = "addi"(%b, %b) : (i64, i64) -> i64
  "br"()[^bb3(%c : i64)] : () -> ()

^bb3(%r: i64):
  "return"(%r) : (i64) -> ()
}

// -----

// A module of functions with attributes; dialect attributes on arguments.
module attributes {test.version: 2019} {
  func @square(%x: i32) -> i32 attributes {fruit: "banana"} {
    %0 = "std.muli"(%x, %x) : (i32, i32) -> i32
    "std.return"(%0) : (i32) -> ()
  }
  func @decl(i32 {test.unit}, vector<4 x f32>)
}

// -----

// Affine maps and sets as attributes, in layouts, and the ops that use them.
#tile = (d0, d1) -> (d0 floordiv 4, d1 mod 4)

func @maps(%i: index, %j: index, %m: memref<16x16xf32, #tile, 0>) -> index {
  %0 = "affine.apply"(%i, %j) {map: (d0, d1) -> (d0 + d1 * 2)} : (index, index) -> index
  %1 = "affine.apply"(%0) {map: (d0) -> (d0 ceildiv 2)} : (index) -> index
  "test.set"(%1) {condition: (d0)[s0] : (d0 - s0 == 0)} : (index) -> ()
  "std.return"(%1) : (index) -> ()
}

// -----

// Elements, string and typed attributes, and a type alias.
!v4 = type vector<4 x f32>

func @attrs(%v: !v4) -> tensor<2x2xi32> {
  %0 = "constant"() {value: dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %1 = "constant"() {value: sparse<[[0, 1]], [7]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %2 = "addi"(%0, %1) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  "test.print"(%v) {message: "vector", kind: i32, flag: true, none: unit} : !v4 -> ()
  "return"(%2) : (tensor<2x2xi32>) -> ()
}
