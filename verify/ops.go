package verify

import "github.com/gomlir/gomlir/ir"

// opVerifier is an op's own verifier (ODS's hasVerifier, or
// hasRegionVerifier for regionVerifiers): nil when the op is sound.
type opVerifier func(o *opCtx) *diagnostic

// opVerifiers run after an op's traits, in mlir-opt's words.
var opVerifiers = map[string]opVerifier{}

// regionVerifiers run once an op's regions are verified.
var regionVerifiers = map[string]opVerifier{}

// castCompatible are the CastOpInterface rules gomlir knows, by op.
var castCompatible = map[string]func(in, out ir.Type) bool{}
