package lsp

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects"
)

func testConfig(t testing.TB) *config {
	t.Helper()
	reg, err := dialects.Core()
	require.NoError(t, err)
	return &config{reg: reg, verify: true}
}

func analyzeString(t testing.TB, src string) *analysis {
	t.Helper()
	a := analyze(context.Background(), "test.mlir", newText([]byte(src)), testConfig(t))
	require.NotNil(t, a)
	require.NoError(t, a.wait(context.Background()))
	return a
}

// at returns the offset of the n-th (0-based) occurrence of needle in src,
// plus shift.
func at(t testing.TB, src, needle string, n, shift int) int {
	t.Helper()
	off := -1
	for i := 0; i <= n; i++ {
		next := strings.Index(src[off+1:], needle)
		require.GreaterOrEqual(t, next, 0, "%q occurs %d times, not %d", needle, i, n+1)
		off += 1 + next
	}
	return off + shift
}

// definitionOf returns the text at the definition of the name at off.
func definitionOf(a *analysis, off int) string {
	c := a.chunkAt(off)
	if c == nil {
		return "<no chunk>"
	}
	occ := c.index.at(off)
	if occ == nil {
		return "<nothing>"
	}
	if !occ.ent.def.valid() {
		return "<undefined>"
	}
	p := a.text.position(occ.ent.def.start, utf8Enc)
	return fmt.Sprintf("%d:%d %s", p.Line, p.Character, a.text.src[occ.ent.def.start:occ.ent.def.end])
}

const navSrc = `#map = affine_map<(d0) -> (d0 + 1)>
!t = tensor<4xf32>
module @outer {
  func.func private @callee(%x: i32) -> i32
  module @inner {
    func.func @g(%a: i32) {
      "test.use"(%a) : (i32) -> ()
      return
    }
  }
  func.func @f(%a: i32, %t: !t) -> i32 {
    %0 = func.call @callee(%a) : (i32) -> i32
    %1:2 = "test.pair"(%0) {target = @inner::@g, m = #map} : (i32) -> (i32, i32)
    cf.br ^next(%1#1 : i32)
  ^next(%b: i32):
    %r = scf.execute_region -> i32 {
      %s = arith.addi %b, %1#0 : i32
      scf.yield %s : i32
    }
    return %r : i32
  }
  "test.symbol"() <{sym_name = "generic"}> : () -> ()
  "test.user"() {ref = @generic} : () -> ()
}
`

func TestDefinitions(t *testing.T) {
	a := analyzeString(t, navSrc)
	for _, tc := range []struct {
		name     string
		needle   string
		n, shift int
		want     string
	}{
		{"a use of an argument", "(%a)", 1, 1, "10:15 %a"},
		{"the same name in another function", "(%a)", 0, 1, "5:17 %a"},
		{"a result group's member", "%1#1", 0, 1, "12:4 %1"},
		{"a result group's other member", "%1#0", 0, 1, "12:4 %1"},
		{"a value of a nested region", "scf.yield %s", 0, 11, "16:6 %s"},
		{"a value from the region around", "addi %b", 0, 6, "14:8 %b"},
		{"a block", "cf.br ^next", 0, 7, "14:2 ^next"},
		{"a function", "@callee(%a)", 0, 2, "3:20 @callee"},
		{"a nested symbol reference's root", "@inner::@g", 0, 1, "4:9 @inner"},
		{"a nested symbol reference's leaf", "@inner::@g", 0, 9, "5:14 @g"},
		{"a generic op's symbol", "ref = @generic", 0, 7, `21:31 "generic"`},
		{"an attribute alias", "m = #map", 0, 5, "0:0 #map"},
		{"a type alias", "%t: !t", 0, 5, "1:0 !t"},
		{"a definition is its own", "%r = scf", 0, 1, "15:4 %r"},
		{"the cursor just past a name", "return %r", 0, 9, "15:4 %r"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, definitionOf(a, at(t, navSrc, tc.needle, tc.n, tc.shift)))
		})
	}
}

func TestReferencesAndOutline(t *testing.T) {
	a := analyzeString(t, navSrc)
	require.Empty(t, a.diags)
	c := a.chunks[0]
	occ := c.index.at(at(t, navSrc, "%1:2", 0, 1))
	require.NotNil(t, occ)
	assert.True(t, occ.def)
	assert.Len(t, occ.ent.uses, 2)

	occ = c.index.at(at(t, navSrc, "#map =", 0, 1))
	require.NotNil(t, occ)
	assert.Len(t, occ.ent.uses, 1)

	var outline func(ds []*docSymbol, depth int) string
	outline = func(ds []*docSymbol, depth int) string {
		var b strings.Builder
		for _, d := range ds {
			b.WriteString(strings.Repeat("  ", depth) + d.name + " " + d.detail + "\n")
			b.WriteString(outline(d.children, depth+1))
		}
		return b.String()
	}
	assert.Equal(t, `@outer builtin.module
  @callee func.func
  @inner builtin.module
    @g func.func
  @f func.func
  @generic test.symbol
`, outline(c.index.symbols, 0))
}

