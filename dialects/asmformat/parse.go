package asmformat

import (
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
)

// parseState is one parse of a custom form with a Format.
type parseState struct {
	f  *Format
	p  dialect.Parser
	st *ast.CustomOp
	// operandPos is where each operand group's parse began (mlir-opt's
	// OperandsLoc), NoPos when it never began.
	operandPos []ast.Pos
	// The `operands`, type(operands), type(results), `regions` and
	// `successors` directives parse whole lists, divided among the
	// groups at the end.
	allOperands     []ast.ValueUse
	allOperandsPos  ast.Pos
	allOperandTypes []ast.Type
	allResultTypes  []ast.Type
	fullRegions     []*ast.Region
	fullSuccessors  []ast.BlockRef
	// Backing stores for single operands and types, so that each does not
	// take an allocation of its own.
	uses  []ast.ValueUse
	types []ast.Type
}

// oneUse returns a one-element slice holding u.
func (s *parseState) oneUse(u ast.ValueUse) []ast.ValueUse {
	if len(s.uses) == 0 {
		s.uses = make([]ast.ValueUse, len(s.f.op.Operands))
	}
	s.uses[0] = u
	out := s.uses[:1:1]
	s.uses = s.uses[1:]
	return out
}

// oneType returns a one-element slice holding t.
func (s *parseState) oneType(t ast.Type) []ast.Type {
	if len(s.types) == 0 {
		s.types = make([]ast.Type, len(s.f.op.Operands)+len(s.f.op.Results))
	}
	s.types[0] = t
	out := s.types[:1:1]
	s.types = s.types[1:]
	return out
}

// Parse implements Syntax: it reads the custom form after the op name
// (and its results) into st, grouped as the op's definition declares its
// operands, results, regions and successors.
func (f *Format) Parse(p dialect.Parser, st *ast.CustomOp) error {
	op := f.op
	nOps := len(op.Operands)
	st.Operands = make([][]ast.ValueUse, nOps)
	types := make([][]ast.Type, nOps+len(op.Results))
	st.OperandTypes, st.ResultTypes = types[:nOps:nOps], types[nOps:]
	st.Regions = make([][]*ast.Region, len(op.Regions))
	st.Successors = make([][]ast.BlockRef, len(op.Successors))
	s := &parseState{f: f, p: p, st: st, operandPos: make([]ast.Pos, nOps), allOperandsPos: ast.NoPos}
	if n := len(op.Attrs); n > 0 && st.Props == nil {
		st.Props = make([]ast.NamedAttr, 0, n)
	}
	for i := range s.operandPos {
		s.operandPos[i] = ast.NoPos
	}
	for _, el := range f.elems {
		if err := s.elem(el, false); err != nil {
			return err
		}
	}
	return s.finish()
}

// literal parses a required literal: keywords fail with "expected 'kw'"
// at the token, punctuation with "expected 'p'" after the previous token.
func (s *parseState) literal(lit string) error {
	if isAlpha(lit[0]) || lit[0] == '_' {
		return s.p.ParseKeyword(lit)
	}
	return s.p.ParsePunct(lit)
}

func (s *parseState) optLiteral(lit string) bool {
	if isAlpha(lit[0]) || lit[0] == '_' {
		return s.p.ParseOptionalKeyword(lit)
	}
	return s.p.ParseOptionalPunct(lit)
}

// elem parses one element; inGroup is OpFormatGen's GenContext::Optional
// (inside an optional group, past its guard, optional attributes are
// required).
func (s *parseState) elem(el *element, inGroup bool) error {
	switch el.kind {
	case kLiteral:
		return s.literal(el.text)
	case kSpace, kNewline:
		return nil
	case kAttr:
		_, err := s.attr(el, !inGroup && s.f.attrs[el.index].def.Optional)
		return err
	case kOperand:
		return s.operand(el.index)
	case kRegion:
		_, err := s.region(el.index, false)
		return err
	case kSuccessor:
		_, err := s.successor(el.index, false)
		return err
	case kType:
		return s.typeDirective(el)
	case kFuncType:
		pos := s.p.Pos()
		t, err := s.p.ParseType()
		if err != nil {
			return err
		}
		ft, ok := t.(*ast.FunctionType)
		if !ok {
			return s.p.Errorf(pos, "invalid kind of type specified: expected builtin.function, but found '%s'", dialect.ASTTypeString(t))
		}
		s.setTypes(el.in, ft.Inputs)
		s.setTypes(el.out, ft.Results)
		return nil
	case kAttrDict:
		var d *ast.DictAttr
		var err error
		if el.withKeyword {
			d, err = s.p.ParseOptionalAttrDictWithKeyword()
		} else {
			d, err = s.p.ParseOptionalAttrDict()
		}
		s.st.Attrs = d
		return err
	case kPropDict:
		return s.propDict()
	case kOperands:
		s.allOperandsPos = s.p.Pos()
		var err error
		s.allOperands, err = s.operandList()
		return err
	case kRegions:
		var err error
		s.fullRegions, _, err = s.regionList()
		return err
	case kSuccessors:
		var err error
		s.fullSuccessors, _, err = s.successorList()
		return err
	case kCustom:
		_, err := s.custom(el, false)
		return err
	case kOptional:
		return s.optional(el)
	case kOIList:
		return s.oilist(el)
	}
	return nil
}

