package format_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gomlir/gomlir/format"
)

// splitCases are files with `// -----` lines where mlir-opt reads them
// (whole, -split-input-file or both), and the chunks Format cuts.
var splitCases = []struct {
	name   string
	src    string
	chunks int
	errors bool
}{
	{"between top-level ops", "func.func @a() {\n  return\n}\n// -----\nfunc.func @a() {\n  return\n}\n", 2, false},
	{"indented at the top level", "func.func @a() {\n  return\n}\n  // -----\nfunc.func @a() {\n  return\n}\n", 2, false},
	{"indented in a region", "module {\n  func.func @a() {\n    return\n  }\n\n  // -----\n\n  func.func @b() {\n    return\n  }\n}\n", 1, false},
	{"unindented in a region", "module {\n  func.func @a() {\n    return\n  }\n// -----\n  func.func @b() {\n    return\n  }\n}\n", 2, false},
	{"braces in strings and comments", "\"u.x\"() {s = \"{\"} : () -> () // {\n  // -----\n\"u.x\"() : () -> ()\n", 2, false},
	{"after a chunk left open", "// expected-error@+1 {{expected '}'}}\nfunc.func @a() {\n// -----\nfunc.func @a() {\n  return\n}\n", 2, true},
	{"not alone on its line", "func.func @a() {\n  return\n} // -----\n", 1, false},
}

// TestSplitMarkers: a marker inside a region is a comment (the file is
// formatted whole, the marker kept), others cut chunks; formatting keeps
// every marker and is a fixed point.
func TestSplitMarkers(t *testing.T) {
	for _, c := range splitCases {
		t.Run(c.name, func(t *testing.T) {
			assert.Len(t, format.Chunks([]byte(c.src)), c.chunks)
			f := format.Format("t.mlir", []byte(c.src), format.Options{Dialects: core(), Style: format.Preserve})
			assert.Equal(t, c.errors, len(f.Errors) > 0, "errors: %v", f.Errors)
			assert.Equal(t, countMarkers(c.src), countMarkers(string(f.Out)), "markers lost or added:\n%s", f.Out)
			again := format.Format("t.mlir", f.Out, format.Options{Dialects: core()})
			assert.Equal(t, string(f.Out), string(again.Out), "not a fixed point")
		})
	}
}

func countMarkers(s string) int {
	n := 0
	for i := 0; i+8 <= len(s); i++ {
		if s[i:i+8] == "// -----" {
			n++
		}
	}
	return n
}
