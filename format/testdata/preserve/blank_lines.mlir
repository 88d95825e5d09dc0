


// Blank lines at the start and end of the file and of regions go; a run
// of them between ops is one.
func.func @f(%a: i32) -> i32 {

  %0 = arith.addi %a, %a : i32



  %1 = arith.addi %0, %a : i32
  // A comment after a blank line.

  // Another, after one more.
  %2 = arith.addi %1, %a : i32
  cf.br ^bb1

^bb1:

  return %2 : i32

}


func.func @g() {
  return
}



