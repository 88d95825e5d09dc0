package dialectattr

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

const (
	fastMathOneOf = "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"
	fastMathParam = "failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`"
	overflowParam = "failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`"
	predOneOf     = "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"
	predParam     = "failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`"
)

// The expected spellings and messages are mlir-opt 22's (offsets: where
// it points, minus the position of Data in the source), except where a
// comment says otherwise.
func TestCanonical(t *testing.T) {
	dialects := coreDialects(t)
	tests := []struct {
		dialect, data string
		want, typ     string
	}{
		// #arith.fastmath<nnan, ninf> → #arith.fastmath<nnan,ninf>
		{"arith", "fastmath<nnan, ninf>", "fastmath<nnan,ninf>", ""},
		{"arith", "fastmath<ninf,nnan>", "fastmath<nnan,ninf>", ""},
		{"arith", "fastmath<afn,contract>", "fastmath<contract,afn>", ""},
		{"arith", "fastmath<afn,arcp,contract,nsz,ninf,nnan,reassoc>", "fastmath<fast>", ""},
		{"arith", "fastmath<fast,nnan>", "fastmath<fast>", ""},
		{"arith", "fastmath<none>", "fastmath<none>", ""},
		{"arith", "fastmath<none,nnan>", "fastmath<nnan>", ""},
		{"arith", "fastmath< nnan , ninf , contract >", "fastmath<nnan,ninf,contract>", ""},
		{"arith", `fastmath<"nnan, ninf">`, "fastmath<nnan,ninf>", ""},
		{"arith", `fastmath<"n\6Ean">`, "fastmath<nnan>", ""},
		{"arith", "fastmath<nnan,\n // c\n ninf>", "fastmath<nnan,ninf>", ""},
		{"arith", "fastmath <nnan>", "fastmath<nnan>", ""},  // #arith<fastmath <nnan>>
		{"arith", "fastmath<nnan> x", "fastmath<nnan>", ""}, // #arith<fastmath<nnan> x>: the rest is ignored
		{"arith", "overflow<nsw, nuw>", "overflow<nsw, nuw>", ""},
		{"arith", "overflow<nuw,nsw>", "overflow<nsw, nuw>", ""},
		{"arith", "overflow<none, nsw>", "overflow<nsw>", ""},
		{"arith", `overflow<"nsw,nuw">`, "overflow<nsw, nuw>", ""},
		{"arith", "overflow<none>", "overflow<none>", ""},
		// #index<cmp_predicate slt>
		{"index", "cmp_predicate slt", "cmp_predicate slt", ""},
		{"index", "cmp_predicate   uge", "cmp_predicate uge", ""},
		{"index", `cmp_predicate"slt"`, "cmp_predicate slt", ""},
		{"index", "cmp_predicate slt, sgt", "cmp_predicate slt", ""},
		// #ub.poison, #ub<poison>, #ub.poison<>, #ub<\tpoison>, #ub.poison<<<>>>
		{"ub", "poison", "poison", ""},
		{"ub", "poison<>", "poison", ""},
		{"ub", "\tpoison", "poison", ""},
		{"ub", "poison<<<>>>", "poison", ""},
		{"ub", "poison $", "poison", ""}, // the lexer's error is never looked at
		// #complex.number: typed, mlir-opt prints ` : complex<...>` after it
		{"complex", "number<:f64 1.0, 2.0>", "number<:f64 1.000000e+00, 2.000000e+00>", "complex<f64>"},
		{"complex", "number< : f64 1.0 , 2.0 >", "number<:f64 1.000000e+00, 2.000000e+00>", "complex<f64>"},
		{"complex", "number<:f64 -0.0, 0.0>", "number<:f64 -0.000000e+00, 0.000000e+00>", "complex<f64>"},
		{"complex", "number<:f64 - 1.0, 1.e5>", "number<:f64 -1.000000e+00, 1.000000e+05>", "complex<f64>"},
		{"complex", "number<:f16 0.1, -2.5e10>", "number<:f16 9.997550e-02, 0xFC00>", "complex<f16>"},
		{"complex", "number<:f32 3.14159265358979, 2.0>", "number<:f32 3.14159274, 2.000000e+00>", "complex<f32>"},
		{"complex", "number<:f32 16777217.0, 0.1>", "number<:f32 0x4B800000, 1.000000e-01>", "complex<f32>"},
		{"complex", "number<:f64 1.5e300, 123456789.0>", "number<:f64 1.500000e+300, 0x419D6F3454000000>", "complex<f64>"},
		{"complex", "number<:f64 123456789012345678901234567890.0, 0.000000000000000000000000000001>",
			"number<:f64 1.2345678901234568E+29, 1.000000e-30>", "complex<f64>"},
		{"complex", "number<:f64 1.0e999, 1.0e-400>", "number<:f64 0x7FF0000000000000, 0.000000e+00>", "complex<f64>"},
		// hex is the bits of a double, whatever the element type
		{"complex", "number<:f32 0x3F800000, 0x7FF8000000000000>", "number<:f32 0.000000e+00, 0x7FC00000>", "complex<f32>"},
		{"complex", "number<:f64 0x00000000000000001, 2.0>", "number<:f64 4.940660e-324, 2.000000e+00>", "complex<f64>"},
		{"complex", "number<:f16 0x7FF4000000000000, 0x7FF0000000000001>", "number<:f16 0x7F00, 0x7E00>", "complex<f16>"},
		{"complex", "number<:f80 0.1, 1.0>", "number<:f80 0.100000000000000005551, 1.000000e+00>", "complex<f80>"},
		{"complex", "number<:f80 0x7FF8000000000000, 0xFFF0000000000001>", "number<:f80 0x7FFFC000000000000000, 0xFFFFC000000000000800>", "complex<f80>"},
		{"complex", "number<:f8E4M3FN -500.0, 500.0>", "number<:f8E4M3FN 0xFF, 0x7F>", "complex<f8E4M3FN>"},
		{"complex", "number<:f8E5M2FNUZ 0xFFF8000000000000, -0.0>", "number<:f8E5M2FNUZ 0x80, 0.000000e+00>", "complex<f8E5M2FNUZ>"},
		{"complex", "number<:f4E2M1FN -1.0e999, 7.0>", "number<:f4E2M1FN 0x8, 6.000000e+00>", "complex<f4E2M1FN>"},
		{"complex", "number<:f8E8M0FNU -2.0, 3.0>", "number<:f8E8M0FNU -2.000000e+00, 4.000000e+00>", "complex<f8E8M0FNU>"},
		{"complex", "number<:f8E8M0FNU -2.9e-39, -3.0e-39>", "number<:f8E8M0FNU 5.877470e-39, -5.877470e-39>", "complex<f8E8M0FNU>"},
	}
	for _, tt := range tests {
		a, err := Parse(dialects[tt.dialect], tt.data)
		if assert.NoError(t, err, "%s %q", tt.dialect, tt.data) {
			assert.Equal(t, tt.want, a.Data, "%s %q", tt.dialect, tt.data)
			assert.Equal(t, tt.typ, a.Type, "%s %q", tt.dialect, tt.data)
		}
		got, err := Canonical(dialects[tt.dialect], tt.data)
		assert.NoError(t, err)
		assert.Equal(t, tt.want, got)
	}
}

