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
	// The dialects mlir-opt 22 registers, but its test dialects.
	var want []string
	for _, d := range strings.Fields(`acc affine amdgpu amx arith arm_neon arm_sme arm_sve async
		bufferization builtin cf complex dlti emitc func gpu index irdl linalg llvm math memref
		ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard smt
		sparse_tensor spirv tensor tosa transform ub vector wasmssa x86vector xegpu xevm`) {
		want = append(want, d+".json")
	}
	assert.Equal(t, want, Files())
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
		// dlti has attributes and no ops.
		require.True(t, len(d.Ops) > 0 || len(d.Attrs) > 0, d.Name)
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
	// The registry holds every dialect's enums and attributes in one
	// table: a name stands for one definition in all the files.
	enums, attrs := map[string]*ods.Enum{}, map[string]string{}
	for name, d := range load(t) {
		for _, e := range d.Enums {
			assert.False(t, strings.HasPrefix(e.Name, "anonymous_"), "%s: enum %s", name, e.Name)
			if prev, ok := enums[e.Name]; ok {
				assert.Equal(t, prev, e, "enum %s differs between dialects", e.Name)
			}
			enums[e.Name] = e
		}
		for _, a := range d.Attrs {
			if prev, ok := attrs[a.Name]; ok {
				assert.Fail(t, "attribute defined twice", "%s in %s and %s", a.Name, prev, name)
			}
			attrs[a.Name] = name
		}
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

	// Defaults as mlir-opt adds them to a registered op's properties
	// (internal/cmd/odsgen's TestDefaultsOracle checks them all).
	llvm := dialects["llvm"]
	assert.Equal(t, "#llvm.fastmath<none>", attr(t, op(t, llvm, "llvm.fadd"), "fastmathFlags").Default) // C++ `{}`
	assert.Equal(t, "#llvm.cconv<ccc>", attr(t, op(t, llvm, "llvm.call"), "CConv").Default)             // built from CConv::C
	assert.Equal(t, "#llvm.di_expression<>", attr(t, op(t, llvm, "llvm.intr.dbg.value"), "locationExpr").Default)
	assert.Equal(t, &ods.Attr{Name: "overflowFlags", Constraint: "LLVM_IntegerOverflowFlagsProp", Storage: "::mlir::LLVM::IntegerOverflowFlags",
		Default: "0 : i32", Enum: "IntegerOverflowFlags", Property: true}, attr(t, op(t, llvm, "llvm.add"), "overflowFlags"))
	load := op(t, dialects["ptr"], "ptr.load")
	assert.Equal(t, "[]", attr(t, load, "alignment").Default)     // an unset optional property
	assert.Equal(t, "false", attr(t, load, "volatile_").Default)  // an unset unit property
	assert.Equal(t, "0 : i32", attr(t, load, "ordering").Default) // an enum property
	assert.Equal(t, "0 : i8", attr(t, op(t, dialects["ptr"], "ptr.ptr_diff"), "flags").Default)
	transform := dialects["transform"]
	assert.Equal(t, "-1 : i64", attr(t, op(t, transform, "transform.apply_patterns"), "max_iterations").Default) // static_cast<uint64_t>(-1)
	assert.Equal(t, `"bufferization.materialize_in_destination"`, attr(t, op(t, transform, "transform.structured.pad"), "copy_back_op").Default)
	assert.Equal(t, "0 : i64", attr(t, op(t, transform, "transform.structured.split_reduction"), "split_factor").Default)
	assert.Equal(t, "{}", attr(t, op(t, transform, "transform.apply_registered_pass"), "options").Default)
	assert.Equal(t, "false", attr(t, op(t, dialects["rocdl"], "rocdl.wmma.f16.16x16x16.f16"), "opsel").Default) // i1
	assert.Equal(t, "#gpu<mat_transpose_mode NON_TRANSPOSE>", attr(t, op(t, dialects["gpu"], "gpu.spmv"), "modeA").Default)
	assert.Equal(t, "#arm_sme.layout<horizontal>", attr(t, op(t, dialects["arm_sme"], "arm_sme.tile_load"), "layout").Default) // on the attribute's def
	assert.Equal(t, "dense<1> : tensor<2xi64>", attr(t, op(t, dialects["linalg"], "linalg.conv_2d_nhwc_hwcf"), "strides").Default)
	assert.Equal(t, "cpp:MatmulOp::getDefaultIndexingMaps($_builder.getContext())", attr(t, op(t, dialects["linalg"], "linalg.matmul"), "indexing_maps").Default)

	// Traits, buildable dialect types, formats.
	assert.Contains(t, op(t, dialects["vector"], "vector.from_elements").Traits, "ShapedTypeMatchesElementCountAndTypes<dest,elements>")
	assert.Contains(t, op(t, dialects["spirv"], "spirv.AtomicAnd").Traits, "TypesMatchWith<pointer,value,llvm::cast<PointerType>($_self).getPointeeType()>") // PointeeTypeMatchTrait
	assert.Contains(t, op(t, dialects["shape"], "shape.add").Traits, "InferTypeOpInterface")                                                                 // InferTypeOpAdaptorWithIsCompatible
	assert.Equal(t, &ods.Arg{Name: "token", Constraint: "Async_TokenType", Buildable: "!async.token"}, op(t, dialects["async"], "async.execute").Results[0])
	assert.Equal(t, "!gpu.async.token", op(t, dialects["gpu"], "gpu.wait").Results[0].Buildable)
	assert.Equal(t, &ods.Arg{Name: "dst", Constraint: "LLVM_PointerShared", Buildable: "!llvm.ptr<3>"}, op(t, dialects["nvvm"], "nvvm.cp.async.shared.global").Operands[0])
	yield := op(t, dialects["spirv"], "spirv.mlir.yield")
	assert.False(t, yield.CustomSyntax) // the format wins over spirv's hasCustomAssemblyFormat
	assert.Equal(t, "attr-dict $operand `:` type($operand)", yield.Format)
	var invalid *ods.Case
	for _, c := range enum(t, llvm, "RoundingModeAttr").Cases {
		if c.Str == "invalid" {
			invalid = c
		}
	}
	assert.Equal(t, &ods.Case{Symbol: "Invalid", Str: "invalid", Value: -1}, invalid)
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
