package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// regatherMinions places the minions that were bonded to elite e before it
// moved, and are now more than two squares away, back within two squares
// of it (Arcade rulebook, "Move Monster"): not next to another monster
// unless impossible, as close to the most-wrath Hero as possible.
func (g ag) regatherMinions(e rules.ModelID, before []rules.ModelID) []rules.Event {
	var evs []rules.Event
	focus := g.FocusID()
	for _, id := range before {
		b := g.Model(id)
		el := g.Model(e)
		if !b.InPlay || !el.InPlay || g.ModelDist(el, b) <= 2 {
			continue
		}
		ev, _ := g.placeMinionNear(b.Card, id, []*rules.Model{el}, e, g.distToHero(focus), g.Name(focus))
		evs = append(evs, ev...)
	}
	return evs
}

// bondedElites lists the elites in play whose gang card bonds minion card.
func (g ag) bondedElites(card string) []rules.ModelID {
	var out []rules.ModelID
	for i := range g.Models {
		m := &g.Models[i]
		if c := g.MonsterCard(m); m.InPlay && c != nil && c.Role == cards.RoleElite && contains(c.Bonded, card) {
			out = append(out, m.ID)
		}
	}
	return out
}

// stragglers checks for minions bonded to no elite (Arcade rulebook,
// "Check for Stragglers"): each is placed within two squares of the elite
// of its gang closest to the most-wrath Hero (equal range: lower id), or,
// with no such elite in play, goes back to the spawning pool.
func (g ag) stragglers() []rules.Event {
	const cmd = "clean-up"
	var evs []rules.Event
	focus := g.FocusID()
	for i := range g.Models {
		m := &g.Models[i]
		c := g.MonsterCard(m)
		if !m.InPlay || c == nil || c.Role != cards.RoleMinion {
			continue
		}
		elites := g.bondedElites(m.Card)
		near := false
		for _, e := range elites {
			near = near || g.ModelDist(g.Model(e), m) <= 2
		}
		if near {
			continue
		}
		id := m.ID
		if len(elites) == 0 {
			m.InPlay = false
			evs = append(evs, g.decided(cmd, id, rules.NoModel, "%s is a straggler with no elite of its gang in play: it goes back to the spawning pool", m.Card))
			continue
		}
		best := elites[0]
		if focus != rules.NoModel {
			f := g.Model(focus)
			for _, e := range elites[1:] {
				if g.ModelDist(g.Model(e), f) < g.ModelDist(g.Model(best), f) {
					best = e
				}
			}
		}
		evs = append(evs, g.decided(cmd, id, best, "%s is a straggler: it rejoins %s, the elite of its gang closest to %s", g.Name(id), g.Name(best), g.Name(focus)))
		ev, _ := g.placeMinionNear(g.Name(id), id, []*rules.Model{g.Model(best)}, best, g.distToHero(focus), g.Name(focus))
		evs = append(evs, ev...)
	}
	return evs
}

// cleanUp is the Consul turn's clean-up (Arcade rulebook, "4. Clean-Up"):
// stragglers, then challenge cards not drawn this turn are discarded.
// Project rule: the Consul turn is the monsters' activation, so, as a Hero
// sheds its status effects when its activation ends, every monster sheds
// its status effects here, except Knockdown, which only a Move removes
// (Arcade rulebook, "Status Effects").
func (g ag) cleanUp() []rules.Event {
	evs := g.stragglers()
	for i := range g.Models {
		m := &g.Models[i]
		if !m.InPlay || m.Kind != rules.KindMonster {
			continue
		}
		keep := m.Statuses & rules.StatusBit(cards.Knockdown)
		if gone := (m.Statuses &^ keep).List(); len(gone) > 0 {
			m.Statuses = keep
			evs = append(evs, rules.StatusesRemoved{Model: g.RefOf(m.ID), Status: gone, Reason: "end of the Consul turn"})
		}
	}
	if g.Consul.Challenge != "" && g.Consul.ChallengeTurn < g.Turn {
		evs = append(evs, g.discardChallenge(fmt.Sprintf("drawn on turn %d, it ends with this Consul turn", g.Consul.ChallengeTurn))...)
	}
	return evs
}
