package defs

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

// load decodes every embedded file strictly: a field the schema lacks is
// an error.
func load(t *testing.T) map[string]*ods.Dialect {
	t.Helper()
	dialects := map[string]*ods.Dialect{}
	for _, name := range Files() {
		data, err := Read(name)
		require.NoError(t, err)
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		var f ods.File
		require.NoError(t, dec.Decode(&f), name)
		require.False(t, dec.More(), "%s: data after the object", name)
		require.Len(t, f.Dialects, 1, name)
		d := f.Dialects[0]
		assert.Equal(t, strings.TrimSuffix(name, ".json"), d.Name)
		dialects[d.Name] = d
	}
	return dialects
}

func op(t *testing.T, d *ods.Dialect, name string) *ods.Op {
	t.Helper()
	for _, o := range d.Ops {
		if o.Name == name {
			return o
		}
	}
	require.Failf(t, "no op", "%s has no op %s", d.Name, name)
	return nil
}

func enum(t *testing.T, d *ods.Dialect, name string) *ods.Enum {
	t.Helper()
	for _, e := range d.Enums {
		if e.Name == name {
			return e
		}
	}
	require.Failf(t, "no enum", "%s has no enum %s", d.Name, name)
	return nil
}

func attr(t *testing.T, o *ods.Op, name string) *ods.Attr {
	t.Helper()
	for _, a := range o.Attrs {
		if a.Name == name {
			return a
		}
	}
	require.Failf(t, "no attribute", "%s has no attribute %s", o.Name, name)
	return nil
}

func TestFiles(t *testing.T) {
	assert.Equal(t, []string{
		"arith.json", "bufferization.json", "builtin.json", "cf.json", "complex.json", "func.json",
		"index.json", "math.json", "memref.json", "scf.json", "tensor.json", "ub.json",
	}, Files())
}

// TestWellFormed checks what every file promises: ops sorted by name and
// prefixed by their dialect, each enum an op or attribute of the dialect
// names defined in the same file (a file stands alone), and each file
// ending in a newline.
func TestWellFormed(t *testing.T) {
	for name, d := range load(t) {
		enums := map[string]bool{}
		for _, e := range d.Enums {
			assert.False(t, enums[e.Name], "%s: enum %s defined twice", name, e.Name)
			enums[e.Name] = true
			assert.NotEmpty(t, e.Cases, e.Name)
		}
		require.NotEmpty(t, d.Ops, d.Name)
		for i, o := range d.Ops {
			assert.True(t, strings.HasPrefix(o.Name, d.Name+"."), o.Name)
			if i > 0 {
				assert.Less(t, d.Ops[i-1].Name, o.Name)
			}
			assert.False(t, o.Format != "" && o.CustomSyntax, "%s: a format and custom syntax", o.Name)
			for _, a := range o.Attrs {
				if a.Enum != "" {
					assert.True(t, enums[a.Enum], "%s.%s: enum %s not in %s", o.Name, a.Name, a.Enum, name)
				}
			}
		}
		for _, a := range d.Attrs {
			if a.Enum != "" {
				assert.True(t, enums[a.Enum], "#%s.%s: enum %s not in %s", d.Name, a.Mnemonic, a.Enum, name)
			}
		}
	}
	for _, name := range Files() {
		data, err := Read(name)
		require.NoError(t, err)
		assert.True(t, bytes.HasSuffix(data, []byte("}\n")), name)
	}
}

