package corpus

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/format"
	"github.com/gomlir/gomlir/internal/conform"
)

// TestInherentLikeMlirOpt: for every attribute and property of every
// registered op (conform.InherentCases), mlir-opt's generic output of the
// op written with an entry of its name in the attribute dictionary, beside
// `<{...}>`, is gomlir's: what moves into the properties, what stays a
// discardable attribute, which one wins. The ops are not valid (no
// operands), so mlir-opt reads them with its verifier off.
func TestInherentLikeMlirOpt(t *testing.T) {
	if *mlirOpt == "" {
		t.Skip("needs -mlir-opt")
	}
	var cases []conform.InherentCase
	for _, c := range conform.InherentCases(dialects.MustCore()) {
		// A builtin.module without its region is the file's top op,
		// another test's matter (module_noregion_panic.mlir).
		if c.Op != "builtin.module" {
			cases = append(cases, c)
		}
	}
	var src bytes.Buffer
	for i, c := range cases {
		if i > 0 {
			src.WriteString("// -----\n")
		}
		src.WriteString(c.Src)
	}
	cmd := exec.Command(*mlirOpt, "--allow-unregistered-dialect", "--split-input-file",
		"--mlir-very-unsafe-disable-verifier-on-parsing", "--mlir-print-op-generic")
	cmd.Stdin = &src
	out, err := cmd.Output()
	if _, exited := err.(*exec.ExitError); err != nil && !exited {
		t.Fatal(err)
	}
	theirs := strings.Split(string(out), "// -----\n")
	if len(theirs) != len(cases) {
		t.Fatalf("mlir-opt printed %d chunks for %d", len(theirs), len(cases))
	}
	res := &tally{name: "inherent attributes and properties like mlir-opt"}
	rejected := 0
	for i, c := range cases {
		if theirs[i] == "" {
			rejected++ // mlir-opt cannot convert the value: not a case
			continue
		}
		mine, _, err := format.Source("case.mlir", []byte(c.Src), format.Options{Generic: true})
		// Only the entries of the name are compared: mlir-opt also prints
		// the segment sizes of these invalid ops, as zeros.
		wantP, wantD := entries(theirs[i], c.Attr)
		gotP, gotD := entries(string(mine), c.Attr)
		res.add(err == nil && gotP == wantP && gotD == wantD,
			fmt.Sprintf("%s: mlir-opt <{%s}> {%s}, gomlir <{%s}> {%s} %v", strings.TrimSpace(c.Src), wantP, wantD, gotP, gotD, err))
	}
	t.Logf("%d cases mlir-opt rejects", rejected)
	if res.passed < len(cases)*9/10 {
		t.Errorf("only %d of %d cases compared", res.passed, len(cases))
	}
	res.report(t)
}

// entries returns the values of name in the properties and in the
// attribute dictionary of the first op inside the module generic printed.
func entries(generic, name string) (prop, attr string) {
	lines := strings.Split(generic, "\n")
	if len(lines) < 2 {
		return "?", "?"
	}
	line := lines[1]
	if i := strings.Index(line, "<{"); i >= 0 {
		end := closing(line, i+1)
		prop = entry(line[i+2:end], name)
		line = line[end+1:]
	} else if i := strings.Index(line, ")"); i >= 0 {
		line = line[i+1:]
	}
	if i := strings.Index(line, "{"); i >= 0 && i < strings.Index(line, ":") {
		attr = entry(line[i+1:closing(line, i)], name)
	}
	return prop, attr
}

// closing returns the index of the bracket closing the one at open.
func closing(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '{', '[', '(', '<':
			depth++
		case '}', ']', ')', '>':
			if i > 0 && s[i-1] == '-' {
				continue // ->
			}
			if depth--; depth == 0 {
				return i
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

// entry returns the value of name in a dictionary's body, "" if absent.
func entry(body, name string) string {
	for len(body) > 0 {
		end := 0
		depth := 0
	scan:
		for ; end < len(body); end++ {
			switch body[end] {
			case '{', '[', '(', '<':
				depth++
			case '}', ']', ')', '>':
				if end == 0 || body[end-1] != '-' {
					depth--
				}
			case '"':
				for end++; end < len(body) && body[end] != '"'; end++ {
					if body[end] == '\\' {
						end++
					}
				}
			case ',':
				if depth == 0 {
					break scan
				}
			}
		}
		e := strings.TrimSpace(body[:end])
		if v, ok := strings.CutPrefix(e, name+" = "); ok {
			return v
		}
		if e == name {
			return "unit"
		}
		if end < len(body) {
			end++
		}
		body = body[end:]
	}
	return ""
}
