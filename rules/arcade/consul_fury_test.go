package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Boss fury (project rule, consul_fury.go; the Arcade rulebook's intro says
// the Consul's power grows as the game goes on): the first boss-fight
// turns are the book's "Boss Fight Commands"; each later one gives the
// dungeon boss +1 STR, and from the third such turn the Fight is an Epic
// Fight. The other monsters are unchanged.
func TestBossFuryHardensAStalledBossFight(t *testing.T) {
	g, queen, knight := bossFightBoard(t)
	baseQueen, baseKnight := asArcade(g).consulSTR(queen), asArcade(g).consulSTR(knight)

	tests := []struct {
		turn      int
		fury      int
		fight     cards.Command
		furyEvent bool
	}{
		{1, 0, cards.CmdFight, false},
		{furyGrace, 0, cards.CmdFight, false},
		{furyGrace + 1, 1, cards.CmdFight, true},
		{furyGrace + epicFuryLevel - 1, epicFuryLevel - 1, cards.CmdFight, true},
		{furyGrace + epicFuryLevel, epicFuryLevel, cards.CmdEpicFight, true},
		{furyGrace + 6, 6, cards.CmdEpicFight, true},
	}
	for _, tc := range tests {
		StateOf(g).BossFightTurns = tc.turn - 1
		g.Turn++
		g.Deck(BossChallengeDeck).Draw = []string{"Baleful Resolve"}
		evs := must(t, g, ConsulStep{})
		require.True(t, StateOf(g).BossFight)
		assert.Equal(t, tc.turn, StateOf(g).BossFightTurns)
		assert.Equal(t, tc.fury, asArcade(g).BossFury(), "boss-fight turn %d", tc.turn)
		assert.Equal(t, baseQueen+tc.fury, asArcade(g).consulSTR(queen), "the boss's STR on boss-fight turn %d", tc.turn)
		assert.Equal(t, baseKnight, asArcade(g).consulSTR(knight), "fury is the boss's alone")
		cmds, _ := asArcade(g).turnCommands()
		require.Len(t, cmds, 4)
		assert.Equal(t, tc.fight, cmds[1].Command, "boss-fight turn %d", tc.turn)
		var furious bool
		for _, d := range decisions(evs) {
			if d.Command == "fury" {
				furious = true
				assert.Contains(t, d.Reason, "grows furious")
				break
			}
		}
		assert.Equal(t, tc.furyEvent, furious, "a reason is given exactly when fury applies (turn %d)", tc.turn)
		for !asArcade(g).consulDone() {
			must(t, g, ConsulStep{})
		}
	}
}

// bossFightBoard is a boss fight in progress: the Witch, the Midnight Queen
// out of the chart (her 2x2 base from Q) and the Knight of the Tower.
func bossFightBoard(t *testing.T) (g *rules.Game, queen, knight *rules.Model) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+
|W . Q . K .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "Q=The Midnight Queen", "K=Knight of the Tower")
	StateOf(g).Boss, StateOf(g).BossSpawned = "The Midnight Queen", true
	return g, g.Model(id['Q']), g.Model(id['K'])
}

// Arcade rulebook, "Spawn Dungeon Boss", with a project rule for the case
// it leaves open: when no dungeon exit has room for the boss's large base,
// she comes in as near the closest exit as she fits, instead of never
// arriving (a 100,000-game soak found three games stuck that way).
func TestBossWithNoRoomByTheExitsStillArrives(t *testing.T) {
	g, _ := consulBoard(t, `
+-+-+-+-+-+-+
 W . # . . .|
+-+ + + + + +
|# # . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch")
	require.NotEmpty(t, g.Board.Exits)
	StateOf(g).Boss = "The Midnight Queen"
	evs := command(g, cards.CmdSpawnBoss, 1)
	spawned := find[MonsterSpawned](evs)
	require.NotEmpty(t, spawned, "the Queen arrives")
	q := g.Model(spawned[0].Model.ID)
	assert.Equal(t, "The Midnight Queen", q.Card)
	assert.Contains(t, spawned[0].String(), "no dungeon exit had room")
	assert.True(t, StateOf(g).BossSpawned)
	assert.Equal(t, 2, minDist(q.Squares(), g.Board.Exits[0].Squares), "as near the exit as a 2x2 base fits")
}
