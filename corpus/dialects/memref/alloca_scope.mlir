// memref.alloca_scope and memref.alloca_scope.return.
func.func @no_results(%n: index) {
  memref.alloca_scope {
    %tmp = memref.alloca(%n) : memref<?xf32>
  }
  return
}

func.func @explicit_return() {
  // The empty terminator is implicit and elided.
  memref.alloca_scope {
    %tmp = memref.alloca() : memref<4xi8>
    memref.alloca_scope.return
  }
  return
}

func.func @with_results(%v: f32) -> (f32, index) {
  %r:2 = memref.alloca_scope -> (f32, index) {
    %tmp = memref.alloca() : memref<1xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %tmp[%c0] : memref<1xf32>
    %x = memref.load %tmp[%c0] : memref<1xf32>
    memref.alloca_scope.return %x, %c0 : f32, index
  }
  return %r#0, %r#1 : f32, index
}

func.func @single_result_attrs() -> i32 {
  %r = memref.alloca_scope -> i32 {
    %c = arith.constant 5 : i32
    memref.alloca_scope.return %c : i32
  } {test.note}
  return %r : i32
}
