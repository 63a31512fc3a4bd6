package rules

import (
	"github.com/superdungeon-digital/superdungeon/cards"
)

// wound places n wounds on m (capped at its remaining hearts) and destroys
// it when wounds reach its hearts (Arcade rulebook, "You Have Died").
func (g *Game) wound(m *Model, by ModelID, n int, source string, critical bool) []Event {
	if n <= 0 || !m.InPlay || m.Kind == KindChest {
		return nil
	}
	hearts := g.Hearts(m)
	n = min(n, hearts-m.Wounds)
	m.Wounds += n
	evs := []Event{Wounded{Model: g.ref(m.ID), By: g.ref(by), Amount: n, Wounds: m.Wounds, Hearts: hearts, Source: source, CriticalPlus: critical}}
	if m.Wounds >= hearts {
		if saved, e := g.nineLives(m, hearts); saved {
			return append(evs, e...)
		}
		evs = append(evs, g.destroy(m, by)...)
	}
	return evs
}

// destroy removes m from the dungeon with its wound, wrath and status
// tokens (Arcade rulebook, "You Have Died" and "Destroying ...").
func (g *Game) destroy(m *Model, by ModelID) []Event {
	m.InPlay = false
	m.Wounds = 0
	m.Statuses = 0
	m.Effects = nil
	evs := []Event{Destroyed{Model: g.ref(m.ID), By: g.ref(by), Kind_: m.Kind}}
	d := Destruction{Model: m.ID, Card: m.Card, Kind: m.Kind, Tile: m.Tile, By: by, Phase: g.Phase}
	if c := g.MonsterCard(m); c != nil {
		d.Role = c.Role
	}
	switch m.Kind {
	case KindHero:
		if m.Wrath > 0 {
			evs = append(evs, WrathFreed{Hero: g.ref(m.ID), Amount: m.Wrath})
			m.Wrath = 0
		}
		evs = append(evs, HeroDown{Hero: g.ref(m.ID), Coins: g.Coins})
	case KindSpawningPoint:
		g.SpawningPointsDestroyed++
		e := SpawningPointDestroyed{Model: g.ref(m.ID), Number: g.SpawningPointsDestroyed,
			Remaining: g.SpawningPoints - g.SpawningPointsDestroyed}
		switch g.SpawningPointsDestroyed {
		case 1:
			e.Hooks = append(e.Hooks, HookPlot)
		case 2:
			e.Hooks = append(e.Hooks, HookMiniBoss)
		case 3:
			// 5-6 Heroes: the second mini-boss spawns when the third
			// spawning point falls (Arcade rulebook, "Game Size").
			if len(g.Heroes()) >= 5 {
				e.Hooks = append(e.Hooks, HookMiniBoss)
			}
		}
		if e.Remaining == 0 {
			e.Hooks = append(e.Hooks, HookBoss)
		}
		evs = append(evs, e)
	}
	g.Destroyed = append(g.Destroyed, d)
	evs = append(evs, g.plotProgress(m)...) // crystals.go
	if m.Kind == KindHero && g.heroesDownThisTurn() > g.Coins {
		// Arcade rulebook, "Victory": not enough Princess Coins to revive.
		g.Over = "consul"
		evs = append(evs, GameOver{Winner: "the Consul"})
	}
	if c := g.MonsterCard(m); c != nil && c.Role == cards.RoleBoss {
		g.Over = "heroes"
		evs = append(evs, GameOver{Winner: "the Heroes"})
	}
	return evs
}

// heroesDownThisTurn counts Heroes destroyed this turn (each needs a coin).
func (g *Game) heroesDownThisTurn() int {
	n := 0
	for _, d := range g.Destroyed {
		if d.Kind == KindHero {
			n++
		}
	}
	return n
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
