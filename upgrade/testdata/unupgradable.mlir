// What the upgrade cannot do: each chunk is reported and left as written.

// Maps with a range size: the size clause was removed.
#imap = (d0, d1) -> (d0, d1) size (16, 32)

func @sized(%m: memref<16x32xf32, #imap>) {
  return
}

// -----

// A memory space named by an identifier: memory spaces are integers or attributes now.
func @named_space(%m: memref<16x32xf32, memspace0>) {
  return
}

// -----

// Opaque elements attributes were removed.
func @opaque() -> tensor<1xi32> {
  %0 = constant opaque<"tf", "0xDEADBEEF"> : tensor<1xi32>
  return %0 : tensor<1xi32>
}

// -----

// The LangRef's pseudo-code: not valid even in 2019.
func @pseudo(%n: index) {
  %A = alloc (%n)[%n] : <16x?xf32>
  return
}
