// Package omp is the Go side of the OpenMP dialect (see Register);
// package dialects registers it with the other upstream dialects.
package omp

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ast"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/asmformat"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
)

// This file holds the omp dialect's custom directives (OpenMPDialect.cpp:
// clauses, map entries, the clauses that declare a region's entry block
// arguments) and its hand-written syntaxes loop_nest and target_allocmem.

// Register registers what Go knows of the omp dialect in h: the
// hand-written syntaxes (loop_nest, target_allocmem, the loop
// transformation ops of omp_loops.go), the custom directives (clauses,
// map entries, the clauses declaring a region's entry block arguments,
// LoopTransformClis) and, once the registry is loaded, the names of the
// canonical loops' induction variables and of omp.new_cli's results.
func Register(h *registry.Hooks) {
	snippets(h)
	ompHooks(h)
	ompLoopHooks(h)
	ompVerifiers(h)
	ompVerifiersMore(h)
	h.AfterLoad(ompRegistryHooks)
}

// ompHooks: the omp dialect's hand-written syntaxes and custom directives.
func ompHooks(h *registry.Hooks) {
	h.Syntax("omp.loop_nest", ompLoopNest{})
	h.Syntax("omp.target_allocmem", ompTargetAllocmem{})

	d := func(name string, cd *asmformat.CustomDirective) { h.Directive("omp", name, cd) }
	d("AllocateAndAllocator", ompAllocate)
	d("ClauseAttr", ompClauseAttr)
	d("LinearClause", ompLinear)
	d("AlignedClause", ompAligned)
	d("ScheduleClause", ompSchedule)
	d("OrderClause", ompOrder)
	d("GrainsizeClause", ompGranularity("grainsizetype"))
	d("NumTasksClause", ompGranularity("numtaskstype"))
	d("Copyprivate", ompCopyprivate)
	d("DependVarList", ompDepend)
	d("SynchronizationHint", ompHint)
	d("MapClause", ompMapClause)
	d("CaptureType", ompCaptureType)
	d("MembersIndex", ompMembersIndex)

	priv := ompClause{name: "private", kind: ompPrivate}
	red := ompClause{name: "reduction", kind: ompReduction, mod: true}
	inRed := ompClause{name: "in_reduction", kind: ompReduction}
	d("PrivateRegion", ompRegion(priv))
	d("PrivateReductionRegion", ompRegion(priv, red))
	d("InReductionPrivateRegion", ompRegion(inRed, priv))
	d("InReductionPrivateReductionRegion", ompRegion(inRed, priv, red))
	d("TaskReductionRegion", ompRegion(ompClause{name: "task_reduction", kind: ompReduction}))
	d("UseDeviceAddrUseDevicePtrRegion", ompRegion(ompClause{name: "use_device_addr"}, ompClause{name: "use_device_ptr"}))
	d("TargetOpRegion", ompRegion(ompClause{name: "has_device_addr"}, ompClause{name: "host_eval"}, inRed,
		ompClause{name: "map_entries"}, ompClause{name: "private", kind: ompPrivate, mapIndices: true}))
}

// ompAttr is the omp enum attribute #omp<mnemonic value>, body being
// "mnemonic value" or "mnemonic(value)" as its format spells it.
func ompAttr(body string) ast.Attr {
	return &ast.DialectAttr{Dialect: "omp", Body: body, HasBody: true}
}

// ompAttrValue is the case of an omp enum attribute #omp<mnemonic value>
// or #omp<mnemonic(value)>, or "".
func ompAttrValue(a ir.Attribute) string {
	o, ok := ir.SpellingOf(a)
	if !ok || o.Dialect != "omp" {
		return ""
	}
	d := o.Data
	i := strings.IndexAny(d, " (<")
	if i < 0 {
		return ""
	}
	v := strings.TrimSpace(d[i:])
	v = strings.TrimPrefix(strings.TrimSuffix(v, ")"), "(")
	return strings.TrimSpace(v)
}

// ompEnumMnemonic maps the omp enums that custom<ClauseAttr> and the
// clauses write as keywords to their attributes' mnemonics and formats.
var ompEnumMnemonic = map[string]string{
	"BindKind": "bindkind %s", "CancellationConstructType": "cancellationconstructtype %s",
	"ClauseTaskDepend": "clause_task_depend(%s)", "GrainsizeType": "grainsizetype %s",
	"MemoryOrderKind": "memoryorderkind %s", "NumTasksType": "numtaskstype %s",
	"NumThreadsType": "numthreadstype %s", "OrderKind": "orderkind %s", "OrderModifier": "order_mod %s",
	"ProcBindKind": "procbindkind %s", "ReductionModifier": "reduction_modifier(%s)",
	"ScheduleKind": "schedulekind %s", "ScheduleModifier": "sched_mod %s",
	"VariableCaptureKind": "variable_capture_kind(%s)",
}

