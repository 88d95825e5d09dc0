package transform

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/diag"
	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/dialects/registry"
	"github.com/gomlir/gomlir/dialects/shared"
	"github.com/gomlir/gomlir/ir"
	"github.com/gomlir/gomlir/verify"
)

// The verifiers of transform's ops.

func transformVerifiers(h *registry.Hooks) {
	// SequenceOp::verify: no extra bindings without a root, no block
	// argument with two potential consumers, children implementing
	// TransformOpInterface (all but the last) whose results have one
	// potential consumer at most, a terminator, and its operands passing
	// the sequence's results.
	h.Verifier("transform.sequence").Op = func(o dialect.Checker) *diag.Diagnostic {
		if len(o.Operand("root")) == 0 && len(o.Operand("extra_bindings")) != 0 {
			return o.Errorf("does not expect extra operands when used as top-level")
		}
		b := verify.EntryBlock(o.Op(), 0)
		if b == nil {
			return nil
		}
		uses := map[ir.Value][]use{}
		for _, a := range b.Args {
			uses[a] = nil
		}
		for _, child := range b.Ops {
			for i := range child.Results {
				uses[child.Result(i)] = nil
			}
		}
		usesIn(o.Op(), uses)
		for _, a := range b.Args {
			if d := doubleConsume(o, a, uses[a], func() *diag.Diagnostic {
				return o.Errorf("block argument #%d has more than one potential consumer", a.Index)
			}); d != nil {
				return d
			}
		}
		for i, child := range b.Ops {
			if i != len(b.Ops)-1 && !o.HasTrait(child.Name, "TransformOpInterface") {
				d := o.Errorf("expected children ops to implement TransformOpInterface")
				return o.Note(d, child.Pos, "op without interface")
			}
			for j := range child.Results {
				r := child.Result(j)
				if d := doubleConsume(o, r, uses[r], func() *diag.Diagnostic {
					return verify.EmitError(child, "result #%d has more than one potential consumer", j)
				}); d != nil {
					return d
				}
			}
		}
		// Unreachable: SingleBlockImplicitTerminator<"YieldOp"> has
		// checked the terminator (mightHaveTerminator: an unregistered
		// last op might be one).
		t := verify.Terminator(b)
		if t == nil || (!o.HasTrait(t.Name, "Terminator") && registered(o, t)) {
			return o.Errorf("expects to have a terminator in the body")
		}
		if sameTypes(verify.ValueTypes(t.Operands), verify.ValueTypes(verify.ResultValues(o.Op()))) {
			return nil
		}
		d := o.Errorf("expects the types of the terminator operands to match the types of the result")
		return o.Note(d, t.Pos, "terminator")
	}

	// GetOperandOp::verify and GetResultOp::verify: the position list
	// (verifyTransformMatchDimsOp).
	h.Verifier("transform.get_operand").Op = matchDims("raw_position_list")
	h.Verifier("transform.get_result").Op = matchDims("raw_position_list")

	// ForeachOp::verify: targets pair with the body's arguments, results
	// with the yield's operands, type for type.
	h.Verifier("transform.foreach").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		var args []ir.Type
		if b != nil {
			for _, a := range b.Args {
				args = append(args, a.Type())
			}
		}
		targets := o.Operand("targets")
		for i := 0; i < len(targets) || i < len(args); i++ {
			if i >= len(targets) || i >= len(args) {
				return o.Errorf("expects the same number of targets as the body has block arguments")
			}
			if targets[i].Type() != args[i] {
				return o.Errorf("expects co-indexed targets and the body's block arguments to have the same op/value/param type")
			}
		}
		results := o.Op().Results
		yielded := verify.Yielded(b)
		for i := 0; i < len(results) || i < len(yielded); i++ {
			if i >= len(results) || i >= len(yielded) {
				return o.Errorf("expects the same number of results as the yield terminator has operands")
			}
			if results[i].Type() != yielded[i].Type() {
				return o.Errorf("expects co-indexed results and yield operands to have the same op/value/param type")
			}
		}
		return nil
	}

	// AlternativesOp::verify: each alternative's terminator passes the
	// op's results.
	h.Verifier("transform.alternatives").Op = func(o dialect.Checker) *diag.Diagnostic {
		results := verify.ValueTypes(verify.ResultValues(o.Op()))
		for i := range o.Op().Regions {
			b := verify.EntryBlock(o.Op(), i)
			t := verify.Terminator(b)
			if b == nil || t == nil {
				continue
			}
			if sameTypes(verify.ValueTypes(t.Operands), results) {
				continue
			}
			d := o.Errorf("expects terminator operands to have the same type as results of the operation")
			return o.Note(d, t.Pos, "terminator")
		}
		return nil
	}

	// ApplyPatternsOp::verify: the body holds pattern descriptors only.
	h.Verifier("transform.apply_patterns").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		if b == nil {
			return nil
		}
		for _, op := range b.Ops {
			if !o.HasTrait(op.Name, "PatternDescriptorOpInterface") {
				d := o.Errorf("expected children ops to implement PatternDescriptorOpInterface")
				return o.Note(d, op.Pos, "op without interface")
			}
		}
		return nil
	}

	// NumAssociationsOp::verify: the result's param type accepts an i64
	// attribute (TransformParamTypeInterface::checkPayload of 0 : i64).
	h.Verifier("transform.num_associations").Op = func(o dialect.Checker) *diag.Diagnostic {
		num := o.Result("num")
		if len(num) != 1 {
			return nil
		}
		return checkI64Payload(o, verify.TypeString(num[0].Type()))
	}

	// ForeachMatchOp::verify: matchers and actions pair up, at least one
	// pair, and a warning for each matcher listed again (the op still
	// verifies). mlir-opt without -verify-diagnostics crashes on that
	// warning (printing the op with it verifies the op again, which warns
	// again).
	h.Verifier("transform.foreach_match").Op = func(o dialect.Checker) *diag.Diagnostic {
		matchers, _ := o.Attr("matchers").(*ir.ArrayAttr)
		actions, _ := o.Attr("actions").(*ir.ArrayAttr)
		if matchers == nil || actions == nil {
			return nil
		}
		if len(matchers.Elems) != len(actions.Elems) {
			return o.Errorf("expected the same number of matchers and actions")
		}
		if len(matchers.Elems) == 0 {
			return o.Errorf("expected at least one match/action pair")
		}
		seen := make(map[string]bool, len(matchers.Elems))
		for _, m := range matchers.Elems {
			name := verify.AttrString(m)
			if seen[name] {
				w := o.EmitErrorf("matcher %s is used more than once, only the first match will apply", name)
				w.Severity = diag.Warning
				o.Emit(w)
			}
			seen[name] = true
		}
		return nil
	}

	// SplitHandleOp::verify: overflow_result names a result (compared as
	// the unsigned value I64Attr's getter returns), and every result is
	// of the operand's kind (op handle, value handle or param).
	h.Verifier("transform.split_handle").Op = func(o dialect.Checker) *diag.Diagnostic {
		n := len(o.Op().Results)
		if ov, ok := o.Attr("overflow_result").(*ir.IntegerAttr); ok && !(uint64(ov.Int64()) < uint64(n)) {
			return o.Errorf("overflow_result is not a valid result index")
		}
		handle := o.Operand("handle")
		if len(handle) != 1 {
			return nil
		}
		for _, r := range o.Op().Results {
			if !sameTransformInterface(handle[0].Type(), r.Type()) {
				return o.Errorf("expects result types to implement the same transform interface as the operand type")
			}
		}
		return nil
	}

	// ApplyRegisteredPassOp::verify: each param operand is referred to by
	// exactly one #transform.param_operand of the options (arrays
	// included), by an index in range.
	h.Verifier("transform.apply_registered_pass").Op = func(o dialect.Checker) *diag.Diagnostic {
		used := make([]bool, len(o.Operand("dynamic_options")))
		var check func(a ir.Attribute) *diag.Diagnostic
		check = func(a ir.Attribute) *diag.Diagnostic {
			if n, ok := paramOperandIndex(a); ok {
				if n < 0 || n >= len(used) {
					return o.Errorf("dynamic option index %d is out of bounds for the number of dynamic options: %d", n, len(used))
				}
				if used[n] {
					return o.Errorf("dynamic option index %d is already used in options", n)
				}
				used[n] = true
			} else if arr, ok := a.(*ir.ArrayAttr); ok {
				for _, e := range arr.Elems {
					if d := check(e); d != nil {
						return d
					}
				}
			}
			return nil
		}
		if dict, ok := o.Attr("options").(*ir.DictionaryAttr); ok {
			for _, e := range dict.Entries {
				if d := check(e.Value); d != nil {
					return d
				}
			}
		}
		for _, u := range used {
			if !u {
				return o.Errorf("a param operand does not have a corresponding param_operand attr in the options dict")
			}
		}
		return nil
	}

	// tune::KnobOp::verify: a selected value is one of the options (when
	// the options are an array).
	h.Verifier("transform.tune.knob").Op = func(o dialect.Checker) *diag.Diagnostic {
		sel := o.Attr("selected")
		opts, ok := o.Attr("options").(*ir.ArrayAttr)
		if sel == nil || !ok {
			return nil
		}
		for _, e := range opts.Elems {
			if e == sel || verify.AttrString(e) == verify.AttrString(sel) {
				return nil
			}
		}
		return o.Errorf("provided `selected` attribute is not an element of `options` array of attributes")
	}

	// tune::AlternativesOp::verify: each region ends in a transform.yield
	// passing the op's results (errors at the yield), and a selected
	// region attribute names a region.
	h.Verifier("transform.tune.alternatives").Op = func(o dialect.Checker) *diag.Diagnostic {
		results := verify.ValueTypes(verify.ResultValues(o.Op()))
		for i := range o.Op().Regions {
			t := verify.Terminator(verify.EntryBlock(o.Op(), i))
			if t == nil {
				continue
			}
			// Unreachable: SingleBlockImplicitTerminator has checked it.
			if t.Name != "transform.yield" {
				return o.Errorf("expected 'transform.yield' as terminator")
			}
			if len(t.Operands) != len(results) {
				return verify.OpError(t, "expected terminator to have as many operands as the parent op has results")
			}
			for j, v := range t.Operands {
				if v.Type() != results[j] {
					return verify.OpError(t, "the type of the terminator operand #%d must match the type of the corresponding parent op result ('%s' vs '%s')",
						j, verify.TypeString(v.Type()), verify.TypeString(results[j]))
				}
			}
		}
		if sel, ok := o.Attr("selected_region_attr").(*ir.IntegerAttr); ok {
			if n := sel.Int64(); n < 0 || n >= int64(len(o.Op().Regions)) {
				return o.Errorf("'selected_region' attribute specifies region at index %d while op has only %d regions", n, len(o.Op().Regions))
			}
		}
		return nil
	}

	// smt::ConstrainParamsOp::verify: one block argument per operand, and
	// only smt ops in the body.
	h.Verifier("transform.smt.constrain_params").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		nargs := 0
		if b != nil {
			nargs = len(b.Args)
		}
		if len(o.Op().Operands) != nargs {
			return o.Errorf("must have the same number of block arguments as operands")
		}
		if b != nil {
			for _, op := range b.Ops {
				if !strings.HasPrefix(op.Name, "smt.") {
					return o.Errorf("ops contained in region should belong to SMT-dialect")
				}
			}
		}
		return nil
	}

	// NamedSequenceOp::verify (verifyNamedSequenceOp, emitWarnings): its
	// errors carry no op name (emitSilenceableFailure).
	h.Verifier("transform.named_sequence").Op = func(o dialect.Checker) *diag.Diagnostic {
		return verifyNamedSequence(o, true, 0)
	}

	// WithPDLPatternsOp::verify (the PDL extension): its body holds
	// pdl.pattern ops and exactly one op with
	// PossibleTopLevelTransformOpTrait, and it is not nested in another.
	h.Verifier("transform.with_pdl_patterns").Op = func(o dialect.Checker) *diag.Diagnostic {
		var top *ir.Operation
		if b := verify.EntryBlock(o.Op(), 0); b != nil {
			for _, op := range b.Ops {
				if op.Name == "pdl.pattern" {
					continue
				}
				if o.HasTrait(op.Name, "PossibleTopLevelTransformOpTrait") {
					if top != nil {
						d := o.Errorf("expects only one non-pattern op in its body")
						o.Note(d, top.Pos, "first non-pattern op")
						return o.Note(d, op.Pos, "second non-pattern op")
					}
					top = op
					continue
				}
				d := o.Errorf("expects only pattern and top-level transform ops in its body")
				return o.Note(d, op.Pos, "offending op")
			}
		}
		for p := verify.ParentOp(o.Op()); p != nil; p = verify.ParentOp(p) {
			if p.Name == "transform.with_pdl_patterns" {
				d := o.Errorf("cannot be nested")
				return o.Note(d, p.Pos, "parent operation")
			}
		}
		if top == nil {
			return o.Errorf("expects at least one non-pattern op")
		}
		return nil
	}

	// ApplyConversionPatternsOp::verify: one or two regions, pattern
	// descriptors in the first, one type converter builder in the
	// second, which each descriptor accepts (verifyTypeConverter: the
	// descriptors into LLVM want an LLVMTypeConverter).
	h.Verifier("transform.apply_conversion_patterns").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		if n := len(op.Regions); n != 1 && n != 2 {
			return o.Errorf("expected 1 or 2 regions")
		}
		patterns := verify.EntryBlock(op, 0)
		if patterns != nil {
			for _, p := range patterns.Ops {
				if !o.HasTrait(p.Name, "ConversionPatternDescriptorOpInterface") {
					d := o.Errorf("expected pattern children ops to implement ConversionPatternDescriptorOpInterface")
					return o.Note(d, p.Pos, "op without interface")
				}
			}
		}
		if len(op.Regions) != 2 {
			return nil
		}
		b := verify.EntryBlock(op, 1)
		if b == nil {
			// Upstream reads the region's first block all the same.
			return nil
		}
		if len(b.Ops) != 1 {
			return o.Errorf("expected exactly one op in default type converter region")
		}
		tc := b.Ops[0]
		if !o.HasTrait(tc.Name, "TypeConverterBuilderOpInterface") {
			d := o.Errorf("expected default converter child op to implement TypeConverterBuilderOpInterface")
			return o.Note(d, tc.Pos, "op without interface")
		}
		if patterns == nil {
			return nil
		}
		converter := "TypeConverter"
		if tc.Name == "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter" {
			converter = "LLVMTypeConverter"
		}
		for _, p := range patterns.Ops {
			if wantsLLVMConverter[p.Name] && converter != "LLVMTypeConverter" {
				return verify.OpError(p, "expected LLVMTypeConverter")
			}
		}
		return nil
	}

	// ApplyToLLVMConversionPatternsOp::verify: the dialect is loaded
	// (shared.LoadedDialects) and implements ConvertToLLVMPatternInterface
	// (once loaded: the extensions registering it apply when it loads).
	// Verified op by op, a dialect not surely loaded fails: the chunk is
	// then verified whole.
	h.Verifier("transform.apply_conversion_patterns.dialect_to_llvm").Op = func(o dialect.Checker) *diag.Diagnostic {
		name, ok := o.Attr("dialect_name").(*ir.StringAttr)
		if !ok {
			return nil
		}
		d := name.Value
		implements, registered := toLLVMDialects[d]
		loaded, sure := shared.LoadedDialects(o.Op(), o.Context()).Has(d)
		if !registered || !loaded {
			if !sure && registered && !implements {
				// Either answer fails.
				return o.Errorf("dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: %s", d)
			}
			return o.Errorf("unknown dialect or dialect not loaded: %s", d)
		}
		if !implements {
			return o.Errorf("dialect does not implement ConvertToLLVMPatternInterface or extension was not loaded: %s", d)
		}
		return nil
	}

	// PadTilingInterfaceOp::verify checks nothing in LLVM 22 (its body
	// is `return success()`: mlir-opt 22's libMLIR.so compiles it to
	// `mov $1, %al; ret`): negative padding sizes, padding values of any
	// attribute, more size operands than dynamic sizes are accepted (see
	// corpus/verify/transform.mlir). Its checks are ODS's.
	h.Verifier("transform.structured.pad_tiling_interface").Op = func(dialect.Checker) *diag.Diagnostic { return nil }

	// PadOp::verify (Linalg's transform ops): nofold_flags are 0 or 1,
	// padding_dimensions are not negative, as many multiples as padding
	// dimensions, each transpose_paddings entry a permutation, and a
	// known copy_back_op.
	h.Verifier("transform.structured.pad").Op = func(o dialect.Checker) *diag.Diagnostic {
		if a, ok := o.Attr("nofold_flags").(*ir.ArrayAttr); ok {
			for _, e := range a.Elems {
				if v, ok := e.(*ir.IntegerAttr); ok && v.Int64() != 0 && v.Int64() != 1 {
					return o.Errorf("expects nofold_flags to contain booleans (0/1), found %s", verify.AttrString(a))
				}
			}
		}
		dims, _ := o.Attr("padding_dimensions").(*ir.ArrayAttr)
		ndims := 0
		if dims != nil {
			ndims = len(dims.Elems)
			for _, e := range dims.Elems {
				if v, ok := e.(*ir.IntegerAttr); ok && v.Int64() < 0 {
					return o.Errorf("expects padding_dimensions to contain positive integers, found %s", verify.AttrString(dims))
				}
			}
		}
		if m, ok := o.Attr("static_pad_to_multiple_of").(*ir.DenseArrayAttr); ok && len(m.Values) != 0 && len(m.Values) != ndims {
			return o.Errorf("expects as many multiples as padding_dimensions")
		}
		if t, ok := o.Attr("transpose_paddings").(*ir.ArrayAttr); ok {
			for _, e := range t.Elems {
				perm, ok := e.(*ir.ArrayAttr)
				if !ok {
					continue
				}
				seen := make([]bool, len(perm.Elems))
				for _, x := range perm.Elems {
					v, ok := x.(*ir.IntegerAttr)
					if !ok || v.Int64() < 0 || v.Int64() >= int64(len(seen)) || seen[v.Int64()] {
						return o.Errorf("expects transpose_paddings to be a permutation, found %s", verify.AttrString(e))
					}
					seen[v.Int64()] = true
				}
			}
		}
		copyBack := "bufferization.materialize_in_destination"
		if c, ok := o.Attr("copy_back_op").(*ir.StringAttr); ok {
			copyBack = c.Value
		}
		switch copyBack {
		case "bufferization.materialize_in_destination", "linalg.copy", "none":
		default:
			return o.Errorf("invalid copy_back_op")
		}
		return nil
	}

	// TileUsingForOp::verify: a scalable flag per size, and a `loops`
	// result per non-zero size.
	h.Verifier("transform.structured.tile_using_for").Op = func(o dialect.Checker) *diag.Diagnostic {
		sizes := denseLen(o.Attr("static_sizes"))
		if scalable := denseLen(o.Attr("scalable_sizes")); sizes != scalable {
			return o.Errorf("expected same number of sizes (%d) and scalable sizes (%d)", sizes, scalable)
		}
		loops := 0
		if a, ok := o.Attr("static_sizes").(*ir.DenseArrayAttr); ok {
			for i := range a.Values {
				if a.Int(i) != 0 {
					loops++
				}
			}
		}
		if n := len(o.Result("loops")); n != loops {
			return o.Errorf("expected number of loops to tile (%d) to match number of `loops` results (%d)", loops, n)
		}
		return nil
	}

	// VectorizeOp::verify: a scalable flag per vector size.
	h.Verifier("transform.structured.vectorize").Op = func(o dialect.Checker) *diag.Diagnostic {
		sizes := denseLen(o.Attr("static_vector_sizes"))
		if scalable := denseLen(o.Attr("scalable_sizes")); sizes != scalable {
			return o.Errorf("expected same number of vector sizes (%d) and scalable sizes (%d)", sizes, scalable)
		}
		return nil
	}

	// TileUsingForallOp::verify: num_threads or packed_num_threads, not
	// both; tile_sizes or packed_tile_sizes, not both; one of the four.
	h.Verifier("transform.structured.tile_using_forall").Op = func(o dialect.Checker) *diag.Diagnostic {
		spec := func(static, packed string) int {
			n := 0
			if denseLen(o.Attr(static)) != 0 {
				n++
			}
			if len(o.Operand(packed)) != 0 {
				n++
			}
			return n
		}
		threads := spec("static_num_threads", "packed_num_threads")
		if threads > 1 {
			return o.Errorf("num_threads and packed_num_threads are mutually exclusive")
		}
		sizes := spec("static_tile_sizes", "packed_tile_sizes")
		if sizes > 1 {
			return o.Errorf("tile_sizes and packed_tile_sizes are mutually exclusive")
		}
		if threads == 0 && sizes == 0 {
			return o.Errorf("either (packed_)num_threads or (packed_)tile_sizes must be specified")
		}
		return nil
	}

	// FuseOp::verify: the interchange no longer than the tile sizes, its
	// static values a partial permutation of them, and a loop result per
	// non-zero size (one with use_forall).
	h.Verifier("transform.structured.fuse").Op = func(o dialect.Checker) *diag.Diagnostic {
		rank := denseLen(o.Attr("static_tile_sizes"))
		perm, _ := o.Attr("static_tile_interchange").(*ir.DenseArrayAttr)
		if perm != nil && len(perm.Values) > rank {
			// The interchange printed is its operands (getTileInterchange).
			vals := o.Operand("tile_interchange")
			parts := make([]string, len(vals))
			for i, v := range vals {
				parts[i] = valueText(v)
			}
			return o.Errorf("interchange length exceeds iteration space dimensions (%d), found %s", rank, strings.Join(parts, ", "))
		}
		if perm != nil {
			seen := make([]bool, rank)
			for i := range perm.Values {
				v := perm.Int(i)
				if v == ir.DynamicSize {
					continue
				}
				if v < 0 || v >= int64(rank) {
					return o.Errorf("expects interchange values to be in range [0, %d), found: %d", rank, v)
				}
				if seen[v] {
					return o.Errorf("found duplicate interchange value: %d", v)
				}
				seen[v] = true
			}
		}
		loops := 1
		if o.Attr("use_forall") == nil {
			loops = 0
			if a, ok := o.Attr("static_tile_sizes").(*ir.DenseArrayAttr); ok {
				for i := range a.Values {
					if a.Int(i) != 0 {
						loops++
					}
				}
			}
		}
		if loops != len(o.Op().Results)-1 {
			return o.Errorf("expects %d loop results", loops)
		}
		return nil
	}

	// SplitOp::verify: a static chunk size (not ShapedType::kDynamic) or
	// a dynamic one, not both.
	h.Verifier("transform.structured.split").Op = func(o dialect.Checker) *diag.Diagnostic {
		static, ok := o.Attr("static_chunk_sizes").(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		if (static.Int64() != ir.DynamicSize) != (len(o.Operand("dynamic_chunk_sizes")) == 0) {
			return o.Errorf("expects either a dynamic or a static split point to be provided")
		}
		return nil
	}

	// BufferizeToAllocationOp::verify: a known memcpy op and alloc op.
	h.Verifier("transform.structured.bufferize_to_allocation").Op = func(o dialect.Checker) *diag.Diagnostic {
		memcpy, alloc := "bufferization.materialize_in_destination", "memref.alloc"
		if a, ok := o.Attr("memcpy_op").(*ir.StringAttr); ok {
			memcpy = a.Value
		}
		if a, ok := o.Attr("alloc_op").(*ir.StringAttr); ok {
			alloc = a.Value
		}
		switch memcpy {
		case "bufferization.materialize_in_destination", "memref.copy", "linalg.copy":
		default:
			return o.Errorf("unsupported memcpy op")
		}
		if alloc != "memref.alloc" && alloc != "memref.alloca" {
			return o.Errorf("unsupported alloc op")
		}
		return nil
	}

	// MultiTileSizesOp::verify: the three results of one type.
	h.Verifier("transform.structured.multitile_sizes").Op = func(o dialect.Checker) *diag.Diagnostic {
		low, high, split := o.Result("low_size"), o.Result("high_size"), o.Result("split_point")
		if len(low) != 1 || len(high) != 1 || len(split) != 1 {
			return nil
		}
		if low[0].Type() != high[0].Type() || low[0].Type() != split[0].Type() {
			return o.Errorf("expects all results type to be the same")
		}
		return nil
	}

	// ReplaceOp::verify: one block holding one op, without operands, and
	// isolated from above when it has regions (errors at that op).
	h.Verifier("transform.structured.replace").Op = func(o dialect.Checker) *diag.Diagnostic {
		op := o.Op()
		// Unreachable: SizedRegion<1> has checked the block.
		if len(op.Regions) == 0 || len(op.Regions[0].Blocks) != 1 {
			return o.Errorf("expected one block")
		}
		b := op.Regions[0].Blocks[0]
		if len(b.Ops) != 1 {
			return o.Errorf("expected one operation in block")
		}
		r := b.Ops[0]
		if len(r.Operands) > 0 {
			return verify.OpError(r, "expected replacement without operands")
		}
		if len(r.Regions) > 0 && !o.HasTrait(r.Name, "IsolatedFromAbove") {
			return verify.OpError(r, "expect op that is isolated from above")
		}
		return nil
	}

	// SimplifyBoundedAffineOpsOp::verify (the affine extension): a lower
	// and an upper bound per bounded value.
	h.Verifier("transform.affine.simplify_bounded_affine_ops").Op = func(o dialect.Checker) *diag.Diagnostic {
		n := len(o.Operand("bounded_values"))
		if l := denseLen(o.Attr("lower_bounds")); l != n {
			return o.Errorf("incorrect number of lower bounds, expected %d but found %d", n, l)
		}
		if u := denseLen(o.Attr("upper_bounds")); u != n {
			return o.Errorf("incorrect number of upper bounds, expected %d but found %d", n, u)
		}
		return nil
	}

	// OneShotBufferizeOp::verify (the bufferization extension): a known
	// memcpy op; print_conflicts and dump_alias_sets only with
	// test_analysis_only.
	h.Verifier("transform.bufferization.one_shot_bufferize").Op = func(o dialect.Checker) *diag.Diagnostic {
		memcpy := "memref.copy"
		if a, ok := o.Attr("memcpy_op").(*ir.StringAttr); ok {
			memcpy = a.Value
		}
		if memcpy != "memref.copy" && memcpy != "linalg.copy" {
			return o.Errorf("unsupported memcpy op")
		}
		test := isTrue(o.Attr("test_analysis_only"))
		if isTrue(o.Attr("print_conflicts")) && !test {
			return o.Errorf("'print_conflicts' requires 'test_analysis_only'")
		}
		if isTrue(o.Attr("dump_alias_sets")) && !test {
			return o.Errorf("'dump_alias_sets' requires 'test_analysis_only'")
		}
		return nil
	}

	// MapForallToBlocks::verify (the GPU extension): grid_dims empty or
	// of three sizes.
	h.Verifier("transform.gpu.map_forall_to_blocks").Op = func(o dialect.Checker) *diag.Diagnostic {
		if n := denseLen(o.Attr("grid_dims")); n != 0 && n != 3 {
			return o.Errorf("transform requires empty or size-3 grid_dims")
		}
		return nil
	}

	// HoistPadOp::verify and HoistPadBuildPackingLoopNestOp::verify:
	// transpose is a permutation.
	hoistTranspose := func(o dialect.Checker) *diag.Diagnostic {
		a, ok := o.Attr("transpose").(*ir.DenseArrayAttr)
		if !ok {
			return nil
		}
		if vals, perm := permutation(a); !perm {
			return o.Errorf("expects transpose to be a permutation, found %s", strings.Join(vals, ", "))
		}
		return nil
	}
	h.Verifier("transform.structured.hoist_pad").Op = hoistTranspose
	h.Verifier("transform.structured.hoist_pad.build_packing_loop_nest").Op = hoistTranspose

	// PackTransposeOp::verify: inner_perm and outer_perm permutations,
	// one of them given.
	h.Verifier("transform.structured.pack_transpose").Op = func(o dialect.Checker) *diag.Diagnostic {
		inner, _ := o.Attr("inner_perm").(*ir.DenseArrayAttr)
		outer, _ := o.Attr("outer_perm").(*ir.DenseArrayAttr)
		if inner != nil {
			if _, ok := permutation(inner); !ok {
				return o.Errorf("\"inner_perm\" is not a valid permutation")
			}
		}
		if outer != nil {
			if _, ok := permutation(outer); !ok {
				return o.Errorf("\"outer_perm\" is not a valid permutation")
			}
		}
		// The attribute names print as strings (StringAttr), quoted.
		if (inner == nil || len(inner.Values) == 0) && (outer == nil || len(outer.Values) == 0) {
			return o.Errorf(" at least one of \"inner_perm\" or \"outer_perm\" must be specified")
		}
		return nil
	}

	// PackGreedilyOp::verify: matmul_inner_dims_order a permutation; a
	// packed size and its padded_sizes_next_multiple_of not both nonzero
	// (a dynamic packed size counts as nonzero).
	h.Verifier("transform.structured.pack_greedily").Op = func(o dialect.Checker) *diag.Diagnostic {
		if order, ok := o.Attr("matmul_inner_dims_order").(*ir.DenseArrayAttr); ok {
			if _, ok := permutation(order); !ok {
				return o.Errorf("\"matmul_inner_dims_order\" is not a valid permutation")
			}
		}
		next, _ := o.Attr("matmul_padded_sizes_next_multiple_of").(*ir.DenseArrayAttr)
		sizes, _ := o.Attr("static_matmul_packed_sizes").(*ir.DenseArrayAttr)
		if next == nil || len(next.Values) == 0 || sizes == nil {
			return nil
		}
		for i := range next.Values {
			if i >= len(sizes.Values) {
				break // zip_equal: upstream asserts
			}
			if next.Int(i) != 0 && sizes.Int(i) != 0 {
				return o.Errorf("at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy")
			}
		}
		return nil
	}

	// CastAndCallOp::verify (the func extension): type converter builders
	// in its region, and a function handle or a name, not both.
	h.Verifier("transform.func.cast_and_call").Op = func(o dialect.Checker) *diag.Diagnostic {
		if b := verify.EntryBlock(o.Op(), 0); b != nil {
			for _, op := range b.Ops {
				if !o.HasTrait(op.Name, "TypeConverterBuilderOpInterface") {
					d := o.Errorf("expected children ops to implement TypeConverterBuilderOpInterface")
					return o.Note(d, op.Pos, "op without interface")
				}
			}
		}
		fn := len(o.Operand("function")) != 0
		name := o.Attr("function_name") != nil
		if !fn && !name {
			return o.Errorf("expected a function handle or name to call")
		}
		if fn && name {
			return o.Errorf("function handle and name are mutually exclusive")
		}
		return nil
	}

	// MatchStructuredOp::verify (Linalg's match ops): one body argument,
	// an op handle, and nested ops (but the terminator) implementing
	// MatchOpInterface.
	h.Verifier("transform.match.structured").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		if b == nil {
			return nil
		}
		if len(b.Args) != 1 {
			return o.Errorf("expected one body argument")
		}
		if transformKind(b.Args[0].Type()) != 'o' {
			return o.Errorf("expected body argument to implement TransformHandleTypeInterface")
		}
		for i, nested := range b.Ops {
			if i == len(b.Ops)-1 {
				break
			}
			if !o.HasTrait(nested.Name, "MatchOpInterface") {
				d := o.Errorf("expects nested operations to implement MatchOpInterface")
				return o.Note(d, nested.Pos, "offending operation")
			}
		}
		return nil
	}

	// MatchStructuredBodyOp::verify: one condition at most, a contraction
	// of two op names.
	h.Verifier("transform.match.structured.body").Op = func(o dialect.Checker) *diag.Diagnostic {
		n := 0
		for _, a := range []string{"reduction_position", "passthrough", "elementwise", "contraction"} {
			if o.Attr(a) != nil {
				n++
			}
		}
		if n > 1 {
			return o.Errorf("only one of {\"reduction_position\", \"passthrough\", \"elementwise\", \"contraction\"} is allowed")
		}
		if c, ok := o.Attr("contraction").(*ir.ArrayAttr); ok && len(c.Elems) != 2 {
			return o.Errorf("expects \"contraction\" to contain two elements")
		}
		return nil
	}

	// MatchStructuredDimOp::verify: not both parallel and reduction, then
	// the dimension list (verifyStructuredTransformDimsOp).
	dims := matchDims("raw_dim_list")
	h.Verifier("transform.match.structured.dim").Op = func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("parallel") != nil && o.Attr("reduction") != nil {
			return o.Errorf("cannot request the same dimension to be both parallel and reduction")
		}
		return dims(o)
	}

	// MatchStructuredInputOp::verify and MatchStructuredInitOp::verify
	// (verifyStructuredOperandOp, then the position list).
	positions := matchDims("raw_position_list")
	operandOp := func(o dialect.Checker) *diag.Diagnostic {
		if o.Attr("permutation") != nil && o.Attr("projected_permutation") != nil {
			return o.Errorf("\"permutation\" and \"projected_permutation\" are mutually exclusive")
		}
		if denseLen(o.Attr("raw_position_list")) > 1 && len(o.Result("result")) != 0 {
			return o.Errorf("cannot bind multiple inputs/inits to the same value")
		}
		return positions(o)
	}
	h.Verifier("transform.match.structured.input").Op = operandOp
	h.Verifier("transform.match.structured.init").Op = operandOp

	// MatchStructuredResultOp::verify: any or single exactly when the
	// result is an op handle, not both.
	h.Verifier("transform.match.structured.result").Op = func(o dialect.Checker) *diag.Diagnostic {
		anyKw, single := o.Attr("any") != nil, o.Attr("single") != nil
		res := o.Result("result")
		if len(res) != 1 {
			return nil
		}
		if (anyKw || single) != (transformKind(res[0].Type()) == 'o') {
			return o.Errorf("expects either the any/single keyword or the type value handle result type")
		}
		if anyKw && single {
			return o.Errorf("'any' and 'single' are mutually exclusive")
		}
		return nil
	}

	// ContinuousTileSizesOp::verify: both results of one type.
	h.Verifier("transform.structured.continuous_tile_sizes").Op = func(o dialect.Checker) *diag.Diagnostic {
		sizes, chunks := o.Result("tile_sizes"), o.Result("chunk_sizes")
		if len(sizes) == 1 && len(chunks) == 1 && sizes[0].Type() != chunks[0].Type() {
			return o.Errorf("expects all results type to be the same")
		}
		return nil
	}

	// IRDLCollectMatchingOp::verify: the body is one irdl.dialect with
	// exactly one irdl.operation and no irdl.type or irdl.attribute.
	h.Verifier("transform.irdl.collect_matching").Op = func(o dialect.Checker) *diag.Diagnostic {
		b := verify.EntryBlock(o.Op(), 0)
		if b == nil {
			return nil
		}
		if len(b.Ops) != 1 {
			return o.Errorf("expects a single operation in the body")
		}
		d := b.Ops[0]
		if d.Name != "irdl.dialect" {
			return o.Errorf("expects the body operation to be irdl.dialect")
		}
		count := map[string]int{}
		if db := verify.EntryBlock(d, 0); db != nil {
			for _, op := range db.Ops {
				count[op.Name]++
			}
		}
		if count["irdl.operation"] != 1 {
			return o.Errorf("expects IRDL to contain exactly one operation")
		}
		if count["irdl.type"] != 0 || count["irdl.attribute"] != 0 {
			return o.Errorf("IRDL types and attributes are not yet supported")
		}
		return nil
	}

	// InterchangeOp::verify (Linalg's transform ops): iterator_interchange
	// is a permutation of 0..n-1.
	h.Verifier("transform.structured.interchange").Op = func(o dialect.Checker) *diag.Diagnostic {
		a, ok := o.Attr("iterator_interchange").(*ir.DenseArrayAttr)
		if !ok {
			return nil
		}
		n := len(a.Values)
		seen := make([]bool, n)
		vals := make([]string, n)
		perm := true
		for i := range a.Values {
			v := a.Int(i)
			vals[i] = strconv.FormatInt(v, 10)
			if v < 0 || v >= int64(n) || seen[v] {
				perm = false
				continue
			}
			seen[v] = true
		}
		if !perm {
			return o.Errorf("expects iterator_interchange to be a permutation, found %s", strings.Join(vals, ", "))
		}
		return nil
	}
}

