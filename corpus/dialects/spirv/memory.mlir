// Memory ops: Variable (init, dictionary), Load/Store with memory access
// (Volatile, Aligned with its alignment), CopyMemory (printed with two
// spaces and a trailing comma before the source access), constants with
// their result names, addressof's %<var>_addr, INTEL.SubgroupBlockWrite
// (printed without its storage class).
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, SubgroupBufferBlockIOINTEL], [SPV_INTEL_subgroups]> {
  spirv.GlobalVariable @gv : !spirv.ptr<f32, Private>
  spirv.func @memory(%p: !spirv.ptr<i32, StorageBuffer>, %w: i32) "None" {
    %c = spirv.Constant 1 : i32
    %big = spirv.Constant -7 : i64
    %u = spirv.Constant 200 : ui8
    %t = spirv.Constant true
    %f = spirv.Constant false
    %cf = spirv.Constant 2.0 : f32
    %cv = spirv.Constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
    %ci = spirv.Constant dense<1> : vector<2xi32>
    %ca = spirv.Constant [1 : i32, 2 : i32] : !spirv.array<2 x i32>
    %ct = spirv.Constant dense<[1, 2]> : tensor<2xi32> : !spirv.array<2 x i32>
    %v = spirv.Variable : !spirv.ptr<i32, Function>
    %v2 = spirv.Variable init(%c) {foo} : !spirv.ptr<i32, Function>
    %l = spirv.Load "Function" %v : i32
    %l2 = spirv.Load "Function" %v ["Volatile"] : i32
    %l3 = spirv.Load "Function" %v ["Aligned", 4] {bar} : i32
    %l4 = spirv.Load "StorageBuffer" %p ["Volatile|Aligned", 16] : i32
    spirv.Store "Function" %v, %c : i32
    spirv.Store "Function" %v, %c ["Aligned", 8] : i32
    spirv.Store "StorageBuffer" %p, %l ["Nontemporal"] : i32
    spirv.CopyMemory "Function" %v, "Function" %v2 : i32
    spirv.CopyMemory "Function" %v, "Function" %v2 ["Volatile"], ["Aligned", 4] : i32
    spirv.CopyMemory "Function" %v, "Function" %v2, ["Aligned", 4] : i32
    %a = spirv.mlir.addressof @gv : !spirv.ptr<f32, Private>
    spirv.INTEL.SubgroupBlockWrite "StorageBuffer" %p, %w : i32
    spirv.Return
  }
}