// ompEnumAttr is the attribute of an omp enum case.
func ompEnumAttr(enum, value string) ast.Attr {
	return ompAttr(fmt.Sprintf(ompEnumMnemonic[enum], value))
}

// ompEnumCases are the cases of the omp enums the directives check.
var ompEnumCases = map[string][]string{
	"ScheduleKind":      {"static", "dynamic", "guided", "auto", "runtime", "distribute"},
	"ScheduleModifier":  {"none", "monotonic", "nonmonotonic", "simd"},
	"OrderModifier":     {"reproducible", "unconstrained"},
	"OrderKind":         {"concurrent"},
	"ClauseTaskDepend":  {"taskdependin", "taskdependout", "taskdependinout", "taskdependmutexinoutset", "taskdependinoutset"},
	"ReductionModifier": {"defaultmod", "inscan", "task"},
	// The enums of custom<ClauseAttr>.
	"BindKind":                  {"parallel", "teams", "thread"},
	"CancellationConstructType": {"parallel", "loop", "sections", "taskgroup"},
	"MemoryOrderKind":           {"seq_cst", "acq_rel", "acquire", "release", "relaxed"},
	"ProcBindKind":              {"primary", "master", "close", "spread"},
}

func isCase(enum, s string) bool {
	for _, c := range ompEnumCases[enum] {
		if c == s {
			return true
		}
	}
	return false
}

const (
	opArg   = asmformat.OperandArg
	typeArg = asmformat.TypeArg
	attrArg = asmformat.AttrArg
	regArg  = asmformat.RegionArg
)

// ---- Simple clauses ----

// ompAllocate is custom<AllocateAndAllocator>: `%allocator : T -> %var : T, ...`.
var ompAllocate = &asmformat.CustomDirective{
	Check: shared.CheckKinds("AllocateAndAllocator", opArg, typeArg, opArg, typeArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		return dialect.ParseCommaList(p, dialect.None, "", func() error {
			a, err := p.ParseOperand()
			if err != nil {
				return err
			}
			at, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			vt, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[2].Operands, args[3].Types = append(args[2].Operands, a), append(args[3].Types, at)
			args[0].Operands, args[1].Types = append(args[0].Operands, v), append(args[1].Types, vt)
			return nil
		})
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		vars, allocators := args[0].Operands, args[2].Operands
		for i := range vars {
			if i < len(allocators) {
				p.PrintOperand(allocators[i])
				p.WriteString(" : ")
				p.PrintType(allocators[i].Type())
			}
			p.WriteString(" -> ")
			p.PrintOperand(vars[i])
			p.WriteString(" : ")
			p.PrintType(vars[i].Type())
			if i+1 < len(vars) {
				p.WriteString(", ")
			}
		}
	},
}

// ompClauseAttr is custom<ClauseAttr>($attr): the enum case as a keyword.
var ompClauseAttr = &asmformat.CustomDirective{
	Check: shared.CheckKinds("ClauseAttr", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return p.Errorf(pos, "expected valid keyword")
		}
		enum := ""
		if args[0].AttrDef != nil {
			enum = args[0].AttrDef.Enum
		}
		if _, known := ompEnumMnemonic[enum]; !known {
			// Unreachable: every op that uses custom<ClauseAttr> names
			// one of ompEnumMnemonic's enums (a guard for a new one).
			return p.Errorf(pos, "gomlir does not know the enum of '%s'", args[0].Name)
		}
		if !isCase(enum, kw) {
			return p.Errorf(pos, "invalid clause value: '%s'", kw)
		}
		args[0].Attr = ompEnumAttr(enum, kw)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString(ompAttrValue(args[0].Attr))
	},
}

// ompLinear is custom<LinearClause>: `%var = %step : T, ...`.
var ompLinear = &asmformat.CustomDirective{
	Check: shared.CheckKinds("LinearClause", opArg, typeArg, opArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		return dialect.ParseCommaList(p, dialect.None, "", func() error {
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			s, err := p.ParseOperand()
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[0].Operands, args[1].Types = append(args[0].Operands, v), append(args[1].Types, t)
			args[2].Operands = append(args[2].Operands, s)
			return nil
		})
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		vars, steps := args[0].Operands, args[2].Operands
		for i, v := range vars {
			p.PrintOperand(v)
			if i < len(steps) {
				p.WriteString(" = ")
				p.PrintOperand(steps[i])
			}
			p.WriteString(" : ")
			p.PrintType(v.Type())
			if i+1 < len(vars) {
				p.WriteString(", ")
			}
		}
	},
}

