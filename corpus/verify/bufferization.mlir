// bufferization: tensors and buffers that must match.

func.func @f(%m: memref<4xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<8xf32>
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error @below {{element types do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf64>
  return
}

// -----

func.func @alloc_tensor_copy_sizes(%t: tensor<?xf32>, %n: index) {
  // expected-error @below {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_sizes(%n: index) {
  // expected-error @below {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%n) : tensor<?x?xf32>
  return
}

// -----

func.func @alloc_tensor_copy_type(%t: tensor<4xf32>) {
  // expected-error @below {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @alloc_tensor_unranked_sizes(%n: index) {
  // expected-error @below {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = "bufferization.alloc_tensor"(%n) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<*xf32>
  return
}

// -----

// An unranked tensor counts no dynamic size.
func.func @alloc_tensor_unranked() {
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<*xf32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %m, %c) <{operandSegmentSizes = array<i32: 2, 1, 0>}> : (memref<2xf32>, memref<2xf32>, i1) -> ()
  return
}

// -----

func.func @dealloc_updated(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}

// -----

func.func @materialize_dest_kind(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  "bufferization.materialize_in_destination"(%t, %v) : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor_results(%t: tensor<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  "bufferization.materialize_in_destination"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>, %d: tensor<?xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = "bufferization.materialize_in_destination"(%t, %d) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_memref_results(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = "bufferization.materialize_in_destination"(%t, %m) <{writable}> : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_ranked(%t: tensor<*xf32>, %m: memref<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_rank(%t: tensor<4x4xf32>, %m: memref<16xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4x4xf32>, memref<16xf32>) -> ()
  return
}

// -----

func.func @materialize_shape(%t: tensor<4xf32>, %m: memref<8xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<8xf32>) -> ()
  return
}

// -----

// A dynamic size matches any size; both unranked is fine.
func.func @materialize_ok(%t: tensor<?xf32>, %m: memref<8xf32>, %u: tensor<*xf32>, %um: memref<*xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<8xf32>) -> ()
  bufferization.materialize_in_destination %u in writable %um : (tensor<*xf32>, memref<*xf32>) -> ()
  return
}

// -----

func.func @alloc_tensor_memref() {
  // expected-error @below {{invalid kind of type specified}}
  %t = bufferization.alloc_tensor() : memref<2xf32>
  return
}
