shape.function_library @lib {
  shape.func @g(%a: !shape.shape) -> !shape.shape {
    shape.return %a : !shape.shape
  }
} {}
