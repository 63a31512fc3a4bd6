package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// NewPlayer is Rude Supers' "NEW PLAYER": in the Heroes' power-up, a
// Princess Coin exchanges any Hero, destroyed or in play, for another Hero
// of the collection. The replaced Hero's wounds and status effects go "as
// though it were destroyed"; its potions and equipment are kept aside for
// when New Player brings it back. The new Hero takes the old one's square
// (in play) or At, a revival square (destroyed), and receives a potion if
// it has room. (It may equip from the backpack in the same power-up, as
// any Hero may.)
type NewPlayer struct {
	Hero rules.ModelID
	Card string
	At   *tiles.Point
}

func (NewPlayer) CommandName() string { return "new player" }

// SetAside is a Hero taken out by New Player, with what it keeps.
type SetAside struct {
	Card    string
	Potions int
	Slots   [4]string
}

func (c NewPlayer) apply(g eg) ([]rules.Event, error) {
	r := g.rude()
	if r == nil || g.Phase != rules.HeroPowerUp {
		return nil, rules.Illegal(c, "New Player is a Rude Supers choice of the Heroes' power-up")
	}
	if g.Coins < 1 {
		return nil, rules.Illegal(c, "the party has no Princess Coin left")
	}
	h := g.Model(c.Hero)
	if h == nil || h.Kind != rules.KindHero {
		return nil, rules.Illegal(c, "model %d is not a Hero", c.Hero)
	}
	if h.Card == c.Card {
		return nil, rules.Illegal(c, "%s would replace itself", c.Card)
	}
	old := SetAside{Card: h.Card, Potions: h.Potions, Slots: h.Slots}
	wasIn := h.InPlay
	if !wasIn {
		if c.At == nil || !slices.Contains(g.ReviveSquares(), *c.At) {
			return nil, rules.Illegal(c, "a new Hero for a fallen one is placed as a revived Hero would be")
		}
	}
	if err := g.SetHeroCard(h, c.Card); err != nil {
		return nil, rules.Illegal(c, "%v", err)
	}
	// The new Hero brings back what it had when set aside, if it was.
	h.Potions, h.Slots = 0, [4]string{}
	kept := r.SetAside[:0:0]
	for _, a := range r.SetAside {
		if a.Card == c.Card {
			h.Potions, h.Slots = a.Potions, a.Slots
			continue
		}
		kept = append(kept, a)
	}
	r.SetAside = append(kept, old)
	var evs []rules.Event
	if h.Wrath > 0 {
		evs = append(evs, rules.WrathFreed{Hero: g.RefOf(h.ID), Amount: h.Wrath})
	}
	h.Wounds, h.Statuses, h.Wrath, h.Effects = 0, 0, 0, nil
	if !wasIn {
		h.InPlay, h.Pos = true, *c.At
		g.Destroyed = slices.Clone(g.Destroyed) // shared with clones
		for i, d := range g.Destroyed {
			if d.Model == h.ID && !d.Revived {
				g.Destroyed[i].Revived = true
			}
		}
	}
	g.Coins--
	if h.Potions < g.PotionCapacity(h) {
		h.Potions++
	}
	return append(evs, rudeNote("New Player: %s takes the place of %s for a Princess Coin (%d left)", c.Card, old.Card, g.Coins)), nil
}