// checkI64Payload is checkPayload(loc, {0 : i64}) of the param type t
// (printed): !transform.param<T> wants T to be i64, !transform.type a
// type attribute, !transform.affine_map an affine map; emitted without
// the op's name (emitSilenceableError at the op's location).
func checkI64Payload(o dialect.Checker, t string) *diag.Diagnostic {
	switch {
	case strings.HasPrefix(t, "!transform.param<") && strings.HasSuffix(t, ">"):
		if elem := strings.TrimSuffix(strings.TrimPrefix(t, "!transform.param<"), ">"); elem != "i64" {
			return o.EmitErrorf("expected the type of the parameter attribute ('i64') to match the parameter type ('%s')", elem)
		}
	case t == "!transform.type":
		return o.EmitErrorf("expected type attribute, got 0 : i64")
	case t == "!transform.affine_map":
		return o.EmitErrorf("expected affine map attribute, got 0 : i64")
	}
	return nil
}

// matchDims is verifyTransformMatchDimsOp over the op's list attribute
// list and its is_all and is_inverted flags. Like upstream's llvm::unique,
// only adjacent repeats count as duplicates.
func matchDims(list string) func(o dialect.Checker) *diag.Diagnostic {
	return func(o dialect.Checker) *diag.Diagnostic {
		all := o.Attr("is_all") != nil
		inverted := o.Attr("is_inverted") != nil
		var raw []int64
		if a, ok := o.Attr(list).(*ir.DenseArrayAttr); ok {
			for i := range a.Values {
				raw = append(raw, a.Int(i))
			}
		}
		if all {
			if inverted {
				return o.Errorf("cannot request both 'all' and 'inverted' values in the list")
			}
			if len(raw) != 0 {
				return o.Errorf("cannot both request 'all' and specific values in the list")
			}
		}
		if !all && len(raw) == 0 {
			return o.Errorf("must request specific values in the list if 'all' is not specified")
		}
		for i := 1; i < len(raw); i++ {
			if raw[i] == raw[i-1] {
				return o.Errorf("expected the listed values to be unique")
			}
		}
		return nil
	}
}

