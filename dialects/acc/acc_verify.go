package acc

import (
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of the acc dialect (OpenACC.cpp's verify() methods and the
// helpers they share: checkVarAndVarType, checkVarAndAccVar,
// checkNoModifier, checkValidModifier).

// The bits of DataClauseModifier (OpenACCOps.td): `always` is the group of
// alwaysin and alwaysout, printed first when whole (printBitEnumPrimaryGroups).
const (
	modZero      = 1
	modReadonly  = 2
	modAlwaysIn  = 4
	modAlwaysOut = 8
	modAlways    = modAlwaysIn | modAlwaysOut
	modCapture   = 16
)

// accModifierString is stringifyDataClauseModifier: the group first, then
// the single bits in their order, comma-separated.
func accModifierString(v uint64) string {
	var words []string
	if v&modAlways == modAlways {
		words = append(words, "always")
		v &^= modAlways
	}
	for _, b := range []struct {
		bit  uint64
		name string
	}{{modZero, "zero"}, {modReadonly, "readonly"}, {modAlwaysIn, "alwaysin"}, {modAlwaysOut, "alwaysout"}, {modCapture, "capture"}} {
		if v&b.bit != 0 {
			words = append(words, b.name)
		}
	}
	return strings.Join(words, ",")
}

// accEnum returns the value of the enum attribute name of the op (an
// #acc<mnemonic word> attribute), or def when it is absent or not one.
func accEnum(o dialect.Checker, name string, def uint64) uint64 {
	da, ok := o.Attr(name).(*ir.DialectAttr)
	if !ok {
		return def
	}
	for _, p := range da.Params {
		if p.Kind == ir.ParamEnum {
			return p.Enum
		}
	}
	return def
}

// accBool is a BoolAttr of the op (false when absent).
func accBool(o dialect.Checker, name string) bool {
	b, ok := o.Attr(name).(*ir.IntegerAttr)
	return ok && b.Bool()
}

// accValue is the one value of group name, an operand or a result, or nil.
func accValue(o dialect.Checker, name string) ir.Value {
	vs := o.Operand(name)
	if len(vs) == 0 {
		vs = o.Result(name)
	}
	if len(vs) == 0 {
		return nil
	}
	return vs[0]
}

// accDataClause describes the checks of one data clause op.
type accDataClause struct {
	// clauses are the DataClause values the op accepts (acc_copyin is 1,
	// ...); the first is its own (the default of its dataClause).
	clauses []uint64
	// implicitAny: an implicit op takes any clause (acc.copyin).
	implicitAny bool
	// msg is the error when the clause is not one of clauses.
	msg string
	// both: var and accVar must both be there (copyout, update_host);
	// accOnly: accVar must be there, var is not checked (delete, detach).
	both, accOnly bool
	// noVar: the op skips checkVarAndVarType and checkVarAndAccVar
	// (delete, detach); noAccVar skips only checkVarAndAccVar (private,
	// firstprivate, reduction, firstprivate_map).
	noVar, noAccVar bool
	// valid are the modifiers allowed; noModifier uses checkNoModifier.
	valid      uint64
	noModifier bool
}

func (dc accDataClause) verify(o dialect.Checker) *diag.Diagnostic {
	clause := accEnum(o, "dataClause", dc.clauses[0])
	ok := dc.implicitAny && accBool(o, "implicit")
	for _, c := range dc.clauses {
		ok = ok || clause == c
	}
	if !ok {
		return o.EmitErrorf("%s", dc.msg)
	}
	v, acc := accValue(o, "var"), accValue(o, "accVar")
	if dc.both && (v == nil || acc == nil) {
		// Unreachable: var and accVar are required operands (ODS).
		return o.EmitErrorf("must have both host and device pointers")
	}
	if dc.accOnly && acc == nil {
		// Unreachable: accVar is a required operand.
		return o.EmitErrorf("must have device pointer")
	}
	if !dc.noVar {
		// checkVarAndVarType.
		if v == nil {
			// Unreachable: var is a required operand.
			return o.EmitErrorf("must have var operand")
		}
		// Unreachable while ODS's type constraint (any pointer or mappable)
		// runs first; no type of mlir-opt is mappable.
		if !accIsPointerLike(v.Type()) {
			return o.EmitErrorf("var must be mappable or pointer-like")
		}
		if ta, ok := o.Attr("varType").(*ir.TypeAttr); ok && ta.Type == v.Type() {
			return o.EmitErrorf("varType must capture the element type of var")
		}
		// checkVarAndAccVar.
		if !dc.noAccVar && acc != nil && v.Type() != acc.Type() {
			return o.EmitErrorf("input and output types must match")
		}
	}
	mods := accEnum(o, "modifiers", 0)
	if dc.noModifier {
		if mods != 0 {
			return o.EmitErrorf("no data clause modifiers are allowed")
		}
	} else if bad := mods &^ dc.valid; bad != 0 {
		return o.EmitErrorf("invalid data clause modifiers: %s", accModifierString(bad))
	}
	return nil
}

// The DataClause values (OpenACCOps.td).
const (
	cCopyin = iota + 1
	cCopyinReadonly
	cCopy
	cCopyout
	cCopyoutZero
	cPresent
	cCreate
	cCreateZero
	cDelete
	cAttach
	cDetach
	cNoCreate
	cPrivate
	cFirstprivate
	cDeviceptr
	cGetdeviceptr
	cUpdateHost
	cUpdateSelf
	cUpdateDevice
	cUseDevice
	cReduction
	cDeclareDeviceResident
	cDeclareLink
	cCache
	cCacheReadonly
)

const decomposed = " or specify original clause this operation was decomposed from"

func intent(op string) string {
	return "data clause associated with " + op + " operation must match its intent"
}

// accDataClauses are the data clause ops' checks, in OpenACC.cpp's words.
var accDataClauses = map[string]accDataClause{
	"acc.private":      {clauses: []uint64{cPrivate}, msg: intent("private"), noAccVar: true, noModifier: true},
	"acc.firstprivate": {clauses: []uint64{cFirstprivate}, msg: intent("firstprivate"), noAccVar: true, noModifier: true},
	// FirstprivateMapInitialOp (OpenACCCG.cpp) inlines the same checks.
	"acc.firstprivate_map":        {clauses: []uint64{cFirstprivate}, msg: intent("firstprivate"), noAccVar: true, noModifier: true},
	"acc.reduction":               {clauses: []uint64{cReduction}, msg: intent("reduction"), noAccVar: true, noModifier: true},
	"acc.deviceptr":               {clauses: []uint64{cDeviceptr}, msg: intent("deviceptr"), noModifier: true},
	"acc.present":                 {clauses: []uint64{cPresent}, msg: intent("present"), noModifier: true},
	"acc.copyin":                  {clauses: []uint64{cCopyin, cCopyinReadonly, cCopy, cReduction}, implicitAny: true, msg: intent("copyin") + decomposed, valid: modReadonly | modAlways | modCapture},
	"acc.create":                  {clauses: []uint64{cCreate, cCreateZero, cCopyout, cCopyoutZero}, msg: intent("create") + decomposed, valid: modZero | modAlways | modCapture},
	"acc.nocreate":                {clauses: []uint64{cNoCreate}, msg: intent("no_create"), noModifier: true},
	"acc.attach":                  {clauses: []uint64{cAttach}, msg: intent("attach"), noModifier: true},
	"acc.declare_device_resident": {clauses: []uint64{cDeclareDeviceResident}, msg: intent("device_resident"), noModifier: true},
	"acc.declare_link":            {clauses: []uint64{cDeclareLink}, msg: intent("link"), noModifier: true},
	"acc.copyout":                 {clauses: []uint64{cCopyout, cCopyoutZero, cCopy, cReduction}, msg: intent("copyout") + decomposed, both: true, valid: modZero | modAlways | modCapture},
	"acc.delete":                  {clauses: []uint64{cDelete, cCreate, cCreateZero, cCopyin, cCopyinReadonly, cPresent, cNoCreate, cDeclareDeviceResident, cDeclareLink}, msg: intent("delete") + decomposed, accOnly: true, noVar: true, valid: modZero | modReadonly | modAlways | modCapture},
	"acc.detach":                  {clauses: []uint64{cDetach, cAttach}, msg: intent("detach") + decomposed, accOnly: true, noVar: true, noModifier: true},
	"acc.update_host":             {clauses: []uint64{cUpdateHost, cUpdateSelf}, msg: intent("host") + decomposed, both: true, noModifier: true},
	"acc.update_device":           {clauses: []uint64{cUpdateDevice}, msg: intent("device") + decomposed, noModifier: true},
	"acc.use_device":              {clauses: []uint64{cUseDevice}, msg: intent("use_device") + decomposed, noModifier: true},
	"acc.cache":                   {clauses: []uint64{cCache, cCacheReadonly}, msg: intent("cache") + decomposed, valid: modReadonly},
}

func accVerifiers(h *registry.Hooks) {
	for name, dc := range accDataClauses {
		h.Verifier(name).Op = dc.verify
	}
	// private, firstprivate and reduction then need their recipe, a
	// declaration of their kind (looked up at verify time, as
	// lookupNearestSymbolFrom does).
	for _, kind := range []string{"private", "firstprivate", "reduction"} {
		name, dc := "acc."+kind, accDataClauses["acc."+kind]
		h.Verifier(name).Op = func(o dialect.Checker) *diag.Diagnostic {
			if d := dc.verify(o); d != nil {
				return d
			}
			ref, ok := o.Attr("recipe").(*ir.SymbolRefAttr)
			if !ok {
				return o.Errorf("recipe expected for %s", kind)
			}
			if decl := shared.LookupNearestSymbol(o, ref); decl == nil || decl.Name != name+".recipe" {
				return o.Errorf("expected symbol reference %s to point to a %s declaration", verify.AttrString(ref), kind)
			}
			return nil
		}
	}
	h.Verifier("acc.parallel").Op = accCompute(true, true)
	h.Verifier("acc.serial").Op = accCompute(true, false)
	h.Verifier("acc.kernels").Op = accCompute(false, true)
	h.Verifier("acc.enter_data").Op = accEnterExit(true)
	h.Verifier("acc.exit_data").Op = accEnterExit(false)
	h.Verifier("acc.init").Op = accNotInCompute
	h.Verifier("acc.shutdown").Op = accNotInCompute
	h.Verifier("acc.set").Op = func(o dialect.Checker) *diag.Diagnostic {
		if d := accNotInCompute(o); d != nil {
			return d
		}
		if o.Attr("device_type") == nil && len(o.Operand("defaultAsync")) == 0 && len(o.Operand("deviceNum")) == 0 {
			return o.Errorf("at least one default_async, device_num, or device_type operand must appear")
		}
		return nil
	}
	h.Verifier("acc.data").Op = accData
	h.Verifier("acc.update").Op = accUpdate
	h.Verifier("acc.wait").Op = accWait
	h.Verifier("acc.host_data").Op = accHostData
	h.Verifier("acc.bounds").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("extent")) == 0 && len(o.Operand("upperbound")) == 0 {
			return o.EmitErrorf("expected extent or upperbound.")
		}
		return nil
	}
	accVerifiersLoop(h)
}

