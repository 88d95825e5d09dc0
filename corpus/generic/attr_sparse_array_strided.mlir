// sparse, array<...> (dense arrays) and strided layouts as attributes.
"foo.misc"() {
  sparse = sparse<[[0, 1], [2, 3]], [5, 7]> : tensor<4x4xi32>,
  sparse_f = sparse<[[1]], [2.5]> : tensor<4xf32>,
  sparse_empty = sparse<> : tensor<2xi8>,
  arr_i32 = array<i32: 1, -2, 3>,
  arr_empty = array<i64>,
  arr_i1 = array<i1: true, false>,
  arr_f32 = array<f32: 1.5, -0.0, 2.0>,
  arr_f64 = array<f64: 3.0>,
  arr_i8 = array<i8: 127, -128>,
  strided = strided<[4, 1]>,
  strided_dyn = strided<[?, ?], offset: ?>,
  strided_off = strided<[8, 1], offset: 0>,
  strided_empty = strided<[]>
} : () -> ()
