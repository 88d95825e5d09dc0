// spirv: the ops' own verifiers (atomics' memory semantics, casts and
// conversions: bit widths, pointer storage classes, addressing models;
// extended arithmetic's struct results, spirv.mlir.addressof's symbol,
// barriers' memory semantics, CompositeConstruct's constituents,
// CompositeExtract's indices; the group ops' scopes and cluster sizes;
// access chains, loads, stores, variables; branches, calls, switches,
// loops, selections and the returns spirv.func checks; matrix, vector and
// composite ops; constants, spec constants, global variables and
// spirv.module's contents; image operands; cooperative matrices, integer
// dot products, mesh tasks and ARM graphs) and the TypesMatchWith
// constraints whose transforms spirv registers.

func.func @atomic_sem(%ptr : !spirv.ptr<i32, StorageBuffer>, %v : i32) -> i32 {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  %0 = spirv.AtomicAnd <Device> <Acquire|Release> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  return %0 : i32
}

// -----

func.func @atomic_sem_inc(%ptr : !spirv.ptr<i32, StorageBuffer>) -> i32 {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  %0 = spirv.AtomicIIncrement <Workgroup> <AcquireRelease|SequentiallyConsistent|UniformMemory> %ptr : !spirv.ptr<i32, StorageBuffer>
  return %0 : i32
}

// -----

func.func @atomic_fadd_sem(%ptr : !spirv.ptr<f32, StorageBuffer>, %v : f32) -> f32 {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  %0 = spirv.EXT.AtomicFAdd <Device> <Release|SequentiallyConsistent> %ptr, %v : !spirv.ptr<f32, StorageBuffer>
  return %0 : f32
}

// -----

func.func @atomic_ok(%ptr : !spirv.ptr<i32, StorageBuffer>, %fptr : !spirv.ptr<f32, StorageBuffer>, %v : i32, %f : f32) -> i32 {
  %0 = spirv.AtomicAnd <Device> <AcquireRelease|UniformMemory> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %1 = spirv.AtomicIAdd <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %2 = spirv.AtomicIDecrement <Device> <Acquire> %ptr : !spirv.ptr<i32, StorageBuffer>
  %3 = spirv.AtomicISub <Device> <Release> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %4 = spirv.AtomicOr <Device> <SequentiallyConsistent> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %5 = spirv.AtomicSMax <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %6 = spirv.AtomicSMin <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %7 = spirv.AtomicUMax <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %8 = spirv.AtomicUMin <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %9 = spirv.AtomicXor <Device> <None> %ptr, %v : !spirv.ptr<i32, StorageBuffer>
  %10 = spirv.EXT.AtomicFAdd <Device> <Acquire|WorkgroupMemory> %fptr, %f : !spirv.ptr<f32, StorageBuffer>
  return %0 : i32
}

// -----

func.func @fconvert(%a : f32) -> f32 {
  // expected-error @+1 {{'spirv.FConvert' op expected the different bit widths for operand type and result type, but provided 'f32' and 'f32'}}
  %0 = spirv.FConvert %a : f32 to f32
  return %0 : f32
}

// -----

func.func @sconvert(%a : vector<2xi32>) -> vector<2xi32> {
  // expected-error @+1 {{'spirv.SConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
  %0 = spirv.SConvert %a : vector<2xi32> to vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @uconvert_coop(%a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>) -> !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA> {
  // expected-error @+1 {{'spirv.UConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
  %0 = spirv.UConvert %a : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA> to !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
  return %0 : !spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>
}

// -----

func.func @ftos(%a : f32) -> i32 {
  %0 = spirv.ConvertFToS %a : f32 to i32
  %1 = spirv.ConvertFToU %a : f32 to i64
  %2 = spirv.ConvertSToF %0 : i32 to f32
  %3 = spirv.ConvertUToF %0 : i32 to f16
  %4 = spirv.FConvert %a : f32 to f64
  return %0 : i32
}

// -----

func.func @bitcast_same(%a : f32) -> f32 {
  // expected-error @+1 {{result type must be different from operand type}}
  %0 = spirv.Bitcast %a : f32 to f32
  return %0 : f32
}

// -----

func.func @bitcast_ptr(%a : !spirv.ptr<f32, Function>) -> i64 {
  // expected-error @+1 {{unhandled bit cast conversion from pointer type to non-pointer type}}
  %0 = spirv.Bitcast %a : !spirv.ptr<f32, Function> to i64
  return %0 : i64
}

// -----

func.func @bitcast_nonptr(%a : i64) -> !spirv.ptr<f32, Function> {
  // expected-error @+1 {{unhandled bit cast conversion from non-pointer type to pointer type}}
  %0 = spirv.Bitcast %a : i64 to !spirv.ptr<f32, Function>
  return %0 : !spirv.ptr<f32, Function>
}

// -----

func.func @bitcast_width(%a : vector<2xf32>) -> vector<3xi32> {
  // expected-error @+1 {{'spirv.Bitcast' op mismatch in result type bitwidth 96 and operand type bitwidth 64}}
  %0 = spirv.Bitcast %a : vector<2xf32> to vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @bitcast_ok(%a : vector<2xf32>, %p : !spirv.ptr<f32, Function>) -> i64 {
  %0 = spirv.Bitcast %a : vector<2xf32> to i64
  %1 = spirv.Bitcast %p : !spirv.ptr<f32, Function> to !spirv.ptr<i32, Function>
  return %0 : i64
}

// -----

func.func @to_generic_sc(%a : !spirv.ptr<f32, StorageBuffer>) {
  // expected-error @+1 {{pointer must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
  %0 = spirv.PtrCastToGeneric %a : !spirv.ptr<f32, StorageBuffer> to !spirv.ptr<f32, Generic>
  return
}

// -----

func.func @to_generic_res(%a : !spirv.ptr<f32, Workgroup>) {
  // expected-error @+1 {{result type must be of storage class Generic}}
  %0 = spirv.PtrCastToGeneric %a : !spirv.ptr<f32, Workgroup> to !spirv.ptr<f32, Function>
  return
}

// -----

func.func @to_generic_pointee(%a : !spirv.ptr<f32, CrossWorkgroup>) {
  // expected-error @+1 {{'spirv.PtrCastToGeneric' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
  %0 = spirv.PtrCastToGeneric %a : !spirv.ptr<f32, CrossWorkgroup> to !spirv.ptr<i32, Generic>
  return
}

// -----

func.func @from_generic_sc(%a : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{pointer type must be of storage class Generic}}
  %0 = spirv.GenericCastToPtr %a : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Workgroup>
  return
}

// -----

func.func @from_generic_res(%a : !spirv.ptr<f32, Generic>) {
  // expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
  %0 = spirv.GenericCastToPtr %a : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Uniform>
  return
}

// -----

func.func @from_generic_pointee(%a : !spirv.ptr<f32, Generic>) {
  // expected-error @+1 {{'spirv.GenericCastToPtr' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'f16'}}
  %0 = spirv.GenericCastToPtr %a : !spirv.ptr<f32, Generic> to !spirv.ptr<f16, Function>
  return
}

// -----

func.func @from_generic_x_sc(%a : !spirv.ptr<f32, Workgroup>) {
  // expected-error @+1 {{pointer type must be of storage class Generic}}
  %0 = spirv.GenericCastToPtrExplicit %a : !spirv.ptr<f32, Workgroup> to !spirv.ptr<f32, Workgroup>
  return
}

// -----

func.func @from_generic_x_res(%a : !spirv.ptr<f32, Generic>) {
  // expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
  %0 = spirv.GenericCastToPtrExplicit %a : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Private>
  return
}

// -----

func.func @from_generic_x_pointee(%a : !spirv.ptr<f32, Generic>) {
  // expected-error @+1 {{'spirv.GenericCastToPtrExplicit' op pointer operand's pointee type must have the same as the op result type, but found 'f32' vs 'i32'}}
  %0 = spirv.GenericCastToPtrExplicit %a : !spirv.ptr<f32, Generic> to !spirv.ptr<i32, Workgroup>
  return
}

// -----

func.func @generic_ok(%a : !spirv.ptr<f32, Generic>, %b : !spirv.ptr<f32, Function>) {
  %0 = spirv.GenericCastToPtrExplicit %a : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, Workgroup>
  %1 = spirv.GenericCastToPtr %a : !spirv.ptr<f32, Generic> to !spirv.ptr<f32, CrossWorkgroup>
  %2 = spirv.PtrCastToGeneric %b : !spirv.ptr<f32, Function> to !spirv.ptr<f32, Generic>
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @ptr_to_u_logical(%a : !spirv.ptr<i32, Generic>) "None" {
    // expected-error @+1 {{operand must be a physical pointer}}
    %0 = spirv.ConvertPtrToU %a : !spirv.ptr<i32, Generic> to i32
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  spirv.func @ptr_to_u_psb(%a : !spirv.ptr<i32, Generic>) "None" {
    // expected-error @+1 {{operand must be a physical pointer}}
    %0 = spirv.ConvertPtrToU %a : !spirv.ptr<i32, Generic> to i64
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  spirv.func @ptr_to_u_ok(%a : i64) "None" {
    %0 = spirv.ConvertUToPtr %a : i64 to !spirv.ptr<i32, PhysicalStorageBuffer>
    %1 = spirv.ConvertPtrToU %0 : !spirv.ptr<i32, PhysicalStorageBuffer> to i64
    spirv.Return
  }
}

// -----

spirv.module Physical64 OpenCL {
  spirv.func @ptr_to_u_phys(%a : !spirv.ptr<i32, Generic>) "None" {
    %0 = spirv.ConvertPtrToU %a : !spirv.ptr<i32, Generic> to i64
    %1 = spirv.ConvertUToPtr %0 : i64 to !spirv.ptr<i32, Generic>
    spirv.Return
  }
}

// -----

func.func @ptr_to_u_nomodule(%a : !spirv.ptr<i32, Generic>) {
  %0 = spirv.ConvertPtrToU %a : !spirv.ptr<i32, Generic> to i32
  %1 = spirv.ConvertUToPtr %0 : i32 to !spirv.ptr<i32, Generic>
  return
}

// -----

func.func @ptr_to_u_signed(%a : !spirv.ptr<i32, Generic>) {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  %0 = spirv.ConvertPtrToU %a : !spirv.ptr<i32, Generic> to si32
  return
}

// -----

func.func @u_to_ptr_signed(%a : ui32) {
  // expected-error @+1 {{result must be a scalar type of unsigned integer}}
  %0 = spirv.ConvertUToPtr %a : ui32 to !spirv.ptr<i32, Generic>
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @u_to_ptr_logical(%a : i32) "None" {
    // expected-error @+1 {{result must be a physical pointer}}
    %0 = spirv.ConvertUToPtr %a : i32 to !spirv.ptr<i32, Generic>
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 GLSL450 {
  spirv.func @u_to_ptr_psb(%a : i64) "None" {
    // expected-error @+1 {{result must be a physical pointer}}
    %0 = spirv.ConvertUToPtr %a : i64 to !spirv.ptr<i32, Workgroup>
    spirv.Return
  }
}

// -----

func.func @shift_ok(%a : i32, %b : i16) -> i32 {
  %0 = spirv.ShiftLeftLogical %a, %b : i32, i16
  %1 = spirv.ShiftRightArithmetic %a, %b : i32, i16
  %2 = spirv.ShiftRightLogical %a, %b : i32, i16
  return %0 : i32
}

// -----

func.func @carry_three(%a : i32) {
  // expected-error @+1 {{'spirv.IAddCarry' op expected result struct type containing two members}}
  %0 = "spirv.IAddCarry"(%a, %a) : (i32, i32) -> !spirv.struct<(i32, i32, i32)>
  return
}

// -----

func.func @borrow_mixed(%a : i32) {
  // expected-error @+1 {{'spirv.ISubBorrow' op expected all operand types and struct member types are the same}}
  %0 = "spirv.ISubBorrow"(%a, %a) : (i32, i32) -> !spirv.struct<(i32, i64)>
  return
}

// -----

func.func @smul_mixed(%a : i32, %b : i16) {
  // expected-error @+1 {{'spirv.SMulExtended' op expected all operand types and struct member types are the same}}
  %0 = "spirv.SMulExtended"(%a, %b) : (i32, i16) -> !spirv.struct<(i32, i32)>
  return
}

// -----

func.func @umul_vec(%a : vector<2xi32>) {
  // expected-error @+1 {{'spirv.UMulExtended' op expected all operand types and struct member types are the same}}
  %0 = "spirv.UMulExtended"(%a, %a) : (vector<2xi32>, vector<2xi32>) -> !spirv.struct<(vector<2xi32>, vector<3xi32>)>
  return
}

// -----

func.func @extended_ok(%a : i32, %v : vector<2xi16>) {
  %0 = spirv.IAddCarry %a, %a : !spirv.struct<(i32, i32)>
  %1 = spirv.ISubBorrow %a, %a : !spirv.struct<(i32, i32)>
  %2 = spirv.SMulExtended %v, %v : !spirv.struct<(vector<2xi16>, vector<2xi16>)>
  %3 = spirv.UMulExtended %v, %v : !spirv.struct<(vector<2xi16>, vector<2xi16>)>
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var : !spirv.ptr<f32, Input>
  spirv.func @addressof_type() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op result type mismatch with the referenced global variable's type}}
    %0 = "spirv.mlir.addressof"() <{variable = @var}> : () -> !spirv.ptr<i32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @fn() "None" {
    spirv.Return
  }
  spirv.func @addressof_func() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op expected spirv.GlobalVariable symbol}}
    %0 = spirv.mlir.addressof @fn : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @addressof_missing() "None" {
    // expected-error @+1 {{'spirv.mlir.addressof' op expected spirv.GlobalVariable symbol}}
    %0 = spirv.mlir.addressof @nowhere : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var : !spirv.ptr<f32, Input>
  spirv.func @addressof_ok() "None" {
    %0 = spirv.mlir.addressof @var : !spirv.ptr<f32, Input>
    spirv.Return
  }
}

// -----

func.func @control_barrier() {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spirv.ControlBarrier <Workgroup>, <Device>, <Acquire|Release|WorkgroupMemory>
  return
}

// -----

func.func @memory_barrier() {
  // expected-error @+1 {{expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`}}
  spirv.MemoryBarrier <Device>, <AcquireRelease|Acquire>
  return
}

// -----

func.func @barriers_ok() {
  spirv.ControlBarrier <Workgroup>, <Device>, <AcquireRelease|WorkgroupMemory>
  spirv.MemoryBarrier <Device>, <SequentiallyConsistent|UniformMemory|CrossWorkgroupMemory>
  spirv.MemoryBarrier <Subgroup>, <None>
  return
}

// -----

func.func @cc_coop_count(%a : f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 1, but provided 2}}
  %0 = spirv.CompositeConstruct %a, %a : (f32, f32) -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @cc_coop_type(%a : f16) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'f16'}}
  %0 = spirv.CompositeConstruct %a : (f16) -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @cc_struct(%a : f32, %b : i32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'i32', but provided 'f32'}}
  %0 = spirv.CompositeConstruct %a, %a : (f32, f32) -> !spirv.struct<(f32, i32)>
  return
}