// ompAligned is custom<AlignedClause>: `%var : T -> alignment, ...`.
var ompAligned = &asmformat.CustomDirective{
	Check: shared.CheckKinds("AlignedClause", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		arr := &ast.ArrayAttr{}
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			args[0].Operands, args[1].Types = append(args[0].Operands, v), append(args[1].Types, t)
			arr.Elems = append(arr.Elems, a)
			return nil
		})
		args[2].Attr = arr
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		aligns := shared.ArrayElems(args[2].Attr)
		for i, v := range args[0].Operands {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" : ")
			p.PrintType(v.Type())
			p.WriteString(" -> ")
			if i < len(aligns) {
				p.PrintAttribute(aligns[i])
			}
		}
	},
}

// ompSchedule is custom<ScheduleClause>($kind, $mod, $simd, $chunk,
// type($chunk)): `static (= %chunk : T)? (, modifier)? (, simd)?`.
var ompSchedule = &asmformat.CustomDirective{
	Check: shared.CheckKinds("ScheduleClause", attrArg, attrArg, attrArg, opArg, typeArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		kind, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return p.Errorf(pos, "expected valid keyword")
		}
		if !isCase("ScheduleKind", kind) {
			return p.Errorf(p.OpNamePos(), " expected schedule kind")
		}
		args[0].Attr = ompEnumAttr("ScheduleKind", kind)
		switch kind {
		case "static", "dynamic", "guided":
			if p.ParseOptionalPunct("=") {
				c, err := p.ParseOperand()
				if err != nil {
					return err
				}
				t, err := shared.ParseColonType(p)
				if err != nil {
					return err
				}
				args[3].Operands, args[4].Types = []ast.ValueUse{c}, []ast.Type{t}
			}
		}
		var mods []string
		for p.ParseOptionalPunct(",") {
			pos := p.Pos()
			m, ok := p.ParseOptionalKeywordOf(nil)
			if !ok {
				return p.Errorf(pos, "expected valid keyword")
			}
			mods = append(mods, m)
		}
		if len(mods) > 2 {
			return p.Errorf(p.OpNamePos(), " unexpected modifier(s)")
		}
		for _, m := range mods {
			if !isCase("ScheduleModifier", m) {
				return p.Errorf(p.OpNamePos(), " unknown modifier type: %s", m)
			}
		}
		if len(mods) == 1 && mods[0] == "simd" {
			mods = []string{"none", "simd"}
		} else if len(mods) == 2 && (mods[0] == "simd" || mods[1] != "simd") {
			return p.Errorf(p.OpNamePos(), " incorrect modifier order")
		}
		if len(mods) > 0 {
			args[1].Attr = ompEnumAttr("ScheduleModifier", mods[0])
		}
		if len(mods) > 1 {
			args[2].Attr = &ast.UnitAttr{}
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString(ompAttrValue(args[0].Attr))
		if len(args[3].Operands) > 0 {
			c := args[3].Operands[0]
			p.WriteString(" = ")
			p.PrintOperand(c)
			p.WriteString(" : ")
			p.PrintType(c.Type())
		}
		if args[1].Attr != nil {
			p.WriteString(", " + ompAttrValue(args[1].Attr))
		}
		if args[2].Attr != nil {
			p.WriteString(", simd")
		}
	},
}

// ompOrder is custom<OrderClause>($order, $order_mod): `(modifier:)? concurrent`.
var ompOrder = &asmformat.CustomDirective{
	Check: shared.CheckKinds("OrderClause", attrArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return p.Errorf(pos, "expected valid keyword")
		}
		if isCase("OrderModifier", kw) {
			args[1].Attr = ompEnumAttr("OrderModifier", kw)
			if !p.ParseOptionalPunct(":") {
				// Unreachable for a -verify-diagnostics case: mlir-opt
				// 22 fails here without a diagnostic (parseOptionalColon
				// and no message); gomlir says what is missing.
				return p.Errorf(p.Pos(), "expected ':'")
			}
			pos = p.Pos()
			if kw, ok = p.ParseOptionalKeywordOf(nil); !ok {
				return p.Errorf(pos, "expected valid keyword")
			}
		}
		if !isCase("OrderKind", kw) {
			return p.Errorf(pos, "invalid clause value: '%s'", kw)
		}
		args[0].Attr = ompEnumAttr("OrderKind", kw)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		if args[1].Attr != nil {
			p.WriteString(ompAttrValue(args[1].Attr) + ":")
		}
		if args[0].Attr != nil {
			p.WriteString(ompAttrValue(args[0].Attr))
		}
	},
}

