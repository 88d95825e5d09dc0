package shared

import "github.com/gomlir/gomlir/dialect"

// TypeDataError is err, the error of a dialect's TypeFunc built on
// TypeScanner, as the *dialect.DataError the lowerer places in the type's
// text (mlir-opt reports a type's parse error where in it it occurs, not
// at the type's start); other errors are returned as they are.
func TypeDataError(err error) error {
	if e, ok := err.(*TypeScanError); ok {
		return &dialect.DataError{Offset: e.Off, Msg: e.Msg}
	}
	return err
}
