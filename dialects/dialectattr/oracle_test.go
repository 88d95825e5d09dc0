package dialectattr

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/ir"
)

// testdata/X.mlir (attrs.mlir: every attribute of the core dialects, good
// and bad; floats.mlir: complex.number with random values in every float
// type; random.mlir: random token soup in the bodies) holds one op per `// -----` chunk, each with one dialect
// attribute: `"t.op"() {a = ATTR} : () -> ()`. Its goldens are mlir-opt
// 22's outputs, regenerated in testdata/ with
//
//	for f in attrs floats random; do mlir-opt --allow-unregistered-dialect --split-input-file \
//	    --mlir-print-op-generic $f.mlir > $f.mlir.out 2> $f.mlir.err; done
//
// X.mlir.out has one section per chunk (empty for a rejected chunk);
// X.mlir.err has the diagnostics of the rejected chunks, at line:col of
// X.mlir. TestOracle checks Parse against both.

const chunkPrefix = `"t.op"() {a = `

var diagLine = regexp.MustCompile(`(?m)^\w+\.mlir:(\d+):(\d+): (error|note): (.*)$`)

type oracleDiag struct {
	line, col int
	kind, msg string
}

func (d oracleDiag) String() string {
	return fmt.Sprintf("%d:%d: %s: %s", d.line, d.col, d.kind, d.msg)
}

func TestOracle(t *testing.T) {
	for _, name := range []string{"attrs", "floats", "random"} {
		t.Run(name, func(t *testing.T) { testOracle(t, "testdata/"+name+".mlir") })
	}
}

func testOracle(t *testing.T, path string) {
	dialects := coreDialects(t)
	src := readFile(t, path)
	out := strings.Split(readFile(t, path+".out"), "// -----\n")
	var diags []oracleDiag
	for _, m := range diagLine.FindAllStringSubmatch(readFile(t, path+".err"), -1) {
		line, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		diags = append(diags, oracleDiag{line, col, m[3], m[4]})
	}
	chunks := strings.Split(src, "// -----\n")
	require.Len(t, out, len(chunks))

	start := 0 // byte offset of the chunk in src
	accepted, rejected := 0, 0
	for i, chunk := range chunks {
		chunkStart := start
		start += len(chunk) + len("// -----\n")
		require.True(t, strings.HasPrefix(chunk, chunkPrefix), "chunk %d", i)
		attrText := chunk[len(chunkPrefix):]
		dialect, dataStart, dataEnd := splitDialectAttr(attrText)
		data := attrText[dataStart:dataEnd]
		name := fmt.Sprintf("chunk %d: %s", i, strings.ReplaceAll(chunk, "\n", `\n`))
		firstLine := lineOf(src, chunkStart)
		lastLine := lineOf(src, chunkStart+len(chunk)-1)

		a, err := Parse(dialects[dialect], data)
		if strings.TrimSpace(out[i]) != "" {
			accepted++
			m := regexp.MustCompile(`\{a = (.*)\} : \(\) -> \(\)`).FindStringSubmatch(out[i])
			require.NotNil(t, m, name)
			if !assert.NoError(t, err, name) {
				continue
			}
			got := "#" + dialect
			if ir.IsSimpleDialectSymbol(a.Data) {
				got += "." + a.Data
			} else {
				got += "<" + a.Data + ">"
			}
			if a.Type != "" {
				got += " : " + a.Type
			}
			assert.Equal(t, m[1], got, name)
			continue
		}
		rejected++
		var want []string
		for _, d := range diags {
			if d.line >= firstLine && d.line <= lastLine {
				want = append(want, d.String())
			}
		}
		require.NotEmpty(t, want, name)
		if !assert.Error(t, err, name) {
			continue
		}
		e, ok := err.(*Error)
		if !assert.True(t, ok, "%s: %v is not an *Error", name, err) {
			continue
		}
		base := chunkStart + len(chunkPrefix) + dataStart
		pos := func(off int) (int, int) {
			p := base + off
			return lineOf(src, p), p - strings.LastIndexByte(src[:p], '\n')
		}
		var got []string
		add := func(e *Error) {
			l, c := pos(e.Offset)
			got = append(got, oracleDiag{l, c, "error", e.Msg}.String())
			for _, n := range e.Notes {
				l, c := pos(n.Offset)
				got = append(got, oracleDiag{l, c, "note", n.Msg}.String())
			}
		}
		add(e)
		for _, a := range e.Also {
			add(a)
		}
		assert.Equal(t, want, got, name)
	}
	t.Logf("%d accepted, %d rejected", accepted, rejected)
}

