package ir

import (
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestFloatRoundFromFloat64(t *testing.T) {
	tests := []struct {
		kind FloatKind
		in   float64
		want uint64
	}{
		{F32, 1.0, 0x3F800000},
		{F32, -2.5, 0xC0200000},
		{F16, 65504, 0x7BFF},
		{F16, 65519, 0x7BFF},   // rounds down to the largest
		{F16, 65520, 0x7C00},   // overflows to infinity
		{F16, 5.96e-8, 0x0001}, // smallest subnormal
		{F16, 1e-9, 0x0000},
		{F16, math.Copysign(0, -1), 0x8000},
		{BF16, 0.3, 0x3E9A},
		{F8E4M3FN, 448, 0x7E},
		{F8E4M3FN, 500, 0x7F}, // no infinity: NaN
		{F8E4M3FN, 464, 0x7E}, // tie to even
		{F8E5M2, 57344, 0x7B},
		{F8E5M2FNUZ, math.Copysign(0, -1), 0x00}, // no negative zero
		{F8E4M3FNUZ, 240, 0x7F},
		{F8E8M0FNU, 0.5, 0x7E},
		{F8E8M0FNU, 1, 0x7F},
		{F4E2M1FN, 6, 0x7},
		{F4E2M1FN, 100, 0x7}, // finite only: the largest value
		{F4E2M1FN, -1.5, 0xB},
		{F6E2M3FN, 7.5, 0x1F},
		{F6E3M2FN, 28, 0x1F},
		{TF32, 1, 0x1FC00},
		{F64, math.Inf(-1), 0xFFF0000000000000},
		// Overflow and infinities, as mlir-opt 22 converts them (a NaN
		// keeps its sign where the format has one).
		{F8E4M3FN, -500, 0xFF},
		{F8E4M3FN, math.Inf(-1), 0xFF},
		{F8E4M3FN, math.Inf(1), 0x7F},
		{F8E4M3FNUZ, math.Inf(-1), 0x80},
		{F8E5M2FNUZ, math.Inf(-1), 0x80},
		{F8E8M0FNU, math.Inf(-1), 0xFF},
		{F32, math.Inf(1), 0x7F800000},
		{F16, math.Inf(-1), 0xFC00},
		{BF16, math.Inf(1), 0x7F80},
		{TF32, math.Inf(-1), 0x7FC00},
	}
	for _, tt := range tests {
		lo, _ := floatSemantics[tt.kind].FromFloat64(tt.in)
		assert.Equal(t, tt.want, lo, "%v %g", tt.kind, tt.in)
	}
}

func TestFloatF80F128(t *testing.T) {
	lo, hi := floatSemantics[F80].FromFloat64(1)
	assert.Equal(t, uint64(0x8000000000000000), lo)
	assert.Equal(t, uint64(0x3FFF), hi)
	lo, hi = floatSemantics[F128].FromFloat64(1)
	assert.Equal(t, uint64(0), lo)
	assert.Equal(t, uint64(0x3FFF000000000000), hi)
	assert.Equal(t, 2.5, floatSemantics[F80].Float64(floatSemantics[F80].FromFloat64(2.5)))
}

func TestFloatDecode(t *testing.T) {
	s := &floatSemantics[F16]
	assert.Equal(t, FloatInf, s.Decode(0x7C00, 0).Class)
	assert.Equal(t, FloatNaN, s.Decode(0x7E00, 0).Class)
	assert.Equal(t, FloatZero, s.Decode(0x8000, 0).Class)
	assert.True(t, s.Decode(0x8000, 0).Neg)
	v := s.Decode(0x0001, 0)
	assert.Equal(t, 0, v.Rat().Cmp(new(big.Rat).SetFrac64(1, 1<<24)))
	assert.Equal(t, FloatNaN, floatSemantics[F8E4M3FN].Decode(0xFF, 0).Class)
	assert.Equal(t, FloatFinite, floatSemantics[F8E4M3FN].Decode(0xFE, 0).Class)
	assert.Equal(t, FloatNaN, floatSemantics[F8E4M3FNUZ].Decode(0x80, 0).Class)
	assert.Equal(t, FloatNaN, floatSemantics[F8E8M0FNU].Decode(0xFF, 0).Class)
	assert.Equal(t, FloatFinite, floatSemantics[F4E2M1FN].Decode(0xF, 0).Class)
	assert.Equal(t, FloatInf, floatSemantics[F80].Decode(0x8000000000000000, 0x7FFF).Class)
	assert.Equal(t, FloatNaN, floatSemantics[F80].Decode(0xC000000000000000, 0x7FFF).Class)
}

func TestFloatKindNames(t *testing.T) {
	for k := range numFloatKinds {
		got, ok := FloatKindByName(k.String())
		assert.True(t, ok)
		assert.Equal(t, k, got)
	}
}
