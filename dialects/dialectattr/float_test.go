package dialectattr

import (
	"math"
	"math/rand"
	"testing"

	"github.com/gomlir/gomlir/ir"
)

// TestDoubleAsIRPrintsIt: a double converted to f64 prints as ir prints an
// f64 (quant's scales are spelled by ir.FormatFloat64, complex.number's
// parts by this package's APFloat).
func TestDoubleAsIRPrintsIt(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 0.5, -0.5, 1, 1.5e10, 0.1, 123456789.125, 1e-300,
		5e-324, math.MaxFloat64, -math.SmallestNonzeroFloat64, 2.5e-7, 1.0 / 3}
	r := rand.New(rand.NewSource(1))
	for range 2000 {
		vals = append(vals, math.Float64frombits(r.Uint64()), r.NormFloat64()*math.Pow(10, float64(r.Intn(40)-20)))
	}
	for _, f := range vals {
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		want := convertDouble(semantics(ir.F64), math.Float64bits(f)).String()
		if got := ir.FormatFloat64(f); got != want {
			t.Errorf("%v (%#x): ir prints %s, dialectattr %s", f, math.Float64bits(f), got, want)
		}
	}
}
