package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Open Chest" and "Boo Booty": a boo booty drawn from a
// chest must be chosen and springs out as a monster on the chest's square;
// destroyed, it earns tile-number treasure cards to choose from.
func TestBooBootyChest(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T="+rules.ChestCard)
	g.Model(id['T']).Tile = 2
	g.Deck(rules.TreasureDeck).Draw = []string{"Ancestral Mail", "Bitey Book", "Oracle Eye"}
	must(t, g, rules.StartActivation{Hero: id['W']})
	// Choosing the Ancestral Mail is overridden: the boo booty must be chosen.
	evs := must(t, g, rules.OpenChest{Chest: id['T'], Choose: 0})
	assert.Equal(t, "Bitey Book", find[rules.ChestOpened](evs)[0].Chosen)
	book := g.At(pt(1, 0))
	if assert.NotNil(t, book) {
		assert.Equal(t, "Bitey Book", book.Card)
		assert.Equal(t, 2, book.Tile)
	}
	assert.Empty(t, g.Backpack)
	g.ScriptDice(blue2, blue0, red0)
	must(t, g, rules.Attack{Attr: cards.WILL, Target: g.At(pt(1, 0)).ID})
	assert.Equal(t, []int{2}, asArcade(g).TurnRewards().BooBooty)
}

// Lasting card effects on Heroes (Arcade rulebook, "Example Consul Turn":
// Terrible Burden makes Heroes defend with STR until it is discarded;
// Hopelessly Lost: Heroes have -1 movement).
func TestLastingEffectsOnHeroes(t *testing.T) {
	g, id := board(t, `
+-+-+
|W K|
+-+-+`, "W=Sanctioned Witch", "K=Tower Stalker")
	StateOf(g).Challenge = "Terrible Burden"
	g.Phase = rules.ConsulTurn
	g.ScriptDice(blue2, blue2)
	evs := must(t, g, rules.MonsterAttack{Monster: id['K'], Target: id['W']})
	assert.Equal(t, "2B", find[rules.Rolled](evs)[0].Pool, "the Witch defends with STR 2B, not ARM 3B")
	StateOf(g).Challenge = "Hopelessly Lost"
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
	g.Phase = rules.ConsulTurn
	g.ScriptDice(red0, red0, red0, blue0)
	evs := must(t, g, rules.MonsterAttack{Monster: id['K'], Target: w})
	assert.Equal(t, "3R", find[rules.Rolled](evs)[0].Pool, "ARM 2R + Royal Aegis 1R; no boss, no extra die")
	assert.True(t, g.VsBonus(g.Model(w), g.Model(id['Q']), cards.StatDefense).IsZero(), "Royal Aegis: the dungeon boss only, not the mini-boss")
	g.Phase = rules.HeroTurn

	StateOf(g).Modes[0] = "Know Your Enemy"
	p, err := g.ChanceToWound(w, "Melee Attack", id['Q'])
	require.NoError(t, err)
	q, err := g.ChanceToWound(w, "Melee Attack", id['K'])
	require.NoError(t, err)
	assert.Greater(t, p, g.Catalog().Dice.ChanceMoreThan(cards.MustPool("3B1R"), g.ARM(g.Model(id['Q']))), "the extra die against the mini-boss")
	assert.Equal(t, g.Catalog().Dice.ChanceMoreThan(cards.MustPool("3B1R"), 2), q, "STR 2B1R + Bent Nail 1B, nothing against the Stalker")

	StateOf(g).Challenge = "Ill-Equipped"
	assert.Equal(t, cards.MustPool("2B1R"), g.OffensePool(g.Model(w), cards.STR, cards.Pool{}), "the Bent Nail's ruby slot is disabled")

	StateOf(g).Modes[1] = "Deluxe Glitter Bomb"
	_, ok := g.FindAction(g.Model(w), "Glitter Bomb")
	assert.True(t, ok)
}
