// Package ast defines the concrete syntax tree of the MLIR textual IR.
//
// Both parsers in package grammar (the participle reference grammar and the
// fast hand-written parser) build these nodes, and a differential test holds
// that they build equal trees. Positions are byte offsets into the source
// (Pos); they become line:col only when a diagnostic is printed (File.Position).
//
// The tree is syntax, not meaning: aliases stay references (AliasType,
// AliasAttr), literals keep their source text, and SSA names are strings.
// Package lower resolves all of that into package ir.
package ast

import "github.com/gomlir/gomlir/token"

// Positions are package token's; these aliases keep ast's users unchanged.
type (
	// Pos is a byte offset into a File's source (token.Pos).
	Pos = token.Pos
	// File is one source file and its line table (token.File).
	File = token.File
	// Position is a file:line:col position (token.Position).
	Position = token.Position
)

// NoPos is the zero-information position (token.NoPos).
const NoPos = token.NoPos

// NewFile returns a File for src (token.NewFile).
func NewFile(name string, src []byte) *File { return token.NewFile(name, src) }
