// vector.mask: the region holds the masked op, printed on one line
// without its results; the implied terminator yields its results.
func.func @masked(%A: memref<?xf32>, %T: tensor<?xf32>, %i: index, %pad: f32, %m: vector<16xi1>, %pt: vector<16xf32>, %v: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>, tensor<?xf32>, f32) {
  %0 = vector.mask %m { vector.transfer_read %A[%i], %pad : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  // A pass-through value has the result's type.
  %1 = vector.mask %m, %pt { vector.transfer_read %A[%i], %pad {in_bounds = [true]} : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  vector.mask %m { vector.transfer_write %v, %A[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  %2 = vector.mask %m { vector.transfer_write %v, %T[%i] : vector<16xf32>, tensor<?xf32> } {test.tag} : vector<16xi1> -> tensor<?xf32>
  // An explicit terminator is accepted, and not printed.
  %3 = vector.mask %m {
    %r = vector.reduction <add>, %v : vector<16xf32> into f32
    vector.yield %r : f32
  } : vector<16xi1> -> f32
  return %0, %1, %2, %3 : vector<16xf32>, vector<16xf32>, tensor<?xf32>, f32
}

func.func @empty(%m: vector<4x8xi1>) {
  // An empty mask region gets its terminator, which is printed.
  vector.mask %m { } : vector<4x8xi1>
  vector.mask %m { vector.yield } : vector<4x8xi1>
  return
}

func.func @in_a_function_body(%m: vector<4x8xi1>, %a: vector<4xf32>, %b: vector<8xf32>, %acc: vector<4x8xf32>) -> vector<4x8xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
