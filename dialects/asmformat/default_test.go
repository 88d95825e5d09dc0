package asmformat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/ir"
)

// A dialect attribute's default is spelled in ODS in the pretty form
// (#dialect.mnemonic<...>) or the opaque one (#dialect<mnemonic ...>, as
// acc's data_clause defaults are): both match the attribute they spell.
func TestOpaqueDefault(t *testing.T) {
	ctx := ir.NewContext()
	clause := ctx.OpaqueAttr("acc", "data_clause acc_copyin")
	dt := ctx.OpaqueAttr("acc", "device_type<none>")
	for _, c := range []struct {
		a    ir.Attribute
		def  string
		want bool
	}{
		{clause, "#acc<data_clause acc_copyin>", true},
		{clause, "#acc<data_clause  acc_copyin>", true},
		{clause, "#acc<data_clause acc_copy>", false},
		{clause, "#omp<data_clause acc_copyin>", false},
		{clause, "#acc<data_clause acc_copyin", false},
		{dt, "#acc.device_type<none>", true},
		{dt, "#acc.device_type<host>", false},
		{dt, "#acc<device_type<none>>", true},
		{dt, "acc.device_type<none>", false},
	} {
		assert.Equal(t, c.want, isDefault(c.a, c.def), "%s", c.def)
	}
}
