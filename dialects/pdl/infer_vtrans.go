package pdl

// inferTypeOps are the ops of the dialects mlir-opt 22 registers that
// implement InferTypeOpInterface (by hand or as ODS adds it), as
// mlir-opt 22 tells them: each op created in a pdl.rewrite with one
// result type no matcher constrains, the op's dialect loaded; those
// it rejects ("result type #0 was not constrained") do not implement it.
var inferTypeOps = setOf(`
affine.apply affine.linearize_index affine.max affine.min
amdgpu.dpp amdgpu.fat_raw_buffer_cast amdgpu.make_dma_descriptor
amdgpu.make_gather_dma_descriptor amdgpu.mfma amdgpu.permlane_swap
amdgpu.raw_buffer_atomic_cmpswap amdgpu.scaled_mfma amdgpu.scaled_wmma
amdgpu.sparse_mfma amdgpu.swizzle_bitmode amdgpu.wmma
arith.addf arith.addi arith.andi arith.ceildivsi arith.ceildivui arith.cmpf
arith.cmpi arith.constant arith.divf arith.divsi arith.divui
arith.floordivsi arith.maximumf arith.maxnumf arith.maxsi arith.maxui
arith.minimumf arith.minnumf arith.minsi arith.minui arith.mulf arith.muli
arith.mulsi_extended arith.mului_extended arith.negf arith.ori arith.remf
arith.remsi arith.remui arith.select arith.shli arith.shrsi arith.shrui
arith.subf arith.subi arith.xori
arm_sme.copy_tile arm_sme.extract_tile_slice arm_sme.insert_tile_slice
arm_sme.load_tile_slice arm_sme.outerproduct arm_sme.streaming_vl
async.add_to_group async.coro.begin async.coro.id async.coro.save
async.create_group async.runtime.add_to_group async.runtime.create_group
async.runtime.is_error async.runtime.load async.runtime.num_worker_threads
bufferization.dealloc
complex.abs complex.add complex.angle complex.atan2 complex.conj complex.cos
complex.div complex.eq complex.exp complex.expm1 complex.im complex.log
complex.log1p complex.mul complex.neg complex.neq complex.pow complex.powi
complex.re complex.rsqrt complex.sign complex.sin complex.sqrt complex.sub
complex.tan complex.tanh
gpu.all_reduce gpu.block_dim gpu.block_id gpu.cluster_block_id
gpu.cluster_dim gpu.cluster_dim_blocks gpu.cluster_id gpu.global_id
gpu.grid_dim gpu.lane_id gpu.num_subgroups gpu.rotate gpu.shuffle
gpu.subgroup_broadcast gpu.subgroup_id gpu.subgroup_mma_compute
gpu.subgroup_mma_extract_thread_local gpu.subgroup_reduce gpu.subgroup_size
gpu.thread_id
index.add index.and index.bool.constant index.ceildivs index.ceildivu
index.cmp index.constant index.divs index.divu index.floordivs index.maxs
index.maxu index.mins index.minu index.mul index.or index.rems index.remu
index.shl index.shrs index.shru index.sizeof index.sub index.xor
irdl.any irdl.base irdl.c_pred irdl.is irdl.parametric irdl.region
linalg.index linalg.pack linalg.unpack
llvm.add llvm.and llvm.ashr llvm.atomicrmw llvm.cmpxchg llvm.extractelement
llvm.fadd llvm.fcmp llvm.fdiv llvm.fmul llvm.fneg llvm.freeze llvm.frem
llvm.fsub llvm.icmp llvm.insertelement llvm.insertvalue llvm.intr.acos
llvm.intr.annotation llvm.intr.asin llvm.intr.atan llvm.intr.atan2
llvm.intr.bitreverse llvm.intr.bswap llvm.intr.ceil llvm.intr.copysign
llvm.intr.cos llvm.intr.cosh llvm.intr.ctlz llvm.intr.ctpop llvm.intr.cttz
llvm.intr.exp llvm.intr.exp10 llvm.intr.exp2 llvm.intr.expect
llvm.intr.expect.with.probability llvm.intr.fabs llvm.intr.floor
llvm.intr.fma llvm.intr.fmuladd llvm.intr.fshl llvm.intr.fshr
llvm.intr.invariant.start llvm.intr.is.constant
llvm.intr.launder.invariant.group llvm.intr.log llvm.intr.log10
llvm.intr.log2 llvm.intr.maximum llvm.intr.maxnum llvm.intr.minimum
llvm.intr.minnum llvm.intr.nearbyint llvm.intr.pow llvm.intr.ptr.annotation
llvm.intr.ptrmask llvm.intr.rint llvm.intr.round llvm.intr.roundeven
llvm.intr.sadd.sat llvm.intr.sin llvm.intr.sinh llvm.intr.smax
llvm.intr.smin llvm.intr.sqrt llvm.intr.ssa.copy llvm.intr.sshl.sat
llvm.intr.ssub.sat llvm.intr.strip.invariant.group llvm.intr.tan
llvm.intr.tanh llvm.intr.trunc llvm.intr.uadd.sat llvm.intr.umax
llvm.intr.umin llvm.intr.ushl.sat llvm.intr.usub.sat llvm.intr.vector.insert
llvm.lshr llvm.mlir.none llvm.mul llvm.or llvm.sdiv llvm.select llvm.shl
llvm.srem llvm.sub llvm.udiv llvm.urem llvm.xor
math.absf math.absi math.acos math.acosh math.asin math.asinh math.atan
math.atan2 math.atanh math.cbrt math.ceil math.clampf math.copysign math.cos
math.cosh math.ctlz math.ctpop math.cttz math.erf math.erfc math.exp
math.exp2 math.expm1 math.floor math.fma math.fpowi math.ipowi math.isfinite
math.isinf math.isnan math.isnormal math.log math.log10 math.log1p math.log2
math.powf math.round math.roundeven math.rsqrt math.sin math.sincos
math.sinh math.sqrt math.tan math.tanh math.trunc
memref.assume_alignment memref.atomic_rmw memref.dim memref.distinct_objects
memref.extract_aligned_pointer_as_index memref.extract_strided_metadata
memref.generic_atomic_rmw memref.load memref.rank
nvgpu.device_async_copy nvgpu.device_async_create_group
nvgpu.mbarrier.arrive nvgpu.mbarrier.arrive.nocomplete
nvgpu.mbarrier.test.wait nvgpu.rcp
ptr.constant ptr.gather ptr.get_metadata ptr.masked_load ptr.ptr_add
scf.if
shape.add shape.assuming_all shape.const_shape shape.const_size
shape.const_witness shape.cstr_broadcastable shape.cstr_eq
shape.cstr_require shape.dim shape.div shape.from_extent_tensor
shape.from_extents shape.get_extent shape.index_to_size
shape.is_broadcastable shape.max shape.meet shape.min shape.mul
shape.num_elements shape.rank shape.shape_eq shape.shape_of
shape.size_to_index shape.with_shape
shard.get_sharding shard.neighbors_linear_indices shard.process_linear_index
shard.shard shard.sharding
smt.and smt.apply_func smt.array.select smt.array.store smt.bv.add
smt.bv.and smt.bv.ashr smt.bv.cmp smt.bv.concat smt.bv.constant smt.bv.lshr
smt.bv.mul smt.bv.neg smt.bv.not smt.bv.or smt.bv.sdiv smt.bv.shl
smt.bv.smod smt.bv.srem smt.bv.udiv smt.bv.urem smt.bv.xor smt.bv2int
smt.constant smt.distinct smt.eq smt.exists smt.forall smt.implies
smt.int.abs smt.int.add smt.int.cmp smt.int.constant smt.int.div smt.int.mod
smt.int.mul smt.int.sub smt.ite smt.not smt.or smt.xor
sparse_tensor.compress sparse_tensor.coordinates
sparse_tensor.coordinates_buffer sparse_tensor.extract_iteration_space
sparse_tensor.extract_value sparse_tensor.has_runtime_library
sparse_tensor.load sparse_tensor.lvl sparse_tensor.number_of_entries
sparse_tensor.positions sparse_tensor.push_back sparse_tensor.reduce
sparse_tensor.select sparse_tensor.slice.offset sparse_tensor.slice.stride
sparse_tensor.storage_specifier.get sparse_tensor.storage_specifier.set
sparse_tensor.values
spirv.AtomicAnd spirv.AtomicCompareExchange spirv.AtomicCompareExchangeWeak
spirv.AtomicExchange spirv.AtomicIAdd spirv.AtomicIDecrement
spirv.AtomicIIncrement spirv.AtomicISub spirv.AtomicOr spirv.AtomicSMax
spirv.AtomicSMin spirv.AtomicUMax spirv.AtomicUMin spirv.AtomicXor
spirv.BitCount spirv.BitFieldInsert spirv.BitFieldSExtract
spirv.BitFieldUExtract spirv.BitReverse spirv.BitwiseAnd spirv.BitwiseOr
spirv.BitwiseXor spirv.CL.acos spirv.CL.acosh spirv.CL.asin spirv.CL.asinh
spirv.CL.atan spirv.CL.atan2 spirv.CL.atanh spirv.CL.ceil spirv.CL.cos
spirv.CL.cosh spirv.CL.erf spirv.CL.exp spirv.CL.fabs spirv.CL.floor
spirv.CL.fma spirv.CL.fmax spirv.CL.fmin spirv.CL.log spirv.CL.mix
spirv.CL.pow spirv.CL.rint spirv.CL.round spirv.CL.rsqrt spirv.CL.s_abs
spirv.CL.s_max spirv.CL.s_min spirv.CL.sin spirv.CL.sinh spirv.CL.sqrt
spirv.CL.tan spirv.CL.tanh spirv.CL.u_max spirv.CL.u_min
spirv.EXT.AtomicFAdd spirv.FAdd spirv.FDiv spirv.FMod spirv.FMul
spirv.FNegate spirv.FOrdEqual spirv.FOrdGreaterThan
spirv.FOrdGreaterThanEqual spirv.FOrdLessThan spirv.FOrdLessThanEqual
spirv.FOrdNotEqual spirv.FRem spirv.FSub spirv.FUnordEqual
spirv.FUnordGreaterThan spirv.FUnordGreaterThanEqual spirv.FUnordLessThan
spirv.FUnordLessThanEqual spirv.FUnordNotEqual spirv.GL.Acos spirv.GL.Acosh
spirv.GL.Asin spirv.GL.Asinh spirv.GL.Atan spirv.GL.Atanh spirv.GL.Ceil
spirv.GL.Cos spirv.GL.Cosh spirv.GL.Cross spirv.GL.Distance spirv.GL.Exp
spirv.GL.Exp2 spirv.GL.FAbs spirv.GL.FMax spirv.GL.FMin spirv.GL.FMix
spirv.GL.FSign spirv.GL.FindILsb spirv.GL.FindSMsb spirv.GL.FindUMsb
spirv.GL.Floor spirv.GL.Fract spirv.GL.InverseSqrt spirv.GL.Ldexp
spirv.GL.Length spirv.GL.Log spirv.GL.Log2 spirv.GL.Normalize
spirv.GL.PackHalf2x16 spirv.GL.PackSnorm4x8 spirv.GL.Pow spirv.GL.Reflect
spirv.GL.Round spirv.GL.RoundEven spirv.GL.SAbs spirv.GL.SMax spirv.GL.SMin
spirv.GL.SSign spirv.GL.Sin spirv.GL.Sinh spirv.GL.Sqrt spirv.GL.Tan
spirv.GL.Tanh spirv.GL.UMax spirv.GL.UMin spirv.GroupBroadcast
spirv.GroupFAdd spirv.GroupFMax spirv.GroupFMin spirv.GroupIAdd
spirv.GroupNonUniformAll spirv.GroupNonUniformAllEqual
spirv.GroupNonUniformAny spirv.GroupNonUniformBroadcast
spirv.GroupNonUniformElect spirv.GroupNonUniformQuadSwap
spirv.GroupNonUniformRotateKHR spirv.GroupNonUniformShuffle
spirv.GroupNonUniformShuffleDown spirv.GroupNonUniformShuffleUp
spirv.GroupNonUniformShuffleXor spirv.GroupSMax spirv.GroupSMin
spirv.GroupUMax spirv.GroupUMin spirv.IAdd spirv.IEqual spirv.IMul
spirv.INotEqual spirv.ISub spirv.Image spirv.ImageSampleProjDrefImplicitLod
spirv.IsFinite spirv.IsInf spirv.IsNan spirv.KHR.CooperativeMatrixLength
spirv.KHR.CooperativeMatrixMulAdd spirv.KHR.GroupFMul spirv.KHR.GroupIMul
spirv.LogicalAnd spirv.LogicalEqual spirv.LogicalNot spirv.LogicalNotEqual
spirv.LogicalOr spirv.MatrixTimesScalar spirv.Not spirv.Ordered spirv.SDiv
spirv.SDotAccSat spirv.SGreaterThan spirv.SGreaterThanEqual spirv.SLessThan
spirv.SLessThanEqual spirv.SMod spirv.SNegate spirv.SRem spirv.SUDotAccSat
spirv.Select spirv.ShiftLeftLogical spirv.ShiftRightArithmetic
spirv.ShiftRightLogical spirv.UDiv spirv.UDotAccSat spirv.UGreaterThan
spirv.UGreaterThanEqual spirv.ULessThan spirv.ULessThanEqual spirv.UMod
spirv.Unordered spirv.VectorExtractDynamic spirv.VectorInsertDynamic
tensor.dim tensor.extract tensor.insert tensor.insert_slice tensor.rank
tosa.concat tosa.equal tosa.reduce_all tosa.reduce_any tosa.reduce_max
tosa.reduce_min tosa.reduce_product tosa.reduce_sum tosa.reshape
transform.structured.bufferize_to_allocation
transform.structured.promote_tensor
vector.deinterleave vector.extract vector.fma vector.insert
vector.insert_strided_slice vector.interleave vector.multi_reduction
vector.scalable.insert vector.scan vector.shuffle vector.to_elements
vector.vscale
wasmssa.abs wasmssa.add wasmssa.and wasmssa.ceil wasmssa.clz wasmssa.const
wasmssa.copysign wasmssa.ctz wasmssa.div wasmssa.div_si wasmssa.div_ui
wasmssa.eq wasmssa.eqz wasmssa.extend wasmssa.extend_i32_s
wasmssa.extend_i32_u wasmssa.floor wasmssa.ge wasmssa.ge_si wasmssa.ge_ui
wasmssa.gt wasmssa.gt_si wasmssa.gt_ui wasmssa.le wasmssa.le_si
wasmssa.le_ui wasmssa.local wasmssa.local_get wasmssa.local_tee wasmssa.lt
wasmssa.lt_si wasmssa.lt_ui wasmssa.max wasmssa.min wasmssa.mul wasmssa.ne
wasmssa.neg wasmssa.or wasmssa.popcnt wasmssa.rem_si wasmssa.rem_ui
wasmssa.rotl wasmssa.rotr wasmssa.shl wasmssa.shr_s wasmssa.shr_u
wasmssa.sqrt wasmssa.sub wasmssa.trunc wasmssa.xor
x86vector.avx.dot.i8 x86vector.avx.intr.dot x86vector.avx.rsqrt
x86vector.avx512.dot x86vector.avx512.mask.compress
x86vector.avx512.mask.rndscale x86vector.avx512.mask.scalef
x86vector.avx512.vp2intersect
`)
