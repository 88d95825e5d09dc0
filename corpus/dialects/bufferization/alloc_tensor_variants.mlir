// bufferization.alloc_tensor with every part at once, and an attribute
// dictionary holding both the inherent memory_space and a discardable entry.
func.func @all_parts(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?x4xf32>) {
  %a = bufferization.alloc_tensor() copy(%t) size_hint = %n {memory_space = 3 : i32, test.q} : tensor<?xf32>
  %b = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  return %a, %b : tensor<?xf32>, tensor<?x4xf32>
}
