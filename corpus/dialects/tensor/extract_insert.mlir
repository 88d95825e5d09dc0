// tensor.extract, tensor.insert, tensor.from_elements, tensor.splat.
func.func @extract(%t: tensor<4x?xf32>, %s: tensor<i1>, %i: index, %j: index) -> (f32, i1) {
  %x = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %b = tensor.extract %s[] : tensor<i1>
  return %x, %b : f32, i1
}

func.func @insert(%t: tensor<8xi32>, %s: tensor<f64>, %v: i32, %w: f64, %i: index) -> (tensor<8xi32>, tensor<f64>) {
  %t2 = tensor.insert %v into %t[%i] : tensor<8xi32>
  %s2 = tensor.insert %w into %s[] : tensor<f64>
  return %t2, %s2 : tensor<8xi32>, tensor<f64>
}

func.func @from_elements(%a: f32, %b: f32, %i: index) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<index>) {
  %v = tensor.from_elements %a, %b : tensor<2xf32>
  %m = tensor.from_elements %a, %b, %b, %a : tensor<2x2xf32>
  %s = tensor.from_elements %i : tensor<index>
  return %v, %m, %s : tensor<2xf32>, tensor<2x2xf32>, tensor<index>
}

func.func @splat(%x: f32, %n: index, %m: index) -> (tensor<4x4xf32>, tensor<?x8x?xf32>) {
  %s = tensor.splat %x : tensor<4x4xf32>
  %d = tensor.splat %x[%n, %m] : tensor<?x8x?xf32>
  return %s, %d : tensor<4x4xf32>, tensor<?x8x?xf32>
}
