package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Equipment (Arcade rulebook, "Equipment", "Backpack"): a Hero wears one
// card per crystal slot (Model.Slots, in cards.Slots order) and gains its
// effects as if printed on its own card. Implemented: stat effects (dice
// and fixed stars on STR/ARM/WILL/DEX, offense, defense; points of Mv, AP,
// hearts, potions and range), granted keywords and granted actions. Effects
// narrowed to some foes (Vs) are not applied yet.

// slotIndex is the index of a crystal in Model.Slots, or -1.
func slotIndex(c cards.Crystal) int {
	for i, s := range cards.Slots {
		if s == c {
			return i
		}
	}
	return -1
}

// worn lists the equipment cards a model wears, by slot (nil for none). A
// card only works in the slot of its own crystal; a name in another slot
// (a state built by hand) gives nothing. It is an array, not a list, so the
// stat queries that ask for it all the time allocate nothing.
func (g *Game) worn(m *Model) (out [len(cards.Slots)]*cards.Equipment) {
	return g.wornIn(g.lastingFor(m), m)
}

// wornIn is worn with les = lastingFor(m).
func (g *Game) wornIn(les []LastingEffect, m *Model) (out [len(cards.Slots)]*cards.Equipment) {
	if m.Kind != KindHero {
		return out
	}
	var off [len(cards.Slots)]bool
	g.eachHeroLastingIn(les, m, cards.EffDisableSlot, func(ef *cards.Effect) {
		if i := slotIndex(ef.Crystal); i >= 0 {
			off[i] = true // a lasting card effect disables the slot
		}
	})
	var eq [len(cards.Slots)]*cards.Equipment
	if r := m.equip; r != nil && r.cat == g.catalog && r.slots == m.Slots {
		eq = r.cards
	} else {
		eq = g.slotCards(m.Slots)
	}
	for i, e := range eq {
		if !off[i] {
			out[i] = e
		}
	}
	return out
}

// slotCards looks up the cards named in slots, each only in the slot of its
// own crystal (nil otherwise).
func (g *Game) slotCards(slots [len(cards.Slots)]string) (out [len(cards.Slots)]*cards.Equipment) {
	for i, name := range slots {
		if name == "" {
			continue
		}
		if e := g.catalog.Equipment[name]; e != nil && slotIndex(e.Slot) == i {
			out[i] = e
		}
	}
	return out
}

// equipRef is a model's worn cards as the catalog had them for slots;
// never changed once made, so clones share it. Stat and keyword queries
// read it instead of the catalog's map while the slots are unchanged.
type equipRef struct {
	slots [len(cards.Slots)]string
	cat   *Catalog
	cards [len(cards.Slots)]*cards.Equipment
}

// bindSlots remembers m's worn cards (see Model.equip); call it after
// changing m.Slots.
func (g *Game) bindSlots(m *Model) {
	m.equip = &equipRef{slots: m.Slots, cat: g.catalog, cards: g.slotCards(m.Slots)}
}

// eachWornEffect calls fn, in slot and card order, with each lasting effect
// of kind of the model's equipment that applies to the wearer.
func (g *Game) eachWornEffect(m *Model, kind cards.EffectKind, fn func(ef *cards.Effect)) {
	if m.Kind != KindHero || m.Slots == [len(m.Slots)]string{} {
		return
	}
	g.eachWornEffectIn(g.lastingFor(m), m, kind, fn)
}

// eachWornEffectIn is eachWornEffect with les = lastingFor(m).
func (g *Game) eachWornEffectIn(les []LastingEffect, m *Model, kind cards.EffectKind, fn func(ef *cards.Effect)) {
	if m.Kind != KindHero || m.Slots == [len(m.Slots)]string{} {
		return
	}
	for _, e := range g.wornIn(les, m) {
		if e == nil {
			continue
		}
		for i := range e.Effects {
			if ef := &e.Effects[i]; ef.Kind == kind && (ef.Who == "" || ef.Who == cards.WhoHero) {
				fn(ef)
			}
		}
	}
}

