// arm_sme.outerproduct, whose result and accumulator types come from the
// operands' (vector<[4]xf32> gives a vector<[4]x[4]xf32> tile), with its
// oilist clauses in any order and absent.
func.func @outer(%a: vector<[4]xf32>, %b: vector<[4]xf32>, %acc: vector<[4]x[4]xf32>, %m: vector<[4]xi1>, %h: vector<[8]xf16>) {
  %0 = arm_sme.outerproduct %a, %b : vector<[4]xf32>, vector<[4]xf32>
  %1 = arm_sme.outerproduct %a, %b acc(%acc) : vector<[4]xf32>, vector<[4]xf32>
  %2 = arm_sme.outerproduct %a, %b kind<sub> masks(%m, %m) acc(%acc) : vector<[4]xf32>, vector<[4]xf32>
  %3 = arm_sme.outerproduct %h, %h : vector<[8]xf16>, vector<[8]xf16>
  return
}
