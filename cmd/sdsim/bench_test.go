package main

import (
	"syscall"
	"testing"
	"time"
)

// BenchmarkGamesPerSecond plays b.N games of the balanced party on two
// workers (the machine's cores) and reports games per second of wall time,
// and the process's CPU time (user+system) per game: the machine is
// shared, so wall time alone depends on the others' load.
func BenchmarkGamesPerSecond(b *testing.B) {
	d, err := loadData()
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := parseFlags([]string{"-workers", "2"})
	if err != nil {
		b.Fatal(err)
	}
	cfg.games = b.N
	b.ResetTimer()
	cpu := processCPU()
	s := simulate(cfg, d)
	b.StopTimer()
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N)/1e6, "cpu-ms/game")
	if s.panics+s.violations > 0 {
		b.Fatalf("%d panics, %d violations", s.panics, s.violations)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// processCPU is the process's user+system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkExploreGamesPerSecond is BenchmarkGamesPerSecond for Explore:
// the computer Consul against the hero AI, balanced party of three.
func BenchmarkExploreGamesPerSecond(b *testing.B) {
	d, err := loadData()
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := parseFlags([]string{"-workers", "2", "-mode", "explore"})
	if err != nil {
		b.Fatal(err)
	}
	cfg.games = b.N
	b.ResetTimer()
	cpu := processCPU()
	s := simulate(cfg, d)
	b.StopTimer()
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N)/1e6, "cpu-ms/game")
	if s.panics+s.violations > 0 {
		b.Fatalf("%d panics, %d violations", s.panics, s.violations)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