// equipStat sums the dice and fixed value equipment adds to a stat.
func (g *Game) equipStat(m *Model, st cards.Stat) (cards.Pool, int) {
	var p cards.Pool
	v := 0
	les := g.lastingFor(m) // read once for the equipment and the cards
	g.eachWornEffectIn(les, m, cards.EffStat, func(ef *cards.Effect) {
		if ef.Stat != st || ef.Vs != "" {
			return
		}
		p = p.Add(ef.Dice)
		v += ef.Value
	})
	// Lasting card effects on Heroes add the same way (herolasting.go),
	// and so do Blessings under the Hero (blessing.go).
	lp, lv := g.lastingStatIn(les, m, st)
	if a := statAttr(st); a != "" {
		lp = lp.Add(g.blessing(m, a))
	}
	return p.Add(lp), v + lv
}

// attrStats pairs each attribute with its equipment stat.
var attrStats = [...]struct {
	attr cards.Attribute
	stat cards.Stat
}{{cards.STR, cards.StatSTR}, {cards.ARM, cards.StatARM}, {cards.WILL, cards.StatWILL}, {cards.DEX, cards.StatDEX}}

// attrStat maps an attribute to the equipment stat ("" for none).
func attrStat(a cards.Attribute) cards.Stat {
	for _, p := range attrStats {
		if p.attr == a {
			return p.stat
		}
	}
	return ""
}

// statAttr is attrStat's inverse ("" when the stat is not an attribute).
func statAttr(s cards.Stat) cards.Attribute {
	for _, p := range attrStats {
		if p.stat == s {
			return p.attr
		}
	}
	return ""
}

// equipRollBonus is what equipment adds to a roll of attr: the attribute's
// dice and stars plus the offense or defense ones.
func (g *Game) equipRollBonus(m *Model, attr cards.Attribute, kind cards.Stat) cards.Pool {
	p, v := g.equipStat(m, attrStat(attr))
	p.Stars += v
	q, w := g.equipStat(m, kind)
	q.Stars += w
	return p.Add(q)
}

// equipPoints is the fixed points equipment adds to Mv, AP, hearts,
// potions or range.
func (g *Game) equipPoints(m *Model, st cards.Stat) int {
	_, v := g.equipStat(m, st)
	return v
}

// equipKeyword reports whether worn equipment grants the keyword.
func (g *Game) equipKeyword(m *Model, name string) bool {
	les := g.lastingFor(m) // read once for the cards and the equipment
	if g.lastingKeywordIn(les, m, name) {
		return true
	}
	found := false
	g.eachWornEffectIn(les, m, cards.EffKeyword, func(ef *cards.Effect) {
		found = found || ef.Keyword.Name == name
	})
	return found
}

// equipImmune reports an Immune keyword from equipment.
func (g *Game) equipImmune(m *Model, st cards.Status) bool {
	found := false
	g.eachWornEffect(m, cards.EffKeyword, func(ef *cards.Effect) {
		found = found || (ef.Keyword.Name == "Immune" && (ef.Keyword.Of == "" || ef.Keyword.Of == st))
	})
	return found
}

// heroAction finds a unique action or potion on the Hero's card or granted
// by its equipment.
func (g *Game) heroAction(m *Model, name string) (*cards.Action, bool) {
	if h := g.HeroCard(m); h != nil {
		if a, ok := h.Action(name); ok {
			return a, true
		}
	}
	// The first match wins: equipment first, then lasting card effects.
	var found *cards.Action
	pick := func(ef *cards.Effect) {
		if found == nil && ef.Action != nil && ef.Action.Name == name {
			found = ef.Action
		}
	}
	g.eachWornEffect(m, cards.EffAction, pick)
	g.eachHeroLasting(m, cards.EffAction, pick)
	return found, found != nil
}

// GrantedActions lists the actions Hero m has beyond its Hero card: those
// its worn equipment and lasting card effects give it ("New action,
// Skewer"), in heroAction's order, each name once and none its card
// already has. UseAction finds them by name (heroAction).
func (g *Game) GrantedActions(m *Model) []*cards.Action {
	var out []*cards.Action
	h := g.HeroCard(m)
	add := func(ef *cards.Effect) {
		a := ef.Action
		if a == nil {
			return
		}
		if h != nil {
			if _, ok := h.Action(a.Name); ok {
				return
			}
		}
		for _, o := range out {
			if o.Name == a.Name {
				return
			}
		}
		out = append(out, a)
	}
	g.eachWornEffect(m, cards.EffAction, add)
	g.eachHeroLasting(m, cards.EffAction, add)
	return out
}

