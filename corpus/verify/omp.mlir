// omp: synchronization hints, atomics, map bounds, loop nests and
// wrappers, teams, cancellation and ordered constructs.

// expected-error @below {{'omp.critical.declare' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
omp.critical.declare @c1 hint(uncontended, contended)

// -----

// expected-error @below {{'omp.critical.declare' op the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.}}
omp.critical.declare @c2 hint(nonspeculative, speculative)

// -----

omp.critical.declare @c3 hint(uncontended, speculative)

// -----

func.func @read_same(%x: memref<i32>) {
  // expected-error @below {{read and write must not be to the same location for atomic reads}}
  omp.atomic.read %x = %x memory_order(release) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @read_release(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{memory-order must not be acq_rel or release for atomic reads}}
  omp.atomic.read %v = %x memory_order(release) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @read_acq_rel(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{memory-order must not be acq_rel or release for atomic reads}}
  omp.atomic.read %v = %x memory_order(acq_rel) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @read_hint(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{'omp.atomic.read' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
  omp.atomic.read %v = %x memory_order(acquire) hint(contended, uncontended) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @write_type(%x: memref<i32>, %e: i64) {
  // expected-error @below {{address must dereference to value type}}
  omp.atomic.write %x = %e memory_order(acquire) : memref<i32>, i64
  return
}

// -----

func.func @write_ptr(%x: !llvm.ptr, %e: i64) {
  omp.atomic.write %x = %e : !llvm.ptr, i64
  return
}

// -----

func.func @write_acquire(%x: memref<i32>, %e: i32) {
  // expected-error @below {{memory-order must not be acq_rel or acquire for atomic writes}}
  omp.atomic.write %x = %e memory_order(acquire) : memref<i32>, i32
  return
}

// -----

func.func @write_hint(%x: memref<i32>, %e: i32) {
  // expected-error @below {{'omp.atomic.write' op the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.}}
  omp.atomic.write %x = %e hint(speculative, nonspeculative) : memref<i32>, i32
  return
}

// -----

func.func @update_args(%x: memref<i32>) {
  // expected-error @below {{the region must accept exactly one argument}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i32, %b: i32):
    omp.yield(%a : i32)
  }
  return
}

// -----

func.func @update_type(%x: memref<i32>) {
  // expected-error @below {{the type of the operand must be a pointer type whose element type is the same as that of the region argument}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i64):
    omp.yield(%a : i64)
  }
  return
}

// -----

func.func @update_order(%x: memref<i32>) {
  // expected-error @below {{memory-order must not be acq_rel or acquire for atomic updates}}
  omp.atomic.update memory_order(acq_rel) %x : memref<i32> {
  ^bb0(%a: i32):
    omp.yield(%a : i32)
  }
  return
}

// -----

func.func @update_hint(%x: memref<i32>) {
  // expected-error @below {{'omp.atomic.update' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
  omp.atomic.update hint(uncontended, contended) %x : memref<i32> {
  ^bb0(%a: i32):
    omp.yield(%a : i32)
  }
  return
}

// -----

func.func @update_yield_count(%x: memref<i32>) {
  // expected-error @below {{only updated value must be returned}}
  omp.atomic.update %x : memref<i32> {
  ^bb0(%a: i32):
    omp.yield(%a, %a : i32, i32)
  }
  return
}

// -----

func.func @update_yield_type(%x: !llvm.ptr, %e: i64) {
  // expected-error @below {{input and yielded value must have the same type}}
  omp.atomic.update %x : !llvm.ptr {
  ^bb0(%a: i32):
    omp.yield(%e : i64)
  }
  return
}

// -----

func.func @capture_hint(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{'omp.atomic.capture' op the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined}}
  omp.atomic.capture hint(contended, uncontended) {
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.atomic.update %x : memref<i32> {
    ^bb0(%a: i32):
      omp.yield(%a : i32)
    }
  }
  return
}

// -----

func.func @bounds(%lb: index) {
  // expected-error @below {{expected extent or upperbound.}}
  %0 = omp.map.bounds lower_bound(%lb : index)
  return
}

// -----

func.func @bounds_ok(%lb: index) {
  %0 = omp.map.bounds lower_bound(%lb : index) extent(%lb : index)
  %1 = omp.map.bounds upper_bound(%lb : index)
  return
}

// -----

