// nvvm: the ops' own verifiers (NVVMDialect.cpp).

llvm.func @case0(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{"return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @case1(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1, i1)>
  llvm.return
}

// -----

llvm.func @case2(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case3(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{expected second element in the returned struct to be of type 'i1' but got 'i8' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i8)>
  llvm.return
}

// -----

llvm.func @case4(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync up %m, %v, %i, %i {return_value_and_is_valid} : f32 -> f32
  llvm.return
}

// -----

llvm.func @case5(%m: i32, %v: f32, %i: i32) {
  // expected-error @below {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync idx %m, %v, %i, %i : f32 -> i32
  llvm.return
}

// -----

llvm.func @case6(%m: i32, %v: f32, %i: i32) {
  %0 = nvvm.shfl.sync down %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %1 = nvvm.shfl.sync down %m, %i, %i, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @case7(%m: i32, %p: i1) {
  // expected-error @below {{vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  llvm.return
}

// -----

llvm.func @case8(%m: i32, %p: i1) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync any %m, %p -> i32
  llvm.return
}

// -----

llvm.func @case9(%m: i32, %p: i1) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync uni %m, %p -> i32
  llvm.return
}

// -----

llvm.func @case10(%m: i32, %i: i32) {
  // expected-error @below {{match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %m, %i : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case11(%m: i32, %i: i32) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @case12(%m: i32, %i: i32) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %i : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case13(%m: i32, %i: i32) {
  %0 = nvvm.match.sync all %m, %i : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case14(%m: i32, %i: i32) {
  // expected-error @below {{abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync add %i, %m {abs = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case15(%m: i32, %i: i32) {
  // expected-error @below {{nan attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync add %i, %m {nan = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case16(%m: i32, %v: f32) {
  // expected-error @below {{'umax' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %0 = nvvm.redux.sync umax %v, %m : f32 -> f32
  llvm.return
}

// -----

llvm.func @case17(%m: i32, %i: i32) {
  // expected-error @below {{'fmin' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %0 = nvvm.redux.sync fmin %i, %m : i32 -> i32
  llvm.return
}

// -----

llvm.func @case18(%m: i32, %v: f32, %i: i32) {
  %0 = nvvm.redux.sync fmax %v, %m {abs = true, nan = true} : f32 -> f32
  %1 = nvvm.redux.sync xor %i, %m {abs = false} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case19(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %s {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case20(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected element type to be b16 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case21(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 8 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case22(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected layout to be row for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case23(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case24(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1 or 2 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case25(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected layout to be col for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case26(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case27(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected shape to be 8x8, 8x16 or 16x16}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case28(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is i32}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i64
  llvm.return
}

// -----

llvm.func @case29(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 4 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case30(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 4 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case31(%s: !llvm.ptr<3>) {
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %1 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case32(%i: i32, %s: !llvm.ptr<3>) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %s, %i, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case33(%i: i32, %s: !llvm.ptr<3>) {
  // expected-error @below {{expected element type to be B16 for 8x8 matrix}}
  nvvm.stmatrix %s, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @case34(%i: i32, %s: !llvm.ptr<3>) {
  // expected-error @below {{expected element type to be B8 for 16x8 matrix}}
  nvvm.stmatrix %s, %i {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @case35(%i: i32, %s: !llvm.ptr<3>) {
  // expected-error @below {{expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %s, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

llvm.func @case36(%i: i32, %s: !llvm.ptr<3>) {
  // expected-error @below {{expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %s, %i, %i, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case37(%i: i32, %s: !llvm.ptr<3>) {
  nvvm.stmatrix %s, %i, %i, %i, %i {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case38() {
  // expected-error @below {{new register size must be multiple of 8}}
  nvvm.setmaxregister increase 250
  llvm.return
}

// -----

llvm.func @case39() {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 16
  llvm.return
}

// -----

llvm.func @case40() {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 264
  llvm.return
}

// -----

llvm.func @case41() {
  nvvm.setmaxregister decrease 24
  llvm.return
}

// -----

llvm.func @case42(%i: i32) {
  // expected-error @below {{barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %i
  llvm.return
}

// -----

llvm.func @case43(%i: i32) {
  // expected-error @below {{reduction are only available when id is 0}}
  %0 = "nvvm.barrier"(%i, %i) <{reductionOp = #nvvm.reduction<and>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @case44(%i: i32) {
  // expected-error @below {{reduction are only available when id is 0}}
  %0 = "nvvm.barrier"(%i) <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @case45() {
  // expected-error @below {{reduction predicate and reduction operation must be specified together}}
  %0 = "nvvm.barrier"() <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i32
  llvm.return
}

// -----

llvm.func @case46(%i: i32) {
  nvvm.barrier id = %i number_of_threads = %i
  %0 = "nvvm.barrier"(%i) <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @case47(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @below {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %s, %g, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case48(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @below {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %s, %g, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case49(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @below {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case50(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %s, %g, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case51() {
  // expected-error @below {{only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<relaxed>}
  llvm.return
}

// -----

llvm.func @case52() {
  // expected-error @below {{tensormap proxy is not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  llvm.return
}

// -----

llvm.func @case53() {
  // expected-error @below {{generic proxy not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @case54() {
  // expected-error @below {{async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @case55() {
  // expected-error @below {{only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cta>}
  llvm.return
}

// -----

llvm.func @case56(%i: i32, %q: !llvm.ptr) {
  // expected-error @below {{uni-directional proxies only support generic for from_proxy attribute}}
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %q, %i from_proxy = #nvvm.proxy_kind<async> to_proxy = #nvvm.proxy_kind<tensormap>
  llvm.return
}

// -----

llvm.func @case57() {
  // expected-error @below {{uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> from_proxy = #nvvm.proxy_kind<generic> to_proxy = #nvvm.proxy_kind<async>
  llvm.return
}

// -----

llvm.func @case58() {
  // expected-error @below {{only acquire and release semantics are supported}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<relaxed>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case59() {
  // expected-error @below {{only generic is support for from_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case60() {
  // expected-error @below {{only async is supported for to_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @case61() {
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case62(%r: i128) {
  // expected-error @below {{is_canceled query type returns an i1}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  llvm.return
}

// -----

llvm.func @case63(%r: i128) {
  // expected-error @below {{get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i1
  llvm.return
}

// -----

llvm.func @case64(%q: !llvm.ptr) {
  // expected-error @below {{cannot specify both tensormap and cache level}}
  nvvm.prefetch level = L1, tensormap, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case65(%g: !llvm.ptr<1>) {
  // expected-error @below {{prefetch tensormap requires a generic or constant pointer}}
  nvvm.prefetch tensormap, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case66(%q: !llvm.ptr) {
  // expected-error @below {{prefetch tensormap does not support eviction priority}}
  nvvm.prefetch tensormap, evict_priority = evict_last, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case67(%c: !llvm.ptr<4>) {
  // expected-error @below {{in_param_space can only be specified for a generic pointer}}
  nvvm.prefetch tensormap in_param_space, %c : !llvm.ptr<4>
  llvm.return
}

// -----

llvm.func @case68(%c: !llvm.ptr<4>) {
  // expected-error @below {{prefetch to cache level requires a generic, global, or local pointer}}
  nvvm.prefetch level = L2, %c : !llvm.ptr<4>
  llvm.return
}

// -----

llvm.func @case69(%q: !llvm.ptr) {
  // expected-error @below {{unsupported cache level, the only supported uniform cache level is L1}}
  nvvm.prefetch level = L2 uniform, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case70(%g: !llvm.ptr<1>) {
  // expected-error @below {{prefetch to uniform cache requires a generic pointer}}
  nvvm.prefetch level = L1 uniform, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case71(%g: !llvm.ptr<1>) {
  // expected-error @below {{cache eviction priority supported only for cache level L2}}
  nvvm.prefetch level = L1, evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case72(%q: !llvm.ptr) {
  // expected-error @below {{cache eviction priority requires a global pointer}}
  nvvm.prefetch level = L2, evict_priority = evict_last, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case73(%g: !llvm.ptr<1>) {
  // expected-error @below {{unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  nvvm.prefetch level = L2, evict_priority = evict_first, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case74(%p: i1, %q: !llvm.ptr) {
  // expected-error @below {{predicate supported only on prefetch tensormap}}
  nvvm.prefetch level = L1, %q, predicate = %p : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @case75(%g: !llvm.ptr<1>) {
  // expected-error @below {{requires specification of either cache level or tensormap}}
  nvvm.prefetch evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case76(%g: !llvm.ptr<1>, %q: !llvm.ptr) {
  nvvm.prefetch level = L2, evict_priority = evict_normal, %g : !llvm.ptr<1>
  nvvm.prefetch level = L1 uniform, %q : !llvm.ptr
  nvvm.prefetch tensormap in_param_space, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @sreg_range() {
  // expected-error @below {{'nvvm.read.ptx.sreg.tid.x' op invalid range attribute: Lower == Upper, but they aren't min (0) or max (4294967295) value! This is an invalid constant range.}}
  %0 = nvvm.read.ptx.sreg.tid.x range <i32, 5, 5> : i32
  llvm.return
}

// -----

llvm.func @sreg_range_i8() {
  // expected-error @below {{invalid range attribute: Lower == Upper, but they aren't min (0) or max (255) value! This is an invalid constant range.}}
  %0 = "nvvm.read.ptx.sreg.cluster.ctarank"() <{range = #llvm.constant_range<i8, 3, 3>}> : () -> i32
  llvm.return
}

// -----

llvm.func @sreg_range_i128() {
  // expected-error @below {{invalid range attribute: Lower == Upper, but they aren't min (0) or max (340282366920938463463374607431768211455) value!}}
  %0 = nvvm.read.ptx.sreg.warpsize range <i128, 7, 7> : i32
  llvm.return
}

// -----

llvm.func @sreg_range_valid() {
  %0 = nvvm.read.ptx.sreg.laneid range <i32, 0, 0> : i32
  %1 = nvvm.read.ptx.sreg.ntid.z range <i32, -1, -1> : i32
  %2 = nvvm.read.ptx.sreg.ctaid.y range <i8, 255, 255> : i32
  %3 = nvvm.read.ptx.sreg.nwarpid range <i32, 7, 3> : i32
  %4 = nvvm.read.ptx.sreg.gridid : i64
  llvm.return
}

// -----

llvm.func @more0(%a: !llvm.ptr<3>) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive %a {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3> -> i64
  llvm.return
}

// -----

llvm.func @more1(%c: !llvm.ptr<7>) {
  // expected-error @below {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive %c : !llvm.ptr<7> -> i64
  llvm.return
}

// -----

llvm.func @more2(%c: !llvm.ptr<7>, %i: i32) {
  // expected-error @below {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive_drop %c, %i {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7> -> i64
  llvm.return
}

// -----

llvm.func @more3(%a: !llvm.ptr<3>, %i: i32) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %a, %i {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// -----

llvm.func @more4(%c: !llvm.ptr<7>, %i: i32) {
  // expected-error @below {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %c, %i : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @more5(%a: !llvm.ptr<3>, %i: i32) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.expect_tx %a, %i {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @more6(%c: !llvm.ptr<7>, %i: i32) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.complete_tx %c, %i {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<7>, i32
  llvm.return
}

// -----

llvm.func @more7(%a: !llvm.ptr<3>, %l: i64) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.test.wait %a, %l {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @more8(%a: !llvm.ptr<3>, %l: i64) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.try_wait %a, %l {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @more9(%a: !llvm.ptr<3>, %i: i32, %p: i1) {
  // expected-error @below {{mbarrier scope must be CTA when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %a, %i, predicate = %p {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32, i1
  llvm.return
}

// -----

llvm.func @more10(%c: !llvm.ptr<7>, %i: i32, %p: i1) {
  // expected-error @below {{mbarrier in shared_cluster space is not supported when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %c, %i, predicate = %p : !llvm.ptr<7>, i32, i1
  llvm.return
}

// -----

llvm.func @more11(%a: !llvm.ptr<3>, %i: i32, %p: i1) {
  // expected-error @below {{return-value is not supported when using predicate}}
  %0 = nvvm.mbarrier.arrive.expect_tx %a, %i, predicate = %p : !llvm.ptr<3>, i32, i1 -> i64
  llvm.return
}

// -----

llvm.func @more12(%a: !llvm.ptr<3>, %i: i32, %p: i1) {
  // expected-error @below {{mbarrier with relaxed semantics is not supported when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %a, %i, predicate = %p {relaxed = true} : !llvm.ptr<3>, i32, i1
  llvm.return
}

// -----

llvm.func @more13(%c: !llvm.ptr<7>, %i: i32) {
  // expected-error @below {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive.expect_tx %c, %i : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @more14(%a: !llvm.ptr<3>, %i: i32) {
  // expected-error @below {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive.expect_tx %a, %i {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// -----

llvm.func @more15(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %l: i64, %p: i1) {
  nvvm.mbarrier.arrive %c {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>
  nvvm.mbarrier.arrive.expect_tx %a, %i, predicate = %p : !llvm.ptr<3>, i32, i1
  %0 = nvvm.mbarrier.try_wait %a, %l {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @more16(%a: !llvm.ptr<3>, %g: !llvm.ptr<1>, %i: i32, %h: i16) {
  // expected-error @below {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.shared.cluster.global %a, %g, %a, %i multicast_mask = %h : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @more17(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %g: !llvm.ptr<1>, %i: i32, %h: i16) {
  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %a, %i multicast_mask = %h : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %a, %g, %a, %i : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @more18(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32, %p: i1) {
  // expected-error @below {{Inline-ptx lowering supported only for Tile mode.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i, %i, %i], predicate = %p {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more19(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32, %l: i64, %p: i1) {
  // expected-error @below {{Inline-ptx lowering unsupported with L2 cache-hint.}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i] l2_cache_hint = %l, predicate = %p : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more20(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i, %i, %i, %i, %i, %i] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more21(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i, %i] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more22(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{Scatter4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i, %i, %i, %i] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more23(%a: !llvm.ptr<3>, %d: !llvm.ptr) {
  // expected-error @below {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.reduce %d, %a, box[] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more24(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.reduce %d, %a, box[%i] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more25(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{Scatter mode unsupported for CpAsyncBulkTensorReduceOp}}
  nvvm.cp.async.bulk.tensor.reduce %d, %a, box[%i, %i, %i, %i, %i] {redKind = #nvvm.tma_redux_kind<max>, mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more26(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32, %p: i1) {
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i, %i, %i, %i, %i] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %a, box[%i], predicate = %p : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %d, %a, box[%i, %i, %i] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @more27(%d: !llvm.ptr) {
  // expected-error @below {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more28(%d: !llvm.ptr, %i: i32, %h: i16) {
  // expected-error @below {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i] im2col[%h] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more29(%d: !llvm.ptr, %i: i32) {
  // expected-error @below {{to use im2col_w_128 mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i] {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more30(%d: !llvm.ptr, %i: i32, %h: i16) {
  // expected-error @below {{im2col offsets expected 2 (provided 1)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i, %i] im2col[%h] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more31(%d: !llvm.ptr, %i: i32, %h: i16) {
  // expected-error @below {{im2col offsets expected 0 (provided 1)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i] im2col[%h] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more32(%d: !llvm.ptr, %i: i32) {
  // expected-error @below {{im2col offsets expected 2 (provided 0)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more33(%d: !llvm.ptr, %i: i32) {
  // expected-error @below {{Gather4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more34(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32, %p: i1) {
  // expected-error @below {{Predicate is supported only for shared::cluster mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i] predicate = %p {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more35(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32, %h: i16, %p: i1) {
  // expected-error @below {{Predicate is supported only for Tile and Im2col modes.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i, %i, %i] im2col[%h, %h] predicate = %p {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more36(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{Shared::cluster destination requires address-space 7.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %a, %d, %a, box[%i] : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more37(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{Shared::cta destination requires address-space 3.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i] {isCTAOnly = true} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more38(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32, %h: i16) {
  // expected-error @below {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %a, %d, %a, box[%i] multicast_mask = %h {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more39(%a: !llvm.ptr<3>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{CTAGroup is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %a, %d, %a, box[%i] {isCTAOnly = true, group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more40(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32) {
  // expected-error @below {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i, %i, %i, %i, %i, %i] : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more41(%a: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32, %h: i16, %p: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i, %i, %i] im2col[%h, %h] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %a, %d, %a, box[%i, %i, %i, %i, %i] {isCTAOnly = true, mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %a, box[%i, %i, %i] im2col[%h] predicate = %p {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @more42(%f: f32) {
  // expected-error @below {{Relu not supported with rna rounding mode.}}
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>, relu = true}
  llvm.return
}

// -----

llvm.func @more43(%f: f32) {
  // expected-error @below {{Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.}}
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rp>}
  llvm.return
}

// -----

llvm.func @more44(%f: f32) {
  // expected-error @below {{Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.}}
  %0 = nvvm.convert.f32x2.to.f6x2 %f, %f : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @more45(%f: f32) {
  // expected-error @below {{Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %0 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @more46(%f: f32) {
  // expected-error @below {{Only SATFINITE saturation mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %0 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E5M2)
  llvm.return
}

// -----

llvm.func @more47(%f: f32) {
  // expected-error @below {{Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type}}
  %0 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rn>} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @more48(%f: f32) {
  // expected-error @below {{relu not supported for conversions to 'f8E8M0FNU' type}}
  %0 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rp>, relu = true} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @more49(%f: f32) {
  // expected-error @below {{Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2}}
  %0 = nvvm.convert.f32x2.to.f8x2 %f, %f : i16 (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @more50(%v: vector<2xf16>) {
  // expected-error @below {{Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.}}
  %0 = nvvm.convert.f16x2.to.f8x2 %v : vector<2xf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @more51(%v: vector<2xbf16>) {
  // expected-error @below {{Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.}}
  %0 = nvvm.convert.bf16x2.to.f8x2 %v : vector<2xbf16> -> i16 (f8E5M2)
  llvm.return
}

// -----

llvm.func @more52(%v: vector<2xbf16>) {
  // expected-error @below {{Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.}}
  %0 = nvvm.convert.bf16x2.to.f8x2 %v {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @more53(%f: f32) {
  // expected-error @below {{Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.}}
  %0 = nvvm.convert.f32x2.to.f4x2 %f, %f : i8 (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @more54(%v: vector<2xi8>) {
  // expected-error @below {{Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.}}
  %0 = nvvm.convert.f8x2.to.f16x2 %v : vector<2xi8> (f8E8M0FNU) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @more55(%v: vector<2xi8>) {
  // expected-error @below {{Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.}}
  %0 = nvvm.convert.f8x2.to.bf16x2 %v : vector<2xi8> (f8E5M2) -> vector<2xbf16>
  llvm.return
}

// -----

llvm.func @more56(%v: vector<2xi8>) {
  // expected-error @below {{Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %0 = nvvm.convert.f6x2.to.f16x2 %v : vector<2xi8> (f8E5M2) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @more57(%v: i8) {
  // expected-error @below {{Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.}}
  %0 = nvvm.convert.f4x2.to.f16x2 %v : i8 (f6E2M3FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @more58(%v: vector<4xf32>, %i: i32) {
  // expected-error @below {{Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4.}}
  %0 = nvvm.convert.f32x4.to.f8x4 %v, %i : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @more59(%v: vector<4xf32>, %i: i32) {
  // expected-error @below {{Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4.}}
  %0 = nvvm.convert.f32x4.to.f6x4 %v, %i : vector<4xf32> -> vector<4xi8> (f8E5M2)
  llvm.return
}

// -----

llvm.func @more60(%v: vector<4xf32>, %i: i32) {
  // expected-error @below {{Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.}}
  %0 = nvvm.convert.f32x4.to.f4x4 %v, %i : vector<4xf32> -> i16 (f8E5M2)
  llvm.return
}

// -----

llvm.func @more61(%f: f32) {
  // expected-error @below {{Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to f16x2.}}
  %0 = nvvm.convert.f32x2.to.f16x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rp>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @more62(%f: f32) {
  // expected-error @below {{random_bits is required for RS rounding mode.}}
  %0 = nvvm.convert.f32x2.to.bf16x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @more63(%i: i32, %f: f32) {
  // expected-error @below {{random_bits not supported for RN and RZ rounding modes.}}
  %0 = nvvm.convert.f32x2.to.bf16x2 %f, %f, %i {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @more64(%f: f32) {
  // expected-error @below {{Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to bf16x2.}}
  %0 = nvvm.convert.f32x2.to.bf16x2 %f, %f : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @more65(%f: f32, %i: i32, %v: vector<2xi8>) {
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>}
  %1 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rp>} : i16 (f8E8M0FNU)
  %3 = nvvm.convert.f32x2.to.f16x2 %f, %f, %i {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  %4 = nvvm.convert.f6x2.to.f16x2 %v : vector<2xi8> (f6E3M2FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @more66(%d: !llvm.ptr, %l: i64) {
  // expected-error @below {{only 0 is supported for initVal, got 1}}
  nvvm.st.bulk %d, size = %l, init = 1 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @more67() {
  // expected-error @below {{either `id` or `mask` must be set}}
  nvvm.pmevent
  llvm.return
}

// -----

llvm.func @more68() {
  // expected-error @below {{`id` and `mask` cannot be set at the same time}}
  nvvm.pmevent id = 1 mask = 3
  llvm.return
}

// -----

llvm.func @more69() {
  // expected-error @below {{`id` must be between 0 and 15}}
  nvvm.pmevent id = 16
  llvm.return
}

// -----

llvm.func @more70() {
  // expected-error @below {{`id` must be between 0 and 15}}
  nvvm.pmevent id = -1
  llvm.return
}

// -----

llvm.func @more71(%i: i32) {
  // expected-error @below {{mode 'f4e' requires 'hi' operand.}}
  %0 = nvvm.prmt #nvvm.permute_mode<f4e> %i, %i : i32
  llvm.return
}

// -----

llvm.func @more72(%i: i32) {
  // expected-error @below {{mode 'ecl' does not accept 'hi' operand.}}
  %0 = nvvm.prmt #nvvm.permute_mode<ecl> %i, %i, %i : i32
  llvm.return
}

// -----

llvm.func @more73(%d: !llvm.ptr, %i: i32, %l: i64) {
  nvvm.st.bulk %d, size = %l, init = 0 : !llvm.ptr
  nvvm.pmevent id = 15
  nvvm.pmevent mask = 3
  %0 = nvvm.prmt #nvvm.permute_mode<rc16> %i, %i : i32
  %1 = nvvm.prmt #nvvm.permute_mode<default> %i, %i, %i : i32
  llvm.return
}

// -----

llvm.func @wgmma0(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f16, f32, f32)>) {
  // expected-error @below {{all elements in struct must be same type but there is 'f16'}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f16, f32, f32)> -> !llvm.struct<(f32, f16, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma1(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32)>) {
  // expected-error @below {{does not support the given output type tf32}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<tf32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32)> -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma2(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) {
  // expected-error @below {{has s32 output, scaleA and scaleB cannot be neg}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wgmma3(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32)>) {
  // expected-error @below {{s32 += f16 * f16, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<s32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wgmma4(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{f32 += tf32 * f16, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma5(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{shape 'm' must be 64}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 32, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma6(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{shape 'k' must be 16 for input type bf16}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma7(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32, f32, f32)>) {
  // expected-error @below {{has input type f16 n is set to 12, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 12, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma8(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
  // expected-error @below {{has input type u8 n is set to 40, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D[<s32>, <one>], A[<u8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wgmma9(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{given layouts layout_a = col and layout_b = col for input types e4m3 and e5m2 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <col>], B[<e5m2>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma10(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{results 8, however output struct has 4 elements}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma11(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32)>) {
  // expected-error @below {{ `satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma12(%da: i64, %db: i64, %acc: !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) {
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @wgmma_ok0(%da: i64, %db: i64, %acc: !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 48, k = 32>, D[<s32>, <one>, <satfinite>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @wgmma_ok1(%da: i64, %db: i64, %acc: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 256, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wgmma_ok2(%da: i64, %db: i64, %acc: !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) {
  %0 = nvvm.wgmma.mma_async %da, %db, %acc, #nvvm.shape<m = 64, n = 24, k = 32>, D[<f16>, <one>], A[<e5m2>, <one>, <row>], B[<e4m3>, <one>, <col>] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @tcgen05_cp_shape_128x256b(%t: !llvm.ptr<6>, %s: i64) {
  // expected-error @below {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @tcgen05_cp_shape_4x256b(%t: !llvm.ptr<6>, %s: i64) {
  // expected-error @below {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  llvm.return
}

// -----

llvm.func @tcgen05_cp_shape_64x128b(%t: !llvm.ptr<6>, %s: i64) {
  // expected-error @below {{Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  llvm.return
}

// -----

llvm.func @tcgen05_cp_shape_32x128b(%t: !llvm.ptr<6>, %s: i64) {
  // expected-error @below {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  llvm.return
}

// -----

llvm.func @tcgen05_cp_ok(%t: !llvm.ptr<6>, %s: i64) {
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_02_13>}
  nvvm.tcgen05.cp %t, %s {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @ld_offset(%t: !llvm.ptr<6>) {
  // expected-error @below {{shape 16x32bx2 requires offset argument}}
  %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @ld_length(%t: !llvm.ptr<6>) {
  // expected-error @below {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %0 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @st_length(%t: !llvm.ptr<6>, %v: vector<2xi32>) {
  // expected-error @below {{invalid input length 2 for shape shape_16x256b in tcgen05.st Op}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @st_offset(%t: !llvm.ptr<6>, %v: vector<2xi32>) {
  // expected-error @below {{shape 16x32bx2 requires offset argument}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @ldst_ok(%t: !llvm.ptr<6>, %v: vector<4xi32>, %o: i64, %i: i32) {
  %0 = nvvm.tcgen05.ld %t, %o {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  %1 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<4xi32>
  nvvm.tcgen05.st %t, %i {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : vector<4xi32>
  llvm.return
}

// -----

llvm.func @ldmatrix_packed(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<packed (i32, i32)>
  llvm.return
}

// -----

llvm.func @ldmatrix_named(%s: !llvm.ptr<3>) {
  // expected-error @below {{expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<"pair", (i32, i32)>
  llvm.return
}

// -----

// #nvvm.target's verify(), at the `<`.

// expected-error @below {{The optimization level must be a number between 0 and 3.}}
module attributes {test.target = #nvvm.target<O = 4>} {
}

// -----

// expected-error @below {{The optimization level must be a number between 0 and 3.}}
module attributes {test.target = #nvvm.target<O = -1>} {
}

// -----

// expected-error @below {{The target triple cannot be empty.}}
module attributes {test.target = #nvvm.target<triple = "">} {
}

// -----

// expected-error @below {{The target chip cannot be empty.}}
module attributes {test.target = #nvvm.target<chip = "">} {
}

// -----

// expected-error @below {{All the elements in the `link` array must be strings.}}
module attributes {test.target = #nvvm.target<link = ["a.bc", 1]>} {
}

// -----

// #rocdl.target's and #xevm.target's verify() are not run by mlir-opt 22's
// parser: the same values read.
module attributes {test.a = #nvvm.target<O = 0, link = ["a.bc"]>, test.b = #rocdl.target<O = 4, chip = "", abi = "7">, test.c = #xevm.target<O = 4, triple = "">} {
}

// -----

llvm.func @mma_invalid_type(%f: f32) {
  // expected-error @below {{invalid shape or multiplicand type: f32}}
  %0 = nvvm.mma.sync A[%f, %f, %f, %f] B[%f, %f] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_ctype(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_shape16(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op unimplemented variant for MMA shape <16, 8, 32>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @mma_shape8(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op unimplemented variant for MMA shape <8, 8, 8>}}
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c, %c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @mma_shape_m(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op unimplemented variant for MMA shape <32, 8, 16>}}
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @mma_a_types(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 4xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @mma_b_types(%i: i32) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match types for the B operands; expected one of 2xi32 but got i32}}
  %0 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_c_types(%a: vector<2xf16>, %b: vector<2xf16>, %f: f32) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match types for the C operands; expected one of 2xvector<2xf16> 4xf32 but got f32, f32}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_result(%a: vector<2xf16>, %b: vector<2xf16>, %f: f32) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32)>}}
  %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_b1op(%i: i32) {
  // expected-error @below {{'nvvm.mma.sync' op op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_overflow(%i: i32) {
  // expected-error @below {{'nvvm.mma.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, shape = #nvvm.shape<m = 8, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_layout(%d: f64) {
  // expected-error @below {{'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <8, 8, 4> with element types f64 and f64. Only m8n8k4 with f16 supports other layouts.}}
  %0 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

// m8n8k4 f16 takes any layouts; b1 with b1Op and m16n8k256; u8 m8n8k16.
llvm.func @mma_valid(%a: vector<2xf16>, %i: i32) {
  %0 = nvvm.mma.sync A[%a, %a] B[%a, %a] C[%a, %a, %a, %a] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, b1Op = #nvvm.mma_b1op<xor_popc>, shape = #nvvm.shape<m = 16, n = 8, k = 256>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @wmma_load_space(%p: !llvm.ptr<5>, %s: i32) {
  // expected-error @below {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wmma_load_combination(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error @below {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @wmma_load_f64(%p: !llvm.ptr<1>, %s: i32) {
  // expected-error @below {{'nvvm.wmma.load' op expected destination type to be f64}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<b>, k = 4 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(f64)>
  llvm.return
}

// -----

llvm.func @wmma_load_struct(%p: !llvm.ptr, %s: i32) {
  // expected-error @below {{'nvvm.wmma.load' op expected destination type is a structure of 4 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

// s8 b fragments count n's tiles; f64 a/b fragments are a plain f64.
llvm.func @wmma_load_valid(%p: !llvm.ptr, %s: i32) -> !llvm.struct<(i32)> {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<s8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr) -> !llvm.struct<(i32)>
  %1 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  %2 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr) -> !llvm.struct<(i32, i32, i32, i32)>
  "test.use"(%1, %2) : (f64, !llvm.struct<(i32, i32, i32, i32)>) -> ()
  llvm.return %0 : !llvm.struct<(i32)>
}

// -----

llvm.func @wmma_store_space(%p: !llvm.ptr<4>, %s: i32, %x: f64) {
  // expected-error @below {{'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3}}
  nvvm.wmma.store %p, %s, %x, %x {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : !llvm.ptr<4>, f64, f64
  llvm.return
}

// -----

llvm.func @wmma_store_combination(%p: !llvm.ptr, %s: i32, %x: i32) {
  // expected-error @below {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %s, %x, %x {eltype = #nvvm.mma_type<s8>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, i32, i32
  llvm.return
}

// -----

llvm.func @wmma_store_count(%p: !llvm.ptr, %s: i32, %x: vector<2xf16>) {
  // expected-error @below {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %s, %x, %x {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_store_type(%p: !llvm.ptr, %s: i32, %x: f64) {
  // expected-error @below {{'nvvm.wmma.store' op expected data operands of type 'f64'}}
  "nvvm.wmma.store"(%p, %x, %s, %s) {eltype = #nvvm.mma_type<f64>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr, f64, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @wmma_mma_combination(%x: f32) {
  // expected-error @below {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %x {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (f32) -> !llvm.struct<(f32)>
  llvm.return
}

// -----

llvm.func @wmma_mma_count(%x: f64) {
  // expected-error @below {{'nvvm.wmma.mma' op expected 4 arguments}}
  %0 = nvvm.wmma.mma %x, %x {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32} : (f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @wmma_mma_argument(%x: f64, %f: f32) {
  // expected-error @below {{'nvvm.wmma.mma' op expected argument 2 to be of type 'f64'}}
  %0 = nvvm.wmma.mma %x, %x, %f, %x {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32} : (f64, f64, f32, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @wmma_mma_result(%x: f64) {
  // expected-error @below {{'nvvm.wmma.mma' op expected destination type is a structure of 2 elements of type 'f64'}}
  %0 = nvvm.wmma.mma %x, %x, %x, %x {eltypeA = #nvvm.mma_type<f64>, eltypeB = #nvvm.mma_type<f64>, k = 4 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f32)>
  llvm.return
}

// -----

// A and B fragments take eltypeA, C takes eltypeB.
llvm.func @wmma_mma_valid(%a: i32, %c: i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)> {
  %0 = nvvm.wmma.mma %a, %a, %a, %a, %a, %c, %c, %c, %c, %c, %c, %c, %c {eltypeA = #nvvm.mma_type<u8>, eltypeB = #nvvm.mma_type<s32>, k = 16 : i32, layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, m = 8 : i32, n = 32 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>
}

// -----

llvm.func @mma_sp_invalid_type(%i: i32) {
  // expected-error @below {{invalid shape or multiplicand type: b1}}
  %0 = nvvm.mma.sp.sync A[%i] B[%i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_sp_ctype(%h: vector<2xf16>, %i: i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_shape(%i: i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 32>}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<s4>, multiplicandBPtxType = #nvvm.mma_type<s4>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_sp_a(%i: i32, %f: f32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xi32 but got i32, i32, i32, i32}}
  %0 = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, shape = #nvvm.shape<m = 16, n = 8, k = 64>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_b(%i: i32, %f: f32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match types for the B operands; expected one of 4xi32 but got i32}}
  %0 = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_c(%i: i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match types for the C operands; expected one of 4xi32 but got i32, i32}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i] sparseMetadata[%i] selector[%i] {intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<u8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_sp_result(%i: i32, %f: f32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(f32, f32, f32)>}}
  %0 = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i, %i, %i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_overflow(%i: i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

// Sparse f16 halves A; m8n8k4 f16 keeps mma.sync's fragments.
llvm.func @mma_sp_valid(%h: vector<2xf16>, %i: i32) {
  %0 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h, %h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  "test.use"(%0, %1) : (!llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) -> ()
  llvm.return
}

// -----


// mma.block_scale, m16n8k64: an absent or other multiplicand type than e2m1.
llvm.func @mma_bs_types(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// Each failing check emits its error: the types, then mxf4's scale vector
// size, then its block scale format.
llvm.func @mma_bs_mxf4(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported MMATypes attribute for mma.m16n8k64.(mxf4nvf4|mxf4)}}
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_mxf4_vec(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k64.mxf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_mxf4nvf4(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64.mxf4nvf4}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_kind(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported Kind attribute for mma.m16n8k64}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_k32(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_geom(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported Geom for mma with block scaling}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// The geometries' accepted attributes: mxf4nvf4 takes x4 with ue4m3 too;
// m16n8k32 does not look at the multiplicand types.
llvm.func @mma_bs_valid(%i: i32, %f: f32, %h: i16) {
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  "test.use"(%0, %1) : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.struct<(f32, f32, f32, f32)>) -> ()
  llvm.return
}

// -----

// The custom syntax always adds orderedMetadata: only the generic form
// can leave it out.
llvm.func @mma_sp_bs_ordered(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op 'orderedMetadata' attribute is mandatory}}
  %0 = "nvvm.mma.sp.block_scale"(%i, %i, %i, %i, %f, %f, %f, %f, %i, %i, %i, %h, %h, %i, %h, %h) <{shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>, operandSegmentSizes = array<i32: 2, 2, 4, 1, 1, 1, 1, 1, 1, 1, 1>}> : (i32, i32, i32, i32, f32, f32, f32, f32, i32, i32, i32, i16, i16, i32, i16, i16) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_mxf4(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)}}
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4}}
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e3m2>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_mxf4_format(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_mxf4nvf4(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k128.mxf4nvf4}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_kind(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported Kind attribute for mma.m16n8k128}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_k64(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k64}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_geom(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported Geom for sparse mma with block scaling}}
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<e4m3>, multiplicandBPtxType = #nvvm.mma_type<e4m3>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_bs_valid(%i: i32, %f: f32, %h: i16) {
  %0 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4nvf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.mma.sp.block_scale A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  "test.use"(%0, %1) : (!llvm.struct<(f32, f32, f32, f32)>, !llvm.struct<(f32, f32, f32, f32)>) -> ()
  llvm.return
}

// -----

llvm.func @tcgen05_mma_lane(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m: vector<8xi32>) {
  // expected-error @below {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma %p, %p, %b, %i, %e mask = %m {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<8xi32>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_sp_lane(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m: vector<4xi32>) {
  // expected-error @below {{Disable Output Lane of length 4 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma.sp %p, %b, %b, %i, %e, %p mask = %m {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<4xi32>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_ashift(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{A-shift can be applied only when matrix A is in tensor memory}}
  nvvm.tcgen05.mma %p, %b, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<tf32>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_sp_ashift(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{A-shift can be applied only when matrix A is in tensor memory}}
  nvvm.tcgen05.mma.sp %p, %b, %b, %i, %e, %p {kind = #nvvm.tcgen05_mma_kind<f8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_collector(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{Cannot use collector buffer operation fill or use with ashift}}
  nvvm.tcgen05.mma %p, %p, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_sp_collector(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{Cannot use collector buffer operation fill or use with ashift}}
  nvvm.tcgen05.mma.sp %p, %p, %b, %i, %e, %p {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<use>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

// The mask's length follows the CTA group; A-shift takes A in tensor memory
// with the collector operations discard and lastuse.
llvm.func @tcgen05_mma_valid(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1, %m4: vector<4xi32>, %m8: vector<8xi32>) {
  nvvm.tcgen05.mma %p, %p, %b, %i, %e mask = %m4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, vector<4xi32>)
  nvvm.tcgen05.mma %p, %p, %b, %i, %e scale = %b mask = %m8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>, collectorOp = #nvvm.tcgen05_mma_collectorop<lastuse>, aShift} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, i64, vector<8xi32>)
  nvvm.tcgen05.mma.sp %p, %b, %b, %i, %e, %p {kind = #nvvm.tcgen05_mma_kind<i8>, ctaGroup = #nvvm.cta_group<cta_1>, collectorOp = #nvvm.tcgen05_mma_collectorop<fill>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_bs_default(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{mxf4nvf4 requires block scale attribute}}
  nvvm.tcgen05.mma.block_scale %p, %p, %b, %i, %e, %p, %p {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_bs_block16(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{mxf8f6f4 kind does not support block16 attribute}}
  nvvm.tcgen05.mma.block_scale %p, %b, %b, %i, %e, %p, %p {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_sp_bs_default(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{mxf4nvf4 requires block scale attribute}}
  nvvm.tcgen05.mma.sp.block_scale %p, %p, %b, %i, %e, %p, %p, %p {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<default>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @tcgen05_mma_sp_bs_block16(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  // expected-error @below {{mxf4 kind does not support block16 attribute}}
  nvvm.tcgen05.mma.sp.block_scale %p, %b, %b, %i, %e, %p, %p, %p {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

// block16 is mxf4nvf4's; block32 and the default suit mxf4 and mxf8f6f4.
llvm.func @tcgen05_mma_bs_valid(%p: !llvm.ptr<6>, %b: i64, %i: i32, %e: i1) {
  nvvm.tcgen05.mma.block_scale %p, %p, %b, %i, %e, %p, %p {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.block_scale %p, %b, %b, %i, %e, %p, %p {kind = #nvvm.block_scale_kind<mxf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %p, %p, %b, %i, %e, %p, %p, %p {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  nvvm.tcgen05.mma.sp.block_scale %p, %p, %b, %i, %e, %p, %p, %p {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_2>, blockScale = #nvvm.tcgen05_mma_block_scale<block32>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

// The mma custom syntaxes' parse errors. mma.sp.sync infers a multiplicand
// type as a multiplicand (i32 implies none).
llvm.func @mma_sp_infer(%i: i32, %f: f32) {
  // expected-error @below {{attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_sp_two_types(%i: i32, %f: f32) {
  // expected-error @below {{expected one type for each operand segment but got 2 types}}
  %0 = nvvm.mma.sp.sync A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_two_types(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{expected exactly 3 types}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_bs_scale_count(%i: i32, %f: f32, %h: i16) {
  // expected-error @below {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = nvvm.mma.block_scale A[%i, %i, %i, %i] B[%i, %i] C[%f, %f, %f, %f] scaleA[%i, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 64>, multiplicandAPtxType = #nvvm.mma_type<e2m1>, multiplicandBPtxType = #nvvm.mma_type<e2m1>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf4>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
