// cf.br and cf.cond_br: successors with and without block arguments.
func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then, ^else
^then:
  cf.br ^join(%a : i32)
^else:
  // Branch to the join block with a different value.
  cf.br ^join(%b : i32)
^join(%v: i32):
  return %v : i32
}

func.func @cond_br_operands(%c: i1, %x: i32, %y: f32) -> (i32, f32) {
  cf.cond_br %c, ^left(%x, %y : i32, f32), ^right(%y : f32)
^left(%l0: i32, %l1: f32):
  return %l0, %l1 : i32, f32
^right(%r0: f32):
  %zero = arith.constant 0 : i32
  return %zero, %r0 : i32, f32
}

func.func @cond_br_weights(%c: i1, %x: index) -> index {
  // Branch weights: a hint that the true branch is more likely.
  cf.cond_br %c weights([90, 10]), ^hot(%x : index), ^cold
^hot(%h: index):
  return %h : index
^cold:
  cf.br ^hot(%x : index)
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):  // 2 preds: ^bb0, ^body
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : index
  cf.br ^header(%next : index)
^exit:
  return %i : index
}

func.func @same_dest(%c: i1, %a: i8, %b: i8) -> i8 {
  // Both successors are the same block, with different operands.
  cf.cond_br %c, ^bb1(%a : i8), ^bb1(%b : i8)
^bb1(%r: i8):
  return %r : i8
}
