// mlir-opt prints wasmssa.if's else region after the string "else ", which
// its parser does not take for the keyword: its own output does not read back.
wasmssa.func @f(%a: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %a :  ref to i32
  wasmssa.if %v : {
    %0 = wasmssa.const 1 : i32
    wasmssa.block_return %0 : i32
  } "else "{
    %1 = wasmssa.const 2 : i32
    wasmssa.block_return %1 : i32
  }> ^bb1
^bb1(%r: i32):
  wasmssa.return %r : i32
}
