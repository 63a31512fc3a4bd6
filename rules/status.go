package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// inflict gives m a status effect unless it is immune; a model has at most
// one of each (Arcade rulebook, "Status Effects", "Immune").
func (g *Game) Inflict(m *Model, st cards.Status, source string) []Event {
	if !m.InPlay || m.Kind == KindChest {
		return nil
	}
	if g.ImmuneTo(m, st) {
		return []Event{StatusGained{Model: g.RefOf(m.ID), Status: st, Source: source, Resisted: true}}
	}
	m.Statuses = m.Statuses.With(st)
	return []Event{StatusGained{Model: g.RefOf(m.ID), Status: st, Source: source}}
}

// heal removes up to n wounds or status effects from m (Arcade rulebook,
// "Heal X"). The statuses named in statusFirst go first (the player's
// choice); then wounds, then status effects in cards.AllStatuses order.
func (g *Game) Heal(m *Model, n int, source string, statusFirst ...cards.Status) []Event {
	if n <= 0 || !m.InPlay {
		return nil
	}
	e := Healed{Model: g.RefOf(m.ID), Source: source}
	for _, st := range statusFirst {
		if n > 0 && m.Statuses.Has(st) {
			m.Statuses = m.Statuses.Without(st)
			e.Status = append(e.Status, st)
			n--
		}
	}
	w := min(n, m.Wounds)
	m.Wounds -= w
	e.Wounds = w
	n -= w
	for _, st := range m.Statuses.List() {
		if n == 0 {
			break
		}
		m.Statuses = m.Statuses.Without(st)
		e.Status = append(e.Status, st)
		n--
	}
	if e.Wounds == 0 && len(e.Status) == 0 {
		return nil
	}
	return []Event{e}
}

// cleanse removes every status effect from m.
func (g *Game) cleanse(m *Model, source string) []Event {
	list := m.Statuses.List()
	if len(list) == 0 {
		return nil
	}
	m.Statuses = 0
	return []Event{StatusesRemoved{Model: g.RefOf(m.ID), Status: list, Reason: source}}
}

// dropImmuneStatuses removes statuses a model has just become immune to
// (Arcade rulebook, "Immune": remove the token immediately).
func (g *Game) dropImmuneStatuses(m *Model, source string) []Event {
	var gone []cards.Status
	for _, st := range m.Statuses.List() {
		if g.ImmuneTo(m, st) {
			m.Statuses = m.Statuses.Without(st)
			gone = append(gone, st)
		}
	}
	if len(gone) == 0 {
		return nil
	}
	return []Event{StatusesRemoved{Model: g.RefOf(m.ID), Status: gone, Reason: "immune through " + source}}
}