func (s *parseState) setProp(name string, pos ast.Pos, v ast.Attr) {
	for i := range s.st.Props {
		if s.st.Props[i].Name == name {
			s.st.Props[i] = ast.NamedAttr{Pos: pos, Name: name, Value: v}
			return
		}
	}
	s.st.Props = append(s.st.Props, ast.NamedAttr{Pos: pos, Name: name, Value: v})
}

func (s *parseState) prop(name string) ast.Attr {
	for _, p := range s.st.Props {
		if p.Name == name {
			return p.Value
		}
	}
	return nil
}

// attr parses an attribute variable; optional parses it only when it is
// there (ODS's parseOptionalAttribute and friends).
func (s *parseState) attr(el *element, optional bool) (bool, error) {
	info := s.f.attrs[el.index]
	name := info.def.Name
	p := s.p
	pos := p.Pos()
	mode := info.mode
	if el.qualified {
		switch mode {
		case modeBuiltin, modeStripped, modeOpaque, modeDenseArray:
			mode = modeGeneric
		}
	}
	var v ast.Attr
	var err error
	var ok bool
	switch mode {
	case modeEnum:
		v, err = s.enumAttr(info, optional)
	case modeSymbol:
		var sym string
		if sym, ok = p.ParseOptionalSymbolName(); ok {
			v = &ast.StringAttr{Value: sym}
		} else if !optional {
			return false, p.Errorf(pos, "expected valid '@'-identifier for symbol name")
		}
	case modeTyped, modeGeneric, modeOpaque:
		typ := info.typ
		if optional {
			v, _, err = p.ParseOptionalAttribute(typ)
		} else {
			v, err = p.ParseAttribute(typ)
		}
	case modeBuiltin:
		// A string attribute (ODS's StringBasedAttr) is parsed with its
		// value type, none: a `:` after it is not its type but the
		// format's (`$message `:` type($x)`).
		var typ ast.Type
		if info.def.Storage == "::mlir::StringAttr" {
			typ = &ast.NamedType{Name: "none"}
		}
		if optional {
			// ODS's parseOptionalAttribute has overloads for these
			// classes that look at one token kind only.
			peek := map[string]string{"::mlir::ArrayAttr": "[", "::mlir::StringAttr": `"`, "::mlir::SymbolRefAttr": "@"}[info.def.Storage]
			switch {
			case peek == "":
				v, _, err = p.ParseOptionalAttribute(typ)
			case p.Peek(peek):
				v, err = p.ParseAttribute(typ)
			}
		} else {
			v, err = p.ParseAttribute(typ)
		}
		if err == nil && v != nil && !kindMatches(info, v) {
			return false, p.Errorf(pos, "invalid kind of attribute specified")
		}
	case modeStripped:
		switch {
		case optional:
			v, _, err = p.ParseOptionalAttribute(nil)
		case p.Peek("#"):
			v, err = p.ParseAttribute(nil)
		case !info.params:
			v = &ast.DialectAttr{Dialect: info.dialect, Name: info.mnemonic}
		case info.bareEnum != nil:
			v, err = s.bareEnum(info)
		default:
			v, err = p.ParseStrippedAttr(info.dialect, info.mnemonic)
		}
		if err == nil && v != nil && !kindMatches(info, v) {
			return false, p.Errorf(pos, "invalid kind of attribute specified")
		}
	case modeDenseArray:
		if optional || p.Peek("#") {
			if optional {
				v, _, err = p.ParseOptionalAttribute(nil)
			} else {
				v, err = p.ParseAttribute(nil)
			}
			if err == nil && v != nil && !kindMatches(info, v) {
				return false, p.Errorf(pos, "invalid kind of attribute specified")
			}
		} else {
			v, err = s.denseArray(info)
		}
	case modeUnitProp:
		var kw string
		if kw, ok = p.ParseOptionalKeywordOf([]string{"unit", "unit_absent"}); ok {
			if kw == "unit" {
				v = &ast.UnitAttr{}
			} else {
				v = &ast.BoolAttr{Value: false}
			}
		} else if !optional {
			return false, p.Errorf(pos, "expected 'unit' or 'unit_absent'")
		}
	case modeIntProp:
		var n int64
		if n, ok, err = p.ParseOptionalInteger(); ok {
			v = &ast.IntegerAttr{Pos: pos, Text: strconv.FormatInt(n, 10), Type: &ast.IntegerType{Width: info.width}}
		} else if err == nil && !optional {
			return false, p.Errorf(pos, "expected integer value")
		}
	case modeOptIntProp:
		var n int64
		if n, ok, err = p.ParseOptionalInteger(); ok {
			v = &ast.ArrayAttr{Elems: []ast.Attr{&ast.IntegerAttr{Pos: pos, Text: strconv.FormatInt(n, 10), Type: &ast.IntegerType{Width: info.width}}}}
		} else if err == nil && !optional {
			return false, p.Errorf(pos, "expected integer value")
		}
	case modeBoolProp:
		var kw string
		if kw, ok = p.ParseOptionalKeywordOf([]string{"true", "false"}); ok {
			v = &ast.BoolAttr{Value: kw == "true"}
		} else if !optional {
			return false, p.Errorf(pos, "expected 'true' or 'false'")
		}
	case modeEnumProp:
		v, err = s.enumProp(info, optional)
	case modeStringProp:
		var str string
		if str, ok = p.ParseOptionalString(); ok {
			v = &ast.StringAttr{Value: str}
		} else if !optional {
			return false, p.Errorf(pos, "expected string")
		}
	}
	if err != nil {
		return false, err
	}
	if v == nil {
		return false, nil
	}
	s.setProp(name, pos, v)
	return true, nil
}

