package ai

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// equip puts backpack cards on Heroes in the Heroes' power-up (Arcade
// rulebook, "Equipment", "Backpack"): each card goes into a free slot of
// its crystal, on a Hero with that affinity first, then in id order. A
// worn card is never replaced, so each Equip empties a backpack place and
// the power-up ends. Cursed cards must be worn when a slot is free, so
// they go on like the rest; a card that would destroy its wearer (fewer
// hearts than wounds) goes to another Hero, tried on a copy of the game,
// and only a Cursed card with no safe wearer is put on one that falls.
func (p *Player) equip(g *rules.Game) rules.Command {
	if g.Phase != rules.HeroPowerUp {
		return nil
	}
	cat := g.Catalog()
	v := p.look(g)
	for _, name := range g.Backpack {
		e := cat.Equipment[name]
		if e == nil {
			continue
		}
		s := slices.Index(cards.Slots[:], e.Slot)
		if s < 0 {
			continue
		}
		var order []*rules.Model
		for _, h := range v.heroes {
			if hc := g.HeroCard(h); hc != nil && slices.Contains(hc.Affinity, e.Slot) {
				order = append(order, h)
			}
		}
		for _, h := range v.heroes {
			if !slices.Contains(order, h) {
				order = append(order, h)
			}
		}
		var forced rules.Command
		for _, h := range order {
			if h.Slots[s] != "" {
				continue
			}
			c := rules.Equip{Hero: h.ID, Card: name}
			try := g.Clone()
			if _, err := try.Apply(c); err != nil {
				continue
			}
			if try.Model(h.ID).InPlay {
				return c
			}
			if e.Cursed && forced == nil {
				forced = c
			}
		}
		if forced != nil {
			// A Cursed card must go on while a slot is free, even if it
			// costs the wearer its last heart.
			return forced
		}
	}
	return nil
}