// diag is an expected diagnostic: the error, then its notes and further
// errors, flattened.
type diag struct {
	off    int
	msg    string
	custom bool
}

func flatten(e *Error) []diag {
	out := []diag{{e.Offset, e.Msg, e.Custom}}
	for _, n := range e.Notes {
		out = append(out, diag{n.Offset, "note: " + n.Msg, false})
	}
	for _, a := range e.Also {
		out = append(out, flatten(a)...)
	}
	return out
}

func TestCanonicalErrors(t *testing.T) {
	dialects := coreDialects(t)
	tests := []struct {
		dialect, data string
		want          []diag
	}{
		{"arith", "fastmath<bogus>", []diag{{9, fastMathOneOf, false}, {14, fastMathParam, false}}},
		{"arith", "fastmath<nnan,bogus>", []diag{{9, fastMathOneOf, false}, {19, fastMathParam, false}}},
		{"arith", "fastmath<NNAN>", []diag{{9, fastMathOneOf, false}, {13, fastMathParam, false}}},
		{"arith", `fastmath<"none,nnan">`, []diag{{9, fastMathOneOf, false}, {20, fastMathParam, false}}},
		{"arith", "fastmath<>", []diag{{9, "expected valid keyword or string", false}, {9, fastMathParam, false}}},
		{"arith", "fastmath<nnan,  >", []diag{{16, "expected valid keyword or string", false}, {16, fastMathParam, false}}},
		{"arith", "fastmath<1>", []diag{{9, "expected valid keyword or string", false}, {9, fastMathParam, false}}},
		{"arith", "fastmath", []diag{{8, "expected '<'", false}}},
		{"arith", "fastmath<nnan ninf>", []diag{{13, "expected '>'", false}}},
		{"arith", "fastmath<nnan  ninf>", []diag{{13, "expected '>'", false}}},
		{"arith", "fastmath<nnan|ninf>", []diag{{13, "expected '>'", false}}},
		{"arith", "fastmath<nnan // c\n  ninf>", []diag{{13, "expected '>'", false}}},
		{"arith", "fastmath<nnan $>", []diag{{14, "unexpected character", false}}},
		{"arith", "fastmath<nnan,bogus \\>", []diag{{20, "unexpected character", false}}},
		{"arith", "fastmath<nnan . >", []diag{{15, "expected three consecutive dots for an ellipsis", false}}},
		{"arith", "fastmath<nnan ! >", []diag{{14, "invalid type identifier", false}}},
		{"arith", "fastmath<nnan @ >", []diag{{15, "@ identifier expected to start with letter or '_'", false}}},
		{"arith", "overflow<>", []diag{{9, "expected valid keyword or string", false}, {9, overflowParam, false}}},
		{"arith", "overflow<nsw | nuw>", []diag{{12, "expected '>'", false}}},
		{"arith", "nope<1>", []diag{{0, "unknown attribute `nope` in dialect `arith`", false}}},
		{"arith", "fastmath.x<nnan>", []diag{{0, "unknown attribute `fastmath.x` in dialect `arith`", false}}},
		{"arith", "$x", []diag{{0, "unexpected character", false}}},
		{"arith", `"fastmath"<nnan>`, []diag{{0, "expected valid keyword", false}}},
		{"index", "cmp_predicate bogus", []diag{{14, predOneOf, false}, {19, predParam, false}}},
		{"index", `cmp_predicate " slt"`, []diag{{14, predOneOf, false}, {20, predParam, false}}},
		{"index", "cmp_predicate", []diag{{13, "expected valid keyword or string", false}, {13, predParam, false}}},
		{"index", "cmp_predicate<slt>", []diag{{13, "expected valid keyword or string", false}, {13, predParam, false}}},
		{"index", " bogus ", []diag{{1, "unknown attribute `bogus` in dialect `index`", false}}},
		{"ub", "", []diag{{0, "expected valid keyword", false}}},
		{"ub", "  ", []diag{{2, "expected valid keyword", false}}},
		{"ub", "i8", []diag{{0, "unknown attribute `i8` in dialect `ub`", false}}},
		{"ub", "foo \\", []diag{{4, "unexpected character", false}}},
		{"math", "fastmath<nnan>", []diag{{0, "dialect 'math' provides no attribute parsing hook", false}}},
		{"math", "  x", []diag{{2, "dialect 'math' provides no attribute parsing hook", false}}},
		{"memref", "$", []diag{{0, "unexpected character", false}}},
		{"complex", "number", []diag{{6, "expected '<'", false}}},
		{"complex", "number<>", []diag{{7, "expected ':'", false}}},
		{"complex", "number<f64 1.0, 2.0>", []diag{{7, "expected ':'", false}}},
		{"complex", "number<  f64 1.0, 2.0>", []diag{{7, "expected ':'", false}}},
		{"complex", "number<:5 1.0, 2.0>", []diag{{8, "expected non-function type", false}}},
		{"complex", "number<:  >", []diag{{8, "expected non-function type", false}}},
		{"complex", "number<:f64>", []diag{{11, "expected floating point literal", false}}},
		{"complex", "number<:f64 true, 2.0>", []diag{{12, "expected floating point literal", false}}},
		{"complex", "number<:f64 --1.0, 2.0>", []diag{{13, "expected floating point literal", false}}},
		{"complex", "number<:f64 1.0 2.0>", []diag{{15, "expected ','", false}}},
		{"complex", "number<:f64 1.0 // c\n\n 2.0>", []diag{{15, "expected ','", false}}},
		{"complex", "number<:f64 1.0, 2.0, 3.0>", []diag{{20, "expected '>'", false}}},
		{"complex", "number<:f64 1, 2.0>", []diag{
			{12, "unexpected decimal integer literal for a floating point value", false},
			{12, "note: add a trailing dot to make the literal a float", false}}},
		{"complex", "number<:f64 0.1, 1e5>", []diag{
			{17, "unexpected decimal integer literal for a floating point value", false},
			{17, "note: add a trailing dot to make the literal a float", false}}},
		{"complex", "number<:f64 -0x3FF0000000000000, 2.0>", []diag{{13, "hexadecimal float literal should not have a leading minus", false}}},
		{"complex", "number<:f64 0x1, 0x10000000000000000>", []diag{{17, "hexadecimal float constant out of range for type", false}}},
		{"complex", "number<:f64 .5, 2.0>", []diag{{13, "expected three consecutive dots for an ellipsis", false}}},
		{"complex", "number<:f64 1.0, 2.0 $>", []diag{{21, "unexpected character", false}}},
		// mlir-opt 22 crashes on a non-float element type: gomlir's message.
		{"complex", "number<:i32 1.0, 2.0>", []diag{{8, "expected a floating point element type for complex.number", false}}},
		{"complex", "number<:index 1.0, 2.0>", []diag{{8, "expected a floating point element type for complex.number", false}}},
		{"complex", "number<:!foo.bar 1.0, 2.0>", []diag{{8, "expected a floating point element type for complex.number", false}}},
		{"complex", "number<:(f32) -> f32 1.0, 2.0>", []diag{{8, "expected a floating point element type for complex.number", false}}},
		{"complex", "nope", []diag{{0, "unknown attribute `nope` in dialect `complex`", false}}},
	}
	for _, tt := range tests {
		_, err := Canonical(dialects[tt.dialect], tt.data)
		e, ok := err.(*Error)
		if assert.True(t, ok, "%s %q: %v", tt.dialect, tt.data, err) {
			assert.Equal(t, tt.want, flatten(e), "%s %q", tt.dialect, tt.data)
		}
	}
}