// ---- compute constructs: acc.parallel, acc.serial, acc.kernels ----

// accDeviceTypes are the DeviceType words in their enum order.
var accDeviceTypes = []string{"none", "star", "default", "host", "multicore", "nvidia", "radeon"}

// accHasDeviceType reports whether the device type array attribute name
// of the op holds dt.
func accHasDeviceType(o dialect.Checker, name, dt string) bool {
	a, ok := o.Attr(name).(*ir.ArrayAttr)
	if !ok {
		return false
	}
	for _, e := range a.Elems {
		if accAttrValue(e, "device_type") == dt {
			return true
		}
	}
	return false
}

// accWaitAndAsyncConflict is checkWaitAndAsyncConflict. Its loop stops
// before getMaxEnumValForDeviceType(): radeon, the last, is never checked.
func accWaitAndAsyncConflict(o dialect.Checker) *diag.Diagnostic {
	for _, dt := range accDeviceTypes[:len(accDeviceTypes)-1] {
		if accHasDeviceType(o, "asyncOperandsDeviceType", dt) && accHasDeviceType(o, "asyncOnly", dt) {
			return o.EmitErrorf("asyncOnly attribute cannot appear with asyncOperand")
		}
		if accHasDeviceType(o, "waitOperandsDeviceType", dt) && accHasDeviceType(o, "waitOnly", dt) {
			return o.EmitErrorf("wait attribute cannot appear with waitOperands")
		}
	}
	return nil
}

