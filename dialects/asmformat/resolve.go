package asmformat

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/ods"
	"github.com/gomlir/gomlir/ir"
)

// TypeResolver is implemented by syntaxes whose custom form leaves types
// out (*Format does): after lowering the types the syntax gave, the
// lowering calls ResolveTypes to fill in the others.
type TypeResolver interface {
	ResolveTypes(ctx *ir.Context, operands, results [][]ir.Type, props []ir.NamedAttribute, infer dialect.InferFunc) error
}

type sourceKind uint8

const (
	rNone      sourceKind = iota // unresolvable
	rSeen                        // the syntax gives the types
	rBuildable                   // the constraint's buildable type
	rOperand                     // the types of another operand group
	rResult                      // the types of a result group
	rAttr                        // the type of an attribute
)

// typeSource is where one group's types come from.
type typeSource struct {
	kind      sourceKind
	index     int    // rOperand, rResult
	name      string // rAttr: the attribute; rBuildable: the type
	transform string // TypesMatchWith transformer, "" for the identity
	ranged    bool   // RangedTypesMatchWith
}

// Resolver finds the types an op's custom form omits, with OpFormatGen's
// rules: a buildable type, a type tied by a trait (AllTypesMatch,
// SameTypeOperands, SameOperandsAndResultType, TypesMatchWith,
// RangedTypesMatchWith) to one the syntax gives, or result types inferred
// by the op's InferTypeOpInterface hook.
type Resolver struct {
	op                *ods.Op
	env               *Env
	operands, results []typeSource
	infers            bool
}

// newResolver plans the resolution given which groups the syntax types.
func newResolver(op *ods.Op, env *Env, seenOps, seenRes []bool, allOps, allRes bool, seenAttr func(string) bool) (*Resolver, error) {
	r := &Resolver{op: op, env: env, operands: make([]typeSource, len(op.Operands)), results: make([]typeSource, len(op.Results))}
	seenOp := func(i int) bool { return allOps || seenOps[i] }
	seenRe := func(i int) bool { return allRes || seenRes[i] }
	find := func(name string) (typeSource, bool) {
		for i, a := range op.Operands {
			if a.Name == name {
				return typeSource{kind: rOperand, index: i}, seenOp(i)
			}
		}
		for i, a := range op.Results {
			if a.Name == name {
				return typeSource{kind: rResult, index: i}, seenRe(i)
			}
		}
		for _, a := range op.Attrs {
			if a.Name == name {
				return typeSource{kind: rAttr, name: name}, seenAttr(name)
			}
		}
		return typeSource{}, false
	}
	byName := map[string]typeSource{}
	canInfer := false
	for _, tr := range traitsOf(op) {
		t := tr.raw
		if vals, ok := tr.allTypesMatch, tr.isAllTypesMatch; ok {
			for i, v := range vals {
				src, ok := find(v)
				if !ok {
					continue
				}
				for j, w := range vals {
					if j != i {
						byName[w] = src
					}
				}
			}
			continue
		}
		if p, ok := tr.elementCount, tr.isElementCount; ok {
			// The elements take the shaped type's element type, as many
			// times as it has elements.
			if src, ok := find(p[0]); ok {
				src.transform, src.ranged = elementCountAndTypes, true
				byName[p[1]] = src
			}
			continue
		}
		if p, ok := tr.matchWith, tr.isMatchWith; ok {
			if src, ok := find(p.from); ok {
				src.transform, src.ranged = p.transform, p.ranged
				byName[p.to] = src
			}
			continue
		}
		switch t {
		case "SameTypeOperands", "SameOperandsAndResultType":
			withResults := t == "SameOperandsAndResultType"
			src, found := typeSource{}, false
			for i := range op.Operands {
				if seenOp(i) {
					src, found = typeSource{kind: rOperand, index: i}, true
					break
				}
			}
			if !found && withResults {
				for i := range op.Results {
					if seenRe(i) {
						src, found = typeSource{kind: rResult, index: i}, true
						break
					}
				}
			}
			if !found {
				continue
			}
			for i, a := range op.Operands {
				if !seenOp(i) {
					byName[a.Name] = src
				}
			}
			if withResults {
				for i, a := range op.Results {
					if !seenRe(i) {
						byName[a.Name] = src
					}
				}
			}
		case "InferTypeOpInterface":
			canInfer = true
		}
	}

	anySeen := allRes
	for i := range op.Results {
		anySeen = anySeen || seenRes[i]
	}
	allKnown := true
	for i, a := range op.Results {
		switch {
		case seenRe(i):
			r.results[i] = typeSource{kind: rSeen}
		case byName[a.Name].kind != rNone:
			r.results[i] = byName[a.Name]
		case a.Buildable != "" && argLength(a) == Single:
			r.results[i] = typeSource{kind: rBuildable, name: a.Buildable}
		default:
			allKnown = false
		}
	}
	if len(op.Results) > 0 && !anySeen && canInfer && !allKnown {
		r.infers = true
		for i := range r.results {
			r.results[i] = typeSource{}
		}
	}
	for i, a := range op.Operands {
		switch {
		case seenOp(i):
			r.operands[i] = typeSource{kind: rSeen}
		case byName[a.Name].kind != rNone:
			r.operands[i] = byName[a.Name]
		case a.Buildable != "":
			r.operands[i] = typeSource{kind: rBuildable, name: a.Buildable}
		}
	}
	return r, nil
}