// -----

func.func @cc_array(%a : f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op expected to return a vector or cooperative matrix when the number of constituents is less than what the result needs}}
  %0 = spirv.CompositeConstruct %a, %a : (f32, f32) -> !spirv.array<3 x f32>
  return
}

// -----

func.func @cc_vec_nonscalar(%a : !spirv.array<2 x f32>) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand to have a scalar or vector type, but provided '!spirv.array<2 x f32>'}}
  %0 = spirv.CompositeConstruct %a : (!spirv.array<2 x f32>) -> vector<2xf32>
  return
}

// -----

func.func @cc_vec_elem(%a : vector<2xi32>, %b : f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand element type mismatch: expected to be 'f32', but provided 'i32'}}
  %0 = spirv.CompositeConstruct %b, %a : (f32, vector<2xi32>) -> vector<4xf32>
  return
}

// -----

func.func @cc_vec_count(%a : vector<2xf32>, %b : f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op has incorrect number of operands: expected 4, but provided 5}}
  %0 = spirv.CompositeConstruct %a, %b, %a : (vector<2xf32>, f32, vector<2xf32>) -> vector<4xf32>
  return
}

// -----

func.func @cc_vec_type(%a : i32, %b : f32) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'f32', but provided 'i32'}}
  %0 = spirv.CompositeConstruct %b, %a : (f32, i32) -> vector<2xf32>
  return
}

// -----

func.func @cc_matrix(%c : vector<3xf32>, %d : vector<2xf32>) {
  // expected-error @+1 {{'spirv.CompositeConstruct' op operand type mismatch: expected operand type 'vector<3xf32>', but provided 'vector<2xf32>'}}
  %0 = spirv.CompositeConstruct %c, %d : (vector<3xf32>, vector<2xf32>) -> !spirv.matrix<2 x vector<3xf32>>
  return
}

// -----

func.func @cc_tensor(%a : f32) {
  %0 = spirv.CompositeConstruct %a, %a, %a, %a : (f32, f32, f32, f32) -> !spirv.arm.tensor<2x2xf32>
  return
}

// -----

func.func @cc_ok(%a : vector<2xf32>, %b : f32, %i : i32, %c : vector<3xf32>) {
  %0 = spirv.CompositeConstruct %a, %b, %b : (vector<2xf32>, f32, f32) -> vector<4xf32>
  %1 = spirv.CompositeConstruct %a, %a : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
  %2 = spirv.CompositeConstruct %b, %i : (f32, i32) -> !spirv.struct<(f32, i32)>
  %3 = spirv.CompositeConstruct %b, %b, %b : (f32, f32, f32) -> !spirv.array<3 x f32>
  %4 = spirv.CompositeConstruct %b : (f32) -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  %5 = spirv.CompositeConstruct %c, %c : (vector<3xf32>, vector<3xf32>) -> !spirv.matrix<2 x vector<3xf32>>
  return
}

// -----

func.func @ce_empty(%a : vector<2xf32>) {
  // expected-error @+1 {{expected at least one index for spirv.CompositeExtract}}
  %0 = "spirv.CompositeExtract"(%a) <{indices = []}> : (vector<2xf32>) -> f32
  return
}

// -----

func.func @ce_oob(%a : !spirv.array<4 x vector<2xf32>>) {
  // expected-error @+1 {{index 2 out of bounds for 'vector<2xf32>'}}
  %0 = "spirv.CompositeExtract"(%a) <{indices = [1 : i32, 2 : i32]}> : (!spirv.array<4 x vector<2xf32>>) -> f32
  return
}

// -----

func.func @ce_neg(%a : !spirv.struct<(f32, i32)>) {
  // expected-error @+1 {{index -1 out of bounds for '!spirv.struct<(f32, i32)>'}}
  %0 = "spirv.CompositeExtract"(%a) <{indices = [-1 : i32]}> : (!spirv.struct<(f32, i32)>) -> f32
  return
}

// -----

func.func @ce_noncomposite(%a : vector<2xf32>) {
  // expected-error @+1 {{cannot extract from non-composite type 'f32' with index 0}}
  %0 = "spirv.CompositeExtract"(%a) <{indices = [0 : i32, 0 : i32]}> : (vector<2xf32>) -> f32
  return
}

// -----

func.func @ce_result(%a : !spirv.struct<(f32, i32)>) {
  // expected-error @+1 {{'spirv.CompositeExtract' op invalid result type: expected 'i32' but provided 'f32'}}
  %0 = "spirv.CompositeExtract"(%a) <{indices = [1 : i32]}> : (!spirv.struct<(f32, i32)>) -> f32
  return
}

// -----

func.func @ce_ok(%a : !spirv.rtarray<vector<2xf32>>, %m : !spirv.matrix<3 x vector<2xf32>>, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>) {
  %0 = "spirv.CompositeExtract"(%a) <{indices = [100 : i32, 1 : i32]}> : (!spirv.rtarray<vector<2xf32>>) -> f32
  %1 = spirv.CompositeExtract %m[2 : i32, 1 : i32] : !spirv.matrix<3 x vector<2xf32>>
  %2 = "spirv.CompositeExtract"(%c) <{indices = [200 : i32]}> : (!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>) -> f32
  %3 = "spirv.CompositeExtract"(%m) <{indices = [1 : i32]}> : (!spirv.matrix<3 x vector<2xf32>>) -> vector<2xf32>
  return
}

// -----

func.func @gnu_scope(%v : f32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformFAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformFAdd <Device> <Reduce> %v : f32 -> f32
  return %0 : f32
}

// -----

func.func @gnu_cluster_missing(%v : i32) -> i32 {
  // expected-error @+1 {{'spirv.GroupNonUniformIAdd' op cluster size operand must be provided for 'ClusteredReduce' group operation}}
  %0 = spirv.GroupNonUniformIAdd <Workgroup> <ClusteredReduce> %v : i32 -> i32
  return %0 : i32
}

// -----

func.func @gnu_cluster_nonconst(%v : i32, %n : i32) -> i32 {
  // expected-error @+1 {{'spirv.GroupNonUniformIMul' op cluster size operand must come from a constant op}}
  %0 = spirv.GroupNonUniformIMul <Workgroup> <ClusteredReduce> %v cluster_size(%n) : i32, i32 -> i32
  return %0 : i32
}

// -----

func.func @gnu_cluster_pow2(%v : vector<2xi32>) -> vector<2xi32> {
  %n = spirv.Constant 5 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformBitwiseAnd' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformBitwiseAnd <Subgroup> <ClusteredReduce> %v cluster_size(%n) : vector<2xi32>, i32 -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @gnu_cluster_zero(%v : i1) -> i1 {
  %n = spirv.Constant 0 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformLogicalOr' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformLogicalOr <Subgroup> <Reduce> %v cluster_size(%n) : i1, i32 -> i1
  return %0 : i1
}

// -----

func.func @gnu_ok(%v : f32, %i : i32, %b : i1) -> f32 {
  %n = spirv.Constant 4 : i32
  %0 = spirv.GroupNonUniformFAdd <Workgroup> <Reduce> %v : f32 -> f32
  %1 = spirv.GroupNonUniformFMax <Subgroup> <ClusteredReduce> %v cluster_size(%n) : f32, i32 -> f32
  %2 = spirv.GroupNonUniformFMin <Subgroup> <InclusiveScan> %v : f32 -> f32
  %3 = spirv.GroupNonUniformFMul <Subgroup> <ExclusiveScan> %v : f32 -> f32
  %4 = spirv.GroupNonUniformSMax <Subgroup> <Reduce> %i : i32 -> i32
  %5 = spirv.GroupNonUniformSMin <Subgroup> <Reduce> %i : i32 -> i32
  %6 = spirv.GroupNonUniformUMax <Subgroup> <Reduce> %i : i32 -> i32
  %7 = spirv.GroupNonUniformUMin <Subgroup> <Reduce> %i : i32 -> i32
  %8 = spirv.GroupNonUniformBitwiseOr <Subgroup> <Reduce> %i : i32 -> i32
  %9 = spirv.GroupNonUniformBitwiseXor <Subgroup> <Reduce> %i : i32 -> i32
  %10 = spirv.GroupNonUniformLogicalAnd <Subgroup> <Reduce> %b : i1 -> i1
  %11 = spirv.GroupNonUniformLogicalXor <Subgroup> <Reduce> %b : i1 -> i1
  return %0 : f32
}

