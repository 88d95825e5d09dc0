package verify

import (
	"encoding/json"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// intEnum is the C++ class ODS generates for an integer enum attribute
// (I32EnumAttr, I64EnumAttr: arith::CmpIPredicateAttr): an IntegerAttr of
// a signless integer type of the enum's width whose value is one of its
// cases. Its constraint's predicate is isa<the class>, which gomlir can
// only evaluate knowing the cases: they are in the constraint's summary
// ("allowed 64-bit signless integer cases: 0, 1, 2").
type intEnum struct {
	width int
	cases []*big.Int
}

// intEnums maps such classes (normalized, as isaClass receives them) to
// their enums; set once by loadData.
var intEnums map[string]intEnum

var reIntEnumSummary = regexp.MustCompile(`^allowed (\d+)-bit signless integer cases: ([-\d, ]+)$`)

// setIntEnums finds the integer enum classes among the constraints: a
// summary of the enum's cases over a predicate that is one isa<class>.
func setIntEnums(d *odsData) {
	intEnums = make(map[string]intEnum)
	for _, c := range d.Constraints {
		m := reIntEnumSummary.FindStringSubmatch(c.Summary)
		if m == nil || c.Pred < 0 || c.Pred >= len(d.Preds) {
			continue
		}
		var node []any
		if err := json.Unmarshal(d.Preds[c.Pred], &node); err != nil || len(node) != 2 || node[0] != "c" {
			continue
		}
		expr, _ := node[1].(string)
		im := reIsa.FindStringSubmatch(stripParens(normalize(expr)))
		if im == nil || im[2] != "$_self" || strings.Contains(im[1], ",") {
			continue
		}
		width, err := strconv.Atoi(m[1])
		if err != nil {
			continue
		}
		e := intEnum{width: width}
		for _, f := range strings.Split(m[2], ",") {
			v, ok := new(big.Int).SetString(strings.TrimSpace(f), 10)
			if !ok {
				e.cases = nil
				break
			}
			e.cases = append(e.cases, v)
		}
		if e.cases != nil {
			intEnums[strings.TrimPrefix(im[1], "::")] = e
		}
	}
}

// isaIntEnum is isa<class>(v) for an integer enum class: ok is false when
// class is none. A value that is not an IntegerAttr is unknown (gomlir may
// hold the enum otherwise); an IntegerAttr of another type or value is not
// of the class.
func isaIntEnum(v any, class string) (r tri, ok bool) {
	e, ok := intEnums[class]
	if !ok {
		return unknown, false
	}
	ia, isInt := v.(*ir.IntegerAttr)
	if !isInt || ia.Value == nil {
		return unknown, true
	}
	it, isIntType := ia.Type.(*ir.IntegerType)
	if !isIntType || it.Width != e.width || it.Signedness != ir.Signless {
		return no, true
	}
	for _, c := range e.cases {
		if ia.Value.Cmp(c) == 0 {
			return yes, true
		}
	}
	return no, true
}

// GroupConstraint evaluates the ODS type constraint of an operand group
// (or, with result, a result group) of the op named opName on t, as
// verifyInvariants does for each value of the group: the constraint's
// summary and whether t satisfies it; known is false when gomlir has no
// constraint for the group or cannot evaluate it. reg answers the
// predicates dialects write in C++ (may be nil).
func GroupConstraint(reg dialect.Registry, opName string, result bool, group int, t ir.Type) (summary string, holds, known bool) {
	d := loadData()
	od := d.Ops[opName]
	if od == nil || t == nil {
		return "", false, false
	}
	list := od.Operands
	if result {
		list = od.Results
	}
	if group < 0 || group >= len(list) || list[group] < 0 || list[group] >= len(d.Constraints) {
		return "", false, false
	}
	c := d.Constraints[list[group]]
	e := &env{name: "$_self", val: t, reg: reg}
	switch d.pred(c.Pred)(e) {
	case yes:
		return c.Summary, true, true
	case no:
		return c.Summary, false, true
	}
	return c.Summary, false, false
}

// shapeKey is a ranked shaped type's getShape() as a comparable value:
// the dimensions spelled "2x?x3" (a string, as the predicates compare
// shapes with ==); not ok for another type (cast<ShapedType> fails, or an
// unranked one has no shape).
func shapeKey(v any) (any, bool) {
	t, ok := v.(ir.ShapedType)
	if !ok {
		return nil, false
	}
	dims, ranked := t.Dims()
	if !ranked {
		return nil, false
	}
	var b strings.Builder
	b.WriteString("shape:")
	for i, d := range dims {
		if i > 0 {
			b.WriteByte('x')
		}
		if d == ir.DynamicSize {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
	}
	return b.String(), true
}
