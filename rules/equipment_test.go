package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/cards"
)

func equipBoard(t *testing.T) (*Game, map[rune]ModelID) {
	g, id := board(t, `
+-+-+-+-+
|A B . .|
+ + + + +
|. C . .|
+-+-+-+-+`, "A=Riftling Warrior", "B=Sanctioned Witch", "C=Crawler")
	g.Phase = HeroPowerUp
	return g, id
}

// Arcade rulebook, "Equipment": one card per crystal slot, its bonuses as if
// printed on the Hero's card; a replaced card is discarded, not returned to
// the backpack.
func TestEquipAppliesBonuses(t *testing.T) {
	g, id := equipBoard(t)
	g.Backpack = []string{"Bent Nail", "Fizzy Beverage", "Heart Container", "Potion Pouch", "Witch Hat"}
	a := id['A']
	must(t, g, Equip{Hero: a, Card: "Bent Nail"})
	assert.Equal(t, "Bent Nail", g.Model(a).Slots[1], "ruby slot")
	assert.Equal(t, cards.MustPool("5B"), g.OffensePool(g.Model(a), cards.STR, cards.Pool{}), "STR 4B + 1B")
	must(t, g, Equip{Hero: a, Card: "Heart Container"})
	assert.Equal(t, []string{"Bent Nail"}, g.Deck(LootDeck).Discard, "the Bent Nail was replaced and discarded")
	assert.Equal(t, 6, g.Hearts(g.Model(a)))
	must(t, g, Equip{Hero: a, Card: "Fizzy Beverage"})
	must(t, g, Equip{Hero: a, Card: "Potion Pouch"})
	assert.Equal(t, 2, g.PotionCapacity(g.Model(a)))
	must(t, g, Equip{Hero: id['B'], Card: "Witch Hat"})
	assert.Equal(t, 1, g.OffensePool(g.Model(id['B']), cards.WILL, cards.Pool{}).Stars, "Witch Hat: one fixed star")
	assert.Contains(t, refuse(t, g, Equip{Hero: a, Card: "Witch Hat"}), "not in the backpack")

	for g.Phase != HeroTurn {
		must(t, g, EndPhase{})
	}
	must(t, g, StartActivation{Hero: a})
	assert.Equal(t, 4, g.APLeft(a), "Fizzy Beverage: +1 AP")
	assert.Contains(t, refuse(t, g, Equip{Hero: a, Card: "Potion Pouch"}), "Heroes' power-up")
}

// Arcade rulebook, "Cursed": a Cursed card must be worn if a Hero has the
// slot free, and never comes off.
func TestCursedEquipment(t *testing.T) {
	g, id := equipBoard(t)
	g.Backpack = []string{"Grabby Gauntlet", "Bent Nail"}
	assert.Contains(t, refuse(t, g, EndPhase{}), "Grabby Gauntlet is Cursed")
	must(t, g, Equip{Hero: id['A'], Card: "Grabby Gauntlet"})
	assert.Equal(t, 5, g.MaxMP(g.Model(id['A'])), "Mv 6 - 1")
	assert.Contains(t, refuse(t, g, Equip{Hero: id['A'], Card: "Bent Nail"}), "Cursed and cannot be removed")
	must(t, g, EndPhase{})
}

// Arcade rulebook, "Backpack": once per turn, exactly six loot for one
// treasure; a boo booty drawn this way is discarded and redrawn.
func TestTradeLoot(t *testing.T) {
	g, _ := equipBoard(t)
	six := []string{"Bent Nail", "Bent Nail", "Witch Hat", "Potion Pouch", "Fizzy Beverage", "Heart Container"}
	g.Backpack = append([]string{"Witch Hat"}, six...)
	g.Deck(TreasureDeck).Draw = []string{"Snapjaw Chest", "Ancestral Mail"}
	assert.Contains(t, refuse(t, g, TradeLoot{Cards: six[:5]}), "exactly six")
	evs := must(t, g, TradeLoot{Cards: six})
	assert.Equal(t, []string{"Witch Hat", "Ancestral Mail"}, g.Backpack)
	assert.Len(t, evs, 3, "trade, boo booty discarded, treasure drawn")
	// The boo booty was discarded; drawing the last card then reshuffled
	// the discard pile into a new deck (Arcade rulebook, "Draw").
	assert.Equal(t, []string{"Snapjaw Chest"}, g.Deck(TreasureDeck).Draw)
	g.Backpack = append(g.Backpack, six...)
	assert.Contains(t, refuse(t, g, TradeLoot{Cards: six}), "already traded")
}

// Arcade rulebook, "Backpack": the party trades any six loot cards it
// chooses, not the six oldest; a choice that is not six loot cards in the
// backpack is refused, and the refusal says what is wrong.
func TestTradeLootTakesTheChosenSix(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cards []string
		why   string
	}{
		{"the newest six", []string{"Witch Hat", "Potion Pouch", "Fizzy Beverage", "Heart Container", "Bent Nail", "Witch Hat"}, ""},
		{"a treasure", []string{"Ancestral Mail", "Potion Pouch", "Fizzy Beverage", "Heart Container", "Bent Nail", "Witch Hat"}, "Ancestral Mail is not a loot card: only loot is traded"},
		{"more copies than the backpack holds", []string{"Bent Nail", "Bent Nail", "Bent Nail", "Witch Hat", "Potion Pouch", "Fizzy Beverage"}, "the backpack holds only 2 Bent Nails"},
		{"a card not in the backpack", []string{"Rusty Key", "Potion Pouch", "Fizzy Beverage", "Heart Container", "Bent Nail", "Witch Hat"}, "Rusty Key is not in the backpack"},
		{"seven", []string{"Witch Hat", "Potion Pouch", "Fizzy Beverage", "Heart Container", "Bent Nail", "Witch Hat", "Bent Nail"}, "exactly six loot cards, not 7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := equipBoard(t)
			g.Backpack = []string{"Bent Nail", "Ancestral Mail", "Witch Hat", "Potion Pouch", "Fizzy Beverage", "Heart Container", "Bent Nail", "Witch Hat"}
			g.Deck(TreasureDeck).Draw = []string{"Moonsilver Rapier"}
			if tc.why != "" {
				assert.Contains(t, refuse(t, g, TradeLoot{Cards: tc.cards}), tc.why)
				return
			}
			must(t, g, TradeLoot{Cards: tc.cards})
			// Copies of a card are alike: which Bent Nail stays is no choice.
			assert.ElementsMatch(t, []string{"Bent Nail", "Ancestral Mail", "Moonsilver Rapier"}, g.Backpack, "the chosen six go, the oldest Bent Nail's copy stays")
		})
	}
}
