package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Hero Activation" worked example: the Sanctioned Witch
// moves three squares, uses Curative on the wounded Cat Burglar, then makes
// a basic magic attack on a Crawler rolling two stars, a heart and a potion;
// the Crawler is destroyed, the heart heals a party member, the potion goes
// to a party member, and the Witch gains one wrath. She has one action point
// and three movement points left.
func TestSanctionedWitchActivation(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+-+-+-+-+
|W . . . . . . B . C|
+ + + + + + + + + + +
|T . . . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar", "T=Tincan", "C=Crawler")
	w, b, tin, cr := id['W'], id['B'], id['T'], id['C']
	g.Model(b).Wounds = 1
	g.Model(tin).Wounds = 1

	must(t, g, StartActivation{Hero: w})
	must(t, g, Move{Path: []tiles.Point{pt(1, 0), pt(2, 0), pt(3, 0)}})
	assert.Equal(t, 3, g.MPLeft(w))

	// Curative: augment, range 6, Heal 1, no roll.
	evs := must(t, g, UseAction{Action: "Curative", Aim: Aim{Target: b}})
	assert.Empty(t, find[Rolled](evs), "a support action without a roll rolls nothing")
	assert.Equal(t, 0, g.Model(b).Wounds)

	// Magic attack: WILL 2B1R rolls a heart, two stars and a potion.
	g.ScriptDice(blueHeart, blue2, redPotion)
	evs = must(t, g, Attack{Attr: cards.WILL, Target: cr})
	r := find[Rolled](evs)
	require.Len(t, r, 1)
	assert.Equal(t, 2, r[0].Stars)
	cmp := find[Compared](evs)
	require.Len(t, cmp, 1)
	assert.True(t, cmp[0].Success, "two stars beat the Crawler's ARM 1")
	assert.Equal(t, 1, cmp[0].Against)
	assert.False(t, g.Model(cr).InPlay, "one heart: destroyed")
	assert.Len(t, find[Destroyed](evs), 1)
	assert.Equal(t, 0, g.Model(tin).Wounds, "the heart healed the wounded Tincan")
	assert.Equal(t, 2, g.Model(w).Potions, "the potion went to the Witch (capacity 2)")
	assert.Equal(t, 1, g.Model(w).Wrath, "one wound inflicted, one wrath")
	assert.Equal(t, 1, g.APLeft(w))
	assert.Equal(t, 3, g.MPLeft(w))
}

// Arcade rulebook, "Compare Results": the offense must roll MORE stars than
// the monster's ARM; equal fails and nothing happens.
func TestOffenseNeedsMoreThanARM(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W . C|
+-+-+-+`, "W=Sanctioned Witch", "C=Crawler")
	must(t, g, StartActivation{Hero: id['W']})
	g.ScriptDice(blue1, blue0, red0) // one star against ARM 1
	evs := must(t, g, Attack{Attr: cards.WILL, Target: id['C']})
	cmp := find[Compared](evs)
	require.Len(t, cmp, 1)
	assert.False(t, cmp[0].Success)
	assert.True(t, g.Model(id['C']).InPlay)
	assert.Equal(t, 0, g.Model(id['W']).Wrath)
	assert.Empty(t, find[PoppedOut](evs))
}