func.func @nest_no_loop() {
  omp.simd {
    // expected-error @below {{'omp.loop_nest' op must represent at least one loop}}
    "omp.loop_nest"() ({
      omp.yield
    }) : () -> ()
  }
  return
}

// -----

func.func @nest_ivs(%lb: index) {
  omp.simd {
    // expected-error @below {{'omp.loop_nest' op number of range arguments and IVs do not match}}
    "omp.loop_nest"(%lb, %lb, %lb) ({
    ^bb0(%a: index, %b: index):
      omp.yield
    }) : (index, index, index) -> ()
  }
  return
}

// -----

func.func @nest_iv_type(%lb: index) {
  omp.simd {
    // expected-error @below {{'omp.loop_nest' op range argument type does not match corresponding IV type}}
    "omp.loop_nest"(%lb, %lb, %lb) ({
    ^bb0(%a: i32):
      omp.yield
    }) : (index, index, index) -> ()
  }
  return
}

// -----

func.func @nest_collapse(%lb: index) {
  omp.simd {
    // expected-error @below {{'omp.loop_nest' op collapse value is larger than the number of loops}}
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) collapse(2) {
      omp.yield
    }
  }
  return
}

// -----

func.func @nest_tiles(%lb: index) {
  omp.simd {
    // expected-error @below {{'omp.loop_nest' op too few canonical loops for tile dimensions}}
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) tiles(2, 4) {
      omp.yield
    }
  }
  return
}

// -----

func.func @nest_parent(%lb: index) {
  // expected-error @below {{'omp.loop_nest' op expects parent op to be a loop wrapper}}
  omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
    omp.yield
  }
  return
}

// -----

func.func @nest_ok(%lb: index) {
  omp.simd {
    omp.loop_nest (%i, %j) : index = (%lb, %lb) to (%lb, %lb) step (%lb, %lb) collapse(2) tiles(2, 4) {
      omp.yield
    }
  }
  return
}

// -----