// kindMatches reports whether a parsed attribute can be of the
// attribute's class (aliases always can: they are resolved later).
func kindMatches(info *attrInfo, v ast.Attr) bool {
	if _, ok := v.(*ast.AliasAttr); ok {
		return true
	}
	switch info.mode {
	case modeBuiltin:
		if check := builtinAttrStorage[info.def.Storage]; check != nil {
			return check(v)
		}
		return true
	case modeStripped:
		d, ok := v.(*ast.DialectAttr)
		if ok && d.Name == "" {
			// The opaque spelling #index<cmp_predicate eq>.
			rest, found := strings.CutPrefix(d.Body, info.mnemonic)
			return d.Dialect == info.dialect && found && (rest == "" || !isIdentChar(rest[0]))
		}
		return ok && d.Dialect == info.dialect && d.Name == info.mnemonic
	case modeDenseArray:
		_, ok := v.(*ast.DenseArrayAttr)
		return ok
	}
	return true
}

func isIdentChar(c byte) bool { return isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.' }

// bareEnum parses the stripped form of an EnumAttr whose format is
// `$value`: a case keyword or string, as ODS's FieldParser for enums
// reads it. It stands for #dialect<mnemonic value>.
func (s *parseState) bareEnum(info *attrInfo) (ast.Attr, error) {
	p := s.p
	en := info.bareEnum
	pos := p.Pos()
	// The attribute's generated parser adds its own error where the
	// value's parse stopped.
	failed := func() error {
		class := info.def.Storage[strings.LastIndex(info.def.Storage, ":")+1:]
		return p.Errorf(p.Pos(), "failed to parse %s parameter 'value' which is to be a `::mlir::%s::%s`", class, info.dialect, en.ClassName)
	}
	str, ok := p.ParseOptionalKeywordOf(nil)
	if !ok {
		if str, ok = p.ParseOptionalString(); !ok {
			p.Errorf(pos, "expected valid keyword or string")
			return nil, failed()
		}
	}
	if _, ok := enumValue(en, str); !ok {
		all := make([]string, len(en.Cases))
		for i, c := range en.Cases {
			all[i] = c.Str
		}
		p.Errorf(pos, "expected ::mlir::%s::%s to be one of: %s", info.dialect, en.ClassName, strings.Join(all, ", "))
		return nil, failed()
	}
	return &ast.DialectAttr{Dialect: info.dialect, Body: info.mnemonic + " " + str, HasBody: true}, nil
}

// enumAttr parses an I32/I64EnumAttr: a case keyword or a string.
func (s *parseState) enumAttr(info *attrInfo, optional bool) (ast.Attr, error) {
	p := s.p
	en := info.enum
	pos := p.Pos()
	str, ok := p.ParseOptionalKeywordOf(info.keywords)
	if !ok {
		if str, ok = p.ParseOptionalString(); !ok {
			if optional {
				return nil, nil
			}
			all := make([]string, len(en.Cases))
			for i, c := range en.Cases {
				all[i] = c.Str
			}
			return nil, p.Errorf(pos, "expected string or keyword containing one of the following enum values for attribute '%s' [%s]",
				info.def.Name, strings.Join(all, ", "))
		}
	}
	if str == "" {
		return nil, nil
	}
	v, ok := enumValue(en, str)
	if !ok {
		return nil, p.Errorf(pos, "invalid %s attribute specification: \"%s\"", info.def.Name, str)
	}
	return &ast.IntegerAttr{Pos: pos, Text: strconv.FormatInt(v, 10), Type: &ast.IntegerType{Width: info.width}}, nil
}

// enumProp parses an EnumProp: `mnemonic<cases>` for a named one, else
// the cases (FieldParser of the enum: keywords or strings, a bit enum's
// joined by its separator).
func (s *parseState) enumProp(info *attrInfo, optional bool) (ast.Attr, error) {
	p := s.p
	en := info.enum
	pos := p.Pos()
	if info.mnemonic != "" {
		if !p.ParseOptionalKeyword(info.mnemonic) {
			if optional {
				return nil, nil
			}
			return nil, p.Errorf(pos, "expected '%s'", info.mnemonic)
		}
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
	} else if optional && !p.Peek(`"`) {
		found := false
		for _, c := range en.Cases {
			found = found || isKeyword(c.Str) && p.Peek(c.Str)
		}
		if !found {
			return nil, nil
		}
	}
	sep := strings.TrimSpace(en.Separator)
	if sep == "" {
		sep = "|"
	}
	var v int64
	for {
		kpos := p.Pos()
		str, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			if str, ok = p.ParseOptionalString(); !ok {
				return nil, p.Errorf(kpos, "expected keyword for %s", en.ClassName)
			}
		}
		c, ok := enumCase(en, str)
		if !ok {
			return nil, p.Errorf(kpos, "invalid %s specification: %s", en.ClassName, str)
		}
		v |= c.Value
		if !en.Bit || !p.ParseOptionalPunct(sep) {
			break
		}
	}
	if info.mnemonic != "" {
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
	}
	return &ast.IntegerAttr{Pos: pos, Text: strconv.FormatInt(v, 10), Type: &ast.IntegerType{Width: info.width}}, nil
}