// Equip puts a backpack card on a Hero in the Heroes' power-up; a card
// already in that slot is discarded to its deck's discard pile, not the
// backpack; a Cursed card never comes off (Arcade rulebook, "Equipment",
// "Backpack", "Cursed").
type Equip struct {
	Hero ModelID
	Card string
}

func (Equip) CommandName() string { return "equip" }

func (g *Game) equip(c Equip) ([]Event, error) {
	if g.Phase != HeroPowerUp {
		return nil, Illegal(c, "equipment is put on during the Heroes' power-up (now %s)", g.Phase)
	}
	return g.EquipFromBackpack(c, c.Hero, c.Card)
}

// EquipFromBackpack puts backpack card on Hero hero, whatever the phase: Equip's rules
// (the slot's old card discarded, a Cursed card never coming off) for a
// ruleset whose Heroes may equip at another moment (the 1st edition's
// "equip the loot immediately"). c is the command refused when it may not.
func (g *Game) EquipFromBackpack(c Command, hero ModelID, card string) ([]Event, error) {
	h := g.Model(hero)
	if h == nil || h.Kind != KindHero || !h.InPlay {
		return nil, Illegal(c, "model %d is not a Hero in play", hero)
	}
	i := slices.Index(g.Backpack, card)
	if i < 0 {
		return nil, Illegal(c, "%q is not in the backpack", card)
	}
	e := g.catalog.Equipment[card]
	if e == nil || slotIndex(e.Slot) < 0 {
		return nil, Illegal(c, "%q cannot be worn", card)
	}
	s := slotIndex(e.Slot)
	evs := []Event{}
	if old := h.Slots[s]; old != "" {
		if oe := g.catalog.Equipment[old]; oe != nil && oe.Cursed {
			return nil, Illegal(c, "%s's %s slot holds %s, which is Cursed and cannot be removed", h.Card, e.Slot, old)
		}
		g.discardEquipment(old)
		evs = append(evs, Note{Text: fmt.Sprintf("%s discards %s", h.Card, old)})
	}
	g.Backpack = slices.Delete(slices.Clone(g.Backpack), i, i+1)
	h.Slots[s] = card
	g.bindSlots(h)
	evs = append(evs, Note{Text: fmt.Sprintf("%s equips %s in the %s slot", h.Card, card, e.Slot)})
	evs = append(evs, g.dropImmuneStatuses(h, card)...)
	if cap := g.PotionCapacity(h); h.Potions > cap {
		h.Potions = cap
	}
	if hearts := g.Hearts(h); h.Wounds >= hearts {
		evs = append(evs, g.Destroy(h, NoModel)...)
	}
	return evs, nil
}

// discardEquipment puts a card on its deck's discard pile.
func (g *Game) discardEquipment(name string) {
	deck := LootDeck
	if e := g.catalog.Equipment[name]; e != nil && e.Deck == cards.DeckTreasure {
		deck = TreasureDeck
	}
	g.DiscardCard(deck, name)
}

// TradeLoot discards exactly six loot cards from the backpack to draw one
// treasure into it, once per turn in the Heroes' power-up; a boo booty drawn
// this way is discarded and another card drawn (Arcade rulebook, "Backpack").
type TradeLoot struct{ Cards []string }

func (TradeLoot) CommandName() string { return "trade six loot" }

func (g *Game) tradeLoot(c TradeLoot) ([]Event, error) {
	if g.Phase != HeroPowerUp {
		return nil, Illegal(c, "loot is traded during the Heroes' power-up (now %s)", g.Phase)
	}
	if g.LootTradeTurn == g.Turn {
		return nil, Illegal(c, "the party has already traded loot this turn")
	}
	if len(c.Cards) != 6 {
		return nil, Illegal(c, "a trade takes exactly six loot cards, not %d", len(c.Cards))
	}
	// The party chooses the six (the book says "six loot cards", any
	// six); a name given twice takes two copies.
	bp := slices.Clone(g.Backpack)
	for _, name := range c.Cards {
		n := countOf(g.Backpack, name)
		if n == 0 {
			return nil, Illegal(c, "%s is not in the backpack", name)
		}
		if e := g.catalog.Equipment[name]; e == nil || e.Deck != cards.DeckLoot {
			return nil, Illegal(c, "%s is not a loot card: only loot is traded", name)
		}
		i := slices.Index(bp, name)
		if i < 0 {
			return nil, Illegal(c, "the backpack holds only %s", CountOf(n, name))
		}
		bp = slices.Delete(bp, i, i+1)
	}
	g.Backpack = bp
	for _, name := range c.Cards {
		g.DiscardCard(LootDeck, name)
	}
	g.LootTradeTurn = g.Turn
	evs := []Event{Note{Text: "the party trades six loot for a treasure"}}
	for tries := 0; tries < 100; tries++ {
		card, ok := g.Draw(TreasureDeck)
		if !ok {
			return append(evs, Note{Text: "the treasure deck is empty"}), nil
		}
		if e := g.catalog.Equipment[card]; e != nil {
			if _, boo := e.BooBooty(); boo {
				g.DiscardCard(TreasureDeck, card)
				evs = append(evs, Note{Text: card + " is a boo booty: discarded, draw again"})
				continue
			}
		}
		g.Backpack = append(g.Backpack, card)
		return append(evs, Note{Text: "drawn into the backpack: " + card}), nil
	}
	return evs, nil
}

