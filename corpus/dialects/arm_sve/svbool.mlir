// arm_sve's svbool conversions, whose other type comes from the one
// written (the last dimension becomes [16]).
func.func @svbool(%m: vector<[4]xi1>, %m2: vector<2x[2]xi1>, %b: vector<[16]xi1>, %b3: vector<3x[16]xi1>) {
  %0 = arm_sve.convert_to_svbool %m : vector<[4]xi1>
  %1 = arm_sve.convert_to_svbool %m2 : vector<2x[2]xi1>
  %2 = arm_sve.convert_from_svbool %b : vector<[8]xi1>
  %3 = arm_sve.convert_from_svbool %b3 : vector<3x[4]xi1>
  return
}