// resolveTrait is one of an op's traits as newResolver reads it.
type resolveTrait struct {
	raw string
	// AllTypesMatch<...>'s names.
	allTypesMatch   []string
	isAllTypesMatch bool
	// ShapedTypeMatchesElementCountAndTypes<shaped, elements>.
	elementCount   []string
	isElementCount bool
	// TypesMatchWith<...> and its variants.
	matchWith   matchWith
	isMatchWith bool
}

// resolveTraits memoizes traitsOf: an op's resolver is planned for each
// op a hand-written hook resolves, and reading its traits' parameters was
// most of the allocations of planning it.
var resolveTraits sync.Map // *ods.Op -> []resolveTrait

// traitsOf returns op's traits read for newResolver (the definitions do
// not change once loaded).
func traitsOf(op *ods.Op) []resolveTrait {
	if v, ok := resolveTraits.Load(op); ok {
		return v.([]resolveTrait)
	}
	out := make([]resolveTrait, len(op.Traits))
	for i, t := range op.Traits {
		tr := resolveTrait{raw: t}
		tr.allTypesMatch, tr.isAllTypesMatch = traitParams(t, "AllTypesMatch", 0)
		if p, ok := traitParams(t, "ShapedTypeMatchesElementCountAndTypes", 2); ok && len(p) == 2 {
			tr.elementCount, tr.isElementCount = p, true
		}
		tr.matchWith, tr.isMatchWith = typesMatchWith(t)
		out[i] = tr
	}
	v, _ := resolveTraits.LoadOrStore(op, out)
	return v.([]resolveTrait)
}

type matchWith struct {
	from, to, transform string
	ranged              bool
}

// typesMatchWith reads TypesMatchWith<from,to,transformer> and its ranged
// and optional variants.
func typesMatchWith(t string) (matchWith, bool) {
	for _, name := range []string{"TypesMatchWith", "OptionalTypesMatchWith", "RangedTypesMatchWith"} {
		if p, ok := traitParams(t, name, 3); ok && len(p) == 3 {
			return matchWith{from: p[0], to: p[1], transform: p[2], ranged: name == "RangedTypesMatchWith"}, true
		}
	}
	return matchWith{}, false
}

// InfersResults reports whether the custom form leaves every result type
// to the op's InferTypeOpInterface hook (the InferFunc ResolveTypes is
// given).
func (f *Format) InfersResults() bool { return f.resolver != nil && f.resolver.infers }

