// nvvm: the ops' own verifiers (NVVMDialect.cpp).

llvm.func @case0(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{"return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @case1(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1, i1)>
  llvm.return
}

// -----

llvm.func @case2(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case3(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected second element in the returned struct to be of type 'i1' but got 'i8' instead}}
  %0 = nvvm.shfl.sync bfly %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i8)>
  llvm.return
}

// -----

llvm.func @case4(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected return type to be a two-element struct}}
  %0 = nvvm.shfl.sync up %m, %v, %i, %i {return_value_and_is_valid} : f32 -> f32
  llvm.return
}

// -----

llvm.func @case5(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync idx %m, %v, %i, %i : f32 -> i32
  llvm.return
}

// -----

llvm.func @case6(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  %0 = nvvm.shfl.sync down %m, %v, %i, %i {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %1 = nvvm.shfl.sync down %m, %i, %i, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @case7(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %m, %p -> i1
  llvm.return
}

// -----

llvm.func @case8(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync any %m, %p -> i32
  llvm.return
}

// -----

llvm.func @case9(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{vote.sync 'any', 'all' and 'uni' returns an i1}}
  %0 = nvvm.vote.sync uni %m, %p -> i32
  llvm.return
}

// -----

llvm.func @case10(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{match.sync 'any' returns an i32}}
  %0 = nvvm.match.sync any %m, %i : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case11(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @case12(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %m, %i : i32 -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case13(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  %0 = nvvm.match.sync all %m, %i : i32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @case14(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{abs attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync add %i, %m {abs = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case15(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{nan attribute is supported only for f32 type}}
  %0 = nvvm.redux.sync add %i, %m {nan = true} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case16(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{'umax' redux kind unsupported with 'f32' type. Only supported type is 'i32'.}}
  %0 = nvvm.redux.sync umax %v, %m : f32 -> f32
  llvm.return
}

// -----

llvm.func @case17(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{'fmin' redux kind unsupported with 'i32' type. Only supported type is 'f32'.}}
  %0 = nvvm.redux.sync fmin %i, %m : i32 -> i32
  llvm.return
}

// -----

llvm.func @case18(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  %0 = nvvm.redux.sync fmax %v, %m {abs = true, nan = true} : f32 -> f32
  %1 = nvvm.redux.sync xor %i, %m {abs = false} : i32 -> i32
  llvm.return
}

// -----

llvm.func @case19(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %s {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case20(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected element type to be b16 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case21(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 8 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case22(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected layout to be row for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case23(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case24(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected num attribute to be 1 or 2 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case25(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected layout to be col for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case26(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 matrix}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case27(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected shape to be 8x8, 8x16 or 16x16}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @case28(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected destination type is i32}}
  %0 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i64
  llvm.return
}

// -----

llvm.func @case29(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected destination type is a structure of 4 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 4 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case30(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected destination type is a structure of 4 elements of type i32}}
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case31(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  %0 = nvvm.ldmatrix %s {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %1 = nvvm.ldmatrix %s {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b4x16_p64>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @case32(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %s, %i, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case33(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected element type to be B16 for 8x8 matrix}}
  nvvm.stmatrix %s, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @case34(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected element type to be B8 for 16x8 matrix}}
  nvvm.stmatrix %s, %i {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @case35(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %s, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32
  llvm.return
}

// -----

llvm.func @case36(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %s, %i, %i, %i, %i {layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case37(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  nvvm.stmatrix %s, %i, %i, %i, %i {layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b8>} : !llvm.ptr<3>, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @case38(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{new register size must be multiple of 8}}
  nvvm.setmaxregister increase 250
  llvm.return
}

// -----

llvm.func @case39(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 16
  llvm.return
}

// -----

llvm.func @case40(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{new register size must be in between 24 to 256}}
  nvvm.setmaxregister decrease 264
  llvm.return
}

// -----

llvm.func @case41(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  nvvm.setmaxregister decrease 24
  llvm.return
}

// -----

llvm.func @case42(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %i
  llvm.return
}

// -----

llvm.func @case43(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{reduction are only available when id is 0}}
  %0 = "nvvm.barrier"(%i, %i) <{reductionOp = #nvvm.reduction<and>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @case44(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{reduction are only available when id is 0}}
  %0 = "nvvm.barrier"(%i) <{reductionOp = #nvvm.reduction<or>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @case45(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{reduction predicate and reduction operation must be specified together}}
  %0 = "nvvm.barrier"() <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i32
  llvm.return
}

// -----

llvm.func @case46(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  nvvm.barrier id = %i number_of_threads = %i
  %0 = "nvvm.barrier"(%i) <{reductionOp = #nvvm.reduction<popc>, operandSegmentSizes = array<i32: 0, 0, 1>}> : (i32) -> i32
  llvm.return
}

// -----

llvm.func @case47(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %s, %g, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case48(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{expected byte size to be either 4, 8 or 16.}}
  nvvm.cp.async.shared.global %s, %g, 2, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case49(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %s, %g, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case50(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  nvvm.cp.async.shared.global %s, %g, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %s, %g, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case51(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<relaxed>}
  llvm.return
}

// -----

llvm.func @case52(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{tensormap proxy is not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<tensormap>}
  llvm.return
}

// -----

llvm.func @case53(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{generic proxy not a supported proxy kind}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @case54(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @case55(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.global>, space = #nvvm.shared_space<cta>}
  llvm.return
}

// -----

llvm.func @case56(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{uni-directional proxies only support generic for from_proxy attribute}}
  nvvm.fence.proxy.acquire #nvvm.mem_scope<cta> %q, %i from_proxy = #nvvm.proxy_kind<async> to_proxy = #nvvm.proxy_kind<tensormap>
  llvm.return
}

// -----

llvm.func @case57(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.release #nvvm.mem_scope<cta> from_proxy = #nvvm.proxy_kind<generic> to_proxy = #nvvm.proxy_kind<async>
  llvm.return
}

// -----

llvm.func @case58(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{only acquire and release semantics are supported}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<relaxed>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case59(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{only generic is support for from_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case60(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{only async is supported for to_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @case61(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<acquire>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cluster>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<generic>, toProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

llvm.func @case62(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{is_canceled query type returns an i1}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = is_canceled, %r : i32
  llvm.return
}

// -----

llvm.func @case63(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{get_first_cta_id_x, get_first_cta_id_y, get_first_cta_id_z query types return an i32}}
  %0 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i1
  llvm.return
}

// -----

llvm.func @case64(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{cannot specify both tensormap and cache level}}
  nvvm.prefetch level = L1, tensormap, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case65(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{prefetch tensormap requires a generic or constant pointer}}
  nvvm.prefetch tensormap, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case66(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
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

llvm.func @case69(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{unsupported cache level, the only supported uniform cache level is L1}}
  nvvm.prefetch level = L2 uniform, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case70(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{prefetch to uniform cache requires a generic pointer}}
  nvvm.prefetch level = L1 uniform, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case71(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{cache eviction priority supported only for cache level L2}}
  nvvm.prefetch level = L1, evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case72(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{cache eviction priority requires a global pointer}}
  nvvm.prefetch level = L2, evict_priority = evict_last, %q : !llvm.ptr
  llvm.return
}

// -----

llvm.func @case73(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{unsupported cache eviction priority, only evict_last and evict_normal are supported}}
  nvvm.prefetch level = L2, evict_priority = evict_first, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case74(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{predicate supported only on prefetch tensormap}}
  nvvm.prefetch level = L1, %q, predicate = %p : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @case75(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
  // expected-error @below {{requires specification of either cache level or tensormap}}
  nvvm.prefetch evict_priority = evict_last, %g : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @case76(%m: i32, %v: f32, %i: i32, %p: i1, %s: !llvm.ptr<3>, %g: !llvm.ptr<1>, %q: !llvm.ptr, %r: i128) {
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
