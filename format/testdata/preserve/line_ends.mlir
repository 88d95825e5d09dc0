// Lines end without spaces in the preserve style, though mlir-opt ends these   
// custom forms with one (its printer's: `-style=mlir-opt` keeps it).   
llvm.func @f(%s: !llvm.struct<(i32, f32)>, %v: vector<4xf32>) -> i32 {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f32)>    // trailing comment   
  %1 = llvm.shufflevector %v, %v [0, 1] : vector<4xf32>

  %2 = llvm.insertvalue %0, %s[0] : !llvm.struct<(i32, f32)>	
  llvm.return %0 : i32
}
