// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @a() {
    return
}

// -----

// CHECK-LABEL: @b
func.func @b() {
return
}
// -----
// A chunk with only comments.

// -----

// -----

// A chunk that does not parse is left as it was.
func.func @c( {
    return
}

// -----
#m = affine_map<(d0) -> (d0)>
func.func @d() attributes {m = #m} {
  return
}
