package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// inPlayBoard is a small room: the Cat Burglar (Stealth), the Witch, a
// Tower Stalker (elite, 3 hearts), a Tower Arbalist (range 8) and a Spider
// Nest.
func inPlayBoard(t *testing.T) (*rules.Game, map[rune]rules.ModelID) {
	return consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+
|C . . . . . . . . N|
+ + + + + + + + + + +
|W . . . . . . . . A|
+ + + + + + + + + + +
|. . . . K . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "C=Cat Burglar", "W=Sanctioned Witch", "K=Tower Stalker", "A=Tower Arbalist", "N=Spider Nest")
}

// Nowhere to Hide: "Until discarded: no Hero has Stealth." Show Off: "Until
// discarded: that Hero loses Stealth." The Cat Burglar's printed Stealth
// is gone while either is in play, and back once it is discarded.
func TestLoseKeywordCards(t *testing.T) {
	for _, card := range []string{"Nowhere to Hide", "Show Off"} {
		g, id := inPlayBoard(t)
		cat := g.Model(id['C'])
		cat.Wrath = 3 // Show Off picks the Hero with the most wrath
		require.True(t, g.Has(cat, "Stealth"), "printed on the Cat Burglar's card")
		StateOf(g).Challenge = card
		assert.False(t, g.Has(g.Model(id['C']), "Stealth"), card)
		assert.Equal(t, 8, g.EffectiveRange(g.Model(id['A']), g.Model(id['C']), 8), "%s: the Arbalist's range is not cut", card)
		asArcade(g).discardChallenge("test")
		assert.True(t, g.Has(g.Model(id['C']), "Stealth"), "%s discarded", card)
	}
}

// Back-to-Back: "Until discarded: elites have +1 heart."
func TestMonsterHeartsCard(t *testing.T) {
	g, id := inPlayBoard(t)
	s := g.Model(id['K'])
	base := g.Hearts(s)
	StateOf(g).Challenge = "Back-to-Back"
	assert.Equal(t, base+1, g.Hearts(g.Model(id['K'])))
	assert.Equal(t, g.Hearts(g.Model(id['C'])), 5, "Heroes are not elites")
}

// Precision Strike: "Until discarded: monsters have +1 range." Ranged
// profiles and actions grow (house rule: melee ones stay melee, as with
// equipment range bonuses).
func TestMonsterRangeCard(t *testing.T) {
	g, id := inPlayBoard(t)
	a, s := g.Model(id['A']), g.Model(id['K'])
	ra, rs := g.Profile(a).Range, g.Profile(s).Range
	StateOf(g).Challenge = "Precision Strike"
	assert.Equal(t, ra+1, g.Profile(g.Model(id['A'])).Range)
	assert.Equal(t, rs, g.Profile(g.Model(id['K'])).Range)
}

// The Forever Curse: "For the rest of the game: minions have +1 STR." The
// effect is marked permanent: true, so it outlives the card.
func TestPermanentEffectOutlivesItsCard(t *testing.T) {
	g, _ := inPlayBoard(t)
	StateOf(g).Challenge = "The Forever Curse"
	require.NotEmpty(t, asArcade(g).lastingEffects())
	evs := asArcade(g).discardChallenge("test")
	assert.Equal(t, "The Forever Curse", StateOf(g).Permanent[0])
	les := asArcade(g).lastingEffects()
	require.Len(t, les, 1, "%v", evs)
	assert.True(t, les[0].Permanent)
	// Drawn again after a reshuffle, it counts once.
	StateOf(g).Challenge = "The Forever Curse"
	assert.Len(t, asArcade(g).lastingEffects(), 1)
}

// Nimble Fingers: "Until discarded: destroyed elites give no loot."
// Bounty (easy): "the party draws one extra loot card each time" a
// spawning point is destroyed.
func TestRewardEffects(t *testing.T) {
	g, id := inPlayBoard(t)
	g.Phase = rules.HeroTurn
	StateOf(g).Challenge = "Nimble Fingers"
	StateOf(g).Modes[0] = "Bounty"
	g.Destroy(g.Model(id['K']), id['C'])
	g.Destroy(g.Model(id['A']), id['C'])
	g.Destroy(g.Model(id['N']), id['C'])
	r := asArcade(g).TurnRewards()
	// Two elites (no loot under Nimble Fingers), a tile-1 spawning point
	// (1 + 1 loot) and Bounty's extra one.
	assert.Equal(t, 3, r.Loot)
	evs := asArcade(g).powerUpRewards()
	assert.NotEmpty(t, evs)
	assert.Zero(t, StateOf(g).RewardLoot, "spent at the power-up")
}

// Plots Within Plots (hard): "The game starts with a plot already in
// play; the chart's plot, or the first fallen spawning point, still
// brings another." Both plots are held, each with its own progress.
func TestPlotsWithinPlots(t *testing.T) {
	g, _ := inPlayBoard(t)
	g.Deck(PlotDeck).Draw = []string{"Idols of Rage", "Challenge of Flame"}
	asArcade(g).drawPlot("set-up")
	StateOf(g).SetupPlot = true
	evs := command(g, "Plot", 1)
	assert.Equal(t, "Challenge of Flame", StateOf(g).Plot, "%v", evs)
	assert.Equal(t, "Idols of Rage", StateOf(g).EarlierPlot.Card)
	assert.False(t, StateOf(g).SetupPlot)
	names := map[string]bool{}
	for _, e := range asArcade(g).lastingEffects() {
		names[e.Source] = true
	}
	assert.True(t, names["Idols of Rage"], "the earlier plot's effects hold")
	evs = command(g, "Plot", 1)
	assert.Equal(t, "Challenge of Flame", StateOf(g).Plot, "no third plot: %v", evs)
}