// countOf is how many times name is in list.
func countOf(list []string, name string) int {
	n := 0
	for _, s := range list {
		if s == name {
			n++
		}
	}
	return n
}

// CursedWaiting names a Cursed card in the backpack that a Hero in play
// has a free slot for: the Heroes' power-up cannot end until it is worn.
func (g *Game) CursedWaiting() (string, bool) { return g.cursedWaiting() }

// cursedWaiting names a Cursed card in the backpack that a Hero in play
// has a free slot for (it must be worn before the power-up ends).
func (g *Game) cursedWaiting() (string, bool) {
	// (A slot the ruleset's limits keep the card out of is not free:
	// Rude Supers' equipment limit.)
	for _, name := range g.Backpack {
		e := g.catalog.Equipment[name]
		if e == nil || !e.Cursed {
			continue
		}
		s := slotIndex(e.Slot)
		for _, id := range g.Heroes() {
			if h := g.Model(id); h.InPlay && s >= 0 && h.Slots[s] == "" && g.mayEquip(id, name) {
				return name, true
			}
		}
	}
	return "", false
}

// VsBonus is what equipment and lasting card effects narrowed to some foes
// ("offense +1B against bosses") add to m's offense or defense roll against
// foe.
func (g *Game) VsBonus(m, foe *Model, st cards.Stat) cards.Pool {
	var p cards.Pool
	if foe == nil || foe.Side != ConsulSide {
		return p
	}
	add := func(ef *cards.Effect) {
		if ef.Stat == st && ef.Vs != "" && g.MonsterMatches(foe, ef.Vs) {
			p = p.Add(ef.Dice)
			p.Stars += ef.Value
		}
	}
	g.eachWornEffect(m, cards.EffStat, add)
	g.eachHeroLasting(m, cards.EffStat, add)
	if st == cards.StatOffense {
		p = p.Add(g.maliceBonus(m, foe)) // abilities.go
	}
	return p
}

// Wear puts card on Hero h at once, outside the power-up, discarding what
// its slot held (a scenario's reward: Explore's artifact). Cursed or not,
// the old card goes to its discard pile.
func (g *Game) Wear(h *Model, card string) []Event {
	e := g.catalog.Equipment[card]
	if e == nil || slotIndex(e.Slot) < 0 || h.Kind != KindHero {
		return nil
	}
	s := slotIndex(e.Slot)
	var evs []Event
	if old := h.Slots[s]; old != "" {
		g.discardEquipment(old)
		evs = append(evs, Note{Text: fmt.Sprintf("%s discards %s", h.Card, old)})
	}
	h.Slots[s] = card
	g.bindSlots(h)
	evs = append(evs, Note{Text: fmt.Sprintf("%s equips %s in the %s slot", h.Card, card, e.Slot)})
	return append(evs, g.dropImmuneStatuses(h, card)...)
}

// Unwear takes card off h without discarding it (the card leaves play
// with what it stands for: Explore's dropped artifact).
func (g *Game) Unwear(h *Model, card string) {
	for i, c := range h.Slots {
		if c == card {
			h.Slots[i] = ""
			g.bindSlots(h)
		}
	}
}

// mayEquip reports whether the ruleset's command gate lets Hero id put on
// card (Rude Supers' equipment limit).
func (g *Game) mayEquip(id ModelID, card string) bool {
	cg, ok := g.rules().(CommandGate)
	return !ok || cg.Refuse(g, Equip{Hero: id, Card: card}) == nil
}
