package explore

import (
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Rude Supers' backpack (document, "Equipping from the Backpack"):
//
//   - "Equipment Limit: 1) 4 Loot; or 2) 1 Treasure and 3 Loot; or 3) 2
//     Treasures": no third treasure, no loot beside two; "If a Hero
//     desires, they may equip a second treasure card, but must empty their
//     other two equipment slots to do so: any cards in those slots are
//     removed and discarded" (rudeSecondTreasure, after the Equip).
//     Project decision: a second treasure whose discards would leave its
//     wearer with no heart is refused, as is one beside a Cursed loot
//     (Cursed cards cannot be removed).
//   - "Selling Loot: During the Power-up Phase, the Heroes may also
//     discard equipment from the backpack to sell them for potions, at a
//     rate of 2 loot or 1 treasure each" (SellLoot).

// SellLoot discards two loot cards or one treasure card from the backpack
// for a potion on Hero (Rude Supers, "Selling Loot").
type SellLoot struct {
	Hero  rules.ModelID
	Cards []string
}

func (SellLoot) CommandName() string { return "sell loot for a potion (Rude Supers)" }

func (c SellLoot) apply(g eg) ([]rules.Event, error) {
	if g.rude() == nil {
		return nil, rules.Illegal(c, "%v", errNotRude)
	}
	if g.Phase != rules.HeroPowerUp {
		return nil, rules.Illegal(c, "loot is sold during the Heroes' power-up (now %s)", g.Phase)
	}
	h := g.Model(c.Hero)
	if h == nil || h.Kind != rules.KindHero || !h.InPlay {
		return nil, rules.Illegal(c, "model %d is not a Hero in play", c.Hero)
	}
	if h.Potions >= g.PotionCapacity(h) {
		return nil, rules.Illegal(c, "%s already carries all the potions it can (%d)", h.Card, h.Potions)
	}
	if err := g.saleIsFair(c); err != nil {
		return nil, err
	}
	bp := slices.Clone(g.Backpack)
	for _, name := range c.Cards {
		i := slices.Index(bp, name)
		if i < 0 {
			return nil, rules.Illegal(c, "%q is not in the backpack", name)
		}
		bp = slices.Delete(bp, i, i+1)
	}
	g.Backpack = bp
	deck := rules.LootDeck
	if len(c.Cards) == 1 {
		deck = rules.TreasureDeck
	}
	for _, name := range c.Cards {
		g.DiscardCard(deck, name)
	}
	h.Potions++
	return []rules.Event{
		rudeNote("the party sells %s for a potion (Rude Supers, \"Selling Loot\")", rules.NameList(c.Cards)),
		rules.PotionGained{Hero: g.RefOf(h.ID), Potions: h.Potions},
	}, nil
}

// saleIsFair checks the rate: two loot cards or one treasure card.
func (g eg) saleIsFair(c SellLoot) error {
	cat := g.Catalog()
	deckOf := func(name string) cards.Deck {
		if e := cat.Equipment[name]; e != nil {
			return e.Deck
		}
		return ""
	}
	switch {
	case len(c.Cards) == 2 && deckOf(c.Cards[0]) == cards.DeckLoot && deckOf(c.Cards[1]) == cards.DeckLoot:
		return nil
	case len(c.Cards) == 1 && deckOf(c.Cards[0]) == cards.DeckTreasure:
		return nil
	}
	return rules.Illegal(c, "a potion costs two loot cards or one treasure card")
}

// wornDecks counts the treasure and loot cards h wears, with card put in
// its slot in place of what is there.
func (g eg) wornDecks(h *rules.Model, card string) (treasure, loot int, slot int) {
	cat := g.Catalog()
	slots := h.Slots
	slot = -1
	if e := cat.Equipment[card]; e != nil {
		slot = slices.Index(cards.Slots[:], e.Slot)
		if slot >= 0 {
			slots[slot] = card
		}
	}
	for _, name := range slots {
		if e := cat.Equipment[name]; e != nil {
			if e.Deck == cards.DeckTreasure {
				treasure++
			} else {
				loot++
			}
		}
	}
	return treasure, loot, slot
}

// refuseEquip is the equipment limit, asked before an Equip.
func (g eg) refuseEquip(c rules.Equip) error {
	h := g.Model(c.Hero)
	e := g.Catalog().Equipment[c.Card]
	if g.rude() == nil || h == nil || h.Kind != rules.KindHero || e == nil {
		return nil
	}
	treasure, _, slot := g.wornDecks(h, c.Card)
	switch {
	case treasure > 2:
		return rules.Illegal(c, "%s already wears two treasures: Rude Supers allows no more (\"Equipment Limit\")", h.Card)
	case treasure == 2 && e.Deck == cards.DeckLoot:
		return rules.Illegal(c, "%s wears two treasures, which leaves no slot for loot (Rude Supers, \"Equipment Limit\")", h.Card)
	case treasure == 2:
		try := g.Clone()
		th := try.Model(h.ID)
		for i, name := range h.Slots {
			o := g.Catalog().Equipment[name]
			if i == slot || o == nil || o.Deck != cards.DeckLoot {
				continue
			}
			if o.Cursed {
				return rules.Illegal(c, "a second treasure empties %s's loot slots, but its %s is Cursed and cannot be removed", h.Card, name)
			}
			th.Slots[i] = ""
		}
		if th.Slots[slot] = c.Card; th.Wounds >= try.Hearts(th) {
			return rules.Illegal(c, "a second treasure empties %s's loot slots, and without them it would fall", h.Card)
		}
	}
	return nil
}

// rudeSecondTreasure empties the loot slots of a Hero that has just put
// on its second treasure.
func (g eg) rudeSecondTreasure(c rules.Command) []rules.Event {
	eq, ok := c.(rules.Equip)
	if !ok || g.rude() == nil {
		return nil
	}
	h := g.Model(eq.Hero)
	if h == nil {
		return nil
	}
	if treasure, loot, _ := g.wornDecks(h, ""); treasure < 2 || loot == 0 {
		return nil
	}
	var gone []string
	for i, name := range h.Slots {
		if e := g.Catalog().Equipment[name]; e != nil && e.Deck == cards.DeckLoot {
			h.Slots[i] = ""
			g.DiscardCard(rules.LootDeck, name)
			gone = append(gone, name)
		}
	}
	if cap := g.PotionCapacity(h); h.Potions > cap {
		h.Potions = cap
	}
	return []rules.Event{rudeNote("%s wears two treasures and discards %s to make room (Rude Supers, \"Equipping from the Backpack\")", h.Card, rules.NameList(gone))}
}
