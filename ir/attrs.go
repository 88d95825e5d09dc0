package ir

// Attribute is an interned attribute: equal attributes are the same value.
type Attribute interface{ isAttribute() }