// -----

func.func @group_scope(%v : i32) -> i32 {
  // expected-error @+1 {{'spirv.GroupIAdd' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupIAdd <Device> <Reduce> %v : i32
  return %0 : i32
}

// -----

func.func @group_khr_scope(%v : f32) -> f32 {
  // expected-error @+1 {{'spirv.KHR.GroupFMul' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.KHR.GroupFMul <CrossDevice> <Reduce> %v : f32
  return %0 : f32
}

// -----

func.func @ballot_scope(%p : i1) -> vector<4xi32> {
  // expected-error @+1 {{'spirv.GroupNonUniformBallot' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformBallot <Device> %p : vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @elect_scope() -> i1 {
  // expected-error @+1 {{'spirv.GroupNonUniformElect' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformElect <CrossDevice> : i1
  return %0 : i1
}

// -----

func.func @shuffle_scope(%v : f32, %id : i32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformShuffle' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformShuffle <Device> %v, %id : f32, i32
  return %0 : f32
}

// -----

func.func @shuffle_signed(%v : f32, %id : si32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformShuffleXor' op second operand must be a singless/unsigned integer}}
  %0 = spirv.GroupNonUniformShuffleXor <Subgroup> %v, %id : f32, si32
  return %0 : f32
}

// -----

func.func @group_broadcast_localid(%v : f32, %id : vector<4xi32>) -> f32 {
  // expected-error @+1 {{'spirv.GroupBroadcast' op localid is a vector and can be with only  2 or 3 components, actual number is 4}}
  %0 = spirv.GroupBroadcast <Workgroup> %v, %id : f32, vector<4xi32>
  return %0 : f32
}

// -----

func.func @group_broadcast_scope(%v : f32, %id : i32) -> f32 {
  // expected-error @+1 {{'spirv.GroupBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupBroadcast <Device> %v, %id : f32, i32
  return %0 : f32
}

// -----

func.func @gnu_broadcast_id(%v : f32, %id : i32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
  %0 = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : f32, i32
  return %0 : f32
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.4, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>} {
  spirv.func @gnu_broadcast_v14(%v : f32, %id : i32) -> f32 "None" {
    // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op id must be the result of a constant op}}
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : f32, i32
    spirv.ReturnValue %0 : f32
  }
}

// -----

spirv.module Logical GLSL450 attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniformBallot], []>, #spirv.resource_limits<>>} {
  spirv.func @gnu_broadcast_v15(%v : f32, %id : i32) -> f32 "None" {
    %0 = spirv.GroupNonUniformBroadcast <Subgroup> %v, %id : f32, i32
    spirv.ReturnValue %0 : f32
  }
}

// -----

func.func @gnu_broadcast_scope(%v : f32) -> f32 {
  %id = spirv.Constant 1 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformBroadcast' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformBroadcast <Device> %v, %id : f32, i32
  return %0 : f32
}

// -----

func.func @rotate_cluster(%v : f32, %d : i32, %n : i32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must come from a constant op}}
  %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %v, %d, cluster_size(%n) : f32, i32, i32 -> f32
  return %0 : f32
}

// -----

func.func @rotate_cluster_pow2(%v : f32, %d : i32) -> f32 {
  %n = spirv.Constant 6 : i32
  // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op cluster size operand must be a power of two}}
  %0 = spirv.GroupNonUniformRotateKHR <Subgroup> %v, %d, cluster_size(%n) : f32, i32, i32 -> f32
  return %0 : f32
}

// -----

func.func @rotate_scope(%v : f32, %d : i32) -> f32 {
  // expected-error @+1 {{'spirv.GroupNonUniformRotateKHR' op execution scope must be 'Workgroup' or 'Subgroup'}}
  %0 = spirv.GroupNonUniformRotateKHR <Device> %v, %d : f32, i32 -> f32
  return %0 : f32
}

// -----

func.func @access_chain_nonconst(%p : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, %i : i32) {
  // expected-error @+1 {{'spirv.AccessChain' op index must be an integer spirv.Constant to access element of spirv.struct}}
  %0 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @access_chain_arith(%p : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>) {
  %i = arith.constant 0 : i32
  // expected-error @+1 {{'spirv.AccessChain' index must be an integer spirv.Constant to access element of spirv.struct, but provided arith.constant}}
  %0 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @access_chain_oob(%p : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>) {
  %i = spirv.Constant 2 : i32
  // expected-error @+1 {{'spirv.AccessChain' op index 2 out of bounds for '!spirv.struct<(f32, i32)>'}}
  %0 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, i32 -> !spirv.ptr<f32, Function>
  return
}

// -----

func.func @access_chain_noncomposite(%p : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, %j : i32) {
  %i = spirv.Constant 1 : i32
  // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'i32' with index 1}}
  %0 = spirv.AccessChain %p[%i, %j] : !spirv.ptr<!spirv.struct<(f32, i32)>, Function>, i32, i32 -> !spirv.ptr<i32, Function>
  return
}

// -----

func.func @ptr_access_chain_noncomposite(%p : !spirv.ptr<f32, CrossWorkgroup>, %e : i64, %j : i32) {
  // expected-error @+1 {{'spirv.AccessChain' op cannot extract from non-composite type 'f32' with index 0}}
  %0 = "spirv.PtrAccessChain"(%p, %e, %j) : (!spirv.ptr<f32, CrossWorkgroup>, i64, i32) -> !spirv.ptr<f32, CrossWorkgroup>
  return
}

// -----

func.func @access_chain_result(%p : !spirv.ptr<!spirv.array<4xf32>, Function>, %j : i32) {
  // expected-error @+1 {{'spirv.AccessChain' op invalid result type: expected '!spirv.ptr<f32, Function>', but provided '!spirv.ptr<f32, Workgroup>'}}
  %0 = "spirv.AccessChain"(%p, %j) : (!spirv.ptr<!spirv.array<4xf32>, Function>, i32) -> !spirv.ptr<f32, Workgroup>
  return
}

// -----

func.func @inbounds_result(%p : !spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>, %e : i64, %j : i32) {
  // expected-error @+1 {{'spirv.InBoundsPtrAccessChain' op invalid result type: expected '!spirv.ptr<f32, CrossWorkgroup>', but provided '!spirv.ptr<i32, CrossWorkgroup>'}}
  %0 = "spirv.InBoundsPtrAccessChain"(%p, %e, %j) : (!spirv.ptr<!spirv.array<4xf32>, CrossWorkgroup>, i64, i32) -> !spirv.ptr<i32, CrossWorkgroup>
  return
}

// -----

func.func @access_chain_ok(%p : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xvector<4xf32>>)>, Function>, %j : i32) {
  %i = spirv.Constant 1 : i32
  %0 = spirv.AccessChain %p[%i, %j, %j] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xvector<4xf32>>)>, Function>, i32, i32, i32 -> !spirv.ptr<f32, Function>
  %1 = spirv.AccessChain %p[%i] : !spirv.ptr<!spirv.struct<(f32, !spirv.array<4xvector<4xf32>>)>, Function>, i32 -> !spirv.ptr<!spirv.array<4xvector<4xf32>>, Function>
  return
}

// -----

func.func @load_mismatch(%p : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.Load' op mismatch in result type and pointer type}}
  %0 = "spirv.Load"(%p) : (!spirv.ptr<f32, Function>) -> i32
  return
}

// -----

func.func @load_align_without(%p : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.Load' op invalid alignment specification without aligned memory access specification}}
  %0 = "spirv.Load"(%p) <{alignment = 4 : i32}> : (!spirv.ptr<f32, Function>) -> f32
  return
}

// -----

func.func @load_missing_align(%p : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.Load' op missing alignment value}}
  %0 = "spirv.Load"(%p) <{memory_access = #spirv.memory_access<Aligned>}> : (!spirv.ptr<f32, Function>) -> f32
  return
}

// -----

func.func @store_align_nonaligned(%p : !spirv.ptr<f32, Function>, %v : f32) {
  // expected-error @+1 {{'spirv.Store' op invalid alignment specification with non-aligned memory access specification}}
  "spirv.Store"(%p, %v) <{memory_access = #spirv.memory_access<Volatile>, alignment = 4 : i32}> : (!spirv.ptr<f32, Function>, f32) -> ()
  return
}

// -----

func.func @store_mismatch(%p : !spirv.ptr<f32, Function>, %v : i32) {
  // expected-error @+1 {{'spirv.Store' op mismatch in result type and pointer type}}
  "spirv.Store"(%p, %v) : (!spirv.ptr<f32, Function>, i32) -> ()
  return
}

// -----

func.func @load_store_ok(%p : !spirv.ptr<f32, Function>, %v : f32) {
  %0 = spirv.Load "Function" %p ["Volatile|Aligned", 4] : f32
  spirv.Store "Function" %p, %v ["Aligned", 8] : f32
  spirv.Store "Function" %p, %v ["Nontemporal"] : f32
  return
}

// -----

func.func @copy_memory_types(%a : !spirv.ptr<f32, Function>, %b : !spirv.ptr<i32, Function>) {
  // expected-error @+1 {{'spirv.CopyMemory' op both operands must be pointers to the same type}}
  "spirv.CopyMemory"(%a, %b) : (!spirv.ptr<f32, Function>, !spirv.ptr<i32, Function>) -> ()
  return
}

// -----

func.func @copy_memory_align(%a : !spirv.ptr<f32, Function>, %b : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.CopyMemory' op missing alignment value}}
  "spirv.CopyMemory"(%a, %b) <{memory_access = #spirv.memory_access<Aligned>}> : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  return
}

// -----

func.func @copy_memory_source_align(%a : !spirv.ptr<f32, Function>, %b : !spirv.ptr<f32, Function>) {
  // expected-error @+1 {{'spirv.CopyMemory' op invalid alignment specification without aligned memory access specification}}
  "spirv.CopyMemory"(%a, %b) <{source_alignment = 4 : i32}> : (!spirv.ptr<f32, Function>, !spirv.ptr<f32, Function>) -> ()
  return
}

// -----

func.func @copy_memory_ok(%a : !spirv.ptr<f32, Function>, %b : !spirv.ptr<f32, Function>) {
  spirv.CopyMemory "Function" %a, "Function" %b ["Aligned", 4], ["Volatile"] : f32
  return
}

// -----

func.func @variable_sc() {
  // expected-error @+1 {{'spirv.Variable' op can only be used to model function-level variables. Use spirv.GlobalVariable for module-level variables.}}
  %0 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Workgroup>}> : () -> !spirv.ptr<f32, Workgroup>
  return
}

// -----

func.func @variable_sc_mismatch() {
  // expected-error @+1 {{'spirv.Variable' op storage class must match result pointer's storage class}}
  %0 = "spirv.Variable"() <{storage_class = #spirv.storage_class<Function>}> : () -> !spirv.ptr<f32, Workgroup>
  return
}

// -----

func.func @variable_init(%v : f32) {
  // expected-error @+1 {{'spirv.Variable' op initializer must be the result of a constant or spirv.GlobalVariable op}}
  %0 = spirv.Variable init(%v) : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_binding() {
  // expected-error @+1 {{'spirv.Variable' op cannot have 'binding' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable {binding = 1 : i32} : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_builtin() {
  // expected-error @+1 {{'spirv.Variable' op cannot have 'built_in' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable {built_in = "GlobalInvocationId"} : !spirv.ptr<vector<3xi32>, Function>
  return
}

// -----

func.func @variable_descriptor_set() {
  // expected-error @+1 {{'spirv.Variable' op cannot have 'descriptor_set' attribute (only allowed in spirv.GlobalVariable)}}
  %0 = spirv.Variable {descriptor_set = 1 : i32} : !spirv.ptr<f32, Function>
  return
}

// -----

func.func @variable_psb() {
  // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'}}
  %0 = spirv.Variable : !spirv.ptr<!spirv.array<2x!spirv.ptr<f32, PhysicalStorageBuffer>>, Function>
  return
}

// -----

func.func @variable_psb_two() {
  // expected-error @+1 {{'spirv.Variable' op  with physical buffer pointer must have exactly one aliasing decoration}}
  %0 = spirv.Variable {aliased_pointer, restrict_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
  return
}

// -----

func.func @variable_ok() {
  %c = spirv.Constant 1.0 : f32
  %0 = spirv.Variable init(%c) : !spirv.ptr<f32, Function>
  %1 = spirv.Variable {restrict_pointer} : !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function>
  %2 = spirv.Variable : !spirv.ptr<!spirv.ptr<f32, Workgroup>, Function>
  return
}

// -----

func.func @branch_weights_count(%c : i1) {
  // expected-error @+1 {{'spirv.BranchConditional' op must have exactly two branch weights}}
  "spirv.BranchConditional"(%c) [^bb1, ^bb2] <{branch_weights = [1 : i32, 2 : i32, 3 : i32], operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @branch_weights_zero(%c : i1) {
  // expected-error @+1 {{'spirv.BranchConditional' op branch weights cannot both be zero}}
  spirv.BranchConditional %c [0, 0], ^bb1, ^bb2
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @branch_weights_ok(%c : i1) {
  spirv.BranchConditional %c [0, 1], ^bb1, ^bb2
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @call_missing() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'nope' not found in nearest symbol table}}
    spirv.FunctionCall @nope() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee(%a : i32) "None" {
    spirv.Return
  }
  spirv.func @call_count() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op has incorrect number of operands for callee: expected 1, but provided 0}}
    spirv.FunctionCall @callee() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee(%a : i32) "None" {
    spirv.Return
  }
  spirv.func @call_type(%f : f32) "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
    spirv.FunctionCall @callee(%f) : (f32) -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee() "None" {
    spirv.Return
  }
  spirv.func @call_results() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op has incorrect number of results has for callee: expected 0, but provided 1}}
    %0 = spirv.FunctionCall @callee() : () -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee() -> f32 "None" {
    %0 = spirv.Constant 1.0 : f32
    spirv.ReturnValue %0 : f32
  }
  spirv.func @call_result_type() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op result type mismatch: expected 'f32', but provided 'i32'}}
    %0 = spirv.FunctionCall @callee() : () -> i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @var : !spirv.ptr<f32, Private>
  spirv.func @call_not_func() "None" {
    // expected-error @+1 {{'spirv.FunctionCall' op callee function 'var' not found in nearest symbol table}}
    spirv.FunctionCall @var() : () -> ()
    spirv.Return
  }
}

