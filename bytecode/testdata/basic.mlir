func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b overflow<nsw> : i32
  %d = arith.constant 5 : i32
  %e = "foo.bar"(%c, %d) {x = "hi", y = [1, 2.0 : f32], z = unit} : (i32, i32) -> i32
  return %e : i32
}
