package ir

// Type is an interned type: equal types are the same value, so == compares meaning.
type Type interface{ isType() }
