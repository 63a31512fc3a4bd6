package scene

import (
	"fmt"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Selling loot in the power-up panel (Rude Supers, "Selling Loot": two
// loot or one treasure from the backpack for a potion). With a backpack
// card chosen, Sell arms the sale; the next click on a Hero's card gives
// that Hero the potion. A loot card goes with the oldest other loot card in
// the backpack. Every sale is explore.SellLoot: the rules say yes or why
// not.

// saleCards are the cards selling the chosen card takes: a treasure alone,
// a loot card with the oldest other loot card.
func (p *Play) saleCards() []string {
	cat := p.g.Catalog()
	e := cat.Equipment[p.puSelected]
	if e == nil {
		return nil
	}
	if e.Deck == cards.DeckTreasure {
		return []string{p.puSelected}
	}
	for i, c := range p.g.Backpack {
		if o := cat.Equipment[c]; o != nil && o.Deck == cards.DeckLoot && (c != p.puSelected || i != indexOf(p.g.Backpack, p.puSelected)) {
			return []string{p.puSelected, c}
		}
	}
	return []string{p.puSelected}
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// sellReason says why Sell cannot be used now ("" when it can, for some
// Hero).
func (p *Play) sellReason() string {
	if p.puSelected == "" {
		return "Click a backpack card first: two loot cards or one treasure buy a potion."
	}
	sale := p.saleCards()
	var why string
	for _, id := range p.heroIDs() {
		_, err := p.g.Clone().Apply(explore.SellLoot{Hero: id, Cards: sale})
		if err == nil {
			return ""
		}
		why = reason(err)
	}
	return why
}

// sellTo sells the chosen card (and its pair) for a potion on Hero id.
func (p *Play) sellTo(id rules.ModelID) {
	if p.apply(explore.SellLoot{Hero: id, Cards: p.saleCards()}) == nil {
		p.puSelected = ""
	}
	p.puSell = false
}

// sellPreview says what a sale to Hero id would do.
func (p *Play) sellPreview(id rules.ModelID) string {
	sale := p.saleCards()
	if _, err := p.g.Clone().Apply(explore.SellLoot{Hero: id, Cards: sale}); err != nil {
		return "Can't: " + reason(err)
	}
	return fmt.Sprintf("Sell %s for a potion on %s.", listNames(sale, "and"), p.g.Model(id).Card)
}

// canSellAny reports whether some sale is legal now (the panel then has a
// choice to offer).
func (p *Play) canSellAny() bool {
	if !p.rudeGame() {
		return false
	}
	cat := p.g.Catalog()
	var loot []string
	for _, c := range p.g.Backpack {
		e := cat.Equipment[c]
		if e == nil {
			continue
		}
		sale := []string{c}
		if e.Deck == cards.DeckLoot {
			if loot = append(loot, c); len(loot) < 2 {
				continue
			}
			sale = loot[:2]
		}
		for _, id := range p.heroIDs() {
			if _, err := p.g.Clone().Apply(explore.SellLoot{Hero: id, Cards: sale}); err == nil {
				return true
			}
		}
	}
	return false
}