// -----

func.func @select_vec(%c : vector<2xi1>, %a : f32, %b : f32) -> f32 {
  // expected-error @+1 {{'spirv.Select' op result expected to be of vector type when condition is of vector type}}
  %0 = spirv.Select %c, %a, %b : vector<2xi1>, f32
  return %0 : f32
}

// -----

func.func @select_count(%c : vector<2xi1>, %a : vector<3xf32>, %b : vector<3xf32>) -> vector<3xf32> {
  // expected-error @+1 {{'spirv.Select' op result should have the same number of elements as the condition when condition is of vector type}}
  %0 = spirv.Select %c, %a, %b : vector<2xi1>, vector<3xf32>
  return %0 : vector<3xf32>
}

// -----

func.func @switch_type(%s : i32) {
  // expected-error @+1 {{'spirv.Switch' op 'selector' type ('i32') should match literals type ('i8')}}
  "spirv.Switch"(%s)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, literals = dense<[0]> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @switch_count(%s : i32) {
  // expected-error @+1 {{'spirv.Switch' op number of literals (2) should match number of targets (1)}}
  "spirv.Switch"(%s)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, literals = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @switch_ok(%s : i32) {
  spirv.Switch %s : i32, [
    default: ^bb1,
    0: ^bb2,
    2: ^bb2
  ]
^bb1:
  spirv.Return
^bb2:
  spirv.Return
}

// -----

func.func @unreachable_entry() {
  // expected-error @+1 {{'spirv.Unreachable' op cannot be used in reachable block}}
  spirv.Unreachable
}

// -----

func.func @unreachable_ok() {
  spirv.Return
^bb1:
  spirv.Unreachable
}

// -----

func.func @loop_merge() {
  // expected-error @+1 {{'spirv.mlir.loop' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.loop {
    spirv.Return
  }
  return
}

// -----

func.func @loop_other_merge() {
  // expected-error @+1 {{'spirv.mlir.loop' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.loop {
    spirv.mlir.merge
  ^bb1:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_one_block() {
  // expected-error @+1 {{'spirv.mlir.loop' op must have an entry block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_no_header() {
  // expected-error @+1 {{'spirv.mlir.loop' op must have a loop header block branched from the entry block}}
  spirv.mlir.loop {
    spirv.Branch ^bb1
  ^bb1:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_entry_branch() {
  // expected-error @+1 {{'spirv.mlir.loop' op entry block must only have one 'spirv.Branch' op to the second block}}
  spirv.mlir.loop {
    spirv.Branch ^bb2
  ^bb1:
    spirv.Branch ^bb2
  ^bb2:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_no_continue() {
  // expected-error @+1 {{'spirv.mlir.loop' op requires a loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^bb1
  ^bb1:
    spirv.Branch ^bb2
  ^bb2:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_continue(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op second to last block must be the loop continue block that branches to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^bb1
  ^bb1:
    spirv.BranchConditional %c, ^bb2, ^bb3
  ^bb2:
    spirv.Branch ^bb3
  ^bb3:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_other_header(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.loop' op can only have the entry and loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^bb1
  ^bb1:
    spirv.BranchConditional %c, ^bb2, ^bb4
  ^bb2:
    spirv.BranchConditional %c, ^bb1, ^bb3
  ^bb3:
    spirv.Branch ^bb1
  ^bb4:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @loop_ok(%c : i1) {
  spirv.mlir.loop {
  }
  spirv.mlir.loop {
    spirv.Branch ^bb1
  ^bb1:
    spirv.BranchConditional %c, ^bb2, ^bb3
  ^bb2:
    spirv.Branch ^bb1
  ^bb3:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @selection_merge() {
  // expected-error @+1 {{'spirv.mlir.selection' op last block must be the merge block with only one 'spirv.mlir.merge' op}}
  spirv.mlir.selection {
    spirv.Return
  }
  return
}

// -----

func.func @selection_other_merge(%c : i1) {
  // expected-error @+1 {{'spirv.mlir.selection' op should not have 'spirv.mlir.merge' op outside the merge block}}
  spirv.mlir.selection {
    spirv.mlir.merge
  ^bb1:
    spirv.mlir.merge
  }
  return
}

// -----

func.func @selection_header() {
  // expected-error @+1 {{'spirv.mlir.selection' op must have a selection header block}}
  spirv.mlir.selection {
    spirv.mlir.merge
  }
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @return_in_value_func() -> i32 "None" {
    // expected-error @+1 {{'spirv.Return' op cannot be used in functions returning value}}
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @return_value_void(%a : i32) "None" {
    // expected-error @+1 {{'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results}}
    spirv.ReturnValue %a : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @return_value_type(%a : f32, %c : i1) -> i32 "None" {
    spirv.mlir.selection {
      spirv.BranchConditional %c, ^bb1, ^bb2
    ^bb1:
      // expected-error @+1 {{'spirv.ReturnValue' op  return value's type ('f32') mismatch with function's result type ('i32')}}
      spirv.ReturnValue %a : f32
    ^bb2:
      spirv.mlir.merge
    }
    %0 = spirv.Constant 0 : i32
    spirv.ReturnValue %0 : i32
  }
}

// -----

// expected-error @+1 {{'spirv.func' op cannot have more than one result}}
spirv.func @two_results(%a : i32) -> (i32, i32) "None" {
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.func' op type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
"spirv.func"() <{function_type = (i32) -> i32, sym_name = "entry_first", function_control = #spirv.function_control<None>}> ({
^bb0(%a: f32):
  "spirv.ReturnValue"(%a) : (f32) -> ()
}) : () -> ()

// -----

func.func @mts(%m : !spirv.matrix<3 x vector<2xf32>>, %s : f16) {
  // expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
  %0 = "spirv.MatrixTimesScalar"(%m, %s) : (!spirv.matrix<3 x vector<2xf32>>, f16) -> !spirv.matrix<3 x vector<2xf32>>
  return
}

// -----

func.func @mts_coop(%m : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %s : f16) {
  // expected-error @+1 {{'spirv.MatrixTimesScalar' op input matrix components' type and scaling value must have the same type}}
  %0 = "spirv.MatrixTimesScalar"(%m, %s) : (!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, f16) -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @mtv_cols(%m : !spirv.matrix<3 x vector<2xf32>>, %v : vector<4xf32>) {
  // expected-error @+1 {{'spirv.MatrixTimesVector' op matrix columns (3) must match vector operand size (4)}}
  %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf32>>, vector<4xf32> -> vector<3xf32>
  return
}

// -----

func.func @mtv_rows(%m : !spirv.matrix<3 x vector<2xf16>>, %v : vector<3xf32>) {
  // expected-error @+1 {{'spirv.MatrixTimesVector' op result size (4) must match the matrix rows (2)}}
  %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf16>>, vector<3xf32> -> vector<4xf32>
  return
}

// -----

func.func @mtv_elem(%m : !spirv.matrix<3 x vector<2xf16>>, %v : vector<3xf32>) {
  // expected-error @+1 {{'spirv.MatrixTimesVector' op matrix and result element types must match}}
  %0 = spirv.MatrixTimesVector %m, %v : !spirv.matrix<3 x vector<2xf16>>, vector<3xf32> -> vector<2xf32>
  return
}

// -----

func.func @vtm_rows(%m : !spirv.matrix<3 x vector<2xf16>>, %v : vector<4xf32>) {
  // expected-error @+1 {{'spirv.VectorTimesMatrix' op number of components in vector must equal the number of components in each column in matrix}}
  %0 = spirv.VectorTimesMatrix %v, %m : vector<4xf32>, !spirv.matrix<3 x vector<2xf16>> -> vector<4xf32>
  return
}

// -----

func.func @vtm_cols(%m : !spirv.matrix<3 x vector<2xf16>>, %v : vector<2xf32>) {
  // expected-error @+1 {{'spirv.VectorTimesMatrix' op number of columns in matrix must equal the number of components in result}}
  %0 = spirv.VectorTimesMatrix %v, %m : vector<2xf32>, !spirv.matrix<3 x vector<2xf16>> -> vector<4xf32>
  return
}

// -----

func.func @vtm_elem(%m : !spirv.matrix<3 x vector<2xf16>>, %v : vector<2xf32>) {
  // expected-error @+1 {{'spirv.VectorTimesMatrix' op matrix must be a matrix with the same component type as the component type in result}}
  %0 = spirv.VectorTimesMatrix %v, %m : vector<2xf32>, !spirv.matrix<3 x vector<2xf16>> -> vector<3xf32>
  return
}

// -----

func.func @matrix_ok(%m : !spirv.matrix<3 x vector<2xf32>>, %v : vector<2xf32>, %s : f32) {
  %0 = spirv.VectorTimesMatrix %v, %m : vector<2xf32>, !spirv.matrix<3 x vector<2xf32>> -> vector<3xf32>
  %1 = spirv.MatrixTimesVector %m, %0 : !spirv.matrix<3 x vector<2xf32>>, vector<3xf32> -> vector<2xf32>
  %2 = spirv.MatrixTimesScalar %m, %s : !spirv.matrix<3 x vector<2xf32>>, f32
  %3 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf32>>
  %4 = spirv.MatrixTimesMatrix %m, %3 : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<2 x vector<2xf32>>
  %5 = spirv.VectorTimesScalar %v, %s : (vector<2xf32>, f32) -> vector<2xf32>
  return
}

// -----

func.func @mtm_inner(%a : !spirv.matrix<3 x vector<2xf32>>, %b : !spirv.matrix<2 x vector<2xf32>>) {
  // expected-error @+1 {{left matrix columns' count must be equal to the right matrix rows' count}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>
  return
}

// -----

func.func @mtm_cols(%a : !spirv.matrix<3 x vector<2xf32>>, %b : !spirv.matrix<2 x vector<3xf32>>) {
  // expected-error @+1 {{right and result matrices must have equal columns' count}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<3 x vector<2xf32>>
  return
}

// -----

func.func @mtm_right_elem(%a : !spirv.matrix<3 x vector<2xf32>>, %b : !spirv.matrix<2 x vector<3xf16>>) {
  // expected-error @+1 {{right and result matrices' component type must be the same}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<3xf16>> -> !spirv.matrix<2 x vector<2xf32>>
  return
}

// -----

func.func @mtm_left_elem(%a : !spirv.matrix<3 x vector<2xf16>>, %b : !spirv.matrix<2 x vector<3xf32>>) {
  // expected-error @+1 {{left and result matrices' component type must be the same}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<3 x vector<2xf16>>, !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<2 x vector<2xf32>>
  return
}

// -----

func.func @mtm_rows(%a : !spirv.matrix<3 x vector<2xf32>>, %b : !spirv.matrix<2 x vector<3xf32>>) {
  // expected-error @+1 {{left and result matrices must have equal rows' count}}
  %0 = spirv.MatrixTimesMatrix %a, %b : !spirv.matrix<3 x vector<2xf32>>, !spirv.matrix<2 x vector<3xf32>> -> !spirv.matrix<2 x vector<4xf32>>
  return
}

// -----

func.func @transpose_rows(%m : !spirv.matrix<3 x vector<2xf32>>) {
  // expected-error @+1 {{input matrix rows count must be equal to output matrix columns count}}
  %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<3 x vector<3xf32>>
  return
}

// -----

func.func @transpose_cols(%m : !spirv.matrix<3 x vector<2xf32>>) {
  // expected-error @+1 {{input matrix columns count must be equal to output matrix rows count}}
  %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<2xf32>>
  return
}

// -----

func.func @transpose_elem(%m : !spirv.matrix<3 x vector<2xf32>>) {
  // expected-error @+1 {{input and output matrices must have the same component type}}
  %0 = spirv.Transpose %m : !spirv.matrix<3 x vector<2xf32>> -> !spirv.matrix<2 x vector<3xf16>>
  return
}

// -----

func.func @vts_type(%v : vector<2xf32>, %s : f32) {
  // expected-error @+1 {{'spirv.VectorTimesScalar' op vector operand and result type mismatch}}
  %0 = spirv.VectorTimesScalar %v, %s : (vector<2xf32>, f32) -> vector<3xf32>
  return
}

// -----

func.func @vts_scalar(%v : vector<2xf32>, %s : f16) {
  // expected-error @+1 {{'spirv.VectorTimesScalar' op scalar operand and result element type match}}
  %0 = spirv.VectorTimesScalar %v, %s : (vector<2xf32>, f16) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_count(%a : vector<4xf32>, %b : vector<2xf32>) {
  // expected-error @+1 {{'spirv.VectorShuffle' op result type element count (3) mismatch with the number of component selectors (2)}}
  %0 = "spirv.VectorShuffle"(%a, %b) <{components = [1 : i32, 3 : i32]}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @shuffle_range(%a : vector<4xf32>, %b : vector<2xf32>) {
  // expected-error @+1 {{'spirv.VectorShuffle' op component selector 6 out of range: expected to be in [0, 6) or 0xffffffff}}
  %0 = "spirv.VectorShuffle"(%a, %b) <{components = [1 : i32, 6 : i32]}> : (vector<4xf32>, vector<2xf32>) -> vector<2xf32>
  return
}

// -----

func.func @shuffle_ok(%a : vector<4xf32>, %b : vector<2xf32>) {
  %0 = "spirv.VectorShuffle"(%a, %b) <{components = [5 : i32, -1 : i32, 0 : i32]}> : (vector<4xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @insert_object(%o : f32, %c : !spirv.array<4xi32>) {
  // expected-error @+1 {{'spirv.CompositeInsert' op object operand type should be 'i32', but found 'f32'}}
  %0 = spirv.CompositeInsert %o, %c[1 : i32] : f32 into !spirv.array<4xi32>
  return
}

// -----

func.func @insert_result(%o : i32, %c : !spirv.array<4xi32>) {
  // expected-error @+1 {{'spirv.CompositeInsert' op result type should be the same as the composite type, but found '!spirv.array<4 x i32>' vs '!spirv.array<5 x i32>'}}
  %0 = "spirv.CompositeInsert"(%o, %c) <{indices = [1 : i32]}> : (i32, !spirv.array<4xi32>) -> !spirv.array<5xi32>
  return
}

// -----

func.func @insert_oob(%o : i32, %c : !spirv.array<4xi32>) {
  // expected-error @+1 {{index 4 out of bounds for '!spirv.array<4 x i32>'}}
  %0 = spirv.CompositeInsert %o, %c[4 : i32] : i32 into !spirv.array<4xi32>
  return
}

// -----

func.func @insert_empty(%o : i32, %c : !spirv.array<4xi32>) {
  // expected-error @+1 {{expected at least one index for spirv.CompositeExtract}}
  %0 = "spirv.CompositeInsert"(%o, %c) <{indices = []}> : (i32, !spirv.array<4xi32>) -> !spirv.array<4xi32>
  return
}

// -----

func.func @insert_noncomposite(%o : i32, %c : !spirv.array<4xi32>) {
  // expected-error @+1 {{cannot extract from non-composite type 'i32' with index 0}}
  %0 = "spirv.CompositeInsert"(%o, %c) <{indices = [1 : i32, 0 : i32]}> : (i32, !spirv.array<4xi32>) -> !spirv.array<4xi32>
  return
}

// -----

func.func @frexp_members(%a : f32) {
  // expected-error @+1 {{result type must be a struct type with two memebers}}
  %0 = spirv.GL.FrexpStruct %a : f32 -> !spirv.struct<(f32, i32, i32)>
  return
}

// -----

func.func @frexp_zero(%a : f32) {
  // expected-error @+1 {{member zero of the resulting struct type must be the same type as the operand}}
  %0 = spirv.GL.FrexpStruct %a : f32 -> !spirv.struct<(f16, i32)>
  return
}

// -----

func.func @frexp_one_vec(%a : vector<2xf32>) {
  // expected-error @+1 {{member one of the resulting struct type mustbe a scalar or vector of 32 bit integer type}}
  %0 = spirv.GL.FrexpStruct %a : vector<2xf32> -> !spirv.struct<(vector<2xf32>, vector<2xi16>)>
  return
}

// -----

func.func @frexp_one(%a : f32) {
  // expected-error @+1 {{member one of the resulting struct type must be a scalar or vector of 32 bit integer type}}
  %0 = spirv.GL.FrexpStruct %a : f32 -> !spirv.struct<(f32, i64)>
  return
}

// -----

func.func @frexp_count(%a : vector<2xf32>) {
  // expected-error @+1 {{member one of the resulting struct type must have the same number of components as the operand type}}
  %0 = spirv.GL.FrexpStruct %a : vector<2xf32> -> !spirv.struct<(vector<2xf32>, vector<3xi32>)>
  return
}

// -----

func.func @frexp_ok(%a : vector<2xf32>, %b : f32) {
  %0 = spirv.GL.FrexpStruct %a : vector<2xf32> -> !spirv.struct<(vector<2xf32>, vector<2xi32>)>
  %1 = spirv.GL.FrexpStruct %b : f32 -> !spirv.struct<(f32, i32)>
  return
}

// -----

func.func @ldexp_shape(%x : f32, %e : vector<2xi32>) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op operands must both be scalars or vectors}}
  %0 = spirv.GL.Ldexp %x : f32, %e : vector<2xi32> -> f32
  return
}

// -----

func.func @ldexp_count(%x : vector<3xf32>, %e : vector<2xi32>) {
  // expected-error @+1 {{'spirv.GL.Ldexp' op operands must have the same number of elements}}
  %0 = spirv.GL.Ldexp %x : vector<3xf32>, %e : vector<2xi32> -> vector<3xf32>
  return
}

// -----

func.func @block_read(%p : !spirv.ptr<i32, StorageBuffer>) {
  // expected-error @+1 {{'spirv.INTEL.SubgroupBlockRead' op mismatch in result type and pointer type}}
  %0 = "spirv.INTEL.SubgroupBlockRead"(%p) : (!spirv.ptr<i32, StorageBuffer>) -> vector<2xf32>
  return
}

// -----

func.func @block_write(%p : !spirv.ptr<i32, StorageBuffer>, %v : f32) {
  // expected-error @+1 {{'spirv.INTEL.SubgroupBlockWrite' op mismatch in result type and pointer type}}
  "spirv.INTEL.SubgroupBlockWrite"(%p, %v) : (!spirv.ptr<i32, StorageBuffer>, f32) -> ()
  return
}

// -----

func.func @block_ok(%p : !spirv.ptr<i32, StorageBuffer>, %v : vector<2xi32>) {
  %0 = spirv.INTEL.SubgroupBlockRead %p : !spirv.ptr<i32, StorageBuffer> -> vector<2xi32>
  spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %v : vector<2xi32>
  return
}

// -----

func.func @constant_scalar() {
  // expected-error @+1 {{'spirv.Constant' op result type ('i64') does not match value type ('i32')}}
  %0 = "spirv.Constant"() <{value = 1 : i32}> : () -> i64
  return
}

// -----

func.func @constant_dense() {
  // expected-error @+1 {{'spirv.Constant' op result or element type ('vector<2xi64>') does not match value type ('vector<2xi32>'), must be the same or spirv.array}}
  %0 = "spirv.Constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi64>
  return
}

// -----

func.func @constant_nested() {
  // expected-error @+1 {{'spirv.Constant' op only support nested array result type}}
  %0 = "spirv.Constant"() <{value = dense<1> : tensor<2xi32>}> : () -> !spirv.array<2 x !spirv.struct<(i32)>>
  return
}

// -----

func.func @constant_elem() {
  // expected-error @+1 {{'spirv.Constant' op result element type ('i64') does not match value element type ('i32')}}
  %0 = "spirv.Constant"() <{value = dense<1> : tensor<2xi32>}> : () -> !spirv.array<2 x i64>
  return
}

// -----

func.func @constant_count() {
  // expected-error @+1 {{'spirv.Constant' op result number of elements (3) does not match value number of elements (2)}}
  %0 = "spirv.Constant"() <{value = dense<1> : tensor<2xi32>}> : () -> !spirv.array<3 x i32>
  return
}

// -----

func.func @constant_array_attr() {
  // expected-error @+1 {{'spirv.Constant' op must have spirv.array result type for array value}}
  %0 = "spirv.Constant"() <{value = [1 : i32]}> : () -> vector<2xi32>
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'spirv.Constant' op cannot have attribute: "x"}}
  %0 = "spirv.Constant"() <{value = "x"}> : () -> i32
  return
}

// -----

func.func @constant_array_elem() {
  // expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('i64')}}
  %0 = "spirv.Constant"() <{value = [1 : i32, 2 : i64]}> : () -> !spirv.array<2 x i32>
  return
}

// -----

func.func @constant_ok() {
  %0 = spirv.Constant dense<1> : tensor<2x3xi32> : !spirv.array<2 x !spirv.array<3 x i32>>
  %1 = "spirv.Constant"() <{value = dense<1> : tensor<2x3xi32>}> : () -> !spirv.array<6 x i32>
  %2 = "spirv.Constant"() <{value = sparse<[[0]], [1]> : tensor<2xi32>}> : () -> !spirv.array<2 x i32>
  %3 = spirv.Constant [dense<3.0> : vector<2xf32>] : !spirv.array<1 x vector<2xf32>>
  %4 = spirv.Constant true
  return
}

// -----

func.func @replicate_type() {
  // expected-error @+1 {{expected value attribute type 'f32', but got: 'i32'}}
  %0 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : vector<2xf32>
  return
}

// -----

func.func @replicate_nested() {
  // expected-error @+1 {{expected value attribute type '!spirv.array<2 x !spirv.array<2 x i32>>' or '!spirv.array<2 x i32>' or 'i32', but got: 'f32'}}
  %0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1.0 : f32}> : () -> !spirv.array<2 x !spirv.array<2 x !spirv.array<2 x i32>>>
  return
}

// -----

func.func @replicate_array_attr() {
  // expected-error @+1 {{expected value attribute type '!spirv.array<2 x i32>' or 'i32', but got: '!spirv.array<1 x !spirv.array<2 x i32>>'}}
  %0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = [[1 : i32, 2 : i32]]}> : () -> !spirv.array<2 x !spirv.array<2 x i32>>
  return
}

// -----

func.func @replicate_string() {
  // expected-error @+1 {{expected value attribute type 'i32', but got: 'none'}}
  %0 = spirv.EXT.ConstantCompositeReplicate ["a"] : vector<2xi32>
  return
}

// -----

func.func @replicate_unknown() {
  // expected-error @+1 {{unknown value attribute type}}
  %0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = @sym}> : () -> !spirv.array<2 x !spirv.array<2 x i32>>
  return
}

// -----

func.func @replicate_ok() {
  %0 = spirv.EXT.ConstantCompositeReplicate [dense<1> : vector<2xi32>] : !spirv.array<2 x vector<2xi32>>
  %1 = spirv.EXT.ConstantCompositeReplicate [1 : i32] : !spirv.array<2 x !spirv.array<3 x i32>>
  %2 = spirv.EXT.ConstantCompositeReplicate [[1 : i32, 2 : i32]] : !spirv.array<2 x !spirv.array<2 x i32>>
  %3 = "spirv.EXT.ConstantCompositeReplicate"() <{value = [1 : i32, 2 : i32]}> : () -> !spirv.array<2 x !spirv.array<2 x !spirv.array<2 x i32>>>
  %4 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i32}> : () -> !spirv.struct<(i32, f32)>
  %5 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1.0 : f32}> : () -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  %6 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i32}> : () -> !spirv.array<2 x !spirv.rtarray<i32>>
  return
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value bitwidth disallowed}}
  spirv.SpecConstant @sc = 1 : i128
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op default value can only be a bool, integer, or float scalar}}
  spirv.SpecConstant @sc = "x"
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.SpecConstant' op SpecId cannot be negative}}
  spirv.SpecConstant @sc spec_id(-1) = 1 : i32
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : bf16
  spirv.SpecConstant @sc2 = 1 : si8
  spirv.SpecConstant @sc3 = true
  spirv.SpecConstant @sc4 spec_id(3) = 1 : i1
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  // expected-error @+1 {{unsupported composite type  '!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>'}}
  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  // expected-error @+1 {{result type must be a composite type, but provided 'f32'}}
  spirv.SpecConstantComposite @scc (@sc, @sc) : f32
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.SpecConstant @si = 1 : i32
  // expected-error @+1 {{has incorrect types of operands: expected 'f32', but provided 'i32'}}
  spirv.SpecConstantComposite @scc (@sc, @si) : !spirv.struct<(f32, f32)>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  // expected-error @+1 {{has incorrect number of operands: expected 0, but provided 2}}
  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.rtarray<f32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  // expected-error @+1 {{has incorrect number of operands: expected 3, but provided 2}}
  spirv.SpecConstantComposite @scc (@sc, @sc) : vector<3xf32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.arm.tensor<2xf32>
  spirv.SpecConstantComposite @scc2 (@sc, @sc) : !spirv.array<2 x f32>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{result type must be a composite type, but provided 'f32'}}
  spirv.EXT.SpecConstantCompositeReplicate @scc (@nope) : f32
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{splat spec constant reference defining constituent not found}}
  spirv.EXT.SpecConstantCompositeReplicate @scc (@nope) : vector<2xf32>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.array<2 x f32>
  // expected-error @+1 {{constituent is not a spec constant}}
  spirv.EXT.SpecConstantCompositeReplicate @scc2 (@scc) : !spirv.array<2 x !spirv.array<2 x f32>>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  // expected-error @+1 {{constituent has incorrect type: expected '!spirv.array<2 x f32>', but provided 'f32'}}
  spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.array<2 x !spirv.array<2 x f32>>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.EXT.SpecConstantCompositeReplicate @scc (@sc) : !spirv.struct<(f32, i32)>
  spirv.EXT.SpecConstantCompositeReplicate @scc2 (@sc) : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.referenceof' op result type mismatch with the referenced specialization constant's type}}
    %0 = spirv.mlir.referenceof @sc : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.SpecConstantComposite @scc (@sc, @sc) : !spirv.array<2 x f32>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.referenceof' op result type mismatch with the referenced specialization constant's type}}
    %0 = spirv.mlir.referenceof @scc : !spirv.array<3 x f32>
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v1 : !spirv.ptr<f32, Private>
  spirv.func @f() "None" {
    // expected-error @+1 {{'spirv.mlir.referenceof' op expected spirv.SpecConstant or spirv.SpecConstantComposite symbol}}
    %0 = spirv.mlir.referenceof @v1 : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.GlobalVariable @v1 : !spirv.ptr<f32, Private>
  // expected-error @+1 {{'spirv.GlobalVariable' op initializer must be result of a spirv.SpecConstant or spirv.SpecConstantCompositeOp op}}
  spirv.GlobalVariable @v2 initializer(@v1) : !spirv.ptr<!spirv.ptr<f32, Private>, Private>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Function'}}
  spirv.GlobalVariable @v2 : !spirv.ptr<f32, Function>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op storage class cannot be 'Generic'}}
  spirv.GlobalVariable @v2 : !spirv.ptr<f32, Generic>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.GlobalVariable' op result must be of a !spv.ptr type}}
  "spirv.GlobalVariable"() <{sym_name = "v", type = f32}> : () -> ()
}

