// llvm: returns, calls, globals and their initializers, addresses; the
// ops' own verifiers (functions, calls and invokes, memory accesses,
// atomics, branches, globals, aliases, casts, aggregates, intrinsics).

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

// -----

// expected-error @below {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @common_fn() {
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @internal_decl()

// -----

llvm.func extern_weak @weak_decl()

// -----

// expected-error @below {{expected comdat symbol}}
llvm.func @no_comdat() comdat(@nothing::@any) {
  llvm.return
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
// expected-error @below {{expected comdat symbol}}
llvm.func @comdat_not_selector() comdat(@c) {
  llvm.return
}

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @comdat_ok() comdat(@c::@any) {
  llvm.return
}

// -----

// expected-error @below {{no_inline and always_inline attributes are incompatible}}
llvm.func @inline_both() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone() attributes {optimize_none} {
  llvm.return
}

// -----

llvm.func @optnone_ok() attributes {optimize_none, no_inline} {
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
// expected-error @below {{'llvm.landingpad' should have a consistent result type inside a function}}
llvm.func @landingpad_types(%c: i1) attributes {personality = @pers} {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
^bb2:
  %2 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i64)>
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
// expected-error @below {{'llvm.resume' should have a consistent input type inside a function}}
llvm.func @resume_type(%v: !llvm.struct<(ptr, i64)>) attributes {personality = @pers} {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.resume %v : !llvm.struct<(ptr, i64)>
}

// -----

llvm.func @block_tags() {
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
  // expected-error @below {{duplicate block tag '1' in the same function: }}
  llvm.blocktag <id = 1>
  llvm.return
}

// -----

// expected-error @below {{'llvm.func' op entry block argument #0 is not of LLVM type}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (tensor<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "tensor_arg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: tensor<4xf32>):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

llvm.func @callee()
llvm.func @call_tags() {
  // expected-error @below {{operand bundle tag must be a StringAttr}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 0>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @call_tag_count() {
  // expected-error @below {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

llvm.func @intrin(%a: f32) -> f32 {
  // expected-error @below {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  %0 = llvm.call_intrinsic "fabs.f32"(%a) : (f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @assume(%c: i1) {
  // expected-error @below {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.intr.assume"(%c) <{op_bundle_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
  llvm.return
}

// -----

llvm.func @gep_count(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  // expected-error @below {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p, %i) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_flag(%p: !llvm.ptr) -> !llvm.ptr {
  // expected-error @below {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_struct_dynamic(%p: !llvm.ptr, %i: i32) -> !llvm.ptr {
  // expected-error @below {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_struct_bounds(%p: !llvm.ptr) -> !llvm.ptr {
  // expected-error @below {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x struct<(i32, f32)>>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_scalar(%p: !llvm.ptr) -> !llvm.ptr {
  // expected-error @below {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @gep_ok(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.getelementptr %p[%i, 1, %i, 3] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, array<4 x vector<4xf32>>)>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @load_type(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op unsupported type 'i24' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i24
  llvm.return
}

// -----

llvm.func @load_ordering(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @load_align(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> f32
  llvm.return
}

// -----

llvm.func @load_syncscope(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @store_ordering(%p: !llvm.ptr, %v: i64) {
  // expected-error @below {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----

llvm.func @store_type(%p: !llvm.ptr, %v: f80) {
  // expected-error @below {{'llvm.store' op unsupported type 'f80' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 16 : i64} : f80, !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_ok(%p: !llvm.ptr, %v: !llvm.ptr<3>) {
  llvm.store %v, %p atomic release {alignment = 8 : i64} : !llvm.ptr<3>, !llvm.ptr
  %0 = llvm.load %p atomic syncscope("agent") seq_cst {alignment = 2 : i64} : !llvm.ptr -> bf16
  llvm.return
}

// -----

llvm.func @switch_count(%v: i32) {
  // expected-error @below {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @switch_type(%v: i32) {
  // expected-error @below {{expects case value type to match condition value type}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

// expected-error @below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @g_index() : index

// -----

// expected-error @below {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.void, linkage = #llvm.linkage<internal>, sym_name = "g_void", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()

// -----

"test.container"() ({
  // expected-error @below {{'llvm.mlir.global' op must appear at the module level}}
  llvm.mlir.global internal @g_nested() : i32
}) : () -> ()

// -----

// expected-error @below {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @g_string("abc") : !llvm.array<4 x i8>

// -----

// expected-error @below {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global internal @g_target() : !llvm.target<"other.type">

// -----

// expected-error @below {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global internal @g_target_value(0 : i32) : !llvm.target<"spirv.Event">

// -----

llvm.mlir.global internal @g_target_ok() : !llvm.target<"spirv.Event">

// -----

// expected-error @below {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g_common(1 : i32) : i32

// -----

llvm.mlir.global common @g_common_zero(dense<0.0> : vector<2xf32>) : vector<2xf32>

// -----

// expected-error @below {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g_appending() : i32

// -----

// expected-error @below {{expected comdat symbol}}
llvm.mlir.global internal @g_comdat() comdat(@nothing::@any) : i32

// -----

// expected-error @below {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @g_align() {alignment = 3 : i64} : i32

// -----

llvm.func @side_effect() -> i32
llvm.mlir.global internal @g_effects() : i32 {
  // expected-error @below {{ops with side effects not allowed in global initializers}}
  %0 = llvm.call @side_effect() : () -> i32
  llvm.return %0 : i32
}

// -----

// expected-error @below {{'llvm.mlir.global' op cannot have both initializer value and region}}
"llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g_both", unnamed_addr = 0 : i64, value = 1 : i32, visibility_ = 0 : i64}> ({
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}) : () -> ()

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error @below {{data element must be symbol or #llvm.zero}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [1 : i32]

// -----

llvm.func @ctor() {
  llvm.return
}
// expected-error @below {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32, 1 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor() {
  llvm.return
}
// expected-error @below {{dtors, priorities, and data must have the same number of elements}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = []

// -----

llvm.func @f()
// expected-error @below {{'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias}}
"llvm.mlir.alias"() <{alias_type = index, linkage = #llvm.linkage<external>, sym_name = "a_index", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}) : () -> ()

// -----

llvm.func @f()
// expected-error @below {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias common @a_common : !llvm.ptr {
  %0 = llvm.mlir.addressof @f : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @below {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @a_int : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @get() -> !llvm.ptr
llvm.mlir.alias external @a_effects : !llvm.ptr {
  // expected-error @below {{ops with side effects are not allowed in alias initializers}}
  %0 = llvm.call @get() : () -> !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @below {{'llvm.mlir.ifunc' op 'available_externally' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc available_externally @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.comdat @c {
  llvm.comdat_selector @any any
  // expected-error @below {{only comdat selector symbols can appear in a comdat region}}
  "test.other"() : () -> ()
}

// -----

"test.container"() ({
  // expected-error @below {{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["-lm"]
}) : () -> ()

// -----

llvm.func @f() {
  // expected-error @below {{'llvm.module_flags' op must appear at the module level}}
  llvm.module_flags []
  llvm.return
}

// -----

// expected-error @below {{'llvm.module_flags' op expected a module flag attribute}}
llvm.module_flags [1 : i32]

// -----

llvm.func @zero() {
  // expected-error @below {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"aarch64.svcount">
  llvm.return
}

// -----

llvm.func @alloca(%n: i64) {
  // expected-error @below {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"other.type"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_ok(%n: i64) {
  %0 = llvm.alloca %n x !llvm.target<"aarch64.svcount"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @rmw_float(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = llvm.atomicrmw fadd %p, %v monotonic : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_vector_elem(%p: !llvm.ptr, %v: vector<2xi32>) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR floating point type for vector element}}
  %0 = llvm.atomicrmw fsub %p, %v monotonic : !llvm.ptr, vector<2xi32>
  llvm.return
}

// -----

llvm.func @rmw_xchg(%p: !llvm.ptr, %v: i1) {
  // expected-error @below {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = llvm.atomicrmw xchg %p, %v monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @rmw_int(%p: !llvm.ptr, %v: f32) {
  // expected-error @below {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @rmw_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = llvm.atomicrmw umax %p, %v unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @rmw_ok(%p: !llvm.ptr, %v: vector<2xf16>, %q: !llvm.ptr) {
  %0 = llvm.atomicrmw fminimum %p, %v acq_rel : !llvm.ptr, vector<2xf16>
  %1 = llvm.atomicrmw xchg %p, %q seq_cst : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @cmpxchg_type(%p: !llvm.ptr, %v: i7) {
  // expected-error @below {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @cmpxchg_ordering(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = llvm.cmpxchg %p, %v, %v monotonic unordered : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @cmpxchg_failure(%p: !llvm.ptr, %v: i32) {
  // expected-error @below {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = llvm.cmpxchg %p, %v, %v acq_rel release : !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @fence() {
  // expected-error @below {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @zext_vector(%v: vector<2xi8>) {
  // expected-error @below {{input type is a vector but output type is an integer}}
  %0 = "llvm.zext"(%v) : (vector<2xi8>) -> i32
  llvm.return
}

// -----

llvm.func @zext_shape(%v: vector<2xi8>) {
  // expected-error @below {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %v : vector<2xi8> to vector<4xi32>
  llvm.return
}

// -----

llvm.func @sext_scalar(%v: i8) {
  // expected-error @below {{input type is an integer but output type is a vector}}
  %0 = "llvm.sext"(%v) : (i8) -> vector<2xi32>
  llvm.return
}

// -----

llvm.func @sext_width(%v: i32) {
  // expected-error @below {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %v : i32 to i32
  llvm.return
}

// -----

llvm.func @bitcast_ptr(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to i64
  llvm.return
}

// -----

llvm.func @bitcast_to_vector(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = llvm.bitcast %p : !llvm.ptr to vector<1x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @bitcast_from_vector(%p: vector<1x!llvm.ptr>) {
  // expected-error @below {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %p : vector<1x!llvm.ptr> to !llvm.ptr
  llvm.return
}

// -----

llvm.func @bitcast_space(%p: !llvm.ptr) {
  // expected-error @below {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @extract_bounds(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @below {{'llvm.extractvalue' op position out of bounds: 2}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @extract_array_bounds(%s: !llvm.array<2 x i32>) {
  // expected-error @below {{'llvm.extractvalue' op position out of bounds: -1}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: -1>}> : (!llvm.array<2 x i32>) -> i32
  llvm.return
}

// -----

llvm.func @extract_scalar(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @below {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0, 0>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @extract_type(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @below {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
  llvm.return
}

// -----

llvm.func @insert_type(%s: !llvm.array<2 x array<3 x i8>>, %v: i16) {
  // expected-error @below {{'llvm.insertvalue' op Type mismatch: cannot insert 'i16' into '!llvm.array<2 x array<3 x i8>>'}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 1, 2>}> : (!llvm.array<2 x array<3 x i8>>, i16) -> !llvm.array<2 x array<3 x i8>>
  llvm.return
}

// -----

llvm.func @insert_bounds(%s: !llvm.array<2 x array<3 x i8>>, %v: i8) {
  // expected-error @below {{'llvm.insertvalue' op position out of bounds: 3}}
  %0 = "llvm.insertvalue"(%s, %v) <{position = array<i64: 1, 3>}> : (!llvm.array<2 x array<3 x i8>>, i8) -> !llvm.array<2 x array<3 x i8>>
  llvm.return
}

// -----

llvm.func @shuffle(%v: vector<[4]xf32>) {
  // expected-error @below {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = llvm.shufflevector %v, %v [0, 1, 0, 0] : vector<[4]xf32>
  llvm.return
}

// -----

llvm.func @shuffle_ok(%v: vector<[4]xf32>) {
  %0 = llvm.shufflevector %v, %v [0, 0, 0, 0] : vector<[4]xf32>
  llvm.return
}

// -----

llvm.func @no_personality() {
  %0 = llvm.mlir.zero : !llvm.ptr
  // expected-error @below {{llvm.landingpad needs to be in a function with a personality}}
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
llvm.func @no_clause() attributes {personality = @pers} {
  // expected-error @below {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
llvm.func @bitcast_clause(%p: !llvm.ptr) attributes {personality = @pers} {
  // expected-note @below {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  // expected-error @below {{constant clauses expected}}
  %1 = llvm.landingpad (catch %0 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @pers(...) -> i32
llvm.func @arg_clause(%p: !llvm.ptr) attributes {personality = @pers} {
  %0 = llvm.mlir.zero : !llvm.ptr
  // expected-error @below {{clause #1 is not a known constant - null, addressof, bitcast}}
  %1 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.mlir.global external constant @tid() : !llvm.ptr
llvm.func @pers(...) -> i32
llvm.func @clauses_ok(%a: !llvm.array<1 x ptr>) attributes {personality = @pers} {
  %0 = llvm.mlir.addressof @tid : !llvm.ptr
  %1 = llvm.bitcast %0 : !llvm.ptr to !llvm.ptr
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.landingpad (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) (catch %2 : !llvm.ptr) (filter %a : !llvm.array<1 x ptr>) : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @pers(...) -> i32
llvm.func @invoke_unwind() attributes {personality = @pers} {
  // expected-error @below {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @callee() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @invoke_var(%a: i32) attributes {personality = @pers} {
  // expected-error @below {{'llvm.invoke' op expected var_callee_type to be a variadic function type}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i32)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @vararg(i32, ...)
llvm.func @invoke_var_count(%a: i32) attributes {personality = @pers} {
  // expected-error @below {{'llvm.invoke' op expected var_callee_type to have at most 1 parameters}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i32, i32, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @vararg(i32, ...)
llvm.func @invoke_var_param(%a: i32) attributes {personality = @pers} {
  // expected-error @below {{'llvm.invoke' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @vararg(i32, ...)
llvm.func @invoke_var_void(%a: i32) attributes {personality = @pers} {
  // expected-error @below {{'llvm.invoke' op expected var_callee_type to return void}}
  llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @vararg(i32, ...) -> i32
llvm.func @invoke_var_result(%a: i32) attributes {personality = @pers} {
  // expected-error @below {{'llvm.invoke' op var_callee_type return type mismatch: 'i32' != 'i64'}}
  %0 = llvm.invoke @vararg(%a) to ^bb1 unwind ^bb2 vararg(!llvm.func<i32 (i32, ...)>) : (i32) -> i64
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @callee()
llvm.func @invoke_bundles() attributes {personality = @pers} {
  // expected-error @below {{expected 0 operand bundle tags, but actually got 1}}
  "llvm.invoke"()[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @callee, op_bundle_sizes = array<i32>, op_bundle_tags = ["tag"], operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
^bb1:
  llvm.return
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @pers(...) -> i32

// -----

llvm.func @sincos(%a: f32) {
  // expected-error @below {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32, f64)>'}}
  %0 = llvm.intr.sincos(%a) : (f32) -> !llvm.struct<(f32, f64)>
  llvm.return
}

// -----

llvm.func @sincos_ok(%a: vector<2xf32>) {
  %0 = llvm.intr.sincos(%a) : (vector<2xf32>) -> !llvm.struct<(vector<2xf32>, vector<2xf32>)>
  llvm.return
}

// -----

llvm.func @gather(%p: vector<4x!llvm.ptr>, %m: vector<2xi1>) {
  // expected-error @below {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<2x!llvm.ptr>'}}
  %0 = llvm.intr.masked.gather %p, %m {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<2xi1>) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @scatter(%v: vector<[2]xf32>, %p: vector<2x!llvm.ptr>, %m: vector<[2]xi1>) {
  // expected-error @below {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<[2]x!llvm.ptr>'}}
  llvm.intr.masked.scatter %v, %p, %m {alignment = 4 : i32} : vector<[2]xf32>, vector<[2]xi1> into vector<2x!llvm.ptr>
  llvm.return
}

// -----

llvm.func @const_string() {
  // expected-error @below {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<3 x i16>
  llvm.return
}

// -----

llvm.func @const_struct_attr() {
  // expected-error @below {{'llvm.mlir.constant' op expected array attribute for struct type}}
  %0 = llvm.mlir.constant(1 : i32) : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @const_struct_size() {
  // expected-error @below {{'llvm.mlir.constant' op expected array attribute of size 2}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @const_struct_elem_type() {
  // expected-error @below {{'llvm.mlir.constant' op expected struct element types to be floating point type or integer type}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(ptr)>
  llvm.return
}

// -----

llvm.func @const_struct_elem() {
  // expected-error @below {{'llvm.mlir.constant' op expected element of array attribute to be floating point or integer}}
  %0 = llvm.mlir.constant(["a"]) : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @const_struct_wrong() {
  // expected-error @below {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @const_struct_ok() {
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f64, 3 : index]) : !llvm.struct<(i32, f64, index)>
  llvm.return
}

// -----

llvm.func @const_target() {
  // expected-error @below {{'llvm.mlir.constant' op does not support target extension type.}}
  %0 = llvm.mlir.constant(0 : i32) : !llvm.target<"spirv.Event">
  llvm.return
}

// -----

llvm.func @const_int() {
  // expected-error @below {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

llvm.func @const_float() {
  // expected-error @below {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @const_float_int() {
  // expected-error @below {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : i16
  llvm.return
}

// -----

llvm.func @const_float_ok() {
  %0 = llvm.mlir.constant(1.0 : f8E4M3FN) : i8
  %1 = llvm.mlir.constant(1.0 : f32) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @const_scalable() {
  // expected-error @below {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @const_elements_type() {
  // expected-error @below {{'llvm.mlir.constant' op expected vector or array type}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : i64
  llvm.return
}

// -----

llvm.func @const_elements_count() {
  // expected-error @below {{'llvm.mlir.constant' op type and attribute have a different number of elements: 8 vs. 4}}
  %0 = llvm.mlir.constant(dense<1> : tensor<2x2xi32>) : !llvm.array<2 x vector<4xi32>>
  llvm.return
}

// -----

llvm.func @const_elements_float() {
  // expected-error @below {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(dense<1.0> : vector<2xf16>) : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @const_elements_int() {
  // expected-error @below {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xf32>
  llvm.return
}

// -----

llvm.func @const_elements_ok() {
  %0 = llvm.mlir.constant(dense<1.0> : tensor<2x3xf32>) : !llvm.array<2 x array<3 x f32>>
  %1 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<[4]xi32>
  llvm.return
}

// -----

llvm.func @const_array_type() {
  // expected-error @below {{'llvm.mlir.constant' op expected array or struct type for array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : vector<1xi32>
  llvm.return
}

// -----

llvm.func @const_array_size() {
  // expected-error @below {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 1: 1 vs. 2}}
  %0 = llvm.mlir.constant([[[1 : i32]], [[2 : i32]]]) : !llvm.array<2 x array<2 x struct<(i32)>>>
  llvm.return
}

// -----

llvm.func @const_array_nested() {
  // expected-error @below {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 1 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([[[1 : i32]], 2 : i32]) : !llvm.array<2 x array<1 x struct<(i32)>>>
  llvm.return
}

// -----

llvm.func @const_array_elem() {
  // expected-error @below {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x i32>
  llvm.return
}

// -----

llvm.func @const_array_struct_elem() {
  // expected-error @below {{'llvm.mlir.constant' op nested attribute for struct element at index 0 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.array<1 x struct<(i32)>>
  llvm.return
}

// -----

llvm.func @const_array_struct_size() {
  // expected-error @below {{'llvm.mlir.constant' op nested array attribute size for struct element at index 1 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1 : i32, 2 : i32], [1 : i32]]) : !llvm.array<2 x struct<(i32, i32)>>
  llvm.return
}

// -----

llvm.func @const_array_ok() {
  %0 = llvm.mlir.constant([#llvm.zero, [#llvm.undef, [1 : i32, 2 : i32]]]) : !llvm.array<2 x array<2 x struct<(i32, i32)>>>
  llvm.return
}

// -----

llvm.func @const_other() {
  // expected-error @below {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i32
  llvm.return
}

// -----

llvm.func @target() {
  llvm.blocktag <id = 1>
  llvm.return
}
llvm.func @blockaddress() -> !llvm.ptr {
  // expected-error @below {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @target, tag = <id = 2>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @blockaddress_ok() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @blockaddress_ok, tag = <id = 7>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 7>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @callee(i32)
llvm.func @indirect_none() {
  // expected-error @below {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

llvm.func @indirect_not_ptr(%f: i64) {
  // expected-error @below {{'llvm.call' op indirect call expects a pointer as callee: 'i64'}}
  "llvm.call"(%f) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32
llvm.func @not_function() {
  // expected-error @below {{'llvm.call' op 'g' does not reference a valid LLVM function or IFunc}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifn : i32, !llvm.ptr @resolver
llvm.func @ifunc_type() {
  // expected-error @below {{'llvm.call' op callee does not have a functional type: 'i32'}}
  llvm.call @ifn() : () -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @missing_var_callee_type(%a: i32) {
  // expected-error @below {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @vararg(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, i64, ...)
llvm.func @vararg_count(%a: i32) {
  // expected-error @below {{'llvm.call' op incorrect number of operands (1) for varargs callee (expecting at least: 2)}}
  llvm.call @vararg(%a) vararg(!llvm.func<void (i32, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @vararg(i32, ...)
llvm.func @var_callee_param(%a: i32) {
  // expected-error @below {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call @vararg(%a) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee() -> i32
llvm.func @no_value() {
  // expected-error @below {{'llvm.call' op expected function call to produce a value}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  llvm.return
}

// -----

llvm.func @callee()
llvm.func @void_value() {
  // expected-error @below {{'llvm.call' op calling function with void result must not produce values}}
  %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @callee, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  llvm.return
}

// -----

llvm.func @callee(!llvm.ptr) -> !llvm.struct<(i32, ptr)>
llvm.func @calls_ok(%p: !llvm.ptr, %f: !llvm.ptr) {
  %0 = llvm.call @callee(%p) : (!llvm.ptr) -> !llvm.struct<(i32, ptr)>
  %1 = llvm.call %f(%p) : !llvm.ptr, (!llvm.ptr) -> i64
  llvm.return
}

// -----

#file = #llvm.di_file<"f.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp_callee = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "callee", file = #file, subprogramFlags = Definition>
#sp_caller = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #cu, scope = #file, name = "caller", file = #file, subprogramFlags = Definition>
llvm.func @callee() {
  llvm.return
} loc(fused<#sp_callee>["f.c":1:1])
llvm.func @caller() {
  // expected-error @unknown {{inlinable function call in a function with a DISubprogram location must have a debug location}}
  llvm.call @callee() : () -> () loc(unknown)
  llvm.return
} loc(fused<#sp_caller>["f.c":5:1])

// -----

llvm.mlir.global internal @g1() {addr_space = 1 : i32} : i32
llvm.func @addressof_space() {
  // expected-error @below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @g1 : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32
llvm.mlir.alias external @a : !llvm.ptr<1> {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.addrspacecast %0 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %1 : !llvm.ptr<1>
}
llvm.func @addressof_alias_space() {
  // expected-error @below {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = llvm.mlir.addressof @a : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g() {addr_space = 3 : i32} : i32
llvm.func @addressof_ok() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<3>
  %1 = llvm.mlir.addressof @addressof_ok : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32
// expected-error @below {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @g

// -----

llvm.func @resolver() -> !llvm.ptr
// expected-error @below {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}
// expected-error @below {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @below {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr<1> @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.alias external @resolver_alias : !llvm.ptr {
  %0 = llvm.mlir.addressof @resolver : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver_alias

// -----

llvm.mlir.global internal @g() : i32
// expected-error @below {{'llvm.mlir.global_ctors' op 'g' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@g], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.func @dtor()
// expected-error @below {{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [0 : i32], data = [#llvm.zero]

// -----

llvm.mlir.global internal @g() : i32
llvm.func @dso_global() {
  // expected-error @below {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @g : !llvm.ptr
  llvm.return
}

// -----

llvm.mlir.global internal @g() : i32
llvm.mlir.alias external @a : !llvm.ptr {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @dso_alias() {
  // expected-error @below {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = llvm.dso_local_equivalent @a : !llvm.ptr
  llvm.return
}

// -----

llvm.func extern_weak @weak()
llvm.func @dso_weak() {
  // expected-error @below {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @weak : !llvm.ptr
  llvm.return
}

// -----

// expected-error @below {{'builtin.module' op expected 'llvm.data_layout' to be a string attributes}}
module attributes {llvm.data_layout = 1 : i32} {
}

// -----

module attributes {llvm.data_layout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"} {
}

// -----

// The types' verify() (LLVMTypes.cpp), at the `<`.

// expected-error @below {{invalid array element type: '!llvm.void'}}
func.func @array_of_void(%a: !llvm.array<2 x !llvm.void>) {
  return
}

// -----

// expected-error @below {{invalid array element type: '!llvm.func<i32 ()>'}}
func.func @array_of_func(%a: !llvm.array<2 x func<i32 ()>>) {
  return
}

// -----

// expected-error @below {{invalid function result type: '!llvm.label'}}
func.func @func_result(%a: !llvm.func<label (i32)>) {
  return
}

// -----

// expected-error @below {{invalid function argument type: '!llvm.void'}}
func.func @func_argument(%a: !llvm.func<void (i32, void)>) {
  return
}

// -----

func.func @func_valid(%a: !llvm.func<void (i32, ...)>, %b: !llvm.array<0 x struct<(i32)>>) {
  return
}

// -----

// The attributes' verify() (LLVMAttrs.cpp), at the `<`.

// expected-error @below {{target features must start with '+' or '-'}}
module attributes {test.features = #llvm.target_features<["+sse", "avx"]>} {
}

// -----

// expected-error @below {{target features can not be null or empty}}
module attributes {test.features = #llvm.target_features<["+sse", ""]>} {
}

// -----

// expected-error @below {{target features can not contain ','}}
module attributes {test.features = #llvm.target_features<["+sse,+avx"]>} {
}

// -----

module attributes {test.features = #llvm.target_features<["+sse", "-avx"]>, test.none = #llvm.target_features<[]>} {
}

// -----

// expected-error @below {{only integer and string values are currently supported for unknown key '"x"'}}
module attributes {test.flag = #llvm.mlir.module_flag<error, "x", [1]>} {
}

// -----

// expected-error @below {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
module attributes {test.flag = #llvm.mlir.module_flag<append, "CG Profile", [1]>} {
}

// -----

// expected-error @below {{'ProfileSummary' key expects a '#llvm.profile_summary' attribute}}
module attributes {test.flag = #llvm.mlir.module_flag<error, "ProfileSummary", "s">} {
}

// -----

module attributes {test.a = #llvm.mlir.module_flag<error, "x", 1>, test.b = #llvm.mlir.module_flag<max, "y", "s">, test.c = #llvm.mlir.module_flag<append, "CG Profile", []>} {
}

// -----

// expected-error @below {{id of an alias scope must be a StringAttr or a DistrinctAttr}}
module attributes {test.scope = #llvm.alias_scope<id = 1 : i32, domain = #llvm.alias_scope_domain<id = "d">>} {
}

// -----

module attributes {test.scope = #llvm.alias_scope<id = "s", domain = #llvm.alias_scope_domain<id = "d">>, test.range = #llvm.constant_range<i8, 0, 300>} {
}

// -----

// A nested LLVM type is verified as it is read, at its own `<`.

// expected-error @below {{invalid array element type: '!llvm.void'}}
func.func @nested_array_in_struct(%a: !llvm.struct<(i32, array<2 x void>)>) {
  return
}

// -----

// expected-error @below {{invalid array element type: '!llvm.label'}}
func.func @nested_array_in_array(%a: !llvm.array<2 x array<2 x label>>) {
  return
}

// -----

// expected-error @below {{invalid function argument type: '!llvm.void'}}
func.func @nested_func(%a: !llvm.array<2 x ptr>, %b: !llvm.struct<(func<i32 (void)>)>) {
  return
}

// -----

llvm.func @cond_br_weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.cond_br %c weights([4]), ^a, ^b
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @switch_weights_zero(%v: i16) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  llvm.switch %v : i16, ^a [
    3: ^b
  ] {branch_weights = array<i32: 0, 0>}
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @switch_weights_before_cases(%v: i16) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  "llvm.switch"(%v)[^a, ^b] <{branch_weights = array<i32: 1, 1, 1>, case_operand_segments = array<i32: 0>, case_values = dense<[3, 4]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
^a:
  llvm.return
^b:
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @below {{'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @below {{invalid kind of attribute specified}}
  %0 = llvm.icmp 1 %a, %b : i32
  llvm.return
}

// -----

llvm.func @g()

llvm.func @f(%a: i32) {
  // expected-error @below {{expected 1 types for operand bundle operands for operand bundle #0, but actually got 2}}
  llvm.call @g() ["tag"(%a : i32, i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{expected a non-void result type}}
  %0 = llvm.call %p() : !llvm.ptr, () -> !llvm.void
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{expected function with 0 or 1 result}}
  %0:2 = llvm.call %p() : !llvm.ptr, () -> (i32, i32)
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @below {{expected indirect call to have 2 trailing types}}
  llvm.call %p() : () -> ()
  llvm.return
}

// -----

// expected-error @below {{expected zero or one type}}
llvm.mlir.global internal @g(1 : i32) : i32, i32

// -----

// expected-error @below {{failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, i32)

// -----

// expected-error @below {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(%a: tensor<4xf32>)

// -----

// expected-error @below {{failed to construct function type: expected LLVM type for function results}}
llvm.func @f() -> tensor<4xf32>

// -----

// expected-error @below {{'llvm.mlir.global' op initializer region cannot return void}}
llvm.mlir.global internal @g() : i32 {
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @below {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  llvm.inline_asm tail_call_kind = <musttail> "nop", "" : () -> ()
  llvm.return
}

// -----

// expected-error @below {{type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

llvm.func @g(i32) -> i32

llvm.func @f(%a: i32) {
  // expected-error @below {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = llvm.call @g(%a) : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @below {{number of operands and types do not match: got 1 operands and 2 types}}
  %0 = llvm.call_intrinsic "llvm.foo"(%a) : (i32, i32) -> i32
  llvm.return
}

// -----

func.func @f() {
  // expected-error @below {{expected ','}}
  %0 = "test.op"() : () -> !llvm.struct<"s" i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected 'x'}}
  %0 = "test.op"() : () -> !llvm.array<4 i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{failed to parse parameter list for target extension type}}
  %0 = "test.op"() : () -> !llvm.target<"t", 1, i32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{only identified structs can be opaque}}
  %0 = "test.op"() : () -> !llvm.struct<opaque>
  return
}

// -----

func.func @f() {
  // expected-error @below {{struct without a body only allowed in a recursive struct}}
  %0 = "test.op"() : () -> !llvm.struct<"s">
  return
}

// -----

func.func @f() {
  // expected-error @below {{unknown LLVM type: foo}}
  %0 = "test.op"() : () -> !llvm.foo
  return
}

// -----

func.func @f() {
  // expected-error @below {{invalid LLVM structure element type: '!llvm.void'}}
  %0 = "test.op"() : () -> !llvm.struct<(!llvm.void)>
  return
}

// -----

func.func @f() {
  // expected-error @below {{unexpected type, expected keyword}}
  %0 = "test.op"() : () -> !llvm.i32
  return
}

// -----

llvm.func @f(%n: i32) {
  // expected-error @below {{expected integer alignment}}
  %0 = llvm.alloca %n x i32 {alignment = "a"} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%n: i32) {
  // expected-error @below {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i32 : (i32, i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @bundle_callee(i32)
llvm.func @bundle_tag_not_string(%a: i32) {
  // expected-error @below {{expected string}}
  // expected-error @below {{expect operand bundle tag}}
  llvm.call @bundle_callee(%a) [7(%a : i32)] : (i32) -> ()
  llvm.return
}

// -----

llvm.func @direct_callee(i32)
llvm.func @direct_call_one_type(%a: i32) {
  // expected-error @below {{expected '('}}
  // expected-error @below {{expected direct call to have 1 trailing types}}
  llvm.call @direct_callee(%a) : i32
  llvm.return
}

// -----

llvm.func @indirect_call_function_type(%p: !llvm.ptr, %a: i32) {
  // expected-error @below {{expected '('}}
  // expected-error @below {{expected trailing function type}}
  llvm.call %p(%a) : !llvm.ptr, i32
  llvm.return
}

// -----

// At the token after the op, as for shufflevector below.
func.func @extractvalue_not_llvm(%a: tensor<4xi32>) {
  %0 = llvm.extractvalue %a[0] : tensor<4xi32>
  // expected-error @below {{expected LLVM IR Dialect type, got 'tensor<4xi32>'}}
  return
}

// -----

func.func @extractvalue_scalar(%a: i32) {
  %0 = llvm.extractvalue %a[0] : i32
  // expected-error @below {{expected LLVM IR structure/array type, got: 'i32'}}
  return
}

// -----

// mlir-opt reports the error at the token after the op: the next line.
func.func @shufflevector_index(%a: vector<4xindex>) {
  %0 = llvm.shufflevector %a, %a [0, 1] : vector<4xindex>
  // expected-error @below {{expected an LLVM compatible vector type}}
  return
}

// -----

func.func @shufflevector_2d(%a: vector<2x2xf32>) {
  %0 = llvm.shufflevector %a, %a [0, 1] : vector<2x2xf32>
  // expected-error @below {{expected an LLVM compatible vector type}}
  return
}

// -----

// expected-error @below {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @vector_2d_argument(%a: vector<2x2xf32>) {
  llvm.return
}

// -----

func.func @target_name_not_string() {
  // expected-error @below {{expected string}}
  // expected-error @below {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
  %0 = "test.x"() : () -> !llvm.target<foo>
  return
}

// -----

// What follows the type in !llvm<...> is ignored: this is !llvm.ptr.
func.func @opaque_form_trailing() {
  %0 = "test.x"() : () -> !llvm<ptr 5>
  "test.use"(%0) : (!llvm.ptr) -> ()
  return
}

// -----

// `!llvm.<i32>`: the dialect's parser sees `<` where the type's keyword
// goes.
func.func @pretty_empty_name() {
  // expected-error @below {{expected valid keyword}}
  %0 = "test.x"() : () -> !llvm.<i32>
  return
}
