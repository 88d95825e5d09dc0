// An op with no custom form upstream, written in custom form.
"test.op"() ({
^bb0(%v: vector<2xf32>, %s: f32):
  %0 = llvm.intr.vector.reduce.fadd(%s, %v) : (f32, vector<2xf32>) -> f32
}) : () -> ()
