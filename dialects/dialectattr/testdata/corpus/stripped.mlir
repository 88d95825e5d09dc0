// Dialect attributes in stripped form inside ops' custom syntax.
func.func @stripped(%a: f32, %b: f32, %i: i32, %j: i32, %x: index, %y: index, %c: complex<f32>) {
  %0 = arith.addf %a, %b fastmath<contract, nnan> : f32
  %1 = arith.mulf %a, %b fastmath <"fast"> : f32
  %2 = arith.subf %a, %b fastmath<none> : f32
  %3 = arith.addi %i, %j overflow<nuw,nsw> : i32
  %4 = arith.muli %i, %j overflow<none,nsw> : i32
  %5 = index.cmp "sge"(%x, %y)
  %6 = math.sqrt %a fastmath<afn,reassoc> : f32
  %7 = complex.add %c, %c fastmath<nsz,ninf,nnan> : complex<f32>
  %8 = arith.negf %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return
}
