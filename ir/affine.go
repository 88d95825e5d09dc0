package ir

import "math"

// AffineExpr is an interned affine expression. Build them with the Context's
// Affine* methods, which apply MLIR's construction-time simplifications.
type AffineExpr interface {
	isAffine()
	UID() uint64
}

// AffineKind is the operator of an AffineBinaryExpr.
type AffineKind uint8

const (
	AffineAddKind AffineKind = iota
	AffineMulKind
	AffineModKind
	AffineFloorDivKind
	AffineCeilDivKind
)

// AffineDimExpr is `dN`.
type AffineDimExpr struct {
	uid
	Pos int
}

// AffineSymbolExpr is `sN`.
type AffineSymbolExpr struct {
	uid
	Pos int
}

// AffineConstantExpr is an integer constant.
type AffineConstantExpr struct {
	uid
	Value int64
}

// AffineBinaryExpr is `LHS op RHS`.
type AffineBinaryExpr struct {
	uid
	Kind     AffineKind
	LHS, RHS AffineExpr
}

func (*AffineDimExpr) isAffine()      {}
func (*AffineSymbolExpr) isAffine()   {}
func (*AffineConstantExpr) isAffine() {}
func (*AffineBinaryExpr) isAffine()   {}

// AffineMap is `(d0, ...)[s0, ...] -> (results)`.
type AffineMap struct {
	uid
	NumDims, NumSyms int
	Results          []AffineExpr
}

// IsIdentity reports whether m is `(d0, ..., dn) -> (d0, ..., dn)`.
func (m *AffineMap) IsIdentity() bool {
	if m.NumSyms != 0 || m.NumDims != len(m.Results) {
		return false
	}
	for i, r := range m.Results {
		if d, ok := r.(*AffineDimExpr); !ok || d.Pos != i {
			return false
		}
	}
	return true
}

// IntegerSet is `(d0, ...)[s0, ...] : (constraints)`: each constraint is
// `Constraints[i] == 0` when Eq[i], else `Constraints[i] >= 0`.
type IntegerSet struct {
	uid
	NumDims, NumSyms int
	Constraints      []AffineExpr
	Eq               []bool
}

const (
	kDim byte = iota + 1
	kSym
	kConst
	kBin
)

func (c *Context) internExpr(k *key, mk func(id uint64) AffineExpr) AffineExpr {
	defer k.release()
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.exprs[string(k.b)]; ok {
		return e
	}
	e := mk(c.newID())
	c.exprs[string(k.b)] = e
	return e
}

// AffineDim returns `d<pos>`.
func (c *Context) AffineDim(pos int) AffineExpr {
	return c.internExpr(newKey(kDim).int(int64(pos)), func(id uint64) AffineExpr { return &AffineDimExpr{uid{id}, pos} })
}

// AffineSym returns `s<pos>`.
func (c *Context) AffineSym(pos int) AffineExpr {
	return c.internExpr(newKey(kSym).int(int64(pos)), func(id uint64) AffineExpr { return &AffineSymbolExpr{uid{id}, pos} })
}

// AffineConst returns the constant v.
func (c *Context) AffineConst(v int64) AffineExpr {
	return c.internExpr(newKey(kConst).int(v), func(id uint64) AffineExpr { return &AffineConstantExpr{uid{id}, v} })
}

// AffineBinary returns `lhs op rhs` without simplification.
func (c *Context) AffineBinary(kind AffineKind, lhs, rhs AffineExpr) AffineExpr {
	return c.internExpr(newKey(kBin).uint(uint64(kind)).ref(lhs).ref(rhs), func(id uint64) AffineExpr {
		return &AffineBinaryExpr{uid{id}, kind, lhs, rhs}
	})
}

// IsSymbolicOrConstant reports whether e has no dimension.
func IsSymbolicOrConstant(e AffineExpr) bool {
	switch e := e.(type) {
	case *AffineDimExpr:
		return false
	case *AffineBinaryExpr:
		return IsSymbolicOrConstant(e.LHS) && IsSymbolicOrConstant(e.RHS)
	}
	return true
}