// sameTypes is TypeRange equality.
func sameTypes(a, b []ir.Type) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// transformKind tells which of the transform dialect's type interfaces t
// implements in mlir-opt: 'o' TransformHandleTypeInterface (any_op, op<>,
// and !pdl.operation through the PDL extension), 'v'
// TransformValueHandleTypeInterface (any_value), 'p'
// TransformParamTypeInterface (any_param, param<>, type, affine_map), 0
// none.
func transformKind(t ir.Type) byte {
	s := verify.TypeString(t)
	switch {
	case s == "!transform.any_op" || strings.HasPrefix(s, "!transform.op<") || s == "!pdl.operation":
		return 'o'
	case s == "!transform.any_value":
		return 'v'
	case s == "!transform.any_param" || strings.HasPrefix(s, "!transform.param<") || s == "!transform.type" || s == "!transform.affine_map":
		return 'p'
	}
	return 0
}

// sameTransformInterface is upstream's implementSameTransformInterface.
func sameTransformInterface(a, b ir.Type) bool {
	k := transformKind(a)
	return k != 0 && k == transformKind(b)
}

// registered reports whether op's name is registered (For gives a
// Checker only for a registered op).
func registered(o dialect.Checker, op *ir.Operation) bool {
	_, ok := o.For(op)
	return ok
}