// accDeviceTypeCount is verifyDeviceTypeCountMatch.
func accDeviceTypeCount(o dialect.Checker, operands, deviceTypes, keyword string) *diag.Diagnostic {
	n := len(o.Operand(operands))
	dts, _ := o.Attr(deviceTypes).(*ir.ArrayAttr)
	if n > 0 && (dts == nil || len(dts.Elems) != n) {
		return o.Errorf("%s operands count must match %s device_type count", keyword, keyword)
	}
	return nil
}

// accDeviceTypeSegments is verifyDeviceTypeAndSegmentCountMatch (max 0:
// no bound on a segment).
func accDeviceTypeSegments(o dialect.Checker, operands, segments, deviceTypes, keyword string, max int64) *diag.Diagnostic {
	var sum, nseg int64
	if seg, ok := o.Attr(segments).(*ir.DenseArrayAttr); ok {
		for i := range seg.Values {
			c := seg.Int(i)
			if max != 0 && c > max {
				return o.Errorf("%s expects a maximum of %d values per segment", keyword, max)
			}
			sum += c
			nseg++
		}
	}
	n := int64(len(o.Operand(operands)))
	dts, _ := o.Attr(deviceTypes).(*ir.ArrayAttr)
	if sum != n || dts == nil && n > 0 {
		return o.Errorf("%s operand count does not match count in segments", keyword)
	}
	if dts != nil && int64(len(dts.Elems)) != nseg {
		return o.Errorf("%s segment count does not match device_type count", keyword)
	}
	return nil
}

