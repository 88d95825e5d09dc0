package dialects_test

import (
	"regexp"
	"testing"

	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/verify"
)

// snippetHead is the start of an expanded snippet: the op's name, after
// its results when it has some.
var snippetHead = regexp.MustCompile(`^(?:%[\w.$-]+(?:, %[\w.$-]+)* = )?([\w.]+)`)

// TestSnippets: every op's snippet (Hooks.Snippet), its placeholders
// accepted, is that op, and it verifies where its In puts it. corpus's
// TestSnippetsLikeMlirOpt has mlir-opt read the same texts.
func TestSnippets(t *testing.T) {
	reg := dialects.MustCore()
	n := 0
	for _, name := range reg.OpNames() {
		s := reg.Snippet(name)
		if s.Text == "" {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			if reg.Syntax(name) == nil || reg.Op(name).Format != "" {
				t.Errorf("%s has a snippet but no hand-written syntax: its format is its snippet", name)
			}
			if m := snippetHead.FindStringSubmatch(s.Expand()); m == nil || m[1] != name {
				t.Errorf("the snippet of %s expands to another op:\n%s", name, s.Expand())
			}
			src := s.Source()
			if list := verify.Source(name+".mlir", []byte(src), verify.SourceOptions{Options: verify.Options{Dialects: reg}}); len(list) != 0 {
				t.Errorf("the snippet of %s does not verify:\n%s\n%v", name, src, list)
			}
		})
	}
	if n < 130 {
		t.Errorf("%d ops have a snippet, want 130 at least (51 written, 79 of linalg's named ops)", n)
	}
}
