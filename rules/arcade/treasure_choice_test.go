package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Boo Booty": a destroyed boo booty earns tile-number
// treasure cards at power-up and the Heroes keep one. With EndPhase{Look}
// the party chooses; without it the first card is kept.
func TestBooBootyRewardChoice(t *testing.T) {
	setup := func() (*rules.Game, map[rune]rules.ModelID) {
		g, id := board(t, `
+-+-+-+
|W B .|
+-+-+-+`, "W=Sanctioned Witch", "B=Bitey Book")
		g.Model(id['B']).Tile = 2
		g.Deck(rules.TreasureDeck).Draw = []string{"Ancestral Mail", "Oracle Eye", "Hero's Blade"}
		must(t, g, rules.StartActivation{Hero: id['W']})
		g.ScriptDice(blue2, blue2, red2)
		must(t, g, rules.Attack{Attr: "will", Target: id['B']})
		require.False(t, g.Model(id['B']).InPlay)
		must(t, g, rules.EndActivation{})
		return g, id
	}
	g, _ := setup()
	must(t, g, rules.EndPhase{})
	assert.Contains(t, g.Backpack, "Ancestral Mail", "default: the first card")
	assert.NotContains(t, g.Backpack, "Oracle Eye")

	g, _ = setup()
	evs := must(t, g, rules.EndPhase{Look: true})
	require.Len(t, find[rules.TreasureOffered](evs), 1)
	must(t, g, rules.ChooseTreasure{Card: 1})
	assert.Contains(t, g.Backpack, "Oracle Eye")
	assert.NotContains(t, g.Backpack, "Ancestral Mail")
}