// -----

spirv.module Logical GLSL450 {
  spirv.SpecConstant @sc = 1.0 : f32
  spirv.SpecConstantComposite @scc (@sc, @sc) : vector<2xf32>
  spirv.GlobalVariable @v2 initializer(@scc) : !spirv.ptr<vector<2xf32>, Private>
  spirv.GlobalVariable @v3 initializer(@sc) : !spirv.ptr<f32, Private>
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' can only contain spirv.* ops}}
  "foo.bar"() : () -> ()
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{function 'nope' not found in 'spirv.module'}}
  spirv.EntryPoint "GLCompute" @nope
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.GlobalVariable @v : !spirv.ptr<f32, Input>
  // expected-error @+1 {{expected spirv.GlobalVariable symbol reference instead of'@main'}}
  spirv.EntryPoint "GLCompute" @main, @v, @main
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  // expected-error @+1 {{duplicate of a previous EntryPointOp}}
  spirv.EntryPoint "GLCompute" @main
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @ext() "None"
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{functions in 'spirv.module' can only contain spirv.* ops}}
    "foo.bar"() : () -> ()
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Linkage], []> {
  spirv.func @ext() "None" attributes {linkage_attributes = #spirv.linkage_attributes<linkage_name = "ext", linkage_type = <Import>>}
  spirv.func @main() "None" {
    spirv.Return
  }
  spirv.EntryPoint "GLCompute" @main
  spirv.EntryPoint "Vertex" @main
}

// -----

func.func @spec_op_count() {
  // expected-error @+1 {{'spirv.SpecConstantOperation' op expected exactly 2 nested ops}}
  %0 = "spirv.SpecConstantOperation"() ({
    %c = spirv.Constant 1 : i32
    %1 = spirv.IAdd %c, %c : i32
    spirv.mlir.yield %1 : i32
  }) : () -> i32
  return
}

// -----

func.func @spec_op_enclosed(%p : !spirv.ptr<i32, Function>) {
  // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid enclosed op}}
  %0 = "spirv.SpecConstantOperation"() ({
    %1 = spirv.Load "Function" %p : i32
    spirv.mlir.yield %1 : i32
  }) : () -> i32
  return
}

// -----

func.func @spec_op_operand() {
  %a = arith.constant 1 : i32
  // expected-error @+1 {{'spirv.SpecConstantOperation' op invalid operand, must be defined by a constant operation}}
  %0 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!siarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!sirect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>

func.func @operands_missing_attr(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = "spirv.ImageSampleImplicitLod"(%si, %c, %l) : (!si2d, vector<2xf32>, f32) -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @lod_and_grad(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{it is invalid to set both the Lod and Grad bits}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Lod|Grad"], %l, %l, %l : !si2d, vector<2xf32>, f32, f32, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @bias_explicit(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{Bias is only valid with implicit-lod instructions}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Bias|Lod"], %l, %l : !si2d, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @bias_count(%si : !si2d, %c : vector<2xf32>) {
  // expected-error @+1 {{Bias operand requires 1 argument}}
  %0 = spirv.ImageSampleImplicitLod %si, %c ["Bias"] : !si2d, vector<2xf32> -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @bias_type(%si : !si2d, %c : vector<2xf32>, %b : i32) {
  // expected-error @+1 {{Bias must be a floating-point type scalar}}
  %0 = spirv.ImageSampleImplicitLod %si, %c ["Bias"], %b : !si2d, vector<2xf32>, i32 -> vector<4xf32>
  return
}

// -----

!sirect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @bias_dim(%si : !sirect, %c : vector<2xf32>, %b : f32) {
  // expected-error @+1 {{Bias must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
  %0 = spirv.ImageSampleImplicitLod %si, %c ["Bias"], %b : !sirect, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @lod_implicit(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageSampleImplicitLod %si, %c ["Lod"], %l : !si2d, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @lod_count(%si : !si2d, %c : vector<2xf32>) {
  // expected-error @+1 {{Lod operand requires 1 argument}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Lod"] : !si2d, vector<2xf32> -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @lod_sampling_type(%si : !si2d, %c : vector<2xf32>, %l : i32) {
  // expected-error @+1 {{for sampling operations, Lod must be a floating-point type scalar}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %l : !si2d, vector<2xf32>, i32 -> vector<4xf32>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, R32f>
func.func @lod_fetch(%i : !img, %c : vector<2xsi32>, %l : f32) {
  // expected-error @+1 {{Lod is only valid with explicit-lod and fetch instructions}}
  %0 = spirv.ImageFetch %i, %c ["Lod"], %l : !img, vector<2xsi32>, f32 -> vector<4xf32>
  return
}

// -----

!sirect = !spirv.sampled_image<!spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @lod_dim(%si : !sirect, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{Lod must only be used with an image type that has a dim operand of 1D, 2D, 3D, or Cube}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %l : !sirect, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32f>
func.func @grad_read(%i : !img, %c : vector<2xsi32>, %l : f32) {
  // expected-error @+1 {{Grad is only valid with explicit-lod instructions}}
  %0 = spirv.ImageRead %i, %c ["Grad"], %l, %l : !img, vector<2xsi32>, f32, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @grad_count(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{Grad operand requires 2 arguments (scalars or vectors)}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Grad"], %l : !si2d, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @grad_components(%si : !si2d, %c : vector<2xf32>, %d : vector<3xf32>) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Grad"], %d, %d : !si2d, vector<2xf32>, vector<3xf32>, vector<3xf32> -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @grad_scalar(%si : !si2d, %c : vector<2xf32>, %d : f32) {
  // expected-error @+1 {{number of components of each Grad argument must equal the number of components in coordinate, minus the array layer component, if present}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Grad"], %d, %d : !si2d, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @grad_int_vector(%si : !si2d, %c : vector<2xf32>, %d : vector<2xi32>) {
  // expected-error @+1 {{Grad arguments must be a vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Grad"], %d, %d : !si2d, vector<2xf32>, vector<2xi32>, vector<2xi32> -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @grad_mixed(%si : !si2d, %c : vector<2xf32>, %d : vector<2xf32>, %s : f32) {
  // expected-error @+1 {{Grad arguments must be a scalar or vector of floating-point type}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Grad"], %d, %s : !si2d, vector<2xf32>, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @too_many(%si : !si2d, %c : vector<2xf32>, %l : f32) {
  // expected-error @+1 {{too many image operand arguments have been provided}}
  %0 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %l, %l : !si2d, vector<2xf32>, f32, f32 -> vector<4xf32>
  return
}

// -----

!siarr = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Unknown>>
!si2d = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, R32f>
func.func @image_operands_ok(%sa : !siarr, %si : !si2d, %i : !img, %c3 : vector<3xf32>, %c : vector<2xf32>, %ic : vector<2xsi32>, %d : vector<2xf32>, %l : f32, %il : i32) {
  %0 = spirv.ImageSampleExplicitLod %sa, %c3 ["Grad"], %d, %d : !siarr, vector<3xf32>, vector<2xf32>, vector<2xf32> -> vector<4xf32>
  %1 = spirv.ImageSampleImplicitLod %si, %c ["Bias"], %l : !si2d, vector<2xf32>, f32 -> vector<4xf32>
  %2 = spirv.ImageSampleExplicitLod %si, %c ["Lod"], %l : !si2d, vector<2xf32>, f32 -> vector<4xf32>
  %4 = spirv.ImageFetch %i, %ic : !img, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

func.func @query_dim(%i : !spirv.image<i32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<i32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
  return
}

// -----

func.func @query_sampled(%i : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error @+1 {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func.func @query_components(%i : !spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error @+1 {{expected the result to have 3 component(s), but found 2 component(s)}}
  %0 = spirv.ImageQuerySize %i : !spirv.image<i32, Dim2D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func.func @query_ok(%a : !spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>, %b : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>, %c : !spirv.image<i32, Dim3D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>) {
  %0 = spirv.ImageQuerySize %a : !spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
  %1 = spirv.ImageQuerySize %b : !spirv.image<i32, Buffer, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> i32
  %2 = spirv.ImageQuerySize %c : !spirv.image<i32, Dim3D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown> -> vector<3xi32>
  return
}

// -----

func.func @coop_load_pointee(%p : !spirv.ptr<!spirv.array<4 x f32>, StorageBuffer>, %s : i32) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op Pointer must point to a scalar or vector type but provided '!spirv.array<4 x f32>'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<!spirv.array<4 x f32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @coop_load_available(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op not compatible with memory operand 'MakePointerAvailable'}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <MakePointerAvailable> : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @coop_store_visible(%p : !spirv.ptr<f32, StorageBuffer>, %m : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %s : i32) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op not compatible with memory operand 'MakePointerVisible'}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <MakePointerVisible> : !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, i32
  return
}

// -----

func.func @coop_load_aligned(%p : !spirv.ptr<f32, StorageBuffer>, %s : i32) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixLoad' op missing value for the 'Aligned' memory operand}}
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Aligned> : !spirv.ptr<f32, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @coop_store_alignment(%p : !spirv.ptr<f32, StorageBuffer>, %m : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %s : i32) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixStore' op found alignment attribute for non-'Aligned' memory operand}}
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <RowMajor>, <Volatile>, 16 : !spirv.ptr<f32, StorageBuffer>, !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, i32
  return
}

// -----

func.func @coop_access_ok(%p : !spirv.ptr<vector<4xf32>, StorageBuffer>, %m : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %s : i32) {
  %0 = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor>, <Aligned>, 16 : !spirv.ptr<vector<4xf32>, StorageBuffer>, i32 -> !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>
  spirv.KHR.CooperativeMatrixStore %p, %m, %s, <ColumnMajor>, <Volatile> : !spirv.ptr<vector<4xf32>, StorageBuffer>, !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, i32
  return
}

// -----

func.func @muladd_use(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixB>, %b : !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #0 must be of use 'MatrixA'}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixB>, !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_use_c(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixA>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op operand #2 must be of use 'MatrixAcc'}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @muladd_scope(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf32, Workgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix scope mismatch}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf32, Workgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_m(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'M'}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<4x4xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_n(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'N'}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x8xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_k(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op matrix size mismatch on dimension 'K'}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<8x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_operands(%a : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>) {
  // expected-error @+1 {{'spirv.KHR.CooperativeMatrixMulAdd' op Matrix Operands require all matrix element types to be Integer Types}}
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned> : !spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xf32, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xf32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @muladd_ok(%a : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, %b : !spirv.coopmatrix<16x4xi8, Subgroup, MatrixB>, %c : !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>) {
  %0 = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c, <ASigned | BSigned> : !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>, !spirv.coopmatrix<16x4xi8, Subgroup, MatrixB> -> !spirv.coopmatrix<8x4xi32, Subgroup, MatrixAcc>
  return
}

// -----

func.func @dot_format_missing(%a : i32) {
  // expected-error @+1 {{'spirv.SDot' op requires Packed Vector Format attribute for integer vector operands}}
  %0 = spirv.SDot %a, %a : i32 -> i32
  return
}

// -----

func.func @dot_format_width(%a : i16) {
  // expected-error @+1 {{'spirv.UDot' op with specified Packed Vector Format (PackedVectorFormat4x8Bit) requires integer vector operands to be 32-bits wide}}
  %0 = spirv.UDot %a, %a, <PackedVectorFormat4x8Bit> : i16 -> i32
  return
}

// -----

func.func @dot_format_vector(%a : vector<4xi8>) {
  // expected-error @+1 {{'spirv.SUDot' op with invalid format attribute for vector operands of type 'vector<4xi8>'}}
  %0 = spirv.SUDot %a, %a, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32
  return
}

// -----

func.func @dot_width(%a : vector<4xi16>) {
  // expected-error @+1 {{'spirv.SDot' op result type has insufficient bit-width (32 bits) for the specified vector operand type (64 bits)}}
  %0 = spirv.SDot %a, %a : vector<4xi16> -> i32
  return
}

// -----

func.func @dot_acc_width(%a : vector<4xi16>, %acc : i32) {
  // expected-error @+1 {{'spirv.UDotAccSat' op result type has insufficient bit-width (32 bits) for the specified vector operand type (64 bits)}}
  %0 = spirv.UDotAccSat %a, %a, %acc : vector<4xi16> -> i32
  return
}

// -----

func.func @dot_acc_format(%a : i32, %acc : i32) {
  // expected-error @+1 {{'spirv.SDotAccSat' op requires Packed Vector Format attribute for integer vector operands}}
  %0 = spirv.SDotAccSat %a, %a, %acc : i32 -> i32
  return
}

// -----

func.func @dot_acc_vector_format(%a : vector<4xi8>, %acc : i32) {
  // expected-error @+1 {{'spirv.SUDotAccSat' op with invalid format attribute for vector operands of type 'vector<4xi8>'}}
  %0 = spirv.SUDotAccSat %a, %a, %acc, <PackedVectorFormat4x8Bit> : vector<4xi8> -> i32
  return
}

// -----

func.func @dot_ok(%a : i32, %v : vector<4xi8>, %w : vector<4xi16>, %acc : i64) {
  %0 = spirv.SDot %a, %a, <PackedVectorFormat4x8Bit> : i32 -> i32
  %1 = spirv.UDot %v, %v : vector<4xi8> -> i32
  %2 = spirv.SUDotAccSat %w, %w, %acc : vector<4xi16> -> i64
  return
}

// -----

func.func @mesh_payload(%x : i32, %p : !spirv.ptr<i32, Workgroup>) {
  // expected-error @+1 {{'spirv.EXT.EmitMeshTasks' op payload must be a variable with a storage class of TaskPayloadWorkgroupEXT}}
  spirv.EXT.EmitMeshTasks %x, %x, %x, %p : i32, i32, i32, !spirv.ptr<i32, Workgroup>
}

// -----

func.func @mesh_ok(%x : i32, %p : !spirv.ptr<i32, TaskPayloadWorkgroupEXT>) {
  spirv.EXT.EmitMeshTasks %x, %x, %x, %p : i32, i32, i32, !spirv.ptr<i32, TaskPayloadWorkgroupEXT>
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.ARM.Graph @outputs_count(%arg0: !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> {
    // expected-error @+1 {{'spirv.ARM.GraphOutputs' op is returning 2 value(s) but enclosing spirv.ARM.Graph requires 1 result(s)}}
    "spirv.ARM.GraphOutputs"(%arg0, %arg0) : (!spirv.arm.tensor<14x19xi16>, !spirv.arm.tensor<14x19xi16>) -> ()
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  spirv.ARM.Graph @outputs_type(%arg0: !spirv.arm.tensor<14x19xi16>, %arg1: !spirv.arm.tensor<14x19xi8>) -> !spirv.arm.tensor<14x19xi16> {
    // expected-error @+1 {{type of return operand 0 ('!spirv.arm.tensor<14x19xi8>') doesn't match graph result type ('!spirv.arm.tensor<14x19xi16>')}}
    spirv.ARM.GraphOutputs %arg1 : !spirv.arm.tensor<14x19xi8>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op there should be at least one result}}
  spirv.ARM.Graph @no_result(%arg0: !spirv.arm.tensor<14x19xi16>) -> () {
    "spirv.ARM.GraphOutputs"() : () -> ()
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op type of argument #1 must be a TensorArmType, but got 'i32'}}
  spirv.ARM.Graph @arg_type(%arg0: !spirv.arm.tensor<14x19xi16>, %arg1: i32) -> !spirv.arm.tensor<14x19xi16> {
    spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>
  }
}

// -----

spirv.module Logical Vulkan requires #spirv.vce<v1.0, [VulkanMemoryModel, Shader, Int8, TensorsARM, GraphARM], [SPV_ARM_tensors, SPV_ARM_graph, SPV_KHR_vulkan_memory_model]> {
  // expected-error @+1 {{'spirv.ARM.Graph' op type of result #0 must be a TensorArmType, but got 'i32'}}
  spirv.ARM.Graph @res_type(%arg0: !spirv.arm.tensor<14x19xi16>) -> i32 {
    %0 = spirv.Constant 1 : i32
    "spirv.ARM.GraphOutputs"(%0) : (i32) -> ()
  }
}

// -----

func.func @atomic_iadd_value(%ptr : !spirv.ptr<i32, StorageBuffer>, %v : i64) {
  // expected-error @+1 {{'spirv.AtomicIAdd' op failed to verify that `value` type matches pointee type of `pointer`}}
  %0 = "spirv.AtomicIAdd"(%ptr, %v) <{memory_scope = #spirv.scope<Device>, semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i64) -> i64
  return
}

// -----

func.func @atomic_cmpxchg_result(%ptr : !spirv.ptr<i32, StorageBuffer>, %v : i32) {
  // expected-error @+1 {{'spirv.AtomicCompareExchange' op failed to verify that `result` type matches pointee type of `pointer`}}
  %0 = "spirv.AtomicCompareExchange"(%ptr, %v, %v) <{memory_scope = #spirv.scope<Device>, equal_semantics = #spirv.memory_semantics<None>, unequal_semantics = #spirv.memory_semantics<None>}> : (!spirv.ptr<i32, StorageBuffer>, i32, i32) -> i64
  return
}

// -----

func.func @image_result(%si : !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>, %c : vector<2xf32>) {
  // expected-error @+1 {{'spirv.Image' op failed to verify that type of 'result' matches image type of 'sampled_image'}}
  %0 = "spirv.Image"(%si) : (!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>) -> !spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, R32f>
func.func @read_sampled(%i : !img, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the sampled operand of the underlying image must be SamplerUnknown or NoSampler}}
  %0 = spirv.ImageRead %i, %c : !img, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, R32f>
func.func @read_elem(%i : !img, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageRead' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageRead %i, %c : !img, vector<2xsi32> -> vector<4xi32>
  return
}

// -----

!img = !spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, R32f>
func.func @fetch_dim(%i : !img, %c : vector<2xsi32>) {
  // expected-error @+1 {{'spirv.ImageFetch' op failed to verify that the Dim operand of the underlying image must not be Cube}}
  %0 = spirv.ImageFetch %i, %c : !img, vector<2xsi32> -> vector<4xf32>
  return
}

// -----

!si = !spirv.sampled_image<!spirv.image<f32, Dim3D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @gather_dim(%si : !si, %c : vector<2xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the Dim operand of the underlying image must be Dim2D or Cube or Rect}}
  %0 = spirv.ImageDrefGather %si, %c, %d : !si, vector<2xf32>, f32 -> vector<4xf32>
  return
}

// -----

!si = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>>
func.func @sample_ms(%si : !si, %c : vector<2xf32>) {
  // expected-error @+1 {{'spirv.ImageSampleImplicitLod' op failed to verify that the MS operand of the underlying image type must be SingleSampled}}
  %0 = spirv.ImageSampleImplicitLod %si, %c : !si, vector<2xf32> -> vector<4xf32>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>
func.func @write_texel(%i : !img, %c : vector<2xsi32>, %t : vector<4xi32>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the texel component type must match the image sampled type}}
  spirv.ImageWrite %i, %c, %t : !img, vector<2xsi32>, vector<4xi32>
  return
}

// -----

!img = !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>
func.func @write_dim(%i : !img, %c : vector<2xsi32>, %t : vector<4xf32>) {
  // expected-error @+1 {{'spirv.ImageWrite' op failed to verify that the Dim operand of the underlying image must not be SubpassData}}
  spirv.ImageWrite %i, %c, %t : !img, vector<2xsi32>, vector<4xf32>
  return
}

// -----

!si = !spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @gather_elem(%si : !si, %c : vector<2xf32>, %d : f32) {
  // expected-error @+1 {{'spirv.ImageDrefGather' op failed to verify that the result component type must match the image sampled type}}
  %0 = spirv.ImageDrefGather %si, %c, %d : !si, vector<2xf32>, f32 -> vector<4xi32>
  return
}

// -----

!img = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Rgba16>
!img2 = !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Rgba16>
!si = !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>>
func.func @image_traits_ok(%i : !img, %i2 : !img2, %si : !si, %c : vector<2xsi32>, %fc : vector<3xf32>, %t : vector<4xf32>, %d : f32) {
  spirv.ImageWrite %i, %c, %t : !img, vector<2xsi32>, vector<4xf32>
  %0 = spirv.ImageRead %i2, %c : !img2, vector<2xsi32> -> vector<4xf32>
  %1 = spirv.ImageDrefGather %si, %fc, %d : !si, vector<3xf32>, f32 -> vector<4xf32>
  %2 = spirv.ImageSampleImplicitLod %si, %fc : !si, vector<3xf32> -> vector<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{ArrayStride must be greater than zero}}
  %0 = "test.op"() : () -> !spirv.array<4 x f32, stride=0>
  return
}

// -----

func.func @f() {
  // expected-error @below {{arm.tensor shape dimensions must be either fully dynamic or completed shaped}}
  %0 = "test.op"() : () -> !spirv.arm.tensor<?x4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{arm.tensors do not support rank zero}}
  %0 = "test.op"() : () -> !spirv.arm.tensor<f32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{arm.tensors do not support zero dimensions}}
  %0 = "test.op"() : () -> !spirv.arm.tensor<0x4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{cannot use 'tensor<4xf32>' to compose SPIR-V types}}
  %0 = "test.op"() : () -> !spirv.array<4 x tensor<4xf32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected 'stride'}}
  %0 = "test.op"() : () -> !spirv.array<4 x f32, strid=4>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected 'x' in dimension list}}
  %0 = "test.op"() : () -> !spirv.arm.tensor<4 4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected array length greater than 0}}
  %0 = "test.op"() : () -> !spirv.array<0 x f32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected integer value}}
  %0 = "test.op"() : () -> !spirv.array<4 x f32, stride=a>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected row and column count}}
  %0 = "test.op"() : () -> !spirv.coopmatrix<8xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected single integer for array element count}}
  %0 = "test.op"() : () -> !spirv.array<4x4 x f32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected single unsigned integer for number of columns}}
  %0 = "test.op"() : () -> !spirv.matrix<4x4 x vector<4xf32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{expected static shape}}
  %0 = "test.op"() : () -> !spirv.coopmatrix<?x8xf32, Subgroup, MatrixA>
  return
}

