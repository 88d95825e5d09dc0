// wasmssa.local_get: the operand's type is the stripped local ref type.
wasmssa.func @f(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a : i32
  wasmssa.return %v : i32
}