func TestStripped(t *testing.T) {
	dialects := coreDialects(t)
	tests := []struct {
		dialect, mnemonic, body string
		want                    string
	}{
		// arith.addf %a, %b fastmath<nnan, ninf> : f32
		{"arith", "fastmath", "<nnan, ninf>", "fastmath<nnan,ninf>"},
		{"arith", "fastmath", " <nnan>", "fastmath<nnan>"},
		{"arith", "fastmath", `<"fast">`, "fastmath<fast>"},
		{"arith", "fastmath", "<nnan // c\n  , ninf>", "fastmath<nnan,ninf>"},
		// arith.addi %a, %b overflow<nuw,nsw> : i32
		{"arith", "overflow", "<nuw,nsw>", "overflow<nsw, nuw>"},
		{"arith", "overflow", "<nsw,none>", "overflow<nsw>"},
		// index.cmp slt(%a, %b)
		{"index", "cmp_predicate", " slt", "cmp_predicate slt"},
		{"index", "cmp_predicate", `"uge"`, "cmp_predicate uge"},
		{"ub", "poison", "", "poison"},
		{"complex", "number", "<:f32 1.0, 2.0>", "number<:f32 1.000000e+00, 2.000000e+00>"},
	}
	for _, tt := range tests {
		got, err := Stripped(dialects[tt.dialect], tt.mnemonic, tt.body)
		if assert.NoError(t, err, "%s %s %q", tt.dialect, tt.mnemonic, tt.body) {
			assert.Equal(t, tt.want, got, "%s %s %q", tt.dialect, tt.mnemonic, tt.body)
		}
	}

	errs := []struct {
		dialect, mnemonic, body string
		want                    []diag
	}{
		// arith.addf %a, %b fastmath<bogus> : f32 → "custom op 'arith.addf' expected ..."
		{"arith", "fastmath", "<bogus>", []diag{{1, fastMathOneOf, true}, {6, fastMathParam, true}}},
		{"arith", "fastmath", "<>", []diag{{1, "expected valid keyword or string", true}, {1, fastMathParam, true}}},
		{"arith", "fastmath", "<nnan ninf>", []diag{{5, "expected '>'", false}}},
		{"arith", "fastmath", "<$>", []diag{{1, "unexpected character", false}}},
		// arith.addf %a, %b fastmath nnan> : f32: at the end of `fastmath`
		{"arith", "fastmath", " nnan>", []diag{{0, "expected '<'", false}}},
		{"arith", "overflow", "<nsw nuw>", []diag{{4, "expected '>'", false}}},
		{"index", "cmp_predicate", " bogus", []diag{{1, predOneOf, true}, {6, predParam, true}}},
		{"index", "cmp_predicate", " 1", []diag{{1, "expected valid keyword or string", true}, {1, predParam, true}}},
		// gomlir's own: Stripped's body holds only the attribute
		{"arith", "fastmath", "<nnan> : f32", []diag{{7, "unexpected ':' after the attribute", false}}},
		{"index", "cmp_predicate", "slt $", []diag{{4, "unexpected character", false}}},
	}
	for _, tt := range errs {
		_, err := Stripped(dialects[tt.dialect], tt.mnemonic, tt.body)
		e, ok := err.(*Error)
		if assert.True(t, ok, "%s %s %q: %v", tt.dialect, tt.mnemonic, tt.body, err) {
			assert.Equal(t, tt.want, flatten(e), "%s %s %q", tt.dialect, tt.mnemonic, tt.body)
		}
	}
}

