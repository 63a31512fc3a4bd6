package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
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
	tgt, _ := asArcade(g).moveTarget(g.Model(id['T']))
	assert.Equal(t, id['R'], tgt, "most wrath by default")
	StateOf(g).Challenge = "Do Your Part"
	tgt, why := asArcade(g).moveTarget(g.Model(id['T']))
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
	tgt, why := asArcade(g).moveTarget(g.Model(id['D']))
	assert.Equal(t, id['R'], tgt)
	assert.Contains(t, why, "Bully")
}

// Challenge "Dangerous Gifts": monsters have +1 STR while it is in play,
// on top of the chart's bonus; never for the dungeon boss unless the card
// names it.
func TestChallengeStatEffects(t *testing.T) {
	g, id := consulBoard(t, twoHeroes, "R=Riftling Warrior", "W=Sanctioned Witch", "T=Tower Stalker")
	StateOf(g).STR = 1
	assert.Equal(t, 1, asArcade(g).consulSTR(g.Model(id['T'])))
	StateOf(g).Challenge = "Dangerous Gifts"
	assert.Equal(t, 2, asArcade(g).consulSTR(g.Model(id['T'])))
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
	evs := asArcade(g).instantEffect(cards.Effect{Kind: cards.EffHeal, Who: cards.WhoBoss, Value: 2}, "test")
	require.Len(t, find[rules.Healed](evs), 1)
	assert.Equal(t, 1, g.Model(id['Q']).Wounds)
	assert.Equal(t, 0, g.Model(id['R']).Wounds)
}

// Hard mode "The Consul's Right Hand" (project card data): the eighth
// space also lists Spawn Mini-Boss. Challenge "Run Away!": while in play
// every Move is a Regroup.
func TestCardsChangeTheTurnsCommands(t *testing.T) {
	g, _ := consulBoard(t, `
+-+-+-+-+-+-+
 R . . . T .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker")
	StateOf(g).Modes[0] = "The Consul's Right Hand"
	StateOf(g).MiniBoss = "Knight of the Tower"
	StateOf(g).Space = 7
	evs := must(t, g, ConsulStep{})
	cmds, _ := asArcade(g).turnCommands()
	require.NotEmpty(t, cmds)
	assert.Equal(t, cards.CmdSpawnMiniBoss, cmds[len(cmds)-1].Command)
	assert.Contains(t, decisions(evs)[len(decisions(evs))-1].Reason, "The Consul's Right Hand adds Spawn Mini-Boss")

	g, _ = consulBoard(t, `
+-+-+-+-+-+-+
 R . . . T .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "R=Riftling Warrior", "T=Tower Stalker")
	StateOf(g).Challenge, StateOf(g).ChallengeTurn = "Run Away!", 1
	StateOf(g).Space = 8
	must(t, g, ConsulStep{}) // space 9: Move, Fight, Challenge, Spawn Mini-Boss
	cmds, _ = asArcade(g).turnCommands()
	assert.Equal(t, cards.CmdRegroup, cmds[0].Command)
	assert.Equal(t, cards.CmdFight, cmds[1].Command)
}

// Hard mode "A Gifted Apprentice": the mini-boss has one more action point
// (and +1 ARM).
func TestModeStatsOnMiniBoss(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+
|W K . .|
+ + + + +
|. . . .|
+-+-+-+-+`, "W=Sanctioned Witch", "K=Knight of the Tower")
	k := g.Model(id['K'])
	base := g.ARM(k)
	StateOf(g).Modes[0] = "A Gifted Apprentice"
	assert.Equal(t, base+1, g.ARM(k))
	g.ScriptDice(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2) // the Witch holds every time
	evs := command(g, cards.CmdFight, 1)
	assert.Len(t, find[rules.Defended](evs), 4, "AP 3 + 1")
}