func TestHover(t *testing.T) {
	a := analyzeString(t, navSrc)
	c := a.chunks[0]
	hover := func(needle string, shift int) string {
		occ := c.index.at(at(t, navSrc, needle, 0, shift))
		require.NotNil(t, occ, needle)
		return hoverText(a, c, occ.ent)
	}
	assert.Equal(t, "```mlir\n%1 : i32, i32\n```\ndefined by `test.pair` (line 13), 2 use(s):\n```mlir\n"+
		`%1:2 = "test.pair"(%0) {target = @inner::@g, m = #map} : (i32) -> (i32, i32)`+"\n```\n", hover("%1#1", 1))
	assert.Equal(t, "```mlir\n%t : tensor<4xf32>\n```\nargument of the entry block of `func.func` (line 11), 0 use(s)", hover("%t: !t", 1))
	assert.Equal(t, "```mlir\n%b : i32\n```\nargument of block `^next` (line 15), 1 use(s)", hover("addi %b", 6))
	assert.Equal(t, "```mlir\nfunc.func private @callee(%x: i32) -> i32\n```\nsymbol of `func.func` (line 4), 1 use(s)", hover("@callee(%a)", 2))
	assert.Equal(t, "```mlir\n#map = affine_map<(d0) -> (d0 + 1)>\n```\nalias, 1 use(s)", hover("m = #map", 5))
}

// A chunk that does not parse keeps its tokens but no names; the others
// are indexed as ever.
func TestBrokenChunk(t *testing.T) {
	src := "func.func @f(%a: i32) {\n  %x = arith.addi %a, \n}\n// -----\nfunc.func @g(%b: i32) -> i32 {\n  return %b : i32\n}\n"
	a := analyzeString(t, src)
	require.Len(t, a.chunks, 2)
	require.Len(t, a.diags, 1)
	assert.LessOrEqual(t, int(a.text.position(int(a.diags[0].Pos), utf8Enc).Line), 2)
	assert.Equal(t, "<nothing>", definitionOf(a, at(t, src, "%a,", 0, 1)))
	assert.Equal(t, "4:13 %b", definitionOf(a, at(t, src, "return %b", 0, 8)))
	assert.NotEmpty(t, a.chunks[0].index.tokens)
	assert.Len(t, a.chunks[1].index.symbols, 1)

	// A chunk that parses but does not lower navigates all the same.
	src = "func.func @h(%c: i32) -> i32 {\n  %y = arith.addi %c, %c : i64\n  return %y : i32\n}\n"
	a = analyzeString(t, src)
	require.Len(t, a.diags, 1)
	assert.Contains(t, a.diags[0].Msg, "expects different type than prior uses")
	assert.Equal(t, "1:2 %y", definitionOf(a, at(t, src, "return %y", 0, 8)))
}

// Custom ops of a dialect that is not registered: one warning per
// dialect, whatever the number of chunks it stops, and no error.
func TestUnknownDialect(t *testing.T) {
	src := `func.func @f(%a: i32) -> i32 {
  %0 = acme.add %a, %a : i32
  return %0 : i32
}
// -----
func.func @g(%a: i32) -> i32 {
  %0 = acme.mul %a, %a : i32
  %1 = other.op %0 : i32
  return %1 : i32
}
// -----
func.func @h(%a: i32) -> i64 {
  return %a : i32
}
// -----
func.func @k(%a: i32) -> i32 {
  %0 = other.op %a : i32
  return %0 : i32
}
`
	a := analyzeString(t, src)
	var got []string
	for _, d := range a.diags {
		got = append(got, d.Severity.String()+": "+d.Msg)
	}
	assert.Equal(t, []string{
		"warning: dialect 'acme' is not registered: its ops in custom form ('acme.add', 'acme.mul') cannot be read, so the 2 chunks using it are not checked; give its definitions with -dialects FILE (the server's \"dialects\" setting)",
		"error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @h",
		"warning: dialect 'other' is not registered: its ops in custom form ('other.op') cannot be read, so the chunk using it is not checked; give its definitions with -dialects FILE (the server's \"dialects\" setting)",
	}, got)
	require.Len(t, a.diags[0].Notes, 1)
	assert.Equal(t, 6, int(a.text.position(int(a.diags[0].Notes[0].Pos), utf8Enc).Line))
}

