package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/dialects/defs"
	"github.com/gomlir/gomlir/dialects/ods"
)

var oracle = flag.Bool("oracle", false, "regenerate testdata/defaults.txt with mlir-opt ($MLIR_OPT or "+defaultMLIROpt+")")

const (
	defaultMLIROpt = "/usr/lib/llvm-22/bin/mlir-opt"
	defaultsFile   = "testdata/defaults.txt"
)

// TestDefaultsOracle checks every translated default against mlir-opt 22.
// testdata/defaults.txt has one line per op of the definitions: its name
// and the properties mlir-opt gives it when it is created with none
// (`"op"() : () -> ()` printed with --mlir-print-op-generic, from the
// failing verifier's "see current operation" note, segment sizes left
// out), or the name alone. The defaults the definitions hold for
// required attributes and for properties (which mlir-opt always prints)
// must be exactly those.
func TestDefaultsOracle(t *testing.T) {
	ops := committedOps(t)
	if *oracle {
		writeOracle(t, ops)
	}
	text, err := os.ReadFile(defaultsFile)
	require.NoError(t, err)
	seen := map[string]map[string]string{}
	var names []string
	for _, line := range strings.Split(strings.TrimSuffix(string(text), "\n"), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		name, props, _ := strings.Cut(line, " ")
		names = append(names, name)
		if props == "?" {
			continue // mlir-opt printed nothing for it
		}
		seen[name] = splitProps(props)
	}
	var want []string
	for _, op := range ops {
		want = append(want, op.Name)
	}
	require.Equal(t, want, names, "%s lists other ops than dialects/defs: go test -run DefaultsOracle -args -oracle", defaultsFile)
	checked := 0
	for _, op := range ops {
		got, ok := seen[op.Name]
		if !ok {
			continue
		}
		exp := map[string]string{}
		for _, a := range op.Attrs {
			if a.Default != "" && !strings.HasPrefix(a.Default, "cpp:") && (!a.Optional || a.Property) {
				exp[a.Name] = a.Default
			}
		}
		if assert.Equal(t, exp, got, op.Name) {
			checked++
		}
	}
	t.Logf("%d ops checked, %d without an observation", checked, len(ops)-len(seen))
}

func committedOps(t *testing.T) []*ods.Op {
	var ops []*ods.Op
	for _, name := range defs.Files() {
		data, err := defs.Read(name)
		require.NoError(t, err)
		f, err := ods.Decode(data)
		require.NoError(t, err)
		for _, d := range f.Dialects {
			ops = append(ops, d.Ops...)
		}
	}
	sort.Slice(ops, func(i, j int) bool { return ops[i].Name < ops[j].Name })
	return ops
}

var (
	reNote    = regexp.MustCompile(`(?m)^oracle\.mlir:(\d+):\d+: note: see current operation: (.*)$`)
	reOpLine  = regexp.MustCompile(`(?m)^  "([^"]+)"\(\)(.*)$`)
	rePropsIn = regexp.MustCompile(`^ ?<\{(.*)\}>`)
)

// writeOracle runs mlir-opt on one op per chunk and writes defaultsFile.
func writeOracle(t *testing.T, ops []*ods.Op) {
	dir := t.TempDir()
	var src strings.Builder
	for i, op := range ops {
		if i > 0 {
			src.WriteString("// -----\n")
		}
		fmt.Fprintf(&src, "%q() : () -> ()\n", op.Name)
	}
	path := filepath.Join(dir, "oracle.mlir")
	require.NoError(t, os.WriteFile(path, []byte(src.String()), 0o644))
	cmd := exec.Command(envOr("MLIR_OPT", defaultMLIROpt), "--split-input-file", "--mlir-print-op-generic", "oracle.mlir")
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	_ = cmd.Run() // every chunk but a few fails to verify
	props := map[string]string{}
	for _, m := range reNote.FindAllStringSubmatch(stderr.String(), -1) {
		line, _ := strconv.Atoi(m[1])
		props[ops[(line-1)/2].Name] = m[2]
	}
	for _, m := range reOpLine.FindAllStringSubmatch(stdout.String(), -1) {
		props[m[1]] = m[2]
	}
	var b strings.Builder
	b.WriteString("# Properties mlir-opt 22 gives each op created with none (see TestDefaultsOracle);\n")
	b.WriteString("# `?` when it printed nothing. Regenerate: go test ./internal/cmd/odsgen -run DefaultsOracle -args -oracle\n")
	for _, op := range ops {
		text, ok := props[op.Name]
		switch {
		case !ok:
			fmt.Fprintf(&b, "%s ?\n", op.Name)
			continue
		case strings.HasPrefix(text, fmt.Sprintf("%q()", op.Name)):
			text = strings.TrimPrefix(text, fmt.Sprintf("%q()", op.Name))
		}
		var kept []string
		if m := rePropsIn.FindStringSubmatch(text); m != nil {
			for _, p := range splitTop(m[1]) {
				if name, _, _ := strings.Cut(p, " = "); name != "operandSegmentSizes" && name != "resultSegmentSizes" {
					kept = append(kept, p)
				}
			}
		}
		if len(kept) == 0 {
			fmt.Fprintf(&b, "%s\n", op.Name)
		} else {
			fmt.Fprintf(&b, "%s <{%s}>\n", op.Name, strings.Join(kept, ", "))
		}
	}
	require.NoError(t, os.WriteFile(defaultsFile, []byte(b.String()), 0o644))
}

// splitProps reads `<{a = 1 : i64, b}>` (or "") as a map of name to value
// text ("unit" for a unit attribute).
func splitProps(text string) map[string]string {
	out := map[string]string{}
	text = strings.TrimSpace(text)
	if text == "" {
		return out
	}
	text = strings.TrimSuffix(strings.TrimPrefix(text, "<{"), "}>")
	for _, p := range splitTop(text) {
		name, value, ok := strings.Cut(p, " = ")
		if !ok {
			value = "unit"
		}
		out[name] = value
	}
	return out
}

// splitTop splits s on the commas outside brackets and strings.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case '<', '[', '(', '{':
			depth++
		case '>', ']', ')', '}':
			if c == '>' && i > 0 && s[i-1] == '-' {
				continue // ->
			}
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if strings.TrimSpace(s[start:]) != "" {
		out = append(out, strings.TrimSpace(s[start:]))
	}
	return out
}
