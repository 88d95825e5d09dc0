// Dialect attributes of the core dialects in attribute dictionaries, as
// written and as mlir-opt spells them (see the .generic and .opt goldens).
"test.fastmath"() {
  a = #arith.fastmath<nnan, ninf>,
  b = #arith.fastmath<contract,nnan>,
  c = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>,
  d = #arith.fastmath<fast, nnan>,
  e = #arith.fastmath<none>,
  f = #arith.fastmath<none,afn>,
  g = #arith<fastmath<"nsz,arcp">>,
  h = #arith.fastmath< afn , reassoc >
} : () -> ()
"test.overflow"() {
  a = #arith.overflow<nuw,nsw>,
  b = #arith.overflow<nsw, nuw>,
  c = #arith.overflow<none>,
  d = #arith.overflow<none, nuw>,
  e = #arith.overflow<"nsw">
} : () -> ()
"test.index"() {
  a = #index<cmp_predicate slt>,
  b = #index<cmp_predicate   uge>,
  c = #index<cmp_predicate "eq">,
  d = #index<cmp_predicate ne junk>
} : () -> ()
"test.ub"() {
  a = #ub.poison,
  b = #ub<poison>,
  c = #ub.poison<>,
  d = #ub<poison x>
} : () -> ()
