package asmformat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/ods"
)

// A type directive of a single operand or result whose constraint is a
// type definition printing itself with a format (or a hand-written
// syntax) is stripped, as OpFormatGen's printStrippedAttrOrType does,
// whatever the format starts with (wasmssa's `ref to i32`); not when
// qualified, variadic or optional, nor a definition without a format
// (printed whole by the dialect).
func TestStrippedTypeDirectives(t *testing.T) {
	env := NewEnv(&ods.Dialect{Name: "t", Types: []*ods.TypeDef{
		{Name: "T_Box", Mnemonic: "box", Params: []*ods.Param{{Name: "elem", Kind: "Type"}}, Format: "`<` $elem `>`"},
		{Name: "T_Hand", Mnemonic: "hand", CustomSyntax: true},
		{Name: "T_Token", Mnemonic: "token"},
		{Name: "T_Ref", Mnemonic: "ref", Params: []*ods.Param{{Name: "elem", Kind: "Type"}}, Format: "`ref` `to` $elem"},
	}})
	op := &ods.Op{Name: "t.op",
		Operands: []*ods.Arg{{Name: "a", Constraint: "T_Box"}, {Name: "b", Constraint: "T_Hand"},
			{Name: "c", Constraint: "T_Token"}, {Name: "d", Constraint: "T_Ref"}, {Name: "e", Constraint: "T_Box"},
			{Name: "f", Kind: "variadic", Constraint: "T_Box"}},
		Results: []*ods.Arg{{Name: "r", Constraint: "T_Box"}},
		Format:  "$a `,` $b `,` $c `,` $d `,` $e `,` $f attr-dict `:` type($a) `,` type($b) `,` type($c) `,` type($d) `,` qualified(type($e)) `,` type($f) `->` type($r)",
	}
	f, err := Compile(op, env)
	require.NoError(t, err)
	stripped := map[string]string{}
	for _, el := range f.elems {
		if el.kind == kType && el.stripped != nil {
			stripped[el.arg.text] = el.stripped.Dialect + "." + el.stripped.Def.Mnemonic
		}
	}
	assert.Equal(t, map[string]string{"a": "t.box", "b": "t.hand", "d": "t.ref", "r": "t.box"}, stripped)
}
