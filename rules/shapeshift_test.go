package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
)

// Arcade rulebook, "Shapeshift" and "Hero Shapeshift": a Hero may take its
// other form in its upkeep; the card changes, every token and the equipment
// stay. No Hero card shapeshifts, so a private catalog gives the Riftling
// Warrior the Riftling Rogue as its other form.
func TestHeroShapeshiftsInUpkeep(t *testing.T) {
	g, id := board(t, `
+-+-+-+
|R T .|
+-+-+-+`, "R=Riftling Warrior", "T=Tincan")
	cat, err := LoadCatalog()
	require.NoError(t, err)
	h := *cat.Heroes["Riftling Warrior"]
	h.Abilities = append(append([]cards.Keyword(nil), h.Abilities...), cards.Keyword{Name: "Shapeshift"})
	h.Shapeshift = "Riftling Rogue"
	cat.Heroes[h.Name] = &h
	assert.Contains(t, refuse(t, g, StartActivation{Hero: id['T'], Shapeshift: true}), "no other form")
	g.catalog = cat
	r := g.Model(id['R'])
	r.Wounds, r.Potions, r.Wrath = 2, 1, 1
	g.WrathPool = 4
	r.Slots[1] = "Bent Nail"
	evs := must(t, g, StartActivation{Hero: id['R'], Shapeshift: true})
	require.Len(t, find[Shapeshifted](evs), 1)
	r = g.Model(id['R'])
	assert.Equal(t, "Riftling Rogue", r.Card)
	assert.Equal(t, pt(0, 0), r.Pos, "the new form takes the old one's square")
	assert.Equal(t, 2, r.Wounds)
	assert.Equal(t, 1, r.Potions)
	assert.Equal(t, 1, r.Wrath)
	assert.Equal(t, "Bent Nail", r.Slots[1])
	assert.Equal(t, 7, g.MPLeft(r.ID), "the Rogue's movement")
}
