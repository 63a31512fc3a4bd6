package main

import (
	"testing"
)

// BenchmarkGamesPerSecond plays b.N games of the balanced party on two
// workers (the machine's cores) and reports games per second of wall time.
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
	s := simulate(cfg, d)
	b.StopTimer()
	if s.panics+s.violations > 0 {
		b.Fatalf("%d panics, %d violations", s.panics, s.violations)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
