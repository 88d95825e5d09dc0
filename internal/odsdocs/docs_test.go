package odsdocs_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
	docs "github.com/gomlir/gomlir/internal/odsdocs"
)

// TestMatchesDefs checks that every generated dialect has documentation
// that decodes, for each of its ops (with the same operand, result and
// attribute names, in the same order), attributes and types.
func TestMatchesDefs(t *testing.T) {
	var names []string
	for _, file := range defs.Files() {
		data, err := defs.Read(file)
		require.NoError(t, err)
		f, err := ods.Decode(data)
		require.NoError(t, err, file)
		for _, d := range f.Dialects {
			names = append(names, d.Name)
			doc, err := docs.Load(d.Name)
			require.NoError(t, err, d.Name)
			require.NotNil(t, doc, d.Name)
			assert.Equal(t, d.Name, doc.Name)
			assert.Len(t, doc.Ops, len(d.Ops), d.Name)
			for _, op := range d.Ops {
				od := doc.Op(op.Name)
				if !assert.NotNil(t, od, op.Name) {
					continue
				}
				assert.Equal(t, argNames(op.Operands), docNames(od.Operands), op.Name)
				assert.Equal(t, argNames(op.Results), docNames(od.Results), op.Name)
				var attrs []string
				for _, a := range op.Attrs {
					attrs = append(attrs, a.Name)
				}
				assert.Equal(t, attrs, docNames(od.Attrs), op.Name)
			}
			for _, a := range d.Attrs {
				assert.NotNil(t, doc.Attr(a.Mnemonic), "#%s.%s", d.Name, a.Mnemonic)
			}
			for _, ty := range d.Types {
				assert.NotNil(t, doc.Type(ty.Mnemonic), "!%s.%s", d.Name, ty.Mnemonic)
			}
		}
	}
	assert.Equal(t, names, docs.Names())
}

func argNames(as []*ods.Arg) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

func docNames(as []*docs.Arg) []string {
	var out []string
	for _, a := range as {
		out = append(out, a.Name)
	}
	return out
}

// TestContent spot-checks what the generator keeps: summaries,
// descriptions without their ODS indentation, constraint summaries, an
// Arg<>'s own description, attribute and type definitions.
func TestContent(t *testing.T) {
	arith := docs.Lookup("arith")
	require.NotNil(t, arith)
	cmpi := arith.Op("arith.cmpi")
	require.NotNil(t, cmpi)
	assert.Equal(t, "integer comparison operation", cmpi.Summary)
	assert.True(t, strings.HasPrefix(cmpi.Description, "The `cmpi` operation is a generic comparison"), cmpi.Description)
	assert.Equal(t, "signless-integer-like", cmpi.Operands[0].Constraint)
	assert.Equal(t, "bool-like", cmpi.Results[0].Constraint)
	assert.Contains(t, cmpi.Attrs[0].Constraint, "allowed 64-bit signless integer cases")
	fm := arith.Attr("fastmath")
	require.NotNil(t, fm)
	assert.Equal(t, "Floating point fast math flags", fm.Summary)

	scf := docs.Lookup("scf")
	require.NotNil(t, scf)
	forOp := scf.Op("scf.for")
	require.NotNil(t, forOp)
	require.Len(t, forOp.Regions, 1)
	assert.Equal(t, "region", forOp.Regions[0].Name)

	llvm := docs.Lookup("llvm")
	require.NotNil(t, llvm)
	assert.NotNil(t, llvm.Type("ptr"))
	assert.NotEmpty(t, llvm.Type("ptr").Summary)

	assert.Nil(t, docs.Lookup("no_such_dialect"))
	_, err := docs.Decode([]byte("not gzip"))
	assert.Error(t, err)
}
