package asmformat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/dialects/ods"
)

// An enum case may be negative (LLVM's RoundingMode::Invalid is -1): its
// keyword reads as and prints from the signed value.
func TestNegativeEnumCase(t *testing.T) {
	en := &ods.Enum{Name: "RoundingModeAttr", ClassName: "RoundingMode", Storage: "i32", Cases: []*ods.Case{
		{Symbol: "NearestTiesToEven", Str: "tonearest", Value: 1},
		{Symbol: "Invalid", Str: "invalid", Value: -1},
	}}
	v, ok := enumValue(en, "invalid")
	assert.True(t, ok)
	assert.Equal(t, int64(-1), v)
	assert.Equal(t, "invalid", enumString(en, -1))
	assert.True(t, printsBare(en, -1))
	assert.Equal(t, "", enumString(en, 0xffffffff))
}
