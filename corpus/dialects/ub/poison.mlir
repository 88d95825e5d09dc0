// ub.poison of several types, with and without an explicit poison attribute.
func.func @poison_values() -> (i32, f64, index, vector<4xf32>, tensor<2x?xi8>, memref<8xf16>) {
  %pi = ub.poison : i32
  %pf = ub.poison : f64
  %px = ub.poison : index
  %pv = ub.poison : vector<4xf32>
  %pt = ub.poison : tensor<2x?xi8>
  %pm = ub.poison : memref<8xf16>
  return %pi, %pf, %px, %pv, %pt, %pm : i32, f64, index, vector<4xf32>, tensor<2x?xi8>, memref<8xf16>
}

func.func @explicit_attr() -> (i1, complex<f32>) {
  // The default poison attribute spelled out: elided when printed.
  %a = ub.poison <#ub.poison> : i1
  %b = ub.poison {test.note} : complex<f32>
  return %a, %b : i1, complex<f32>
}