func TestParseStripped(t *testing.T) {
	dialects := coreDialects(t)
	a, n, err := ParseStripped(dialects["index"], "cmp_predicate", "slt(%a, %b)")
	require.NoError(t, err)
	assert.Equal(t, "cmp_predicate slt", a.Data)
	assert.Nil(t, a.Parts)
	require.NotNil(t, a.Def)
	assert.Equal(t, "index", a.Def.Dialect())
	assert.Equal(t, "cmp_predicate", a.Def.Mnemonic())
	v, word, ok := a.Params.Enum("value")
	assert.True(t, ok)
	assert.Equal(t, "slt", word)
	assert.Equal(t, uint64(2), v)
	assert.Equal(t, 3, n)

	a, n, err = ParseStripped(dialects["arith"], "fastmath", "<nnan> : f32")
	require.NoError(t, err)
	assert.Equal(t, "fastmath<nnan>", a.Data)
	assert.Equal(t, 6, n)

	a, n, err = ParseStripped(dialects["complex"], "number", "<:f64 1.0, 2.0> : complex<f64>")
	require.NoError(t, err)
	assert.Equal(t, "number<:f64 1.000000e+00, 2.000000e+00>", a.Data)
	assert.Equal(t, "complex<f64>", a.Type)
	assert.Equal(t, "number", a.Def.Mnemonic())
	assert.Equal(t, 15, n)

	_, n, err = ParseStripped(dialects["ub"], "poison", ">")
	require.NoError(t, err)
	assert.Equal(t, 0, n)

	// Not mlir-opt's business: plain errors.
	_, _, err = ParseStripped(dialects["arith"], "nope", "<1>")
	require.Error(t, err)
	assert.NotErrorAs(t, err, new(*Error))
	_, err = Canonical(nil, "x")
	assert.Error(t, err)
}

