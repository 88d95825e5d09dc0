// builtin types and attributes: the checks of their verify() that the
// parser reaches in the same words (element types, strided layouts,
// memory spaces).

// expected-error @below {{invalid element type for complex}}
func.func private @complex_index(%a: complex<index>)

// -----

// expected-error @below {{invalid memref element type}}
func.func private @memref_of_tensor(%a: memref<1xtensor<f32>>)

// -----

// expected-error @below {{expected the number of strides to match the rank}}
func.func private @strides_rank(%a: memref<2x2xf32, strided<[1]>>)

// -----

// expected-error @below {{unsupported memory space Attribute}}
func.func private @unranked_array_space(%a: memref<*xf32, [1]>)

// -----

func.func private @valid_spaces(%a: memref<*xf32, 1>, %b: memref<2x2xf32, strided<[2, 1]>, 3 : i64>, %c: complex<i8>)
