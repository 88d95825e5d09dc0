// The affine dialect of 2019: maps and sets written bare, without affine_map<> or affine_set<>.

#map_lb = (d0) -> (d0)
#map_ub = (d0)[s0] -> (d0 + 10, s0)
#set = (d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0)

func @nest(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 100 step 2 {
    affine.for %j = #map_lb(%i) to min #map_ub(%i)[%n] {
      %k = affine.apply (d0, d1) -> (d0 + d1 * 2) (%i, %j)
      affine.if #set(%i)[%n] {
        %v = affine.load %A[%i + 1] : memref<100xf32>
        affine.store %v, %A[%i] : memref<100xf32>
      } else {
        %w = affine.load %A[%i] : memref<100xf32>
      }
    }
  }
  return
}

// -----

// Bounds with maps written inline, and max/min of several results.
func @inline_bounds(%n: index, %m: index) {
  affine.for %i = (d0) -> (d0)(%n) to (d0) -> (d0 + 16)(%n) {
    affine.for %j = max (d0, d1) -> (d0, d1)(%i, %m) to min ()[s0] -> (s0, 64)()[%n] step 4 {
    }
  }
  return
}

// -----

// Symbolic names for dimensions and symbols, as the LangRef's index maps.
#tiled = (i, j) [M, N] -> (i floordiv 128 + M + (j mod 128) * N)

func @apply(%i: index, %j: index, %s: index) -> index {
  %0 = affine.apply #tiled (%i, %j)[%s, %s]
  %1 = affine.apply (d0) -> (d0 ceildiv 4) (%0)
  return %1 : index
}

// -----

// An integer set written inline, and a loop whose body is only a terminator written generically.
func @inline_set(%i: index, %n: index) {
  affine.if (d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0) (%i)[%n] {
    affine.for %k = 0 to 10 {
      "affine.terminator"() : () -> ()
    }
  }
  return
}

// -----

// Maps as attribute values.
func @map_attrs() {
  "test.op"() {map: (d0) -> (d0 + 1), set: (d0) : (d0 == 0), maps: [(d0)[s0] -> (s0), (d0, d1) -> (d1, d0)]} : () -> ()
  return
}

// -----

// min and max of late 2019, with a 2-D loop nest and a reduction.
#ub = (d0) -> (d0 + 8, 100)

func @min_max(%A: memref<100x100xf32>) -> f32 {
  %acc = alloc() : memref<f32>
  affine.for %i = 0 to 100 step 8 {
    %u = affine.min #ub(%i)
    affine.for %ii = (d0) -> (d0)(%i) to min #ub(%i) {
      %v = affine.load %A[%ii, %ii] : memref<100x100xf32>
      %s = affine.load %acc[] : memref<f32>
      %r = addf %s, %v : f32
      affine.store %r, %acc[] : memref<f32>
    }
  }
  %res = load %acc[] : memref<f32>
  return %res : f32
}
