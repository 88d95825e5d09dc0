package lower_test

import (
	"testing"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/stretchr/testify/require"
)

// TestFloatNotValidAtNextToken: mlir-opt reports a float literal whose type
// is not a float ("floating point value not valid for specified type")
// where the token after the type starts, in the generic and the custom
// form: the column an expected-error annotation cannot check. Columns and
// lines are mlir-opt 22's.
func TestFloatNotValidAtNextToken(t *testing.T) {
	for _, c := range []struct{ in, at string }{
		{"func.func @f() {\n  %0 = arith.constant 1.0 : i32\n  return\n}\n", "3:3"},
		{"func.func @f() {\n  %0 = arith.constant 1.0 : i32 loc(\"x\")\n  return\n}\n", "2:33"},
		{"func.func @f() {\n  %0 = \"arith.constant\"() {value = 1.0 : i32} : () -> i32\n  return\n}\n", "2:45"},
		{"func.func @f() {\n  \"x.y\"() {v = -1.0 : i32} : () -> ()\n  return\n}\n", "2:26"},
		{"%0 = arith.constant 1.0 : i32", "1:29"}, // the input's last byte
		// An integer literal's type is checked at the literal.
		{"func.func @f() {\n  \"x.y\"() {v = 1 : none} : () -> ()\n  return\n}\n", "2:16"},
	} {
		_, file, err := format.Source("t.mlir", []byte(c.in), format.Options{Dialects: dialects.MustCore(), Style: format.MLIROpt})
		require.Error(t, err, c.in)
		require.Contains(t, diag.AsList(err).Format(file), "t.mlir:"+c.at+": error: ", c.in)
	}
}
