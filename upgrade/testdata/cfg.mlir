// Functions, blocks and branches as the LangRef of August 2019 writes them.

// The LangRef's example of blocks: the arguments named on the entry block.
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  cond_br %cond, ^bb1, ^bb2

^bb1:
  br ^bb3(%a: i64)    // Branch passes %a as the argument

^bb2:
  %b = addi %a, %a : i64
  br ^bb3(%b: i64)    // Branch passes %b as the argument

// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
  br ^bb4(%c, %c : i64, i64)

^bb4(%d : i64, %e : i64):
  %0 = addi %d, %e : i64
  return %0 : i64
}

// -----

// External function declarations.
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32>) -> f64

// A function that returns its argument twice:
func @count(%x: i64) -> (i64, i64)
  attributes {fruit: "banana"} {
  return %x, %x: i64, i64
}

// -----

// Unit attributes on arguments, with and without their value.
func @verbose_form(i1 {unitAttr : unit})

func @simple_form(i1 {unitAttr})

// -----

func @callee(%a: i32) -> i32 {
  return %a : i32
}

func @caller(%a: i32) -> i32 {
  %0 = call @callee(%a) : (i32) -> i32
  %f = constant @callee : (i32) -> i32
  %1 = call_indirect %f(%0) : (i32) -> i32
  return %1 : i32
}

// -----

// A loop written as a CFG, conditional branch with operands.
func @cfg_loop(%n: index) -> index {
  %c0 = constant 0 : index
  %c1 = constant 1 : index
  br ^header(%c0 : index)
^header(%i: index):
  %cond = cmpi "slt", %i, %n : index
  cond_br %cond, ^body(%i : index), ^exit
^body(%j: index):
  %next = addi %j, %c1 : index
  br ^header(%next : index)
^exit:
  return %i : index
}

// -----

// Calls inside a loop's region: the func dialect is not the default there.
func @helper(%x: f32) -> f32 {
  return %x : f32
}

func @calls_in_loop(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = load %m[%i] : memref<8xf32>
    %w = call @helper(%v) : (f32) -> f32
    store %w, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// A module with attributes and functions.
module attributes {test.flag: true, test.name: "old"} {
  func @inside() {
    return
  }
}
