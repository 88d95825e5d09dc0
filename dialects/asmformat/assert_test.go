package asmformat

var _ Syntax = (*Format)(nil)
var _ TypeResolver = (*Format)(nil)
