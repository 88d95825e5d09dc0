// Only comments: the output is an empty implicit module.

// -----
