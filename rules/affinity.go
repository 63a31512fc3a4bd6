package rules

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Affinity (Arcade rulebook, "Affinity"): "If a model has two affinities,
// it is affected by affinity based game effects if either affinity
// matches. If this results in a model gaining both a benefit and a
// penalty, only the penalty is applied."

// AffinityOf is the model's affinity crystals (its Hero or monster card).
func (g *Game) AffinityOf(m *Model) []cards.Crystal {
	if h := g.HeroCard(m); h != nil {
		return h.Affinity
	}
	if c := g.MonsterCard(m); c != nil {
		return c.Affinity
	}
	return nil
}

// AffinityMatches reports whether an effect for crystal c affects m: any
// of its affinities matches ("" affects everyone).
func (g *Game) AffinityMatches(m *Model, c cards.Crystal) bool {
	return c == "" || slices.Contains(g.AffinityOf(m), c)
}

// AffinityEffects says which of two affinity-based effects reach m: a
// benefit for crystal benefit and a penalty for crystal penalty. When both
// match (a model with two affinities), only the penalty applies.
func (g *Game) AffinityEffects(m *Model, benefit, penalty cards.Crystal) (gainsBenefit, suffersPenalty bool) {
	b := benefit != "" && g.AffinityMatches(m, benefit)
	p := penalty != "" && g.AffinityMatches(m, penalty)
	return b && !p, p
}
