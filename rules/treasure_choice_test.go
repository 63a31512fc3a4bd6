package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Arcade rulebook, "Open Chest": the Hero draws tile-number treasure cards,
// chooses one for the backpack and discards the rest. With Look the party
// sees the cards before choosing (treasure_choice.go) and nothing else may
// happen until it keeps one.
func TestOpenChestLookThenChoose(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T="+ChestCard)
	g.Model(id['T']).Tile = 2
	g.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Oracle Eye", "Hero's Blade"}
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, OpenChest{Chest: id['T'], Look: true})
	offered := find[TreasureOffered](evs)
	require.Len(t, offered, 1)
	assert.Equal(t, []string{"Ancestral Mail", "Oracle Eye"}, offered[0].Cards)
	assert.Equal(t, []int{0, 1}, offered[0].Options)
	assert.Empty(t, g.Backpack, "nothing kept yet")
	assert.Contains(t, refuse(t, g, EndActivation{}), "must first keep one")
	assert.Contains(t, refuse(t, g, ChooseTreasure{Card: 2}), "choose one of [0 1]")
	evs = must(t, g, ChooseTreasure{Card: 1})
	assert.Equal(t, "Oracle Eye", find[TreasureKept](evs)[0].Card)
	assert.Equal(t, []string{"Oracle Eye"}, g.Backpack)
	assert.Equal(t, []string{"Ancestral Mail"}, g.Deck(TreasureDeck).Discard)
	_, pending := g.PendingTreasure()
	assert.False(t, pending)
	assert.Contains(t, refuse(t, g, ChooseTreasure{Card: 0}), "no treasure cards are waiting")
	must(t, g, EndActivation{})
}

// Arcade rulebook, "Open Chest": when two boo booties are drawn the party
// picks which one springs out; the other cards are discarded. A single boo
// booty leaves no choice, so Look resolves at once.
func TestOpenChestTwoBooBootiesChoose(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T="+ChestCard)
	g.Model(id['T']).Tile = 3
	g.Deck(TreasureDeck).Draw = []string{"Bitey Book", "Ancestral Mail", "Snapjaw Chest"}
	must(t, g, StartActivation{Hero: id['W']})
	evs := must(t, g, OpenChest{Chest: id['T'], Look: true})
	assert.Equal(t, []int{0, 2}, find[TreasureOffered](evs)[0].Options, "only the boo booties may be kept")
	assert.Contains(t, refuse(t, g, ChooseTreasure{Card: 1}), "cannot be kept")
	must(t, g, ChooseTreasure{Card: 2})
	if m := g.At(pt(1, 0)); assert.NotNil(t, m) {
		assert.Equal(t, "Snapjaw Chest", m.Card)
		assert.Equal(t, 3, m.Tile)
	}
	assert.Empty(t, g.Backpack)
	// "Any additional treasure cards that were drawn are discarded": the
	// boo booty's own card stays out while its monster is in play, and is
	// discarded when it is destroyed.
	assert.ElementsMatch(t, []string{"Bitey Book", "Ancestral Mail"}, g.Deck(TreasureDeck).Discard)
	g.Destroy(g.At(pt(1, 0)), id['W'])
	assert.ElementsMatch(t, []string{"Bitey Book", "Ancestral Mail", "Snapjaw Chest"}, g.Deck(TreasureDeck).Discard)

	g2, id2 := board(t, `
+-+-+-+
|W T .|
+-+-+-+`, "W=Sanctioned Witch", "T="+ChestCard)
	g2.Model(id2['T']).Tile = 2
	g2.Deck(TreasureDeck).Draw = []string{"Ancestral Mail", "Bitey Book"}
	must(t, g2, StartActivation{Hero: id2['W']})
	evs = must(t, g2, OpenChest{Chest: id2['T'], Look: true})
	assert.Empty(t, find[TreasureOffered](evs), "one boo booty: no choice to make")
	assert.Equal(t, "Bitey Book", find[ChestOpened](evs)[0].Chosen)
}
