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

// Enum properties print like LLVM's enums: a bit enum's multi-bit groups
// first, then its single bits, joined by its separator; the named form's
// mnemonic comes from an EnumAttr of the same enum.
func TestEnumProp(t *testing.T) {
	gep := &ods.Enum{Name: "GEPNoWrapFlags", ClassName: "GEPNoWrapFlags", Bit: true, Cases: []*ods.Case{
		{Symbol: "none", Str: "none", Value: 0}, {Symbol: "inboundsFlag", Str: "inbounds_flag", Value: 1},
		{Symbol: "nusw", Str: "nusw", Value: 2}, {Symbol: "nuw", Str: "nuw", Value: 4},
		{Symbol: "inbounds", Str: "inbounds", Value: 3},
	}}
	ovf := &ods.Enum{Name: "IntegerOverflowFlags", ClassName: "IntegerOverflowFlags", Bit: true, Separator: ", ", Cases: []*ods.Case{
		{Symbol: "none", Str: "none", Value: 0}, {Symbol: "nsw", Str: "nsw", Value: 1}, {Symbol: "nuw", Str: "nuw", Value: 2},
	}}
	for _, tt := range []struct {
		en   *ods.Enum
		v    int64
		want string
	}{
		{gep, 0, "none"}, {gep, 1, "inbounds_flag"}, {gep, 2, "nusw"}, {gep, 3, "inbounds"},
		{gep, 6, "nusw|nuw"}, {gep, 7, "inbounds|nuw"},
		{ovf, 0, "none"}, {ovf, 3, "nsw, nuw"}, {ovf, 2, "nuw"},
	} {
		assert.Equal(t, tt.want, enumPropString(tt.en, tt.v), "%s %d", tt.en.Name, tt.v)
	}

	e := NewEnv(&ods.Dialect{Name: "llvm", Enums: []*ods.Enum{gep, ovf}, Attrs: []*ods.AttrDef{
		{Name: "LLVM_IntegerOverflowFlagsAttr", Mnemonic: "overflow", Params: []*ods.Param{{Name: "value"}}, Format: "`<` $value `>`", Enum: "IntegerOverflowFlags"},
	}})
	named := e.attrInfo(&ods.Attr{Name: "overflowFlags", Storage: "::mlir::LLVM::IntegerOverflowFlags", Default: "0 : i32", Enum: "IntegerOverflowFlags", Property: true})
	assert.Equal(t, modeEnumProp, named.mode)
	assert.Equal(t, "overflow", named.mnemonic)
	assert.Equal(t, 32, named.width)
	bare := e.attrInfo(&ods.Attr{Name: "noWrapFlags", Storage: "::mlir::LLVM::GEPNoWrapFlags", Default: "0 : i8", Enum: "GEPNoWrapFlags", Property: true})
	assert.Equal(t, modeEnumProp, bare.mode)
	assert.Equal(t, "", bare.mnemonic)
	assert.Equal(t, 8, bare.width)
}
