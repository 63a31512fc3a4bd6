package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// sumParts adds the parts' pools.
func sumParts(ps []DicePart) cards.Pool {
	var p cards.Pool
	for _, x := range ps {
		p = p.Add(x.Pool)
	}
	return p
}

// Arcade rulebook, "Equipment": a worn card's bonuses count as if printed
// on the Hero's card. HeroAttribute names each part, the card's first and
// each worn card by name, and the parts with HeroRollBonus's add up to
// the pools the rules roll (OffensePool, defensePool).
func TestHeroAttributeNamesEachPartAndAddsUpAsTheRulesRoll(t *testing.T) {
	g, id := equipBoard(t)
	a := id['A']
	g.Backpack = []string{"Padded Jerkin", "Four-Leaf Charm"}
	must(t, g, Equip{Hero: a, Card: "Padded Jerkin"})
	must(t, g, Equip{Hero: a, Card: "Four-Leaf Charm"})
	m := g.Model(a)
	h := g.HeroCard(m)
	arm := g.HeroAttribute(m, cards.ARM)
	require.Len(t, arm, 2)
	assert.Equal(t, DicePart{Pool: h.Attr[cards.ARM]}, arm[0], "the card's own dice first")
	assert.Equal(t, DicePart{Source: "Padded Jerkin", Pool: cards.MustPool("1B")}, arm[1])
	def := g.HeroRollBonus(m, cards.StatDefense)
	assert.Equal(t, []DicePart{{Source: "Four-Leaf Charm", Pool: cards.MustPool("1B")}}, def)
	for _, attr := range []cards.Attribute{cards.STR, cards.ARM, cards.DEX, cards.WILL} {
		assert.Equal(t, g.defensePool(m, attr), sumParts(g.HeroAttribute(m, attr)).Add(sumParts(def)), attr)
		assert.Equal(t, g.OffensePool(m, attr, cards.Pool{}), sumParts(g.HeroAttribute(m, attr)).Add(sumParts(g.HeroRollBonus(m, cards.StatOffense))), attr)
	}
	assert.Nil(t, g.HeroAttribute(g.Model(id['C']), cards.STR), "a monster has no Hero attributes")
}
