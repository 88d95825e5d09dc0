func.func @load_size(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op result size of 128 bits does not match the expected size of 64 bits}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  return
}

// -----

func.func @load_exclusive(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op transpose and pack_register are mutually exclusive}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 16 : i32, v_blocks = 1 : i32, transpose = true, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  return
}

// -----

func.func @load_height(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be between 1 and 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 16 : i32, tile_height = 64 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<64xi8>
  return
}

// -----

func.func @load_w8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 4 and 64}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 2 : i32, tile_height = 32 : i32, v_blocks = 2 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi8>
  return
}

// -----

func.func @load_v8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1, 2, or 4}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 4 : i32, tile_height = 16 : i32, v_blocks = 8 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<32xi8>
  return
}

// -----

func.func @load_wv8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op tile_width * v_blocks should be less than or equal to 64 for 8 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 32 : i32, tile_height = 16 : i32, v_blocks = 4 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<128xi8>
  return
}

// -----

func.func @load_w16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 2 and 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 64 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<32xi16>
  return
}

// -----

func.func @load_v16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1, 2, or 4}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 8 : i32, tile_height = 16 : i32, v_blocks = 8 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<64xi16>
  return
}

// -----

func.func @load_wv16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op tile_width * v_blocks should be less than or equal to 32 for 16 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 16 : i32, v_blocks = 4 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<64xi16>
  return
}

// -----

func.func @load_w32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 1 and 16}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_v32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1 or 2}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 4 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_wv32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op tile_width * v_blocks should be less than or equal to 16 for 32 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 2 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_w64(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 1 and 8}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 64 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_v64(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 64 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 2 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_es(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting elem_size_in_bits to be 8, 16, 32, or 64}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 128 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_t_v(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 16 : i32, v_blocks = 2 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi32>
  return
}

// -----

func.func @load_t_h32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be between 1 and 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 64 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<32xi32>
  return
}

// -----

func.func @load_t_w32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 1 and 8}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  return
}

// -----

func.func @load_t_h64(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be 8 for 64 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 64 : i32, tile_width = 2 : i32, tile_height = 16 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<4xi32>
  return
}

// -----

func.func @load_t_w64(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be 1, 2, or 4}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 64 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  return
}

// -----

func.func @load_t_es(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op transpose is only supported for 32 and 64 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = true, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  return
}

// -----

func.func @load_p_v(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting v_blocks to be 1, 2, or 4}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 8 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<64xi16>
  return
}

// -----

func.func @load_p_h8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be between 4 and 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 16 : i32, tile_height = 2 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<2xi8>
  return
}

// -----

func.func @load_p_w8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 4 and 16}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi8>
  return
}

// -----

func.func @load_p_h16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be between 2 and 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 1 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<1xi16>
  return
}

// -----

func.func @load_p_w16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_width to be between 2 and 16}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi16>
  return
}

// -----

func.func @load_p_es(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op pack_register is only supported for 8 and 16 bit elements}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  return
}

// -----

func.func @load_pitch(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op 4th operand (base pitch) should be >= 2nd operand (base width)}}
  %0 = xevm.blockload2d %ptr, %c64, %h, %c32, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  return
}

// -----

func.func @load_height_pow2(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting tile_height to be 1, 2, 4, 8, 16, or 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 6 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<6xi16>
  return
}

// -----

func.func @load_es_matrix(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting 'elem_size_in_bits' to be 8, 16, or 32}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 64 : i32, tile_width = 4 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<4xi32>
  return
}

// -----

func.func @load_32bits(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op expecting result element type to be 32 bits}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xi16>
  return
}

// -----

func.func @load_pack_width(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockload2d' op tile_width when pack_register is true should be equal to subgroup size (16 elements)}}
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<2xi32>
  return
}

// -----

func.func @load_valid(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  %0 = xevm.blockload2d %ptr, %c32, %h, %c64, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 2 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<16xf16>
  return
}

// -----

func.func @load_valid_pack(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  %0 = xevm.blockload2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 16 : i32, tile_height = 32 : i32, v_blocks = 1 : i32, transpose = false, pack_register = true}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi32>
  return
}

// -----

func.func @store_height(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<16xi16>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting tile_height to be between 1 and 8}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 16 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<16xi16>)
  return
}

// -----

func.func @store_w8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<1xi8>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting tile_width to be between 4 and 64}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 8 : i32, tile_width = 2 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<1xi8>)
  return
}

