package dialects

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

// incompleteFile lists the core ops whose custom syntax gomlir does not
// have yet, one `op reason` per line. TestCoreLoads fails when an op not
// listed is incomplete and when a listed op is complete, so the list is
// always the truth and only shrinks.
const incompleteFile = "incomplete.txt"

var updateIncomplete = flag.Bool("update-incomplete", false, "rewrite "+incompleteFile+" with the ops incomplete now")

// TestCoreLoads: every embedded definition loads, every format is compiled,
// and the ops whose format does not compile or whose hand-written syntax
// is missing are those of incomplete.txt.
func TestCoreLoads(t *testing.T) {
	r, err := Core()
	require.NoError(t, err)
	// The ops of the generated definitions, the two upstream defines in
	// C++ (affine.dma_start, affine.dma_wait), and test.graph_region.
	require.Equal(t, 2634, len(r.OpNames()))
	incomplete := r.Incomplete()
	for _, name := range r.OpNames() {
		op := r.Lookup(name)
		_, missing := incomplete[name]
		hasSyntax := r.Syntax(name) != nil
		require.True(t, missing != hasSyntax || op.Def.Format == "" && !op.Def.CustomSyntax, "%s: incomplete %v, syntax %v", name, missing, hasSyntax)
	}
	var got []string
	for name := range incomplete {
		got = append(got, name)
	}
	sort.Strings(got)
	if *updateIncomplete {
		var b strings.Builder
		b.WriteString("# Core ops whose custom syntax gomlir does not have yet (see TestCoreLoads):\n")
		b.WriteString("# one 'OP REASON' per line. Regenerate: go test ./dialects -run TestCoreLoads -update-incomplete\n")
		for _, name := range got {
			fmt.Fprintf(&b, "%s %s\n", name, oneLine(incomplete[name].Error()))
		}
		require.NoError(t, os.WriteFile(incompleteFile, []byte(b.String()), 0o644))
		return
	}
	known := readIncomplete(t)
	for _, name := range got {
		if _, ok := known[name]; !ok {
			t.Errorf("incomplete (not in %s): %s: %v", incompleteFile, name, incomplete[name])
		}
	}
	for name := range known {
		if _, ok := incomplete[name]; !ok {
			t.Errorf("complete now: remove %s from %s (go test ./dialects -run TestCoreLoads -update-incomplete)", name, incompleteFile)
		}
	}
}

func readIncomplete(t *testing.T) map[string]string {
	f, err := os.Open(incompleteFile)
	require.NoError(t, err)
	defer f.Close()
	known := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		known[name] = reason
	}
	require.NoError(t, sc.Err())
	return known
}

var spaces = regexp.MustCompile(`\s+`)

func oneLine(s string) string { return spaces.ReplaceAllString(strings.TrimSpace(s), " ") }

// TestIncompleteLazily: an op's format is compiled on first use, and the
// registry knows it is incomplete then as when all are compiled.
func TestIncompleteLazily(t *testing.T) {
	r, err := Core()
	require.NoError(t, err)
	require.NotNil(t, r.Syntax("arith.addi"))
	require.Nil(t, r.Syntax("no.such_op"))
	all := r.Incomplete()
	for name := range all {
		fresh, err := Core()
		require.NoError(t, err)
		require.Nil(t, fresh.Syntax(name), name)
		break
	}
}

// TestLazySyntaxConcurrently: goroutines asking for the same ops' syntax
// at once get one compiled format each (go test -race checks the rest).
func TestLazySyntaxConcurrently(t *testing.T) {
	r, err := Core()
	require.NoError(t, err)
	names := []string{"arith.addi", "vector.transfer_read", "llvm.load", "spirv.IAdd", "tosa.add", "linalg.generic"}
	got := make([][]any, 4)
	var wg sync.WaitGroup
	for g := range got {
		wg.Go(func() {
			for _, name := range names {
				got[g] = append(got[g], r.Syntax(name))
			}
		})
	}
	wg.Wait()
	for g := range got {
		require.Equal(t, got[0], got[g])
	}
}

func TestUserDefinitionsCannotBeHandWritten(t *testing.T) {
	r := New()
	err := r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "acme.x", "customSyntax": true}]}]}`))
	require.ErrorContains(t, err, "op acme.x has a hand-written syntax")
	err = r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "other.x"}]}]}`))
	require.ErrorContains(t, err, `op "other.x" is not in dialect "acme"`)
	err = r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "opz": []}]}`))
	require.ErrorContains(t, err, `unknown field "opz"`)
	// A user's format is compiled when loaded.
	err = r.LoadJSON("user.json", []byte(`{"dialects": [{"name": "acme", "ops": [{"name": "acme.y", "format": "$nope attr-dict"}]}]}`))
	require.ErrorContains(t, err, "op acme.y:")
}

// BenchmarkCore is the start-up cost of the core registry (formats are
// compiled on first use); CompileAll adds the cost of compiling every one.
func BenchmarkCore(b *testing.B) {
	b.Run("Core", func(b *testing.B) {
		for b.Loop() {
			if _, err := Core(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("CompileAll", func(b *testing.B) {
		for b.Loop() {
			r, err := Core()
			if err != nil {
				b.Fatal(err)
			}
			r.Incomplete()
		}
	})
}
