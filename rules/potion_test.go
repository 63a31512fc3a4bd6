package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Potions": one red or blue potion per activation.
func TestOnePotionPerActivation(t *testing.T) {
	g, id := board(t, threeHeroes, "A=Riftling Warrior", "B=Hexcast Sorceress", "C=Sanctioned Witch")
	g.Model(id['B']).Potions = 2
	must(t, g, StartActivation{Hero: id['B']})
	must(t, g, DrinkPotion{Owner: id['B'], Action: "Wizard Wings"})
	assert.True(t, g.Has(g.Model(id['B']), "Fly"))
	reason := refuse(t, g, DrinkPotion{Owner: id['A'], Action: "Firevine"})
	assert.Contains(t, reason, "already drunk a potion this activation")
}

// Arcade rulebook, "Potions": green potions only during the Consul turn,
// one per Hero; the owner must have the tokens.
func TestGreenPotions(t *testing.T) {
	g, id := board(t, threeHeroes, "A=Tincan", "B=Hexcast Sorceress", "C=Sanctioned Witch")
	g.Model(id['C']).Wounds = 3
	must(t, g, StartActivation{Hero: id['C']})
	reason := refuse(t, g, DrinkPotion{Owner: id['C'], Drinker: id['C'], Action: "Healing Brew"})
	assert.Contains(t, reason, "only be drunk during the Consul turn")
	must(t, g, EndActivation{})
	g.Phase = ConsulTurn
	g.ScriptDice(green2)
	evs := must(t, g, DrinkPotion{Owner: id['C'], Drinker: id['C'], Action: "Healing Brew"})
	h := find[Healed](evs)
	require.Len(t, h, 1)
	assert.Equal(t, 2, h[0].Wounds, "one wound per star of the green die")
	assert.Equal(t, 1, g.Model(id['C']).Wounds)
	g.Model(id['C']).Potions = 1
	assert.Contains(t, refuse(t, g, DrinkPotion{Owner: id['C'], Drinker: id['C'], Action: "Healing Brew"}), "already drunk a green potion")
	assert.Contains(t, refuse(t, g, LoudSlurping{Hero: id['C'], Owner: id['C']}), "already drunk a green potion")

	// Loud Slurping: a green potion, +2 wrath.
	evs = must(t, g, LoudSlurping{Hero: id['A'], Owner: id['A']})
	assert.Equal(t, 2, g.Model(id['A']).Wrath)
	assert.Equal(t, 0, g.Model(id['A']).Potions)
	assert.Len(t, find[WrathGained](evs), 1)
	assert.Contains(t, refuse(t, g, LoudSlurping{Hero: id['B'], Owner: id['A']}), "no potion token")
}

// Arcade rulebook, "Resolve Effects" step 5 and "Potions": potions popped
// out go to a Hero below capacity. The party names its choices before the
// roll: one that finds no room is passed over with a note, then the
// default applies.
func TestPotionCapacity(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|A C .|
+ + + +
|B . .|
+-+-+-+`, "A=Riftling Warrior", "B=Sanctioned Witch", "C=Tower Stalker")
	g.Model(id['B']).Potions = 2
	must(t, g, StartActivation{Hero: id['B']})
	// Both Heroes are full: the choice is passed over, and by default the
	// potion is lost.
	g.ScriptDice(blue2, blue2, redPotion)
	evs := must(t, g, Attack{Attr: cards.WILL, Target: id['C'], Choices: Choices{Potions: []ModelID{id['B']}}})
	assert.Contains(t, notes(evs), "a potion meant for Sanctioned Witch goes elsewhere: it already carries 2")
	// A model that is no Hero at all is a malformed choice: refused.
	g.Model(id['C']).Wounds = 0
	g.ScriptDice(blue2, blue2, redPotion)
	assert.Contains(t, refuse(t, g, Attack{Attr: cards.WILL, Target: id['C'], Choices: Choices{Potions: []ModelID{id['C']}}}), "not a Hero")
	g.Dice = nil
	pg := find[PotionGained](evs)
	require.Len(t, pg, 1)
	assert.True(t, pg[0].Lost)
	assert.Equal(t, 2, g.Model(id['B']).Potions)
	assert.Equal(t, 1, g.Model(id['A']).Potions)
}
