// The loop dialect of 2019 (scf now).

func @loops(%lb: index, %ub: index, %step: index, %A: memref<?xf32>, %c: i1) {
  loop.for %i = %lb to %ub step %step {
    %v = load %A[%i] : memref<?xf32>
    loop.if %c {
      %w = addf %v, %v : f32
      store %w, %A[%i] : memref<?xf32>
    } else {
      store %v, %A[%i] : memref<?xf32>
    }
  }
  return
}

// -----

// Nested loops, and terminators written generically.
func @nested(%n: index, %A: memref<?x?xf32>) {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  loop.for %i = %c0 to %n step %c1 {
    loop.for %j = %c0 to %n step %c1 {
      %x = load %A[%i, %j] : memref<?x?xf32>
      %y = mulf %x, %x : f32
      store %y, %A[%j, %i] : memref<?x?xf32>
      "loop.terminator"() : () -> ()
    }
  }
  return
}

// -----

// A condition computed from the induction variable.
func @if_in_for(%A: memref<10xi32>) {
  %c0 = constant 0 : index
  %c10 = constant 10 : index
  %c1 = constant 1 : index
  %c5 = constant 5 : index
  loop.for %i = %c0 to %c10 step %c1 {
    %lt = cmpi "slt", %i, %c5 : index
    loop.if %lt {
      %v = index_cast %i : index to i32
      store %v, %A[%i] : memref<10xi32>
    }
  }
  return
}
