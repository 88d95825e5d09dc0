package verify

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/gomlir/gomlir/ir"
)

// The tests ODS's scalable-vector constraints make (arm_sve's
// "trailing scalable vector of ... with dim -1 having a size of {16, 8,
// 4, 2, 1}"), as the verifier reads them (normalized): the last
// dimension scalable, no other dimension scalable, the size of a
// dimension counted from the end among a list.
var (
	reScalableBack     = regexp.MustCompile(`^(.*)\.getScalableDims\(\)\.back\(\)$`)
	reScalableDropBack = regexp.MustCompile(`^is_contained\((.*)\.getScalableDims\(\)\.drop_back\(\),true\)$`)
	reDimSizeIn        = regexp.MustCompile(`^is_contained\(ArrayRef<int64_t>\(\{([-\d,]*)\}\),(.*)\.getDimSize\((.*)\.getRank\(\)\+(-?\d+)\)\)$`)
)

// compileVectorDims compiles such a test, or returns nil when s is none.
// A value that is not a vector (or, for the size, not a ranked shaped
// type) or lacks the dimension is unknown: ODS tests its kind and rank
// first.
func compileVectorDims(s string) predFn {
	if m := reScalableBack.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[1])
		return func(e *env) tri {
			v, ok := subj(e)
			vt, isVec := v.(*ir.VectorType)
			if !ok || !isVec || len(vt.Shape) == 0 {
				return unknown
			}
			return triOf(scalableDim(vt, len(vt.Shape)-1))
		}
	}
	if m := reScalableDropBack.FindStringSubmatch(s); m != nil {
		subj := compileSubject(m[1])
		return func(e *env) tri {
			v, ok := subj(e)
			vt, isVec := v.(*ir.VectorType)
			if !ok || !isVec || len(vt.Shape) == 0 {
				return unknown
			}
			for i := 0; i < len(vt.Shape)-1; i++ {
				if scalableDim(vt, i) {
					return yes
				}
			}
			return no
		}
	}
	if m := reDimSizeIn.FindStringSubmatch(s); m != nil {
		var sizes []int64
		for _, f := range strings.Split(m[1], ",") {
			n, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				return nil
			}
			sizes = append(sizes, n)
		}
		subj, rankOf := compileSubject(m[2]), compileSubject(m[3])
		off, err := strconv.Atoi(m[4])
		if err != nil {
			return nil
		}
		return func(e *env) tri {
			v, ok := subj(e)
			r, ok2 := rankOf(e)
			st, isShaped := v.(ir.ShapedType)
			rt, isShaped2 := r.(ir.ShapedType)
			if !ok || !ok2 || !isShaped || !isShaped2 {
				return unknown
			}
			dims, ranked := st.Dims()
			rdims, ranked2 := rt.Dims()
			i := len(rdims) + off
			if !ranked || !ranked2 || i < 0 || i >= len(dims) {
				return unknown
			}
			for _, n := range sizes {
				if dims[i] == n {
					return yes
				}
			}
			return no
		}
	}
	return nil
}

// scalableDim reports whether dimension i of vt is scalable.
func scalableDim(vt *ir.VectorType, i int) bool { return i < len(vt.Scalable) && vt.Scalable[i] }
