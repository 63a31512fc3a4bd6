// Package cmem tunes the C allocator's memory, which the graphics driver
// and the window system use beside Go's heap.
//
// Under Linux with glibc, a texture of a few MiB is malloc'd, and once a
// large block has been freed glibc raises its threshold for handing such
// blocks straight back to the system (up to 32 MiB), so later textures come
// from its heap, whose freed pages it keeps. A day of demo games makes and
// frees textures game after game (boards, sprites, glyphs): the Go heap
// stayed flat while the process grew (issue 22). Tune fixes the threshold,
// so large blocks always go back to the system when freed, and Trim hands
// back the free pages the heap holds. Elsewhere (Windows, macOS, the
// browser, a build without cgo) both do nothing.
package cmem
