// gpu: kernel launches (checked by the module's gpu.container_module
// attribute), kernels, returns.

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel function '@kernels::@missing' is undefined}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@missing, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel container 'nowhere' is undefined}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @nowhere::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index, %x: f32):
    // expected-error @below {{'gpu.launch_func' op type of function argument 0 does not match}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n, %x) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}> : (index, index, index, index, index, index, f32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (i32) -> ()}> ({
    ^bb0(%a: i32):
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "launch"}> ({
  ^bb0(%n: index):
    // expected-error @below {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    "gpu.launch_func"(%n, %n, %n, %n, %n, %n) <{kernel = @kernels::@k, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0>}> : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = () -> ()}> ({
      "gpu.return"() : () -> ()
    }) {sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

// -----

// expected-error @below {{expected 'gpu.container_module' attribute to be attached to 'builtin.module'}}
func.func @not_a_module() attributes {gpu.container_module} {
  return
}

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-note @below {{return type declared here}}
  "gpu.func"() <{function_type = () -> i32}> ({
    // expected-error @below {{'gpu.return' op expected 1 result operands}}
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  "gpu.func"() <{function_type = () -> i32}> ({
    %c = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    // expected-error @below {{'gpu.return' op unexpected type `'f32'' for operand #0}}
    "gpu.return"(%c) : (f32) -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op expected void return type for kernel function}}
  "gpu.func"() <{function_type = () -> i32}> ({
    %c = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "gpu.return"(%c) : (i32) -> ()
  }) {gpu.kernel, sym_name = "k", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  // expected-error @below {{'gpu.func' op expected body region argument #0 to be of type 'f32', got 'i32'}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: i32):
    "gpu.return"() : () -> ()
  }) {sym_name = "f", workgroup_attributions = 0 : i64} : () -> ()
}) : () -> ()

// -----

"gpu.module"() <{sym_name = "m"}> ({
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: f32, %w: memref<4xf32, #gpu.address_space<workgroup>>):
    "gpu.return"() : () -> ()
  }) {sym_name = "attributions", workgroup_attributions = 1 : i64} : () -> ()
  // expected-error @below {{'gpu.func' op expected at least 2 arguments to body region}}
  "gpu.func"() <{function_type = (f32) -> ()}> ({
  ^bb0(%a: f32):
    "gpu.return"() : () -> ()
  }) {sym_name = "too_few", workgroup_attributions = 1 : i64} : () -> ()
}) : () -> ()

// -----

func.func @thread_id() {
  // expected-error @below {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> i32
  return
}
