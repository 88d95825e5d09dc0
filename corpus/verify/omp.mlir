// omp: synchronization hints, atomics, map bounds, loop nests and
// wrappers, teams, cancellation and ordered constructs; parallel, single,
// task, taskgroup, loop, the target constructs and their map clauses,
// declare_reduction, private, declare_mapper, workdistribute and
// atomic.capture's region.

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

// -----

func.func @lw_two(%lb: i32) {
  // expected-error @below {{'omp.wsloop' op loop wrapper does not contain exactly one nested op}}
  omp.wsloop {
    omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
      omp.yield
    }
    "test.foo"() : () -> ()
  }
  return
}

// -----

func.func @lw_other(%lb: i32) {
  // expected-error @below {{'omp.simd' op nested in loop wrapper is not another loop wrapper or `omp.loop_nest`}}
  omp.simd {
    "test.foo"() : () -> ()
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
atomic {
^bb2(%arg2: !llvm.ptr, %arg3: !llvm.ptr):
  %2 = llvm.load %arg3 : !llvm.ptr -> f32
  llvm.atomicrmw fadd %arg2, %2 monotonic : !llvm.ptr, f32
  omp.yield
}

func.func @acc_type(%x: memref<f32>) {
  // expected-error @below {{'omp.parallel' op expected accumulator ('memref<f32>') to be the same type as reduction declaration ('!llvm.ptr')}}
  omp.parallel reduction(@add_f32 %x -> %prv : memref<f32>) {
    omp.terminator
  }
  return
}

// -----

omp.private {type = private} @p.i32 : i32

func.func @priv_count(%x: !llvm.ptr) {
  // expected-error @below {{inconsistent number of private variables and privatizer op symbols, private vars: 0 vs. privatizer op symbols: 1}}
  "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>, private_syms = [@p.i32]}> ({
    omp.terminator
  }) : () -> ()
  return
}

// -----

