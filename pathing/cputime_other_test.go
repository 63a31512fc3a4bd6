//go:build !unix

package pathing

// processCPU is not measured here; benchmarks then report 0 CPU time.
func processCPU() int64 { return 0 }
