// Block arguments with locations, an empty argument list, and arguments
// passed along successors.
"foo.func"() ({
^bb0(%a: i32 loc("a.py":1:2), %b: tensor<4xf32> loc(unknown)):
  "foo.br"(%a, %b) [^bb1] : (i32, tensor<4xf32>) -> ()
^bb1(%x: i32, %y: tensor<4xf32>):
  "foo.br"() [^bb2] : () -> ()
^bb2():
  "foo.use"(%x, %y) : (i32, tensor<4xf32>) -> ()
  "foo.return"() : () -> ()
}) : () -> ()
