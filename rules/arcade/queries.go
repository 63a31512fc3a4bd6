package arcade

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// The Arcade Consul's queries, for the play screen, the simulator and the
// AIs. Each answers as for no Arcade Consul (zero values) when g follows
// another rulebook.

// ConsulCommands lists this Consul turn's commands, as fixed by its first
// step.
func ConsulCommands(g *rules.Game) []cards.ChartCommand {
	if a, ok := of(g); ok {
		return a.ConsulCommands()
	}
	return nil
}

// ConsulNextStep is the next step of the Consul turn (see ConsulStep) and
// whether the turn has begun.
func ConsulNextStep(g *rules.Game) (int, bool) {
	if a, ok := of(g); ok {
		return a.ConsulNextStep()
	}
	return 0, false
}

// Chart returns the side of the Mighty Monster Chart the game uses.
func Chart(g *rules.Game) (cards.Chart, error) {
	if a, ok := of(g); ok {
		return a.chart()
	}
	return cards.Chart{}, errNotArcade
}

// BossFury is the dungeon boss's fury level (consul_fury.go).
func BossFury(g *rules.Game) int {
	if a, ok := of(g); ok {
		return a.BossFury()
	}
	return 0
}

// BossFuryEpic reports whether the boss's fury makes its Fights Epic.
func BossFuryEpic(g *rules.Game) bool {
	if a, ok := of(g); ok {
		return a.BossFuryEpic()
	}
	return false
}

// TurnRewards tallies the loot tracker by the Arcade rewards chart
// (rewards.go).
func TurnRewards(g *rules.Game) Rewards {
	if a, ok := of(g); ok {
		return a.TurnRewards()
	}
	return Rewards{}
}
