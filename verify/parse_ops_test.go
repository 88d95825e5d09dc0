package verify_test

import (
	"fmt"
	"testing"
)

// TestInlineAsmTailCallKind: InlineAsmOp::verify refuses musttail (the
// other kinds read and verify, stripped or in full).
func TestInlineAsmTailCallKind(t *testing.T) {
	const fn = "llvm.func @h(%%a: i32) -> i32 {\n  %%0 = llvm.inline_asm tail_call_kind = %s \"foo\", \"=r,r\" %%a : (i32) -> i32\n  llvm.return %%0 : i32\n}\n"
	runCases(t, []verifyCase{
		{"tail", fmt.Sprintf(fn, "<tail>"), nil},
		{"notail in full", fmt.Sprintf(fn, "#llvm.tailcallkind<notail>"), nil},
		{"musttail", fmt.Sprintf(fn, "<musttail>"),
			[]string{"2:8: error: 'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation"}},
	})
}
