// index.casts and index.castu convert between index and an integer type:
// exactly one side is index (their areCastCompatible).

func.func @casts_index_to_index(%x : index) -> index {
  // expected-error @below {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %x : index to index
  return %0 : index
}

// -----

func.func @castu_integer_to_integer(%x : i16) -> i8 {
  // expected-error @below {{'index.castu' op operand type 'i16' and result type 'i8' are cast incompatible}}
  %0 = index.castu %x : i16 to i8
  return %0 : i8
}

// -----

func.func @casts_both_ways(%x : index, %y : i1) -> (i64, index, i32, index) {
  %0 = index.casts %x : index to i64
  %1 = index.casts %y : i1 to index
  %2 = index.castu %x : index to i32
  %3 = index.castu %y : i1 to index
  return %0, %1, %2, %3 : i64, index, i32, index
}
