package explore

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The boss's fury under Rude Supers is a project rule, not the document's.
// The document drops the boss timeout ("Boss Timeout Effect: Not Used")
// and has no clock: a lone Hero who out-heals the Consul (two loot per two
// 8-Bit it kills, sold for potions) while spawning points stand plays
// forever, which a convention booth cannot have. So, as in Arcade
// (rules/arcade/consul_fury.go), the boss fight hardens once it has lasted
// RudeFuryGrace rounds: every later round gives the dungeon boss one more
// red die on its offense rolls, cumulative, and no monster enters the
// dungeon any more: the Consul spawns nothing and Scuttling Swarm calls no
// Crawler (the document's own aim, "to prevent any sort of farming": a
// lone Hero next to a spawning point, or next to a Spider Speaker, must not
// live off the minions it calls).
// The grace is long enough that
// a boss fight that goes either way is over before it (docs/balance.md).
const RudeFuryGrace = 8

// RudeFuryMassive is the fury level from which the boss's hits deal two
// wounds (Massive Damage): a Hero rolling hearts on every blow (two a hit)
// out-heals one wound a hit however many dice the boss rolls.
const RudeFuryMassive = 3

// Fury is the boss's fury level in round turn: the rounds beyond the grace
// since it entered (0 in plain Explore or before the boss).
func (r *Rude) Fury(turn int) int {
	if r == nil || r.BossRound == 0 {
		return 0
	}
	return max(0, turn-r.BossRound-RudeFuryGrace)
}

// furyDice is the offense the fury adds.
func (r *Rude) furyDice(turn int) cards.Pool {
	var p cards.Pool
	p.Dice[cards.Red] = r.Fury(turn)
	return p
}

// rudeFury is the fury level of the boss in play now (0 in plain Explore,
// before the boss or within the grace).
func (g eg) rudeFury() int {
	if g.S.BossID == rules.NoModel || !g.Model(g.S.BossID).InPlay {
		return 0
	}
	return g.rude().Fury(g.Turn)
}

// rudeFuryNote announces the fury as a round begins.
func (g eg) rudeFuryNote() []rules.Event {
	r := g.rude()
	n := g.rudeFury()
	if n == 0 {
		return nil
	}
	dice := "dice"
	if n == 1 {
		dice = "die"
	}
	return []rules.Event{rudeNote("%s grows furious: %d more red %s on its offense and no more monsters called (no spawning, no Scuttling Swarm), because the boss fight has lasted %d rounds (a rule of this digital edition, so that every game ends)",
		g.S.Boss, n, dice, g.Turn-r.BossRound)}
}