// splitDialectAttr splits `#dialect.name<body>` or `#dialect<body>`
// (followed by anything) into the dialect and the bounds of its Data, as
// gomlir's grammar and lowering do.
func splitDialectAttr(s string) (dialect string, start, end int) {
	i := 1
	for i < len(s) && (isAlpha(s[i]) || isDigit(s[i]) || s[i] == '_' || s[i] == '$') {
		i++
	}
	dialect = s[1:i]
	if s[i] == '<' {
		return dialect, i + 1, bodyEnd(s, i) - 1
	}
	// pretty form: `.` then identifier characters, then an optional body
	start = i + 1
	j := start
	for j < len(s) && (isAlpha(s[j]) || isDigit(s[j]) || s[j] == '_' || s[j] == '$' || s[j] == '.' || s[j] == '-') {
		j++
	}
	if j < len(s) && s[j] == '<' {
		j = bodyEnd(s, j)
	}
	return dialect, start, j
}

// bodyEnd returns the offset after the `<...>` body starting at i,
// balanced over <>, [], (), {} with strings skipped and `->` not closing.
func bodyEnd(s string, i int) int {
	depth := 0
	for ; i < len(s); i++ {
		switch s[i] {
		case '<', '[', '(', '{':
			depth++
		case '>', ']', ')', '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		case '-':
			if i+1 < len(s) && s[i+1] == '>' {
				i++
			}
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		}
	}
	return len(s)
}

func lineOf(src string, off int) int { return strings.Count(src[:off], "\n") + 1 }

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