func.func @simdlen(%lb: index) {
  // expected-error @below {{'omp.simd' op simdlen clause and safelen clause are both present, but the simdlen value is not less than or equal to safelen value}}
  omp.simd simdlen(4) safelen(2) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @aligned_count(%lb: index, %p: memref<i32>) {
  // expected-error @below {{'omp.simd' op expected as many alignment values as aligned variables}}
  "omp.simd"(%p) <{alignments = [8, 16], operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0>}> ({
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }) : (memref<i32>) -> ()
  return
}

// -----

func.func @aligned_unexpected(%lb: index) {
  // expected-error @below {{'omp.simd' op unexpected alignment values attribute}}
  "omp.simd"() <{alignments = [8], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>}> ({
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }) : () -> ()
  return
}

// -----

func.func @aligned_twice(%lb: index, %p: memref<i32>) {
  // expected-error @below {{'omp.simd' op aligned variable used more than once}}
  omp.simd aligned(%p : memref<i32> -> 8 : i64, %p : memref<i32> -> 16 : i64) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @aligned_zero(%lb: index, %p: memref<i32>) {
  // expected-error @below {{'omp.simd' op alignment should be greater than 0}}
  omp.simd aligned(%p : memref<i32> -> 0 : i64) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @nontemporal(%lb: index, %p: memref<i32>) {
  // expected-error @below {{'omp.simd' op nontemporal variable used more than once}}
  omp.simd nontemporal(%p, %p : memref<i32>, memref<i32>) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @simd_composite_present(%lb: index) {
  // expected-error @below {{'omp.composite' attribute present in non-composite wrapper}}
  omp.simd {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  } {omp.composite}
  return
}

// -----

func.func @simd_nested(%lb: index) {
  // expected-error @below {{'omp.simd' op must wrap an 'omp.loop_nest' directly}}
  omp.simd {
    omp.simd {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  }
  return
}

// -----

omp.private {type = firstprivate} @fp : i32 copy {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}

func.func @simd_firstprivate(%lb: index, %v: i32) {
  // expected-error @below {{FIRSTPRIVATE cannot be used with SIMD}}
  omp.simd private(@fp %v -> %arg : i32) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @simd_no_privatizer(%lb: index, %v: i32) {
  // expected-error @below {{Cannot find privatizer '@missing'}}
  omp.simd private(@missing %v -> %arg : i32) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @dist_chunk(%lb: index, %c: i32) {
  omp.teams {
    // expected-error @below {{'omp.distribute' op chunk size set without dist_schedule_static being present}}
    "omp.distribute"(%c) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> ({
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }) : (i32) -> ()
    omp.terminator
  }
  return
}

// -----

func.func @dist_allocate(%lb: index, %m: memref<i32>) {
  omp.teams {
    // expected-error @below {{expected equal sizes for allocate and allocator variables}}
    "omp.distribute"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }) : (memref<i32>) -> ()
    omp.terminator
  }
  return
}

// -----

func.func @dist_missing_composite(%lb: index) {
  omp.teams {
    // expected-error @below {{'omp.composite' attribute missing from composite wrapper}}
    omp.distribute {
      omp.simd {
        omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      } {omp.composite}
    }
    omp.terminator
  }
  return
}

// -----

func.func @dist_present_composite(%lb: index) {
  omp.teams {
    // expected-error @below {{'omp.composite' attribute present in non-composite wrapper}}
    omp.distribute {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
    omp.terminator
  }
  return
}

// -----

func.func @dist_wsloop(%lb: index) {
  omp.teams {
    omp.parallel {
      // expected-error @below {{an 'omp.wsloop' nested wrapper is only allowed when a composite 'omp.parallel' is the direct parent}}
      omp.distribute {
        omp.wsloop {
          omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
            omp.yield
          }
        } {omp.composite}
      } {omp.composite}
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @dist_taskloop(%lb: index) {
  omp.teams {
    // expected-error @below {{only supported nested wrappers are 'omp.simd' and 'omp.wsloop'}}
    omp.distribute {
      omp.taskloop {
        omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
    } {omp.composite}
    omp.terminator
  }
  return
}

// -----

func.func @dist_ok(%lb: index) {
  omp.teams {
    omp.distribute {
      omp.simd {
        omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      } {omp.composite}
    } {omp.composite}
    omp.terminator
  }
  return
}

// -----

func.func @teams_nested() {
  omp.parallel {
    // expected-error @below {{expected to be nested inside of omp.target or not nested in any OpenMP dialect operations}}
    omp.teams {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @teams_lower(%n: i32) {
  // expected-error @below {{expected num_teams upper bound to be defined if the lower bound is defined}}
  "omp.teams"(%n) <{operandSegmentSizes = array<i32: 0, 0, 0, 1, 0, 0, 0, 0>}> ({
    omp.terminator
  }) : (i32) -> ()
  return
}

// -----

func.func @teams_bound_types(%n: i32, %m: i64) {
  // expected-error @below {{expected num_teams upper bound and lower bound to be the same type}}
  omp.teams num_teams(%n : i32 to %m : i64) {
    omp.terminator
  }
  return
}

// -----

func.func @teams_allocate(%m: memref<i32>) {
  // expected-error @below {{expected equal sizes for allocate and allocator variables}}
  "omp.teams"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0, 0>}> ({
    omp.terminator
  }) : (memref<i32>) -> ()
  return
}

// -----

func.func @teams_ok() {
  omp.target {
    %n = arith.constant 4 : i32
    omp.teams num_teams(%n : i32 to %n : i32) {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @cancel_orphan() {
  // expected-error @below {{'omp.cancel' op Orphaned cancel construct}}
  omp.cancel cancellation_construct_type(parallel)
  return
}

// -----

func.func @cancel_parallel() {
  omp.taskgroup {
    // expected-error @below {{'omp.cancel' op cancel parallel must appear inside a parallel region}}
    omp.cancel cancellation_construct_type(parallel)
    omp.terminator
  }
  return
}

// -----

func.func @cancel_loop() {
  omp.parallel {
    // expected-error @below {{'omp.cancel' op cancel loop must appear inside a worksharing-loop region}}
    omp.cancel cancellation_construct_type(loop)
    omp.terminator
  }
  return
}

// -----

func.func @cancel_loop_nowait(%lb: index) {
  omp.wsloop nowait {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{A worksharing construct that is canceled must not have a nowait clause}}
      omp.cancel cancellation_construct_type(loop)
      omp.yield
    }
  }
  return
}

// -----

func.func @cancel_loop_ordered(%lb: index) {
  omp.wsloop ordered(0) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{A worksharing construct that is canceled must not have an ordered clause}}
      omp.cancel cancellation_construct_type(loop)
      omp.yield
    }
  }
  return
}

// -----

func.func @cancel_sections() {
  omp.parallel {
    // expected-error @below {{'omp.cancel' op cancel sections must appear inside a sections region}}
    omp.cancel cancellation_construct_type(sections)
    omp.terminator
  }
  return
}

// -----

func.func @cancel_sections_nowait() {
  omp.sections nowait {
    omp.section {
      // expected-error @below {{A sections construct that is canceled must not have a nowait clause}}
      omp.cancel cancellation_construct_type(sections)
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @cancel_taskgroup() {
  omp.parallel {
    // expected-error @below {{'omp.cancel' op cancel taskgroup must appear inside a task region}}
    omp.cancel cancellation_construct_type(taskgroup)
    omp.terminator
  }
  return
}

// -----

func.func @cancel_ok(%lb: index) {
  omp.parallel {
    omp.cancel cancellation_construct_type(parallel)
    omp.terminator
  }
  omp.wsloop {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.cancel cancellation_construct_type(loop)
      omp.yield
    }
  }
  omp.sections {
    omp.section {
      omp.cancel cancellation_construct_type(sections)
      omp.terminator
    }
    omp.terminator
  }
  omp.task {
    omp.cancel cancellation_construct_type(taskgroup)
    omp.terminator
  }
  return
}

// -----

func.func @point_orphan() {
  // expected-error @below {{'omp.cancellation_point' op Orphaned cancellation point}}
  omp.cancellation_point cancellation_construct_type(parallel)
  return
}

// -----

func.func @point_parallel() {
  omp.taskgroup {
    // expected-error @below {{'omp.cancellation_point' op cancellation point parallel must appear inside a parallel region}}
    omp.cancellation_point cancellation_construct_type(parallel)
    omp.terminator
  }
  return
}

// -----

func.func @point_loop() {
  omp.parallel {
    // expected-error @below {{'omp.cancellation_point' op cancellation point loop must appear inside a worksharing-loop region}}
    omp.cancellation_point cancellation_construct_type(loop)
    omp.terminator
  }
  return
}

// -----

func.func @point_sections() {
  omp.parallel {
    // expected-error @below {{'omp.cancellation_point' op cancellation point sections must appear inside a sections region}}
    omp.cancellation_point cancellation_construct_type(sections)
    omp.terminator
  }
  return
}

// -----

func.func @point_taskgroup() {
  omp.parallel {
    // expected-error @below {{'omp.cancellation_point' op cancellation point taskgroup must appear inside a task region}}
    omp.cancellation_point cancellation_construct_type(taskgroup)
    omp.terminator
  }
  return
}

// -----

func.func @ordered_no_loop(%i: index) {
  // expected-error @below {{'omp.ordered' op must be nested inside of a loop}}
  omp.ordered depend_type(dependsink) depend_vec(%i : index) {doacross_num_loops = 1 : i64}
  return
}

// -----

func.func @ordered_no_clause(%lb: index) {
  omp.wsloop {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{'omp.ordered.region' op the enclosing worksharing-loop region must have an ordered clause}}
      omp.ordered.region {
        omp.terminator
      }
      omp.yield
    }
  }
  return
}

// -----

func.func @ordered_region_param(%lb: index) {
  omp.wsloop ordered(1) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{'omp.ordered.region' op the enclosing loop's ordered clause must not have a parameter present}}
      omp.ordered.region {
        omp.terminator
      }
      omp.yield
    }
  }
  return
}

// -----

func.func @ordered_param(%lb: index) {
  omp.wsloop ordered(0) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{'omp.ordered' op the enclosing loop's ordered clause must have a parameter present}}
      omp.ordered depend_type(dependsink) depend_vec(%i : index) {doacross_num_loops = 1 : i64}
      omp.yield
    }
  }
  return
}

// -----

func.func @ordered_wrapper(%lb: index) {
  omp.teams {
    omp.distribute {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        // expected-error @below {{'omp.ordered.region' op must be nested inside of a worksharing, simd or worksharing simd loop}}
        omp.ordered.region {
          omp.terminator
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @ordered_count(%lb: index) {
  omp.wsloop ordered(2) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      // expected-error @below {{'omp.ordered' op number of variables in depend clause does not match number of iteration variables in the doacross loop}}
      omp.ordered depend_type(dependsink) depend_vec(%i : index) {doacross_num_loops = 1 : i64}
      omp.yield
    }
  }
  return
}

// -----

func.func @ordered_ok(%lb: index) {
  omp.wsloop ordered(1) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.ordered depend_type(dependsink) depend_vec(%i : index) {doacross_num_loops = 1 : i64}
      omp.yield
    }
  }
  omp.simd {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.ordered.region par_level_simd {
        omp.terminator
      }
      omp.yield
    }
  }
  omp.ordered.region {
    omp.terminator
  }
  return
}

// -----

func.func @teams_sym(%m: memref<f32>) {
  // expected-error @below {{'omp.teams' op expected symbol reference @nope to point to a reduction declaration}}
  omp.teams reduction(@nope %m -> %prv : memref<f32>) {
    omp.terminator
  }
  return
}

// -----

omp.declare_reduction @add_f32 : f32
init {
^bb0(%arg: f32):
  %0 = arith.constant 0.0 : f32
  omp.yield (%0 : f32)
}
combiner {
^bb1(%arg0: f32, %arg1: f32):
  %1 = arith.addf %arg0, %arg1 : f32
  omp.yield (%1 : f32)
}

func.func @teams_dup(%m: memref<f32>) {
  // expected-error @below {{'omp.teams' op accumulator variable used more than once}}
  omp.teams reduction(@add_f32 %m -> %prv, @add_f32 %m -> %prv2 : memref<f32>, memref<f32>) {
    omp.terminator
  }
  return
}

// -----

func.func @teams_syms_count(%m: memref<f32>) {
  // expected-error @below {{'omp.teams' op expected as many reduction symbol references as reduction variables}}
  "omp.teams"(%m) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1, 0>}> ({
  ^bb0(%a: memref<f32>):
    omp.terminator
  }) : (memref<f32>) -> ()
  return
}

// -----

func.func @teams_unexpected_syms() {
  // expected-error @below {{'omp.teams' op unexpected reduction symbol references}}
  "omp.teams"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0>, reduction_syms = [@x]}> ({
    omp.terminator
  }) : () -> ()
  return
}

// -----

func.func @teams_byref_count(%m: memref<f32>) {
  // expected-error @below {{expected as many reduction variable by reference attributes as reduction variables}}
  "omp.teams"(%m) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1, 0>, reduction_syms = [@x], reduction_byref = array<i1: true, false>}> ({
  ^bb0(%a: memref<f32>):
    omp.terminator
  }) : (memref<f32>) -> ()
  return
}

// -----

func.func @wlw_parent(%lb: index) {
  // expected-error @below {{'omp.workshare.loop_wrapper' op must be nested in an omp.workshare}}
  omp.workshare.loop_wrapper {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @wlw_standalone(%lb: index) {
  omp.workshare {
    // expected-error @below {{'omp.workshare.loop_wrapper' op expected to be a standalone loop wrapper}}
    omp.workshare.loop_wrapper {
      omp.simd {
        omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      } {omp.composite}
    }
    omp.terminator
  }
  return
}

// -----

func.func @wlw_ok(%lb: index) {
  omp.workshare {
    omp.workshare.loop_wrapper {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @scan_both(%x: memref<i32>) {
  // expected-error @below {{Exactly one of EXCLUSIVE or INCLUSIVE clause is expected}}
  omp.scan inclusive(%x : memref<i32>) exclusive(%x : memref<i32>)
  return
}

// -----

func.func @scan_parent(%x: memref<i32>) {
  // expected-error @below {{SCAN directive needs to be enclosed within a parent worksharing loop construct or SIMD construct with INSCAN reduction modifier}}
  omp.scan inclusive(%x : memref<i32>)
  return
}

// -----

func.func @align(%x: memref<i32>) {
  // expected-error @below {{ALIGN value : 24 must be power of 2}}
  omp.allocate_dir (%x : memref<i32>) align(24)
  return
}

// -----

func.func @align_ok(%x: memref<i32>) {
  omp.allocate_dir (%x : memref<i32>) align(32)
  return
}

// -----

func.func @canon_args(%n: i32) {
  // expected-error @below {{'omp.canonical_loop' op Canonical loop region must have exactly one argument}}
  "omp.canonical_loop"(%n) ({
  ^bb0(%a: i32, %b: i32):
    omp.terminator
  }) : (i32) -> ()
  return
}

// -----

func.func @canon_type(%n: i32) {
  // expected-error @below {{'omp.canonical_loop' op Region argument must be the same type as the trip count}}
  "omp.canonical_loop"(%n) ({
  ^bb0(%a: i64):
    omp.terminator
  }) : (i32) -> ()
  return
}

// -----

func.func @wsloop_missing_composite(%lb: index) {
  // expected-error @below {{'omp.composite' attribute missing from composite wrapper}}
  omp.wsloop {
    omp.simd {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  }
  return
}

// -----

func.func @wsloop_nested(%lb: index) {
  // expected-error @below {{only supported nested wrapper is 'omp.simd'}}
  omp.wsloop {
    omp.taskloop {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
  } {omp.composite}
  return
}

// -----

func.func @wsloop_present_composite(%lb: index) {
  // expected-error @below {{'omp.composite' attribute present in non-composite wrapper}}
  omp.wsloop {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  } {omp.composite}
  return
}

// -----

func.func @wsloop_reduction(%lb: index, %m: memref<f32>) {
  // expected-error @below {{'omp.wsloop' op expected symbol reference @nope to point to a reduction declaration}}
  omp.wsloop reduction(@nope %m -> %prv : memref<f32>) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @sections_region() {
  // expected-error @below {{'omp.sections' op expected omp.section op or terminator op inside region}}
  omp.sections {
    "test.op"() : () -> ()
    omp.terminator
  }
  return
}

// -----

func.func @sections_allocate(%m: memref<i32>) {
  // expected-error @below {{expected equal sizes for allocate and allocator variables}}
  "omp.sections"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> ({
    omp.terminator
  }) : (memref<i32>) -> ()
  return
}

// -----

func.func @taskloop_allocate(%lb: index, %m: memref<i32>) {
  // expected-error @below {{expected equal sizes for allocate and allocator variables}}
  "omp.taskloop"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }) : (memref<i32>) -> ()
  return
}

// -----

func.func @taskloop_grainsize(%lb: index, %n: i32) {
  // expected-error @below {{the grainsize clause and num_tasks clause are mutually exclusive and may not appear on the same taskloop directive}}
  omp.taskloop grainsize(%n : i32) num_tasks(%n : i32) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

omp.declare_reduction @add_f32 : f32
init {
^bb0(%arg: f32):
  %0 = arith.constant 0.0 : f32
  omp.yield (%0 : f32)
}
combiner {
^bb1(%arg0: f32, %arg1: f32):
  %1 = arith.addf %arg0, %arg1 : f32
  omp.yield (%1 : f32)
}

func.func @taskloop_nogroup(%lb: index, %m: memref<f32>) {
  // expected-error @below {{if a reduction clause is present on the taskloop directive, the nogroup clause must not be specified}}
  omp.taskloop nogroup reduction(@add_f32 %m -> %prv : memref<f32>) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

omp.declare_reduction @add_f32 : f32
init {
^bb0(%arg: f32):
  %0 = arith.constant 0.0 : f32
  omp.yield (%0 : f32)
}
combiner {
^bb1(%arg0: f32, %arg1: f32):
  %1 = arith.addf %arg0, %arg1 : f32
  omp.yield (%1 : f32)
}

func.func @taskloop_both(%lb: index, %m: memref<f32>) {
  // expected-error @below {{the same list item cannot appear in both a reduction and an in_reduction clause}}
  omp.taskloop in_reduction(@add_f32 %m -> %a : memref<f32>) reduction(@add_f32 %m -> %b : memref<f32>) {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  }
  return
}

// -----

func.func @taskloop_missing_composite(%lb: index) {
  // expected-error @below {{'omp.composite' attribute missing from composite wrapper}}
  omp.taskloop {
    omp.simd {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  }
  return
}

// -----

func.func @taskloop_nested(%lb: index) {
  // expected-error @below {{only supported nested wrapper is 'omp.simd'}}
  omp.taskloop {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  } {omp.composite}
  return
}

// -----

func.func @taskloop_present_composite(%lb: index) {
  // expected-error @below {{'omp.composite' attribute present in non-composite wrapper}}
  omp.taskloop {
    omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
  } {omp.composite}
  return
}

// -----

func.func @taskloop_ok(%lb: index) {
  omp.taskloop {
    omp.simd {
      omp.loop_nest (%i) : index = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    } {omp.composite}
  } {omp.composite}
  return
}
