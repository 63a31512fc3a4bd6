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
