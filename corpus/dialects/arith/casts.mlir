// Conversion ops: integer and float widening, narrowing and reinterpreting.
func.func @int_casts(%i8: i8, %i32: i32, %idx: index) -> (i32, i64, i8, index, i64, index, i32) {
  %s = arith.extsi %i8 : i8 to i32
  %u = arith.extui %i32 : i32 to i64
  %t = arith.trunci %i32 : i32 to i8
  %c = arith.index_cast %i32 : i32 to index
  %cu = arith.index_castui %idx : index to i64
  %back = arith.index_cast %idx : index to i32
  %back_u = arith.index_castui %i8 : i8 to index
  %t_nsw = arith.trunci %u overflow<nsw> : i64 to i32
  return %s, %u, %t, %c, %cu, %back_u, %t_nsw : i32, i64, i8, index, i64, index, i32
}

func.func @float_casts(%h: f16, %d: f64) -> (f32, f32, f32, f32, bf16, f32) {
  %ext = arith.extf %h : f16 to f32
  %ext_fm = arith.extf %h fastmath<contract> : f16 to f32
  %tr = arith.truncf %d : f64 to f32
  %tr_rm = arith.truncf %d to_nearest_even : f64 to f32
  %tr_both = arith.truncf %d downward fastmath<nnan> : f64 to bf16
  %tr_up = arith.truncf %d upward : f64 to f32
  return %ext, %ext_fm, %tr, %tr_rm, %tr_both, %tr_up : f32, f32, f32, f32, bf16, f32
}

func.func @rounding_modes(%d: f32) -> (f16, f16) {
  %z = arith.truncf %d toward_zero : f32 to f16
  %a = arith.truncf %d to_nearest_away : f32 to f16
  return %z, %a : f16, f16
}

func.func @int_float(%i: i32, %f: f32) -> (f32, f64, i32, i16, f32, i32) {
  %sf = arith.sitofp %i : i32 to f32
  %uf = arith.uitofp %i : i32 to f64
  %fs = arith.fptosi %f : f32 to i32
  %fu = arith.fptoui %f : f32 to i16
  %bits = arith.bitcast %i : i32 to f32
  %back = arith.bitcast %f : f32 to i32
  return %sf, %uf, %fs, %fu, %bits, %back : f32, f64, i32, i16, f32, i32
}

func.func @vector_casts(%v: vector<4xi16>, %t: tensor<?xf32>) -> (vector<4xi32>, tensor<?xf16>, vector<4xf16>) {
  %w = arith.extsi %v : vector<4xi16> to vector<4xi32>
  %n = arith.truncf %t : tensor<?xf32> to tensor<?xf16>
  %b = arith.bitcast %v : vector<4xi16> to vector<4xf16>
  return %w, %n, %b : vector<4xi32>, tensor<?xf16>, vector<4xf16>
}