// ompGranularity is custom<GrainsizeClause> and custom<NumTasksClause>
// ($mod, $operand, type($operand)): `(strict,)? %v : T`, printed
// `strict, %v: T`.
func ompGranularity(mnemonic string) *asmformat.CustomDirective {
	clause := strings.TrimSuffix(mnemonic, "type")
	if clause == "numtasks" {
		clause = "num_tasks"
	}
	return &asmformat.CustomDirective{
		Check: shared.CheckKinds("GrainsizeClause", attrArg, opArg, typeArg),
		Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
			if kw, ok := p.ParseOptionalKeywordOf(nil); ok {
				if kw != "strict" {
					return p.Errorf(p.Pos(), "invalid %s modifier : '%s'", clause, kw)
				}
				args[0].Attr = ompAttr(mnemonic + " " + kw)
				if err := p.ParsePunct(","); err != nil {
					return err
				}
			}
			v, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return err
			}
			if !ok {
				return p.Errorf(p.Pos(), "expected %s operand", clause)
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[1].Operands, args[2].Types = []ast.ValueUse{v}, []ast.Type{t}
			return nil
		},
		Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
			if args[0].Attr != nil {
				p.WriteString(ompAttrValue(args[0].Attr) + ", ")
			}
			if len(args[1].Operands) > 0 {
				v := args[1].Operands[0]
				p.PrintOperand(v)
				p.WriteString(": ")
				p.PrintType(v.Type())
			}
		},
	}
}

// ompCopyprivate is custom<Copyprivate>: `%var -> @copy_fn : T, ...`.
var ompCopyprivate = &asmformat.CustomDirective{
	Check: shared.CheckKinds("Copyprivate", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		syms := &ast.ArrayAttr{}
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			s, err := shared.ParseSymbolRef(p)
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			args[0].Operands, args[1].Types = append(args[0].Operands, v), append(args[1].Types, t)
			syms.Elems = append(syms.Elems, s)
			return nil
		})
		args[2].Attr = syms
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		syms := shared.ArrayElems(args[2].Attr)
		for i, v := range args[0].Operands {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" -> ")
			if i < len(syms) {
				p.PrintAttribute(syms[i])
			}
			p.WriteString(" : ")
			p.PrintType(v.Type())
		}
	},
}

// ompDepend is custom<DependVarList>: `taskdependin -> %var : T, ...`.
var ompDepend = &asmformat.CustomDirective{
	Check: shared.CheckKinds("DependVarList", opArg, typeArg, attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		kinds := &ast.ArrayAttr{}
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			pos := p.Pos()
			kw, ok := p.ParseOptionalKeywordOf(nil)
			if !ok {
				return p.Errorf(pos, "expected valid keyword")
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			v, err := p.ParseOperand()
			if err != nil {
				return err
			}
			t, err := shared.ParseColonType(p)
			if err != nil {
				return err
			}
			if !isCase("ClauseTaskDepend", kw) {
				// Unreachable for a -verify-diagnostics case: mlir-opt
				// 22 fails here without a diagnostic (parseDependVarList
				// returns failure); gomlir says what is wrong.
				return p.Errorf(pos, "invalid depend kind '%s'", kw)
			}
			args[0].Operands, args[1].Types = append(args[0].Operands, v), append(args[1].Types, t)
			kinds.Elems = append(kinds.Elems, ompEnumAttr("ClauseTaskDepend", kw))
			return nil
		})
		args[2].Attr = kinds
		return err
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		kinds := shared.ArrayElems(args[2].Attr)
		for i, k := range kinds {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(ompAttrValue(k) + " -> ")
			if i < len(args[0].Operands) {
				v := args[0].Operands[i]
				p.PrintOperand(v)
				p.WriteString(" : ")
				p.PrintType(v.Type())
			}
		}
	},
}

// ompHintBits are the synchronization hints, by bit.
var ompHintBits = []string{"uncontended", "contended", "nonspeculative", "speculative"}

// ompHint is custom<SynchronizationHint>($hint): `none` or hint keywords,
// stored as an i64.
var ompHint = &asmformat.CustomDirective{
	Check: shared.CheckKinds("SynchronizationHint", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		hint := 0
		if !p.ParseOptionalKeyword("none") {
			err := dialect.ParseCommaList(p, dialect.None, "", func() error {
				pos := p.Pos()
				kw, ok := p.ParseOptionalKeywordOf(nil)
				if !ok {
					return p.Errorf(pos, "expected valid keyword")
				}
				for i, h := range ompHintBits {
					if h == kw {
						hint |= 1 << i
						return nil
					}
				}
				return p.Errorf(p.Pos(), "%s is not a valid hint", kw)
			})
			if err != nil {
				return err
			}
		}
		args[0].Attr = shared.I64Attr(hint)
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		hint := shared.IntAttrValue(args[0].Attr, 0)
		if hint == 0 {
			p.WriteString("none")
			return
		}
		var parts []string
		for i, h := range ompHintBits {
			if hint&(1<<i) != 0 {
				parts = append(parts, h)
			}
		}
		p.WriteString(strings.Join(parts, ", "))
	},
}

// ompMapFlags are the map clause's keywords and flags, in printing order
// after `always, implicit, ompx_hold, close, present` and the direction.
var ompMapFlags = []string{"delete", "return_param", "storage", "private", "literal", "attach", "attach_always",
	"attach_none", "attach_auto", "ref_ptr", "ref_ptee", "ref_ptr_ptee", "is_device_ptr"}

