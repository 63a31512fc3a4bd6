//go:build js

package scene

// writerChild: the browser has no child processes to kill mid-write (its
// writes are tested cut off at every step in storage_kv_test.go).
func writerChild() bool { return false }
