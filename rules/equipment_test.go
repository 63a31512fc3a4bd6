package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	assert.Equal(t, cards.MustPool("5B"), g.offensePool(g.Model(a), cards.STR, cards.Pool{}), "STR 4B + 1B")
	must(t, g, Equip{Hero: a, Card: "Heart Container"})
	assert.Equal(t, []string{"Bent Nail"}, g.Deck(LootDeck).Discard, "the Bent Nail was replaced and discarded")
	assert.Equal(t, 6, g.Hearts(g.Model(a)))
	must(t, g, Equip{Hero: a, Card: "Fizzy Beverage"})
	must(t, g, Equip{Hero: a, Card: "Potion Pouch"})
	assert.Equal(t, 2, g.PotionCapacity(g.Model(a)))
	must(t, g, Equip{Hero: id['B'], Card: "Witch Hat"})
	assert.Equal(t, 1, g.offensePool(g.Model(id['B']), cards.WILL, cards.Pool{}).Stars, "Witch Hat: one fixed star")
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

// Arcade rulebook, "Open Chest" and "Boo Booty": a boo booty drawn from a
// chest must be chosen and springs out as a monster on the chest's square;
// destroyed, it earns tile-number treasure cards to choose from.
func TestBooBootyChest(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T="+ChestCard)
	g.Model(id['T']).Tile = 2
	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Bitey Book", "Oracle Eye"}
	must(t, g, StartActivation{Hero: id['W']})
	// Choosing the Ancestral Mail is overridden: the boo booty must be chosen.
	evs := must(t, g, OpenChest{Chest: id['T'], Choose: 0})
	assert.Equal(t, "Bitey Book", find[ChestOpened](evs)[0].Chosen)
	book := g.At(pt(1, 0))
	if assert.NotNil(t, book) {
		assert.Equal(t, "Bitey Book", book.Card)
		assert.Equal(t, 2, book.Tile)
	}
	assert.Empty(t, g.Backpack)
	g.ScriptDice(blue2, blue0, red0)
	must(t, g, Attack{Attr: cards.WILL, Target: g.At(pt(1, 0)).ID})
	assert.Equal(t, []int{2}, g.TurnRewards().BooBooty)
}

// Lasting card effects on Heroes (Arcade rulebook, "Example Consul Turn":
// Terrible Burden makes Heroes defend with STR until it is discarded;
// Hopelessly Lost: Heroes have -1 movement).
func TestLastingEffectsOnHeroes(t *testing.T) {
	g, id := board(t, `
+-+-+
|W K|
+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker")
	g.Consul.Challenge = "Terrible Burden"
	g.Phase = ConsulTurn
	g.ScriptDice(blue2, blue2)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: id['W']})
	assert.Equal(t, "2B", find[Rolled](evs)[0].Pool, "the Witch defends with STR 2B, not ARM 3B")
	g.Consul.Challenge = "Hopelessly Lost"
	assert.Equal(t, 5, g.MaxMP(g.Model(id['W'])))
}

// Bonuses against some foes (Royal Aegis: +1B defense against the dungeon
// boss; the Know Your Enemy easy mode: +1B offense against the bosses), a
// disabled slot (Ill-Equipped: ruby cards do nothing), and an action given
// by a mode card (Deluxe Glitter Bomb).
func TestNarrowedBonusesAndDisabledSlots(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+
|W K . .|
+ + + + +
|Q . . .|
+ + + + +
|. . . .|
+-+-+-+-+`, "W=Hearthsworn Fighter", "K=Tower Stalker", "Q=Knight of the Tower")
	w := id['W']
	g.Model(w).Slots = [4]string{"", "Bent Nail", "", "Royal Aegis"}
	g.Phase = ConsulTurn
	g.ScriptDice(red0, red0, red0, blue0)
	evs := must(t, g, MonsterAttack{Monster: id['K'], Target: w})
	assert.Equal(t, "3R", find[Rolled](evs)[0].Pool, "ARM 2R + Royal Aegis 1R; no boss, no extra die")
	assert.True(t, g.vsBonus(g.Model(w), g.Model(id['Q']), cards.StatDefense).IsZero(), "Royal Aegis: the dungeon boss only, not the mini-boss")
	g.Phase = HeroTurn

	g.Consul.Modes[0] = "Know Your Enemy"
	p, err := g.ChanceToWound(w, "Melee Attack", id['Q'])
	require.NoError(t, err)
	q, err := g.ChanceToWound(w, "Melee Attack", id['K'])
	require.NoError(t, err)
	assert.Greater(t, p, g.Catalog().Dice.ChanceMoreThan(cards.MustPool("3B1R"), g.ARM(g.Model(id['Q']))), "the extra die against the mini-boss")
	assert.Equal(t, g.Catalog().Dice.ChanceMoreThan(cards.MustPool("3B1R"), 2), q, "STR 2B1R + Bent Nail 1B, nothing against the Stalker")

	g.Consul.Challenge = "Ill-Equipped"
	assert.Equal(t, cards.MustPool("2B1R"), g.offensePool(g.Model(w), cards.STR, cards.Pool{}), "the Bent Nail's ruby slot is disabled")

	g.Consul.Modes[1] = "Deluxe Glitter Bomb"
	_, ok := g.FindAction(g.Model(w), "Glitter Bomb")
	assert.True(t, ok)
}
