"t.op"() {a = #arith.fastmath<nnan, ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<ninf,nnan>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<fast>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<none>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan|ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<bogus>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<none,nnan>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<fast,nnan>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<nnan>>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nsw, nuw>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nuw,nsw>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<none>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nsw | nuw>} : () -> ()
// -----
"t.op"() {a = #arith.nope<1>} : () -> ()
// -----
"t.op"() {a = #arith.nope} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate slt>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate   slt>} : () -> ()
// -----
"t.op"() {a = #index.cmp_predicate<slt>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate bogus>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate>} : () -> ()
// -----
"t.op"() {a = #ub.poison} : () -> ()
// -----
"t.op"() {a = #ub.poison<>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #ub.poison<x>} : () -> ()
// -----
"t.op"() {a = #ub<poison x>} : () -> ()
// -----
"t.op"() {a = #ub.poison : i32} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan> : i32} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0> : complex<f32>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0> : complex<f64>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0> : i32} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0.1, -2.5e10>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0.1, -2>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x3FF0000000000000, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 0x3F800000, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 -0x3FF0000000000000, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0e999, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<f64 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0, 3.0>} : () -> ()
// -----
"t.op"() {a = #complex.number< : f64 1.0 , 2.0 >} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 true, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number} : () -> ()
// -----
"t.op"() {a = #complex.number<>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0.1, 1e5>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0.1, 1.e5>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0.1, 3.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 0.1, 0x7FC00000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 1.0e40, 1.0e-50>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 -0.0, 0.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:5 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:foo 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0,>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0,2.0 junk>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 - 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 --1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 +1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x7FF8000000000000, 0xFFF8000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 0x7FF8000000000000, 0xFFF0000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x1, 0x10000000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x00000000000000001, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x0000000000000000001, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0e-320, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 3.14159265358979, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 3.14159265358979, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 65504.0, 65520.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 3.14159265358979, 1.0e38>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 448.0, 500.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 1000.0, 0x7FF8000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:tf32 0.1, 1.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0.1, 1.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 0.1, 1.0>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f64 1.0, 2.0>>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.5e300, 123456789.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 1.0, 7.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 1.0, 7.0>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan","ninf">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,bogus>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan , ninf , contract>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<NNAN>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath< nnan >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,,ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan.x>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<1>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<fast,none>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<none,none>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<nnan> x>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath <nnan>>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nuw>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nsw,nsw>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<none, nsw>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"none">} : () -> ()
// -----
"t.op"() {a = #arith.overflow<bogus>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nsw,bogus>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate "slt">} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate slt junk>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate slt, sgt>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate SLT>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate 1>} : () -> ()
// -----
"t.op"() {a = #index<bogus slt>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #index.cmp_predicate} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate<slt>>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #ub<"poison">} : () -> ()
// -----
"t.op"() {a = #ub.Poison} : () -> ()
// -----
"t.op"() {a = #arith<"fastmath"<nnan>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<1>} : () -> ()
// -----
"t.op"() {a = #complex<>} : () -> ()
// -----
"t.op"() {a = #complex.foo} : () -> ()
// -----
"t.op"() {a = #math.fastmath<nnan>} : () -> ()
// -----
"t.op"() {a = #memref.foo<1>} : () -> ()
// -----
"t.op"() {a = #ub.poison<<<>>>} : () -> ()
// -----
"t.op"() {a = #func.foo} : () -> ()
// -----
"t.op"() {a = #cf.foo} : () -> ()
// -----
"t.op"() {a = #scf.foo} : () -> ()
// -----
"t.op"() {a = #tensor.foo} : () -> ()
// -----
"t.op"() {a = #bufferization.foo} : () -> ()
// -----
"t.op"() {a = #builtin.foo} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #ub.i8} : () -> ()
// -----
"t.op"() {a = #ub.si8} : () -> ()
// -----
"t.op"() {a = #ub.ui8x} : () -> ()
// -----
"t.op"() {a = #ub.f32} : () -> ()
// -----
"t.op"() {a = #arith.fastmath.x<nnan>} : () -> ()
// -----
"t.op"() {a = #arith.$x} : () -> ()
// -----
"t.op"() {a = #ub<_poison>} : () -> ()
// -----
"t.op"() {a = #ub<poison$>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"n\6Ean">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,"">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,ninf,nnan>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<afn,arcp,contract,nsz,ninf,nnan,reassoc>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<afn,contract>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<true>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate"slt">} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate"bogus">} : () -> ()
// -----
"t.op"() {a = #index<"cmp_predicate" slt>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate eq>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate uge>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan -> ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan,ninf">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan, ninf">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<" nnan ">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"none,nnan">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan|ninf">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan,">} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<"nnan,",bogus>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"nsw,nuw">} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"nsw, nuw">} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"nsw|nuw">} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"nsw,none">} : () -> ()
// -----
"t.op"() {a = #arith.overflow<"none,nsw">} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate " slt">} : () -> ()
// -----
"t.op"() {a = #ub< bogus>} : () -> ()
// -----
"t.op"() {a = #ub<  >} : () -> ()
// -----
"t.op"() {a = #ub<	poison>} : () -> ()
// -----
"t.op"() {a = #arith< fastmath<bogus>>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0e99999999999, 1.0e-99999999999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0e400, 1.0e-400>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 123456789012345678901234567890.0, 0.000000000000000000000000000001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0x7FF8000000000000, 1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN -0.0, -7.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN 0xFFF8000000000000, -1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 0xFFF8000000000000, -0.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2 0xFFF8000000000000, 1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 0.0, 0x7FF8000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -1.0, 1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0x7FF4000000000000, 0x7FF0000000000001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 0xFFF8000000000001, 0x7FFFFFFFFFFFFFFF>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 0x7FF4000000000000, 0x7FF0000000000001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 0x7FF8000000000000, 0xFFF0000000000001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f128 0x7FF8000000000000, 0xFFF0000000000001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f80 1.0e999, -1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:tf32 0x7FF4000000000000, 1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN 0.3, 100.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E3M2FN 0.3, 100.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3 0.3, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E3M4 0.3, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FNUZ 0.3, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3B11FNUZ 0.3, 1000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ 0.3, 1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.7976931348623157e308, 2.2250738585072014e-308>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 16777217.0, 0.1>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 100.0, 1000000.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0.001, 0.0001>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f16 1.0e-7, 6.0e-8>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0xG, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 00.5, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.5E+3, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 .5, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, -0x0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x0, -0.>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN -500.0, 500.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FNUZ -500.0, -1.0e999>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN -1.0e999, 0xFFF8000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f6E2M3FN -1.0e999, 0xFFF8000000000000>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 0xFFF8000000000000, -0.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 1.0e-50, 3.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU 6.0, 1.0e300>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E8M0FNU -2.0, -1.0e300>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E4M3FN -1.0e-50, 1.0e-50>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 1.0e-50, -0.25>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f4E2M1FN 0.25, 0.75>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f8E5M2FNUZ -1.0e-50, 0.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:bf16 -1.0e-50, 1.0e300>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f32 -1.0e-50, -1.0e300>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0x8000000000000000, 0xFFF0000000000000>} : () -> ()
// -----
"t.op"() {a = #ub<poison $>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate slt $>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan $>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,ninf>} : () -> ()
// -----
"t.op"() {a = #ub<poison . >} : () -> ()
// -----
"t.op"() {a = #ub<poison ...>} : () -> ()
// -----
"t.op"() {a = #ub<poison !>} : () -> ()
// -----
"t.op"() {a = #ub<poison #>} : () -> ()
// -----
"t.op"() {a = #ub<poison @>} : () -> ()
// -----
"t.op"() {a = #ub<poison /x>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0 $>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0, 2.0> } : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan, $>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<$>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate $>} : () -> ()
// -----
"t.op"() {a = #complex.number<:$ 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 $, 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0 $ 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<$>} : () -> ()
// -----
"t.op"() {a = #ub<$>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan . >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan ! >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan @ >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan # >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan /x >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan \ >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan ` >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,  >} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate  >} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64  >} : () -> ()
// -----
"t.op"() {a = #complex.number<:  >} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,bogus  >} : () -> ()
// -----
"t.op"() {a = #math<  x>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan  ninf>} : () -> ()
// -----
"t.op"() {a = #complex.number<  f64 1.0, 2.0>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan/x>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan / / x>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0.5, -  3>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 0.5, - 0x1>} : () -> ()
// -----
"t.op"() {a = #index< bogus >} : () -> ()
// -----
"t.op"() {a = #ub<foo \>} : () -> ()
// -----
"t.op"() {a = #math<$>} : () -> ()
// -----
"t.op"() {a = #math<x \>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<bogus \>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,bogus \>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1 \>} : () -> ()
// -----
"t.op"() {a = #ub</>} : () -> ()
// -----
"t.op"() {a = #ub<~>} : () -> ()
// -----
"t.op"() {a = #ub<&>} : () -> ()
// -----
"t.op"() {a = #ub<'>} : () -> ()
// -----
"t.op"() {a = #ub<;>} : () -> ()
// -----
"t.op"() {a = #ub<`>} : () -> ()
// -----
"t.op"() {a = #ub<\>} : () -> ()
// -----
"t.op"() {a = #ub<=>} : () -> ()
// -----
"t.op"() {a = #ub<?>} : () -> ()
// -----
"t.op"() {a = #ub<+>} : () -> ()
// -----
"t.op"() {a = #ub<*>} : () -> ()
// -----
"t.op"() {a = #ub<|>} : () -> ()
// -----
"t.op"() {a = #ub<:>} : () -> ()
// -----
"t.op"() {a = #ub<,>} : () -> ()
// -----
"t.op"() {a = #ub<^>} : () -> ()
// -----
"t.op"() {a = #ub<%>} : () -> ()
// -----
"t.op"() {a = #ub<!>} : () -> ()
// -----
"t.op"() {a = #ub<#>} : () -> ()
// -----
"t.op"() {a = #ub<@>} : () -> ()
// -----
"t.op"() {a = #ub<.>} : () -> ()
// -----
"t.op"() {a = #ub<->>} : () -> ()
// -----
"t.op"() {a = #ub<...>} : () -> ()
// -----
"t.op"() {a = #ub<^1>} : () -> ()
// -----
"t.op"() {a = #ub<%x>} : () -> ()
// -----
"t.op"() {a = #ub<@"s">} : () -> ()
// -----
"t.op"() {a = #ub<@1>} : () -> ()
// -----
"t.op"() {a = #ub<!1>} : () -> ()
// -----
"t.op"() {a = #ub<#x.y>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan // c
  ninf>} : () -> ()
// -----
"t.op"() {a = #arith.fastmath<nnan,
 // c
 ninf>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64 1.0 // c

 2.0>} : () -> ()
// -----
"t.op"() {a = #complex.number<:f64
  1.0,
  2.0>} : () -> ()
// -----
"t.op"() {a = #index<
  cmp_predicate
  // c
>} : () -> ()
// -----
"t.op"() {a = #arith.overflow<nsw,
>} : () -> ()
