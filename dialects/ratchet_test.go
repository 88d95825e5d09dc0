package dialects

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// ratchet is a generated list a test keeps exact (unverified.txt,
// uncovered.txt): with update it is rewritten from what is true now;
// else a line true now and not listed, or listed and no longer true,
// fails the test.
type ratchet struct {
	file   string
	header []string // comment lines, each written after "# "
	update bool
	// missing and stale are the failures' texts after "LINE: ".
	missing, stale string
}

func (r ratchet) check(t *testing.T, got []string) {
	t.Helper()
	if r.update {
		var b strings.Builder
		for _, h := range r.header {
			fmt.Fprintln(&b, "# "+h)
		}
		for _, line := range got {
			fmt.Fprintln(&b, line)
		}
		require.NoError(t, os.WriteFile(r.file, []byte(b.String()), 0o644))
		return
	}
	f, err := os.Open(r.file)
	require.NoError(t, err)
	defer f.Close()
	listed := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// "# " starts a comment; "#dialect.name" is an attribute. A line
		// is kept as it is: a diagnostic's format may end in a space.
		if line := sc.Text(); line != "" && line != "#" && !strings.HasPrefix(line, "# ") {
			listed[line] = true
		}
	}
	require.NoError(t, sc.Err())
	for _, line := range got {
		if !listed[line] {
			t.Errorf("%s: %s", line, r.missing)
		}
		delete(listed, line)
	}
	for line := range listed {
		t.Errorf("%s: %s", line, r.stale)
	}
}