// -----

func.func @f() {
  // expected-error @below {{identifier already used for an enclosing struct}}
  %0 = "test.op"() : () -> !spirv.struct<s, (!spirv.struct<s, (f32)>)>
  return
}

// -----

func.func @f() {
  // expected-error @below {{integer value too large}}
  %0 = "test.op"() : () -> !spirv.array<4 x f32, stride=99999999999999999999>
  return
}

// -----

func.func @f() {
  // expected-error @below {{matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 8}}
  %0 = "test.op"() : () -> !spirv.matrix<4 x vector<8xf32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{matrix columns' elements must be of Float type, got 'i32'}}
  %0 = "test.op"() : () -> !spirv.matrix<4 x vector<4xi32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{matrix is expected to have 2, 3, or 4 columns}}
  %0 = "test.op"() : () -> !spirv.matrix<5 x vector<4xf32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{matrix must be composed using vector type, got 'f32'}}
  %0 = "test.op"() : () -> !spirv.matrix<4 x f32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{offset specification must be given for all members}}
  %0 = "test.op"() : () -> !spirv.struct<(f32 [0], f32)>
  return
}

// -----

func.func @f() {
  // expected-error @below {{only 1-D vector allowed but found 'vector<4x4xf32>'}}
  %0 = "test.op"() : () -> !spirv.array<4 x vector<4x4xf32>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{only 1/8/16/32/64-bit integer type allowed but found 'i7'}}
  %0 = "test.op"() : () -> !spirv.array<4 x i7>
  return
}