// MissingTransforms lists the TypesMatchWith transformers the types the
// format leaves out are derived by and gomlir has no Go code for (neither
// built in nor in Env.Transforms): the custom form cannot resolve them.
func (f *Format) MissingTransforms() []string {
	if f.resolver == nil {
		return nil
	}
	var out []string
	for _, srcs := range [][]typeSource{f.resolver.operands, f.resolver.results} {
		for _, src := range srcs {
			if src.transform == "" || isIdentity(src.transform) || src.transform == elementCountAndTypes {
				continue
			}
			if f.resolver.env.transform(src.transform) == nil && !slices.Contains(out, src.transform) {
				out = append(out, src.transform)
			}
		}
	}
	return out
}

// ResolveTypes fills the types the custom form left out. operands has one
// group per operand group of the op, each with one entry per operand
// parsed, nil entries where the syntax gave no type; results has one group
// per result group, nil where the syntax gave no types. props are the op's
// inherent attributes as lowered (an attribute a type is taken from is
// looked up there); infer is the op's InferTypeOpInterface hook, if any.
// The error is a *ResolveError in mlir-opt's words.
func (f *Format) ResolveTypes(ctx *ir.Context, operands, results [][]ir.Type, props []ir.NamedAttribute, infer dialect.InferFunc) error {
	return f.resolver.resolve(ctx, operands, results, props, infer)
}

// ResolveTypes resolves types as (*Format).ResolveTypes does, for an op
// whose syntax is not a compiled format (a hand-written hook): a group
// counts as given by the syntax when all of its entries are set (results:
// when not nil), an attribute when props holds it.
func ResolveTypes(ctx *ir.Context, op *ods.Op, env *Env, operands, results [][]ir.Type, props []ir.NamedAttribute, infer dialect.InferFunc) error {
	seenOps := make([]bool, len(op.Operands))
	for i := range seenOps {
		if i < len(operands) && len(operands[i]) > 0 {
			seenOps[i] = true
			for _, t := range operands[i] {
				if t == nil {
					seenOps[i] = false
				}
			}
		}
	}
	seenRes := make([]bool, len(op.Results))
	for i := range seenRes {
		seenRes[i] = i < len(results) && results[i] != nil
	}
	r, err := newResolver(op, env, seenOps, seenRes, false, false, func(name string) bool {
		return propValue(props, name) != nil
	})
	if err != nil {
		return err
	}
	return r.resolve(ctx, operands, results, props, infer)
}

func propValue(props []ir.NamedAttribute, name string) ir.Attribute {
	for _, p := range props {
		if p.Name == name {
			return p.Value
		}
	}
	return nil
}

// typeSet is resolved types: one type that every operand of a group takes
// (splat), or a list that must match the group's operands one to one.
type typeSet struct {
	types []ir.Type
	splat bool
}

func (r *Resolver) errorf(group int, format string, args ...any) error {
	return &dialect.ResolveError{OperandGroup: group, Msg: fmt.Sprintf("custom op '%s' ", r.op.Name) + fmt.Sprintf(format, args...)}
}

