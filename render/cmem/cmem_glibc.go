//go:build linux && cgo

package cmem

/*
#include <malloc.h>

// tune keeps blocks from 256 KiB up out of glibc's heap: they are mapped
// on their own and unmapped when freed. Setting the threshold also stops
// glibc from raising it after a large free.
static void tune(void) {
	mallopt(M_MMAP_THRESHOLD, 256 * 1024);
}
*/
import "C"

// Tune sets the allocator's large-block threshold; call it once, early.
func Tune() { C.tune() }

// Trim returns the free memory glibc's heaps hold to the system.
func Trim() { C.malloc_trim(0) }