// hasDiscardable reports whether op carries the discardable attribute
// name.
func hasDiscardable(op *ir.Operation, name string) bool {
	if op.Attrs == nil {
		return false
	}
	for _, e := range op.Attrs.Entries {
		if e.Name == name {
			return true
		}
	}
	return false
}

// verifyNamedSequence is verifyNamedSequenceOp; warnings are emitted
// (before the result) when emitWarnings is set. depth bounds the
// recursion through transform.include's effects.
func verifyNamedSequence(o dialect.Checker, emitWarnings bool, depth int) *diag.Diagnostic {
	op := o.Op()
	if verify.ParentOp(op) == nil {
		// In the implicit top-level module, which has no attributes;
		// mlir-opt attaches its note at an unknown location, which
		// gomlir has no place for.
		return o.EmitErrorf("expects the parent symbol table to have the 'transform.with_named_sequence' attribute")
	}
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if !o.HasTrait(p.Name, "SymbolTable") {
			continue
		}
		if !hasDiscardable(p, "transform.with_named_sequence") {
			d := o.EmitErrorf("expects the parent symbol table to have the 'transform.with_named_sequence' attribute")
			return o.Note(d, p.Pos, "symbol table operation")
		}
		break
	}
	for p := verify.ParentOp(op); p != nil; p = verify.ParentOp(p) {
		if o.HasTrait(p.Name, "TransformOpInterface") {
			d := o.EmitErrorf("cannot be defined inside another transform op")
			return o.Note(d, p.Pos, "ancestor transform op")
		}
	}
	b := verify.EntryBlock(op, 0)
	if b == nil {
		return consumeAnnotations(o, nil, emitWarnings, depth)
	}
	if len(b.Ops) == 0 {
		return o.EmitErrorf("expected a non-empty body block")
	}
	t := b.Ops[len(b.Ops)-1]
	if t.Name != "transform.yield" {
		d := o.EmitErrorf("expected 'transform.yield' as terminator")
		return o.Note(d, t.Pos, "terminator")
	}
	var results []ir.Type
	if ft, ok := verify.FunctionType(op); ok {
		results = ft.Results
	}
	if len(t.Operands) != len(results) {
		return verify.EmitError(t, "expected terminator to have as many operands as the parent op has results")
	}
	for i, v := range t.Operands {
		if v.Type() != results[i] {
			return verify.EmitError(t, "the type of the terminator operand #%d must match the type of the corresponding parent op result ('%s' vs '%s')",
				i, verify.TypeString(v.Type()), verify.TypeString(results[i]))
		}
	}
	// verifyYieldingSingleBlockOp, which follows, repeats checks passed
	// by now.
	return consumeAnnotations(o, b, emitWarnings, depth)
}

