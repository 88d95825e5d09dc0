// x86vector's AVX and AVX-512 ops: dot products, reciprocal square root,
// conversions, masked compress (with and without a source), scalef,
// rndscale and vp2intersect.
func.func @avx(%a: vector<8xf32>, %b: vector<32xbf16>, %w: vector<8xi32>, %i8: vector<32xi8>, %k: vector<16xi1>, %f: vector<16xf32>, %i: i32, %g: vector<16xi32>, %m: i16) {
  %0 = x86vector.avx.rsqrt %a : vector<8xf32>
  %1 = x86vector.avx.intr.dot %a, %a : vector<8xf32>
  %2 = x86vector.avx.dot.i8 %w, %i8, %i8 : vector<32xi8> -> vector<8xi32>
  %3 = x86vector.avx512.dot %f, %b, %b : vector<32xbf16> -> vector<16xf32>
  %4 = x86vector.avx512.cvt.packed.f32_to_bf16 %f : vector<16xf32> -> vector<16xbf16>
  %5 = x86vector.avx512.mask.compress %k, %f : vector<16xf32>
  %6 = x86vector.avx512.mask.compress %k, %f, %f : vector<16xf32>, vector<16xf32>
  %7 = x86vector.avx512.mask.scalef %f, %f, %f, %m, %i : vector<16xf32>
  %8 = x86vector.avx512.mask.rndscale %f, %i, %f, %m, %i : vector<16xf32>
  %9:2 = x86vector.avx512.vp2intersect %g, %g : vector<16xi32>
  return
}
