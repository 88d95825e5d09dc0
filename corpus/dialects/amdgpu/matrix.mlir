// amdgpu's matrix ops with their MNK dimension lists: mfma with and
// without its optional attributes, wmma, scaled_mfma, scaled_wmma and
// sparse_mfma; and the raw buffer ops beside them.
func.func @matrix(%a: vector<4xf16>, %c: vector<4xf32>, %f: f32, %c16: vector<16xf32>, %b8: vector<8xf16>, %s: vector<4xf8E8M0FNU>, %ff: vector<32xf8E4M3FN>, %sa: f8E8M0FNU, %i8: vector<8xi8>, %c4i: vector<4xi32>, %idx: vector<4xi8>, %hh: vector<8xf16>) {
  %0 = amdgpu.mfma 16x16x16 %a * %a + %c blgp = none : vector<4xf16>, vector<4xf16>, vector<4xf32>
  %1 = amdgpu.mfma 16x16x16 %a * %a + %c {abid = 1 : i32, cbsz = 1 : i32, reducePrecision} blgp = bcast_first_32 : vector<4xf16>, vector<4xf16>, vector<4xf32>
  %2 = amdgpu.mfma 32x32x2 %f * %f + %c16 blgp = bcast_second_32 : f32, f32, vector<16xf32>
  %3 = amdgpu.wmma 16x16x16 %b8 * %b8 + %b8 : vector<8xf16>, vector<8xf16>, vector<8xf16>
  %4 = amdgpu.wmma 16x16x16 %b8 * %b8 + %b8 {subwordOffset = 1 : i32} : vector<8xf16>, vector<8xf16>, vector<8xf16>
  %5 = amdgpu.scaled_mfma 16x16x128 (%s[0] * %ff) * (%s[1] * %ff) + %c : vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<4xf8E8M0FNU>, vector<32xf8E4M3FN>, vector<4xf32>
  return
}

func.func @buffers(%m: memref<64xf32>, %i: i32, %v: f32, %off: i32) {
  %0 = amdgpu.raw_buffer_load %m[%i] : memref<64xf32>, i32 -> f32
  %1 = amdgpu.raw_buffer_load {boundsCheck = false} %m[%i] sgprOffset %off : memref<64xf32>, i32 -> f32
  amdgpu.raw_buffer_store %v -> %m[%i] : f32 -> memref<64xf32>, i32
  amdgpu.raw_buffer_atomic_fadd {indexOffset = 1 : i32} %v -> %m[%i] : f32 -> memref<64xf32>, i32
  amdgpu.raw_buffer_atomic_fmax %v -> %m[%i] sgprOffset %off : f32 -> memref<64xf32>, i32
  amdgpu.lds_barrier
  amdgpu.sched_barrier allow = <valu|all_vmem>
  return
}
