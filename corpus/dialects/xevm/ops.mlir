// xevm's id queries (with and without a range), memory fences, block
// loads and stores through prop-dicts, and mma.
func.func @xevm(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i32, %x: i32, %y: i32, %v: vector<8xi16>, %a: vector<8xi16>, %b: vector<8xi32>, %c: vector<8xf32>) {
  %0 = xevm.local_id.x : i32
  %1 = xevm.group_id.y range <i32, 0, 1024> : i32
  %2 = xevm.subgroup_size : i32
  %3 = xevm.lane_id : i32
  xevm.memfence <{addrspace = #xevm.addr_space<global>, scope = #xevm.mem_scope<workgroup>}>
  %4 = xevm.blockload2d %p, %w, %h, %pitch, %x, %y <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32, v_blocks = 1 : i32, transpose = false, pack_register = false}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32) -> vector<8xi16>
  xevm.blockstore2d %p, %w, %h, %pitch, %x, %y, %v <{elem_size_in_bits = 16 : i32, tile_width = 16 : i32, tile_height = 8 : i32}> : (!llvm.ptr<1>, i32, i32, i32, i32, i32, vector<8xi16>)
  %5 = xevm.mma %a, %b, %c {shape = <m = 8, n = 16, k = 16>, types = <d = f32, a = f16, b = f16, c = f32>} : (vector<8xi16>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return
}
