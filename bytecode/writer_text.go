package bytecode

import (
	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/grammar"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/lower"
	"github.com/gomlir/gomlir/token"
)

// FromText parses the MLIR text src (named name, the file name its
// locations carry, as mlir-opt's: "<stdin>" for standard input) with the
// dialects of reg and writes it as bytecode, as `mlir-opt
// --emit-bytecode` writes the same text. It returns the file the syntax
// errors are positioned in.
func FromText(name string, src []byte, reg dialect.Registry, opts WriteOptions) ([]byte, *ast.File, error) {
	m, err := grammar.ParseFileWith(name, src, grammar.Options{Registry: reg})
	if err != nil {
		return nil, ast.NewFile(name, src), err
	}
	ctx := ir.NewContext()
	res, err := lower.LowerWith(ctx, m, lower.Options{Dialects: reg, KeepSyntax: true})
	if err != nil {
		return nil, m.File, err
	}
	if opts.Check != nil {
		if err := opts.Check(ctx, res.Top); err != nil {
			return nil, m.File, err
		}
	}
	SourceLocations(ctx, res, m.File)
	if opts.Defs == nil {
		opts.Defs, _ = reg.(Defs)
	}
	if opts.Resources == nil {
		opts.Resources = res.Resources
	}
	out, err := Write(ctx, res.Top, opts)
	return out, m.File, err
}

// SourceLocations gives each op and block argument of res without a
// location of its own the one mlir-opt's parser gives it: the file, line
// and column of the op's name or of the argument's name (the implicit
// top-level module is at line 0, column 0).
func SourceLocations(ctx *ir.Context, res *lower.Result, file *ast.File) {
	name := file.Name
	tf := token.NewFile(name, file.Src)
	at := func(p token.Pos) ir.Attribute {
		if !p.IsValid() {
			return nil
		}
		pos := tf.Position(p)
		return ctx.FileLineCol(name, pos.Line, pos.Column)
	}
	if res.Implicit {
		res.Top.Loc = ctx.FileLineCol(name, 0, 0)
	}
	ir.Walk(res.Top, func(op *ir.Operation) bool {
		if op.Loc == nil {
			op.Loc = at(op.Pos)
		}
		for _, r := range op.Regions {
			for _, b := range r.Blocks {
				for _, a := range b.Args {
					if a.Loc != nil || res.Syntax == nil {
						continue
					}
					if _, p, ok := res.Syntax.Name(a); ok {
						a.Loc = at(token.Pos(p))
					}
				}
			}
		}
		return true
	})
}
