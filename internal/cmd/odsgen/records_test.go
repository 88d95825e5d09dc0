package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordText is --print-records output in miniature: a Classes section to
// skip, then defs with every value form, strings holding quotes and
// semicolons as tblgen prints them (unescaped), and code blocks.
const recordText = `------------- Classes -----------------
class Skipped<int Skipped:n = ?> {	// Base
  string s = "def NotARecord {";
}
------------- Defs -----------------
def Foo_Dialect {	// Dialect
  string name = "foo";
  string cppNamespace = "::foo";
}
def Foo_BarOp {	// Op Foo_Op
  Dialect opDialect = Foo_Dialect;
  string opName = "bar";
  code description = [{
    A description with "quotes", a }] in the middle; and (brackets.
  }];
  string summary = "say "hi"; now";
  dag arguments = (ins AnyType:$lhs, anonymous_7:$flags, "::mlir::Type":$ty);
  dag regions = (region);
  list<Trait> traits = [Pure, anonymous_8];
  bits<3> mask = { 1, 0, 1 };
  int width = -32;
  string unset = ?;
  string expr = !strconcat("a", !strconcat(Foo<0: "x>y">.summary, "b"));
  Type klass = AnyTypeOf<0: [I32, F32]>.baseType;
  string defaultBody = "return "";";
  string chip = "Returns the target chip (i.e. "cpu") identifier.";
  list<list<string>> cond = [["if (x == "a")  return 1;", "b"], ["c"]];
  int after = 7;
}
def anonymous_7 {	// Constraint Attr DefaultValuedAttr
  string defaultValue = "::foo::Flags::none";
  list<string> values = ["a", "b"];
  dag nested = (outs (ins $x), ?:$y);
}
`

func TestParseRecords(t *testing.T) {
	recs, err := ParseRecords(recordText)
	require.NoError(t, err)
	require.Len(t, recs, 3)

	d := recs["Foo_Dialect"]
	require.NotNil(t, d)
	assert.Equal(t, []string{"Dialect"}, d.Classes)
	assert.Equal(t, "foo", d.str("name"))

	op := recs["Foo_BarOp"]
	require.NotNil(t, op)
	assert.True(t, op.IsA("Op"))
	assert.True(t, op.IsA("Foo_Op"))
	assert.False(t, op.IsA("Dialect"))
	assert.Equal(t, Ref("Foo_Dialect"), op.Fields["opDialect"])
	assert.Equal(t, "Dialect", op.Types["opDialect"])
	assert.Equal(t, Str{S: `
    A description with "quotes", a }] in the middle; and (brackets.
  `, Code: true}, op.Fields["description"])
	assert.Equal(t, `say "hi"; now`, op.str("summary"))
	assert.Equal(t, &Dag{Op: Ref("ins"), Args: []DagArg{
		{Val: Ref("AnyType"), Name: "lhs"},
		{Val: Ref("anonymous_7"), Name: "flags"},
		{Val: Str{S: "::mlir::Type"}, Name: "ty"},
	}}, op.Fields["arguments"])
	assert.Equal(t, &Dag{Op: Ref("region")}, op.Fields["regions"])
	assert.Equal(t, List{Ref("Pure"), Ref("anonymous_8")}, op.Fields["traits"])
	assert.Equal(t, Bits{Int(1), Int(0), Int(1)}, op.Fields["mask"])
	assert.Equal(t, "bits<3>", op.Types["mask"])
	assert.Equal(t, Int(-32), op.Fields["width"])
	assert.Equal(t, Unset{}, op.Fields["unset"])
	assert.Equal(t, Expr(`!strconcat("a", !strconcat(Foo<0: "x>y">.summary, "b"))`), op.Fields["expr"])
	assert.Equal(t, Expr(`AnyTypeOf<0: [I32, F32]>.baseType`), op.Fields["klass"])
	assert.Equal(t, `return "";`, op.str("defaultBody"))
	// A field's own string ends at a quote, `;` and the line's end only.
	assert.Equal(t, `Returns the target chip (i.e. "cpu") identifier.`, op.str("chip"))
	// A list whose strings hold `"a")` cannot be read reliably: its text is
	// kept, and the record goes on.
	assert.Equal(t, Expr(`[["if (x == "a")  return 1;", "b"], ["c"]]`), op.Fields["cond"])
	assert.Equal(t, Int(7), op.Fields["after"])

	a := recs["anonymous_7"]
	require.NotNil(t, a)
	assert.Equal(t, []string{"Constraint", "Attr", "DefaultValuedAttr"}, a.Classes)
	assert.Equal(t, List{Str{S: "a"}, Str{S: "b"}}, a.Fields["values"])
	assert.Equal(t, &Dag{Op: Ref("outs"), Args: []DagArg{
		{Val: &Dag{Op: Ref("ins"), Args: []DagArg{{Name: "x"}}}},
		{Val: Unset{}, Name: "y"},
	}}, a.Fields["nested"])
}

func TestParseRecordsErrors(t *testing.T) {
	for name, text := range map[string]string{
		"no defs":       "------------- Classes -----------------\n",
		"no semicolon":  defsMarker + "\ndef X {\n  int a = 1\n}\n",
		"bad value":     defsMarker + "\ndef X {\n  int a = @;\n}\n",
		"open string":   defsMarker + "\ndef X {\n  string a = \"abc",
		"open code":     defsMarker + "\ndef X {\n  code a = [{ abc",
		"unclosed list": defsMarker + "\ndef X {\n  list<int> a = [1, 2;\n}\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := ParseRecords(text)
			assert.Error(t, err)
		})
	}
}
