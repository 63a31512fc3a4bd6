package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// wound places n wounds on m (capped at its remaining hearts) and destroys
// it when wounds reach its hearts (Arcade rulebook, "You Have Died").
func (g *Game) Wound(m *Model, by ModelID, n int, source string, critical bool) []Event {
	if n <= 0 || !m.InPlay || m.Kind == KindChest {
		return nil
	}
	hearts := g.Hearts(m)
	n = min(n, hearts-m.Wounds)
	if wl, ok := g.rules().(WoundLimiter); ok && n > 0 {
		if n = max(0, min(n, wl.LimitWounds(g, m, by, n))); n == 0 {
			return []Event{Note{Text: fmt.Sprintf("%s suffers no wound from %s", m.Card, source)}}
		}
	}
	ap := g.apWatch(m) // apshift.go
	m.Wounds += n
	evs := []Event{Wounded{Model: g.RefOf(m.ID), By: g.RefOf(by), Amount: n, Wounds: m.Wounds, Hearts: hearts, Source: source, CriticalPlus: critical}}
	if w, ok := g.Rules.(WoundWatcher); ok && n > 0 {
		evs = append(evs, w.WoundsPlaced(g, m, n, by, source)...) // classic: the Power Gauge
	}
	if m.Wounds >= hearts {
		if saved, e := g.nineLives(m, hearts); saved {
			return append(evs, e...)
		}
		evs = append(evs, g.Destroy(m, by)...)
		return evs
	}
	evs = append(evs, g.apShift(m, ap, false)...)
	return append(evs, g.rules().AfterWounded(g, m)...) // Explore: the boss's timeout
}

// destroy removes m from the dungeon with its wound, wrath and status
// tokens (Arcade rulebook, "You Have Died" and "Destroying ...").
func (g *Game) Destroy(m *Model, by ModelID) []Event {
	m.InPlay = false
	m.Wounds = 0
	m.Statuses, m.VulnerableTo = 0, 0
	m.Effects = nil
	evs := []Event{Destroyed{Model: g.RefOf(m.ID), By: g.RefOf(by), Kind_: m.Kind}}
	d := Destruction{Model: m.ID, Card: m.Card, Kind: m.Kind, Tile: m.Tile, By: by, Phase: g.Phase}
	if c := g.MonsterCard(m); c != nil {
		d.Role = c.Role
	}
	switch m.Kind {
	case KindHero:
		if m.Wrath > 0 {
			evs = append(evs, WrathFreed{Hero: g.RefOf(m.ID), Amount: m.Wrath})
			m.Wrath = 0
		}
		evs = append(evs, HeroDown{Hero: g.RefOf(m.ID), Coins: g.Coins})
	case KindSpawningPoint:
		g.SpawningPointsDestroyed++
		e := SpawningPointDestroyed{Model: g.RefOf(m.ID), Number: g.SpawningPointsDestroyed,
			Remaining: g.SpawningPoints - g.SpawningPointsDestroyed}
		e.Hooks = g.rules().SpawningPointHooks(g, g.SpawningPointsDestroyed)
		evs = append(evs, e)
	}
	if d.Role == cards.RoleBooBooty {
		g.discardBooBootyCard(m.Card)
	}
	g.Destroyed = append(g.Destroyed, d)
	evs = append(evs, g.rules().AfterDestroyed(g, m)...) // objectives, victory
	return evs
}

// afterAction ends the active Hero's activation if it was destroyed by its
// own action (a dangerous area, Backlash).
func (g *Game) afterAction() []Event {
	if g.Active == NoModel {
		return nil
	}
	if m := g.Model(g.Active); !m.InPlay {
		return g.finishActivation(m)
	}
	return nil
}

// discardBooBootyCard puts the treasure card of a destroyed boo booty
// monster on the treasure discard pile: it stayed out of the decks while
// its monster was in play (keepTreasure). With several cards for one
// monster, the first by name.
func (g *Game) discardBooBootyCard(monster string) {
	var names []string
	for name := range g.catalog.Equipment {
		if m, ok := g.BooBooty(name); ok && m == monster {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return
	}
	slices.Sort(names)
	g.DiscardCard(TreasureDeck, names[0])
}