func (r *Resolver) resolve(ctx *ir.Context, operands, results [][]ir.Type, props []ir.NamedAttribute, infer dialect.InferFunc) error {
	op := r.op
	if len(operands) != len(op.Operands) || len(results) != len(op.Results) {
		return &dialect.ResolveError{OperandGroup: -1, Msg: fmt.Sprintf("custom op '%s' has %d operand and %d result groups, not %d and %d",
			op.Name, len(op.Operands), len(op.Results), len(operands), len(results))}
	}
	if err := r.checkTransformSources(operands, results); err != nil {
		return err
	}
	if !r.infers {
		for i, src := range r.results {
			if results[i] != nil || src.kind == rSeen {
				continue
			}
			ts, err := r.source(ctx, src, operands, results, props, -1)
			if err != nil {
				return err
			}
			if ts.splat {
				results[i] = ts.types[:1]
			} else {
				results[i] = ts.types
			}
		}
	}
	for i, src := range r.operands {
		group := operands[i]
		missing := false
		for _, t := range group {
			if t == nil {
				missing = true
			}
		}
		// An empty group's types are still resolved from a
		// RangedTypesMatchWith source: OpFormatGen's resolveOperands then
		// checks that the list is as long (`smt.apply_func %f()` of a
		// function of one argument).
		ranged := len(group) == 0 && src.kind != rSeen && (src.ranged || rangedTransforms[normalizeTransform(src.transform)])
		if !missing && !ranged {
			continue
		}
		ts, err := r.source(ctx, src, operands, results, props, i)
		if err != nil {
			if ranged {
				continue // as before: an empty group needs no types
			}
			return err
		}
		if ts.splat {
			for j := range group {
				group[j] = ts.types[0]
			}
			continue
		}
		if len(ts.types) != len(group) {
			return r.errorf(i, "number of operands and types do not match: got %d operands and %d types", len(group), len(ts.types))
		}
		copy(group, ts.types)
	}
	if r.infers {
		if infer == nil {
			return r.errorf(-1, "result types cannot be inferred: no InferTypeOpInterface hook is registered for the op")
		}
		types, err := infer(ctx, operands, props)
		if err != nil {
			if _, ok := err.(*dialect.ResolveError); ok {
				return err
			}
			return &dialect.ResolveError{OperandGroup: -1, Msg: err.Error()}
		}
		groups, ok := splitGroups(len(types), resultLengths(op), nil)
		if !ok {
			return r.errorf(-1, "inferred %d result types for %d result groups", len(types), len(op.Results))
		}
		k := 0
		for i, n := range groups {
			results[i] = types[k : k+n]
			k += n
		}
	}
	return nil
}

// source computes the types a typeSource designates; group is the operand
// group being resolved (-1 for results), where errors are placed.
func (r *Resolver) source(ctx *ir.Context, src typeSource, operands, results [][]ir.Type, props []ir.NamedAttribute, group int) (typeSet, error) {
	var self []ir.Type
	var selfName string
	single := true
	switch src.kind {
	case rBuildable:
		t, ok := parseIRType(ctx, src.name)
		if !ok {
			return typeSet{}, r.errorf(group, "cannot build the type '%s'", src.name)
		}
		return typeSet{types: []ir.Type{t}, splat: true}, nil
	case rOperand:
		self, selfName = operands[src.index], r.op.Operands[src.index].Name
		single = argLength(r.op.Operands[src.index]) <= Optional
	case rResult:
		self, selfName = results[src.index], r.op.Results[src.index].Name
		single = argLength(r.op.Results[src.index]) <= Optional
	case rAttr:
		selfName = src.name
		a := propValue(props, src.name)
		t := attrType(ctx, a)
		if t == nil {
			return typeSet{}, r.errorf(-1, "cannot take a type from attribute '%s'", src.name)
		}
		self = []ir.Type{t}
	default:
		if group >= 0 {
			return typeSet{}, r.errorf(group, "the type of operand group '%s' is neither written nor resolvable", r.op.Operands[group].Name)
		}
		return typeSet{}, r.errorf(-1, "result types are neither written nor resolvable")
	}
	for _, t := range self {
		if t == nil {
			return typeSet{}, r.errorf(group, "the type of '%s' is not known", selfName)
		}
	}
	if single {
		if len(self) == 0 {
			return typeSet{}, r.errorf(group, "the type of '%s' is not known: it has no value", selfName)
		}
		self = self[:1]
	}
	if src.transform == "" || isIdentity(src.transform) {
		return typeSet{types: self, splat: single}, nil
	}
	if !single {
		return typeSet{}, r.errorf(-1, "unsupported type transformer `%s` on the range '%s'", src.transform, selfName)
	}
	tf := r.env.transform(src.transform)
	if tf == nil {
		return typeSet{}, r.errorf(-1, "unsupported type transformer `%s`: add it to Env.Transforms", src.transform)
	}
	out, err := tf(ctx, self[0])
	if err != nil {
		return typeSet{}, r.errorf(-1, "'%s' %v, but got '%s'", selfName, err, ir.TypeString(self[0]))
	}
	if src.ranged || rangedTransforms[normalizeTransform(src.transform)] {
		return typeSet{types: out}, nil
	}
	if len(out) != 1 {
		return typeSet{}, r.errorf(-1, "type transformer `%s` gave %d types", src.transform, len(out))
	}
	return typeSet{types: out, splat: true}, nil
}

