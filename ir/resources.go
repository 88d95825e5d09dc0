package ir

// Resources are the file's `{-# ... #-}` metadata: dialect resources (such
// as the builtin dialect's blobs behind dense_resource attributes) and
// external resources (tool configuration), with values kept verbatim.
type Resources struct {
	Dialect  []ResourceGroup
	External []ResourceGroup
}

// ResourceGroup is the resources of one dialect or tool.
type ResourceGroup struct {
	Name    string
	Entries []ResourceEntry
}

// ResourceEntry is one `key: value`; Value is the source text (a quoted
// string, true/false, or a braced body).
type ResourceEntry struct {
	Key   string
	Value string
}
