package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// hasByParts is Has spelled out source by source, one pass over the
// models for each (the engine folds the passes into one): the card, the
// equipment and cards in play, a bonded monster within two squares, a
// spawning point's card aura, then the effects on the model (Arcade
// rulebook, "Abilities", "Forming a Gang").
func hasByParts(g *Game, m *Model, name string) bool {
	if h := g.HeroCard(m); h != nil && (h.Has(name) || g.equipKeyword(m, name)) {
		return true
	}
	if c := g.MonsterCard(m); c != nil {
		if c.Has(name) {
			return true
		}
		if len(c.Bonded) > 0 && m.Side == ConsulSide {
			for i := range g.Models {
				b := &g.Models[i]
				if !b.InPlay || b.ID == m.ID || b.Side != ConsulSide || !slices.Contains(c.Bonded, b.Card) || g.ModelDist(m, b) > 2 {
					continue
				}
				if bc := g.MonsterCard(b); bc != nil && bc.Has(name) {
					return true
				}
			}
		}
		if m.Side == ConsulSide && m.Kind == KindMonster {
			for i := range g.Models {
				o := &g.Models[i]
				if !o.InPlay || o.ID == m.ID {
					continue
				}
				oc := g.MonsterCard(o)
				if oc == nil {
					continue
				}
				for _, a := range oc.Auras {
					if a.Affinity != "" && !slices.Contains(c.Affinity, a.Affinity) {
						continue
					}
					if slices.ContainsFunc(a.Grants, func(k cards.Keyword) bool { return k.Name == name }) && g.ModelDist(o, m) <= a.Size {
						return true
					}
				}
			}
		}
		if g.lastingMonsterKeyword(m, name) {
			return true
		}
	}
	for _, e := range g.effectsOn(m) {
		for _, k := range e.Grants {
			if k.Name == name {
				return true
			}
		}
	}
	return false
}

// Has agrees with hasByParts for every model and many keywords, over
// random positions, random effects (own and aura, with repeated sources)
// and models leaving play.
func TestHasAgreesWithItsParts(t *testing.T) {
	names := []string{"Fly", "Stealth", "Small", "Tough", "Mob", "Sturdy", "Holy", "Surefoot", "Burrow", "Massive Damage", "Expendable", "Sidestep", "Hex", "Poison", "Immune Poison", "Immune Knockdown"}
	sources := []string{"Ward", "Blessing", "Shadow Veil"}
	checked, held := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		// Arcade set-ups, and the fuzz board's gangs standing together.
		g := fuzzGame(t, seed)
		if seed > 2 {
			g, _ = arcade(t, seed)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for round := 0; round < 12; round++ {
			shakeHeroes(g, r)
			// Random effects: a source may repeat (only its first counts).
			for k := 0; k < 3; k++ {
				m := &g.Models[r.IntN(len(g.Models))]
				m.Effects = append(m.Effects, Effect{Source: sources[r.IntN(len(sources))], From: m.ID,
					Grants: []cards.Keyword{{Name: names[r.IntN(len(names))]}}, Aura: r.IntN(3)})
			}
			if round%4 == 3 {
				g.Models[r.IntN(len(g.Models))].InPlay = false
			}
			for i := range g.Models {
				m := &g.Models[i]
				for _, name := range names {
					want := hasByParts(g, m, name)
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
	g, id := board(t, `
+-+-+-+-+-+
|W H . . V|
+-+-+-+-+-+`, "W=Wyrmling", "H=Hatchling", "V=Wyrmling")
	for _, name := range []string{"Expendable", "Mob", "Fly", "Stealth"} {
		for _, mark := range "WHV" {
			m := g.Model(id[mark])
			require.Equal(t, hasByParts(g, m, name), g.Has(m, name), "%c %s", mark, name)
		}
	}
	assert.True(t, g.Has(g.Model(id['W']), "Expendable"), "lent by the Hatchling next to it")
	assert.False(t, g.Has(g.Model(id['V']), "Expendable"), "the Hatchling is three squares away")
	t.Logf("%d questions, %d held", checked, held)
	assert.Greater(t, held, checked/50, "many keywords were held")
}
