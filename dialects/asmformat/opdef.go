package asmformat

import (
	"strings"

	"github.com/gomlir/gomlir/dialects/ods"
)

// Length is how many values an operand, result, region or successor group
// holds.
type Length uint8

const (
	Single             Length = iota // exactly one
	Optional                         // zero or one
	Variadic                         // any number
	VariadicOfVariadic               // any number of variadic sub-groups
)

// argLength is the length of an ods operand, result or successor group.
func argLength(a *ods.Arg) Length {
	switch a.Kind {
	case "optional":
		return Optional
	case "variadic":
		return Variadic
	case "variadicOfVariadic":
		return VariadicOfVariadic
	}
	return Single
}

func regionLength(r *ods.Region) Length {
	if r.Variadic {
		return Variadic
	}
	return Single
}

// hasTrait reports whether op has the trait named name (without parameters).
func hasTrait(op *ods.Op, name string) bool {
	for _, t := range op.Traits {
		if t == name {
			return true
		}
	}
	return false
}

// traitParams returns the parameters of a trait spelled `Name<a,b,...>`,
// split at the first n-1 commas when n > 0 (a transformer expression may
// hold commas), and whether t is such a trait.
func traitParams(t, name string, n int) ([]string, bool) {
	if !strings.HasPrefix(t, name+"<") || !strings.HasSuffix(t, ">") {
		return nil, false
	}
	body := t[len(name)+1 : len(t)-1]
	var parts []string
	if n > 0 {
		parts = strings.SplitN(body, ",", n)
	} else {
		parts = strings.Split(body, ",")
	}
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts, true
}

// implicitTerminator returns the terminator op name of a
// SingleBlockImplicitTerminator<name> trait, or "".
func implicitTerminator(op *ods.Op) string {
	for _, t := range op.Traits {
		if p, ok := traitParams(t, "SingleBlockImplicitTerminator", 1); ok {
			return p[0]
		}
	}
	return ""
}

// isKeyword reports whether s can be written as a bare keyword (ODS's
// canFormatStringAsKeyword): a letter or '_' followed by letters, digits,
// '_', '$' or '.'.
func isKeyword(s string) bool {
	return keywordError(s) == ""
}

func keywordError(s string) string {
	if s == "" || !(isAlpha(s[0]) || s[0] == '_') {
		return "valid keyword starts with a letter or '_'"
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(isAlpha(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
			return "keywords should contain only alphanum, '_', '$', or '.' characters"
		}
	}
	return ""
}

// literalError is why value is not a valid format literal, or "".
func literalError(value string) string {
	if value == "" {
		return "literal can't be empty"
	}
	if len(value) == 1 {
		const bare = "_:,=<>()[]{}?+*"
		if isAlpha(value[0]) || strings.IndexByte(bare, value[0]) >= 0 {
			return ""
		}
		return "single character literal must be a letter or one of '" + bare + "'"
	}
	if value == "->" || value == "..." {
		return ""
	}
	return keywordError(value)
}
