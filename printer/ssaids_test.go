package printer

import (
	"testing"

	"github.com/gomlir/gomlir/ir"
	"github.com/stretchr/testify/assert"
)

// TestAffineOperandMissing: a dimension or symbol without an operand (IR
// that does not verify) prints as mlir-opt prints a value it cannot name.
func TestAffineOperandMissing(t *testing.T) {
	ctx := ir.NewContext()
	m := &ir.AffineMap{NumDims: 1, NumSyms: 1, Results: []ir.AffineExpr{ctx.AffineAdd(ctx.AffineDim(0), ctx.AffineSym(0))}}
	p := newPrinter(Options{})
	p.names = &nameState{ids: map[ir.Value]int{}}
	p.printAffineMapOfSSAIds(m, nil)
	assert.Equal(t, "<<UNKNOWN SSA VALUE>> + symbol(<<UNKNOWN SSA VALUE>>)", string(p.out))
}
