// llvm: returns, calls, globals and their initializers, addresses (in
// generic form).

// expected-note @below {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "return_count", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  // expected-error @below {{'llvm.return' op expected 1 operand}}
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-note @below {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i64)>, linkage = #llvm.linkage<external>, sym_name = "return_type", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  // expected-error @below {{'llvm.return' op mismatching result types}}
  "llvm.return"(%a) : (i64) -> ()
}) : () -> ()

// -----

// expected-note @below {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "return_void", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  // expected-error @below {{'llvm.return' op expected no operands}}
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "call_operand", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i64):
  // expected-error @below {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  %0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "call_count", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  // expected-error @below {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  %0 = "llvm.call"(%a, %a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "callee", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "call_result", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  // expected-error @below {{'llvm.call' op result type mismatch: 'i64' != 'i32'}}
  %0 = "llvm.call"(%a) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "call_missing", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  // expected-error @below {{'llvm.call' op 'nothing' does not reference a symbol in the current scope}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @nothing, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  "llvm.return"(%0) : (i64) -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "addressof", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  // expected-error @below {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = "llvm.mlir.addressof"() <{global_name = @nothing}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "add_types", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32, %b: i64):
  // expected-error @below {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) <{overflowFlags = #llvm.overflow<none>}> : (i32, i64) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "icmp_result", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  // expected-error @below {{'llvm.icmp' op result #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.icmp"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "br_args", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  // expected-error @below {{type mismatch for bb argument #0 of successor #0}}
  "llvm.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  "llvm.return"() : () -> ()
}) : () -> ()
