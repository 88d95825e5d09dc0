// Signless, signed and unsigned integers of several widths.
"foo.ints"() : () -> (i1, i8, i16, i32, i64, i128, i7, i1024)
"foo.signed"() : () -> (si1, si8, si32, si64, si128)
"foo.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui256)
"foo.index"() {t = index, w = i16777215} : () -> index
