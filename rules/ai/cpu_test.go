package ai

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the process's user+system CPU time. The machine is shared,
// so benchmarks report CPU time per operation besides wall time: with
// -cpu 1 it is the work one decision costs, whatever the load.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU adds a cpu-ns/op metric measured from start.
func reportCPU(b *testing.B, start time.Duration) {
	if b.N > 0 {
		b.ReportMetric(float64(processCPU()-start)/float64(b.N), "cpu-ns/op")
	}
}
