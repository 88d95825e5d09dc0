// More clauses: reduction modifiers and byref, in_reduction, private_barrier, map.info (members, var_ptr_ptr, bounds), target with host_eval, map_entries, private [map_idx=N], has_device_addr; target_data with use_device_addr; atomic.capture; linear, nontemporal; loop_nest tiles (a dictionary after its body is kept, not printed); target_allocmem.
omp.private {type = firstprivate} @fp : i32 copy {
^bb0(%a: !llvm.ptr, %b: !llvm.ptr):
  omp.yield(%b : !llvm.ptr)
}
omp.declare_reduction @add_i32 : i32 init {
^bb0(%arg: i32):
  %0 = arith.constant 0 : i32
  omp.yield (%0 : i32)
} combiner {
^bb1(%arg0: i32, %arg1: i32):
  %1 = arith.addi %arg0, %arg1 : i32
  omp.yield (%1 : i32)
}
func.func @g(%lb: i32, %ub: i32, %s: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i32, %i64: i64) {
  omp.teams num_teams(to %n : i32) thread_limit(%n : i32) reduction(byref @add_i32 %p -> %arg0 : !llvm.ptr) {
    omp.distribute dist_schedule_static order(concurrent) private(@fp %q -> %arg1 : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel {
    omp.loop bind(thread) reduction(mod: task, @add_i32 %p -> %arg2 : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
    omp.sections allocate(%i64 : i64 -> %p : !llvm.ptr) nowait {
      omp.section {
        omp.terminator
      }
      omp.terminator
    }
    omp.wsloop ordered(0) private(@fp %q -> %arg3 : !llvm.ptr) private_barrier {
      omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
        omp.yield
      }
    }
    omp.terminator
  }
  omp.taskloop num_tasks(%n : i32) nogroup in_reduction(@add_i32 %p -> %arg4 : !llvm.ptr) private(@fp %q -> %arg5 : !llvm.ptr) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  }
  omp.task in_reduction(byref @add_i32 %p -> %arg6 : !llvm.ptr) {
    omp.terminator
  }
  %b = omp.map.bounds lower_bound(%lb : i32) upper_bound(%ub : i32) stride(%s : i32) start_idx(%lb : i32) {stride_in_bytes = true}
  %m1 = omp.map.info var_ptr(%p : !llvm.ptr, f32) map_clauses(implicit, to) capture(ByCopy) -> !llvm.ptr {name = "m1"}
  %m = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.struct<(f32, i32)>) map_clauses(tofrom) capture(ByRef) var_ptr_ptr(%q : !llvm.ptr) members(%m1 : [0], [1, 2] : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "s", partial_map = true}
  omp.target host_eval(%n -> %arg7 : i32) map_entries(%m -> %arg8, %m1 -> %arg9 : !llvm.ptr, !llvm.ptr) private(@fp %q -> %arg10 [map_idx=1] : !llvm.ptr) {
    omp.terminator
  }
  omp.target nowait has_device_addr(%m1 -> %arg11 : !llvm.ptr) {
    omp.terminator
  }
  omp.target_data use_device_addr(%m1 -> %arg12 : !llvm.ptr) {
    omp.terminator
  }
  %m3 = omp.map.info var_ptr(%p : !llvm.ptr, f32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  omp.target_exit_data map_entries(%m3 : !llvm.ptr)
  omp.target_update map_entries(%m3 : !llvm.ptr) nowait
  omp.atomic.capture memory_order(seq_cst) {
    omp.atomic.read %p = %q : !llvm.ptr, !llvm.ptr, i32
    omp.atomic.write %q = %n : !llvm.ptr, i32
  }
  return
}
func.func @linear(%lb: i32, %ub: i32, %s: i32, %p: !llvm.ptr, %q: !llvm.ptr) {
  omp.simd linear(%p = %s : !llvm.ptr, %q = %s : !llvm.ptr) nontemporal(%p : !llvm.ptr) safelen(2) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%s) {
      omp.yield
    }
  } {linear_var_types = [i32, i32]}
  return
}
func.func @tiles(%lb: i32, %ub: i32, %s: i32) {
  omp.wsloop {
    omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) step (%s, %s) collapse(2) tiles(4, 8) {
      omp.yield
    } {foo}
  }
  omp.wsloop {
    omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
      omp.yield
    }
  }
  return
}
func.func @allocmem(%d: i32, %n: index) {
  %0 = omp.target_allocmem %d : i32, !llvm.ptr(%n : index), %n {bindc_name = "b", uniq_name = "x"}
  %1 = omp.target_allocmem %d : i32, f32 {uniq_name = "x"}
  return
}
