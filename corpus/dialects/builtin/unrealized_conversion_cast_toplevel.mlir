// Directly in a module body the default dialect is builtin: the op may be
// written without its "builtin." prefix, and mlir-opt prints it that way.
%seed = "test.source"() : () -> i32
%wide = unrealized_conversion_cast %seed : i32 to i64
%also = builtin.unrealized_conversion_cast %seed, %wide : i32, i64 to index
"test.sink"(%wide, %also) : (i64, index) -> ()

module @nested {
  %n = "test.source"() : () -> f32
  %m:2 = unrealized_conversion_cast %n : f32 to i16, i16
}

// A function after top-level values: its numbering continues from them.
func.func @after_values(%x: i32) -> i64 {
  %w = builtin.unrealized_conversion_cast %x : i32 to i64
  return %w : i64
}
