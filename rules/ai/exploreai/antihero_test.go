package exploreai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Rude Supers, "Variants", "Anti-Hero": the computer Consul spawns its
// Anti-Hero as a mini-boss once the conditions allow (round 2, four
// skulls), first in its collection, and the Anti-Hero opens on a Hero in
// reach with its own unique attack (Tincan's Grudge) before its basic
// attacks.
func TestRudeConsulSpawnsItsAntiHeroAndStrikesWithItsAction(t *testing.T) {
	a := explore.AntiHeroChoice{Hero: "Tincan", Loot: "Bent Nail", Treasure: "Stone Heart"}
	g, _, err := explore.New(explore.Setup{Seed: 7, Heroes: []string{"Royal Paladin", "Ember Mage", "Glimmerdusk Ranger"}, Rude: &explore.RudeOptions{AntiHero: &a}})
	require.NoError(t, err)
	s := explore.StateOf(g)
	c := New()
	first := c.Next(g)
	if sp, ok := first.(explore.RudeSpawn); ok {
		assert.NotEqual(t, "Tincan", sp.Monster, "round 1: no mini-boss yet (condition #1)")
	}
	g.Turn = 2
	s.Rude.SpawnLeft = 8
	cmd := New().Next(g)
	sp, ok := cmd.(explore.RudeSpawn)
	require.True(t, ok, "%T", cmd)
	assert.Equal(t, "Tincan", sp.Monster)
	_, err = g.Apply(sp)
	require.NoError(t, err)
	anti := g.At(sp.At)
	require.True(t, explore.AntiHeroOf(g, anti))

	// Next to a Hero, in its activation, it uses Grudge first.
	h := g.Model(g.Heroes()[0])
	for _, q := range g.Board.Points() {
		if g.Fits(q, false, anti.ID) && g.ModelDist(&rules.Model{Pos: q}, h) == 1 {
			anti.Pos = q
			break
		}
	}
	s.Rude.Moving = false
	_, err = g.Apply(explore.Activate{Monster: anti.ID})
	require.NoError(t, err)
	c = New()
	c.target = h.ID
	got := c.activationStep(g, explore.StateOf(g), g.Model(anti.ID))
	at, ok := got.(explore.Attack)
	require.True(t, ok, "%T %+v", got, got)
	assert.Equal(t, "Grudge", at.Action)
	_, err = g.Apply(at)
	require.NoError(t, err)
	again := c.activationStep(g, explore.StateOf(g), g.Model(anti.ID))
	if at2, ok := again.(explore.Attack); ok {
		assert.Empty(t, at2.Action, "once an activation: then its basic attack")
	}
}
