// omp.canonical_loop, omp.unroll_heuristic and omp.tile: their values are
// named after the loop nest (%iv_s1_d1, %canonloop_s0, %grid1, %intratile1).
func.func @one(%tc: i32) {
  omp.canonical_loop %iv : i32 in range(%tc) {
    omp.terminator
  }
  return
}
func.func @two(%tc: i32, %c: i1) {
  scf.if %c {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
  } else {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
  }
  omp.canonical_loop %iv : i32 in range(%tc) {
    omp.canonical_loop %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.canonical_loop %k : i32 in range(%tc) {
      omp.canonical_loop %l : i32 in range(%tc) {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @par(%tc: i32) {
  omp.parallel {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.canonical_loop %j : i32 in range(%tc) {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @clis(%tc: i32) {
  %a = omp.new_cli
  %b = omp.new_cli
  %g1 = omp.new_cli
  %g2 = omp.new_cli
  %i1 = omp.new_cli
  %i2 = omp.new_cli
  %c = omp.new_cli
  omp.canonical_loop(%a) %iv : i32 in range(%tc) {
    omp.canonical_loop(%b) %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  omp.tile (%g1, %g2, %i1, %i2) <- (%a, %b) sizes(%tc, %tc : i32, i32)
  return
}
func.func @c(%tc: i32) {
  scf.execute_region {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
    scf.yield
  }
  return
}
func.func @d(%tc: i32) {
  omp.parallel {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @e(%tc: i32) {
  omp.parallel {
    omp.parallel {
      omp.canonical_loop %iv : i32 in range(%tc) {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @g(%tc: i32, %c: i1) {
  scf.if %c {
    omp.canonical_loop %iv : i32 in range(%tc) {
      omp.terminator
    }
  }
  return
}
func.func @h(%tc: i32, %c: i1) {
  omp.canonical_loop %iv : i32 in range(%tc) {
    scf.if %c {
      omp.canonical_loop %j : i32 in range(%tc) {
        omp.terminator
      }
    }
    omp.terminator
  }
  return
}
func.func @i(%tc: i32) {
  omp.canonical_loop %iv : i32 in range(%tc) {
    omp.parallel {
      omp.canonical_loop %j : i32 in range(%tc) {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @j(%tc: i32) {
  omp.parallel {
    omp.canonical_loop %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  }
  omp.canonical_loop %iv : i32 in range(%tc) {
    omp.terminator
  }
  return
}
func.func @cfg(%tc: i32, %c: i1) {
  cf.cond_br %c, ^bb2, ^bb1
^bb1:
  omp.canonical_loop %a : i32 in range(%tc) {
    omp.terminator
  }
  cf.br ^bb3
^bb2:
  omp.canonical_loop %b : i32 in range(%tc) {
    omp.terminator
  }
  cf.br ^bb3
^bb3:
  return
}
func.func @mix(%tc: i32, %c: i1) {
  omp.canonical_loop %i : i32 in range(%tc) {
    omp.canonical_loop %j : i32 in range(%tc) {
      scf.if %c {
        omp.canonical_loop %k : i32 in range(%tc) {
          omp.canonical_loop %l : i32 in range(%tc) {
            omp.terminator
          }
          omp.terminator
        }
      }
      omp.terminator
    }
    omp.terminator
  }
  return
}
func.func @cli(%tc: i32) {
  %x = omp.new_cli
  return
}
func.func @unroll(%tc: i32, %tc2: i64) {
  %a = omp.new_cli
  %b = omp.new_cli
  omp.canonical_loop(%a) %iv : i32 in range(%tc) {
    omp.canonical_loop(%b) %j : i32 in range(%tc) {
      omp.terminator
    }
    omp.terminator
  } {foo = 1}
  omp.tile <- (%a, %b) sizes(%tc, %tc : i32, i32) {bar}
  %c = omp.new_cli
  omp.canonical_loop(%c) %k : i64 in range(%tc2) {
    omp.terminator
  }
  omp.unroll_heuristic(%c) {baz}
  return
}
