package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

const twoHeroes = `
+-+-+-+-+-+-+-+-+-+
|R . . . T . . . W|
+ + + + + + + + + +
|. . . . . . . . .|
+-+-+-+-+-+-+-+-+-+`

// Challenge "Do Your Part" (project card data): while it is in play the
// monsters go after the Hero with the least wrath instead of the most.
func TestChallengeTargetRule(t *testing.T) {
	g, id := consulBoard(t, twoHeroes, "R=Riftling Warrior", "W=Sanctioned Witch", "T=Tower Stalker")
	g.Model(id['R']).Wrath = 3
	tgt, _ := g.moveTarget(g.Model(id['T']))
	assert.Equal(t, id['R'], tgt, "most wrath by default")
	g.Consul.Challenge = "Do Your Part"
	tgt, why := g.moveTarget(g.Model(id['T']))
	assert.Equal(t, id['W'], tgt)
	assert.Contains(t, why, "least-wrath (Do Your Part)")
}

// card-facts.md, Daemonus: Bully always targets the Hero with the least
// wrath.
func TestBullyTargetsLeastWrath(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+
|R . . . D . . . W|
+ + + + + + + + + +
|. . . . . . . . .|
+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "D=Daemonus")
	g.Model(id['W']).Wrath = 3
	tgt, why := g.moveTarget(g.Model(id['D']))
	assert.Equal(t, id['R'], tgt)
	assert.Contains(t, why, "Bully")
}

// Challenge "Dangerous Gifts": monsters have +1 STR while it is in play,
// on top of the chart's bonus; never for the dungeon boss unless the card
// names it.
func TestChallengeStatEffects(t *testing.T) {
	g, id := consulBoard(t, twoHeroes, "R=Riftling Warrior", "W=Sanctioned Witch", "T=Tower Stalker")
	g.Consul.STR = 1
	assert.Equal(t, 1, g.consulSTR(g.Model(id['T'])))
	g.Consul.Challenge = "Dangerous Gifts"
	assert.Equal(t, 2, g.consulSTR(g.Model(id['T'])))
}

// Instant effects that name monsters resolve on the monsters: a
// boss-fight trap healing the dungeon boss.
func TestInstantEffectOnMonsters(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+
|R . Q . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+`, "R=Riftling Warrior", "Q=The Midnight Queen")
	g.Model(id['Q']).Wounds = 3
	evs := g.instantEffect(cards.Effect{Kind: cards.EffHeal, Who: cards.WhoBoss, Value: 2}, "test")
	require.Len(t, find[Healed](evs), 1)
	assert.Equal(t, 1, g.Model(id['Q']).Wounds)
	assert.Equal(t, 0, g.Model(id['R']).Wounds)
}
