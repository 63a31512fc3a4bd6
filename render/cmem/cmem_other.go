//go:build !(linux && cgo)

package cmem

// Tune does nothing here (see the package comment).
func Tune() {}

// Trim does nothing here.
func Trim() {}
