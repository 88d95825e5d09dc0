func.func @f(%w: !shape.witness, %t: tensor<?x4xf32>, %s: !shape.shape) {
  %0 = shape.const_shape {a = 1} [1, 2] : !shape.shape
  %r:2 = shape.assuming %w -> (tensor<?x4xf32>, tensor<?x4xf32>) {
    shape.assuming_yield %t, %t : tensor<?x4xf32>, tensor<?x4xf32>
  } {note}
  %init = arith.constant 1 : index
  %n:2 = shape.reduce(%s, %init, %init) : !shape.shape -> (index, index) {
    ^bb0(%i: index, %dim: !shape.size, %a: index, %b: index):
      shape.yield %a, %b : index, index
  } {tag}
  shape.reduce(%s, %init) : !shape.shape {
    ^bb0(%i: index, %dim: !shape.size):
      shape.yield
  }
  return
}
shape.function_library @lib attributes {x} {
  shape.func @g(%a: !shape.shape) -> !shape.shape attributes {y} {
    shape.return %a : !shape.shape
  }
} mapping {}
