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
