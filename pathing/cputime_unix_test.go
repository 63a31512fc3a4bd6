//go:build unix

package pathing

import "syscall"

// processCPU is the CPU time this process has used so far (user and
// system, all threads), in nanoseconds: on a machine shared with other
// work it grows only while this process runs, unlike the wall clock.
func processCPU() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
