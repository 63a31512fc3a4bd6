package pathing

import (
	"math/rand/v2"
	"testing"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// arcadeMap builds a real three-tile Arcade dungeon from the tile data with
// a fixed seed: the boards simulated games play on.
func arcadeMap(tb testing.TB, seed uint64) *tiles.Map {
	tb.Helper()
	set, err := tiles.LoadSet()
	if err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 7))
	d, err := set.BuildArcade(r, 3, func() (int, bool) { return 1, false })
	if err != nil {
		tb.Fatal(err)
	}
	return d.Map
}

// BenchmarkLineOfSightFill asks a new Graph whether every pair of squares of
// a three-tile Arcade dungeon sees the other with no models about (the
// memo's first fill, which every simulated game pays on its new board).
// cpu-ms/fill is the process's CPU time per fill, which other work on a
// shared machine disturbs less than the wall clock.
func BenchmarkLineOfSightFill(b *testing.B) {
	m := arcadeMap(b, 1)
	var sq []tiles.Point
	for i := range m.Squares {
		if p := m.PointOf(i); m.IsSquare(p) {
			sq = append(sq, p)
		}
	}
	clear := 0
	cpu0 := processCPU()
	for b.Loop() {
		g := NewGraph(m)
		clear = 0
		for i, a := range sq {
			for _, c := range sq[i+1:] {
				if g.LineOfSight(a, c, nil, false) {
					clear++
				}
			}
		}
	}
	cpu := float64(processCPU() - cpu0)
	b.ReportMetric(cpu/float64(b.N)/1e6, "cpu-ms/fill")
	b.ReportMetric(float64(len(sq)*(len(sq)-1)/2), "pairs")
	b.ReportMetric(float64(clear), "clear")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(sq)*(len(sq)-1)/2), "ns/pair")
}
