func.func @q(%a: tensor<4x!quant.uniform<i8:f32, 0.5:3>>, %b: !quant.uniform<i8<-8:7>:f32:0, {0.1:2, 0.2}>, %c: !quant.any<i8:f32>, %d: !quant.calibrated<f32<-1.0:1.0>>, %e: !quant.uniform<u8:f16, 1.0e-3>, %f: !quant.any<u4<1:14>>, %g: !quant.uniform<i16<-32767:32767>:f32, 2.5e+02:-7>) {
  return
}
