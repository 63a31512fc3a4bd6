package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

const skilledBoard = `
+-+-+-+-+-+-+
|H . B . K .|
+ + + + + + +
|T . . . . .|
+ + + + + + +
|C . . . . .|
+-+-+-+-+-+-+`

// Arcade rulebook, "Wrath" worked example: the Hexcast Sorceress destroys
// a Tower Blackblade and takes the last free wrath token; then a critical
// success on the Tower Stalker deals two wounds, and with the pool empty
// she takes both tokens from other Heroes.
func TestHexcastSorceressWrath(t *testing.T) {
	g, id := board(t, skilledBoard, "H=Hexcast Sorceress", "T=Tincan", "C=Cat Burglar",
		"B=Tower Blackblade", "K=Tower Stalker")
	h, tin, cat, bb, st := id['H'], id['T'], id['C'], id['B'], id['K']
	require.Equal(t, 6, g.WrathPool, "three Heroes: six wrath tokens")
	g.Model(tin).Wrath = 3
	g.Model(cat).Wrath = 2
	require.Equal(t, 1, g.FreeWrath())

	must(t, g, StartActivation{Hero: h})
	g.ScriptDice(blue1, blue1, red0) // two stars against ARM 1
	evs := must(t, g, Attack{Attr: cards.WILL, Target: bb})
	assert.False(t, g.Model(bb).InPlay)
	wg := find[WrathGained](evs)
	require.Len(t, wg, 1)
	assert.Equal(t, 1, wg[0].FromPool)
	assert.Equal(t, 1, g.Model(h).Wrath)
	assert.Equal(t, 0, g.FreeWrath())

	// Five stars against ARM 2: five or more and more than double.
	g.ScriptDice(blue2, blue2, red1)
	evs = must(t, g, Attack{Attr: cards.WILL, Target: st})
	cmp := find[Compared](evs)
	require.Len(t, cmp, 1)
	assert.True(t, cmp[0].Critical)
	assert.Equal(t, 2, g.Model(st).Wounds, "a critical deals one extra wound")
	wg = find[WrathGained](evs)
	require.Len(t, wg, 1)
	assert.Equal(t, 0, wg[0].FromPool)
	assert.Len(t, wg[0].From, 2)
	assert.Equal(t, 3, g.Model(h).Wrath)
	// Default: one token at a time from the other Hero with the most wrath:
	// Tincan 3 -> 2, then Tincan and Cat Burglar tie at 2 and neither has
	// activated, so the lower id (Tincan) gives again.
	assert.Equal(t, 1, g.Model(tin).Wrath)
	assert.Equal(t, 2, g.Model(cat).Wrath)
	assert.Equal(t, 6, g.WrathOnHeroes(), "wrath never exceeds the pool")
}

// Arcade rulebook, "Wrath": the Hero chooses whom to take tokens from.
func TestWrathExplicitChoice(t *testing.T) {
	g, id := board(t, skilledBoard, "H=Hexcast Sorceress", "T=Tincan", "C=Cat Burglar",
		"B=Tower Blackblade", "K=Tower Stalker")
	g.Model(id['T']).Wrath = 3
	g.Model(id['C']).Wrath = 3
	must(t, g, StartActivation{Hero: id['H']})
	g.ScriptDice(blue1, blue1, red0)
	must(t, g, Attack{Attr: cards.WILL, Target: id['B'], Choices: Choices{WrathFrom: []ModelID{id['C']}}})
	assert.Equal(t, 2, g.Model(id['C']).Wrath)
	assert.Equal(t, 3, g.Model(id['T']).Wrath)

	// Named before the action, a Hero with no wrath left is passed over
	// for the default (the other Hero with the most); a model that is no
	// Hero is refused.
	g.Model(id['T']).Wrath = 0
	g.Model(id['C']).Wrath = 5 // the pool is full again
	g.ScriptDice(blue2, blue2, red1)
	assert.Contains(t, refuse(t, g, Attack{Attr: cards.WILL, Target: id['K'], Choices: Choices{WrathFrom: []ModelID{id['K']}}}), "not another Hero")
	must(t, g, Attack{Attr: cards.WILL, Target: id['K'], Choices: Choices{WrathFrom: []ModelID{id['T']}}})
	assert.Equal(t, 3, g.Model(id['C']).Wrath, "a critical: two wounds, two tokens, both from the Cat Burglar")
	assert.Equal(t, 0, g.Model(id['T']).Wrath)
}

// Arcade rulebook, "Equal Wrath": ties go to the Hero who activated most
// recently.
func TestMostWrathTies(t *testing.T) {
	g, id := board(t, skilledBoard, "H=Hexcast Sorceress", "T=Tincan", "C=Cat Burglar")
	g.Model(id['T']).Wrath = 2
	g.Model(id['C']).Wrath = 2
	assert.Equal(t, id['T'], g.MostWrath(NoModel), "no activation yet: lowest id")
	must(t, g, StartActivation{Hero: id['C']})
	assert.Equal(t, id['C'], g.MostWrath(NoModel))
	must(t, g, EndActivation{})
	must(t, g, StartActivation{Hero: id['T']})
	assert.Equal(t, id['T'], g.MostWrath(NoModel))
}

// Arcade rulebook, "Destroying Heroes": a destroyed Hero's wrath returns to
// the pool.
func TestDestroyedHeroFreesWrath(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|H K .|
+ + + +
|T . C|
+-+-+-+`, "H=Hexcast Sorceress", "T=Tincan", "C=Cat Burglar", "K=Tower Stalker")
	g.Model(id['H']).Wrath = 4
	g.Model(id['H']).Wounds = 4
	g.Phase = ConsulTurn
	g.ScriptDice(blue0, blue0, blue0) // ARM 3B rolls nothing
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['H']})
	assert.False(t, g.Model(id['H']).InPlay)
	assert.Len(t, find[WrathFreed](evs), 1)
	assert.Equal(t, 6, g.FreeWrath())
	assert.Len(t, find[HeroDown](evs), 1)
}

// Arcade rulebook, "Wrath" (the balanced party's example): three Heroes
// share six wrath tokens and all six are on Heroes, three on the Riftling
// Warrior, two on the Sanctioned Witch, one on the Moonspire Guardian. The
// Warrior is the monsters' target; a Hero who gains wrath now must take it
// from another Hero, by default from the one with the most.
func TestBalancedPartyWrathExample(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|R . . . K .|
+ + + + + + +
|W . . . . .|
+ + + + + + +
|G B . . . .|
+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "G=Moonspire Guardian",
		"B=Tower Blackblade", "K=Tower Stalker")
	require.Equal(t, 6, g.WrathPool, "three Heroes: six wrath tokens")
	g.Model(id['R']).Wrath, g.Model(id['W']).Wrath, g.Model(id['G']).Wrath = 3, 2, 1
	assert.Equal(t, 6, g.WrathOnHeroes(), "every token is on a Hero")
	assert.Equal(t, id['R'], g.MostWrath(NoModel), "the Warrior has the most wrath")

	must(t, g, StartActivation{Hero: id['G']})
	g.ScriptDice(blue2, blue2, blue2, blue2)
	evs := must(t, g, Attack{Attr: cards.STR, Target: id['B']})
	require.Len(t, find[Wounded](evs), 1)
	assert.Equal(t, 2, g.Model(id['G']).Wrath, "the Guardian gains one")
	assert.Equal(t, 2, g.Model(id['R']).Wrath, "taken from the Warrior, who had the most")
	assert.Equal(t, 2, g.Model(id['W']).Wrath)
	assert.Equal(t, 6, g.WrathOnHeroes(), "still six: the pool never grows")
}
