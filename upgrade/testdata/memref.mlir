// Buffers: the LangRef's A*B example, with the ops of the standard dialect of 2019.

// Compute A*B using an implementation of multiply kernel and print the
// result using a TensorFlow op. The dimensions of A and B are partially
// known. The shapes are assumed to match.
func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
  // Compute the inner dimension of %A using the dim operation.
  %n = dim %A, 1 : tensor<100x?xf32>

  // Allocate addressable "buffers" and copy tensors %A and %B into them.
  %A_m = alloc(%n) : memref<100x?xf32>
  tensor_store %A, %A_m : memref<100x?xf32>

  %B_m = alloc(%n) : memref<?x50xf32>
  tensor_store %B, %B_m : memref<?x50xf32>

  // Call function @multiply passing memrefs as arguments,
  // and getting returned the result of the multiplication.
  %C_m = call @multiply(%A_m, %B_m)
          : (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)

  dealloc %A_m : memref<100x?xf32>
  dealloc %B_m : memref<?x50xf32>

  // Load the buffer data into a higher level "tensor" value.
  %C = tensor_load %C_m : memref<100x50xf32>
  dealloc %C_m : memref<100x50xf32>

  // Call TensorFlow built-in function to print the result tensor.
  "tf.Print"(%C){message: "mul result"}
                  : (tensor<100x50xf32>) -> (tensor<100x50xf32>)

  return %C : tensor<100x50xf32>
}

// A function that multiplies two memrefs and returns the result.
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
          -> (memref<100x50xf32>)  {
  // Compute the inner dimension of %A.
  %n = dim %A, 1 : memref<100x?xf32>

  // Allocate memory for the multiplication result.
  %C = alloc() : memref<100x50xf32>
  %zero = constant 0.0 : f32

  // Multiplication loop nest.
  affine.for %i = 0 to 100 {
     affine.for %j = 0 to 50 {
        store %zero, %C[%i, %j] : memref<100x50xf32>
        affine.for %k = 0 to %n {
           %a_v  = load %A[%i, %k] : memref<100x?xf32>
           %b_v  = load %B[%k, %j] : memref<?x50xf32>
           %prod = mulf %a_v, %b_v : f32
           %c_v  = load %C[%i, %j] : memref<100x50xf32>
           %sum  = addf %c_v, %prod : f32
           store %sum, %C[%i, %j] : memref<100x50xf32>
        }
     }
  }
  return %C : memref<100x50xf32>
}

// -----

// Symbols of a layout map bound at allocation.
#imapA = (d0, d1) [s0] -> (d0 + s0, d1)

func @symbols(%n: index, %o: index) {
  %A = alloc(%n)[%o] : memref<16x?xf32, #imapA>
  dealloc %A : memref<16x?xf32, #imapA>
  return
}

// -----

// A layout map written inline in the type.
func @inline_layout(%m: memref<4x8xf32, (d0, d1) -> (d1, d0)>, %i: index) -> f32 {
  %v = load %m[%i, %i] : memref<4x8xf32, (d0, d1) -> (d1, d0)>
  return %v : f32
}

// -----

func @casts_and_dims(%m: memref<4x?xf32>, %t: tensor<4x?xf32>) -> (index, index) {
  %0 = memref_cast %m : memref<4x?xf32> to memref<?x?xf32>
  %1 = tensor_cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d0 = dim %0, 0 : memref<?x?xf32>
  %d1 = dim %1, 1 : tensor<?x?xf32>
  return %d0, %d1 : index, index
}

// -----

func @elements_access(%t: tensor<4x4xf32>, %v: vector<4xf32>, %i: index) -> (f32, f32) {
  %0 = extract_element %t[%i, %i] : tensor<4x4xf32>
  %1 = extract_element %v[%i] : vector<4xf32>
  return %0, %1 : f32, f32
}

// -----

func @splats(%x: f32) -> (vector<4xf32>, tensor<8xf32>) {
  %0 = splat %x : vector<4xf32>
  %1 = splat %x : tensor<8xf32>
  return %0, %1 : vector<4xf32>, tensor<8xf32>
}

// -----

// DMA between memory spaces 0 and 1, with a tag buffer.
func @dma(%src: memref<256xf32>, %n: index) {
  %c0 = constant 0 : index
  %dst = alloc() : memref<256xf32, 1>
  %tag = alloc() : memref<1xi32>
  dma_start %src[%c0], %dst[%c0], %n, %tag[%c0] : memref<256xf32>, memref<256xf32, 1>, memref<1xi32>
  dma_wait %tag[%c0], %n : memref<1xi32>
  dealloc %tag : memref<1xi32>
  dealloc %dst : memref<256xf32, 1>
  return
}

// -----

// Two dims of the same index: two fresh constants, names that do not clash.
func @two_dims(%m: memref<?x?xf32>) -> index {
  %c1 = constant 1 : index
  %a = dim %m, 1 : memref<?x?xf32>
  %b = dim %m, 1 : memref<?x?xf32>
  %s = addi %a, %b : index
  %t = addi %s, %c1 : index
  return %t : index
}

// -----

// A stack allocation (alloca, 2020).
func @stack(%i: index) -> f32 {
  %0 = alloca() : memref<4xf32>
  %v = load %0[%i] : memref<4xf32>
  return %v : f32
}
