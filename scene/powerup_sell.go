package scene

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/explore"
)

// Selling loot in the power-up panel (Rude Supers, "Selling Loot": two
// loot or one treasure from the backpack for a potion). With a backpack
// card chosen, Sell arms the sale; a loot card goes with a second loot
// card the player clicks (when the others are all alike, that one); the
// next click on a Hero's card gives that Hero the potion. Every sale is
// explore.SellLoot: the rules say yes or why not.

// saleCards are the cards selling the chosen card takes: a treasure alone,
// a loot card with the loot card picked to go with it (the other loot
// cards' first while none is picked: what Sell's legality is judged by).
func (p *Play) saleCards() []string {
	cat := p.g.Catalog()
	e := cat.Equipment[p.puSelected]
	if e == nil {
		return nil
	}
	if e.Deck == cards.DeckTreasure {
		return []string{p.puSelected}
	}
	if p.puSellPair != "" {
		return []string{p.puSelected, p.puSellPair}
	}
	if others := p.sellPartners(); len(others) > 0 {
		return []string{p.puSelected, others[0]}
	}
	return []string{p.puSelected}
}

// sellPartners are the names of the loot cards that could go with the
// chosen loot card, each once, in the backpack's order.
func (p *Play) sellPartners() []string {
	cat := p.g.Catalog()
	self := indexOf(p.g.Backpack, p.puSelected)
	var out []string
	for i, c := range p.g.Backpack {
		if o := cat.Equipment[c]; o != nil && o.Deck == cards.DeckLoot && i != self && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// sellPairWanted reports whether an armed sale waits for the player to
// click the loot card that goes with the chosen one: the other loot
// cards are not all alike, so the rules' pick would be a choice made
// for the player.
func (p *Play) sellPairWanted() bool {
	e := p.g.Catalog().Equipment[p.puSelected]
	return p.puSell && p.puSellPair == "" && e != nil && e.Deck == cards.DeckLoot && len(p.sellPartners()) > 1
}

// sellPairIndex is the backpack place of the picked pair (-1 for none):
// its first copy that is not the chosen card itself.
func (p *Play) sellPairIndex() int {
	self := indexOf(p.g.Backpack, p.puSelected)
	for i, c := range p.g.Backpack {
		if c == p.puSellPair && i != self {
			return i
		}
	}
	return -1
}

// pickSellPair takes backpack place i as the card sold with the chosen
// one.
func (p *Play) pickSellPair(i int) {
	card := p.g.Backpack[i]
	e := p.g.Catalog().Equipment[card]
	switch {
	case i == indexOf(p.g.Backpack, p.puSelected):
		p.say(card + " is the card being sold: click another loot card to go with it.")
	case e == nil || e.Deck != cards.DeckLoot:
		p.say(card + " is a treasure: two loot cards or one treasure buy a potion.")
	default:
		p.puSellPair = card
		p.toast = ""
	}
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
	if p.sellPairWanted() {
		p.say("Click the loot card to sell with " + p.puSelected + " first.")
		return
	}
	p.forgetGhosts() // two cards go: the rows close up
	if p.apply(explore.SellLoot{Hero: id, Cards: p.saleCards()}) == nil {
		p.puSelected = ""
	}
	p.puSell, p.puSellPair = false, ""
}

// sellPreview says what a sale to Hero id would do.
func (p *Play) sellPreview(id rules.ModelID) string {
	if p.sellPairWanted() {
		return "Click the loot card to sell with " + p.puSelected + " first."
	}
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