// attrType is the type of a typed attribute (StringAttr's is none when
// it has none).
func attrType(ctx *ir.Context, a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case ir.TypedAttr:
		return a.AttrType()
	case *ir.StringAttr:
		if a.Type != nil {
			return a.Type
		}
		return ctx.None()
	}
	return nil
}

// resultLengths are the lengths of op's result groups.
func resultLengths(op *ods.Op) []Length {
	ls := make([]Length, len(op.Results))
	for i, a := range op.Results {
		ls[i] = argLength(a)
	}
	return ls
}

// splitGroups divides n values among groups of the given lengths: each
// Single group takes one, and the variable-length groups share the rest
// (one such group takes all of it; several take equal parts, as
// SameVariadicOperandSize has it). segments, when not nil, give the sizes.
func splitGroups(n int, lengths []Length, segments []int) ([]int, bool) {
	return splitGroupsInto(nil, n, lengths, segments)
}

// splitGroupsInto is splitGroups reusing dst's memory for the result.
func splitGroupsInto(dst []int, n int, lengths []Length, segments []int) ([]int, bool) {
	out := append(dst[:0], make([]int, len(lengths))...)
	if segments != nil {
		if len(segments) != len(lengths) {
			return nil, false
		}
		sum := 0
		for i, s := range segments {
			if s < 0 {
				return nil, false
			}
			out[i] = s
			sum += s
		}
		return out, sum == n
	}
	fixed, variable := 0, 0
	for _, l := range lengths {
		if l == Single {
			fixed++
		} else {
			variable++
		}
	}
	rest := n - fixed
	if rest < 0 || (variable == 0 && rest != 0) {
		return nil, false
	}
	each := 0
	if variable > 0 {
		if rest%variable != 0 {
			return nil, false
		}
		each = rest / variable
	}
	for i, l := range lengths {
		if l == Single {
			out[i] = 1
		} else {
			out[i] = each
		}
	}
	return out, true
}

// normalizeTransform reduces a transformer's C++ spelling to the form the
// engine's table uses: no white space, no llvm:: or mlir:: qualifiers.
//
// It runs for each operand type an op's format resolves, on spellings
// taken from the ODS definitions (a finite set): the results are
// memoized, as the string building cost a sixth of -style=mlir-opt's CPU
// on a function of 1M ops of several dialects.
func normalizeTransform(s string) string {
	if v, ok := normalized.Load(s); ok {
		return v.(string)
	}
	n := normalizeTransformText(s)
	normalized.Store(s, n)
	return n
}

// normalized memoizes normalizeTransform.
var normalized sync.Map

func normalizeTransformText(s string) string {
	s = strings.Join(strings.Fields(s), "")
	for _, q := range []string{"::llvm::", "llvm::", "::mlir::", "mlir::"} {
		s = strings.ReplaceAll(s, q, "")
	}
	return strings.TrimPrefix(s, "::")
}

func isIdentity(s string) bool {
	switch normalizeTransform(s) {
	case "$_self", "cast<Type>($_self)":
		return true
	}
	return false
}

func (e *Env) transform(expr string) dialect.TypeTransform {
	key := normalizeTransform(expr)
	if e != nil {
		for k, tf := range e.Transforms {
			if normalizeTransform(k) == key {
				return tf
			}
		}
	}
	return builtinTransforms[key]
}
