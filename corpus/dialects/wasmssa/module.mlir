// wasmssa's hand-written syntaxes: imports and globals (exported, mutable),
// functions (exported, a visibility after exported, arguments as local
// refs, argument and result attributes), locals with their inferred
// types (the local ref printed stripped, with two spaces), if with and
// without an else region (printed as the string "else ").
wasmssa.import_global "stack_pointer" from "env" as @sp mutable : i32
wasmssa.import_global "memory_base" from "env" as @mb : i32
wasmssa.import_func "log" from "env" as @log {type = (i32) -> ()}
wasmssa.global @counter i64 mutable : {
  %0 = wasmssa.const 0 : i64
  wasmssa.return %0 : i64
}
wasmssa.global exported @pi f64 : {
  %0 = wasmssa.const 3.14159 : f64
  wasmssa.return %0 : f64
}
wasmssa.global exported @base i32 : {
  %0 = wasmssa.global_get @mb : i32
  wasmssa.return %0 : i32
}
wasmssa.func exported @add(%a: !wasmssa<local ref to i32>, %b: !wasmssa<local ref to i32>) -> i32 {
  %x = wasmssa.local_get %a : ref to i32
  %y = wasmssa.local_get %b : !wasmssa<local ref to i32>
  %s = wasmssa.add %x %y : i32
  wasmssa.return %s : i32
}
wasmssa.func @locals(%p: !wasmssa<local ref to f32> {wasm.name = "p"}) -> (f32 {wasm.res = 0 : i32}) attributes {wasm.kind = "internal"} {
  %l = wasmssa.local of type f32
  %m = wasmssa.local of type i64
  %v = wasmssa.local_get %p :  ref to f32
  wasmssa.local_set %l : ref to f32 to %v : f32
  %c = wasmssa.const 7 : i64
  %t = wasmssa.local_tee %m : ref to i64 to %c : i64
  %r = wasmssa.local_get %l : ref to f32
  wasmssa.return %r : f32
}
wasmssa.func exported private @hidden() {
  wasmssa.return
}
wasmssa.func @branches(%c: !wasmssa<local ref to i32>) -> i32 {
  %v = wasmssa.local_get %c : ref to i32
  wasmssa.if %v : {
    %one = wasmssa.const 1 : i32
    wasmssa.block_return %one : i32
  } else {
    %two = wasmssa.const 2 : i32
    wasmssa.block_return %two : i32
  } > ^bb1
^bb1(%r: i32):
  wasmssa.if %v(%r) : i32 : {
  ^bb0(%x: i32):
    wasmssa.block_return %x : i32
  } > ^bb2
^bb2(%s: i32):
  wasmssa.if %s : {
    wasmssa.block_return
  } > ^bb3
^bb3:
  wasmssa.return %s : i32
}