// consumeAnnotations is verifyFunctionLikeConsumeAnnotations (without
// alsoVerifyInternal) of a named sequence whose body is b (nil when it
// is external): no argument both transform.readonly and
// transform.consumed; on a declaration, one of the two on each; in a
// body, an argument the body consumes is not marked readonly, and (a
// warning) one marked consumed is consumed.
func consumeAnnotations(o dialect.Checker, b *ir.Block, emitWarnings bool, depth int) *diag.Diagnostic {
	external := b == nil
	var consumedArgs map[int]bool
	if !external {
		consumedArgs = consumedArguments(o, b, depth)
	}
	var dicts []ir.Attribute
	if a, ok := o.Attr("arg_attrs").(*ir.ArrayAttr); ok {
		dicts = a.Elems
	}
	n := 0
	if ft, ok := verify.FunctionType(o.Op()); ok {
		n = len(ft.Inputs)
	}
	for i := 0; i < n; i++ {
		var consumed, readonly bool
		if i < len(dicts) {
			if d, ok := dicts[i].(*ir.DictionaryAttr); ok {
				for _, e := range d.Entries {
					consumed = consumed || e.Name == "transform.consumed"
					readonly = readonly || e.Name == "transform.readonly"
				}
			}
		}
		if consumed && readonly {
			return o.EmitErrorf("argument #%d cannot be both readonly and consumed", i)
		}
		if external && !consumed && !readonly {
			return o.EmitErrorf("must provide consumed/readonly status for arguments of external or called ops")
		}
		if external {
			continue
		}
		if consumedArgs[i] && !consumed && readonly {
			return o.EmitErrorf("argument #%d is consumed in the body but is not marked as such", i)
		}
		if emitWarnings && !consumedArgs[i] && consumed {
			w := o.EmitErrorf("op argument #%d is not consumed in the body but is marked as consumed", i)
			w.Severity = diag.Warning
			o.Emit(w)
		}
	}
	return nil
}

