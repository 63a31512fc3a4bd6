package scene

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/rules/classic"
)

// Wearing a card at once (1st edition, "Loot-O-Meter", "Opening
// Chests": "Any Hero may equip the loot immediately"): a Wear button for
// each card the last command drew arms the card; the next click on a
// Hero (its card on the left, or its model on the board) puts it on that
// Hero. Every choice is classic.EquipNow: the rules say yes or why not.

// wearButtons are the Wear buttons for the cards just drawn.
func (p *Play) wearButtons() []*actionButton {
	s := p.clState()
	if s == nil || p.g.Over != "" {
		return nil
	}
	if p.wearCard != "" && !slices.Contains(s.Fresh, p.wearCard) {
		p.wearCard = "" // set aside by another command
	}
	var out []*actionButton
	for _, card := range s.Fresh {
		if len(out) == 2 || !p.someHeroMayWear(card) {
			continue
		}
		b := &actionButton{label: "Wear " + card, cost: "click a Hero", active: p.wearCard == card,
			tip: fmt.Sprintf("%s was just drawn: any Hero may wear it at once. Click this, then the Hero who should wear it. Anything else you do first sets it aside for the end of the round", card)}
		b.onClick = func() {
			p.barVersion = 0 // the button shows it is armed
			if p.wearCard == card {
				p.wearCard = ""
				return
			}
			p.wearCard = card
			p.say("Click the Hero who should wear " + card + ".")
		}
		out = append(out, b)
	}
	return out
}

// someHeroMayWear reports whether the rules let some Hero in play wear
// card at once.
func (p *Play) someHeroMayWear(card string) bool {
	for _, id := range p.g.HeroesInPlay() {
		if _, err := p.g.Clone().Apply(classic.EquipNow{Hero: id, Card: card}); err == nil {
			return true
		}
	}
	return false
}

// wearArmed reports whether a card just drawn waits for the click on the
// Hero who wears it (another command sets it aside).
func (p *Play) wearArmed() bool {
	s := p.clState()
	return p.wearCard != "" && s != nil && slices.Contains(s.Fresh, p.wearCard)
}

// wearOn puts the armed card on Hero id; it reports whether a card was
// armed (the click was the Wear's).
func (p *Play) wearOn(id rules.ModelID) bool {
	if p.wearCard == "" || p.clState() == nil {
		return false
	}
	if p.apply(classic.EquipNow{Hero: id, Card: p.wearCard}) == nil {
		p.wearCard = ""
	}
	return true
}

// wearClick handles a click on a Hero's card or model while a card is
// armed to wear; it reports whether it was one.
func (p *Play) wearClick(ctx *Context) bool {
	if !p.wearArmed() {
		p.wearCard = "" // set aside by another command
		return false
	}
	for i, r := range p.heroCardRects(ctx) {
		if r.Contains(ctx.In.X, ctx.In.Y) {
			return p.wearOn(p.heroIDs()[i])
		}
	}
	if p.hoverOn {
		if m := p.g.At(p.hoverSq); m != nil && m.Kind == rules.KindHero {
			return p.wearOn(m.ID)
		}
	}
	return false
}

// wearPreview says what wearing the armed card would do on Hero id.
func (p *Play) wearPreview(id rules.ModelID) string {
	card := p.wearCard
	if _, err := p.g.Clone().Apply(classic.EquipNow{Hero: id, Card: card}); err != nil {
		return "Can't: " + reason(err)
	}
	m, e := p.g.Model(id), p.g.Catalog().Equipment[card]
	if i := slices.Index(cards.Slots[:], e.Slot); i >= 0 && m.Slots[i] != "" {
		return fmt.Sprintf("%s wears %s in its %s slot; %s is discarded.", m.Card, card, e.Slot, m.Slots[i])
	}
	return fmt.Sprintf("%s wears %s in its empty %s slot.", m.Card, card, e.Slot)
}
