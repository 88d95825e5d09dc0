// complex, tuple and function types, in results and as type attributes.
%c = "foo.complex"() : () -> complex<f32>
%ci = "foo.complex"() : () -> complex<i16>
%t = "foo.tuple"() : () -> tuple<i32, tuple<>, tuple<f32, complex<f64>>>
"foo.fn"() {
  simple = (i32) -> (i32, f32),
  nullary = () -> (),
  nested = (i32) -> ((f32) -> i64),
  paren_result = () -> (i32)
} : () -> ()
"foo.use"(%c, %ci, %t) : (complex<f32>, complex<i16>, tuple<i32, tuple<>, tuple<f32, complex<f64>>>) -> ()
