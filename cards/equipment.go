package cards

import (
	_ "embed"
	"fmt"
	"strings"
)

// Equipment is a loot or treasure card. A Hero has one slot per crystal
// (citrine, ruby, emerald, sapphire) and may wear one card in each, gaining
// its effects as if printed on its own card (Arcade rulebook, "Equipment").
// Cursed cards must be worn if any Hero has the slot free, and only come off
// when the Hero is destroyed. A boo booty card has no slot: its only effect
// is a boo_booty effect naming the monster that springs out of the chest.
type Equipment struct {
	Name    string
	Deck    Deck    // DeckLoot or DeckTreasure
	Slot    Crystal // "" only for a boo booty
	Count   int     // copies in the deck
	Cursed  bool
	Text    string
	Effects []Effect
}

// BooBooty returns the monster a boo booty card spawns.
func (e Equipment) BooBooty() (monster string, ok bool) {
	for _, ef := range e.Effects {
		if ef.Kind == EffBooBooty {
			return ef.Monster, true
		}
	}
	return "", false
}

var (
	//go:embed data/loot.yaml
	lootYAML []byte
	//go:embed data/treasure.yaml
	treasureYAML []byte
)

// LoadLoot returns the loot deck's distinct cards (Count copies of each).
func LoadLoot() ([]Equipment, error) { return ParseEquipment("data/loot.yaml", lootYAML, DeckLoot) }

// LoadTreasure returns the treasure deck's distinct cards, boo booty included.
func LoadTreasure() ([]Equipment, error) {
	return ParseEquipment("data/treasure.yaml", treasureYAML, DeckTreasure)
}

// DeckSize is the number of physical cards: the sum of counts.
func DeckSize(cards []Equipment) int {
	n := 0
	for _, c := range cards {
		n += c.Count
	}
	return n
}

type rawEquipment struct {
	Name    string      `yaml:"name"`
	Slot    string      `yaml:"slot"`
	Count   *int        `yaml:"count"`
	Cursed  bool        `yaml:"cursed"`
	Text    string      `yaml:"text"`
	Effects []rawEffect `yaml:"effects"`
}

// ParseEquipment reads a loot or treasure file; file names it in errors.
func ParseEquipment(file string, data []byte, deck Deck) ([]Equipment, error) {
	if deck != DeckLoot && deck != DeckTreasure {
		return nil, fmt.Errorf("%s: equipment deck must be loot or treasure, got %q", file, deck)
	}
	entries, err := splitEntries(file, data, "name")
	if err != nil {
		return nil, err
	}
	var out []Equipment
	names := map[string]bool{}
	for _, e := range entries {
		var r rawEquipment
		if err := decodeStrict(e.node, &r); err != nil {
			return nil, entryError(file, "card", e, err)
		}
		c, err := r.equipment(deck)
		if err != nil {
			return nil, entryError(file, "card", e, err)
		}
		if names[c.Name] {
			return nil, entryError(file, "card", e, fieldError("name", fmt.Errorf("listed twice")))
		}
		names[c.Name] = true
		out = append(out, c)
	}
	return out, nil
}

func (r rawEquipment) equipment(deck Deck) (Equipment, error) {
	c := Equipment{Name: strings.TrimSpace(r.Name), Deck: deck, Count: 1, Cursed: r.Cursed, Text: strings.TrimSpace(r.Text)}
	if c.Name == "" {
		return c, fieldError("name", fmt.Errorf("missing"))
	}
	if c.Text == "" {
		return c, fieldError("text", fmt.Errorf("missing: every card needs its player-facing text"))
	}
	if r.Count != nil {
		c.Count = *r.Count
	}
	if c.Count < 1 || c.Count > 6 {
		return c, fieldError("count", fmt.Errorf("%d out of 1..6", c.Count))
	}
	ctx := ctxEquipped
	if deck == DeckTreasure {
		ctx = ctxTreasure
	}
	effs, err := parseEffects("effects", r.Effects, ctx)
	if err != nil {
		return c, err
	}
	c.Effects = effs
	if len(effs) == 0 {
		return c, fieldError("effects", fmt.Errorf("missing: a card must do something"))
	}
	if _, boo := c.BooBooty(); boo {
		if len(effs) != 1 {
			return c, fieldError("effects", fmt.Errorf("a boo booty card has only its boo_booty effect"))
		}
		if r.Slot != "" || c.Cursed {
			return c, fieldError("slot", fmt.Errorf("a boo booty is a monster, not equipment: no slot, not cursed"))
		}
		return c, nil
	}
	if r.Slot == "" {
		return c, fieldError("slot", fmt.Errorf("missing (want citrine, ruby, emerald or sapphire)"))
	}
	if c.Slot, err = parseSlot(r.Slot); err != nil {
		return c, fieldError("slot", err)
	}
	return c, nil
}
