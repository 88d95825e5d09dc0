package dialects

import (
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// enumWord returns the keywords of a when it is the enum attribute
// #dialect.mnemonic<keywords> read by its definition: its one parameter,
// an enum, as printed.
func enumWord(a ir.Attribute, dialect, mnemonic string) (string, bool) {
	da, ok := a.(*ir.DialectAttr)
	if !ok || da.Dialect != dialect || da.Mnemonic() != mnemonic || len(da.Params) != 1 || da.Params[0].Kind != ir.ParamEnum {
		return "", false
	}
	w := da.Params[0].Text
	// `<$value>`: the form the callers read (a bare `$value` is another).
	if len(da.Data) != len(mnemonic)+len(w)+2 || !strings.HasPrefix(da.Data, mnemonic+"<") {
		return "", false
	}
	return w, true
}
