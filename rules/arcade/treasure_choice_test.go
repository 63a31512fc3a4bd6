package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Boo Booty": a destroyed boo booty earns tile-number
// treasure cards at power-up and "the Heroes select one treasure card and
// discard the rest"; "Power-Up", 1. Rewards comes before 3. Equipment.
// The cards are drawn as the power-up begins (here by the Hero turn's
// last EndActivation) and wait for the party's choice, which nothing else
// passes; the kept card can be worn in that same power-up.
func TestBooBootyRewardChoice(t *testing.T) {
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
	evs := must(t, g, rules.EndActivation{})
	require.Equal(t, rules.HeroPowerUp, g.Phase)
	offered := find[rules.TreasureOffered](evs)
	require.Len(t, offered, 1, "the reward is drawn as the power-up begins")
	assert.Equal(t, []string{"Ancestral Mail", "Oracle Eye"}, offered[0].Cards)
	for _, c := range []rules.Command{rules.EndPhase{}, rules.EndPhase{Look: true}, rules.Equip{Hero: id['W'], Card: "Oracle Eye"}} {
		_, err := g.Clone().Apply(c)
		assert.ErrorContains(t, err, "must first keep one", "%T waits for the choice", c)
	}
	must(t, g, rules.ChooseTreasure{Card: 1})
	assert.Contains(t, g.Backpack, "Oracle Eye")
	assert.NotContains(t, g.Backpack, "Ancestral Mail")
	must(t, g, rules.Equip{Hero: id['W'], Card: "Oracle Eye"})
	assert.Contains(t, g.Model(id['W']).Slots, "Oracle Eye", "worn in the power-up it was earned in")
}