func TestSemanticTokens(t *testing.T) {
	src := "// c\nfunc.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n"
	a := analyzeString(t, src)
	data := semanticTokens(a, 0, len(src), utf16)
	type tok struct {
		line, char, n, typ, mods uint32
	}
	var got []tok
	var line, char uint32
	for i := 0; i+4 < len(data); i += 5 {
		if data[i] > 0 {
			char = 0
		}
		line += data[i]
		char += data[i+1]
		got = append(got, tok{line, char, data[i+2], data[i+3], data[i+4]})
	}
	assert.Equal(t, []tok{
		{0, 0, 4, tokComment, 0},
		{1, 0, 9, tokOp, 0},
		{1, 10, 2, tokSymbol, 1},
		{1, 13, 2, tokArg, 1},
		{1, 17, 3, tokType, 0},
		{1, 25, 3, tokType, 0},
		{2, 2, 6, tokOp, 0},
		{2, 9, 2, tokArg, 0},
		{2, 14, 3, tokType, 0},
	}, got)
}

func TestPositions(t *testing.T) {
	// é is 2 bytes and 1 UTF-16 unit, 𝄞 4 bytes and 2 units.
	tx := newText([]byte("ab\n\"é𝄞\" x\r\nlast"))
	for _, tc := range []struct {
		off     int
		u16, u8 uint32
		line    uint32
	}{
		{0, 0, 0, 0},
		{2, 2, 2, 0},
		{3, 0, 0, 1},
		{4, 1, 1, 1},
		{6, 2, 3, 1},
		{10, 4, 7, 1},
		{12, 6, 9, 1},
		{15, 0, 0, 2},
	} {
		p16, p8 := tx.position(tc.off, utf16), tx.position(tc.off, utf8Enc)
		assert.Equal(t, tc.line, p16.Line, "offset %d", tc.off)
		assert.Equal(t, tc.u16, p16.Character, "offset %d in UTF-16", tc.off)
		assert.Equal(t, tc.u8, p8.Character, "offset %d in UTF-8", tc.off)
		assert.Equal(t, tc.off, tx.offset(p16, utf16), "offset %d back from UTF-16", tc.off)
		assert.Equal(t, tc.off, tx.offset(p8, utf8Enc), "offset %d back from UTF-8", tc.off)
	}
	// Past the end of a line: its end, before \r\n; past the last line: the end.
	assert.Equal(t, 13, tx.offset(pos(1, 99), utf16))
	assert.Equal(t, len(tx.src), tx.offset(pos(7, 0), utf16))
	// Inside a surrogate pair: after the character.
	assert.Equal(t, 10, tx.offset(pos(1, 3), utf16))
}

func TestLineOffsets(t *testing.T) {
	assert.Equal(t, []int{0}, lineOffsets(nil))
	assert.Equal(t, []int{0, 2, 4}, lineOffsets([]byte("a\nb\n")))
	assert.Equal(t, []int{0, 2, 3}, lineOffsets([]byte("a\nb")))
}

func TestMergeSettings(t *testing.T) {
	no := false
	prev := Settings{Dialects: []string{"a.json"}, Verify: &no}
	for _, tc := range []struct {
		raw      string
		dialects []string
		verify   bool
	}{
		{``, []string{"a.json"}, false},
		{`null`, []string{"a.json"}, false},
		{`{}`, []string{"a.json"}, false},
		{`{"verify": true}`, []string{"a.json"}, true},
		{`{"dialects": ["b.json"]}`, []string{"b.json"}, false},
		{`{"mlirfmt": {"dialects": [], "verify": true}}`, []string{}, true},
	} {
		set, err := mergeSettings(prev, []byte(tc.raw))
		require.NoError(t, err, tc.raw)
		assert.Equal(t, tc.dialects, set.Dialects, tc.raw)
		assert.Equal(t, tc.verify, verifies(set), tc.raw)
	}
	// The settings merged over are not written through.
	assert.Equal(t, []string{"a.json"}, prev.Dialects)
	assert.False(t, *prev.Verify)
	_, err := mergeSettings(prev, []byte(`{"dialects": "a.json"}`))
	assert.Error(t, err)
}

