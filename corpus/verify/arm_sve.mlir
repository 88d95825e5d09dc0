// The ODS type constraints of arm_sve's masks (trailing scalable vectors
// of i1 of a listed size), checked by the custom form before it builds the
// svbool type.

func.func @sve_to_svbool_last_dim_not_scalable(%m: vector<[2]x4xi1>) {
  // expected-error @below {{'source' must be trailing scalable vector of 1-bit signless integer values with dim -1 having a size of {16, 8, 4, 2, 1}, but got 'vector<[2]x4xi1>'}}
  %b = arm_sve.convert_to_svbool %m : vector<[2]x4xi1>
  return
}
// -----
func.func @sve_to_svbool_size_3(%m: vector<2x[3]xi1>) {
  // expected-error @below {{'source' must be trailing scalable vector of 1-bit signless integer values with dim -1 having a size of {16, 8, 4, 2, 1}, but got 'vector<2x[3]xi1>'}}
  %b = arm_sve.convert_to_svbool %m : vector<2x[3]xi1>
  return
}
// -----
func.func @sve_from_svbool_two_scalable(%b: vector<[2]x[16]xi1>) {
  // expected-error @below {{'result' must be trailing scalable vector of 1-bit signless integer values with dim -1 having a size of {16, 8, 4, 2, 1}, but got 'vector<[2]x[2]xi1>'}}
  %m = arm_sve.convert_from_svbool %b : vector<[2]x[2]xi1>
  return
}
// -----
func.func @sve_svbool_valid(%m: vector<3x[2]xi1>, %n: vector<[1]xi1>) {
  %b = arm_sve.convert_to_svbool %m : vector<3x[2]xi1>
  %c = arm_sve.convert_from_svbool %b : vector<3x[2]xi1>
  %d = arm_sve.convert_to_svbool %n : vector<[1]xi1>
  return
}
