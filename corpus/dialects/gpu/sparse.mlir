// The sparse ops of gpu, with and without async tokens and transpose modes.
func.func @spmv(%arg0: index, %rowPos: memref<?xindex>, %colIdx: memref<?xindex>, %values: memref<?xf64>, %x: memref<?xf64>, %y: memref<?xf64>) {
  %t0 = gpu.wait async
  %spmat, %t1 = gpu.create_csr async [%t0] %arg0, %arg0, %arg0, %rowPos, %colIdx, %values : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %dnX, %t2 = gpu.create_dn_tensor async [%t1] %x, %arg0 : index into memref<?xf64>
  %dnY, %t3 = gpu.create_dn_tensor async [%t2] %y, %arg0 : index into memref<?xf64>
  %bufferSz, %t4 = gpu.spmv_buffer_size async [%t3] %spmat, %dnX, %dnY into f64
  %t5 = gpu.spmv async [%t4] %spmat{TRANSPOSE}, %dnX, %dnY, %values : memref<?xf64> into f64
  %t6 = gpu.destroy_dn_tensor async [%t5] %dnX
  %t7 = gpu.destroy_sp_mat async [%t6] %spmat
  %t8 = gpu.destroy_dn_tensor async [%t7] %dnY
  gpu.wait [%t8]
  return
}

func.func @spmm_sddmm(%n: index, %rows: memref<?xindex>, %cols: memref<?xindex>, %values: memref<?xf32>, %b: memref<?x?xf32>, %buf: memref<?xi8>) {
  %coo = gpu.create_coo %n, %n, %n, %rows, %cols, %values : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %aos = gpu.create_coo_aos %n, %n, %n, %rows, %values : memref<?xindex>, memref<?xf32>
  %csc = gpu.create_csc %n, %n, %n, %rows, %cols, %values : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %bsr = gpu.create_bsr %n, %n, %n, %n, %n, %rows, %cols, %values : memref<?xindex>, memref<?xindex>, memref<?xf32>
  %pruned = gpu.create_2to4_spmat {PRUNE_AND_CHECK} %n, %n, %b : memref<?x?xf32>
  %dn = gpu.create_dn_tensor %b, %n, %n : index, index into memref<?x?xf32>
  %sz = gpu.spmm_buffer_size %coo, %dn{TRANSPOSE}, %dn : index into f32
  %sz2:3 = gpu.spmm_buffer_size %pruned{NON_TRANSPOSE}, %dn, %dn : index, index, index into f32
  gpu.spmm %coo{CONJUGATE_TRANSPOSE}, %dn, %dn, %buf : memref<?xi8> into f32
  gpu.spmm %pruned, %dn, %dn, %buf, %buf, %buf : memref<?xi8>, memref<?xi8>, memref<?xi8> into f32
  %sz3 = gpu.sddmm_buffer_size %dn, %dn{TRANSPOSE}, %coo into f32
  gpu.sddmm %dn{TRANSPOSE}, %dn, %coo, %buf : memref<?xi8> into f32
  %r, %c, %nnz = gpu.spmat_get_size %csc
  gpu.set_csr_pointers %csc, %rows, %cols, %values : memref<?xindex>, memref<?xindex>, memref<?xf32>
  gpu.destroy_sp_mat %aos
  gpu.destroy_sp_mat %bsr {tag}
  return
}

func.func @spgemm(%a: !gpu.sparse.spmat_handle, %b: !gpu.sparse.spmat_handle, %c: !gpu.sparse.spmat_handle, %sz: index, %buf: memref<?xi8>, %t0: !gpu.async.token) {
  %desc, %t1 = gpu.spgemm_create_descr async [%t0]
  %n, %t2 = gpu.spgemm_work_estimation_or_compute async [%t1] {WORK_ESTIMATION} %a, %b, %c, %desc, %sz, %buf : f32 into memref<?xi8>
  %m = gpu.spgemm_work_estimation_or_compute {COMPUTE} %a{TRANSPOSE}, %b{TRANSPOSE}, %c, %desc, %sz, %buf : f32 into memref<?xi8>
  %t3 = gpu.spgemm_copy async [%t2] %a, %b{TRANSPOSE}, %c, %desc : f32
  gpu.spgemm_copy %a, %b, %c, %desc {x = 1 : i32} : f32
  %t4 = gpu.spgemm_destroy_descr async [%t3] %desc
  gpu.wait [%t4]
  return
}
