package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "You Have Died": a destroyed Hero keeps its potion
// tokens. Under Potion of Luck (every Hero carries one more potion) a
// Tincan holding two potions is destroyed: the card still counts for it,
// so it keeps both and is still within its capacity, and it comes back with
// both (potioncap.go). Before the fix its capacity read 1 while it held 2.
func TestDestroyedHeroStaysWithinPotionCapacity(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|A K . .|
+ + + + +
|B . . .|
+-+-+-+-+`, "A=Tincan", "B=Sanctioned Witch", "K=Tower Stalker")
	StateOf(g).Modes[0] = "Potion of Luck"
	a := g.Model(id['A'])
	require.Equal(t, 2, g.PotionCapacity(a), "Tincan 1 + Potion of Luck 1")
	a.Potions = 2
	a.Wounds = g.Hearts(a) - 1
	g.Phase = rules.ConsulTurn
	g.ScriptDice(blue0, blue0, blue0, red0)
	evs := must(t, g, rules.MonsterAttack{Monster: id['K'], Target: id['A']})
	require.Len(t, find[rules.HeroDown](evs), 1)
	a = g.Model(id['A'])
	assert.False(t, a.InPlay)
	assert.Equal(t, 2, a.Potions, "a destroyed Hero keeps its potion tokens")
	assert.Equal(t, 2, g.PotionCapacity(a), "every-Hero cards still count for a destroyed Hero")
	require.NoError(t, checkInvariants(g))
	must(t, g, rules.EndPhase{})
	must(t, g, rules.Revive{Hero: id['A'], At: pt(1, 1)})
	assert.Equal(t, 2, g.Model(id['A']).Potions)
}

// A card aimed at Heroes by their situation (here: Heroes carrying
// potions lose capacity) stops counting once the Hero is destroyed, but a
// lowered capacity never leaves a destroyed Hero above it: settle drops the
// extra tokens, in the dungeon or not.
func TestSettleHoldsDestroyedHeroesToCapacity(t *testing.T) {
	g, id := board(t, `
+-+-+
|A B|
+-+-+`, "A=Tincan", "B=Sanctioned Witch")
	a := g.Model(id['A'])
	a.InPlay = false
	a.Potions = 3
	g.Settle()
	assert.Equal(t, g.PotionCapacity(g.Model(id['A'])), g.Model(id['A']).Potions)
	require.NoError(t, checkInvariants(g))
}

// Arcade rulebook, "Abilities" (FLY): Fly lets a model hover over a chasm.
// The Burglar's Fly here comes from the Witch (an effect whose source is
// the Witch), so it ends at the Witch's upkeep while the Burglar is over the
// chasm at (3,1): it lands on the nearest free square it can see
// (stranded.go). (3,0) is taken by the Witch; (4,0) is as near but walled off
// on two sides, out of its sight; so it lands at (4,1).
func TestFlyEndingOverChasmLands(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+
|B . ~ W|.|
+ + + + +-+
|. . ~ ~ .|
+-+-+-+-+-+`, "W=Sanctioned Witch", "B=Cat Burglar")
	w := id['W']
	b := g.Model(id['B'])
	require.False(t, g.CanStand(b.ID, pt(3, 1)), "a chasm without Fly")
	b.Effects = []rules.Effect{{Source: "Wizard Wings", From: w, Grants: []cards.Keyword{{Name: "Fly"}}}}
	require.True(t, g.CanStand(b.ID, pt(3, 1)), "with Fly a chasm square is open")
	b.Pos = pt(3, 1)
	require.NoError(t, checkInvariants(g))
	evs := must(t, g, rules.StartActivation{Hero: w})
	moved := find[rules.Moved](evs)
	require.Len(t, moved, 1)
	assert.Equal(t, pt(4, 1), g.Model(id['B']).Pos)
	assert.Equal(t, 0, moved[0].Cost, "landing is free")
	require.NoError(t, checkInvariants(g))
}
