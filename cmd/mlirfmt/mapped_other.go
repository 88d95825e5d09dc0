//go:build !unix

package main

// mapInput maps nothing here: the input is read.
func mapInput(name string) ([]byte, bool) { return nil, false }

// releaser gives nothing back here (nothing is mapped).
type releaser struct{}

func newReleaser([]byte) *releaser { return &releaser{} }

func (*releaser) release(from, to int) {}