func.func @priv_lookup(%x: !llvm.ptr) {
  // expected-error @below {{failed to lookup privatizer op with symbol: '@nope'}}
  omp.parallel private(@nope %x -> %arg : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

omp.private {type = private} @p.i32 : i32 init {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}

func.func @priv_type(%x: !llvm.ptr) {
  // expected-error @below {{type mismatch between a private variable and its privatizer op, var type: '!llvm.ptr' vs. privatizer op type: 'i32'}}
  omp.parallel private(@p.i32 %x -> %arg : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

omp.private {type = firstprivate} @fp.i32 : i32 copy {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}

func.func @fpriv_type(%x: !llvm.ptr) {
  // expected-error @below {{type mismatch between a firstprivate variable and its privatizer op, var type: '!llvm.ptr' vs. privatizer op type: 'i32'}}
  omp.parallel private(@fp.i32 %x -> %arg : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @par_two_dist(%lb: i32) {
  // expected-error @below {{multiple 'omp.distribute' nested inside of 'omp.parallel'}}
  omp.parallel {
    omp.distribute {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.distribute {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @par_dist_not_composite(%lb: i32) {
  // expected-error @below {{'omp.composite' attribute missing from composite operation}}
  omp.parallel {
    omp.distribute {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @par_dist_other(%lb: i32) {
  // expected-error @below {{unexpected OpenMP operation inside of composite 'omp.parallel': omp.barrier}}
  omp.parallel {
    omp.barrier
    omp.distribute {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  } {omp.composite}
  return
}

// -----

func.func @par_composite() {
  // expected-error @below {{'omp.composite' attribute present in non-composite operation}}
  omp.parallel {
    omp.terminator
  } {omp.composite}
  return
}

// -----

func.func @copy_i32(%a: !llvm.ptr, %b: !llvm.ptr) {
  return
}

func.func @single_count(%x: !llvm.ptr) {
  // expected-error @below {{'omp.single' op inconsistent number of copyprivate vars (= 1) and functions (= 0), both must be equal}}
  "omp.single"(%x) <{operandSegmentSizes = array<i32: 0, 0, 1, 0>}> ({
    omp.terminator
  }) : (!llvm.ptr) -> ()
  return
}

// -----

func.func @single_nofn(%x: !llvm.ptr) {
  // expected-error @below {{'omp.single' op expected symbol reference @nope to point to a copy function}}
  omp.single copyprivate(%x -> @nope : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

llvm.func @copy3(%a: !llvm.ptr, %b: !llvm.ptr, %c: !llvm.ptr)

func.func @single_args(%x: !llvm.ptr) {
  // expected-error @below {{'omp.single' op expected copy function @copy3 to have 2 operands}}
  omp.single copyprivate(%x -> @copy3 : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func private @copy_mixed(%a: !llvm.ptr, %b: i32)

func.func @single_same(%x: !llvm.ptr) {
  // expected-error @below {{'omp.single' op expected copy function @copy_mixed arguments to have the same type}}
  omp.single copyprivate(%x -> @copy_mixed : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func private @copy_i32(%a: i32, %b: i32)

func.func @single_type(%x: !llvm.ptr) {
  // expected-error @below {{'omp.single' op expected copy function arguments' type ('i32') to be the same as copyprivate variable's type ('!llvm.ptr')}}
  omp.single copyprivate(%x -> @copy_i32 : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

llvm.func @copy_ptr(%a: !llvm.ptr, %b: !llvm.ptr)

func.func @single_ok(%x: !llvm.ptr) {
  omp.single copyprivate(%x -> @copy_ptr : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @task_depend(%x: !llvm.ptr) {
  // expected-error @below {{'omp.task' op expected as many depend values as depend variables}}
  "omp.task"(%x) <{operandSegmentSizes = array<i32: 0, 0, 1, 0, 0, 0, 0, 0, 0>}> ({
    omp.terminator
  }) : (!llvm.ptr) -> ()
  return
}

// -----

func.func @task_inred(%x: !llvm.ptr) {
  // expected-error @below {{'omp.task' op expected symbol reference @nope to point to a reduction declaration}}
  omp.task in_reduction(@nope %x -> %prv : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @taskgroup_red(%x: !llvm.ptr) {
  // expected-error @below {{'omp.taskgroup' op expected symbol reference @nope to point to a reduction declaration}}
  omp.taskgroup task_reduction(@nope %x -> %prv : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @loop_nested(%lb: i32) {
  omp.teams {
    // expected-error @below {{'omp.loop' op expected to be a standalone loop wrapper}}
    omp.loop {
      omp.simd {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      } {omp.composite}
    }
    omp.terminator
  }
  return
}

// -----

func.func @loop_red(%lb: i32, %x: !llvm.ptr) {
  omp.teams {
    // expected-error @below {{'omp.loop' op expected symbol reference @nope to point to a reduction declaration}}
    omp.loop reduction(@nope %x -> %prv : !llvm.ptr) {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @map_mapper(%p: !llvm.ptr) {
  // expected-error @below {{invalid mapper id}}
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) mapper(@nope) -> !llvm.ptr
  return
}

// -----

func.func @map_members(%p: !llvm.ptr) {
  // expected-error @below {{'omp.map.info' op 'members' arguments must be defined by 'omp.map.info' ops}}
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) members(%p : [0] : !llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @td_none() {
  // expected-error @below {{At least one of map, use_device_ptr_vars, or use_device_addr_vars operand must be present}}
  omp.target_data {
    omp.terminator
  }
  return
}

// -----

func.func @td_ptr(%p: !llvm.ptr) {
  // expected-error @below {{'omp.target_data' op 'use_device_ptr' arguments must be defined by 'omp.map.info' ops}}
  omp.target_data use_device_ptr(%p -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @td_addr(%p: !llvm.ptr) {
  // expected-error @below {{'omp.target_data' op 'use_device_addr' arguments must be defined by 'omp.map.info' ops}}
  omp.target_data use_device_addr(%p -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @td_delete(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{to, from, tofrom and alloc map types are permitted}}
  omp.target_data map_entries(%m : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @td_missing(%p: !llvm.ptr) {
  // expected-error @below {{missing map operation}}
  omp.target_data map_entries(%p : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @ted_from(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{to and alloc map types are permitted}}
  omp.target_enter_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @ted_depend(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{'omp.target_enter_data' op expected as many depend values as depend variables}}
  "omp.target_enter_data"(%p, %m) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!llvm.ptr, !llvm.ptr) -> ()
  return
}

// -----

func.func @ted_notmap(%p: !llvm.ptr) {
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  // expected-error @below {{map argument is not a map entry operation}}
  omp.target_enter_data map_entries(%q : !llvm.ptr)
  return
}

// -----

func.func @texd_to(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{from, release and delete map types are permitted}}
  omp.target_exit_data map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @tu_del(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{at least one of to or from map types must be specified, other map types are not permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @tu_none(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(present) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{at least one of to or from map types must be specified, other map types are not permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @tu_tofrom(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(tofrom) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{either to or from map types can be specified, not both}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @tu_same(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %n = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{either to or from map types can be specified, not both}}
  omp.target_update map_entries(%m, %n : !llvm.ptr, !llvm.ptr)
  return
}

// -----

func.func @tu_two(%p: !llvm.ptr, %q: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(to) capture(ByRef) -> !llvm.ptr
  %n = omp.map.info var_ptr(%q : !llvm.ptr, i32) map_clauses(from) capture(ByRef) -> !llvm.ptr
  omp.target_update map_entries(%m, %n : !llvm.ptr, !llvm.ptr)
  return
}

// -----

func.func @tu_always(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(always, to) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{present, mapper and iterator map type modifiers are permitted}}
  omp.target_update map_entries(%m : !llvm.ptr)
  return
}

// -----

func.func @target_hda(%p: !llvm.ptr) {
  // expected-error @below {{'omp.target' op 'has_device_addr' arguments must be defined by 'omp.map.info' ops}}
  omp.target has_device_addr(%p -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

func.func @target_del(%p: !llvm.ptr) {
  %m = omp.map.info var_ptr(%p : !llvm.ptr, i32) map_clauses(delete) capture(ByRef) -> !llvm.ptr
  // expected-error @below {{to, from, tofrom and alloc map types are permitted}}
  omp.target map_entries(%m -> %a : !llvm.ptr) {
    omp.terminator
  }
  return
}

// -----

omp.private {type = private} @p.ptr : !llvm.ptr

func.func @target_pmaps(%p: !llvm.ptr) {
  // expected-error @below {{sizes of `private` operand range and `private_maps` attribute mismatch}}
  "omp.target"(%p) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0>, private_syms = [@p.ptr], private_maps = array<i64: 0, 0>}> ({
  ^bb0(%a: !llvm.ptr):
    omp.terminator
  }) : (!llvm.ptr) -> ()
  return
}

// -----

// expected-error @below {{'omp.declare_mapper' op expected terminator to be a DeclareMapperInfoOp}}
omp.declare_mapper @m : !llvm.struct<(i32)> {
^bb0(%p: !llvm.ptr):
  omp.terminator
}

// -----

omp.declare_mapper @m2 : !llvm.struct<(i32)> {
^bb0(%p: !llvm.ptr):
  // expected-error @below {{missing map operation}}
  omp.declare_mapper.info map_entries(%p : !llvm.ptr)
}

// -----

omp.declare_mapper @m3 : !llvm.struct<(i32)> {
^bb0(%p: !llvm.ptr):
  %q = llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  omp.declare_mapper.info map_entries(%q : !llvm.ptr)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects alloc region to yield a value of the reduction type}}
omp.declare_reduction @r1 : f32 alloc {
  %c = arith.constant 0 : i32
  omp.yield (%c : i32)
} init {
^bb0(%a: f32, %b: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects non-empty initializer region}}
"omp.declare_reduction"() <{sym_name = "r2", type = f32}> ({}, {}, {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}, {}, {}, {}) : () -> ()

// -----

// expected-error @below {{'omp.declare_reduction' op expects two arguments to the initializer region when an allocation region is used}}
omp.declare_reduction @r3 : f32 alloc {
  %c = arith.constant 0.0 : f32
  omp.yield (%c : f32)
} init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects one argument to the initializer region when no allocation region is used}}
omp.declare_reduction @r4 : f32 init {
^bb0(%a: f32, %b: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects one or two arguments to the initializer region}}
omp.declare_reduction @r5 : f32 init {
^bb0:
  %c = arith.constant 0.0 : f32
  omp.yield (%c : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects initializer region argument to match the reduction type}}
omp.declare_reduction @r6 : f32 init {
^bb0(%a: i32):
  %c = arith.constant 0.0 : f32
  omp.yield (%c : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects initializer region to yield a value of the reduction type}}
omp.declare_reduction @r7 : f32 init {
^bb0(%a: f32):
  %c = arith.constant 0 : i32
  omp.yield (%c : i32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects non-empty reduction region}}
"omp.declare_reduction"() <{sym_name = "r8", type = f32}> ({}, {
^bb0(%a: f32):
  omp.yield (%a : f32)
}, {}, {}, {}, {}) : () -> ()

// -----

// expected-error @below {{'omp.declare_reduction' op expects reduction region with two arguments of the reduction type}}
omp.declare_reduction @r9 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: i32):
  omp.yield (%a : f32)
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects reduction region to yield a value of the reduction type}}
omp.declare_reduction @r10 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects atomic reduction region with two arguments of the same type}}
omp.declare_reduction @r11 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
} atomic {
^bb2(%a: !llvm.ptr, %b: memref<f32>):
  omp.yield
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects atomic reduction region arguments to be accumulators containing the reduction type}}
omp.declare_reduction @r12 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
} atomic {
^bb2(%a: memref<i32>, %b: memref<i32>):
  omp.yield
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects atomic reduction region arguments to be accumulators containing the reduction type}}
omp.declare_reduction @r13 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
} atomic {
^bb2(%a: f32, %b: f32):
  omp.yield
}

// -----

// expected-error @below {{'omp.declare_reduction' op expects cleanup region with one argument of the reduction type}}
omp.declare_reduction @r14 : f32 init {
^bb0(%a: f32):
  omp.yield (%a : f32)
} combiner {
^bb1(%a: f32, %b: f32):
  omp.yield (%a : f32)
} atomic {
^bb2(%a: memref<f32>, %b: memref<f32>):
  omp.yield
} cleanup {
^bb3(%a: i32):
  omp.yield
}

// -----

// expected-error @below {{Region argument type mismatch: got 'i64' expected 'i32'.}}
omp.private {type = private} @p1 : i32 init {
^bb0(%a: i32, %b: i64):
  omp.yield(%a : i32)
}

// -----

// expected-error @below {{`init`: expected 2 region arguments, got: 1}}
omp.private {type = private} @p2 : i32 init {
^bb0(%a: i32):
  omp.yield(%a : i32)
}

// -----

omp.private {type = private} @p3 : i32 init {
^bb0(%a: i32, %b: i32):
  // expected-error @below {{expected exit block terminator to be an `omp.yield` op.}}
  omp.terminator
}

// -----

omp.private {type = private} @p4 : i32 init {
^bb0(%a: i32, %b: i32):
  %c = arith.constant 0 : i64
  // expected-error @below {{Invalid yielded value. Expected type: 'i32', got: 'i64'}}
  omp.yield(%c : i64)
}

// -----

omp.private {type = private} @p5 : i32 init {
^bb0(%a: i32, %b: i32):
  // expected-error @below {{Invalid yielded value. Expected type: 'i32', got: None}}
  omp.yield
}

// -----

// expected-error @below {{`private` clauses do not require a `copy` region.}}
omp.private {type = private} @p6 : i32 copy {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}

// -----

// expected-error @below {{`firstprivate` clauses require at least a `copy` region.}}
omp.private {type = firstprivate} @p7 : i32

// -----

// expected-error @below {{`copy`: expected 2 region arguments, got: 1}}
omp.private {type = firstprivate} @p8 : i32 copy {
^bb0(%a: i32):
  omp.yield(%a : i32)
}

// -----

omp.private {type = private} @p9 : i32 dealloc {
^bb0(%a: i32):
  // expected-error @below {{Did not expect any values to be yielded.}}
  omp.yield(%a : i32)
}

// -----

// expected-error @below {{`dealloc`: expected 1 region arguments, got: 2}}
omp.private {type = private} @p10 : i32 dealloc {
^bb0(%a: i32, %b: i32):
  omp.yield
}

// -----

omp.private {type = private} @p11 : i32 init {
^bb0(%a: i32, %b: i32):
  cf.br ^bb1
^bb1:
  // expected-error @below {{expected exit block terminator to be an `omp.yield` op.}}
  "test.term"() : () -> ()
}

// -----

func.func @wd_empty() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op region cannot be empty}}
    "omp.workdistribute"() ({}) : () -> ()
    omp.terminator
  }
  return
}

// -----

func.func @wd_one_term() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op region must have exactly one terminator}}
    omp.workdistribute {
      cf.br ^bb1
    ^bb1:
      omp.terminator
    ^bb2:
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @wd_no_term() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op region must be terminated with omp.terminator}}
    omp.workdistribute {
      cf.br ^bb1
    ^bb1:
      cf.br ^bb1
    }
    omp.terminator
  }
  return
}

// -----

func.func @wd_barrier() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op explicit barriers are not allowed in workdistribute region}}
    omp.workdistribute {
      omp.barrier
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @wd_parallel() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op nested parallel constructs not allowed in workdistribute}}
    omp.workdistribute {
      omp.parallel {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @wd_teams() {
  omp.teams {
    // expected-error @below {{'omp.workdistribute' op nested teams constructs not allowed in workdistribute}}
    omp.workdistribute {
      "test.wrap"() ({
        omp.teams {
          omp.terminator
        }
        "test.end"() : () -> ()
      }) : () -> ()
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @wd_parent() {
  // expected-error @below {{'omp.workdistribute' op workdistribute must be nested under teams}}
  omp.workdistribute {
    omp.terminator
  }
  return
}

// -----

func.func @cap_count(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{expected three operations in atomic.capture region (one terminator, and two atomic ops)}}
  omp.atomic.capture {
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @cap_seq(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  omp.atomic.capture {
    // expected-error @below {{invalid sequence of operations in the capture region}}
    omp.atomic.write %x = %e : memref<i32>, i32
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @cap_upd(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>) {
  omp.atomic.capture {
    // expected-error @below {{updated variable in atomic.update must be captured in second operation}}
    omp.atomic.update %x : memref<i32> {
    ^bb0(%a: i32):
      omp.yield(%a : i32)
    }
    omp.atomic.read %v = %y : memref<i32>, memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @cap_read(%x: memref<i32>, %y: memref<i32>, %v: memref<i32>, %e: i32) {
  omp.atomic.capture {
    // expected-error @below {{captured variable in atomic.read must be updated in second operation}}
    omp.atomic.read %v = %y : memref<i32>, memref<i32>, i32
    omp.atomic.write %x = %e : memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @cap_hint(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  // expected-error @below {{'omp.atomic.capture' op operations inside capture region must not have hint clause}}
  omp.atomic.capture {
    omp.atomic.read %v = %x hint(contended) : memref<i32>, memref<i32>, i32
    omp.atomic.write %x = %e : memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @cap_mo(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  // expected-error @below {{'omp.atomic.capture' op operations inside capture region must not have memory_order clause}}
  omp.atomic.capture {
    omp.atomic.read %v = %x : memref<i32>, memref<i32>, i32
    omp.atomic.write %x = %e memory_order(relaxed) : memref<i32>, i32
    omp.terminator
  }
  return
}

// -----

func.func @par_composite_ok(%lb: i32) {
  omp.teams {
    omp.parallel {
      omp.distribute {
        omp.wsloop {
          omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
            omp.yield
          }
        } {omp.composite}
      } {omp.composite}
      omp.terminator
    } {omp.composite}
    omp.terminator
  }
  return
}

// -----

func.func @target_two_teams() {
  // expected-error @below {{target containing multiple 'omp.teams' nested ops}}
  omp.target {
    omp.teams {
      omp.terminator
    }
    omp.teams {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_illegal(%x: i32) {
  // expected-error @below {{'omp.target' op host_eval argument illegal use in 'arith.addi' operation}}
  omp.target host_eval(%x -> %arg0 : i32) {
    %0 = arith.addi %arg0, %arg0 : i32
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_teams(%x: i32, %c: i1) {
  // expected-error @below {{'omp.target' op host_eval argument only legal as 'num_teams' and 'thread_limit' in 'omp.teams'}}
  omp.target host_eval(%x -> %arg0 : i32) {
    omp.teams allocate(%arg0 : i32 -> %arg0 : i32) {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_parallel(%x: i32) {
  // expected-error @below {{'omp.target' op host_eval argument only legal as 'num_threads' in 'omp.parallel' when representing target SPMD}}
  omp.target host_eval(%x -> %arg0 : i32) {
    omp.parallel num_threads(%arg0 : i32) {
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_loop(%x: i32) {
  // expected-error @below {{'omp.target' op host_eval argument only legal as loop bounds and steps in 'omp.loop_nest' when trip count must be evaluated in the host}}
  omp.target host_eval(%x -> %lb : i32) {
    omp.wsloop {
      omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_spmd(%x: i32) {
  omp.target host_eval(%x -> %lb, %x -> %n : i32, i32) {
    omp.teams num_teams( to %n : i32) thread_limit(%n : i32) {
      omp.parallel num_threads(%n : i32) {
        omp.distribute {
          omp.wsloop {
            omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
              omp.yield
            }
          } {omp.composite}
        } {omp.composite}
        omp.terminator
      } {omp.composite}
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_distribute(%x: i32) {
  omp.target host_eval(%x -> %lb : i32) {
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_not_captured(%x: i32, %p: !llvm.ptr) {
  // expected-error @below {{'omp.target' op host_eval argument only legal as loop bounds and steps in 'omp.loop_nest' when trip count must be evaluated in the host}}
  omp.target host_eval(%x -> %lb : i32) {
    omp.teams {
      omp.barrier
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_alloca(%x: i32) {
  omp.target host_eval(%x -> %lb : i32) {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %a = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_store(%x: i32) {
  omp.target host_eval(%x -> %lb : i32) {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
    %v = llvm.mlir.constant(7 : i32) : i32
    llvm.store %v, %p : i32, !llvm.ptr
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @host_eval_alloca_memref(%x: i32) {
  omp.target host_eval(%x -> %lb : i32) {
    %a = memref.alloca() : memref<i32>
    omp.teams {
      omp.distribute {
        omp.loop_nest (%i) : i32 = (%lb) to (%lb) step (%lb) {
          omp.yield
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}

// -----

func.func @cli_two_gen(%tc: i32) {
  // expected-error @below {{'omp.new_cli' op CLI must have at most one generator}}
  %cli = omp.new_cli
  // expected-note @below {{second generator here:}}
  omp.canonical_loop(%cli) %iv : i32 in range(%tc) {
    omp.terminator
  }
  // expected-note @below {{first generator here:}}
  omp.canonical_loop(%cli) %iv2 : i32 in range(%tc) {
    omp.terminator
  }
  return
}

// -----

func.func @cli_two_cons(%tc: i32) {
  // expected-error @below {{'omp.new_cli' op CLI must have at most one consumer}}
  %cli = omp.new_cli
  omp.canonical_loop(%cli) %iv : i32 in range(%tc) {
    omp.terminator
  }
  // expected-note @below {{second consumer here:"omp.unroll_heuristic"(%0) : (!omp.cli) -> ()}}
  omp.unroll_heuristic(%cli)
  // expected-note @below {{first consumer here:"omp.unroll_heuristic"(%0) : (!omp.cli) -> ()}}
  omp.unroll_heuristic(%cli)
  return
}

// -----

func.func @cli_no_gen(%tc: i32) {
  // expected-error @below {{'omp.new_cli' op CLI has no generator}}
  %cli = omp.new_cli
  // expected-note @below {{see consumer here: "omp.unroll_heuristic"(%0) : (!omp.cli) -> ()}}
  omp.unroll_heuristic(%cli)
  return
}

// -----

func.func @cli_nested(%tc: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%tc) {
    omp.canonical_loop(%inner) %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  omp.tile <- (%outer, %inner) sizes(%tc, %tc : i32, i32)
  return
}

// -----

func.func @tile_sizes(%tc: i32) {
  %cli = omp.new_cli
  omp.canonical_loop(%cli) %i : i32 in range(%tc) {
    omp.terminator
  }
  // expected-error @below {{'omp.tile' op there must be one tile size for each applyee}}
  omp.tile <- (%cli) sizes(%tc, %tc : i32, i32)
  return
}

// -----

func.func @tile_none(%tc: i32) {
  // expected-error @below {{'omp.tile' op must apply to at least one loop}}
  "omp.tile"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  return
}

// -----

func.func @tile_generatees(%tc: i32) {
  %cli = omp.new_cli
  %g = omp.new_cli
  omp.canonical_loop(%cli) %i : i32 in range(%tc) {
    omp.terminator
  }
  // expected-error @below {{'omp.tile' op expecting two times the number of generatees than applyees}}
  omp.tile (%g) <- (%cli) sizes(%tc : i32)
  return
}

// -----

func.func @tile_no_gen(%tc: i32) {
  %outer = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%tc) {
    omp.canonical_loop %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  // expected-error @below {{'omp.tile' op applyee CLI has no generator}}
  omp.tile <- (%outer, %inner) sizes(%tc, %tc : i32, i32)
  %inner = omp.new_cli
  return
}

// -----

func.func @tile_not_nested(%tc: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%tc) {
    "test.op"() : () -> ()
    omp.canonical_loop(%inner) %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  // expected-error @below {{'omp.tile' op tiled loop nest must be perfectly nested}}
  omp.tile <- (%outer, %inner) sizes(%tc, %tc : i32, i32)
  return
}

// -----

func.func @tile_not_rect(%tc: i32) {
  %outer = omp.new_cli
  %inner = omp.new_cli
  omp.canonical_loop(%outer) %i : i32 in range(%tc) {
    omp.canonical_loop(%inner) %j : i32 in range(%i) {
      omp.terminator
    }
    omp.terminator
  }
  // expected-error @below {{'omp.tile' op tiled loop nest must be rectangular}}
  omp.tile <- (%outer, %inner) sizes(%tc, %tc : i32, i32)
  return
}

// -----

func.func @tile_applyee_tiled(%tc: i32) {
  %c = omp.new_cli
  %a = omp.new_cli
  %g1 = omp.new_cli
  %g2 = omp.new_cli
  omp.canonical_loop(%c) %i : i32 in range(%tc) {
    omp.canonical_loop(%a) %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  omp.tile (%g1, %g2) <- (%a) sizes(%tc : i32)
  // expected-error @below {{'omp.tile' op currently only supports omp.canonical_loop as applyee}}
  omp.tile <- (%c, %g1) sizes(%tc, %tc : i32, i32)
  return
}

// -----

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{expected schedule kind}}
  omp.wsloop schedule(foo) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{incorrect modifier order}}
  omp.wsloop schedule(static, simd, monotonic) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{unexpected modifier(s)}}
  omp.wsloop schedule(static, monotonic, simd, simd) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{unknown modifier type: foo}}
  omp.wsloop schedule(static, foo) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

// expected-error @below {{foo is not a valid hint}}
omp.critical.declare @c hint(foo)

// -----

func.func @f(%lb: index, %ub: index, %st: index) {
  // expected-error @below {{invalid clause value: 'foo'}}
  omp.wsloop order(foo) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @f() {
  // expected-error @below {{'omp.workdistribute' op region must contain a structured block}}
  "omp.workdistribute"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @grainsize_modifier(%lb: index, %ub: index, %st: index, %g: i32) {
  // expected-error @below {{invalid grainsize modifier : 'foo'}}
  omp.taskloop grainsize(foo, %g: i32) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @num_tasks_modifier(%lb: index, %ub: index, %st: index, %g: i32) {
  // expected-error @below {{invalid num_tasks modifier : 'loose'}}
  omp.taskloop num_tasks(loose, %g: i32) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
  }
  return
}

// -----

func.func @proc_bind_value() {
  // expected-error @below {{invalid clause value: 'nearby'}}
  omp.parallel proc_bind(nearby) {
    omp.terminator
  }
  return
}

// -----

func.func @memory_order_value(%x: memref<i32>, %v: memref<i32>) {
  // expected-error @below {{invalid clause value: 'strong'}}
  omp.atomic.read %v = %x memory_order(strong) : memref<i32>, memref<i32>, i32
  return
}

// -----

func.func @depend_values_without_vars() {
  // expected-error @below {{'omp.task' op unexpected depend values}}
  "omp.task"() <{depend_kinds = [#omp<clause_task_depend(taskdependin)>], operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0, 0, 0>}> ({
    omp.terminator
  }) : () -> ()
  return
}

// -----

omp.declare_reduction @add_i32 : i32 init {
^bb0(%a: i32):
  omp.yield(%a : i32)
} combiner {
^bb0(%a: i32, %b: i32):
  omp.yield(%a : i32)
}
func.func @reduction_types(%m: memref<i32>, %n: memref<i32>) {
  // expected-error @below {{invalid `reduction` format}}
  omp.parallel reduction(@add_i32 %m -> %a, @add_i32 %n -> %b : memref<i32>) {
    omp.terminator
  }
  return
}

// -----

func.func @reduction_modifier(%m: memref<i32>) {
  // expected-error @below {{invalid `reduction` format}}
  omp.parallel reduction(mod: scan, @add_i32 %m -> %a : memref<i32>) {
    omp.terminator
  }
  return
}
