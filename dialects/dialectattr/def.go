package dialectattr

import (
	"sync"

	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// Definition is a registered dialect's attribute or type definition as
// the IR holds it (ir.Def): the ODS definition that reads and prints the
// values of ir.DialectAttr and ir.DialectType.
type Definition struct {
	dialect, mnemonic string
	attr              *ods.AttrDef
	typ               *ods.TypeDef
}

var _ ir.Def = (*Definition)(nil)

// Dialect is the definition's dialect.
func (d *Definition) Dialect() string { return d.dialect }

// Mnemonic is the definition's mnemonic.
func (d *Definition) Mnemonic() string { return d.mnemonic }

// AttrDef is the ODS definition of an attribute (nil for a type).
func (d *Definition) AttrDef() *ods.AttrDef { return d.attr }

// TypeDef is the ODS definition of a type (nil for an attribute).
func (d *Definition) TypeDef() *ods.TypeDef { return d.typ }

// definitions caches the Definition of each ODS definition.
var definitions sync.Map // *ods.AttrDef or *ods.TypeDef → *Definition

func definitionOf(d *ods.Dialect, def defInfo) *Definition {
	if v, ok := definitions.Load(def.key); ok {
		return v.(*Definition)
	}
	nd := &Definition{dialect: d.Name, mnemonic: def.mnemonic}
	switch k := def.key.(type) {
	case *ods.AttrDef:
		nd.attr = k
	case *ods.TypeDef:
		nd.typ = k
	}
	v, _ := definitions.LoadOrStore(def.key, nd)
	return v.(*Definition)
}

// dialectMnemonic returns the dialect and the mnemonic of a registered
// dialect's attribute or type, read by its definition or kept as written.
func dialectMnemonic(v any) (dialect, mnemonic string, ok bool) {
	switch v := v.(type) {
	case *ir.DialectAttr:
		return v.Dialect, v.Mnemonic(), true
	case *ir.DialectType:
		return v.Dialect, v.Mnemonic(), true
	case *ir.OpaqueAttr:
		return v.Dialect, mnemonicOf(v.Data), true
	case *ir.OpaqueType:
		return v.Dialect, mnemonicOf(v.Data), true
	}
	return "", "", false
}

// paramsOf are the parameters read into vals, named by def.
func paramsOf(def defInfo, vals []value) ir.Params {
	if len(vals) == 0 {
		return nil
	}
	ps := make(ir.Params, len(vals))
	for i, v := range vals {
		ps[i] = v.param(def.params[i].Name)
	}
	return ps
}
