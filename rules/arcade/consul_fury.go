package arcade

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Boss fury is a project rule, not the rulebook's. The Arcade rulebook
// promises that "the Consul's power will grow as the game continues", but
// its boss fight has no clock: a party that can neither finish the boss nor
// be finished by it (healers out-healing a boss that has lost its spawning
// points) plays forever. That never ends a game at a convention booth, so
// the boss fight hardens the longer it lasts:
//
//   - the first furyGrace boss-fight Consul turns are the book's;
//   - every later one gives the dungeon boss +1 STR, cumulative;
//   - from epicFuryLevel on, the boss-fight Fight is an Epic Fight.
//
// The numbers were chosen with the simulator (docs/balance.md): a boss
// fight that goes well ends well inside the grace turns, so fury only
// decides fights that have stalled.
const (
	furyGrace     = 9
	epicFuryLevel = 3
)

// BossFury is the dungeon boss's fury level: how many boss-fight Consul
// turns have passed beyond the grace turns (0 while there is none).
func (g ag) BossFury() int {
	return max(0, g.Consul.BossFightTurns-furyGrace)
}

// BossFuryEpic reports whether the fury has turned the boss fight's Fight
// into an Epic Fight.
func (g ag) BossFuryEpic() bool { return g.BossFury() >= epicFuryLevel }

// bossFuryEvents counts a new boss-fight turn and says what the fury adds.
func (g ag) bossFuryEvents() []rules.Event {
	g.Consul.BossFightTurns++
	fury := g.BossFury()
	if fury == 0 {
		return nil
	}
	evs := []rules.Event{g.decided("fury", rules.NoModel, rules.NoModel, "%s grows furious: +%d STR, because the boss fight has lasted %d Consul turns (a rule of this digital edition, so that every game ends)",
		g.Consul.Boss, fury, g.Consul.BossFightTurns)}
	if fury >= epicFuryLevel {
		evs = append(evs, g.decided("fury", rules.NoModel, rules.NoModel, "the fury is at its height: every Fight is an Epic Fight (one more wound per wounding attack)"))
	}
	return evs
}

// furyCommands turns the boss-fight Fight into an Epic Fight once the fury
// is high enough.
func (g ag) furyCommands(cmds []cards.ChartCommand) []cards.ChartCommand {
	if !g.BossFuryEpic() {
		return cmds
	}
	for i := range cmds {
		if cmds[i].Command == cards.CmdFight {
			cmds[i].Command = cards.CmdEpicFight
		}
	}
	return cmds
}
