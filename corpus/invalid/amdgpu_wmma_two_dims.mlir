// amdgpu.wmma: the MNK list has three dimensions.
func.func @f(%b: vector<8xf16>) {
  %0 = amdgpu.wmma 16x16 %b * %b + %b : vector<8xf16>, vector<8xf16>, vector<8xf16>
  return
}