// -----

func.func @store_w16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<32xi16>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting tile_width to be between 2 and 32}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 16 : i32, tile_width = 64 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<32xi16>)
  return
}

// -----

func.func @store_w32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<16xi32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting tile_width to be between 1 and 16}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 32 : i32, tile_width = 32 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<16xi32>)
  return
}

// -----

func.func @store_w64(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xi32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting tile_width to be between 1 and 8}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 64 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
  return
}

// -----

func.func @store_es(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xi32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting elem_size_in_bits to be 8, 16, 32, or 64}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 24 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
  return
}

// -----

func.func @store_es_matrix(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xi32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op expecting 'elem_size_in_bits' to be 8, 16, or 32}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 64 : i32, tile_width = 4 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi32>)
  return
}

// -----

func.func @store_pitch(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xi16>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op 4th operand (base pitch) should be >= 2nd operand (base width)}}
  xevm.blockstore2d %ptr, %c64, %h, %c32, %x, %y, %v <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi16>)
  return
}

// -----

func.func @store_tw8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<4xi8>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op tile_width for 8 bit elements should be equal to 16 or 32}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 8 : i32, tile_width = 8 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<4xi8>)
  return
}

// -----

func.func @store_tw16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<4xi16>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op tile_width for 16 bit elements should be equal to 16}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 16 : i32, tile_width = 8 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<4xi16>)
  return
}

// -----

func.func @store_tw32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<4xi32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockstore2d' op tile_width for 32 bit elements should be equal to 16}}
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<4xi32>)
  return
}

// -----

func.func @store_valid(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32, %v: vector<8xf32>) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  xevm.blockstore2d %ptr, %w, %h, %p, %x, %y, %v <{elem_size_in_bits = 32 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xf32>)
  return
}

// -----

func.func @prefetch_height(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockprefetch2d' op expecting tile_height to be 1, 2, 4, 8, 16, or 32}}
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 12 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @prefetch_vblocks(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockprefetch2d' op expecting v_blocks to be 1, 2, 4, or 8}}
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 3 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @prefetch_tw8(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockprefetch2d' op tile_width for 8 bit elements should be equal to 16 or 32}}
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 8 : i32, tile_width = 64 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @prefetch_tw16(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockprefetch2d' op tile_width for 16 bit elements should be equal to 16}}
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 32 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @prefetch_tw32(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  // expected-error @below {{'xevm.blockprefetch2d' op tile_width for 32 bit elements should be equal to 8 or 16}}
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 4 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @prefetch_valid(%ptr: !llvm.ptr<1>, %w: i32, %h: i32, %p: i32, %x: i32, %y: i32) {
  %c64 = arith.constant 64 : i32
  %c32 = arith.constant 32 : i32
  xevm.blockprefetch2d %ptr, %w, %h, %p, %x, %y <{elem_size_in_bits = 32 : i32, tile_width = 8 : i32, tile_height = 8 : i32, v_blocks = 1 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32)
  return
}

// -----

func.func @blockload_8bit(%ptr: !llvm.ptr<1>) {
  // expected-error @below {{'xevm.blockload' op vector size must be 2, 4, 8 or 16 for 8-bit element type}}
  %0 = xevm.blockload %ptr : (!llvm.ptr<1>) -> vector<3xi8>
  return
}

// -----

func.func @blockstore_16bit(%ptr: !llvm.ptr<1>, %v: vector<16xi16>) {
  // expected-error @below {{'xevm.blockstore' op vector size must be 2, 4 or 8 for element type > 8 bits}}
  xevm.blockstore %ptr, %v : (!llvm.ptr<1>, vector<16xi16>)
  return
}

// -----

func.func @blockload_valid(%ptr: !llvm.ptr<1>, %s: i16) {
  %0 = xevm.blockload %ptr : (!llvm.ptr<1>) -> vector<16xi8>
  %1 = xevm.blockload %ptr : (!llvm.ptr<1>) -> i32
  xevm.blockstore %ptr, %s : (!llvm.ptr<1>, i16)
  return
}

// -----

func.func @mma_c(%a: vector<8xi16>, %b: vector<8xi32>, %c: vector<8xf16>) {
  // expected-error @below {{'xevm.mma' op type of C operand must match result type}}
  %0 = xevm.mma %a, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf16>) -> vector<8xf32>
  return
}
