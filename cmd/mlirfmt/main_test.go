package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestStdinGeneric(t *testing.T) {
	code, out, errs := runCLI(t, `%x = "t.a"() : () -> i32`+"\n", "-generic", "-style=mlir-opt")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "\"builtin.module\"() ({\n  %0 = \"t.a\"() : () -> i32\n}) : () -> ()\n\n", out)
}

func TestSyntaxErrorExit1(t *testing.T) {
	code, out, errs := runCLI(t, "\"t.a\"(%x : () -> ()\n", "-generic", "-style=mlir-opt")
	assert.Equal(t, 1, code)
	assert.Empty(t, out, "nothing on stdout for a file with errors")
	assert.Equal(t, "<stdin>:1:9: error: expected ')' to end operand list\n\"t.a\"(%x : () -> ()\n        ^\n", errs)
}

func TestJSONDiagnostics(t *testing.T) {
	code, _, errs := runCLI(t, "\"t.a\"() : () -> ()\n\"t.b\"(%v) : (i32) -> ()\n", "-json")
	assert.Equal(t, 1, code)
	assert.JSONEq(t, `[{"file":"<stdin>","line":2,"column":7,"end":{"line":2,"column":9},"severity":"error","message":"use of undeclared SSA value name"}]`, errs)
}

func TestFilesAndOutput(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "a.mlir")
	require.NoError(t, os.WriteFile(in, []byte(`"t.a"() : () -> ()`), 0o644))
	outPath := filepath.Join(dir, "out.mlir")
	code, _, errs := runCLI(t, "", "-generic", "-o", outPath, in)
	require.Equal(t, 0, code, errs)
	got, err := os.ReadFile(outPath)
	require.NoError(t, err)
	assert.Contains(t, string(got), `"t.a"() : () -> ()`)
}

func TestUsageAndIOErrorsExit2(t *testing.T) {
	code, _, _ := runCLI(t, "", "-no-such-flag")
	assert.Equal(t, 2, code)
	code, _, errs := runCLI(t, "", filepath.Join(t.TempDir(), "missing.mlir"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "missing.mlir")
	code, _, _ = runCLI(t, `"t.a"() : () -> ()`, "-style=pretty")
	assert.Equal(t, 2, code)
}

func TestGrammarCheck(t *testing.T) {
	code, _, errs := runCLI(t, `"t.a"() {a = dense<[1, 2]> : tensor<2xi32>} : () -> ()`, "-grammar")
	assert.Equal(t, 0, code, errs)
	code, _, errs = runCLI(t, `"t.a"() {a = } : () -> ()`, "-grammar")
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "<stdin>:1:")
}

// TestDialectsFile: an out-of-tree dialect (the example of
// dialects/README.md) is loaded at run time and its ops parse and print in
// custom and generic form; without the file its custom ops are unknown.
// The goldens were checked by hand: mlir-opt does not know the dialect.
func TestDialectsFile(t *testing.T) {
	for _, tc := range []struct{ flag, golden string }{{"", ".opt"}, {"-generic", ".generic"}} {
		args := []string{"-style=mlir-opt", "-dialects", "testdata/acme.json", "testdata/acme.mlir"}
		if tc.flag != "" {
			args = append([]string{tc.flag}, args...)
		}
		code, out, errs := runCLI(t, "", args...)
		require.Equal(t, 0, code, errs)
		want, err := os.ReadFile("testdata/acme.mlir" + tc.golden)
		require.NoError(t, err)
		assert.Equal(t, string(want), out)
	}
	code, _, errs := runCLI(t, "", "testdata/acme.mlir")
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "testdata/acme.mlir:3:10: error: Dialect `acme' not found for custom op 'acme.add' ")

	bad := filepath.Join(t.TempDir(), "bad.json")
	require.NoError(t, os.WriteFile(bad, []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "acme.x", "format": "$nope attr-dict"}]}]}`), 0o644))
	code, _, errs = runCLI(t, "", "-dialects", bad, "testdata/acme.mlir")
	assert.Equal(t, 2, code)
	assert.Contains(t, errs, "mlirfmt: -dialects "+bad+": op acme.x: ")
}