// LargestKnownDivisor is the largest integer known to divide e.
func LargestKnownDivisor(e AffineExpr) int64 {
	switch e := e.(type) {
	case *AffineConstantExpr:
		if e.Value < 0 {
			return -e.Value
		}
		return e.Value
	case *AffineBinaryExpr:
		switch e.Kind {
		case AffineMulKind:
			return LargestKnownDivisor(e.LHS) * LargestKnownDivisor(e.RHS)
		case AffineAddKind, AffineModKind:
			return int64(gcd(uint64(LargestKnownDivisor(e.LHS)), uint64(LargestKnownDivisor(e.RHS))))
		default:
			if r, ok := e.RHS.(*AffineConstantExpr); ok && r.Value != 0 {
				l := LargestKnownDivisor(e.LHS)
				if l%r.Value == 0 {
					q := l / r.Value
					if q < 0 {
						q = -q
					}
					return q
				}
			}
			return 1
		}
	}
	return 1
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func asConst(e AffineExpr) (int64, bool) {
	if k, ok := e.(*AffineConstantExpr); ok {
		return k.Value, true
	}
	return 0, false
}

func asBin(e AffineExpr, kind AffineKind) *AffineBinaryExpr {
	if b, ok := e.(*AffineBinaryExpr); ok && b.Kind == kind {
		return b
	}
	return nil
}

// outOfOrder reports two dims (or two symbols) whose positions are reversed:
// MLIR orders such operands of commutative operators by position.
func outOfOrder(lhs, rhs AffineExpr) bool {
	switch l := lhs.(type) {
	case *AffineDimExpr:
		r, ok := rhs.(*AffineDimExpr)
		return ok && l.Pos > r.Pos
	case *AffineSymbolExpr:
		r, ok := rhs.(*AffineSymbolExpr)
		return ok && l.Pos > r.Pos
	}
	return false
}

// AffineAdd returns lhs + rhs, simplified as MLIR does.
func (c *Context) AffineAdd(lhs, rhs AffineExpr) AffineExpr {
	if s := c.simplifyAdd(lhs, rhs); s != nil {
		return s
	}
	return c.AffineBinary(AffineAddKind, lhs, rhs)
}

func (c *Context) simplifyAdd(lhs, rhs AffineExpr) AffineExpr {
	lc, lok := asConst(lhs)
	rc, rok := asConst(rhs)
	if lok && rok {
		s := lc + rc
		if (s > lc) != (rc > 0) {
			return nil // overflow
		}
		return c.AffineConst(s)
	}
	if lok || (IsSymbolicOrConstant(lhs) && !IsSymbolicOrConstant(rhs)) {
		return c.AffineAdd(rhs, lhs)
	}
	if outOfOrder(lhs, rhs) {
		return c.AffineAdd(rhs, lhs)
	}
	if rok && rc == 0 {
		return lhs
	}
	lBin := asBin(lhs, AffineAddKind)
	if lBin != nil && rok {
		if lrc, ok := asConst(lBin.RHS); ok {
			return c.AffineAdd(lBin.LHS, c.AffineConst(lrc+rc))
		}
	}
	// c1 * e + c2 * e -> (c1 + c2) * e
	firstC, first := int64(1), lhs
	if m := asBin(lhs, AffineMulKind); m != nil {
		if k, ok := asConst(m.RHS); ok {
			firstC, first = k, m.LHS
		}
	}
	secondC, second := int64(1), rhs
	rMul := asBin(rhs, AffineMulKind)
	if rMul != nil {
		if k, ok := asConst(rMul.RHS); ok {
			secondC, second = k, rMul.LHS
		}
	}
	if first == second {
		return c.AffineMul(first, c.AffineConst(firstC+secondC))
	}
	if lBin != nil {
		if lrc, ok := asConst(lBin.RHS); ok {
			return c.AffineAdd(c.AffineAdd(lBin.LHS, rhs), c.AffineConst(lrc))
		}
	}
	// e + (e floordiv q) * -q -> e mod q
	if rMul == nil {
		return nil
	}
	lrhs, rrhs := rMul.LHS, rMul.RHS
	if k, ok := asConst(rrhs); ok && k == -1 {
		if m := asBin(lrhs, AffineMulKind); m != nil {
			fd := asBin(m.LHS, AffineFloorDivKind)
			if fd == nil {
				return nil
			}
			if fd.RHS == m.RHS && fd.LHS == lhs {
				return c.AffineMod(lhs, m.RHS)
			}
		}
	}
	fd := asBin(lrhs, AffineFloorDivKind)
	if fd == nil {
		return nil
	}
	q, qok := asConst(fd.RHS)
	k, kok := asConst(rrhs)
	if qok && kok && q > 0 && k == -q && lhs == fd.LHS {
		return c.AffineMod(lhs, fd.RHS)
	}
	return nil
}

// AffineMul returns lhs * rhs, simplified as MLIR does.
func (c *Context) AffineMul(lhs, rhs AffineExpr) AffineExpr {
	if s := c.simplifyMul(lhs, rhs); s != nil {
		return s
	}
	return c.AffineBinary(AffineMulKind, lhs, rhs)
}

func (c *Context) simplifyMul(lhs, rhs AffineExpr) AffineExpr {
	lc, lok := asConst(lhs)
	rc, rok := asConst(rhs)
	if lok && rok {
		p := lc * rc
		if lc != 0 && (p/lc != rc || (lc == -1 && rc == math.MinInt64)) {
			return nil
		}
		return c.AffineConst(p)
	}
	if !IsSymbolicOrConstant(lhs) && !IsSymbolicOrConstant(rhs) {
		return nil
	}
	if !IsSymbolicOrConstant(rhs) || lok {
		return c.AffineMul(rhs, lhs)
	}
	if outOfOrder(lhs, rhs) {
		return c.AffineMul(rhs, lhs)
	}
	if rok {
		if rc == 1 {
			return lhs
		}
		if rc == 0 {
			return rhs
		}
	}
	if lBin := asBin(lhs, AffineMulKind); lBin != nil {
		if lrc, ok := asConst(lBin.RHS); ok {
			if rok {
				return c.AffineMul(lBin.LHS, c.AffineConst(lrc*rc))
			}
			return c.AffineMul(c.AffineMul(lBin.LHS, rhs), lBin.RHS)
		}
	}
	return nil
}

// AffineSub returns lhs - rhs, that is lhs + rhs * -1.
func (c *Context) AffineSub(lhs, rhs AffineExpr) AffineExpr {
	return c.AffineAdd(lhs, c.AffineNeg(rhs))
}

// AffineNeg returns -e, that is e * -1.
func (c *Context) AffineNeg(e AffineExpr) AffineExpr { return c.AffineMul(e, c.AffineConst(-1)) }

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) == (b < 0)) {
		q++
	}
	return q
}

