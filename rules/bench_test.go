package rules

import (
	"testing"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// One full Hero activation: upkeep, a move, two attacks, end.
func BenchmarkHeroActivation(b *testing.B) {
	base := fuzzGame(b, 1)
	cmds := []Command{
		StartActivation{Hero: 0},
		Move{Path: path(pt(1, 1))},
		Attack{Attr: cards.STR, Target: 4},
		Attack{Attr: cards.STR, Target: 5},
		EndActivation{},
	}
	b.ResetTimer()
	for b.Loop() {
		g := base.Clone()
		for _, c := range cmds {
			_, _ = g.Apply(c)
		}
	}
}

func BenchmarkLegalTargets(b *testing.B) {
	g := fuzzGame(b, 1)
	if _, err := g.Apply(StartActivation{Hero: 2}); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		_ = g.LegalTargets(2, "Magic Attack")
	}
}

func BenchmarkReachableSquares(b *testing.B) {
	g := fuzzGame(b, 1)
	if _, err := g.Apply(StartActivation{Hero: 0}); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		_ = g.ReachableSquares(0)
	}
}

func BenchmarkLineOfSight(b *testing.B) {
	g := fuzzGame(b, 1)
	h, m := g.Model(2), g.Model(8)
	b.ResetTimer()
	for b.Loop() {
		_, _ = g.LineOfSight(h, m)
	}
}

func BenchmarkHash(b *testing.B) {
	g := fuzzGame(b, 1)
	for b.Loop() {
		_ = g.Hash()
	}
}
