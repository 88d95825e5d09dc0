// quant types as mlir-opt spells them: scales as doubles (%e when exact, else the shortest form), zero points and full-range storage bounds left out, per-axis lists without spaces, sub-channel lists with.
func.func @f(%a: tensor<4x!quant.uniform<i8:f32, 0.5:10>>, %b: tensor<2x!quant.uniform<i8<-127:127>:f32:0, {0.1:1, 0.2:2}>>, %c: !quant.uniform<u8:f32, 1.0>, %d: !quant.any<i8:f32>, %e: !quant.calibrated<f32<-1.0:1.0>>, %g: !quant.uniform<i8:f32, 2.0e-01:-3>, %h: tensor<2x3x!quant.uniform<i8:f32:{0:1, 1:2}, {{2.0:10, 3.0:20}, {4.0:30, 5.0:40}}>>) {
  %0 = quant.dcast %a : tensor<4x!quant.uniform<i8:f32, 0.5:10>> to tensor<4xf32>
  %1 = quant.scast %a : tensor<4x!quant.uniform<i8:f32, 0.5:10>> to tensor<4xi8>
  %2 = quant.qcast %0 : tensor<4xf32> to tensor<4x!quant.uniform<i8:f32, 0.5:10>>
  return
}
"test.op"() : () -> (!quant.uniform<i8<-128:127>:f32, 0.5:0>, !quant.uniform<u4<1:14>:bf16, 1.5e+10:3>, !quant.any<i8<-8:7>:f32>, !quant.any<u8:f16>, !quant.uniform<i16:f32:1, {0.5,0.25:2}>, !quant.uniform<i8:f32:{1:2}, {{1.0}, {2.0:-1}}>, !quant.calibrated<f16<-0.5:1.0e2>>, !quant.uniform<i32:f64, 123456789.125:-2147483648>)