// acme is an out-of-tree dialect: the engine is driven by definitions,
// whatever the dialect. Its spellings follow mlir-tblgen's generated
// printers (no mlir-opt can load it).
var acme = &ods.Dialect{
	Name: "acme",
	Enums: []*ods.Enum{
		{Name: "Acme_Mode", ClassName: "Mode", Cases: []*ods.Case{
			{Symbol: "Wrap", Str: "wrap", Value: 0}, {Symbol: "Saturate", Str: "saturate", Value: 1}}},
		{Name: "Acme_Access", ClassName: "Access", Bit: true, Separator: "|", Cases: []*ods.Case{
			{Symbol: "None", Str: "none", Value: 0}, {Symbol: "Read", Str: "read", Value: 1},
			{Symbol: "Write", Str: "write", Value: 2}, {Symbol: "Exec", Str: "exec", Value: 4},
			{Symbol: "RW", Str: "rw", Value: 3}, {Symbol: "All", Str: "all", Value: 7}}},
	},
	Attrs: []*ods.AttrDef{
		{Name: "Acme_ModeAttr", Mnemonic: "mode", Params: []*ods.Param{{Name: "value", Kind: "::acme::Mode"}},
			Format: "`<` $value `>`", Enum: "Acme_Mode"},
		{Name: "Acme_AccessAttr", Mnemonic: "access", Params: []*ods.Param{{Name: "value", Kind: "::acme::Access"}},
			Format: "`<` $value `>`", Enum: "Acme_Access"},
		{Name: "Acme_RangeAttr", Mnemonic: "range",
			Params: []*ods.Param{{Name: "lo", Kind: "::acme::Mode"}, {Name: "hi", Kind: "::acme::Mode"}},
			Format: "`<` $lo `to` $hi `>`"},
		{Name: "Acme_PairAttr", Mnemonic: "pair",
			Params: []*ods.Param{{Name: "a", Kind: "Mode"}, {Name: "b", Kind: "::acme::Access"}},
			Format: "`<` $a `,` $b `>`"},
		{Name: "Acme_GlueAttr", Mnemonic: "glue", Params: []*ods.Param{{Name: "value", Kind: "::acme::Mode"}},
			Format: "`(` `` $value `)`"},
		{Name: "Acme_BlobAttr", Mnemonic: "blob", Params: []*ods.Param{{Name: "data", Kind: "::llvm::StringRef"}},
			Format: "`<` $data `>`"},
		{Name: "Acme_FancyAttr", Mnemonic: "fancy", CustomSyntax: true},
		{Name: "Acme_WeirdAttr", Mnemonic: "weird", Params: []*ods.Param{{Name: "w", Kind: "::acme::Widget"}},
			Format: "`<` $w `>`"},
		{Name: "Acme_UnitAttr", Mnemonic: "unit"},
	},
}

