// sparse_tensor: the regions of binary, unary, reduce and select, push_back, values, convert, slice.offset and slice.stride; the ops that read the encoding (assemble to coiterate).

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

// -----

// The ops that read the sparse encoding: positions, coordinates, coordinates_buffer, lvl,
// crd_translate, reinterpret_map.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 32 }>
func.func @pos_lvl(%t: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
  // expected-error @below {{requested level is out of bounds}}
  %0 = sparse_tensor.positions %t { level = 2 : index } : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 32 }>
func.func @pos_type(%t: tensor<8x8xf64, #CSR>) -> memref<?xi64> {
  // expected-error @below {{unexpected type for positions}}
  %0 = sparse_tensor.positions %t { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xi64>
  return %0 : memref<?xi64>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @crd_lvl(%t: tensor<8x8xf64, #CSR>) -> memref<?xindex> {
  // expected-error @below {{requested level is out of bounds}}
  %0 = sparse_tensor.coordinates %t { level = 2 : index } : tensor<8x8xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @crd_type(%t: tensor<8x8xf64, #CSR>) -> memref<?xi32> {
  // expected-error @below {{unexpected type for coordinates}}
  %0 = sparse_tensor.coordinates %t { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xi32>
  return %0 : memref<?xi32>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @crd_ok(%t: tensor<8x8xf64, #CSR>) -> memref<?xindex> {
  %0 = sparse_tensor.coordinates %t { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @crd_buf(%t: tensor<8x8xf64, #CSR>) -> memref<?xindex> {
  // expected-error @below {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf64, #CSR> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)) }>
func.func @crd_buf_soa(%t: tensor<8x8xf64, #COO>) -> memref<?xindex> {
  // expected-error @below {{expected sparse tensor with a COO region}}
  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf64, #COO> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @crd_buf_ok(%t: tensor<8x8xf64, #COO>) -> memref<?xindex> {
  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf64, #COO> to memref<?xindex>
  return %0 : memref<?xindex>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @lvl(%t: tensor<8x8xf64, #CSR>) -> index {
  %c2 = arith.constant 2 : index
  // expected-error @below {{Level index exceeds the rank of the input sparse tensor}}
  %0 = sparse_tensor.lvl %t, %c2 : tensor<8x8xf64, #CSR>
  return %0 : index
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
func.func @lvl_ok(%t: tensor<8x8xf64, #BSR>) -> index {
  %c3 = arith.constant 3 : index
  %0 = sparse_tensor.lvl %t, %c3 : tensor<8x8xf64, #BSR>
  return %0 : index
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
func.func @crd_translate(%a: index, %b: index) -> (index, index) {
  // expected-error @below {{Coordinate rank mismatch with encoding}}
  %l0, %l1 = sparse_tensor.crd_translate dim_to_lvl [%a, %b] as #BSR : index, index
  return %l0, %l1 : index, index
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
func.func @crd_translate_ok(%a: index, %b: index, %c: index, %d: index) -> (index, index) {
  %l0, %l1 = sparse_tensor.crd_translate lvl_to_dim [%a, %b, %c, %d] as #BSR : index, index
  return %l0, %l1 : index, index
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#W = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>
#V = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @rm_rank(%t: tensor<8x8xf64, #CSR>) -> tensor<64xf64, #V> {
  // expected-error @below {{Level rank mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x8xf64, #CSR> to tensor<64xf64, #V>
  return %0 : tensor<64xf64, #V>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#DCSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @rm_lt(%t: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #DCSR> {
  // expected-error @below {{Level type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #DCSR>
  return %0 : tensor<8x8xf64, #DCSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#W = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>
func.func @rm_width(%t: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #W> {
  // expected-error @below {{Crd/Pos width mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x8xf64, #CSR> to tensor<8x8xf64, #W>
  return %0 : tensor<8x8xf64, #W>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @rm_elem(%t: tensor<8x8xf64, #CSR>) -> tensor<8x8xf32, #CSR> {
  // expected-error @below {{Element type mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x8xf64, #CSR> to tensor<8x8xf32, #CSR>
  return %0 : tensor<8x8xf32, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
func.func @rm_size(%t: tensor<8x4xf64, #CSR>) -> tensor<8x4xf64, #CSC> {
  // expected-error @below {{Level size mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x4xf64, #CSR> to tensor<8x4xf64, #CSC>
  return %0 : tensor<8x4xf64, #CSC>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>
func.func @rm_ok(%t: tensor<8x4xf64, #CSR>) -> tensor<4x8xf64, #CSC> {
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x4xf64, #CSR> to tensor<4x8xf64, #CSC>
  return %0 : tensor<4x8xf64, #CSC>
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @rm_bsr(%t: tensor<8x6xf64, #BSR>) -> tensor<4x3x2x2xf64, #DSDD> {
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x6xf64, #BSR> to tensor<4x3x2x2xf64, #DSDD>
  return %0 : tensor<4x3x2x2xf64, #DSDD>
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @rm_bsr_bad(%t: tensor<8x6xf64, #BSR>) -> tensor<4x4x2x2xf64, #DSDD> {
  // expected-error @below {{Level size mismatch between source/dest tensors}}
  %0 = sparse_tensor.reinterpret_map %t : tensor<8x6xf64, #BSR> to tensor<4x4x2x2xf64, #DSDD>
  return %0 : tensor<4x4x2x2xf64, #DSDD>
}

// -----

#BSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>
#DSDD = #sparse_tensor.encoding<{ map = (i, j, k, l) -> (i : dense, j : compressed, k : dense, l : dense) }>
func.func @rm_bsr_dyn(%t: tensor<?x6xf64, #BSR>) -> tensor<?x3x2x2xf64, #DSDD> {
  %0 = sparse_tensor.reinterpret_map %t : tensor<?x6xf64, #BSR> to tensor<?x3x2x2xf64, #DSDD>
  return %0 : tensor<?x3x2x2xf64, #DSDD>
}

// -----

// storage_specifier.get and set, concatenate, compress, foreach, sort, reorder_coo.

#SM = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @spec_val(%s: !sparse_tensor.storage_specifier<#SM>) -> index {
  // expected-error @below {{redundant level argument for querying value memory size}}
  %0 = sparse_tensor.storage_specifier.get %s val_mem_sz at 0 : !sparse_tensor.storage_specifier<#SM>
  return %0 : index
}

// -----

#SM = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @spec_slice(%s: !sparse_tensor.storage_specifier<#SM>) -> index {
  // expected-error @below {{requested slice data on non-slice tensor}}
  %0 = sparse_tensor.storage_specifier.get %s dim_offset at 0 : !sparse_tensor.storage_specifier<#SM>
  return %0 : index
}

// -----

#SM = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @spec_missing(%s: !sparse_tensor.storage_specifier<#SM>) -> index {
  // expected-error @below {{missing level argument}}
  %0 = sparse_tensor.storage_specifier.get %s lvl_sz : !sparse_tensor.storage_specifier<#SM>
  return %0 : index
}

// -----

#SM = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @spec_oob(%s: !sparse_tensor.storage_specifier<#SM>, %v: index) -> !sparse_tensor.storage_specifier<#SM> {
  // expected-error @below {{requested level is out of bounds}}
  %0 = sparse_tensor.storage_specifier.set %s crd_mem_sz at 2 with %v : !sparse_tensor.storage_specifier<#SM>
  return %0 : !sparse_tensor.storage_specifier<#SM>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @spec_singleton(%s: !sparse_tensor.storage_specifier<#COO>) -> index {
  // expected-error @below {{requested position memory size on a singleton level}}
  %0 = sparse_tensor.storage_specifier.get %s pos_mem_sz at 1 : !sparse_tensor.storage_specifier<#COO>
  return %0 : index
}

// -----

#SL = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(1, 4, 2)>) -> (d0 : dense, d1 : compressed) }>
func.func @spec_slice_ok(%s: !sparse_tensor.storage_specifier<#SL>) -> index {
  %0 = sparse_tensor.storage_specifier.get %s dim_stride at 1 : !sparse_tensor.storage_specifier<#SL>
  return %0 : index
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @concat_one(%a: tensor<2x4xf64, #DC>) -> tensor<2x4xf64, #DC> {
  // expected-error @below {{Need at least two tensors to concatenate.}}
  %0 = sparse_tensor.concatenate %a {dimension = 0 : index} : tensor<2x4xf64, #DC> to tensor<2x4xf64, #DC>
  return %0 : tensor<2x4xf64, #DC>
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @concat_dim(%a: tensor<2x4xf64, #DC>, %b: tensor<3x4xf64, #DC>) -> tensor<5x4xf64, #DC> {
  // expected-error @below {{Concat-dimension is out of bounds for dimension-rank (2 >= 2)}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 2 : index} : tensor<2x4xf64, #DC>, tensor<3x4xf64, #DC> to tensor<5x4xf64, #DC>
  return %0 : tensor<5x4xf64, #DC>
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
#V = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
func.func @concat_rank(%a: tensor<2x4xf64, #DC>, %b: tensor<3xf64, #V>) -> tensor<5x4xf64, #DC> {
  // expected-error @below {{Input tensor $1 has a different rank (rank=1) from the output tensor (rank=2).}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #DC>, tensor<3xf64, #V> to tensor<5x4xf64, #DC>
  return %0 : tensor<5x4xf64, #DC>
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @concat_sum(%a: tensor<2x4xf64, #DC>, %b: tensor<3x4xf64, #DC>) -> tensor<6x4xf64, #DC> {
  // expected-error @below {{The concatenation dimension of the output tensor should be the sum of all the concatenation dimensions of the input tensors.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #DC>, tensor<3x4xf64, #DC> to tensor<6x4xf64, #DC>
  return %0 : tensor<6x4xf64, #DC>
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @concat_eq(%a: tensor<2x4xf64, #DC>, %b: tensor<3x5xf64, #DC>) -> tensor<5x4xf64, #DC> {
  // expected-error @below {{All dimensions (expect for the concatenating one) should be equal.}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x4xf64, #DC>, tensor<3x5xf64, #DC> to tensor<5x4xf64, #DC>
  return %0 : tensor<5x4xf64, #DC>
}

// -----

#DC = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
func.func @concat_dyn(%a: tensor<2x?xf64, #DC>, %b: tensor<3x5xf64, #DC>) -> tensor<?x?xf64, #DC> {
  // expected-error @below {{Input tensor $0 has dynamic shape}}
  %0 = sparse_tensor.concatenate %a, %b {dimension = 0 : index} : tensor<2x?xf64, #DC>, tensor<3x5xf64, #DC> to tensor<?x?xf64, #DC>
  return %0 : tensor<?x?xf64, #DC>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @compress(%v: memref<?xf64>, %f: memref<?xi1>, %a: memref<?xindex>, %n: index, %t: tensor<8x8xf64, #CSR>, %i: index) -> tensor<8x8xf64, #CSR> {
  // expected-error @below {{'sparse_tensor.compress' op incorrect number of coordinates}}
  %0 = sparse_tensor.compress %v, %f, %a, %n into %t[%i, %i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  return %0 : tensor<8x8xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_order(%t: tensor<2x4xf64, #CSR>) {
  // expected-error @below {{Level traverse order does not match tensor's level rank}}
  sparse_tensor.foreach in %t {order = affine_map<(i, j, k) -> (i, j, k)>} : tensor<2x4xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_args(%t: tensor<2x4xf64, #CSR>) {
  // expected-error @below {{Unmatched number of arguments in the block}}
  sparse_tensor.foreach in %t : tensor<2x4xf64, #CSR> do {
  ^bb0(%i: index, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_index(%t: tensor<2x4xf64, #CSR>) {
  // expected-error @below {{Expecting Index type for argument at index 1}}
  sparse_tensor.foreach in %t : tensor<2x4xf64, #CSR> do {
  ^bb0(%i: index, %j: i32, %v: f64):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_elem(%t: tensor<2x4xf64, #CSR>) {
  // expected-error @below {{Unmatched element type between input tensor and block argument, expected:f64, got: f32}}
  sparse_tensor.foreach in %t : tensor<2x4xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f32):
  }
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_yield(%t: tensor<2x4xf64, #CSR>, %x: f32) -> f32 {
  // expected-error @below {{Mismatch in types of yield values and results}}
  %r = sparse_tensor.foreach in %t init(%x) : tensor<2x4xf64, #CSR>, f32 -> f32 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f32):
    sparse_tensor.yield %v : f64
  }
  return %r : f32
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @foreach_inits(%t: tensor<2x4xf64, #CSR>, %x: f32) -> f64 {
  // expected-error @below {{Mismatch in types of init arguments and results}}
  %r = sparse_tensor.foreach in %t init(%x) : tensor<2x4xf64, #CSR>, f32 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f32):
    sparse_tensor.yield %v : f64
  }
  return %r : f64
}

// -----

func.func @sort_rank(%n: index, %xy: memref<?xindex>) {
  // expected-error @below {{Expected rank(perm_map) > 1, got 0}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy {perm_map = affine_map<() -> ()>} : memref<?xindex>
  return
}

// -----

func.func @sort_perm(%n: index, %xy: memref<?xindex>) {
  // expected-error @below {{Expected a permutation map, got (d0, d1) -> (d0, d0)}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (i, i)>} : memref<?xindex>
  return
}

// -----

func.func @sort_xy(%xy: memref<10xindex>) {
  %n = arith.constant 4 : index
  // expected-error @below {{Expected dimension(xy) >= n * (rank(perm_map) + ny) got 10 < 12}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy {perm_map = affine_map<(i, j) -> (j, i)>, ny = 1 : index} : memref<10xindex>
  return
}

// -----

func.func @sort_y(%xy: memref<20xindex>, %y: memref<3xf32>) {
  %n = arith.constant 4 : index
  // expected-error @below {{Expected dimension(y) >= n got 3 < 4}}
  sparse_tensor.sort hybrid_quick_sort %n, %xy jointly %y {perm_map = affine_map<(i, j) -> (j, i)>, ny = 1 : index} : memref<20xindex> jointly memref<3xf32>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @reorder_coo(%t: tensor<2x4xf64, #COO>) -> tensor<2x4xf64, #CSR> {
  // expected-error @below {{Expected COO sparse tensors only}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<2x4xf64, #COO> to tensor<2x4xf64, #CSR>
  return %0 : tensor<2x4xf64, #CSR>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#COOT = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed(nonunique), d0 : singleton) }>
func.func @reorder_map(%t: tensor<2x4xf64, #COO>) -> tensor<2x4xf64, #COOT> {
  // expected-error @below {{Unmatched dim2lvl map between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<2x4xf64, #COO> to tensor<2x4xf64, #COOT>
  return %0 : tensor<2x4xf64, #COOT>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#COO32 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton), crdWidth = 32 }>
func.func @reorder_fmt(%t: tensor<2x4xf64, #COO>) -> tensor<2x4xf64, #COO32> {
  // expected-error @below {{Unmatched storage format between input and result COO}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<2x4xf64, #COO> to tensor<2x4xf64, #COO32>
  return %0 : tensor<2x4xf64, #COO32>
}

// -----

#COON = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(nonunique)) }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @reorder_unique(%t: tensor<2x4xf64, #COON>) -> tensor<2x4xf64, #COO> {
  // expected-error @below {{Expected COO sparse tensors only}}
  %0 = sparse_tensor.reorder_coo quick_sort %t : tensor<2x4xf64, #COON> to tensor<2x4xf64, #COO>
  return %0 : tensor<2x4xf64, #COO>
}

// -----

// assemble, disassemble, extract_iteration_space, extract_value, iterate.

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @asm_static(%v: tensor<6xf64>, %p: tensor<3xindex>, %c: tensor<6xindex>) -> tensor<?x8xf64, #CSR> {
  // expected-error @below {{the sparse-tensor must have static shape}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<3xindex>, tensor<6xindex>), tensor<6xf64> to tensor<?x8xf64, #CSR>
  return %0 : tensor<?x8xf64, #CSR>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @asm_coo(%v: tensor<6xf64>, %p: tensor<2xindex>, %c: tensor<6x3xindex>) -> tensor<8x8xf64, #COO> {
  // expected-error @below {{input/output trailing COO level-ranks don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<6x3xindex>), tensor<6xf64> to tensor<8x8xf64, #COO>
  return %0 : tensor<8x8xf64, #COO>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @asm_fields(%v: tensor<6xf64>, %p: tensor<3xindex>) -> tensor<2x8xf64, #CSR> {
  // expected-error @below {{inconsistent number of fields between input/output}}
  %0 = sparse_tensor.assemble (%p), %v : (tensor<3xindex>), tensor<6xf64> to tensor<2x8xf64, #CSR>
  return %0 : tensor<2x8xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32 }>
func.func @asm_elem(%v: tensor<6xf64>, %p: tensor<3xindex>, %c: tensor<6xindex>) -> tensor<2x8xf64, #CSR> {
  // expected-error @below {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<3xindex>, tensor<6xindex>), tensor<6xf64> to tensor<2x8xf64, #CSR>
  return %0 : tensor<2x8xf64, #CSR>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @asm_val(%v: tensor<6xf32>, %p: tensor<3xindex>, %c: tensor<6xindex>) -> tensor<2x8xf64, #CSR> {
  // expected-error @below {{input/output element-types don't match}}
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<3xindex>, tensor<6xindex>), tensor<6xf32> to tensor<2x8xf64, #CSR>
  return %0 : tensor<2x8xf64, #CSR>
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @asm_coo_ok(%v: tensor<6xf64>, %p: tensor<2xindex>, %c: tensor<6x2xindex>) -> tensor<8x8xf64, #COO> {
  %0 = sparse_tensor.assemble (%p, %c), %v : (tensor<2xindex>, tensor<6x2xindex>), tensor<6xf64> to tensor<8x8xf64, #COO>
  return %0 : tensor<8x8xf64, #COO>
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @dis_vals(%t: tensor<2x8xf64, #CSR>, %v: tensor<6xf64>, %p: tensor<3xindex>, %c: tensor<6xindex>) {
  // expected-error @below {{output values and return value type mismatch}}
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %t : tensor<2x8xf64, #CSR>
      out_lvls(%p, %c : tensor<3xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>)
      -> (tensor<3xindex>, tensor<6xindex>), tensor<5xf64>, (index, index), index
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @dis_lvls(%t: tensor<2x8xf64, #CSR>, %v: tensor<6xf64>, %p: tensor<3xindex>, %c: tensor<6xindex>) {
  // expected-error @below {{output levels and return levels type mismatch}}
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %t : tensor<2x8xf64, #CSR>
      out_lvls(%p, %c : tensor<3xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>)
      -> (tensor<3xindex>, tensor<5xindex>), tensor<6xf64>, (index, index), index
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @dis_ok(%t: tensor<?x8xf64, #CSR>, %v: tensor<6xf64>, %p: tensor<3xindex>, %c: tensor<6xindex>) {
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %t : tensor<?x8xf64, #CSR>
      out_lvls(%p, %c : tensor<3xindex>, tensor<6xindex>) out_vals(%v : tensor<6xf64>)
      -> (tensor<3xindex>, tensor<6xindex>), tensor<6xf64>, (index, index), index
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @dis_elem(%t: tensor<?x8xf64, #CSR>, %v: tensor<6xf64>, %p: tensor<3xi32>, %c: tensor<6xindex>) {
  // expected-error @below {{input/output element-types don't match}}
  %rp, %rc, %rv, %lp, %lc, %lv = sparse_tensor.disassemble %t : tensor<?x8xf64, #CSR>
      out_lvls(%p, %c : tensor<3xi32>, tensor<6xindex>) out_vals(%v : tensor<6xf64>)
      -> (tensor<3xi32>, tensor<6xindex>), tensor<6xf64>, (index, index), index
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @space_lo(%t: tensor<4x8xf32, #COO>) {
  // expected-error @below {{expect larger level upper bound than lower bound}}
  %0 = sparse_tensor.extract_iteration_space %t lvls = 1 to 1 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 1 to 1>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @space_parent(%t: tensor<4x8xf32, #COO>) {
  // expected-error @below {{'sparse_tensor.extract_iteration_space' op parent iterator should be specified iff level lower bound equals 0}}
  %0 = sparse_tensor.extract_iteration_space %t lvls = 1 : tensor<4x8xf32, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 1>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @space_enc(%t: tensor<4x8xf32, #COO>, %i: !sparse_tensor.iterator<#CSR, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.extract_iteration_space' op mismatch in parent iterator encoding and iteration space encoding.}}
  %0 = sparse_tensor.extract_iteration_space %t at %i lvls = 1 : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#CSR, lvls = 0> -> !sparse_tensor.iter_space<#COO, lvls = 1>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed(nonunique), d1 : singleton(nonunique), d2 : singleton) }>
func.func @space_consecutive(%t: tensor<4x8x2xf32, #COO>, %i: !sparse_tensor.iterator<#COO, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.extract_iteration_space' op parent iterator should be used to extract an iteration space from a consecutive level.}}
  %0 = sparse_tensor.extract_iteration_space %t at %i lvls = 2 : tensor<4x8x2xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0> -> !sparse_tensor.iter_space<#COO, lvls = 2>
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @value_enc(%t: tensor<4x8xf32, #COO>, %i: !sparse_tensor.iterator<#CSR, lvls = 1>) -> f32 {
  // expected-error @below {{'sparse_tensor.extract_value' op mismatch in tensor encoding and iterator encoding.}}
  %0 = sparse_tensor.extract_value %t at %i : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#CSR, lvls = 1>
  return %0 : f32
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @value_lvl(%t: tensor<4x8xf32, #COO>, %i: !sparse_tensor.iterator<#COO, lvls = 0>) -> f32 {
  // expected-error @below {{'sparse_tensor.extract_value' op must use last-level iterator to extract values. }}
  %0 = sparse_tensor.extract_value %t at %i : tensor<4x8xf32, #COO>, !sparse_tensor.iterator<#COO, lvls = 0>
  return %0 : f32
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_crd(%s: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.iterate' op required out-of-bound coordinates}}
  sparse_tensor.iterate %it in %s at(%a, %b) : !sparse_tensor.iter_space<#COO, lvls = 0> {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_yield(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.iterate' op 0-th region iter_arg and 0-th yielded value have different type: 'index' != 'i32'}}
  %r = sparse_tensor.iterate %it in %s iter_args(%acc = %x) : !sparse_tensor.iter_space<#COO, lvls = 0> -> index {
    %c = arith.constant 1 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_ok(%s: !sparse_tensor.iter_space<#COO, lvls = 0 to 2>, %x: index) -> index {
  %r = sparse_tensor.iterate %it in %s at(%a, _) iter_args(%acc = %x) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> -> index {
    sparse_tensor.yield %a : index
  }
  return %r : index
}

// -----

// coiterate (and iterate, extract_iteration_space in generic form).

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_crd(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.coiterate' op required out-of-bound coordinates}}
  sparse_tensor.coiterate (%s, %t) at(%a, %b) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>)
  case %i, %j {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_yield(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.coiterate' op types mismatch between 0th yield value and defined value on 0th region}}
  %r = sparse_tensor.coiterate (%s, %t) iter_args(%acc = %x) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>) -> index
  case %i, %j {
    %c = arith.constant 1 : i32
    sparse_tensor.yield %c : i32
  }
  return %r : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_dup(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.coiterate' op contains duplicated cases.}}
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>)
  case %i, _ {
  }
  case %i, _ {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @co_space(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>) {
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#CSR, lvls = 0 to 2>)
  case %i, %j {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_ok(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) -> index {
  %r = sparse_tensor.coiterate (%s, %t) at(%a) iter_args(%acc = %x) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>) -> index
  case %i, %j {
    sparse_tensor.yield %a : index
  }
  case %i, _ {
    sparse_tensor.yield %acc : index
  }
  return %r : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_nonesuch(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>)
  case _, _ {
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_sub(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>)
  case _, %j {
  }
  case %i, _ {
  }
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_init(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: f32) -> index {
  // expected-error @below {{'sparse_tensor.coiterate' op types mismatch between 0th iter operand and defined value on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s, %t, %x) <{cases = [3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: index, %i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%a) : (index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, f32) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_arg(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.coiterate' op types mismatch between 0th iter region arg and defined value on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s, %t, %x) <{cases = [3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: f32, %i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%x) : (index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_count(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) {
  // expected-error @below {{'sparse_tensor.coiterate' op mismatch in number of loop-carried values and defined values}}
  "sparse_tensor.coiterate"(%s, %t, %x) <{cases = [3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: index, %i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> ()
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_bbargs(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.coiterate' op types mismatch between 0th iter region arg and defined value on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s, %t, %x) <{cases = [3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%x) : (index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_yieldn(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.coiterate' op number mismatch between iter args and results on 0th region}}
  %0 = "sparse_tensor.coiterate"(%s, %t, %x) <{cases = [3], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%a: index, %i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%x, %x) : (index, index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_cases(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.coiterate' op contains duplicated cases.}}
  "sparse_tensor.coiterate"(%s, %t) <{cases = [3, 1], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @co_bit(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %t: !sparse_tensor.iter_space<#sparse, lvls = 0>) {
  "sparse_tensor.coiterate"(%s, %t) <{cases = [7], crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%i: !sparse_tensor.iterator<#sparse, lvls = 0>, %j: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, !sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @it_iter(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>) {
  // expected-error @below {{'sparse_tensor.iterate' op mismatch in iterator and iteration space type}}
  "sparse_tensor.iterate"(%s) <{crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 1, 0>}> ({
  ^bb0(%i: !sparse_tensor.iterator<#sparse, lvls = 0 to 2>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>) -> ()
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @it_count(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) {
  // expected-error @below {{'sparse_tensor.iterate' op mismatch in number of loop-carried values and defined values}}
  "sparse_tensor.iterate"(%s, %x) <{crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: index, %i: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> ()
  return
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @it_bbargs(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.iterate' op different number of inits and region iter_args: 1 != 0}}
  %0 = "sparse_tensor.iterate"(%s, %x) <{crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%i: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%x) : (index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, index) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @it_init(%s: !sparse_tensor.iter_space<#sparse, lvls = 0>, %x: f32) -> index {
  // expected-error @below {{'sparse_tensor.iterate' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'index'}}
  %0 = "sparse_tensor.iterate"(%s, %x) <{crdUsedLvls = 0 : i64, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: index, %i: !sparse_tensor.iterator<#sparse, lvls = 0>):
    "sparse_tensor.yield"(%a) : (index) -> ()
  }) : (!sparse_tensor.iter_space<#sparse, lvls = 0>, f32) -> index
  return %0 : index
}

// -----

#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @space_lohi(%t: tensor<4x8xf32, #sparse>) {
  // expected-error @below {{'sparse_tensor.extract_iteration_space' op expected smaller level low than level high}}
  %0 = "sparse_tensor.extract_iteration_space"(%t) <{hiLvl = 1 : index, loLvl = 1 : index}> : (tensor<4x8xf32, #sparse>) -> !sparse_tensor.iter_space<#sparse, lvls = 1>
  return
}

// -----

// #sparse_tensor.encoding's and slice's verify(), at the mnemonic.

// expected-error @below {{unexpected position bitwidth: 7}}
#bad_pos = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), posWidth = 7 }>
func.func @encoding_pos_width(%t: tensor<4x4xf32, #bad_pos>) {
  return
}

// -----

// expected-error @below {{unexpected coordinate bitwidth: 128}}
#bad_crd = #sparse_tensor.encoding<{ map = (d0) -> (d0 : dense), crdWidth = 128 }>
func.func @encoding_crd_width(%t: tensor<4xf32, #bad_crd>) {
  return
}

// -----

// expected-error @below {{expected compressed or loose_compressed level before singleton level}}
#bad_singleton = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : singleton) }>
func.func @encoding_singleton(%t: tensor<8x8xf32, #bad_singleton>) {
  return
}

// -----

// expected-error @below {{expect positive value or ? for slice stride}}
#bad_stride = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 0)>) -> (d0 : compressed) }>
func.func @slice_stride(%t: tensor<8xf32, #bad_stride>) {
  return
}

// -----

// An explicit lvlToDim (the dimensions bound to level variables) is
// dimToLvl's inverse as upstream infers it: a block's `il * 2 + ii`.
#bsr = #sparse_tensor.encoding<{
  map = {il, jl, ii, jj} (i = il * 2 + ii, j = jl * 3 + jj) ->
        (il = i floordiv 2 : dense, jl = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)
}>
#swap = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l1, d1 = l0) -> (l0 = d1 : dense, l1 = d0 : compressed)
}>
#id = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0 + 0, d1 = l1 * 1) -> (l0 = d0 : dense, l1 = d1 : compressed)
}>
// The inverse of a block upstream builds puts the plain dimensions first.
#mixed = #sparse_tensor.encoding<{
  map = {il, j2, ii} (i = j2, j = il * 2 + ii) -> (il = i floordiv 2 : dense, j2 = j : compressed, ii = i mod 2 : dense)
}>
func.func @lvl_to_dim(%a: tensor<6x6xf32, #bsr>, %b: tensor<6x6xf32, #swap>, %c: tensor<6x6xf32, #id>) {
  return
}

// -----

// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#bsr = #sparse_tensor.encoding<{
  map = {il, jl, ii, jj} (i = il * 3 + ii, j = jl * 3 + jj) ->
        (il = i floordiv 2 : dense, jl = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)
}>

// -----

// The same sum the other way round is another map.
// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#bsr = #sparse_tensor.encoding<{
  map = {il, jl, ii, jj} (i = ii + il * 2, j = jl * 3 + jj) ->
        (il = i floordiv 2 : dense, jl = j floordiv 3 : compressed, ii = i mod 2 : dense, jj = j mod 3 : dense)
}>

// -----

// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#e = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d1 : dense, l1 = d0 : compressed)
}>

// -----

// A dimension without a binding adds no result.
// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#e = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l1, d1) -> (l0 = d1 : dense, l1 = d0 : compressed)
}>

// -----

// A block whose plain dimension is not the first, bound in the natural
// order.
// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#e = #sparse_tensor.encoding<{
  map = {il, j2, ii} (i = il * 2 + ii, j = j2) -> (il = i floordiv 2 : dense, j2 = j : compressed, ii = i mod 2 : dense)
}>

// -----

// A map with symbols has no inverse upstream infers.
// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#e = #sparse_tensor.encoding<{
  map = [s0] {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d0 + s0 : dense, l1 = d1 : compressed)
}>

// -----

// The widths are checked first.
// expected-error @below {{unexpected position bitwidth: 7}}
#e = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d1 : dense, l1 = d0 : compressed), posWidth = 7
}>

// -----

// An encoding spelled as one read before is checked with its own lvlToDim.
#ok = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d1 : dense, d0 : compressed)
}>
// expected-error @below {{expected lvlToDim to be an inverse of dimToLvl}}
#bad = #sparse_tensor.encoding<{
  map = {l0, l1} (d0 = l0, d1 = l1) -> (l0 = d1 : dense, l1 = d0 : compressed)
}>

// -----

// A ranked tensor's sparse encoding fits its shape and element type
// (verifyEncoding, reported at the token after the encoding).
#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// expected-error @below {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
func.func @encoding_rank(%a: tensor<4xf32, #csr>) {
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// expected-error @below {{expected non-scalar sparse tensor}}
func.func @encoding_scalar(%a: tensor<f32, #csr>) {
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), explicitVal = 1 : i32 }>
// expected-error @below {{explicit value type mismatch between encoding and tensor element type: 'i32' != 'f32'}}
func.func @encoding_explicit(%a: tensor<4x4xf32, #csr>) {
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), implicitVal = 0 : i64 }>
// expected-error @below {{implicit value type mismatch between encoding and tensor element type: 'i64' != 'f32'}}
func.func @encoding_implicit_type(%a: tensor<4x4xf32, #csr>) {
  return
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), implicitVal = 1.0 : f32 }>
// expected-error @below {{implicit value must be zero}}
func.func @encoding_implicit_zero(%a: tensor<4x4xf32, #csr>) {
  return
}

// -----

// In an alias, in an elements attribute's type: the same check.
// expected-error @below {{dimension-rank mismatch between encoding and tensor shape: 2 != 3}}
!t = tensor<4x4x4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }> >

// -----

// expected-error @below {{dimension-rank mismatch between encoding and tensor shape: 2 != 1}}
"foo.op"() {a = dense<1.0> : tensor<4xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>} : () -> ()

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), explicitVal = 1.0 : f32, implicitVal = 0.0 : f32 }>
func.func @encoding_ok(%a: tensor<4x?xf32, #csr>, %b: tensor<4x4xf32,
    #csr
    >) {
  return
}

// -----

// The level ranges and the loop headers of iterate and coiterate.

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
// expected-error @below {{expect larger level upper bound than lower bound}}
func.func @iter_space_lvls_reversed(%s: !sparse_tensor.iter_space<#COO, lvls = 1 to 0>) {
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_two_iterators(%s: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{mismatch in number of sparse iterators and sparse spaces}}
  sparse_tensor.iterate %it in %s, %s : !sparse_tensor.iter_space<#COO, lvls = 0> {
    sparse_tensor.yield
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_space_types(%s: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{mismatch in number of iteration space operands and iteration space types}}
  sparse_tensor.iterate %a, %b in %s, %s : !sparse_tensor.iter_space<#COO, lvls = 0> {
    sparse_tensor.yield
  }
  return
}

// -----

func.func @iterate_not_a_space(%s: index, %x: index) {
  // expected-error @below {{expected sparse_tensor.iter_space type for iteration space operands}}
  sparse_tensor.iterate %it in %s iter_args(%a = %x) : index {
    sparse_tensor.yield
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_only_one(%s: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{expected only one iterator/iteration space}}
  sparse_tensor.iterate %a, %b in %s, %s : !sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0> {
    sparse_tensor.yield
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_results(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) {
  // expected-error @below {{mismatch in number of iteration arguments and return values}}
  %r:2 = sparse_tensor.iterate %it in %s iter_args(%a = %x) : !sparse_tensor.iter_space<#COO, lvls = 0> -> (index, index) {
    sparse_tensor.yield %a : index
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @coiterate_space_types(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{mismatch in number of iteration space operands and iteration space types}}
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>)
  case %a, %b {
    sparse_tensor.yield
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @coiterate_results(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) {
  // expected-error @below {{mismatch in number of iteration arguments and return values}}
  %r:2 = sparse_tensor.coiterate (%s) iter_args(%v = %x) : (!sparse_tensor.iter_space<#COO, lvls = 0>) -> (index, index)
  case %a {
    sparse_tensor.yield %v : index
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @coiterate_case_too_long(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %t: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  // expected-error @below {{parsed more value than expected.}}
  sparse_tensor.coiterate (%s, %t) : (!sparse_tensor.iter_space<#COO, lvls = 0>, !sparse_tensor.iter_space<#COO, lvls = 0>)
  case _, _, _ {
    sparse_tensor.yield
  }
  return
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @iterate_yields_nothing(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %x: index) -> index {
  // expected-error @below {{'sparse_tensor.iterate' op number mismatch between iter args and results.}}
  %0 = "sparse_tensor.iterate"(%s, %x) <{crdUsedLvls = 0 : i64}> ({
  ^bb0(%a: index, %it: !sparse_tensor.iterator<#COO, lvls = 0>):
    "sparse_tensor.yield"() : () -> ()
  }) : (!sparse_tensor.iter_space<#COO, lvls = 0>, index) -> index
  return %0 : index
}

// -----

#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @foreach_results(%t: tensor<4x8xf32, #COO>) -> f32 {
  // expected-error @below {{Mismatch in number of init arguments and results}}
  %0 = "sparse_tensor.foreach"(%t) ({
  ^bb0(%i: index, %j: index, %v: f32):
    "sparse_tensor.yield"() : () -> ()
  }) : (tensor<4x8xf32, #COO>) -> f32
  "test.use"(%t, %0) : (tensor<4x8xf32, #COO>, f32) -> ()
  return %0 : f32
}