func posMod(a, b int64) int64 {
	m := a % b
	if m < 0 {
		m += b
	}
	return m
}

// AffineFloorDiv returns lhs floordiv rhs, simplified as MLIR does.
func (c *Context) AffineFloorDiv(lhs, rhs AffineExpr) AffineExpr {
	if s := c.simplifyFloorDiv(lhs, rhs); s != nil {
		return s
	}
	return c.AffineBinary(AffineFloorDivKind, lhs, rhs)
}

func (c *Context) simplifyFloorDiv(lhs, rhs AffineExpr) AffineExpr {
	rc, rok := asConst(rhs)
	if !rok || rc == 0 {
		return nil
	}
	if lc, ok := asConst(lhs); ok {
		if lc == math.MinInt64 && rc == -1 {
			return nil
		}
		return c.AffineConst(floorDiv(lc, rc))
	}
	if rc == 1 {
		return lhs
	}
	lBin, _ := lhs.(*AffineBinaryExpr)
	if lBin != nil && lBin.Kind == AffineMulKind {
		if lrc, ok := asConst(lBin.RHS); ok && lrc%rc == 0 {
			return c.AffineMul(lBin.LHS, c.AffineConst(lrc/rc))
		}
	}
	if lBin != nil && lBin.Kind == AffineAddKind && rc > 0 {
		if LargestKnownDivisor(lBin.LHS)%rc == 0 || LargestKnownDivisor(lBin.RHS)%rc == 0 {
			return c.AffineAdd(c.AffineFloorDiv(lBin.LHS, rhs), c.AffineFloorDiv(lBin.RHS, rhs))
		}
	}
	return nil
}

// AffineCeilDiv returns lhs ceildiv rhs, simplified as MLIR does.
func (c *Context) AffineCeilDiv(lhs, rhs AffineExpr) AffineExpr {
	if s := c.simplifyCeilDiv(lhs, rhs); s != nil {
		return s
	}
	return c.AffineBinary(AffineCeilDivKind, lhs, rhs)
}