func TestOutOfTreeDialect(t *testing.T) {
	for _, tt := range []struct{ data, want string }{
		{"mode<saturate>", "mode<saturate>"},
		{"access<exec|read>", "access<read|exec>"},
		{"access<read | write>", "access<rw>"},
		{"access<write|exec|read>", "access<all>"},
		{"access<rw|exec>", "access<all>"},
		{`access<"read|exec">`, "access<read|exec>"},
		{"access<none>", "access<none>"},
		{"range<wrap to saturate>", "range<wrap to saturate>"},
		{"pair<saturate,write|read>", "pair<saturate, rw>"},
		{"glue( wrap )", "glue(wrap)"},
		{`blob< "x\"" >`, `blob<"x\22">`},
		{"unit", "unit"},
	} {
		got, err := Canonical(acme, tt.data)
		if assert.NoError(t, err, tt.data) {
			assert.Equal(t, tt.want, got, tt.data)
		}
	}
	for _, tt := range []struct {
		data string
		want []diag
	}{
		{"access<read,write>", []diag{{11, "expected '>'", false}}},
		{"range<wrap saturate>", []diag{{11, "expected 'to'", false}}},
		{"mode<bogus>", []diag{{5, "expected ::acme::Mode to be one of: wrap, saturate", false},
			{10, "failed to parse Acme_ModeAttr parameter 'value' which is to be a `::acme::Mode`", false}}},
		{"blob<x>", []diag{{5, "expected string", false},
			{5, "failed to parse Acme_BlobAttr parameter 'data' which is to be a `::llvm::StringRef`", false}}},
	} {
		_, err := Canonical(acme, tt.data)
		e, ok := err.(*Error)
		if assert.True(t, ok, "%q: %v", tt.data, err) {
			assert.Equal(t, tt.want, flatten(e), tt.data)
		}
	}
	// Definitions this package cannot read are plain errors.
	for _, data := range []string{"weird<x>", "fancy<x>"} {
		_, err := Canonical(acme, data)
		require.Error(t, err, data)
		assert.NotErrorAs(t, err, new(*Error), data)
	}
}