// denseArray parses a DenseXArrayAttr in its stripped form `[1, 2]`.
func (s *parseState) denseArray(info *attrInfo) (ast.Attr, error) {
	p := s.p
	a := &ast.DenseArrayAttr{}
	switch {
	case info.width == 1:
		a.ElemType = &ast.IntegerType{Width: 1}
	case info.float:
		a.ElemType = &ast.NamedType{Name: "f" + strconv.Itoa(info.width)}
	default:
		a.ElemType = &ast.IntegerType{Width: info.width}
	}
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	if p.ParseOptionalPunct("]") {
		return a, nil
	}
	for {
		pos := p.Pos()
		switch {
		case info.width == 1 && (p.Peek("true") || p.Peek("false")):
			kw, _ := p.ParseOptionalKeywordOf([]string{"true", "false"})
			a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitBool, Text: kw})
		case info.float:
			v, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			switch v := v.(type) {
			case *ast.FloatAttr:
				a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitFloat, Text: v.Text})
			case *ast.IntegerAttr:
				a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitInt, Text: v.Text})
			default:
				return nil, p.Errorf(pos, "expected floating point literal")
			}
		default:
			n, ok, err := p.ParseOptionalInteger()
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, p.Errorf(pos, "expected integer value")
			}
			a.Elems = append(a.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
		}
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("]"); err != nil {
		return nil, err
	}
	return a, nil
}

// operandList parses `%a, %b, ...`, possibly empty (no `%` next).
func (s *parseState) operandList() ([]ast.ValueUse, error) {
	if !s.p.Peek("%") {
		return nil, nil
	}
	var list []ast.ValueUse
	for {
		u, err := s.p.ParseOperand()
		if err != nil {
			return nil, err
		}
		list = append(list, u)
		if !s.p.ParseOptionalPunct(",") {
			return list, nil
		}
	}
}