// testdata/ops.mlir holds ops whose custom form has a dialect attribute in
// stripped form (`arith.addf ... fastmath<nnan>`, `index.cmp slt(...)`),
// one per chunk, each chunk headed by
//
//	// stripped DIALECT MNEMONIC PROPERTY OP KEYWORD
//
// where the attribute's text starts right after the first KEYWORD after
// OP. Goldens as for attrs.mlir. TestOracleStripped checks ParseStripped
// against them, adding mlir-opt's "custom op 'OP' " prefix to Custom
// messages.
func TestOracleStripped(t *testing.T) {
	const path = "testdata/ops.mlir"
	dialects := coreDialects(t)
	src := readFile(t, path)
	out := strings.Split(readFile(t, path+".out"), "// -----\n")
	var diags []oracleDiag
	for _, m := range diagLine.FindAllStringSubmatch(readFile(t, path+".err"), -1) {
		line, _ := strconv.Atoi(m[1])
		col, _ := strconv.Atoi(m[2])
		diags = append(diags, oracleDiag{line, col, m[3], m[4]})
	}
	chunks := strings.Split(src, "// -----\n")
	require.Len(t, out, len(chunks))
	start := 0
	for i, chunk := range chunks {
		chunkStart := start
		start += len(chunk) + len("// -----\n")
		header, _, _ := strings.Cut(chunk, "\n")
		f := strings.Fields(strings.TrimPrefix(header, "// stripped "))
		require.Len(t, f, 5, "chunk %d header", i)
		dialect, mnemonic, prop, op, keyword := f[0], f[1], f[2], f[3], f[4]
		opAt := strings.Index(chunk, "= "+op+" ")
		require.GreaterOrEqual(t, opAt, 0, "chunk %d", i)
		kwAt := opAt + strings.Index(chunk[opAt:], keyword)
		bodyStart := kwAt + len(keyword)
		name := fmt.Sprintf("chunk %d: %q", i, chunk[bodyStart:])

		a, n, err := ParseStripped(dialects[dialect], mnemonic, chunk[bodyStart:])
		if strings.TrimSpace(out[i]) != "" {
			at := strings.Index(out[i], "<{"+prop+" = #")
			require.GreaterOrEqual(t, at, 0, name)
			text := out[i][at+len("<{"+prop+" = "):]
			d, ds, de := splitDialectAttr(text)
			want := fmt.Sprintf("%s %s", d, text[ds:de])
			if !assert.NoError(t, err, name) {
				continue
			}
			assert.Equal(t, want, dialect+" "+a.Data, name)
			assert.Greater(t, n, 0, name)
			continue
		}
		firstLine := lineOf(src, chunkStart)
		lastLine := lineOf(src, chunkStart+len(chunk)-1)
		var want []string
		for _, d := range diags {
			if d.line >= firstLine && d.line <= lastLine {
				want = append(want, d.String())
			}
		}
		e, ok := err.(*Error)
		if !assert.True(t, ok, "%s: %v is not an *Error", name, err) {
			continue
		}
		base := chunkStart + bodyStart
		var got []string
		add := func(e *Error) {
			p := base + e.Offset
			msg := e.Msg
			if e.Custom {
				msg = "custom op '" + op + "' " + msg
			}
			got = append(got, oracleDiag{lineOf(src, p), p - strings.LastIndexByte(src[:p], '\n'), "error", msg}.String())
		}
		add(e)
		for _, a := range e.Also {
			add(a)
		}
		assert.Equal(t, want, got, name)
	}
}

// testdata/corpus holds corpus files in the layout of corpus/ (input,
// .generic and .opt from ../shared/tools/oracle.sh) ready to move to
// corpus/dialects/attrs/ once gomlir prints dialect attributes
// canonically. TestCorpusFiles checks the attributes of their attribute
// dictionaries (one `name = #attr` per line in the input) against the
// .generic golden.
func TestCorpusFiles(t *testing.T) {
	dialects := coreDialects(t)
	entry := regexp.MustCompile(`^\s*(\w+) = (#.*?),?$`)
	for _, name := range []string{"canonical", "complex_number"} {
		path := "testdata/corpus/" + name + ".mlir"
		golden := readFile(t, path+".generic")
		op := -1
		goldenOps := regexp.MustCompile(`(?m)^  "test\.\w+"\(\) \{.*$`).FindAllString(golden, -1)
		for _, line := range strings.Split(readFile(t, path), "\n") {
			if strings.HasPrefix(line, `"test.`) {
				op++
				continue
			}
			m := entry.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			require.Less(t, op, len(goldenOps))
			g := goldenOps[op]
			loc := regexp.MustCompile(`[{ ]` + m[1] + ` = #`).FindStringIndex(g)
			require.NotNil(t, loc, "%s: %s", path, line)
			text := g[loc[1]-1:]
			gd, gs, ge := splitDialectAttr(text)
			want := "#" + gd + "<" + text[gs:ge] + ">"
			if strings.HasPrefix(text[ge:], " : ") {
				want += text[ge : ge+bodyEnd(text, strings.IndexByte(text[ge:], '<')+ge)-ge]
			}

			d, ds, de := splitDialectAttr(m[2])
			a, err := Parse(dialects[d], m[2][ds:de])
			if !assert.NoError(t, err, "%s: %s", path, line) {
				continue
			}
			got := "#" + d + "<" + a.Data + ">"
			if a.Type != "" {
				got += " : " + a.Type
			}
			assert.Equal(t, want, got, "%s: %s", path, line)
		}
	}
}
