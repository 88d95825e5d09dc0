package printer

import (
	"sort"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/dialect"
	"github.com/gomlir/gomlir/ir"
)

// nameState holds the names mlir-opt gives values and blocks (its
// SSANameState): values are `%N`, entry block arguments `%argN`, blocks
// `^bbN` numbered per region; in custom form, ops may suggest names for
// their results (`%c0`, `%cst`), uniqued with `_N` suffixes.
type nameState struct {
	// ids numbers values: an op's first result (the head of its first
	// result group) or a block argument. A negative id marks a value
	// printed by name instead: -1-id indexes names, which lists the names
	// given (nil when values are not named: in generic form). One table
	// with a slice costs a third of two maps keyed by value on a function
	// of a million named constants.
	ids      map[ir.Value]int
	argEntry map[*ir.BlockArgument]bool
	names    []string
	// groups are the first result numbers of an op's result groups when an
	// op has more than one (names given to results past the first).
	groups   map[*ir.Operation][]int
	blockIDs map[*ir.Block]int
	// blockNames, in preserve style, holds each block's label.
	blockNames map[*ir.Block]string

	dialects dialect.Registry
	// used is the set of names in scope: a count per name, and per open
	// scope the names it added (indexes of names).
	used   map[string]int
	scopes [][]int32
	// nextValue, nextArg and nextConflict are mlir-opt's counters.
	nextValue, nextArg, nextConflict int
	// naming is the op whose results AsmResultNames is naming, through
	// setResultName; namedGroups the results past the first it named.
	naming        *ir.Operation
	namedGroups   []int
	setResultName func(int, string)
	// sized is the number of values the maps were made for (0: left to
	// grow).
	sized int
	// body is set for the names of a function body a Stream prints op by
	// op: an op's single result has its id in the op (ir.Operation's
	// NameID: the number plus one, or the negative id of a name).
	body bool
}

// numberValues names the values under top as mlir-opt's SSANameState does.
// A region's own values are numbered first, block by block; then the
// regions nested in it are pushed on a stack in op order and popped last
// first. Each popped region starts from the counters saved when it was
// pushed (so sibling regions reuse numbers, and every function starts at
// %0 and %arg0) and sees the names of the regions enclosing it, except
// with unique IDs, where the counters run on, so every value of the module
// has its own number. mlir-opt always uses unique IDs in generic form
// (OpPrintingFlags::shouldPrintUniqueSSAIDs); only custom form asks ops for
// result names (d may be nil: no op suggests names).
func numberValues(top *ir.Operation, unique bool, d dialect.Registry) *nameState {
	return numberValuesReusing(nil, top, unique, d)
}

// numberValuesReusing is numberValues recycling the maps of s, a state no
// longer in use (nil for none): a stream numbers op after op.
func numberValuesReusing(s *nameState, top *ir.Operation, unique bool, d dialect.Registry) *nameState {
	// A large op's maps are made for its values at once, rather than
	// rehashed as they fill; a state that held a large op is not reused
	// (a map does not shrink, and clearing it costs its size).
	n := countValues(top)
	if n < bigNames {
		n = 0
	}
	if s == nil || (s.dialects == nil) != (d == nil) || n > 0 || s.sized > 0 {
		s = &nameState{
			ids:      make(map[ir.Value]int, n),
			argEntry: make(map[*ir.BlockArgument]bool),
			blockIDs: make(map[*ir.Block]int),
			sized:    n,
		}
		if d != nil {
			s.names = make([]string, 0, n)
			s.groups = make(map[*ir.Operation][]int)
			s.used = make(map[string]int, n)
		}
	} else {
		clear(s.ids)
		clear(s.argEntry)
		clear(s.blockIDs)
		clear(s.names)
		s.names = s.names[:0]
		clear(s.groups)
		clear(s.used)
		s.scopes = s.scopes[:0]
		s.nextValue, s.nextArg, s.nextConflict = 0, 0, 0
	}
	s.dialects = d
	s.pushScope()
	var stack []pending
	for _, r := range top.Regions {
		stack = append(stack, pending{region: r, scope: len(s.scopes)})
	}
	s.numberOp(top)
	s.numberStack(stack, unique)
	return s
}

// pending is a region numberValues has still to number, with the
// counters it starts from and the depth of the scope it nests in.
type pending struct {
	region                           *ir.Region
	nextValue, nextArg, nextConflict int
	scope                            int
}

// numberStack numbers the regions of stack, the last first, and the
// regions nested in them, as numberValues does.
func (s *nameState) numberStack(stack []pending, unique bool) {
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !unique {
			s.nextValue, s.nextArg, s.nextConflict = cur.nextValue, cur.nextArg, cur.nextConflict
		}
		for len(s.scopes) > cur.scope {
			s.popScope()
		}
		s.pushScope()
		s.numberRegion(cur.region)
		for _, b := range cur.region.Blocks {
			for _, op := range b.Ops {
				for _, r := range op.Regions {
					stack = append(stack, pending{r, s.nextValue, s.nextArg, s.nextConflict, len(s.scopes)})
				}
			}
		}
	}
}

// bigNames is the number of values under an op from which its names'
// maps are sized for them.
const bigNames = 4096

// countValues counts the values defined under op (each op's first
// result, block arguments), the entries of ids.
func countValues(op *ir.Operation) int {
	n := 0
	if len(op.Results) > 0 {
		n++
	}
	for _, r := range op.Regions {
		for _, b := range r.Blocks {
			n += len(b.Args)
			for _, o := range b.Ops {
				n += countValues(o)
			}
		}
	}
	return n
}

