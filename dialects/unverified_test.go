package dialects

import (
	"encoding/json"
	"flag"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gomlir/gomlir/internal/verifydata"
)

// unverifiedFile is the ratchet of issue 15: every check upstream writes
// in C++ that gomlir has no Go for yet, one per line:
//
//	OP verify     the op's verify() (ODS hasVerifier), no Verifier.Op
//	OP regions    its verifyRegions() (hasRegionVerifier), no Verifier.Regions
//	#dialect.name an attribute's verify() (genVerifyDecl), no AttrDef
//	!dialect.name a type's verify(), no TypeDef
//
// An op whose port is partial (Verifier.Incomplete) stays listed.
//
// TestUnverified fails when a line is missing or one too many, so the file
// is always the truth and only shrinks as verifiers are ported.
const unverifiedFile = "unverified.txt"

// unreachableVerifiers are upstream's C++ verifiers mlir-opt 22 never
// runs on what it reads, with the reason: gomlir does not port a
// rejection mlir-opt does not make. They are not listed in
// unverifiedFile; TestUnverified fails when one is no longer upstream's
// or gets a Go verifier, TestUnreachableVerifiers shows gomlir accepting
// what mlir-opt accepts.
var unreachableVerifiers = map[string]string{
	"#rocdl.target": "ROCDLTargetAttr::verify (O from 0 to 3, a triple and a chip not empty, abi 400, 500 or 600, " +
		"link files strings) runs in getChecked only: the attribute skips its default builders, and its " +
		"generated parser builds it with get, so mlir-opt 22 accepts every value its syntax reads",
	"#xevm.target": "XeVMTargetAttr::verify (O from 0 to 3, a triple and a chip not empty, flags and link files " +
		"as it wants them) runs in getChecked only: the attribute skips its default builders, and its " +
		"generated parser builds it with get, so mlir-opt 22 accepts every value its syntax reads",
}

var updateUnverified = flag.Bool("update-unverified", false, "rewrite "+unverifiedFile+" with the verifiers missing now")

// unverified lists what upstream verifies in C++ and the registry has no
// Go hook for, sorted.
func unverified(t *testing.T) []string {
	var data verifydata.File
	require.NoError(t, json.Unmarshal(verifydata.JSON, &data))
	r := MustCore()
	var got []string
	for name, op := range data.Ops {
		v := r.Verifier(name)
		partial := v != nil && v.Incomplete != ""
		if op.Verifier && (v == nil || v.Op == nil || partial) {
			got = append(got, name+" verify")
		}
		if op.RegionVerifier && (v == nil || v.Regions == nil || partial) {
			got = append(got, name+" regions")
		}
	}
	// An attribute's or type's verify() is ported when the registry has
	// a whole one by its spelling's prefix (registry.Hooks' AttrVerifier,
	// TypeVerifier).
	for _, name := range data.DefVerifiers {
		if unreachableVerifiers[name] != "" {
			continue
		}
		v := r.Verifier(name)
		ported := v != nil && v.Incomplete == "" &&
			(strings.HasPrefix(name, "#") && v.AttrDef != nil || strings.HasPrefix(name, "!") && v.TypeDef != nil)
		if !ported {
			got = append(got, name)
		}
	}
	sort.Strings(got)
	return got
}

// TestUnverified: unverified.txt lists exactly the C++ verifiers of
// upstream's ops, attributes and types gomlir lacks.
func TestUnverified(t *testing.T) {
	ratchet{
		file: unverifiedFile,
		header: []string{
			"Upstream's C++ verifiers gomlir does not have yet (issue 15's ratchet; see TestUnverified):",
			"'OP verify', 'OP regions', '#attr', '!type'. It only shrinks: port a verifier, then",
			"regenerate: go test ./dialects -run TestUnverified -update-unverified",
			"Those mlir-opt never runs on what it reads are not listed: see unreachableVerifiers.",
		},
		update:  *updateUnverified,
		missing: "not verified by gomlir and not in " + unverifiedFile + " (run with -update-unverified)",
		stale:   "in " + unverifiedFile + " but verified now (or no longer upstream's): run with -update-unverified",
	}.check(t, unverified(t))
	if *updateUnverified {
		return
	}
	var data verifydata.File
	require.NoError(t, json.Unmarshal(verifydata.JSON, &data))
	r := MustCore()
	for name := range unreachableVerifiers {
		if !slices.Contains(data.DefVerifiers, name) {
			t.Errorf("%s: in unreachableVerifiers but upstream has no C++ verifier of it", name)
		}
		if v := r.Verifier(name); v != nil && (v.AttrDef != nil || v.TypeDef != nil) {
			t.Errorf("%s: in unreachableVerifiers but gomlir verifies it", name)
		}
	}
}