func (s *parseState) operand(i int) error {
	p := s.p
	s.operandPos[i] = p.Pos()
	switch argLength(s.f.op.Operands[i]) {
	case Single:
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		s.st.Operands[i] = s.oneUse(u)
	case Optional:
		u, ok, err := p.ParseOptionalOperand()
		if err != nil {
			return err
		}
		if ok {
			s.st.Operands[i] = s.oneUse(u)
		}
	case Variadic:
		list, err := s.operandList()
		if err != nil {
			return err
		}
		s.st.Operands[i] = list
	case VariadicOfVariadic:
		var list []ast.ValueUse
		var sizes []ast.Literal
		for {
			if !p.ParseOptionalPunct("(") {
				break
			}
			sub, err := s.operandList()
			if err != nil {
				return err
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
			list = append(list, sub...)
			sizes = append(sizes, ast.Literal{Kind: ast.LitInt, Text: strconv.Itoa(len(sub))})
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		s.st.Operands[i] = list
		s.setSegments(i, sizes)
	}
	return nil
}

// setSegments records a VariadicOfVariadic group's sub-group sizes in its
// segment-sizes attribute.
func (s *parseState) setSegments(i int, sizes []ast.Literal) {
	if seg := s.f.op.Operands[i].Segments; seg != "" {
		s.setProp(seg, s.operandPos[i], &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 32}, Elems: sizes})
	}
}

// regionList parses `{...} (, {...})*` or nothing.
func (s *parseState) regionList() ([]*ast.Region, bool, error) {
	r, ok, err := s.p.ParseOptionalRegion(nil)
	if err != nil || !ok {
		return nil, false, err
	}
	list := []*ast.Region{r}
	for s.p.ParseOptionalPunct(",") {
		r, err := s.p.ParseRegion(nil)
		if err != nil {
			return nil, false, err
		}
		list = append(list, r)
	}
	return list, true, nil
}

// region parses region group i; optional (the group's guard) parses it only
// when there. It reports presence as OpFormatGen's guard does: a single
// region counts only when it has blocks.
func (s *parseState) region(i int, optional bool) (bool, error) {
	if s.f.op.Regions[i].Variadic {
		list, ok, err := s.regionList()
		s.st.Regions[i] = list
		return ok, err
	}
	if optional {
		r, ok, err := s.p.ParseOptionalRegion(nil)
		if err != nil || !ok {
			return false, err
		}
		s.st.Regions[i] = []*ast.Region{r}
		return len(r.Blocks) > 0, nil
	}
	r, err := s.p.ParseRegion(nil)
	if err != nil {
		return false, err
	}
	s.st.Regions[i] = []*ast.Region{r}
	return true, nil
}

func (s *parseState) successorList() ([]ast.BlockRef, bool, error) {
	b, ok := s.p.ParseOptionalSuccessor()
	if !ok {
		return nil, false, nil
	}
	list := []ast.BlockRef{b}
	for s.p.ParseOptionalPunct(",") {
		b, err := s.p.ParseSuccessor()
		if err != nil {
			return nil, false, err
		}
		list = append(list, b)
	}
	return list, true, nil
}

func (s *parseState) successor(i int, optional bool) (bool, error) {
	if argLength(s.f.op.Successors[i]) != Single {
		list, ok, err := s.successorList()
		s.st.Successors[i] = list
		return ok, err
	}
	if optional {
		b, ok := s.p.ParseOptionalSuccessor()
		if ok {
			s.st.Successors[i] = []ast.BlockRef{b}
		}
		return ok, nil
	}
	b, err := s.p.ParseSuccessor()
	if err != nil {
		return false, err
	}
	s.st.Successors[i] = []ast.BlockRef{b}
	return true, nil
}

// typeList parses `type (, type)*`: at least one type.
func (s *parseState) typeList() ([]ast.Type, error) {
	var list []ast.Type
	for {
		t, err := s.p.ParseType()
		if err != nil {
			return nil, err
		}
		list = append(list, t)
		if !s.p.ParseOptionalPunct(",") {
			return list, nil
		}
	}
}

