package nvvm

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInferMmaType: MmaOp::inferOperandMMAType on type spellings, as
// ASTTypeString and TypeString give them.
func TestInferMmaType(t *testing.T) {
	for _, c := range []struct {
		typ         string
		accumulator bool
		want        string
	}{
		{"f64", false, "f64"},
		{"f16", false, "f16"},
		{"vector<2xf16>", true, "f16"},
		{"vector<4xf16>", false, ""},
		{"f32", false, "tf32"},
		{"f32", true, "f32"},
		{"i32", false, ""},
		{"i32", true, "s32"},
		{"si8", true, "s32"},
		{"index", true, ""},
		{"!llvm.struct<(f32, f32, f32, f32)>", true, "f32"},
		{"!llvm.struct<(vector<2xf16>, vector<2xf16>)>", false, "f16"},
		{"!llvm.struct<packed (f64, i32)>", false, "f64"},
		{"!llvm.struct<(struct<(i32, f32)>, f32)>", true, "s32"},
		{"!llvm.struct<()>", true, ""},
		{`!llvm.struct<"named", (f32)>`, true, ""},
		{"!alias", true, ""},
	} {
		assert.Equal(t, c.want, inferMmaType(c.typ, c.accumulator), "%s accumulator=%v", c.typ, c.accumulator)
	}
}
