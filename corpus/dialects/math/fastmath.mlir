// Math ops with fastmath flags, binary and ternary float ops.
func.func @with_flags(%x: f32, %y: f32, %z: f32) -> (f32, f32, f32, f32, f32) {
  %s = math.sin %x fastmath<fast> : f32
  %p = math.powf %x, %y fastmath<nnan, ninf> : f32
  %a = math.atan2 %y, %x fastmath<afn> : f32
  %c = math.copysign %x, %y fastmath<none> : f32
  %f = math.fma %x, %y, %z fastmath<contract> : f32
  return %s, %p, %a, %c, %f : f32, f32, f32, f32, f32
}

func.func @binary(%x: f64, %y: f64, %z: f64) -> (f64, f64, f64, f64) {
  %p = math.powf %x, %y : f64
  %a = math.atan2 %x, %y : f64
  %c = math.copysign %x, %y : f64
  %f = math.fma %x, %y, %z : f64
  return %p, %a, %c, %f : f64, f64, f64, f64
}

func.func @clamp(%v: f32, %lo: f32, %hi: f32, %vv: vector<2xf16>, %vlo: vector<2xf16>, %vhi: vector<2xf16>) -> (f32, vector<2xf16>) {
  %c = math.clampf %v to [%lo, %hi] : f32
  %d = math.clampf %vv to [%vlo, %vhi] fastmath<nnan> : vector<2xf16>
  return %c, %d : f32, vector<2xf16>
}

func.func @fpowi(%x: f32, %n: i32, %v: vector<4xf64>, %vn: vector<4xi64>) -> (f32, f32, vector<4xf64>) {
  %r = math.fpowi %x, %n : f32, i32
  %rf = math.fpowi %x, %n fastmath<fast> : f32, i32
  %vr = math.fpowi %v, %vn : vector<4xf64>, vector<4xi64>
  return %r, %rf, %vr : f32, f32, vector<4xf64>
}

func.func @sincos(%x: f32, %v: vector<3xf64>) -> (f32, f32, vector<3xf64>) {
  %s, %c = math.sincos %x : f32
  %vs, %vc = math.sincos %v fastmath<afn> : vector<3xf64>
  return %s, %c, %vc : f32, f32, vector<3xf64>
}
