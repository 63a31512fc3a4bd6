package rules_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Has agrees with hasByParts for every model and many keywords, over
// random positions, random effects (own and aura, with repeated sources)
// and models leaving play.
func TestHasAgreesWithItsParts(t *testing.T) {
	names := []string{"Fly", "Stealth", "Small", "Tough", "Mob", "Sturdy", "Holy", "Surefoot", "Burrow", "Massive Damage", "Expendable", "Sidestep", "Hex", "Poison", "Immune Poison", "Immune Knockdown"}
	sources := []string{"Ward", "Blessing", "Shadow Veil"}
	checked, held := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		// Arcade set-ups, and the fuzz board's gangs standing together.
		g := rules.FuzzGame(t, seed)
		if seed > 2 {
			g = arcadeGame(t, seed)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for round := 0; round < 12; round++ {
			rules.ShakeHeroes(g, r)
			// Random effects: a source may repeat (only its first counts).
			for k := 0; k < 3; k++ {
				m := &g.Models[r.IntN(len(g.Models))]
				m.Effects = append(m.Effects, rules.Effect{Source: sources[r.IntN(len(sources))], From: m.ID,
					Grants: []cards.Keyword{{Name: names[r.IntN(len(names))]}}, Aura: r.IntN(3)})
			}
			if round%4 == 3 {
				g.Models[r.IntN(len(g.Models))].InPlay = false
			}
			for i := range g.Models {
				m := &g.Models[i]
				for _, name := range names {
					want := rules.HasByParts(g, m, name)
					require.Equal(t, want, g.Has(m, name), fmt.Sprintf("seed %d round %d: %s %s", seed, round, m.Card, name))
					checked++
					if want {
						held++
					}
				}
			}
		}
	}
	// A gang that lends an ability its elite lacks: a Wyrmling borrows
	// Expendable and Mob from a Hatchling within two squares.
	g, id := rules.Board(t, `
+-+-+-+-+-+
|W H . . V|
+-+-+-+-+-+`, "W=Wyrmling", "H=Hatchling", "V=Wyrmling")
	for _, name := range []string{"Expendable", "Mob", "Fly", "Stealth"} {
		for _, mark := range "WHV" {
			m := g.Model(id[mark])
			require.Equal(t, rules.HasByParts(g, m, name), g.Has(m, name), "%c %s", mark, name)
		}
	}
	assert.True(t, g.Has(g.Model(id['W']), "Expendable"), "lent by the Hatchling next to it")
	assert.False(t, g.Has(g.Model(id['V']), "Expendable"), "the Hatchling is three squares away")
	t.Logf("%d questions, %d held", checked, held)
	assert.Greater(t, held, checked/50, "many keywords were held")
}
