// arith.constant: integer, index, float, boolean and dense elements values.
func.func @int_constants() -> (i1, i8, i16, i32, i64, index) {
  %false = arith.constant false
  %c-1_i8 = arith.constant -1 : i8
  %c255 = arith.constant 255 : i16
  %c42_i32 = arith.constant 42 : i32
  %big = arith.constant 9223372036854775807 : i64
  %c0 = arith.constant 0 : index
  return %false, %c-1_i8, %c255, %c42_i32, %big, %c0 : i1, i8, i16, i32, i64, index
}

func.func @more_int_constants() -> (i1, index, index, i32, i4) {
  %true = arith.constant true
  %c1 = arith.constant 1 : index
  %minus = arith.constant -7 : index
  %hex = arith.constant 0x10 : i32
  %w = arith.constant 3 : i4
  return %true, %c1, %minus, %hex, %w : i1, index, index, i32, i4
}

func.func @float_constants() -> (f32, f64, f16, bf16, f32, f32) {
  %pi = arith.constant 3.14159274 : f32
  %zero = arith.constant 0.0 : f64
  %half = arith.constant 5.000000e-01 : f16
  %one = arith.constant 1.0 : bf16
  %inf = arith.constant 0x7F800000 : f32
  %neg = arith.constant -2.5e+10 : f32
  return %pi, %zero, %half, %one, %inf, %neg : f32, f64, f16, bf16, f32, f32
}

func.func @dense_constants() -> (vector<4xi32>, tensor<2x2xf32>, vector<3xi1>, tensor<2xindex>) {
  // Splat and non-splat dense elements attributes.
  %splat = arith.constant dense<7> : vector<4xi32>
  %mat = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %mask = arith.constant dense<[true, false, true]> : vector<3xi1>
  %idx = arith.constant dense<[0, 5]> : tensor<2xindex>
  return %splat, %mat, %mask, %idx : vector<4xi32>, tensor<2x2xf32>, vector<3xi1>, tensor<2xindex>
}

func.func @attr_dict_constant() -> i32 {
  // The attribute dictionary comes before the value.
  %c = arith.constant {tag = "x"} 3 : i32
  return %c : i32
}

func.func @duplicate_names(%flag: i1) -> (index, index, i32, i32) {
  // Equal constants get suffixed default names.
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %x = arith.constant 1 : i32
  %y = arith.constant 1 : i32
  return %a, %b, %x, %y : index, index, i32, i32
}

func.func @spelling_and_wrap() -> (i8, i1, vector<2xi1>, i32, i32, i32) {
  // 255 : i8 prints as -1; 1 : i1 prints as true.
  %wrap = arith.constant 255 : i8
  %one = arith.constant 1 : i1
  %mask = arith.constant dense<true> : vector<2xi1>
  %z0 = arith.constant 0 : i32
  %z1 = arith.constant 0 : i32
  %z2 = arith.constant 0 : i32
  return %wrap, %one, %mask, %z0, %z1, %z2 : i8, i1, vector<2xi1>, i32, i32, i32
}
