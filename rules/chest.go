package rules

import (
	"fmt"
	"slices"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// TreasureDeck and LootDeck name the decks in Game.Decks.
const (
	TreasureDeck = "treasure"
	LootDeck     = "loot"
)

// adjacent reports whether two models' bases touch (range 1).
func (g *Game) adjacent(a, b *Model) bool { return g.ModelDist(a, b) == 1 }

// openChest: one action point, an adjacent chest; draw one treasure card per
// tile number of the chest's tile (at least one), keep the chosen one in the
// backpack and discard the rest (Arcade rulebook, "Basic Actions"); a boo
// booty among them must be chosen and becomes a monster on the chest's
// square. With Look set and a real choice to make (two cards or more, or
// two boo booties or more), the drawn cards wait for ChooseTreasure
// (treasure_choice.go); otherwise Choose picks at once.
func (g *Game) openChest(c OpenChest) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	ch := g.Model(c.Chest)
	if ch == nil || ch.Kind != KindChest || !ch.InPlay {
		return nil, Illegal(c, "model %d is not a treasure chest in the dungeon", c.Chest)
	}
	if !g.adjacent(m, ch) {
		return nil, Illegal(c, "%s is not next to the chest", m.Card)
	}
	if err := g.payAP(c, m, &cards.Action{Name: "Open Chest", Cost: 1}); err != nil {
		return nil, err
	}
	n := max(1, ch.Tile)
	if g.Has(m, "Proficient") {
		n++ // Proficient (project meaning, keywords.go)
	}
	var drawn []string
	for i := 0; i < n; i++ {
		card, ok := g.Draw(TreasureDeck)
		if !ok {
			break
		}
		drawn = append(drawn, card)
	}
	ch.InPlay = false
	spent := Spent{Model: g.RefOf(m.ID), AP: 1, For: "Open Chest"}
	tc := TreasureChoice{Hero: m.ID, Chest: ch.ID, Cards: drawn, Options: g.ChestOptions(drawn)}
	if c.Look && len(tc.Options) > 1 {
		g.Pending = append(slices.Clip(g.Pending), tc)
		return []Event{spent, ChestOpened{Hero: g.RefOf(m.ID), Chest: g.RefOf(ch.ID), Drawn: drawn},
			TreasureOffered{Cards: drawn, Options: tc.Options}}, nil
	}
	if len(drawn) > 0 && (c.Choose < 0 || c.Choose >= len(drawn)) {
		return nil, Illegal(c, "choose a card from 0 to %d", len(drawn)-1)
	}
	// Arcade rulebook, "Open Chest": a boo booty must be chosen. When one
	// was drawn the engine takes it (the one Choose points at, else the
	// first), whatever card Choose names.
	pick := c.Choose
	if !slices.Contains(tc.Options, pick) && len(tc.Options) > 0 {
		pick = tc.Options[0]
	}
	evs, err := g.keepTreasure(tc, pick, false)
	if err != nil {
		return nil, Illegal(c, "%v", err)
	}
	return append([]Event{spent}, evs...), nil
}

// booBooty reports the monster a treasure card hides, if it is a boo booty.
func (g *Game) BooBooty(card string) (string, bool) {
	e := g.catalog.Equipment[card]
	if e == nil {
		return "", false
	}
	name, ok := e.BooBooty()
	return name, ok && g.catalog.Monsters[name] != nil
}

// interact: one action point on a scenario element next to the Hero; the
// scenario's effect is not modelled yet, so it is reported as a note.
func (g *Game) interact(c Interact) ([]Event, error) {
	m, err := g.active(c)
	if err != nil {
		return nil, err
	}
	if c.At != nil {
		// A plot's crystal token (crystals.go).
		i := g.CrystalAt(*c.At)
		if i < 0 {
			return nil, Illegal(c, "there is no crystal on that square")
		}
		if DistTo(m, *c.At) > 1 {
			return nil, Illegal(c, "%s is not next to the crystal", m.Card)
		}
		if err := g.payAP(c, m, &cards.Action{Name: "Interact", Cost: 1}); err != nil {
			return nil, err
		}
		return append([]Event{Spent{Model: g.RefOf(m.ID), AP: 1, For: "Interact"}}, g.rules().ClearToken(g, m, i)...), nil
	}
	t := g.Model(c.Target)
	if t == nil || !t.InPlay {
		return nil, Illegal(c, "model %d is not in the dungeon", c.Target)
	}
	if !g.adjacent(m, t) && t.ID != m.ID {
		return nil, Illegal(c, "%s is not next to %s", m.Card, t.Card)
	}
	if err := g.payAP(c, m, &cards.Action{Name: "Interact", Cost: 1}); err != nil {
		return nil, err
	}
	return []Event{Spent{Model: g.RefOf(m.ID), AP: 1, For: "Interact"},
		Note{Text: fmt.Sprintf("%s interacts with %s", m.Card, t.Card)}}, nil
}
