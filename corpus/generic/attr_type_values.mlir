// Types in attribute position, including function types and aliases.
!i = i32
"foo.types"() {
  int = i32,
  alias = !i,
  fn = (i32, !i) -> (),
  fn_multi = (i32) -> (i32, f32),
  shaped = tensor<?x4xf32>,
  dialect = !foo.kind<"x">,
  vec = vector<[4]xi1>,
  none_t = none,
  list = [i8, f16, index, complex<f32>]
} : () -> ()
