// Package gomlir reads, builds, changes, verifies and prints MLIR in its
// textual form, with mlir-opt 22's verdicts and output, in pure Go.
//
// ParseFile and Parse read a file into a Module, with the upstream
// dialects registered; Walk visits its operations; Verify checks them as
// mlir-opt does, its errors placed at file:line:col in mlir-opt's words;
// Print writes the module as mlir-opt prints it, in custom or generic
// form. The operations themselves are package ir's: ir.Builder creates
// them at an insertion point, ir.Operation's methods move, clone and
// erase them, and every value knows its uses. ApplyPatterns rewrites a
// module to a fixed point with Go functions; ArithFolds are the constant
// folds of the arith dialect, written with it.
package gomlir

import (
	"bytes"
	"os"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/token"
)

// Config controls how text is read. The zero Config, or a nil *Config,
// registers the upstream dialects and rejects the ops of unregistered
// ones, as mlir-opt does.
type Config struct {
	// Dialects are the registered dialects: nil for Upstream(); see
	// LoadDialects to add definitions files (a defs.json).
	Dialects dialect.Registry
	// AllowUnregistered accepts operations of dialects that are not
	// registered, written generically (mlir-opt's
	// --allow-unregistered-dialect).
	AllowUnregistered bool
}

func (c *Config) registry() dialect.Registry {
	if c == nil || c.Dialects == nil {
		return Upstream()
	}
	return c.Dialects
}

var upstream = sync.OnceValue(func() dialect.Registry { return dialects.MustCore() })

// Upstream returns the registry of the dialects mlir-opt 22 registers. It
// is made once and shared: it is safe for concurrent use.
func Upstream() dialect.Registry { return upstream() }

// LoadDialects returns a new registry of the upstream dialects with the
// definitions files at paths loaded too (the JSON of `mlirfmt
// -dialects`).
func LoadDialects(paths ...string) (dialect.Registry, error) {
	reg, err := dialects.Core()
	if err != nil {
		return nil, err
	}
	for _, p := range paths {
		if err := reg.LoadFile(p); err != nil {
			return nil, err
		}
	}
	return reg, nil
}

// A Module is a parsed or built top-level builtin.module.
type Module struct {
	// Op is the builtin.module: the file's own, or the one made around
	// its operations when they were written without one.
	Op *ir.Operation
	// Ctx owns the module's types and attributes; use it to make more.
	Ctx *ir.Context
	// Resources are the file's `{-# ... #-}` resources, or nil.
	Resources *ir.Resources
	// Dialects are the registered dialects the module was read with.
	Dialects dialect.Registry
	// File is the source the module was parsed from (nil for a module
	// built in Go): diagnostics are placed in it.
	File *token.File
}

// NewModule returns an empty module (`module {}`) to build in.
func NewModule(cfg *Config) *Module {
	ctx := ir.NewContext()
	op := ir.NewOperation("builtin.module", nil)
	op.AddRegion().AddBlock()
	return &Module{Op: op, Ctx: ctx, Dialects: cfg.registry()}
}

// Body returns the block holding the module's operations.
func (m *Module) Body() *ir.Block { return m.Op.Regions[0].Blocks[0] }

// Builder returns a builder inserting at the end of the module's body.
func (m *Module) Builder() *ir.Builder {
	b := ir.NewBuilder(m.Ctx)
	b.SetInsertionPointToEnd(m.Body())
	return b
}

// An Error is what went wrong with a source or a module: mlir-opt's
// diagnostics, each placed in File. Its Error method renders them as
// mlir-opt does (`file:line:col: error: message`, the source line and a
// caret under the column).
type Error struct {
	File  *token.File
	Diags diag.List
}

func (e *Error) Error() string {
	return strings.TrimSuffix(e.Diags.Format(e.File), "\n")
}

// Position returns where diagnostic i is (file, line and column; the
// zero Position for an op built in Go).
func (e *Error) Position(i int) token.Position {
	if e.File == nil || !e.Diags[i].Pos.IsValid() {
		return token.Position{}
	}
	return e.File.Position(e.Diags[i].Pos)
}

func newError(f *token.File, list diag.List) error {
	if len(list) == 0 {
		return nil
	}
	return &Error{File: f, Diags: list}
}

// ParseFile reads the file named filename into a module.
func ParseFile(filename string, cfg *Config) (*Module, error) {
	src, err := os.ReadFile(filename)
	if err != nil {
		return nil, err
	}
	return Parse(filename, src, cfg)
}

// ParseString reads src, named filename in diagnostics, into a module.
func ParseString(filename, src string, cfg *Config) (*Module, error) {
	return Parse(filename, []byte(src), cfg)
}

// Parse reads src, named filename in diagnostics, into a module: the
// syntax is read, names resolved into values and blocks, types and
// attributes into the module's context. It does not verify the module
// (mlir-opt does, right after reading: call Verify). An error is an
// *Error.
func Parse(filename string, src []byte, cfg *Config) (*Module, error) {
	reg := cfg.registry()
	file := token.NewFile(filename, src)
	tree, err := grammar.ParseFileWith(filename, src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, newError(file, diag.AsList(err))
	}
	if tree.File != nil {
		file = tree.File
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, tree, lower.Options{Dialects: reg})
	if err != nil {
		return nil, newError(file, diag.AsList(err))
	}
	m := &Module{Op: res.Top, Ctx: ctx, Resources: res.Resources, Dialects: reg, File: file}
	if cfg == nil || !cfg.AllowUnregistered {
		if d := unregistered(m.Op, reg, src); d != nil {
			return nil, newError(file, diag.List{d})
		}
	}
	return m, nil
}

// unregistered reports the first op of a dialect reg does not know, as
// mlir-opt does without --allow-unregistered-dialect (a custom form of
// one is a syntax error already).
func unregistered(top *ir.Operation, reg dialect.Registry, src []byte) *diag.Diagnostic {
	var d *diag.Diagnostic
	ir.Walk(top, func(op *ir.Operation) bool {
		if d != nil {
			return false
		}
		name, _, ok := strings.Cut(op.Name, ".")
		if !ok || reg.HasDialect(name) {
			return true
		}
		// mlir-opt places it just after the quoted name.
		pos := op.Pos
		if pos.IsValid() && int(pos) < len(src) && src[pos] == '"' {
			if end := bytes.IndexByte(src[pos+1:], '"'); end >= 0 {
				pos += token.Pos(end + 2)
			}
		}
		d = &diag.Diagnostic{Severity: diag.Error, Pos: pos,
			Msg: "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"}
		return false
	})
	return d
}

// Walk calls fn for op and each operation nested in it, in the order
// they are written (an op before the ops of its regions). If fn returns
// false, Walk skips the regions of that op.
func Walk(op *ir.Operation, fn func(*ir.Operation) bool) { ir.Walk(op, fn) }

// Walk calls fn for every operation of the module, the module itself
// first, as the package-level Walk does.
func (m *Module) Walk(fn func(*ir.Operation) bool) { ir.Walk(m.Op, fn) }