// ompMapFlagCase is the ClauseMapFlags case of a map keyword.
func ompMapFlagCase(kw string) string {
	switch kw {
	case "delete":
		return "del"
	case "private":
		return "priv"
	}
	return kw
}

// ompMapClause is custom<MapClause>($map_type): `always, close, tofrom`,
// stored as #omp<clause_map_flags ...>; unknown keywords are ignored.
var ompMapClause = &asmformat.CustomDirective{
	Check: shared.CheckKinds("MapClause", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		var flags []string
		err := dialect.ParseCommaList(p, dialect.None, "", func() error {
			pos := p.Pos()
			kw, ok := p.ParseOptionalKeywordOf(nil)
			if !ok {
				return p.Errorf(pos, "expected valid keyword")
			}
			switch kw {
			case "always", "implicit", "ompx_hold", "close", "present", "to", "from":
				flags = append(flags, kw)
			case "tofrom":
				flags = append(flags, "to", "from")
			default:
				for _, f := range ompMapFlags {
					if f == kw {
						flags = append(flags, ompMapFlagCase(kw))
					}
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		if len(flags) == 0 {
			flags = []string{"none"}
		}
		args[0].Attr = ompAttr("clause_map_flags " + strings.Join(flags, "|"))
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		set := map[string]bool{}
		for _, f := range strings.Split(ompAttrValue(args[0].Attr), "|") {
			set[strings.TrimSpace(f)] = true
		}
		var out []string
		for _, f := range []string{"always", "implicit", "ompx_hold", "close", "present"} {
			if set[f] {
				out = append(out, f)
			}
		}
		switch {
		case set["to"] && set["from"]:
			out = append(out, "tofrom")
		case set["from"]:
			out = append(out, "from")
		case set["to"]:
			out = append(out, "to")
		}
		for _, f := range ompMapFlags {
			if set[ompMapFlagCase(f)] {
				out = append(out, f)
			}
		}
		if len(out) == 0 {
			out = []string{"none"}
		}
		p.WriteString(strings.Join(out, ", "))
	},
}

// ompCaptureType is custom<CaptureType>: `ByRef`, `ByCopy`, `VLAType` or `This`.
var ompCaptureType = &asmformat.CustomDirective{
	Check: shared.CheckKinds("CaptureType", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return p.Errorf(pos, "expected valid keyword")
		}
		switch kw {
		case "This", "ByRef", "ByCopy", "VLAType":
			args[0].Attr = ompEnumAttr("VariableCaptureKind", kw)
		}
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		p.WriteString(ompAttrValue(args[0].Attr))
	},
}

// ompMembersIndex is custom<MembersIndex>: `[0, 1], [2]`, an array of
// arrays of i64.
var ompMembersIndex = &asmformat.CustomDirective{
	Check: shared.CheckKinds("MembersIndex", attrArg),
	Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
		outer := &ast.ArrayAttr{}
		for {
			if err := p.ParsePunct("["); err != nil {
				return err
			}
			inner := &ast.ArrayAttr{}
			err := dialect.ParseCommaList(p, dialect.None, "", func() error {
				n, err := shared.ParseInteger(p)
				if err != nil {
					return err
				}
				v := new(big.Int).SetUint64(uint64(n))
				if n < 0 {
					v = big.NewInt(n)
				}
				inner.Elems = append(inner.Elems, &ast.IntegerAttr{Text: v.String(), Type: &ast.IntegerType{Width: 64}})
				return nil
			})
			if err != nil {
				return err
			}
			if err := p.ParsePunct("]"); err != nil {
				return err
			}
			outer.Elems = append(outer.Elems, inner)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		args[0].Attr = outer
		return nil
	},
	Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
		for i, e := range shared.ArrayElems(args[0].Attr) {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("[")
			for j, v := range shared.ArrayElems(e) {
				if j > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(shared.IntAttrValue(v, 0), 10))
			}
			p.WriteString("]")
		}
	},
}

// ---- Clauses that declare entry block arguments ----

// ompClauseKind is what a block argument clause holds besides its
// operands and their types.
type ompClauseKind int

const (
	ompMap       ompClauseKind = iota // vars, types
	ompPrivate                        // vars, types, syms, needs_barrier (, map indices)
	ompReduction                      // (mod,) vars, types, byref, syms
)

// ompClause is one clause of parseBlockArgRegion.
type ompClause struct {
	name       string
	kind       ompClauseKind
	mod        bool // a reduction's `mod: X,`
	mapIndices bool // a private clause's `[map_idx=N]`
}

// nargs is how many directive arguments the clause takes.
func (c ompClause) nargs() int {
	switch c.kind {
	case ompPrivate:
		if c.mapIndices {
			return 5
		}
		return 4
	case ompReduction:
		if c.mod {
			return 5
		}
		return 4
	}
	return 2
}

// ompClauseArgs are a clause's directive arguments by role.
type ompClauseArgs struct{ vars, types, syms, barrier, mapIdx, byref, mod int }

func (c ompClause) roles(first int) ompClauseArgs {
	r := ompClauseArgs{vars: first, types: first + 1, syms: -1, barrier: -1, mapIdx: -1, byref: -1, mod: -1}
	switch c.kind {
	case ompPrivate:
		r.syms, r.barrier = first+2, first+3
		if c.mapIndices {
			r.mapIdx = first + 4
		}
	case ompReduction:
		if c.mod {
			r.mod = first
			first++
			r.vars, r.types = first, first+1
		}
		r.byref, r.syms = first+2, first+3
	}
	return r
}

// ompBlockArgOrder is the order of the clauses among the entry block
// arguments (and of their parsing and printing).
var ompBlockArgOrder = []string{"has_device_addr", "host_eval", "in_reduction", "map_entries", "private",
	"reduction", "task_reduction", "use_device_addr", "use_device_ptr"}

// ompRegion is a custom<...Region>($region, clause arguments...): the
// clauses, each `name([mod: X,] [byref] [@sym] %var -> %arg [[map_idx=N]], ...
// : types)` with `private_barrier` after a private clause, then the region,
// whose entry block arguments the clauses declare.
func ompRegion(clauses ...ompClause) *asmformat.CustomDirective {
	return &asmformat.CustomDirective{
		Check: func(args []*asmformat.Arg) error {
			n := 1
			for _, c := range clauses {
				n += c.nargs()
			}
			if len(args) != n || args[0].Kind != regArg {
				return fmt.Errorf("custom<...Region> expects the region and %d clause arguments", n-1)
			}
			return nil
		},
		Parse: func(p dialect.Parser, args []asmformat.ParseArg) error {
			var entry []ast.BlockArg
			firsts := ompClauseFirsts(clauses)
			for _, name := range ompBlockArgOrder {
				for i, c := range clauses {
					if c.name != name || !p.ParseOptionalKeyword(name) {
						continue
					}
					got, err := parseOmpClause(p, c, c.roles(firsts[i]), args)
					if err != nil {
						return err
					}
					entry = append(entry, got...)
				}
			}
			r, err := p.ParseRegion(shared.NonNil(entry))
			if err != nil {
				return err
			}
			args[0].Regions = []*ast.Region{r}
			return nil
		},
		Print: func(p dialect.Printer, op *ir.Operation, args []asmformat.PrintArg) {
			var region *ir.Region
			if len(args[0].Regions) > 0 {
				region = args[0].Regions[0]
			}
			var blockArgs []*ir.BlockArgument
			if region != nil && len(region.Blocks) > 0 {
				blockArgs = region.Blocks[0].Args
			}
			firsts := ompClauseFirsts(clauses)
			k := 0
			for _, name := range ompBlockArgOrder {
				for i, c := range clauses {
					if c.name != name {
						continue
					}
					r := c.roles(firsts[i])
					n := len(args[r.vars].Operands)
					if k+n > len(blockArgs) {
						continue
					}
					printOmpClause(p, c, r, args, blockArgs[k:k+n])
					k += n
				}
			}
			if region != nil {
				p.PrintRegion(region, false, true, false)
			}
		},
	}
}

// ompClauseFirsts are the indices of each clause's first argument.
func ompClauseFirsts(clauses []ompClause) []int {
	out := make([]int, len(clauses))
	k := 1
	for i, c := range clauses {
		out[i] = k
		k += c.nargs()
	}
	return out
}

// parseOmpClause parses a clause after its keyword and returns the entry
// block arguments it declares.
func parseOmpClause(p dialect.Parser, c ompClause, r ompClauseArgs, args []asmformat.ParseArg) ([]ast.BlockArg, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	if c.mod && p.ParseOptionalKeyword("mod") {
		if err := p.ParsePunct(":"); err != nil {
			return nil, err
		}
		pos := p.Pos()
		kw, ok := p.ParseOptionalKeywordOf(nil)
		if !ok {
			return nil, p.Errorf(pos, "expected valid keyword")
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if !isCase("ReductionModifier", kw) {
			return nil, p.Errorf(p.Pos(), "invalid `%s` format", c.name)
		}
		args[r.mod].Attr = ompEnumAttr("ReductionModifier", kw)
	}
	var entry []ast.BlockArg
	var uses []ast.ValueUse
	syms := &ast.ArrayAttr{}
	byref := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 1}}
	mapIdx := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 64}}
	anyMapIdx := false
	err := dialect.ParseCommaList(p, dialect.None, "", func() error {
		if c.kind == ompReduction {
			byref.Elems = append(byref.Elems, ast.Literal{Kind: ast.LitBool, Text: strconv.FormatBool(p.ParseOptionalKeyword("byref"))})
		}
		if c.kind != ompMap {
			s, err := shared.ParseSymbolRef(p)
			if err != nil {
				return err
			}
			syms.Elems = append(syms.Elems, s)
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		a, _, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		if c.mapIndices {
			idx := int64(-1)
			if p.ParseOptionalPunct("[") {
				if err := p.ParseKeyword("map_idx"); err != nil {
					return err
				}
				if err := p.ParsePunct("="); err != nil {
					return err
				}
				if idx, err = shared.ParseInteger(p); err != nil {
					return err
				}
				if err := p.ParsePunct("]"); err != nil {
					return err
				}
				anyMapIdx = true
			}
			mapIdx.Elems = append(mapIdx.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(idx, 10)})
		}
		uses, entry = append(uses, u), append(entry, a)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(":"); err != nil {
		return nil, err
	}
	types, err := dialect.ParseTypeList(p)
	if err != nil {
		return nil, err
	}
	if len(types) != len(uses) {
		return nil, p.Errorf(p.Pos(), "invalid `%s` format", c.name)
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	if c.kind == ompPrivate && p.ParseOptionalKeyword("private_barrier") {
		args[r.barrier].Attr = &ast.UnitAttr{}
	}
	args[r.vars].Operands = uses
	args[r.types].Types = types
	if c.kind != ompMap {
		args[r.syms].Attr = syms
	}
	if c.kind == ompReduction && len(byref.Elems) > 0 {
		args[r.byref].Attr = byref
	}
	if anyMapIdx {
		args[r.mapIdx].Attr = mapIdx
	}
	return shared.WithTypes(entry, types), nil
}

// printOmpClause prints a clause (nothing without operands), ending in a
// space.
func printOmpClause(p dialect.Printer, c ompClause, r ompClauseArgs, args []asmformat.PrintArg, blockArgs []*ir.BlockArgument) {
	vars := args[r.vars].Operands
	if len(blockArgs) == 0 {
		return
	}
	p.WriteString(c.name + "(")
	if r.mod >= 0 && args[r.mod].Attr != nil {
		p.WriteString("mod: " + ompAttrValue(args[r.mod].Attr) + ", ")
	}
	var syms []ir.Attribute
	if r.syms >= 0 {
		syms = shared.ArrayElems(args[r.syms].Attr)
	}
	var byref, mapIdx *ir.DenseArrayAttr
	if r.byref >= 0 {
		byref, _ = args[r.byref].Attr.(*ir.DenseArrayAttr)
	}
	if r.mapIdx >= 0 {
		mapIdx, _ = args[r.mapIdx].Attr.(*ir.DenseArrayAttr)
	}
	for i, v := range vars {
		if i > 0 {
			p.WriteString(", ")
		}
		if byref != nil && i < len(byref.Values) && byref.Values[i] != 0 {
			p.WriteString("byref ")
		}
		if i < len(syms) {
			p.PrintAttribute(syms[i])
			p.WriteString(" ")
		}
		p.PrintOperand(v)
		p.WriteString(" -> ")
		if i < len(blockArgs) {
			p.PrintOperand(blockArgs[i])
		}
		if mapIdx != nil && i < len(mapIdx.Values) && mapIdx.Int(i) != -1 {
			p.WriteString(" [map_idx=" + strconv.FormatInt(mapIdx.Int(i), 10) + "]")
		}
	}
	p.WriteString(" : ")
	p.PrintTypes(args[r.types].Types)
	p.WriteString(") ")
	if r.barrier >= 0 && args[r.barrier].Attr != nil {
		p.WriteString("private_barrier ")
	}
}

// ---- loop_nest, target_allocmem ----

// ompLoopNest is omp.loop_nest:
//
//	omp.loop_nest (%i, %j) : T = (%lb, ...) to (%ub, ...) inclusive? step (%s, ...)
//	              (collapse(N))? (tiles(a, b))? { body }
type ompLoopNest struct{}

func (ompLoopNest) Parse(p dialect.Parser, st *ast.CustomOp) error {
	ivs, _, err := dialect.ParseArgumentList(p, dialect.Paren, false, false)
	if err != nil {
		return err
	}
	t, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	lbs, err := dialect.ParseOperandList(p, dialect.Paren, len(ivs))
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	ubs, err := dialect.ParseOperandList(p, dialect.Paren, len(ivs))
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("inclusive") {
		shared.SetProp(st, "loop_inclusive", &ast.UnitAttr{})
	}
	if err := p.ParseKeyword("step"); err != nil {
		return err
	}
	steps, err := dialect.ParseOperandList(p, dialect.Paren, len(ivs))
	if err != nil {
		return err
	}
	if p.ParseOptionalKeyword("collapse") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		n, err := shared.ParseInteger(p)
		if err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
		shared.SetProp(st, "collapse_num_loops", shared.I64Attr(int(n)))
	}
	if p.ParseOptionalKeyword("tiles") {
		tiles := &ast.DenseArrayAttr{ElemType: &ast.IntegerType{Width: 64}}
		err := dialect.ParseCommaList(p, dialect.Paren, "", func() error {
			n, err := shared.ParseInteger(p)
			tiles.Elems = append(tiles.Elems, ast.Literal{Kind: ast.LitInt, Text: strconv.FormatInt(n, 10)})
			return err
		})
		if err != nil {
			return err
		}
		shared.SetProp(st, "tile_sizes", tiles)
	}
	r, err := p.ParseRegion(shared.WithTypes(ivs, shared.Splat(t, len(ivs))))
	if err != nil {
		return err
	}
	// A dictionary after the body is kept but not printed.
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{lbs, ubs, steps}
	st.OperandTypes = [][]ast.Type{shared.Splat(t, len(lbs)), shared.Splat(t, len(ubs)), shared.Splat(t, len(steps))}
	st.Regions = [][]*ast.Region{{r}}
	return nil
}

func (ompLoopNest) Print(p dialect.Printer, op *ir.Operation) {
	// The three groups have one size (SameVariadicOperandSize).
	n := len(op.Operands) / 3
	segs := [][]ir.Value{op.Operands[:n], op.Operands[n : 2*n], op.Operands[2*n:]}
	ivs := shared.EntryArgs(op, 0)
	p.WriteString(" (")
	shared.PrintValues(p, ivs)
	p.WriteString(") : ")
	if len(ivs) > 0 {
		p.PrintType(ivs[0].Type())
	}
	p.WriteString(" = (")
	p.PrintOperands(segs[0])
	p.WriteString(") to (")
	p.PrintOperands(segs[1])
	p.WriteString(") ")
	if shared.Prop(op, "loop_inclusive") != nil {
		p.WriteString("inclusive ")
	}
	p.WriteString("step (")
	p.PrintOperands(segs[2])
	p.WriteString(") ")
	if n := shared.IntAttrValue(shared.Prop(op, "collapse_num_loops"), 1); n != 1 {
		p.WriteString("collapse(" + strconv.FormatInt(n, 10) + ") ")
	}
	if tiles, ok := shared.Prop(op, "tile_sizes").(*ir.DenseArrayAttr); ok {
		p.WriteString("tiles(")
		for i := range tiles.Values {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(strconv.FormatInt(tiles.Int(i), 10))
		}
		p.WriteString(") ")
	}
	if r := shared.Region(op, 0); r != nil {
		p.PrintRegion(r, false, true, false)
	}
}

// ompTargetAllocmem is omp.target_allocmem:
//
//	omp.target_allocmem %device : T, in_type ((%typeparams : types))? (, %shape)* attr-dict?
type ompTargetAllocmem struct{}

func (ompTargetAllocmem) Parse(p dialect.Parser, st *ast.CustomOp) error {
	dev, err := p.ParseOperand()
	if err != nil {
		return err
	}
	devType, err := shared.ParseColonType(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	inType, err := p.ParseType()
	if err != nil {
		return err
	}
	shared.SetProp(st, "in_type", &ast.TypeAttr{Type: inType})
	var tps []ast.ValueUse
	var tpTypes []ast.Type
	if p.ParseOptionalPunct("(") {
		if tps, err = dialect.ParseOperandList(p, dialect.None, -1); err != nil {
			return err
		}
		if err := p.ParsePunct(":"); err != nil {
			return err
		}
		if tpTypes, err = dialect.ParseTypeList(p); err != nil {
			return err
		}
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	var shape []ast.ValueUse
	for p.ParseOptionalPunct(",") {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		shape = append(shape, u)
	}
	if st.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
		return err
	}
	st.Operands = [][]ast.ValueUse{{dev}, tps, shape}
	st.OperandTypes = [][]ast.Type{{devType}, shared.NonNil(tpTypes), shared.Splat(shared.IndexType(), len(shape))}
	st.ResultTypes = [][]ast.Type{{&ast.IntegerType{Width: 64}}}
	return nil
}

func (ompTargetAllocmem) Print(p dialect.Printer, op *ir.Operation) {
	segs, _ := shared.Segments(op, 3)
	if len(segs[0]) > 0 {
		p.WriteString(" ")
		p.PrintOperand(segs[0][0])
		p.WriteString(" : ")
		p.PrintType(segs[0][0].Type())
	}
	p.WriteString(", ")
	if t, ok := shared.Prop(op, "in_type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	if len(segs[1]) > 0 {
		p.WriteString("(")
		p.PrintOperands(segs[1])
		p.WriteString(" : ")
		p.PrintTypes(shared.ValueTypes(segs[1]))
		p.WriteString(")")
	}
	for _, v := range segs[2] {
		p.WriteString(", ")
		p.PrintOperand(v)
	}
	p.PrintOptionalAttrDict(shared.AllAttrs(op), []string{"in_type", "operandSegmentSizes"})
}