// accPrivateOperands: each operand of the group is the result of an op
// of its kind, once.
func accPrivateOperands(o dialect.Checker, group, kind string) *diag.Diagnostic {
	seen := map[ir.Value]bool{}
	for _, v := range o.Operand(group) {
		if def := accDefiningOp(v); def == nil || def.Name != "acc."+kind {
			return o.Errorf("expected %s as defining op", kind)
		}
		if seen[v] {
			return o.Errorf("%s operand appears more than once", kind)
		}
		seen[v] = true
	}
	return nil
}

// accDataOperands is checkDataOperands: the data clause operands come from
// data entry or exit ops.
func accDataOperands(o dialect.Checker) *diag.Diagnostic {
	for _, v := range o.Operand("dataClauseOperands") {
		def := accDefiningOp(v)
		if def == nil {
			// mlir-opt crashes here (isa on a null op).
			return o.EmitErrorf("expect data entry/exit operation or acc.getdeviceptr as defining op")
		}
		switch def.Name {
		case "acc.attach", "acc.copyin", "acc.copyout", "acc.create", "acc.delete", "acc.detach",
			"acc.deviceptr", "acc.getdeviceptr", "acc.nocreate", "acc.present":
		default:
			return o.EmitErrorf("expect data entry/exit operation or acc.getdeviceptr as defining op")
		}
	}
	return nil
}

// accCompute is the verify() of a compute construct: private says whether
// it checks its private, firstprivate and reduction operands; gangs
// whether it has num_gangs, num_workers and vector_length.
func accCompute(private, gangs bool) func(dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		var checks []func() *diag.Diagnostic
		if private {
			checks = append(checks,
				func() *diag.Diagnostic { return accPrivateOperands(o, "privateOperands", "private") },
				func() *diag.Diagnostic { return accPrivateOperands(o, "firstprivateOperands", "firstprivate") },
				func() *diag.Diagnostic { return accPrivateOperands(o, "reductionOperands", "reduction") })
		}
		if gangs {
			checks = append(checks, func() *diag.Diagnostic {
				return accDeviceTypeSegments(o, "numGangs", "numGangsSegments", "numGangsDeviceType", "num_gangs", 3)
			})
		}
		checks = append(checks, func() *diag.Diagnostic {
			return accDeviceTypeSegments(o, "waitOperands", "waitOperandsSegments", "waitOperandsDeviceType", "wait", 0)
		})
		if gangs {
			checks = append(checks,
				func() *diag.Diagnostic {
					return accDeviceTypeCount(o, "numWorkers", "numWorkersDeviceType", "num_workers")
				},
				func() *diag.Diagnostic {
					return accDeviceTypeCount(o, "vectorLength", "vectorLengthDeviceType", "vector_length")
				})
		}
		checks = append(checks,
			func() *diag.Diagnostic {
				return accDeviceTypeCount(o, "asyncOperands", "asyncOperandsDeviceType", "async")
			},
			func() *diag.Diagnostic { return accWaitAndAsyncConflict(o) },
			func() *diag.Diagnostic { return accDataOperands(o) })
		for _, c := range checks {
			if d := c(); d != nil {
				return d
			}
		}
		return nil
	}
}

