// x86vector: avx512.mask.compress's source.

func.func @compress_both(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  // expected-error @below {{cannot use both src and constant_src}}
  %0 = x86vector.avx512.mask.compress %k, %a, %a {constant_src = dense<0.0> : vector<16xf32>} : vector<16xf32>, vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @compress_src_type(%k: vector<16xi1>, %a: vector<16xf32>, %s: vector<16xi32>) -> vector<16xf32> {
  // expected-error @below {{failed to verify that src and dst have same type}}
  %0 = x86vector.avx512.mask.compress %k, %a, %s : vector<16xf32>, vector<16xi32>
  return %0 : vector<16xf32>
}

// -----

func.func @compress_constant_type(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  // expected-error @below {{failed to verify that constant_src and dst have same type}}
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<0> : vector<16xi32>} : vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @compress_ok(%k: vector<16xi1>, %a: vector<16xf32>) -> vector<16xf32> {
  %0 = x86vector.avx512.mask.compress %k, %a {constant_src = dense<0.0> : vector<16xf32>} : vector<16xf32>
  %1 = x86vector.avx512.mask.compress %k, %a, %0 : vector<16xf32>, vector<16xf32>
  return %1 : vector<16xf32>
}
