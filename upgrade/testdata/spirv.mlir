// The SPIR-V dialect of 2019: spv. ops and !spv. types.

func @spv_arith(%a: i32, %b: i32, %x: f32) -> i32 {
  %0 = spv.IAdd %a, %b : i32
  %1 = spv.IMul %0, %b : i32
  %2 = spv.FAdd %x, %x : f32
  %3 = spv.constant 42 : i32
  %4 = spv.SLessThan %1, %3 : i32
  %5 = spv.Select %4, %1, %3 : i1, i32
  return %5 : i32
}

// -----

// A module of the Logical addressing model with a global and a function.
spv.module "Logical" "GLSL450" {
  spv.globalVariable @var0 bind(0, 1) : !spv.ptr<f32, Uniform>
  func @kernel() -> () {
    %0 = spv._address_of @var0 : !spv.ptr<f32, Uniform>
    %1 = spv.Load "Uniform" %0 : f32
    %2 = spv.FMul %1, %1 : f32
    spv.Store "Uniform" %0, %2 : f32
    spv.Return
  }
}

// -----

// Structured control flow and function-local variables.
spv.module "Logical" "VulkanKHR" {
  func @select_max(%a: i32, %b: i32) -> i32 {
    %var = spv.Variable : !spv.ptr<i32, Function>
    %cond = spv.SGreaterThan %a, %b : i32
    spv.selection {
      spv.BranchConditional %cond, ^then, ^else
    ^then:
      spv.Store "Function" %var, %a : i32
      spv.Branch ^merge
    ^else:
      spv.Store "Function" %var, %b : i32
      spv.Branch ^merge
    ^merge:
      spv._merge
    }
    %r = spv.Load "Function" %var : i32
    spv.ReturnValue %r : i32
  }
}

// -----

// Composite types.
func @spv_types(%p: !spv.ptr<!spv.array<4 x f32>, Function>, %v: vector<3xf32>) -> f32 {
  %0 = spv.CompositeExtract %v[1 : i32] : vector<3xf32>
  return %0 : f32
}