// accDefiningOp is the op that defines v, nil for a block argument (where
// mlir-opt's isa<> on the null op crashes).
func accDefiningOp(v ir.Value) *ir.Operation {
	if r, ok := v.(*ir.OpResult); ok {
		return r.Owner
	}
	return nil
}

// ---- enter_data, exit_data, init, shutdown, set ----

// accEnterExit is the verify() of acc.enter_data (enter) and acc.exit_data.
func accEnterExit(enter bool) func(dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		data := o.Operand("dataClauseOperands")
		if len(data) == 0 {
			which := "exit"
			if enter {
				which = "enter"
			}
			return o.EmitErrorf("at least one operand must be present in dataOperands on the %s data operation", which)
		}
		if len(o.Operand("asyncOperand")) > 0 && o.Attr("async") != nil {
			return o.EmitErrorf("async attribute cannot appear with asyncOperand")
		}
		waits := len(o.Operand("waitOperands"))
		if waits > 0 && o.Attr("wait") != nil {
			return o.EmitErrorf("wait attribute cannot appear with waitOperands")
		}
		if len(o.Operand("waitDevnum")) > 0 && waits == 0 {
			return o.EmitErrorf("wait_devnum cannot appear without waitOperands")
		}
		if !enter {
			return nil
		}
		for _, v := range data {
			def := accDefiningOp(v)
			if def == nil || def.Name != "acc.attach" && def.Name != "acc.create" && def.Name != "acc.copyin" {
				return o.EmitErrorf("expect data entry operation as defining op")
			}
		}
		return nil
	}
}

// accNotInCompute: the op is inside no acc.parallel, acc.kernels,
// acc.serial or acc.loop (isComputeOperation), however deep.
func accNotInCompute(o dialect.Checker) *diag.Diagnostic {
	for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
		switch p.Name {
		case "acc.parallel", "acc.kernels", "acc.serial", "acc.loop":
			return o.Errorf("cannot be nested in a compute operation")
		}
	}
	return nil
}

// ---- data, update, wait ----

// accData is acc.data's verify(): some operand or the default attribute,
// data operands from data ops, no wait/async conflict.
func accData(o dialect.Checker) *diag.Diagnostic {
	if len(o.Op().Operands) == 0 && o.Attr("defaultAttr") == nil {
		return o.EmitErrorf("at least one operand or the default attribute must appear on the data operation")
	}
	if d := accDataOperands(o); d != nil {
		return d
	}
	return accWaitAndAsyncConflict(o)
}

// accUpdate is acc.update's verify().
func accUpdate(o dialect.Checker) *diag.Diagnostic {
	data := o.Operand("dataClauseOperands")
	if len(data) == 0 {
		return o.EmitErrorf("at least one value must be present in dataOperands")
	}
	if d := accDeviceTypeCount(o, "asyncOperands", "asyncOperandsDeviceType", "async"); d != nil {
		return d
	}
	if d := accDeviceTypeSegments(o, "waitOperands", "waitOperandsSegments", "waitOperandsDeviceType", "wait", 0); d != nil {
		return d
	}
	if d := accWaitAndAsyncConflict(o); d != nil {
		return d
	}
	for _, v := range data {
		def := accDefiningOp(v)
		if def == nil || def.Name != "acc.update_device" && def.Name != "acc.update_host" && def.Name != "acc.getdeviceptr" {
			return o.EmitErrorf("expect data entry/exit operation or acc.getdeviceptr as defining op")
		}
	}
	return nil
}

// accWait is acc.wait's verify().
func accWait(o dialect.Checker) *diag.Diagnostic {
	if len(o.Operand("asyncOperand")) > 0 && o.Attr("async") != nil {
		return o.EmitErrorf("async attribute cannot appear with asyncOperand")
	}
	if len(o.Operand("waitDevnum")) > 0 && len(o.Operand("waitOperands")) == 0 {
		return o.EmitErrorf("wait_devnum cannot appear without waitOperands")
	}
	return nil
}

// accHostData is acc.host_data's verify(): data operands, each from an
// acc.use_device.
func accHostData(o dialect.Checker) *diag.Diagnostic {
	data := o.Operand("dataClauseOperands")
	if len(data) == 0 {
		return o.EmitErrorf("at least one operand must appear on the host_data operation")
	}
	for _, v := range data {
		if def := accDefiningOp(v); def == nil || def.Name != "acc.use_device" {
			return o.EmitErrorf("expect data entry operation as defining op")
		}
	}
	return nil
}
