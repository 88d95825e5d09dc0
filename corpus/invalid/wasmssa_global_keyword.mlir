// wasmssa.global: only `exported` may come before the symbol name.
wasmssa.global private @g i32 : {
  %0 = wasmssa.const 0 : i32
  wasmssa.return %0 : i32
}
