// Parallel, worksharing, tasking and atomic constructs: oilist clauses with custom directives (allocate, schedule, order, grainsize, depend, hint, copyprivate, proc_bind, cancellation), the clauses that declare entry block arguments (private, reduction, task_reduction), loop_nest (inclusive, collapse), declare_reduction and private (absent regions are empty).
omp.private {type = private} @x.privatizer : i32
omp.declare_reduction @add_f32 : f32 init {
^bb0(%arg: f32):
  %0 = arith.constant 0.0 : f32
  omp.yield (%0 : f32)
} combiner {
^bb1(%arg0: f32, %arg1: f32):
  %1 = arith.addf %arg0, %arg1 : f32
  omp.yield (%1 : f32)
}
func.func @f(%lb: i32, %ub: i32, %step: i32, %n: i32, %p: !llvm.ptr, %f: !llvm.ptr, %c: i1) {
  omp.parallel num_threads(%n : i32) private(@x.privatizer %p -> %arg0 : !llvm.ptr) reduction(@add_f32 %f -> %arg1 : !llvm.ptr) {
    omp.wsloop schedule(static = %n : i32, monotonic) nowait {
      omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) inclusive step (%step, %step) collapse(2) {
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel if(%c) proc_bind(close) {
    omp.simd aligned(%p : !llvm.ptr -> 32 : i64) order(reproducible:concurrent) simdlen(4) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
        omp.yield
      }
    }
    omp.terminator
  }
  omp.task depend(taskdependin -> %p : !llvm.ptr) untied {
    omp.terminator
  }
  omp.taskgroup task_reduction(@add_f32 %f -> %arg2 : !llvm.ptr) {
    omp.terminator
  }
  omp.atomic.read %p = %f hint(contended, speculative) memory_order(acquire) : !llvm.ptr, !llvm.ptr, i32
  omp.atomic.write %p = %n hint(none) : !llvm.ptr, i32
  omp.atomic.update %p : !llvm.ptr {
  ^bb0(%xv: i32):
    %r = arith.addi %xv, %n : i32
    omp.yield (%r : i32)
  }
  omp.parallel {
    omp.cancel cancellation_construct_type(parallel) if(%c)
    omp.cancellation_point cancellation_construct_type(parallel)
    omp.terminator
  }
  %b = omp.map.bounds lower_bound(%lb : i32) upper_bound(%ub : i32) extent(%n : i32) stride(%step : i32) start_idx(%lb : i32)
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, tofrom) capture(ByRef) -> !llvm.ptr {name = "x"}
  omp.target map_entries(%m -> %arg3 : !llvm.ptr) {
    omp.terminator
  }
  %m2 = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByCopy) bounds(%b) -> !llvm.ptr
  omp.target_enter_data depend(taskdependout -> %p : !llvm.ptr) map_entries(%m2 : !llvm.ptr)
  omp.target_data map_entries(%m : !llvm.ptr) use_device_ptr(%m2 -> %arg4 : !llvm.ptr) {
    omp.terminator
  }
  omp.single copyprivate(%p -> @cp : !llvm.ptr) {
    omp.terminator
  }
  omp.taskloop grainsize(strict, %n : i32) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%step) {
      omp.yield
    }
  }
  omp.taskwait depend(taskdependinout -> %p : !llvm.ptr)
  return
}
func.func private @cp(!llvm.ptr, !llvm.ptr)
omp.critical.declare @crit hint(uncontended)
