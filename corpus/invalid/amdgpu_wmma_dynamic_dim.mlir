// amdgpu.wmma: the MNK dimensions are static.
func.func @f(%b: vector<8xf16>) {
  %0 = amdgpu.wmma 16x?x16 %b * %b + %b : vector<8xf16>, vector<8xf16>, vector<8xf16>
  return
}
