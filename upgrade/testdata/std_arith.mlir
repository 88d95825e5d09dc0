// 2019-era arithmetic of the standard dialect: the ops had no dialect prefix.

func @int_arith(%a: i32, %b: i32) -> i32 {
  %0 = addi %a, %b : i32
  %1 = subi %0, %b : i32
  %2 = muli %1, %a : i32
  %3 = divis %2, %b : i32   // signed division
  %4 = remis %3, %a : i32
  %5 = diviu %4, %b : i32
  %6 = remiu %5, %a : i32
  %7 = and %6, %b : i32
  %8 = or %7, %a : i32
  %9 = xor %8, %b : i32
  return %9 : i32
}

// -----

func @float_arith(%x: f32, %y: f32) -> f32 {
  %0 = addf %x, %y : f32
  %1 = subf %0, %y : f32
  %2 = mulf %1, %x : f32
  %3 = divf %2, %y : f32
  %4 = remf %3, %x : f32
  return %4 : f32
}

// -----

// Constants of every builtin kind.
func @constants() -> (i32, f32, index, i1, f64) {
  %c42 = constant 42 : i32
  %cst = constant 1.500000e+00 : f32
  %c0 = constant 0 : index
  %true = constant 1 : i1
  %big = constant 0x7FF0000000000000 : f64  // infinity, as hex
  return %c42, %cst, %c0, %true, %big : i32, f32, index, i1, f64
}

// -----

func @elements() -> (vector<4xf32>, tensor<2x2xi32>) {
  %v = constant dense<1.0> : vector<4xf32>
  %t = constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  return %v, %t : vector<4xf32>, tensor<2x2xi32>
}

// -----

func @compare(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {
  %lt = cmpi "slt", %a, %b : i32
  %ge = cmpi "uge", %a, %b : i32
  %olt = cmpf "olt", %x, %y : f32
  %both = and %lt, %olt : i1
  %either = or %both, %ge : i1
  %r = select %either, %a, %b : i32
  return %r : i32
}

// -----

func @casts(%i: i32, %n: index) -> (index, i32, f32) {
  %0 = index_cast %i : i32 to index
  %1 = index_cast %n : index to i32
  %2 = sitofp %i : i32 to f32
  return %0, %1, %2 : index, i32, f32
}

// -----

// Elementwise on vectors and tensors.
func @vectors(%a: vector<4xf32>, %b: vector<4xf32>, %t: tensor<4xi32>) -> vector<4xf32> {
  %0 = addf %a, %b : vector<4xf32>
  %1 = mulf %0, %b : vector<4xf32>
  %2 = addi %t, %t : tensor<4xi32>
  return %1 : vector<4xf32>
}

// -----

// The transcendental ops of late 2019 (std then, math now).
func @transcendental(%x: f32) -> f32 {
  %0 = exp %x : f32
  %1 = tanh %0 : f32
  %2 = absf %1 : f32
  %3 = ceilf %2 : f32
  %4 = cos %3 : f32
  %5 = negf %4 : f32
  %6 = log %5 : f32
  return %6 : f32
}

// -----

// Ops spelled with the std. prefix.
func @std_prefix(%a: i64) -> i64 {
  %0 = std.addi %a, %a : i64
  %1 = std.constant 3 : i64
  %2 = std.muli %0, %1 : i64
  std.return %2 : i64
}

// -----

// Standard ops in the generic form.
func @generic_std(%a: i32, %b: i32) -> i1 {
  %0 = "addi"(%a, %b) : (i32, i32) -> i32
  %1 = "std.muli"(%0, %a) : (i32, i32) -> i32
  %2 = "constant"() {value: 7 : i32} : () -> i32
  %3 = "cmpi"(%1, %2) {predicate: 2 : i64} : (i32, i32) -> i1
  "std.return"(%3) : (i1) -> ()
}

// -----

// Conversions, shifts and the math ops of late 2019 and early 2020.
func @conversions(%a: i8, %b: i32, %x: f32, %y: f64) -> (i32, i32, f64, f32, i8, i32, f32) {
  %0 = zexti %a : i8 to i32
  %1 = sexti %a : i8 to i32
  %2 = fpext %x : f32 to f64
  %3 = fptrunc %y : f64 to f32
  %4 = trunci %b : i32 to i8
  %5 = shift_left %b, %1 : i32
  %6 = shift_right_signed %5, %0 : i32
  %7 = shift_right_unsigned %6, %0 : i32
  %8 = floorf %x : f32
  %9 = sin %8 : f32
  %10 = sqrt %9 : f32
  %11 = rsqrt %10 : f32
  %12 = copysign %11, %x : f32
  %13 = log2 %12 : f32
  %14 = log10 %13 : f32
  return %0, %7, %2, %3, %4, %1, %14 : i32, i32, f64, f32, i8, i32, f32
}
