package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Affinity": "If a model has two affinities, it is
// affected by affinity based game effects if either affinity matches. If
// this results in a model gaining both a benefit and a penalty, only the
// penalty is applied." The Moonspire Guardian is citrine and emerald.
func TestDualAffinityPenaltyWins(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|G . R|
+-+-+-+`, "G=Moonspire Guardian", "R=Royal Paladin")
	gd := g.Model(id['G'])
	assert.True(t, g.AffinityMatches(gd, cards.CrystalCitrine))
	assert.True(t, g.AffinityMatches(gd, cards.CrystalEmerald))
	assert.False(t, g.AffinityMatches(gd, cards.CrystalRuby))
	b, p := g.AffinityEffects(gd, cards.CrystalCitrine, cards.CrystalEmerald)
	assert.False(t, b, "a benefit and a penalty: only the penalty")
	assert.True(t, p)
	b, p = g.AffinityEffects(gd, cards.CrystalCitrine, cards.CrystalRuby)
	assert.True(t, b)
	assert.False(t, p)
	// The Explore Heroes have an affinity (house rule, heroes.yaml).
	assert.Equal(t, []cards.Crystal{cards.CrystalSapphire}, g.AffinityOf(g.Model(id['R'])))
}

// Every Hero card has an affinity (the Explore six by house rule).
func TestEveryHeroHasAnAffinity(t *testing.T) {
	hs, err := cards.LoadHeroes()
	assert.NoError(t, err)
	for _, h := range hs {
		assert.NotEmpty(t, h.Affinity, h.Name)
	}
}
