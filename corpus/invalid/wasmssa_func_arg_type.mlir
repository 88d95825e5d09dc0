// wasmssa.func arguments must be local refs: mlir-opt reports each other
// argument type where the signature ends, and goes on.
wasmssa.func @f(%a: i32, %b: !wasmssa<local ref to f32>) -> i32 attributes {x} {
  %c = wasmssa.const 1 : i32
  wasmssa.return %c : i32
}
