// A small function in generic form: mlirfmt prints its ops in custom form,
// keeping its names and comments; with -style=mlir-opt it prints it as
// mlir-opt would, renumbering values and dropping comments.
#id = affine_map<(i, j) -> (i, j)>
"func.func"() <{function_type = (tensor<4x8xf32>, f32) -> tensor<4x8xf32>, sym_name = "scale"}> ({
^entry(%input: tensor<4x8xf32>, %factor: f32):
  %out = "test.map"(%input) ({
  ^bb0(%x: f32):
    %y = "arith.mulf"(%x, %factor) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "test.yield"(%y) : (f32) -> ()
  }) {map = #id} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  "func.return"(%out) : (tensor<4x8xf32>) -> ()
}) : () -> ()
