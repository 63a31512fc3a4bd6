package arcade

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// The Midnight Queen's arrival (card-facts.md: when she spawns, Daemonus
// appears if absent, and every Hero is moved three squares by Compel). The
// card data carries it as the Compel on her My Champion action (the action
// that calls Daemonus); it is resolved only when she arrives, not when the
// chart's Unique command uses My Champion later.
//
// Project decision: the Consul compels each Hero in the dungeon, in id
// order, toward the Queen: the control effect's default Pull path (each step
// the cheapest legal one that closes in, stopping next to her or when the
// points run out; tile effects as normal). Sturdy Heroes do not budge.

// arrivalCompel drags every Hero toward boss m by its arrival action's
// Compel.
func (g ag) arrivalCompel(m *rules.Model, cmd string) []rules.Event {
	c := g.MonsterCard(m)
	if c == nil {
		return nil
	}
	var act *cards.Action
	for i := range c.Actions {
		if c.Actions[i].Name == "My Champion" && c.Actions[i].Control.Name == "Compel" {
			act = &c.Actions[i]
		}
	}
	if act == nil {
		return nil
	}
	k := cards.Keyword{Name: "Pull", Value: act.Control.Value}
	var evs []rules.Event
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		if g.Has(h, "Sturdy") {
			evs = append(evs, rules.Note{Text: fmt.Sprintf("%s is Sturdy and does not budge", h.Card)})
			continue
		}
		path := g.DefaultControlPath(m, h, k)
		if len(path) == 0 {
			continue
		}
		cost, err := g.Walk(h, path, -1)
		if err != nil {
			continue // the default path is legal by construction; never move on an illegal one
		}
		h.Pos = path[len(path)-1]
		evs = append(evs, g.decided(cmd, m.ID, h.ID, "%s compels %s toward her", m.Card, h.Card),
			rules.Moved{Model: g.RefOf(h.ID), Path: path, Cost: cost, Reason: act.Name + " (Compel)"})
	}
	return evs
}
