// A dialect attribute in another's parameter that is read but fails its
// own verifier: mlir-opt reports the verifier's error, then the parameter's
// failure after the nested attribute (columns: dialects/dialectattr's
// TestNestedAttrFailsVerifier).

func.func @f() {
  // expected-error @+2 {{expected sg_data and sg_layout to have the same rank}}
  // expected-error @+1 {{failed to parse XeGPU_SliceAttr parameter 'parent' which is to be a `xegpu::DistributeLayoutAttr`}}
  "x.y"() {a = #xegpu.slice<#xegpu.layout<sg_layout = [2, 2], sg_data = [3]>, dims = [0]>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{undefined symbol alias id 'foo'}}
  // expected-error @+1 {{failed to parse XeGPU_SliceAttr parameter 'parent' which is to be a `xegpu::DistributeLayoutAttr`}}
  "x.y"() {a = #xegpu.slice<#foo, dims = [0]>} : () -> ()
  return
}
