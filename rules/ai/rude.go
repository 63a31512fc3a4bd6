package ai

import (
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// sellLoot is the party's sale under Rude Supers ("Selling Loot": two loot
// or one treasure for a potion), once nothing left in the backpack can be
// worn (equip asks first): the cards nobody wears buy potions for the
// Heroes with room for one, the one with fewest hearts left first.
func (p *Player) sellLoot(g *rules.Game) rules.Command {
	if !explore.IsRude(g) || g.Phase != rules.HeroPowerUp {
		return nil
	}
	var buyer *rules.Model
	for _, id := range g.HeroesInPlay() {
		h := g.Model(id)
		if h.Potions >= g.PotionCapacity(h) {
			continue
		}
		if buyer == nil || g.Hearts(h)-h.Wounds < g.Hearts(buyer)-buyer.Wounds {
			buyer = h
		}
	}
	if buyer == nil {
		return nil
	}
	var loot []string
	for _, name := range g.Backpack {
		e := g.Catalog().Equipment[name]
		switch {
		case e == nil:
		case e.Deck == cards.DeckTreasure:
			return explore.SellLoot{Hero: buyer.ID, Cards: []string{name}}
		case len(loot) < 2:
			loot = append(loot, name)
		}
	}
	if len(loot) < 2 {
		return nil
	}
	return explore.SellLoot{Hero: buyer.ID, Cards: loot}
}

// emergencyPotion is a green potion drunk while a Super interrupts the
// Heroes' turn under Rude Supers ("a Hero may use a potion during a Super
// interrupting the Heroes' turn, which will still count as that Hero's
// use of a potion for the turn"): the healing green that the Consul
// turn's potion logic (green) would give a fragile or wounded Hero, asked
// before each of the Super's commands, so a Hero it has just reached
// drinks before the blow. Only a potion the rules take (one per Hero per
// turn, Ice, Knockdown) is offered.
func (p *Player) emergencyPotion(g *rules.Game) rules.Command {
	s := explore.StateOf(g)
	if s == nil || s.Rude == nil || g.Phase != rules.HeroTurn || g.Active != rules.NoModel || s.Active == rules.NoModel {
		return nil
	}
	v := p.look(g)
	for _, h := range v.heroes {
		if v.suffers(h, cards.Ice) || v.suffers(h, cards.Knockdown) || !(v.fragile(h) || h.Wounds >= 2) {
			continue
		}
		c := p.greenHeal(v, h)
		if c == nil {
			continue
		}
		if _, err := g.Clone().Apply(c); err == nil {
			return c
		}
	}
	return nil
}

// rudeRefusesPotion reports a Hero Rude Supers keeps from drinking in
// the Consul's turn: no potion under Knockdown (the editor's note) nor
// Ice, Loud Slurping included (Part 2, "Ice"; rules/explore
// rude_potions.go). Monsters that knock Heroes down or ice them in the
// Consul's turn were rare; the Anti-Hero's Smite, Grudge and Darkforge
// Blade made it common.
func rudeRefusesPotion(v *view, h *rules.Model) bool {
	return explore.IsRude(v.g) && (v.suffers(h, cards.Knockdown) || v.suffers(h, cards.Ice))
}
