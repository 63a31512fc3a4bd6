package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Plot": a plot's lasting effect holds until the Heroes
// meet its criteria; then each Hero rolls a green die and the party draws a
// treasure per heart. Idols of Rage (monsters +1 STR) places a ruby idol
// near every spawning point; the Heroes clear them with Interact.
func TestIdolsOfRageClearedByInteract(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+
|W . . . . . . .|
+ + + + + + + + +
|T . . . . . K X|
+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "T=Tincan", "K=Tower Stalker", "X=Shadow Tower")
	d, err := loadedArcade()
	require.NoError(t, err)
	StateOf(g).data = d
	g.Deck(PlotDeck).Draw = []string{"Idols of Rage"}
	g.Deck(rules.TreasureDeck).Draw = []string{"Snapjaw Chest", "Ancestral Mail", "Oracle Eye", "Hero's Blade"}
	stalker := g.Model(id['K'])
	base := asArcade(g).consulSTR(stalker)
	asArcade(g).drawPlot("test")
	require.Len(t, g.Crystals, 1, "one idol near the one spawning point")
	idol := g.Crystals[0]
	assert.Equal(t, cards.CrystalRuby, idol.Crystal)
	assert.LessOrEqual(t, rules.DistTo(g.Model(id['X']), idol.Pos), 3, "within 3 squares of the spawning point")
	assert.Nil(t, g.At(idol.Pos), "on an empty square")
	assert.Equal(t, base+1, asArcade(g).consulSTR(g.Model(id['K'])), "monsters +1 STR while the idol stands")

	must(t, g, rules.StartActivation{Hero: id['W']})
	// The Witch stands next to the idol (placed by hand: the test is about
	// Interact, not the walk there).
	placed := false
	for _, q := range g.Board.Points() {
		if tiles.Dist(q, idol.Pos) == 1 && g.At(q) == nil && !placed {
			g.Models[id['W']].Pos, placed = q, true
		}
	}
	require.True(t, placed)
	g.ScriptDice(greenHP, green0) // the Witch rolls a heart, the Tincan none
	at := idol.Pos
	evs := must(t, g, rules.Interact{Target: rules.NoModel, At: &at})
	require.Len(t, find[PlotCleared](evs), 1)
	assert.Empty(t, g.Crystals)
	assert.True(t, g.PlotCleared)
	assert.Equal(t, base, asArcade(g).consulSTR(g.Model(id['K'])), "the plot's effect has ended")
	assert.Equal(t, []string{"Ancestral Mail"}, g.Backpack, "one heart: one treasure; the boo booty is redrawn")
	assert.Equal(t, 2, g.APLeft(id['W']))
}

// The Gauntlet clears when the Heroes destroy four elites after it is
// drawn (plotProgress); minions do not count.
func TestGauntletClearsAfterFourElites(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+
|W K L M N B .|
+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker", "L=Tower Arbalist", "M=Tower Arbalist", "N=Tower Arbalist", "B=Tower Blackblade")
	d, err := loadedArcade()
	require.NoError(t, err)
	StateOf(g).data = d
	StateOf(g).Plot = "The Gauntlet"
	g.Destroy(g.Model(id['B']), id['W'])
	assert.Equal(t, 0, g.PlotCount, "a minion is not an elite")
	for _, r := range "KLM" {
		g.Destroy(g.Model(id[r]), id['W'])
	}
	assert.False(t, g.PlotCleared)
	evs := g.Destroy(g.Model(id['N']), id['W'])
	assert.Len(t, find[PlotCleared](evs), 1)
	assert.True(t, g.PlotCleared)
}

// Crystal places (cards.Where): one per tile with each-tile, four squares
// from each Hero with hero, on empty floor as far from the Heroes as the
// area allows.
func TestCrystalPlaces(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+-+
|W . . . . . # . . .|
+ + + + + + + + + + +
|. . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch")
	evs := asArcade(g).placeCrystals(cards.Effect{Kind: cards.EffCrystalTokens, Where: cards.WhereNearHeroes, Value: 1, Crystal: cards.CrystalSapphire}, "Stasis Orbs")
	require.Len(t, g.Crystals, 1, "%v", evs)
	assert.Equal(t, 4, tiles.Dist(g.Model(id['W']).Pos, g.Crystals[0].Pos))
	evs = asArcade(g).placeCrystals(cards.Effect{Kind: cards.EffCrystalTokens, Where: cards.WhereEachTile, Value: 2, Crystal: cards.CrystalCitrine}, "test")
	require.Len(t, g.Crystals, 3, "%v", evs)
	assert.Equal(t, pt(9, 0), g.Crystals[1].Pos, "the farthest square from the Witch, topmost first")
	assert.Equal(t, pt(9, 1), g.Crystals[2].Pos, "never two tokens on a square")
}
