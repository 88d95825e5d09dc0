// Custom forms that look through a type alias defined earlier in the file,
// as mlir-opt's parser does (the alias stands for its type).

!m = memref<2xf32>
memref.global @g : !m = dense<1.0>

// -----

!m = memref<2xf32>
!n = !m
memref.global @g : !n = dense<[1.0, 2.0]>

// -----

!m = memref<?xf32>
// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : !m = dense<1.0>

// -----

// expected-error @+1 {{undefined symbol alias id 'm'}}
memref.global @g : !m = dense<1.0>

// -----

!v = !async.value<f32>
!w = !v
func.func @f(%x: !v, %y: !w) -> f32 {
  %t, %r = async.execute (%x as %a : !v) -> !v {
    async.yield %a : f32
  }
  %0 = async.await %y : !w
  return %0 : f32
}

// -----

!e = f32
!a = !spirv.array<4 x !e>
!p = !spirv.ptr<!a, Function>
spirv.func @f(%arg: !a) "None" {
  %v = spirv.Variable : !p
  %x = spirv.CompositeExtract %arg[1 : i32] : !a
  spirv.Return
}

// -----

!p = !spirv.array<4 x f32>
spirv.func @f() "None" {
  // expected-error @+1 {{custom op 'spirv.Variable' expected spirv.ptr type}}
  %v = spirv.Variable : !p
  spirv.Return
}

// -----

!s = !llvm.struct<(i32, f32)>
!v = vector<4xf32>
llvm.func @f(%a: !s, %b: !v) -> f32 {
  %0 = llvm.extractvalue %a[1] : !s
  %1 = llvm.shufflevector %b, %b [0, 1] : !v
  llvm.return %0 : f32
}

// -----

!l = !wasmssa<local ref to i32>
wasmssa.func @g(%x: !l) -> i32 {
  %0 = wasmssa.local_get %x : ref to i32
  wasmssa.return %0 : i32
}

// -----

!m = memref<10xf32>
func.func @h(%m: !m) {
  %0 = acc.copyin varPtr(%m : !m) -> !m
  return
}
