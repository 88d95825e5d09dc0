package grammar

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ast"
)

func TestParseType(t *testing.T) {
	typ, err := ParseType("t", "memref<100xi32>")
	require.NoError(t, err)
	m, ok := typ.(*ast.MemRefType)
	require.True(t, ok, "%T", typ)
	assert.Equal(t, []int64{100}, m.Shape)

	typ, err = ParseType("t", "!async.value<!alias>")
	require.NoError(t, err)
	assert.Equal(t, &ast.DialectType{Dialect: "async", Name: "value", Body: "!alias", HasBody: true, DataPos: 7}, typ)

	_, err = ParseType("t", "i32 x")
	assert.EqualError(t, err, "offset 4: error: unexpected text after the type")
	_, err = ParseType("t", "memref<")
	assert.Error(t, err)
}
