//go:build !unix

package main

import "os"

// readOnly returns the contents of the file path and the function that
// releases them.
func readOnly(path string) ([]byte, func(), error) {
	data, err := os.ReadFile(path)
	return data, func() {}, err
}
