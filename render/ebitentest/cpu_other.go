//go:build !linux

package ebitentest

import "time"

// threadCPU has no per-thread clock to read here; FrameCost.CPU stays 0.
func threadCPU() time.Duration { return 0 }
