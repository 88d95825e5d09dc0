// Arrays, nested dictionaries (sorted by key on output), quoted keys, unit.
"foo.containers"() {
  empty_array = [],
  mixed = [1, "two", 3.0 : f32, [4, [5]], {k = 6}, i32, unit],
  nested = {inner = {deeper = {value = 1 : i8}}, a = []},
  empty_dict = {},
  "quoted key" = 1,
  "needs-quotes" = unit,
  flag,
  zeta = 0,
  alpha = 1
} : () -> ()
