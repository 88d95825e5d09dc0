package dialect

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
)

// ASTTypeString spells a type as written (aliases stay aliases), for
// messages such as "expected builtin.function, but found 'f32'".
func ASTTypeString(t ast.Type) string {
	var b strings.Builder
	writeASTType(&b, t)
	return b.String()
}

func writeASTTypes(b *strings.Builder, ts []ast.Type) {
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		writeASTType(b, t)
	}
}

func writeASTDims(b *strings.Builder, shape []int64) {
	for _, d := range shape {
		if d == ast.Dynamic {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		b.WriteByte('x')
	}
}

func writeASTType(b *strings.Builder, t ast.Type) {
	switch t := t.(type) {
	case *ast.IntegerType:
		switch t.Signedness {
		case ast.Signed:
			b.WriteString("si")
		case ast.Unsigned:
			b.WriteString("ui")
		default:
			b.WriteString("i")
		}
		b.WriteString(strconv.Itoa(t.Width))
	case *ast.NamedType:
		b.WriteString(t.Name)
	case *ast.ComplexType:
		b.WriteString("complex<")
		writeASTType(b, t.Elem)
		b.WriteString(">")
	case *ast.TupleType:
		b.WriteString("tuple<")
		writeASTTypes(b, t.Types)
		b.WriteString(">")
	case *ast.FunctionType:
		b.WriteString("(")
		writeASTTypes(b, t.Inputs)
		b.WriteString(") -> ")
		if len(t.Results) == 1 {
			if _, isFn := t.Results[0].(*ast.FunctionType); !isFn {
				writeASTType(b, t.Results[0])
				return
			}
		}
		b.WriteString("(")
		writeASTTypes(b, t.Results)
		b.WriteString(")")
	case *ast.VectorType:
		b.WriteString("vector<")
		for _, d := range t.Dims {
			if d.Scalable {
				b.WriteString("[" + strconv.FormatInt(d.Size, 10) + "]x")
			} else {
				b.WriteString(strconv.FormatInt(d.Size, 10) + "x")
			}
		}
		writeASTType(b, t.Elem)
		b.WriteString(">")
	case *ast.TensorType:
		b.WriteString("tensor<")
		if t.Unranked {
			b.WriteString("*x")
		}
		writeASTDims(b, t.Shape)
		writeASTType(b, t.Elem)
		if t.Encoding != nil {
			b.WriteString(", ...")
		}
		b.WriteString(">")
	case *ast.MemRefType:
		b.WriteString("memref<")
		if t.Unranked {
			b.WriteString("*x")
		}
		writeASTDims(b, t.Shape)
		writeASTType(b, t.Elem)
		if len(t.Params) > 0 {
			b.WriteString(", ...")
		}
		b.WriteString(">")
	case *ast.DialectType:
		b.WriteString("!" + t.Dialect)
		if t.Name != "" {
			b.WriteString("." + t.Name)
		}
		if t.HasBody {
			b.WriteString("<" + t.Body + ">")
		}
	case *ast.AliasType:
		b.WriteString("!" + t.Name)
	}
}
