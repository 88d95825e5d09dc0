// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan, ninf> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<none> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<contract,nnan> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<"fast"> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath <nnan> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath< nnan , afn > : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<"nnan,ninf"> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<bogus> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan ninf> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan,> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<$> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan,bogus> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<NNAN> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan|ninf> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<1> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath nnan> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan // c
  , ninf> : f32
  return
}
// -----
// stripped arith fastmath fastmath arith.addf fastmath
func.func @f(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<nnan
  ninf> : f32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nuw,nsw> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<none> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<"nuw"> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<bogus> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw|nuw> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw nuw> : i32
  return
}
// -----
// stripped arith overflow overflowFlags arith.addi overflow
func.func @f(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw,none> : i32
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  slt(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  eq(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  "uge"(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  bogus(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  SLT(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  $(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  1(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  "bogus"(%a, %b)
  return
}
// -----
// stripped index cmp_predicate pred index.cmp index.cmp
func.func @f(%a: index, %b: index) {
  %0 = index.cmp  ugt(%a, %b)
  return
}
// -----
// stripped arith fastmath fastmath math.sqrt fastmath
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<afn> : f32
  return
}
// -----
// stripped arith fastmath fastmath math.sqrt fastmath
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<fast> : f32
  return
}
// -----
// stripped arith fastmath fastmath math.sqrt fastmath
func.func @f(%a: f32) {
  %0 = math.sqrt %a fastmath<afn,bogus> : f32
  return
}
// -----
// stripped arith fastmath fastmath complex.add fastmath
func.func @f(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b fastmath<nnan> : complex<f32>
  return
}
// -----
// stripped arith fastmath fastmath complex.add fastmath
func.func @f(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b fastmath<nnan,ninf,nsz> : complex<f32>
  return
}
// -----
// stripped arith fastmath fastmath complex.add fastmath
func.func @f(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b fastmath<junk> : complex<f32>
  return
}
