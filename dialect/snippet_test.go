package dialect

import "testing"

func TestSnippetExpand(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"scf.for ${1:%iv} = ${2:%lb} to ${3:%ub} {\n  $0\n}", "scf.for %iv = %lb to %ub {\n  \n}"},
		{"%${1:r} = x.y ${2:%a} : ${2:%a}", "%r = x.y %a : %a"},
		{`a \$1 \} \\ ${1:b\}c} $12 ${3}`, `a $1 } \ b}c  `},
		{"${1:outer ${2:inner} tail} end", "outer inner tail end"},
	} {
		if got := (Snippet{Text: c.text}).Expand(); got != c.want {
			t.Errorf("Expand(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	s := Snippet{Text: "x.op {\n  $0\n}", In: InFunc("%a: i32")}
	want := "func.func @snippet(%a: i32) {\n  x.op {\n    \n  }\n  return\n}\n"
	if got := s.Source(); got != want {
		t.Errorf("Source() = %q, want %q", got, want)
	}
	if got := (Snippet{Text: "x.op"}).Source(); got != "x.op\n" {
		t.Errorf("Source() at the top level = %q", got)
	}
}