// typeDirective parses type($x), type(operands) or type(results).
func (s *parseState) typeDirective(el *element) error {
	p := s.p
	arg := el.arg
	var length Length
	switch arg.kind {
	case kOperand:
		length = argLength(s.f.op.Operands[arg.index])
	case kResult:
		length = argLength(s.f.op.Results[arg.index])
	default:
		length = Variadic
	}
	types := []ast.Type{}
	switch length {
	case Single:
		var t ast.Type
		var err error
		if el.stripped != nil {
			t, err = s.strippedType(el.stripped)
		} else {
			t, err = p.ParseType()
		}
		if err != nil {
			return err
		}
		types = s.oneType(t)
	case Optional:
		t, ok, err := p.ParseOptionalType()
		if err != nil {
			return err
		}
		if ok {
			types = s.oneType(t)
		}
	case Variadic:
		list, err := s.typeList()
		if err != nil {
			return err
		}
		types = list
	case VariadicOfVariadic:
		for {
			if !p.ParseOptionalPunct("(") {
				break
			}
			if !p.ParseOptionalPunct(")") {
				list, err := s.typeList()
				if err != nil {
					return err
				}
				types = append(types, list...)
				if err := p.ParsePunct(")"); err != nil {
					return err
				}
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
	}
	s.setTypes(arg, types)
	return nil
}

// setTypes stores the types of a type directive's argument.
func (s *parseState) setTypes(arg *element, types []ast.Type) {
	if types == nil {
		types = []ast.Type{}
	}
	switch arg.kind {
	case kOperand:
		s.st.OperandTypes[arg.index] = types
	case kResult:
		s.st.ResultTypes[arg.index] = types
	case kOperands:
		s.allOperandTypes = types
	case kResults:
		s.allResultTypes = types
	}
}

// propDict parses prop-dict: `<{...}>` or nothing.
func (s *parseState) propDict() error {
	p := s.p
	if !p.ParseOptionalPunct("<") {
		return nil
	}
	pos := p.Pos()
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	d, ok := a.(*ast.DictAttr)
	if !ok {
		return p.Errorf(pos, "expected DictionaryAttr to set properties")
	}
	if err := p.ParsePunct(">"); err != nil {
		return err
	}
	for _, e := range d.Entries {
		v := e.Value
		if v == nil {
			v = &ast.UnitAttr{}
		}
		s.setProp(e.Name, e.Pos, v)
	}
	return nil
}

// custom runs a custom directive; optional uses its ParseOptional.
func (s *parseState) custom(el *element, optional bool) (bool, error) {
	args := make([]ParseArg, len(el.args))
	for i, a := range el.args {
		args[i].Arg = el.specs[i]
		target := a
		if a.kind == kRef {
			target = a.arg
			s.fillRef(&args[i], target)
		} else if a.kind == kOperand {
			s.operandPos[a.index] = s.p.Pos()
		}
	}
	present := true
	var err error
	if optional {
		present, err = el.directive.ParseOptional(s.p, args)
	} else {
		err = el.directive.Parse(s.p, args)
	}
	if err != nil || !present {
		return false, err
	}
	for i, a := range el.args {
		if a.kind == kRef {
			continue
		}
		arg := &args[i]
		switch a.kind {
		case kOperand:
			s.st.Operands[a.index] = arg.Operands
			if argLength(s.f.op.Operands[a.index]) == VariadicOfVariadic {
				sizes := make([]ast.Literal, len(arg.Groups))
				for j, n := range arg.Groups {
					sizes[j] = ast.Literal{Kind: ast.LitInt, Text: strconv.Itoa(n)}
				}
				s.setSegments(a.index, sizes)
			}
		case kType:
			s.setTypes(a.arg, arg.Types)
		case kAttr:
			if arg.Attr != nil {
				s.setProp(a.text, s.p.Pos(), arg.Attr)
			}
		case kRegion:
			s.st.Regions[a.index] = arg.Regions
		case kSuccessor:
			s.st.Successors[a.index] = arg.Successors
		case kAttrDict:
			s.st.Attrs = arg.Dict
		}
	}
	return true, nil
}

// fillRef gives a ref(...) argument what was parsed for it.
func (s *parseState) fillRef(arg *ParseArg, el *element) {
	switch el.kind {
	case kOperand:
		arg.Operands = s.st.Operands[el.index]
	case kType:
		switch el.arg.kind {
		case kOperand:
			arg.Types = s.st.OperandTypes[el.arg.index]
		case kResult:
			arg.Types = s.st.ResultTypes[el.arg.index]
		}
	case kAttr:
		arg.Attr = s.prop(el.text)
	case kRegion:
		arg.Regions = s.st.Regions[el.index]
	case kSuccessor:
		arg.Successors = s.st.Successors[el.index]
	case kAttrDict:
		arg.Dict = s.st.Attrs
	}
}

// optional parses an optional group: its first element decides.
func (s *parseState) optional(g *element) error {
	then := g.then
	for len(then) > 0 && (then[0].kind == kSpace || then[0].kind == kNewline) {
		then = then[1:]
	}
	first := then[0]
	var present bool
	var err error
	switch first.kind {
	case kLiteral:
		present = s.optLiteral(first.text)
	case kAttr:
		present, err = s.attr(first, true)
	case kOperand:
		err = s.operand(first.index)
		present = len(s.st.Operands[first.index]) > 0
	case kRegion:
		present, err = s.region(first.index, true)
	case kSuccessor:
		present, err = s.successor(first.index, true)
	case kCustom:
		present, err = s.custom(first, true)
	}
	if err != nil {
		return err
	}
	rest := then[1:]
	if !present {
		rest = g.els
		for len(rest) > 0 && (rest[0].kind == kSpace || rest[0].kind == kNewline) {
			rest = rest[1:]
		}
	}
	if g.elided != nil && present != g.inverted {
		s.setProp(g.elided.text, s.p.Pos(), &ast.UnitAttr{})
	}
	for _, el := range rest {
		if el == g.elided {
			continue
		}
		if err := s.elem(el, true); err != nil {
			return err
		}
	}
	return nil
}

// oilist parses the clauses of an oilist in any order, each at most once.
func (s *parseState) oilist(el *element) error {
	seen := make([]bool, len(el.clauses))
	for {
		matched := false
		for i, cl := range el.clauses {
			if !s.optLiteral(cl.lit.text) {
				continue
			}
			if seen[i] {
				return s.p.Errorf(s.p.OpNamePos(), "`%s` clause can appear at most once in the expansion of the oilist directive", cl.lit.text)
			}
			seen[i], matched = true, true
			if cl.unit != nil {
				s.setProp(cl.unit.text, s.p.Pos(), &ast.UnitAttr{})
				break
			}
			for _, e := range cl.elems {
				if err := s.elem(e, false); err != nil {
					return err
				}
			}
			break
		}
		if !matched {
			return nil
		}
	}
}

// segmentSizes reads a segment-sizes attribute the attr-dict spells as a
// dense array literal (for `operands` and type(results)).
func (s *parseState) segmentSizes(name string) []int {
	if s.st.Attrs == nil {
		return nil
	}
	for _, e := range s.st.Attrs.Entries {
		if e.Name != name {
			continue
		}
		d, ok := e.Value.(*ast.DenseArrayAttr)
		if !ok {
			return nil
		}
		out := make([]int, len(d.Elems))
		for i, l := range d.Elems {
			n, err := strconv.Atoi(l.Text)
			if err != nil {
				return nil
			}
			out[i] = n
		}
		return out
	}
	return nil
}

// finish divides the whole-list directives among the groups and checks
// that each operand group has as many types as operands, where the
// syntax gives both (mlir-opt's resolveOperands).
func (s *parseState) finish() error {
	f, op, st, p := s.f, s.f.op, s.st, s.p
	operandLengths := make([]Length, len(op.Operands))
	for i, a := range op.Operands {
		operandLengths[i] = argLength(a)
	}
	if f.allOperands {
		if f.allOperandTypes && len(s.allOperands) != len(s.allOperandTypes) {
			return p.Errorf(s.allOperandsPos, "number of operands and types do not match: got %d operands and %d types", len(s.allOperands), len(s.allOperandTypes))
		}
		var segs []int
		if hasTrait(op, "AttrSizedOperandSegments") {
			segs = s.segmentSizes("operandSegmentSizes")
		}
		k := 0
		for i, n := range split(len(s.allOperands), operandLengths, segs) {
			st.Operands[i] = s.allOperands[k : k+n : k+n]
			s.operandPos[i] = s.allOperandsPos
			k += n
		}
	}
	if f.allResultTypes {
		var segs []int
		if hasTrait(op, "AttrSizedResultSegments") {
			segs = s.segmentSizes("resultSegmentSizes")
		}
		k := 0
		for i, n := range split(len(s.allResultTypes), resultLengths(op), segs) {
			st.ResultTypes[i] = s.allResultTypes[k : k+n : k+n]
			k += n
		}
	}
	// A region the format did not reach (in an absent optional group) is
	// an empty region, as ODS's parsers add every declared region; its
	// positions are NoPos (it gets no implied block).
	for i, r := range op.Regions {
		if !r.Variadic && st.Regions[i] == nil {
			st.Regions[i] = []*ast.Region{{LBrace: ast.NoPos, RBrace: ast.NoPos}}
		}
	}
	// A VariadicOfVariadic group the format did not parse (in an absent
	// optional group) has no sub-groups: ODS's parser still sets its
	// segment sizes, to an empty array.
	for i, a := range op.Operands {
		if argLength(a) == VariadicOfVariadic && a.Segments != "" && s.prop(a.Segments) == nil && len(st.Operands[i]) == 0 {
			s.setSegments(i, nil)
		}
	}
	// A group whose types the format spells in an optional group that was
	// absent has no types (and must have no operands).
	for i, seen := range f.seenOperandTypes {
		if seen && st.OperandTypes[i] == nil {
			st.OperandTypes[i] = []ast.Type{}
		}
	}
	for i, seen := range f.seenResultTypes {
		if seen && st.ResultTypes[i] == nil {
			st.ResultTypes[i] = []ast.Type{}
		}
	}
	if f.allOperandTypes {
		total := 0
		for _, g := range st.Operands {
			total += len(g)
		}
		if total != len(s.allOperandTypes) {
			pos := p.OpNamePos()
			if f.allOperands {
				pos = s.allOperandsPos
			}
			return p.Errorf(pos, "number of operands and types do not match: got %d operands and %d types", total, len(s.allOperandTypes))
		}
		k := 0
		for i, g := range st.Operands {
			st.OperandTypes[i] = s.allOperandTypes[k : k+len(g) : k+len(g)]
			k += len(g)
		}
	} else {
		for i, types := range st.OperandTypes {
			if types == nil || len(types) == len(st.Operands[i]) {
				continue
			}
			pos := s.operandPos[i]
			if f.allOperands {
				// Checked on the whole list, which mlir-opt resolves at once.
				pos = s.allOperandsPos
			}
			if pos == ast.NoPos {
				pos = p.OpNamePos()
			}
			return p.Errorf(pos, "number of operands and types do not match: got %d operands and %d types", len(st.Operands[i]), len(types))
		}
	}
	if f.hasAllRegions {
		lengths := make([]Length, len(op.Regions))
		for i, r := range op.Regions {
			lengths[i] = regionLength(r)
		}
		k := 0
		for i, n := range split(len(s.fullRegions), lengths, nil) {
			st.Regions[i] = s.fullRegions[k : k+n : k+n]
			k += n
		}
	}
	if f.hasAllSuccessors {
		lengths := make([]Length, len(op.Successors))
		for i, a := range op.Successors {
			lengths[i] = argLength(a)
		}
		k := 0
		for i, n := range split(len(s.fullSuccessors), lengths, nil) {
			st.Successors[i] = s.fullSuccessors[k : k+n : k+n]
			k += n
		}
	}
	// A single region an absent optional group did not parse is still the
	// op's: empty, as the generated parser adds it.
	for i, r := range op.Regions {
		if st.Regions[i] == nil && !r.Variadic {
			st.Regions[i] = []*ast.Region{{}}
		}
	}
	return nil
}

// strippedType is parseCustomTypeWithFallback: a full type after `!` (of
// the definition's class, when that shows), else the class's own syntax
// without `!dialect.mnemonic`: a `<...>` body, or what the dialect's
// StrippedTypeParser reads.
func (s *parseState) strippedType(d *DialectTypeDef) (ast.Type, error) {
	p := s.p
	if !p.Peek("!") {
		if f := s.f.env.StrippedTypes[d.Dialect+"."+d.Def.Mnemonic]; f != nil {
			return f(p)
		}
		return p.ParseStrippedType(d.Dialect, d.Def.Mnemonic)
	}
	pos := p.Pos()
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if dt, ok := t.(*ast.DialectType); ok {
		name := dt.Name
		if name == "" {
			// The opaque form !dialect<mnemonic ...>.
			name = dt.Body
			if i := strings.IndexAny(name, " <\t\n"); i >= 0 {
				name = name[:i]
			}
		}
		if dt.Dialect != d.Dialect || name != d.Def.Mnemonic {
			return nil, p.Errorf(pos, "invalid kind of type specified: expected %s.%s, but found '%s'", d.Dialect, d.Def.Mnemonic, dialect.ASTTypeString(t))
		}
	}
	return t, nil
}