// wantsLLVMConverter are the conversion pattern descriptors whose
// verifyTypeConverter wants the default type converter to be an
// LLVMTypeConverter.
var wantsLLVMConverter = map[string]bool{
	"transform.apply_conversion_patterns.dialect_to_llvm":                 true,
	"transform.apply_conversion_patterns.func.func_to_llvm":               true,
	"transform.apply_conversion_patterns.gpu.gpu_to_nvvm":                 true,
	"transform.apply_conversion_patterns.gpu.gpu_wmma_to_nvvm":            true,
	"transform.apply_conversion_patterns.gpu.gpu_subgroup_reduce_to_nvvm": true,
	"transform.apply_conversion_patterns.gpu.gpu_to_rocdl":                true,
	"transform.apply_conversion_patterns.nvgpu.nvgpu_to_nvvm":             true,
	"transform.apply_conversion_patterns.vector.vector_to_llvm":           true,
}

// toLLVMDialects are the dialects mlir-opt 22 registers, each with
// whether it implements ConvertToLLVMPatternInterface once loaded (asked
// of it, dialect by dialect, the dialect loaded by a generic op of it in
// the chunk of a transform.apply_conversion_patterns.dialect_to_llvm).
var toLLVMDialects = map[string]bool{
	"amx": true, "arith": true, "cf": true, "complex": true, "func": true, "index": true,
	"math": true, "memref": true, "mpi": true, "nvvm": true, "omp": true, "ptr": true,
	"ub": true, "vector": true, "xevm": true,

	"acc": false, "affine": false, "amdgpu": false, "arm_neon": false, "arm_sme": false,
	"arm_sve": false, "async": false, "bufferization": false, "builtin": false, "dlti": false,
	"emitc": false, "gpu": false, "irdl": false, "linalg": false, "llvm": false,
	"ml_program": false, "nvgpu": false, "pdl": false, "pdl_interp": false, "quant": false,
	"rocdl": false, "scf": false, "shape": false, "shard": false, "smt": false,
	"sparse_tensor": false, "spirv": false, "tensor": false, "test": false, "test_dyn": false,
	"test_irdl_to_cpp": false, "tosa": false, "transform": false, "wasmssa": false,
	"x86vector": false, "xegpu": false,
}

