// ptr: the ops' own verifiers (casts, loads and stores through the
// memory spaces #ptr.generic_space and #llvm.address_space, masked and
// vector accesses, pointer differences).

func.func @from_ptr_ptr(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{the result type cannot be `!ptr.ptr`}}
  %0 = ptr.from_ptr %p : !ptr.ptr<#ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @from_ptr_space(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{expected the input and output to have the same memory space}}
  %0 = ptr.from_ptr %p : !ptr.ptr<#ptr.generic_space> -> memref<f32>
  return
}

// -----

func.func @to_ptr_ptr(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{the input value cannot be of type `!ptr.ptr`}}
  %0 = ptr.to_ptr %p : !ptr.ptr<#ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @to_ptr_space(%m: memref<f32, #llvm.address_space<1>>) {
  // expected-error @below {{expected the input and output to have the same memory space}}
  %0 = ptr.to_ptr %m : memref<f32, #llvm.address_space<1>> -> !ptr.ptr<#llvm.address_space<0>>
  return
}

// -----

func.func @casts_ok(%m: memref<f32, #llvm.address_space<1>>, %p: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.to_ptr %m : memref<f32, #llvm.address_space<1>> -> !ptr.ptr<#llvm.address_space<1>>
  %1 = ptr.from_ptr %p : !ptr.ptr<#ptr.generic_space> -> memref<f32, #ptr.generic_space>
  return
}

// -----

func.func @load_loadable(%p: !ptr.ptr<#llvm.address_space<0>>) {
  // expected-error @below {{type must be LLVM type with size, but got 'tensor<4xf32>'}}
  %0 = ptr.load %p : !ptr.ptr<#llvm.address_space<0>> -> tensor<4xf32>
  return
}

// -----

func.func @load_atomic_type(%p: !ptr.ptr<#llvm.address_space<0>>) {
  // expected-error @below {{unsupported type 'i24' for atomic access}}
  %0 = ptr.load %p atomic monotonic alignment = 4 : !ptr.ptr<#llvm.address_space<0>> -> i24
  return
}

// -----

func.func @load_alignment(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{alignment must be a power of 2}}
  %0 = ptr.load %p alignment = 3 : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @load_alignment_positive(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{alignment must be positive}}
  %0 = ptr.load %p alignment = 0 : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @load_ordering(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{'ptr.load' op unsupported ordering 'acq_rel'}}
  %0 = ptr.load %p atomic acq_rel alignment = 4 : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @load_atomic_alignment(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{'ptr.load' op expected alignment for atomic access}}
  %0 = ptr.load %p atomic seq_cst : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