// -----

func.func @f() {
  // expected-error @below {{recursive struct reference not nested in struct definition}}
  %0 = "test.op"() : () -> !spirv.struct<s>
  return
}

// -----

func.func @f() {
  // expected-error @below {{sampled image Dim must not be SubpassData or Buffer, got Buffer}}
  %0 = "test.op"() : () -> !spirv.sampled_image<!spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>
  return
}

// -----

func.func @f() {
  // expected-error @below {{sampled image must be composed using image type, got 'f32'}}
  %0 = "test.op"() : () -> !spirv.sampled_image<f32>
  return
}

// -----

func.func @f() {
  // expected-error @below {{unknown SPIR-V type: foo}}
  %0 = "test.op"() : () -> !spirv.foo
  return
}

// -----

func.func @f() {
  // expected-error @below {{vector length has to be less than or equal to 4 but found 8}}
  %0 = "test.op"() : () -> !spirv.array<4 x vector<8xf32>>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = spirv.GL.Fma(%a, %a) : (f32, f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @below {{expected function type}}
  %0 = spirv.GL.Fma(%a, %a, %a) : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{number of operands and types do not match: got 3 operands and 2 types}}
  %0 = spirv.IAddCarry %a, %a, %a : !spirv.struct<(i32, i32)>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{expected spirv.struct type with two members}}
  %0 = spirv.IAddCarry %a, %a : !spirv.struct<(i32)>
  return
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @below {{expected spirv.ptr type}}
  spirv.GlobalVariable @v : i32
}

