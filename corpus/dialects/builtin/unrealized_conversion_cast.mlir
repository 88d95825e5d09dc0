// builtin.unrealized_conversion_cast: zero or more inputs to one or more outputs.
func.func @one_to_one(%x: i64) -> index {
  %idx = builtin.unrealized_conversion_cast %x : i64 to index
  return %idx : index
}

func.func @many_to_one(%lo: i32, %hi: i32) -> i64 {
  %whole = builtin.unrealized_conversion_cast %lo, %hi : i32, i32 to i64
  return %whole : i64
}

func.func @one_to_many(%v: i64) -> (i32, i32) {
  %parts:2 = builtin.unrealized_conversion_cast %v : i64 to i32, i32
  return %parts#0, %parts#1 : i32, i32
}

func.func @many_to_many(%a: memref<4xf32>, %b: index) -> (tensor<4xf32>, i64, i1) {
  %r:3 = builtin.unrealized_conversion_cast %a, %b : memref<4xf32>, index to tensor<4xf32>, i64, i1 {note = "x"}
  return %r#0, %r#1, %r#2 : tensor<4xf32>, i64, i1
}

func.func @no_inputs() -> tuple<i32, f32> {
  // With no inputs the cast materializes a value out of nothing.
  %v = builtin.unrealized_conversion_cast to tuple<i32, f32>
  return %v : tuple<i32, f32>
}
