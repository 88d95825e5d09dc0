// sparse_tensor: the regions of binary, unary, reduce and select, push_back, values, convert, slice.offset and slice.stride.

func.func @binary_args(%a: f64, %b: f64) -> f64 {
  // expected-error @below {{overlap region must have exactly 2 arguments}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {
      ^bb0(%x: f64):
        sparse_tensor.yield %x : f64
    }
    left = {}
    right = {}
  return %r : f64
}

// -----

func.func @binary_arg_type(%a: f64, %b: f64) -> f64 {
  // expected-error @below {{left region argument 1 type mismatch}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {}
    left = {
      ^bb0(%x: f32):
        %c = arith.constant 1.0 : f64
        sparse_tensor.yield %c : f64
    }
    right = {}
  return %r : f64
}

// -----

func.func @binary_yield_type(%a: f64, %b: f64) -> f64 {
  // expected-error @below {{right region yield type mismatch}}
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {}
    left = {}
    right = {
      ^bb0(%y: f64):
        %c = arith.constant 1.0 : f32
        sparse_tensor.yield %c : f32
    }
  return %r : f64
}

// -----

func.func @binary_left_identity(%a: f32, %b: f64) -> f64 {
  // expected-error @below {{left=identity requires first argument to have the same type as the output}}
  %r = sparse_tensor.binary %a, %b : f32, f64 to f64
    overlap = {}
    left = identity
    right = {}
  return %r : f64
}

// -----

func.func @binary_right_identity(%a: f64, %b: f32) -> f64 {
  // expected-error @below {{right=identity requires second argument to have the same type as the output}}
  %r = sparse_tensor.binary %a, %b : f64, f32 to f64
    overlap = {}
    left = {}
    right = identity
  return %r : f64
}

// -----

func.func @unary_absent_args(%a: f64) -> f64 {
  // expected-error @below {{absent region must have exactly 0 arguments}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
      ^bb0(%x: f64):
        sparse_tensor.yield %x : f64
    }
  return %r : f64
}

// -----

func.func @unary_absent_arg(%a: f64) -> f64 {
  // expected-error @below {{absent region cannot yield linalg argument}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
      sparse_tensor.yield %a : f64
    }
  return %r : f64
}

// -----

func.func @unary_absent_local(%a: f64) -> f64 {
  // expected-error @below {{absent region cannot yield locally computed value}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {}
    absent = {
      %c = arith.constant 1.0 : f64
      %d = arith.addf %c, %c : f64
      sparse_tensor.yield %d : f64
    }
  return %r : f64
}

// -----

func.func @unary_present_end(%a: f64) -> f64 {
  // expected-error @below {{present region must end with sparse_tensor.yield}}
  %r = sparse_tensor.unary %a : f64 to f64
    present = {
      ^bb0(%x: f64):
        "test.end"(%x) : (f64) -> ()
    }
    absent = {}
  return %r : f64
}

// -----

func.func @reduce_args(%a: f64, %b: f64, %i: f64) -> f64 {
  // expected-error @below {{reduce region argument 2 type mismatch}}
  %r = sparse_tensor.reduce %a, %b, %i : f64 {
    ^bb0(%x: f64, %y: f32):
      sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

func.func @select_yield(%a: f64) -> f64 {
  // expected-error @below {{select region yield type mismatch}}
  %r = sparse_tensor.select %a : f64 {
    ^bb0(%x: f64):
      sparse_tensor.yield %x : f64
  }
  return %r : f64
}

// -----

func.func @push_back_n(%s: index, %buf: memref<?xf64>, %v: f64) {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'sparse_tensor.push_back' op n must be not less than 1}}
  %b, %n = sparse_tensor.push_back %s, %buf, %v, %c0 : index, memref<?xf64>, f64, index
  return
}

// -----

#slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @slice_offset(%t: tensor<4x4xf64, #slice>) -> index {
  // expected-error @below {{requested dimension out of bound}}
  %0 = sparse_tensor.slice.offset %t at 2 : tensor<4x4xf64, #slice>
  return %0 : index
}

// -----

#slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @slice_stride(%t: tensor<4x4xf64, #slice>) -> index {
  // expected-error @below {{requested dimension out of bound}}
  %0 = sparse_tensor.slice.stride %t at 5 : tensor<4x4xf64, #slice>
  return %0 : index
}

// -----

#slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @sparse_ok(%a: f64, %b: f64, %t: tensor<4x4xf64, #slice>, %s: index, %buf: memref<?xf64>) -> f64 {
  %r = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {
      ^bb0(%x: f64, %y: f64):
        %z = arith.addf %x, %y : f64
        sparse_tensor.yield %z : f64
    }
    left = identity
    right = {
      ^bb0(%y: f64):
        sparse_tensor.yield %y : f64
    }
  %c = arith.constant 2.0 : f64
  %u = sparse_tensor.unary %r : f64 to f64
    present = {
      ^bb0(%x: f64):
        sparse_tensor.yield %x : f64
    }
    absent = {
      sparse_tensor.yield %c : f64
    }
  %o = sparse_tensor.slice.offset %t at 1 : tensor<4x4xf64, #slice>
  %c2 = arith.constant 2 : index
  %nb, %ns = sparse_tensor.push_back %s, %buf, %a, %c2 : index, memref<?xf64>, f64, index
  return %u : f64
}

// -----

#csr = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>

func.func @values_elem(%t: tensor<4x4xf64, #csr>) -> memref<?xf32> {
  // expected-error @below {{unexpected mismatch in element types}}
  %0 = "sparse_tensor.values"(%t) : (tensor<4x4xf64, #csr>) -> memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

#csr = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>

func.func @convert_rank(%t: tensor<4x4xf64>) -> tensor<16xf64, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>> {
  // expected-error @below {{unexpected conversion mismatch in rank}}
  %0 = sparse_tensor.convert %t : tensor<4x4xf64> to tensor<16xf64, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>
  return %0 : tensor<16xf64, #sparse_tensor.encoding<{map = (d0) -> (d0 : compressed)}>>
}

// -----

#slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @convert_slice(%t: tensor<4x4xf64>) -> tensor<4x4xf64, #slice> {
  // expected-error @below {{cannot convert to a sparse tensor slice}}
  %0 = sparse_tensor.convert %t : tensor<4x4xf64> to tensor<4x4xf64, #slice>
  return %0 : tensor<4x4xf64, #slice>
}

// -----

#csr = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>

func.func @convert_dim(%t: tensor<?x4xf64>) -> tensor<4x4xf64, #csr> {
  // expected-error @below {{unexpected conversion mismatch in dimension 0}}
  %0 = sparse_tensor.convert %t : tensor<?x4xf64> to tensor<4x4xf64, #csr>
  return %0 : tensor<4x4xf64, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{map = (d0, d1) -> (d0 : dense, d1 : compressed)}>
#slice = #sparse_tensor.encoding<{map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed)}>

func.func @convert_ok(%t: tensor<4x4xf64>, %s: tensor<4x4xf64, #slice>) -> tensor<?x4xf64, #csr> {
  %0 = sparse_tensor.convert %t : tensor<4x4xf64> to tensor<?x4xf64, #csr>
  %1 = sparse_tensor.convert %s : tensor<4x4xf64, #slice> to tensor<4x4xf64, #csr>
  return %0 : tensor<?x4xf64, #csr>
}
