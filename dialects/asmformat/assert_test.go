package asmformat

import "github.com/gomlir/gomlir/dialect"

var _ dialect.Syntax = (*Format)(nil)
var _ TypeResolver = (*Format)(nil)
