package arcade

import (
	"fmt"
	"strings"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// ChartAdvanced: the dungeon boss moved to the next space of the Mighty
// Monster Chart.
type ChartAdvanced struct {
	Space    int
	Bonuses  []cards.Bonus
	Commands []string
}

func (e ChartAdvanced) Kind() string { return "chart-advanced" }
func (e ChartAdvanced) String() string {
	s := fmt.Sprintf("the dungeon boss steps onto space %d of the Mighty Monster Chart: %s", e.Space, strings.Join(e.Commands, ", "))
	if len(e.Bonuses) > 0 {
		var b []string
		for _, x := range e.Bonuses {
			b = append(b, string(x))
		}
		// Spawning points are not monsters (consulARM).
		s += fmt.Sprintf("; from now on every monster but the dungeon boss has %s (not the spawning points)", strings.Join(b, " and "))
	}
	return s
}

// ConsulCommandStarted: the Consul begins one command of its turn (so a UI
// can show which step is running).
type ConsulCommandStarted struct {
	Command string
	Times   int
	Index   int // position on the space, from 1
}

func (e ConsulCommandStarted) Kind() string { return "consul-command" }
func (e ConsulCommandStarted) String() string {
	if e.Times > 1 {
		return fmt.Sprintf("Consul command %d: %s x%d", e.Index, e.Command, e.Times)
	}
	return fmt.Sprintf("Consul command %d: %s", e.Index, e.Command)
}

// MonsterSpawned: a Consul model was placed on the board (spawned,
// reinforced, re-placed near its elite, or a boss arriving).
type MonsterSpawned struct {
	Model  rules.Ref
	At     tiles.Point
	From   rules.Ref // the spawning point or elite it came from (ID NoModel for none)
	Moved  bool
	Reason string
}

func (e MonsterSpawned) Kind() string { return "monster-spawned" }
func (e MonsterSpawned) String() string {
	verb := "appears"
	if e.Moved {
		verb = "is placed"
	}
	return fmt.Sprintf("%s %s at %v: %s", e.Model, verb, e.At, e.Reason)
}

// CardDrawn: the Consul drew a challenge, boss-fight challenge or plot card
// (or discarded one).
type CardDrawn struct {
	Deck      string
	Card      string
	Discarded bool
	Reason    string
}

func (e CardDrawn) Kind() string { return "card-drawn" }
func (e CardDrawn) String() string {
	if e.Discarded {
		return fmt.Sprintf("%s leaves play: %s", e.Card, e.Reason)
	}
	return fmt.Sprintf("the Consul draws %s from the %s deck: %s", e.Card, e.Deck, e.Reason)
}

// ConsulTurnOver: every step of the Consul turn is done; EndPhase moves on
// to the Consul power-up.
type ConsulTurnOver struct{ Turn int }

func (e ConsulTurnOver) Kind() string { return "consul-turn-over" }
func (e ConsulTurnOver) String() string {
	return fmt.Sprintf("the Consul has finished turn %d", e.Turn)
}

// decided builds a ConsulDecided event.
func (g ag) decided(cmd string, monster, target rules.ModelID, format string, args ...any) rules.ConsulDecided {
	return rules.ConsulDecided{Command: cmd, Monster: g.refOrNone(monster), Target: g.refOrNone(target), Reason: fmt.Sprintf(format, args...)}
}

// refOrNone is g.ref, with an empty name for NoModel.
func (g ag) refOrNone(id rules.ModelID) rules.Ref {
	if g.Model(id) == nil {
		return rules.Ref{ID: rules.NoModel}
	}
	return g.RefOf(id)
}
