// DLTI's hand-written attributes: entries as `key = value` or
// #dlti.dl_entry, keys strings or types, values printed in full.
module attributes {
  dlti.dl_spec = #dlti.dl_spec<
    #dlti.dl_entry<"dlti.endianness", "little">,
    i64 = dense<64> : vector<2xi64>,
    !llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>,
    "dlti.stack_alignment" = 128 : i64,
    #dlti.dl_entry<f80, dense<128> : vector<2xi64>>>,
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<
      #dlti.dl_entry<"tile_size", 32 : i32>,
      "vnni" = 2>,
    "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 128, "L1_cache_size_in_bytes" = 4096 : i64>>,
  "#dlti.sys_spec" = #dlti.target_system_spec<"CPU"
    = #dlti.target_device_spec<"vnni" = 2 : i32>>
} {
  func.func @f() attributes {
      dlti.map = #dlti.map<"a" = 1, i32 = "b", "nested" = #dlti.map<"c" = [1, 2], "d" = affine_map<(d0) -> (d0 floordiv 2)>>>,
      entry = #dlti.dl_entry<"k\"ey", unit>,
      empty = #dlti.dl_spec<>,
      emptymap = #dlti.map<>,
      typed = #dlti.dl_entry<vector<4xf32>, 16 : i8>} {
    return
  }
  func.func @g() attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, (i32) -> i32 = 8 : i16, tensor<2xf32> = "x">} {
    return
  }
}