// -----

func.func @f() {
  // expected-error @below {{expected valid keyword}}
  %0 = "test.op"() : () -> !spirv.image<f32, 1, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>
  return
}

// -----

// A type where a struct member or an element type goes: parseType's error
// just after the previous token.
func.func @struct_member_missing() {
  // expected-error @below {{expected non-function type}}
  %0 = "test.x"() : () -> !spirv.struct<(f32, )>
  return
}

// -----

func.func @array_element_missing() {
  // expected-error @below {{expected non-function type}}
  %0 = "test.x"() : () -> !spirv.array<4 x >
  return
}

// -----

func.func @struct_after_empty_parens() {
  // expected-error @below {{expected non-function type}}
  %0 = "test.x"() : () -> !spirv.struct<() -> f32>
  return
}

// -----

// After `()` without `>`, members are read all the same.
func.func @struct_member_after_empty_parens() {
  // expected-error @below {{expected ')'}}
  %0 = "test.x"() : () -> !spirv.struct<() f32>
  return
}

// -----

// What follows the type in !spirv<...> is ignored: this is
// !spirv.rtarray<i32>.
func.func @opaque_form_trailing() {
  %0 = "test.x"() : () -> !spirv<rtarray<i32> 5>
  "test.use"(%0) : (!spirv.rtarray<i32>) -> ()
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @entry() "None" {
    spirv.Return
  }
  // expected-error @below {{invalid kind of attribute specified}}
  spirv.EntryPoint "GLCompute" @entry, @a::@b
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @entry() "None" {
    spirv.Return
  }
  // expected-error @below {{expected symbol reference for interface specification instead of '@a::@b}}
  "spirv.EntryPoint"() <{execution_model = #spirv.execution_model<GLCompute>, fn = @entry, interface = [@a::@b]}> : () -> ()
}
