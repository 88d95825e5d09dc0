package ir

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCanonicalQuant: quant types as mlir-opt 22 prints them
// (corpus/dialects/quant/types.mlir); what gomlir cannot read is kept.
func TestCanonicalQuant(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"uniform<i8:f32, 0.5:10>", "uniform<i8:f32, 5.000000e-01:10>"},
		{"uniform<i8<-128:127>:f32, 0.5:0>", "uniform<i8:f32, 5.000000e-01>"},
		{"uniform<u4<1:14>:bf16, 1.5e+10:3>", "uniform<u4<1:14>:bf16, 1.500000e+10:3>"},
		{"uniform<i8<-127:127>:f32:0, {0.1:1, 0.2:2}>", "uniform<i8<-127:127>:f32:0, {1.000000e-01:1,2.000000e-01:2}>"},
		{"uniform<i8:f32:{0:1, 1:2}, {{2.0:10, 3.0:20}, {4.0:30, 5.0:40}}>", "uniform<i8:f32:{0:1, 1:2}, {{2.000000e+00:10, 3.000000e+00:20}, {4.000000e+00:30, 5.000000e+00:40}}>"},
		{"uniform<i32:f64, 123456789.125:-2147483648>", "uniform<i32:f64, 123456789.125:-2147483648>"},
		{"any<i8<-8:7>:f32>", "any<i8<-8:7>:f32>"},
		{"any<u8<0:255>:f16>", "any<u8:f16>"},
		{"calibrated<f16<-0.5:1.0e2>>", "calibrated<f16<-5.000000e-01:1.000000e+02>>"},
		{"uniform<i8:f32, 1>", "uniform<i8:f32, 1>"}, // an integer scale: mlir-opt rejects it
		{"quantile<i8:f32, 1.0>", "quantile<i8:f32, 1.0>"},
		// A builtin integer type as storage: ui8 is u8, si8 is i8.
		{"uniform<ui8:f32, 34.0:16>", "uniform<u8:f32, 3.400000e+01:16>"},
		{"uniform<si8:f32, 34.0>", "uniform<i8:f32, 3.400000e+01>"},
		{"uniform<ui8<1:200>:f32, 1.0>", "uniform<u8<1:200>:f32, 1.000000e+00>"},
		{"uniform<ui8<0:255>:f32, 1.0>", "uniform<u8:f32, 1.000000e+00>"},
		{"uniform<si8<-128:127>:f32, 1.0>", "uniform<i8:f32, 1.000000e+00>"},
		{"uniform<ui8:f32:0, {2.0:1, 3.0}>", "uniform<u8:f32:0, {2.000000e+00:1,3.000000e+00}>"},
		{"any<ui8:f32>", "any<u8:f32>"},
		{"uniform<i8:f32, 1.e2>", "uniform<i8:f32, 1.000000e+02>"},
		// Not float literals to mlir-opt, which rejects them: kept.
		{"uniform<i8:f32, 1e-1>", "uniform<i8:f32, 1e-1>"},
		{"uniform<i8:f32, +1.5>", "uniform<i8:f32, +1.5>"},
	} {
		require.Equal(t, c.want, CanonicalTypeData("quant", c.in), c.in)
	}
	require.Equal(t, "uniform<i8:f32, 0.5>", CanonicalTypeData("other", "uniform<i8:f32, 0.5>"))
}
