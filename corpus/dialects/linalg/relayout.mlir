// The ops with declarative formats (pack, unpack, softmax, the winograd
// transforms, index) next to the structured ones.
func.func @pack_unpack(%src: tensor<128x256xf32>, %dest: tensor<16x8x8x32xf32>, %pad: f32, %d2: tensor<?x?x8x32xf32>) -> tensor<128x256xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dest : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  %1 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %d2 : tensor<128x256xf32> -> tensor<?x?x8x32xf32>
  %e = tensor.empty() : tensor<128x256xf32>
  %2 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %e : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %2 : tensor<128x256xf32>
}

func.func @softmax(%x: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  return %0 : tensor<2x16x32xf32>
}

func.func @winograd(%filter: tensor<2x3x3x5xf32>, %fout: tensor<6x6x5x2xf32>, %input: tensor<2x10x10x5xf32>, %iout: tensor<6x6x2x2x2x5xf32>, %value: tensor<6x6x2x2x2x2xf32>, %oout: tensor<2x8x8x2xf32>) -> (tensor<6x6x5x2xf32>, tensor<6x6x2x2x2x5xf32>, tensor<2x8x8x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%filter : tensor<2x3x3x5xf32>) outs(%fout : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%input : tensor<2x10x10x5xf32>) outs(%iout : tensor<6x6x2x2x2x5xf32>) -> tensor<6x6x2x2x2x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%value : tensor<6x6x2x2x2x2xf32>) outs(%oout : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0, %1, %2 : tensor<6x6x5x2xf32>, tensor<6x6x2x2x2x5xf32>, tensor<2x8x8x2xf32>
}
