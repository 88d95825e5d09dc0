// Scaled float conversions (OCP MX): scale operand of type f8E8M0FNU.
func.func @scaling_ext(%in: f4E2M1FN, %scale: f8E8M0FNU) -> (f32, f32) {
  %r = arith.scaling_extf %in, %scale : f4E2M1FN, f8E8M0FNU to f32
  %r_fm = arith.scaling_extf %in, %scale fastmath<fast> : f4E2M1FN, f8E8M0FNU to f32
  return %r, %r_fm : f32, f32
}

func.func @scaling_trunc(%in: f32, %scale: f8E8M0FNU) -> (f4E2M1FN, f8E4M3FN, f4E2M1FN) {
  %r = arith.scaling_truncf %in, %scale : f32, f8E8M0FNU to f4E2M1FN
  %r_rm = arith.scaling_truncf %in, %scale to_nearest_even : f32, f8E8M0FNU to f8E4M3FN
  %r_both = arith.scaling_truncf %in, %scale toward_zero fastmath<nnan> : f32, f8E8M0FNU to f4E2M1FN
  return %r, %r_rm, %r_both : f4E2M1FN, f8E4M3FN, f4E2M1FN
}

func.func @scaling_vector(%in: vector<4xf8E5M2>, %scale: vector<4xf8E8M0FNU>) -> vector<4xf32> {
  %r = arith.scaling_extf %in, %scale : vector<4xf8E5M2>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %r : vector<4xf32>
}