func.func @load_syncscope(%p: !ptr.ptr<#ptr.generic_space>) {
  // expected-error @below {{'ptr.load' op expected syncscope to be null for non-atomic access}}
  %0 = "ptr.load"(%p) <{alignment = [], invariant = false, invariantGroup = false, nontemporal = false, ordering = 0 : i32, syncscope = "x", volatile_ = false}> : (!ptr.ptr<#ptr.generic_space>) -> i32
  return
}

// -----

func.func @loads_ok(%p: !ptr.ptr<#ptr.generic_space>, %q: !ptr.ptr<#llvm.address_space<0>>) {
  %0 = ptr.load %p atomic monotonic alignment = 4 : !ptr.ptr<#ptr.generic_space> -> i24
  %1 = ptr.load %p : !ptr.ptr<#ptr.generic_space> -> tensor<4xf32>
  %2 = ptr.load %q atomic acquire alignment = 8 : !ptr.ptr<#llvm.address_space<0>> -> i64
  return
}

// -----

func.func @store_ordering(%p: !ptr.ptr<#ptr.generic_space>, %v: i32) {
  // expected-error @below {{'ptr.store' op unsupported ordering 'acquire'}}
  ptr.store %v, %p atomic acquire alignment = 4 : i32, !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @store_loadable(%p: !ptr.ptr<#llvm.address_space<3>>, %v: index) {
  // expected-error @below {{type must be LLVM type with size, but got 'index'}}
  ptr.store %v, %p : index, !ptr.ptr<#llvm.address_space<3>>
  return
}

// -----

func.func @store_alignment(%p: !ptr.ptr<#ptr.generic_space>, %v: i32) {
  // expected-error @below {{alignment must be a power of 2}}
  ptr.store %v, %p alignment = 6 : i32, !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @gather_loadable(%p: tensor<4x!ptr.ptr<#llvm.address_space<0>>>, %m: tensor<4xi1>, %t: tensor<4xf32>) {
  // expected-error @below {{type must be LLVM type with size, but got 'tensor<4xf32>'}}
  %0 = ptr.gather %p, %m, %t : tensor<4x!ptr.ptr<#llvm.address_space<0>>> -> tensor<4xf32>
  return
}

// -----

func.func @gather_alignment(%p: vector<4x!ptr.ptr<#ptr.generic_space>>, %m: vector<4xi1>, %t: vector<4xf32>) {
  // expected-error @below {{alignment must be a power of 2}}
  %0 = ptr.gather %p, %m, %t alignment = 12 : vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xf32>
  return
}

// -----

func.func @scatter_alignment(%p: vector<4x!ptr.ptr<#ptr.generic_space>>, %m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @below {{alignment must be positive}}
  ptr.scatter %v, %p, %m alignment = -4 : vector<4xf32>, vector<4x!ptr.ptr<#ptr.generic_space>>
  return
}

// -----

func.func @masked_load_alignment(%p: !ptr.ptr<#ptr.generic_space>, %m: vector<4xi1>, %t: vector<4xf32>) {
  // expected-error @below {{alignment must be a power of 2}}
  %0 = ptr.masked_load %p, %m, %t alignment = 5 : !ptr.ptr<#ptr.generic_space> -> vector<4xf32>
  return
}

// -----

func.func @masked_store_loadable(%p: !ptr.ptr<#llvm.address_space<0>>, %m: tensor<4xi1>, %v: tensor<4xf32>) {
  // expected-error @below {{type must be LLVM type with size, but got 'tensor<4xf32>'}}
  ptr.masked_store %v, %p, %m : tensor<4xf32>, !ptr.ptr<#llvm.address_space<0>>
  return
}

// -----

func.func @ptr_diff(%p: vector<4x!ptr.ptr<#ptr.generic_space>>) {
  // expected-error @below {{expected the result to have the same container type as the operands when operands are shaped}}
  %0 = ptr.ptr_diff %p, %p : vector<4x!ptr.ptr<#ptr.generic_space>> -> tensor<4xi64>
  return
}

// -----

func.func @ptr_diff_ok(%p: vector<4x!ptr.ptr<#ptr.generic_space>>, %q: !ptr.ptr<#ptr.generic_space>) {
  %0 = ptr.ptr_diff %p, %p : vector<4x!ptr.ptr<#ptr.generic_space>> -> vector<4xi64>
  %1 = ptr.ptr_diff %q, %q : !ptr.ptr<#ptr.generic_space> -> i32
  return
}

// -----

// The attributes' and types' verify() (PtrAttrs.cpp, PtrTypes.cpp).

// expected-error @below {{size entry must be divisible by 8}}
module attributes {test.spec = #ptr.spec<size = 33, abi = 32, preferred = 32>} {
}

// -----

// expected-error @below {{abi entry must be divisible by 8}}
module attributes {test.spec = #ptr.spec<size = 32, abi = 33, preferred = 64>} {
}

// -----

// expected-error @below {{preferred entry must be divisible by 8}}
module attributes {test.spec = #ptr.spec<size = 32, abi = 32, preferred = 65>} {
}

// -----

// expected-error @below {{index entry must be divisible by 8}}
module attributes {test.spec = #ptr.spec<size = 32, abi = 32, preferred = 64, index = 33>} {
}

// -----

// expected-error @below {{preferred alignment is expected to be at least as large as ABI alignment}}
module attributes {test.spec = #ptr.spec<size = 64, abi = 64, preferred = 32>} {
}

// -----

module attributes {test.spec = #ptr.spec<size = 64, abi = 32, preferred = 64, index = 32>} {
}

// -----

// expected-error @below {{the ptr-like type has no metadata}}
func.func @metadata_of_ptr(%a: !ptr.ptr_metadata<!ptr.ptr<#ptr.generic_space>>) {
  return
}

// -----

func.func @metadata_of_memref(%a: !ptr.ptr_metadata<memref<4xf32>>, %b: !ptr.ptr_metadata<memref<?xf32, 1>>) {
  return
}

// -----

func.func @ptr_add_shapes(%p: vector<4x!ptr.ptr<#ptr.generic_space>>, %o: vector<2xi32>) {
  // expected-error @below {{shapes of base and offset must match}}
  %r = ptr.ptr_add %p, %o : vector<4x!ptr.ptr<#ptr.generic_space>>, vector<2xi32>
  return
}

// -----

func.func @ptr_add_containers(%p: vector<4x!ptr.ptr<#ptr.generic_space>>, %o: tensor<4xi32>) {
  // expected-error @below {{the shaped containers type must match}}
  %r = ptr.ptr_add %p, %o : vector<4x!ptr.ptr<#ptr.generic_space>>, tensor<4xi32>
  return
}

// -----

func.func @ptr_add_generic_shapes(%p: tensor<4x!ptr.ptr<#ptr.generic_space>>, %o: tensor<3xi64>) {
  // expected-error @below {{shapes of base and offset must match}}
  // expected-error @below {{'ptr.ptr_add' op failed to infer returned types}}
  %r = "ptr.ptr_add"(%p, %o) : (tensor<4x!ptr.ptr<#ptr.generic_space>>, tensor<3xi64>) -> tensor<4x!ptr.ptr<#ptr.generic_space>>
  return
}

// -----

func.func @ptr_add_generic_result(%p: !ptr.ptr<#ptr.generic_space>, %o: tensor<3xi64>) {
  // expected-error @below {{'ptr.ptr_add' op inferred type(s) 'tensor<3x!ptr.ptr<#ptr.generic_space>>' are incompatible with return type(s) of operation '!ptr.ptr<#ptr.generic_space>'}}
  // expected-error @below {{'ptr.ptr_add' op failed to infer returned types}}
  %r = "ptr.ptr_add"(%p, %o) : (!ptr.ptr<#ptr.generic_space>, tensor<3xi64>) -> !ptr.ptr<#ptr.generic_space>
  return
}

// -----

func.func @ptr_add_valid(%p: !ptr.ptr<#ptr.generic_space>, %t: tensor<3xi64>, %v: vector<[2]xi32>, %pv: vector<[2]x!ptr.ptr<#ptr.generic_space>>, %i: i64) {
  %a = ptr.ptr_add %p, %t : !ptr.ptr<#ptr.generic_space>, tensor<3xi64>
  %b = ptr.ptr_add %p, %v : !ptr.ptr<#ptr.generic_space>, vector<[2]xi32>
  %c = ptr.ptr_add %pv, %v : vector<[2]x!ptr.ptr<#ptr.generic_space>>, vector<[2]xi32>
  %d = ptr.ptr_add %pv, %i : vector<[2]x!ptr.ptr<#ptr.generic_space>>, i64
  %e = "ptr.ptr_add"(%p, %t) : (!ptr.ptr<#ptr.generic_space>, tensor<3xi64>) -> tensor<3x!ptr.ptr<#ptr.generic_space>>
  "test.use"(%a, %b, %c, %d, %e) : (tensor<3x!ptr.ptr<#ptr.generic_space>>, vector<[2]x!ptr.ptr<#ptr.generic_space>>, vector<[2]x!ptr.ptr<#ptr.generic_space>>, vector<[2]x!ptr.ptr<#ptr.generic_space>>, tensor<3x!ptr.ptr<#ptr.generic_space>>) -> ()
  return
}
