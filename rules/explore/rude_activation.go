package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
)

// canInterrupt is Activate in the Heroes' turn: only a Super the rules
// let interrupt now (Interrupting).
func (g eg) canInterrupt(c Activate) (*rules.Model, error) {
	if g.S.Active != rules.NoModel {
		return nil, rules.Illegal(c, "%s is still activating; end its activation first", g.Name(g.S.Active))
	}
	m := g.Model(c.Monster)
	if m == nil || !m.InPlay || !isSuper(g.Game, m) {
		return nil, rules.Illegal(c, "only a mini-boss or the boss interrupts the Heroes' turn")
	}
	if !slices.Contains(g.Interrupting(), m.ID) {
		return nil, rules.Illegal(c, "%s may not interrupt now (Rude Supers: a slot opens after a Hero's activation; a mini-boss once a turn, the boss its allowance and only between two Heroes still to act, and only a Super within a tile of a Hero as the turn began)", m.Card)
	}
	return m, nil
}

// rudeActivated is the variant's part of a monster's activation: in the
// Consul's turn spawning is over (Phase 2, "Movement"); in the Heroes'
// turn it is a rude interruption, announced with the rule that allows it.
func (g eg) rudeActivated(m *rules.Model) []rules.Event {
	r := g.rude()
	if g.Phase == rules.ConsulTurn {
		r.Moving = true
		return nil
	}
	if isBoss(g.Game, m) {
		return []rules.Event{rudeMoment(MomentInterruption, "RUDE INTERRUPTION! %s barges into the Heroes' turn (the boss interrupts %d of %d times this turn: \"Special Rules for the Boss\")",
			m.Card, r.BossTimes+1, r.BossInterruptions())}
	}
	return []rules.Event{rudeMoment(MomentInterruption, "RUDE INTERRUPTION! %s barges into the Heroes' turn (a mini-boss interrupts once per Heroes' turn: \"Supers: Rude Interruptions\")", m.Card)}
}