// denseLen is the number of elements of a dense array attribute (0 when
// a is none).
func denseLen(a ir.Attribute) int {
	if d, ok := a.(*ir.DenseArrayAttr); ok && d != nil {
		return len(d.Values)
	}
	return 0
}

// valueText is a value as mlir-opt prints it into a diagnostic: a block
// argument by its type and index, a result by its op (in generic form).
func valueText(v ir.Value) string {
	switch x := v.(type) {
	case *ir.BlockArgument:
		return fmt.Sprintf("<block argument> of type '%s' at index: %d", verify.TypeString(x.Type()), x.Index)
	case *ir.OpResult:
		return verify.OpString(x.Owner)
	}
	return ""
}

// isTrue reports whether a is the BoolAttr true (an i1 integer 1).
func isTrue(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	return ok && i.Int64() != 0
}

// permutation reports whether the dense array a is a permutation of
// 0..n-1, and gives its values as text.
func permutation(a *ir.DenseArrayAttr) ([]string, bool) {
	n := len(a.Values)
	seen := make([]bool, n)
	vals := make([]string, n)
	perm := true
	for i := range a.Values {
		v := a.Int(i)
		vals[i] = strconv.FormatInt(v, 10)
		if v < 0 || v >= int64(n) || seen[v] {
			perm = false
			continue
		}
		seen[v] = true
	}
	return vals, perm
}
