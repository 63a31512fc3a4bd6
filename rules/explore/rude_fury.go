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
// red die on its offense rolls, cumulative. The grace is long enough that
// a boss fight that goes either way is over before it (docs/balance.md).
const RudeFuryGrace = 8

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

// rudeFuryNote announces the fury as a round begins.
func (g eg) rudeFuryNote() []rules.Event {
	r := g.rude()
	n := r.Fury(g.Turn)
	if n == 0 || g.S.BossID == rules.NoModel || !g.Model(g.S.BossID).InPlay {
		return nil
	}
	dice := "dice"
	if n == 1 {
		dice = "die"
	}
	return []rules.Event{rudeNote("%s grows furious: %d more red %s on its offense, because the boss fight has lasted %d rounds (a project rule so every game ends)",
		g.S.Boss, n, dice, g.Turn-r.BossRound)}
}
