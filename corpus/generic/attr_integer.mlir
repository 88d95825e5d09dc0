// Integer attributes: default i64, explicit types, negatives, hex, booleans.
"foo.ints"() {
  plain = 42,
  neg = -17 : i32,
  hex = 0x2A : i16,
  hex_neg = -0x10 : i64,
  big = 170141183460469231731687303715884105727 : i128,
  big_neg = -170141183460469231731687303715884105728 : i128,
  unsigned_max = 255 : ui8,
  signed_min = -128 : si8,
  idx = 7 : index,
  t = true,
  f = false,
  one_bit = 1 : i1,
  zero_bit = 0 : i1,
  wide_hex = 0xFFFFFFFFFFFFFFFF : i64
} : () -> ()