func (c *Context) simplifyCeilDiv(lhs, rhs AffineExpr) AffineExpr {
	rc, rok := asConst(rhs)
	if !rok || rc == 0 {
		return nil
	}
	if lc, ok := asConst(lhs); ok {
		if lc == math.MinInt64 && rc == -1 {
			return nil
		}
		return c.AffineConst(ceilDiv(lc, rc))
	}
	if rc == 1 {
		return lhs
	}
	if lBin := asBin(lhs, AffineMulKind); lBin != nil {
		if lrc, ok := asConst(lBin.RHS); ok && lrc%rc == 0 {
			return c.AffineMul(lBin.LHS, c.AffineConst(lrc/rc))
		}
	}
	return nil
}

// AffineMod returns lhs mod rhs, simplified as MLIR does.
func (c *Context) AffineMod(lhs, rhs AffineExpr) AffineExpr {
	if s := c.simplifyMod(lhs, rhs); s != nil {
		return s
	}
	return c.AffineBinary(AffineModKind, lhs, rhs)
}

func (c *Context) simplifyMod(lhs, rhs AffineExpr) AffineExpr {
	rc, rok := asConst(rhs)
	if !rok || rc < 1 {
		return nil
	}
	if lc, ok := asConst(lhs); ok {
		return c.AffineConst(posMod(lc, rc))
	}
	if LargestKnownDivisor(lhs)%rc == 0 {
		return c.AffineConst(0)
	}
	if lBin := asBin(lhs, AffineAddKind); lBin != nil {
		if LargestKnownDivisor(lBin.LHS)%rc == 0 {
			return c.AffineMod(lBin.RHS, rhs)
		}
		if LargestKnownDivisor(lBin.RHS)%rc == 0 {
			return c.AffineMod(lBin.LHS, rhs)
		}
	}
	if lBin := asBin(lhs, AffineModKind); lBin != nil {
		if k, ok := asConst(lBin.RHS); ok && k >= 1 && posMod(k, rc) == 0 {
			return c.AffineMod(lBin.LHS, rhs)
		}
	}
	return nil
}

// AffineMapGet returns the map `(d0..)[s0..] -> (results)`.
func (c *Context) AffineMapGet(numDims, numSyms int, results []AffineExpr) *AffineMap {
	k := newKey('m').int(int64(numDims)).int(int64(numSyms)).uint(uint64(len(results)))
	for _, r := range results {
		k.ref(r)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if m, ok := c.maps[string(k.b)]; ok {
		return m
	}
	m := &AffineMap{uid{c.newID()}, numDims, numSyms, clone(results)}
	c.maps[string(k.b)] = m
	return m
}

// IntegerSetGet returns the set `(d0..)[s0..] : (constraints)`.
func (c *Context) IntegerSetGet(numDims, numSyms int, constraints []AffineExpr, eq []bool) *IntegerSet {
	k := newKey('s').int(int64(numDims)).int(int64(numSyms)).uint(uint64(len(constraints)))
	for i, r := range constraints {
		k.ref(r).bool(eq[i])
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sets[string(k.b)]; ok {
		return s
	}
	s := &IntegerSet{uid{c.newID()}, numDims, numSyms, clone(constraints), clone(eq)}
	c.sets[string(k.b)] = s
	return s
}

// EvalAffine evaluates e with dimension pos at dim(pos); false when dim
// has no value for a dimension e uses, e has a symbol, or it divides or
// takes a modulo by a non-positive value (what folding with constants
// leaves unfolded).
func EvalAffine(e AffineExpr, dim func(pos int) (int64, bool)) (int64, bool) {
	switch e := e.(type) {
	case *AffineConstantExpr:
		return e.Value, true
	case *AffineDimExpr:
		return dim(e.Pos)
	case *AffineBinaryExpr:
		a, ok1 := EvalAffine(e.LHS, dim)
		b, ok2 := EvalAffine(e.RHS, dim)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Kind {
		case AffineAddKind:
			return a + b, true
		case AffineMulKind:
			return a * b, true
		}
		if b < 1 {
			return 0, false
		}
		switch e.Kind {
		case AffineModKind:
			return posMod(a, b), true
		case AffineFloorDivKind:
			return floorDiv(a, b), true
		case AffineCeilDivKind:
			return ceilDiv(a, b), true
		}
	}
	return 0, false
}
