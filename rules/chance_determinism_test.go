package rules

import (
	"testing"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The exact chance to wound is the same every time (it once summed in a
// map's random order).
func TestChanceDistributionIsDeterministic(t *testing.T) {
	g := fuzzGame(t, 3)
	pool := cards.MustPool("2B2R1G")
	first := g.distDiscardHighest(pool, true)
	for i := 0; i < 50; i++ {
		again := g.distDiscardHighest(pool, true)
		for s := range first {
			if again[s] != first[s] {
				t.Fatalf("run %d: P(%d stars) = %v, first %v", i, s, again[s], first[s])
			}
		}
	}
	// Without a discard it matches the plain distribution from the faces.
	plain := g.catalog.Dice.StarDistribution(pool)
	got := g.distDiscardHighest(pool, false)
	for s := range plain {
		if d := plain[s] - got[s]; d > 1e-12 || d < -1e-12 {
			t.Fatalf("P(%d) = %v, want %v", s, got[s], plain[s])
		}
	}
}
