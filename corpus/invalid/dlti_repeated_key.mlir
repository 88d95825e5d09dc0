// A data layout spec keys each entry once (a type key as written in either form).
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32,
  #dlti.dl_entry<i32, 64>>} {}