// Every file of the repo's corpus is analyzed and every name in it asked
// about (hover, definition, references, rename's checks), its outline and
// tokens built: nothing panics, every definition is a name, every use of
// a name defined is spelled as its definition.
func TestCorpus(t *testing.T) {
	var files []string
	require.NoError(t, filepath.WalkDir("../corpus", func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".mlir") {
			files = append(files, path)
		}
		return err
	}))
	require.Greater(t, len(files), 100)
	cfg := testConfig(t)
	var inputs [][]byte
	for _, path := range files {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		inputs = append(inputs, src)
	}
	// And each broken: its middle line cut in half (repair's work).
	n := len(files)
	for i, src := range inputs[:n] {
		lines := strings.SplitAfter(string(src), "\n")
		mid := lines[len(lines)/2]
		lines[len(lines)/2] = mid[:len(mid)/2] + "\n"
		inputs = append(inputs, []byte(strings.Join(lines, "")))
		files = append(files, files[i]+" (broken)")
	}
	var names, uses [2]int // of the files as they are, and broken
	for i, src := range inputs {
		path := files[i]
		a := analyze(context.Background(), path, newText(src), cfg)
		require.NoError(t, a.wait(context.Background()), path)
		semanticTokens(a, 0, len(src), utf16)
		for _, c := range a.chunks {
			for _, occ := range c.index.occs {
				e := occ.ent
				hoverText(a, c, e)
				text := string(src[occ.start:occ.end])
				if e.def.valid() && !e.quotedDef {
					def := string(src[e.def.start:e.def.end])
					require.Equal(t, def[:1], text[:1], "%s: %q at %d", path, text, occ.start)
					if e.kind != kSymbol {
						require.Equal(t, def, text, "%s: at %d", path, occ.start)
					}
				}
				if occ.def {
					names[i/n]++
				} else {
					uses[i/n]++
				}
			}
		}
	}
	t.Logf("%d files: %d names defined, %d uses; broken: %d and %d", n, names[0], uses[0], names[1], uses[1])
	// The corpus uses about as many names as it defines (declarations,
	// DLTI, type-only inputs and corpus/verify's cases of invalid ops
	// define names nothing uses: 0.75 of them in November 2026); an index
	// missing a kind of use (in regions, successors, symbols) would fall
	// well below two thirds.
	assert.Greater(t, uses[0], names[0]*2/3, "uses are indexed")
	assert.Greater(t, names[1], names[0]*3/4, "most names found in the broken files")
}

// A chunk that does not parse still navigates: the ops the parser stops
// at are blanked out until the rest parses.
func TestRepair(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		// needle (its first occurrence, +1) and the definition expected
		needle, def string
		outline     []string
	}{
		{"a broken op in a function",
			"func.func @f(%a: i32) -> i32 {\n  %x = arith.addi %a, %a : i32\n  %y = arith.addi %x, : i32\n  return %x : i32\n}\nfunc.func @g() {\n  %r = func.call @f(%c) : (i32) -> i32\n  return\n}\n",
			"return %x", "1:2 %x", []string{"@f", "@g"}},
		{"a broken function header",
			"func.func @broken( {\n  return\n}\n\nfunc.func @ok(%b: i32) -> i32 {\n  return %b : i32\n}\n",
			"return %b", "4:14 %b", []string{"@ok"}},
		{"ops of a dialect not registered",
			"module {\n  func.func @f(%a: i32) -> i32 {\n    %0 = acme.add %a, %a : i32\n    %1 = acme.add %0, %0 : i32\n    %2 = arith.addi %a, %a : i32\n    return %2 : i32\n  }\n}\n",
			"return %2", "4:4 %2", []string{"builtin.module", "  @f"}},
		{"a broken op with a region",
			"func.func @f(%n: index) {\n  %c0 = arith.constant 0 : index\n  scf.for %i = %c0 to %n step {\n    \"test.use\"(%i) : (index) -> ()\n  }\n  \"test.use\"(%c0) : (index) -> ()\n  return\n}\n",
			"(%c0)", "1:2 %c0", []string{"@f"}},
		{"an op cut short, which takes the next line for its operands",
			"func.func @f(%a: index) -> index {\n  %0 = arith.addi %a, %a : index\n  %1 = tensor.empty(\n  %2 = arith.addi %0, %a : index\n  return %0 : index\n}\n",
			"return %0", "1:2 %0", []string{"@f"}},
		{"a block label after the broken op",
			"func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, : i32\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n",
			"return %x", "3:5 %x", []string{"@f"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := analyzeString(t, tc.src)
			require.NotEmpty(t, a.diags)
			require.Nil(t, a.chunks[0].module, "the chunk does not parse")
			assert.Equal(t, tc.def, definitionOf(a, at(t, tc.src, tc.needle, 0, len(tc.needle)-1)))
			var outline []string
			var walk func(ds []*docSymbol, indent string)
			walk = func(ds []*docSymbol, indent string) {
				for _, d := range ds {
					outline = append(outline, indent+d.name)
					walk(d.children, indent+"  ")
				}
			}
			walk(a.chunks[0].index.symbols, "")
			assert.Equal(t, tc.outline, outline)
		})
	}
}