func TestFacts(t *testing.T) {
	dialects := load(t)
	arith, scf, memref := dialects["arith"], dialects["scf"], dialects["memref"]
	require.NotNil(t, arith)
	require.NotNil(t, scf)
	require.NotNil(t, memref)

	addi := op(t, arith, "arith.addi")
	assert.Equal(t, "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)", addi.Format)
	assert.False(t, addi.CustomSyntax)
	assert.Subset(t, addi.Traits, []string{"Commutative", "Pure", "NoMemoryEffect", "SameOperandsAndResultType", "Elementwise"})
	assert.Equal(t, []*ods.Arg{
		{Name: "lhs", Constraint: "SignlessIntegerOrIndexLike"},
		{Name: "rhs", Constraint: "SignlessIntegerOrIndexLike"},
	}, addi.Operands)
	assert.Equal(t, &ods.Attr{
		Name:       "overflowFlags",
		Constraint: "Arith_IntegerOverflowAttr",
		Storage:    "::mlir::arith::IntegerOverflowFlagsAttr",
		Default:    "#arith.overflow<none>", // what mlir-opt adds to "arith.addi" properties
		Enum:       "Arith_IntegerOverflowFlags",
	}, attr(t, addi, "overflowFlags"))

	addf := op(t, arith, "arith.addf")
	assert.Equal(t, "#arith.fastmath<none>", attr(t, addf, "fastmath").Default)

	cmpi := op(t, arith, "arith.cmpi")
	pred := attr(t, cmpi, "predicate")
	assert.Equal(t, "Arith_CmpIPredicateAttr", pred.Enum)
	assert.Equal(t, "i64", pred.Type)
	assert.Contains(t, cmpi.Traits, "TypesMatchWith<lhs,result,::getI1SameShape($_self)>")
	cases := enum(t, arith, "Arith_CmpIPredicateAttr")
	assert.Equal(t, "CmpIPredicate", cases.ClassName)
	assert.Equal(t, "i64", cases.Storage)
	assert.False(t, cases.Bit)
	var strs []string
	for i, c := range cases.Cases {
		assert.Equal(t, int64(i), c.Value)
		strs = append(strs, c.Str)
	}
	assert.Equal(t, []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}, strs)

	overflow := enum(t, arith, "Arith_IntegerOverflowFlags")
	assert.True(t, overflow.Bit)
	assert.Equal(t, ", ", overflow.Separator)
	assert.Empty(t, overflow.Storage) // only wrapped as #arith.overflow

	forOp := op(t, scf, "scf.for")
	assert.True(t, forOp.CustomSyntax)
	assert.Empty(t, forOp.Format)
	assert.Contains(t, forOp.Traits, "SingleBlockImplicitTerminator<scf.yield>")
	assert.Contains(t, forOp.Traits, "AllTypesMatch<lowerBound,upperBound,step>")
	assert.Equal(t, []*ods.Region{{Name: "region", Sized: 1}}, forOp.Regions)
	assert.Contains(t, op(t, scf, "scf.yield").Traits, "ParentOneOf<scf.execute_region,scf.for,scf.if,scf.index_switch,scf.while>")

	ld := op(t, memref, "memref.load")
	assert.Contains(t, ld.Traits, "TypesMatchWith<memref,result,::llvm::cast<MemRefType>($_self).getElementType()>")
	assert.Equal(t, &ods.Arg{Name: "indices", Kind: "variadic", Constraint: "Index", Buildable: "index"}, ld.Operands[1])

	store := op(t, memref, "memref.store")
	// DefaultValuedOptionalAttr: optional, so mlir-opt adds nothing.
	assert.Equal(t, &ods.Attr{Name: "nontemporal", Constraint: "BoolAttr", Storage: "::mlir::BoolAttr", Optional: true, Default: "false", Type: "i1"}, attr(t, store, "nontemporal"))

	sw := op(t, dialects["cf"], "cf.switch")
	assert.Equal(t, &ods.Arg{Name: "caseOperands", Kind: "variadicOfVariadic", Segments: "case_operand_segments", Constraint: "AnyType"}, sw.Operands[2])
	assert.Equal(t, &ods.Arg{Name: "caseDestinations", Kind: "variadic", Constraint: "AnySuccessor"}, sw.Successors[1])

	module := op(t, dialects["builtin"], "builtin.module")
	assert.Equal(t, &ods.Attr{Name: "sym_name", Constraint: "SymbolNameAttr", Storage: "::mlir::StringAttr", Optional: true, SymbolName: true}, attr(t, module, "sym_name"))
	assert.Subset(t, module.Traits, []string{"IsolatedFromAbove", "NoTerminator", "SymbolTable", "SingleBlock"})
	assert.Len(t, dialects["builtin"].Ops, 2)

	// A dialect using another's enum has its own copy.
	assert.Equal(t, enum(t, arith, "FastMathFlags"), enum(t, dialects["math"], "FastMathFlags"))
	assert.Equal(t, "FastMathFlags", attr(t, op(t, dialects["math"], "math.absf"), "fastmath").Enum)
	assert.Equal(t, "i64", enum(t, memref, "AtomicRMWKindAttr").Storage)

	assert.Equal(t, "#ub.poison", attr(t, op(t, dialects["ub"], "ub.poison"), "value").Default)
	assert.Equal(t, "IndexCmpPredicate", attr(t, op(t, dialects["index"], "index.cmp"), "pred").Enum)
	assert.Contains(t, op(t, dialects["func"], "func.return").Traits, "HasParent<func.func>")
}

// TestReadmeExample decodes the example dialect of dialects/README.md
// strictly, so that the documentation keeps to the schema.
func TestReadmeExample(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(readme), "## Example: an out-of-tree dialect")
	require.True(t, ok)
	_, rest, ok = strings.Cut(rest, "```json\n")
	require.True(t, ok)
	example, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)

	dec := json.NewDecoder(strings.NewReader(example))
	dec.DisallowUnknownFields()
	var f ods.File
	require.NoError(t, dec.Decode(&f))
	require.Len(t, f.Dialects, 1)
	d := f.Dialects[0]
	assert.Equal(t, "acme", d.Name)
	assert.Len(t, d.Ops, 5)
	assert.Equal(t, "Acme_Predicate", attr(t, op(t, d, "acme.cmp"), "predicate").Enum)
	assert.Equal(t, "i64", enum(t, d, "Acme_Predicate").Storage)
	assert.Equal(t, "#acme.mode<wrap>", attr(t, op(t, d, "acme.add"), "mode").Default)
}