func (s *nameState) pushScope() {
	if s.used != nil {
		s.scopes = append(s.scopes, nil)
	}
}

func (s *nameState) popScope() {
	last := s.scopes[len(s.scopes)-1]
	for _, k := range last {
		n := s.names[k]
		if s.used[n]--; s.used[n] == 0 {
			delete(s.used, n)
		}
	}
	s.scopes = s.scopes[:len(s.scopes)-1]
}

func (s *nameState) numberRegion(r *ir.Region) {
	if namer := s.dialects; namer != nil && s.used != nil && r.Parent != nil && len(r.Blocks) > 0 {
		entry := r.Blocks[0]
		namer.AsmBlockArgumentNames(r.Parent, r, func(a *ir.BlockArgument, name string) {
			if a.Owner == entry {
				if _, done := s.ids[a]; !done {
					s.setName(a, name)
				}
			}
		})
	}
	for bi, b := range r.Blocks {
		s.blockIDs[b] = bi
		for _, a := range b.Args {
			if _, done := s.ids[a]; done {
				continue
			}
			if bi == 0 {
				s.argEntry[a] = true
				if s.used != nil {
					s.setName(a, "arg"+strconv.Itoa(s.nextArg))
				} else {
					s.ids[a] = s.nextArg
				}
				s.nextArg++
			} else {
				s.ids[a] = s.nextValue
				s.nextValue++
			}
		}
		for _, op := range b.Ops {
			s.numberOp(op)
		}
	}
}

// numberOp numbers op's results: one number for the op (its results print
// `%N#i`), unless the op names some of its results.
func (s *nameState) numberOp(op *ir.Operation) {
	if len(op.Results) == 0 {
		return
	}
	if s.dialects != nil {
		if s.setResultName == nil {
			s.setResultName = s.resultName // one closure for all ops
		}
		s.naming, s.namedGroups = op, nil
		s.dialects.AsmResultNames(op, s.setResultName)
		if groups := s.namedGroups; len(groups) > 0 {
			groups = append(groups, 0)
			sort.Ints(groups)
			s.groups[op] = groups
		}
		s.naming, s.namedGroups = nil, nil
	}
	if _, done := s.ids[op.Result(0)]; !done {
		s.ids[op.Result(0)] = s.nextValue
		s.nextValue++
	}
}

// resultName names result i of the op being numbered, as its
// AsmResultNames suggests.
func (s *nameState) resultName(i int, name string) {
	op := s.naming
	if i < 0 || i >= len(op.Results) {
		return
	}
	v := ir.Value(op.Result(i))
	if _, done := s.ids[v]; done {
		return
	}
	s.setName(v, name)
	if i > 0 {
		s.namedGroups = append(s.namedGroups, i)
	}
}

// setNamed makes v print as name.
func (s *nameState) setNamed(v ir.Value, name string) {
	s.ids[v] = -1 - len(s.names)
	s.names = append(s.names, name)
}

// name is the name of the value whose id is id, a negative one.
func (s *nameState) name(id int) string { return s.names[-1-id] }

// setName gives v name, uniqued in the scope; an empty name numbers v.
func (s *nameState) setName(v ir.Value, name string) {
	if name == "" {
		s.ids[v] = s.nextValue
		s.nextValue++
		return
	}
	s.setNamed(v, s.unique(sanitize(name)))
}

func (s *nameState) unique(name string) string {
	if s.used[name] > 0 {
		base := name + "_"
		for {
			probe := base + strconv.Itoa(s.nextConflict)
			s.nextConflict++
			if s.used[probe] == 0 {
				name = probe
				break
			}
		}
	}
	s.used[name]++
	top := len(s.scopes) - 1
	// name is the next one setName adds to names.
	s.scopes[top] = append(s.scopes[top], int32(len(s.names)))
	return name
}

// sanitize makes name a valid suffix-id as mlir-opt's sanitizeIdentifier
// does: a space becomes `_`, another invalid character its hex code, and
// a name starting with a digit (which could collide with the numbers) or an
// invalid character gets a `_` prefix.
func sanitize(name string) string {
	valid := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '$' || c == '.' || c == '_' || c == '-'
	}
	prefix := name[0] >= '0' && name[0] <= '9' || !valid(name[0]) && name[0] != ' '
	clean := !prefix
	for i := 0; clean && i < len(name); i++ {
		clean = valid(name[i])
	}
	if clean {
		return name
	}
	var b strings.Builder
	if prefix {
		b.WriteByte('_')
	}
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case valid(c):
			b.WriteByte(c)
		case c == ' ':
			b.WriteByte('_')
		default:
			b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(c), 16)))
		}
	}
	return b.String()
}

// resultGroup returns the value naming r and the number of r within its
// result group, or -1 when r is alone in its group.
func (s *nameState) resultGroup(r *ir.OpResult) (head ir.Value, no int) {
	op := r.Owner
	if len(op.Results) == 1 {
		return r, -1
	}
	groups := s.groups[op]
	if groups == nil {
		return op.Result(0), r.Index
	}
	i := sort.SearchInts(groups, r.Index+1) - 1
	start, end := groups[i], len(op.Results)
	if i+1 < len(groups) {
		end = groups[i+1]
	}
	if end-start == 1 {
		return op.Result(start), -1
	}
	return op.Result(start), r.Index - start
}
