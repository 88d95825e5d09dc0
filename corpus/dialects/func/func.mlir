// func.func: definitions and declarations, visibility, argument and result
// attributes, function attributes.

// External declarations have no body; they must not be public.
func.func private @ext_none()
func.func private @ext_args(i32, memref<?xf32>) -> (i1, index)
func.func nested @ext_nested(f32) -> f32

// Explicit public visibility and an empty body.
func.func public @pub() {
  return
}

func.func @no_results(%a: i32) {
  return
}

func.func @one_result(%a: i32) -> i32 {
  return %a : i32
}

func.func @two_results(%a: i32, %b: f64) -> (i32, f64) {
  return %a, %b : i32, f64
}

// Argument attributes, on a definition and on a declaration.
func.func @arg_attrs(%ptr: memref<4xf32> {test.noalias, test.align = 16 : i64}, %n: index) -> index {
  return %n : index
}
func.func private @decl_arg_attrs(i32 {test.signext}, f32)

// Result attributes, with one and with several results.
func.func @res_attrs(%a: i32) -> (i32 {test.zeroext}) {
  return %a : i32
}
func.func private @decl_res_attrs() -> (f32 {test.a}, f32, i1 {test.b = "x"})

// Function attributes come after `attributes`.
func.func @fn_attrs() attributes {test.entry, test.priority = 2 : i32} {
  return
}
func.func private @decl_fn_attrs(i8) -> i8 attributes {test.kind = "intrinsic"}
func.func @inline_hint() attributes {no_inline} {
  return
}

// A function type with a nested function type as argument.
func.func private @higher_order((i32) -> i32, () -> ()) -> ((f32) -> f32)

// An explicit empty result list is not printed.
func.func @empty_results() -> () {
  return
}
