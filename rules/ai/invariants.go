package ai

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// CheckInvariants reports the first broken game-state invariant: negative
// counters, a model in play with wounds at or above its hearts, a model off
// the map or on a void location, a model on a structure or chasm it may not
// stand on (no Fly or Burrow: rules.Game.CanStand), two models (or a model
// and a chest token) on one square, more wrath on the Heroes than the pool,
// or a Hero, in the dungeon or destroyed, carrying more potions than its
// capacity.
func CheckInvariants(g *rules.Game) error {
	// The squares taken so far: a game has a few dozen, so a list beats
	// a map (this runs after every command of every simulated game).
	type taken struct {
		p  tiles.Point
		id rules.ModelID
	}
	var buf [64]taken
	occupied := buf[:0]
	wrath := 0
	for i := range g.Models {
		m := &g.Models[i]
		if m.Wrath < 0 || m.Potions < 0 || m.Wounds < 0 {
			return fmt.Errorf("%s: negative counter (wounds %d, wrath %d, potions %d)", m.Card, m.Wounds, m.Wrath, m.Potions)
		}
		if m.Kind == rules.KindHero {
			wrath += m.Wrath
		}
		// A capacity is never below zero and a Hero's hearts never below
		// one: the costly lookups are skipped when they cannot fail.
		if m.Kind == rules.KindHero && m.Potions > 0 && m.Potions > g.PotionCapacity(m) {
			return fmt.Errorf("%s carries %d potions, capacity %d", m.Card, m.Potions, g.PotionCapacity(m))
		}
		if !m.InPlay {
			continue
		}
		if m.Kind != rules.KindChest && !g.CanStand(m.ID, m.Pos) {
			return fmt.Errorf("%s stands at %v, a square it may not stand on", m.Card, m.Pos)
		}
		if m.Kind != rules.KindChest && !(m.Kind == rules.KindHero && m.Wounds <= 0) && m.Wounds >= g.Hearts(m) {
			return fmt.Errorf("%s in play with %d wounds of %d hearts", m.Card, m.Wounds, g.Hearts(m))
		}
		for _, p := range m.Squares() {
			if !g.Board.IsSquare(p) {
				return fmt.Errorf("%s at %v: not a square of the dungeon", m.Card, p)
			}
			for _, o := range occupied {
				if o.p == p {
					return fmt.Errorf("%s and %s share %v", m.Card, g.Name(o.id), p)
				}
			}
			occupied = append(occupied, taken{p, m.ID})
		}
	}
	if wrath > g.WrathPool {
		return fmt.Errorf("%d wrath on the Heroes, pool %d", wrath, g.WrathPool)
	}
	return nil
}
