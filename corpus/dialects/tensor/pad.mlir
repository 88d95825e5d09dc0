// tensor.pad with its region and tensor.yield; tensor.generate.
func.func @pad_static(%t: tensor<4x4xf32>, %v: f32) -> tensor<6x9xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<6x9xf32>
  return %p : tensor<6x9xf32>
}

func.func @pad_dynamic_nofold(%t: tensor<?x4xi8>, %lo: index, %hi: index, %v: i8) -> tensor<?x?xi8> {
  %p = tensor.pad %t nofold low[%lo, 0] high[%hi, %lo] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<?x4xi8> to tensor<?x?xi8>
  return %p : tensor<?x?xi8>
}

func.func @pad_index_dependent(%t: tensor<2xindex>) -> tensor<5xindex> {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %i : index
  } {test.kind} : tensor<2xindex> to tensor<5xindex>
  return %p : tensor<5xindex>
}

func.func @generate(%n: index, %m: index) -> (tensor<?x3x?xindex>, tensor<4xf32>) {
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  %s = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 0.5 : f32
    tensor.yield %c : f32
  } : tensor<4xf32>
  return %g, %s : tensor<?x3x?xindex>, tensor<4xf32>
}
