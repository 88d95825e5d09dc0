package verify

import "github.com/gomlir/gomlir/ir"

// opVerifier is an op's own verifier (ODS's hasVerifier, or
// hasRegionVerifier for regionVerifiers): nil when the op is sound.
type opVerifier func(o *opCtx) *diagnostic

// opVerifiers run after an op's traits, in mlir-opt's words.
var opVerifiers = map[string]opVerifier{}

// regionVerifiers run once an op's regions are verified (hasRegionVerifier).
var regionVerifiers = map[string]opVerifier{}

// loopLikeVerifiers and regionBranchVerifiers are the region checks of
// LoopLikeOpInterface and RegionBranchOpInterface, by op: they run in the
// op's trait order, before its region verifier.
var (
	loopLikeVerifiers     = map[string]opVerifier{}
	regionBranchVerifiers = map[string]opVerifier{}
)

// castCompatible are the CastOpInterface rules gomlir knows, by op.
var castCompatible = map[string]func(in, out ir.Type) bool{}
