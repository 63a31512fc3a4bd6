package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// 1st edition, "Loot-O-Meter": "Any Hero may equip the loot immediately
// or you may put the loot to the side to equip at the end of the round".
// The card the Paladin's blow draws (the meter reaching its LOOT circle 3)
// may be worn at once; a card set aside earlier may not, nor the fresh
// card once another command has been played.
func TestEquipLootAtOnce(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
loot 2
deck loot: Bent Nail, Witch Hat
backpack: Witch Hat
map
+-+-+-+-+-+-+-+-+
|H K . . . . . W|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
K Kobold Knucklehead
`)
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	g.Dice = []int{3, 3, 0} // the Paladin's 2R: 4 stars; the Knucklehead's 1B: none
	apply(t, g, rules.Attack{Attr: cards.STR, Target: mk['K']})
	s := StateOf(g)
	require.Equal(t, []string{"Bent Nail"}, s.Fresh, "the blow drew the loot")
	_, err := g.Apply(EquipNow{Hero: mk['H'], Card: "Witch Hat"})
	assert.ErrorContains(t, err, "waits for the end of the round", "a card set aside before")
	apply(t, g, EquipNow{Hero: mk['H'], Card: "Bent Nail"})
	h := g.Model(mk['H'])
	assert.Contains(t, h.Slots, "Bent Nail")
	assert.NotContains(t, g.Backpack, "Bent Nail")
	assert.Empty(t, StateOf(g).Fresh)

	// A fresh card not worn at once waits once another command is played.
	g2, mk2 := scenario(t, `phase hero
first heroes
loot 2
deck loot: Bent Nail
map
+-+-+-+-+-+-+-+-+
|H K . . . . . W|
+-+-+-+-+-+-+-+-+
end
H Royal Paladin
K Kobold Knucklehead
`)
	apply(t, g2, rules.StartActivation{Hero: mk2['H']})
	g2.Dice = []int{3, 3, 0}
	apply(t, g2, rules.Attack{Attr: cards.STR, Target: mk2['K']})
	apply(t, g2, rules.EndActivation{})
	_, err = g2.Apply(EquipNow{Hero: mk2['H'], Card: "Bent Nail"})
	assert.ErrorContains(t, err, "only a card just drawn")
	assert.Contains(t, g2.Backpack, "Bent Nail", "set aside for the end of the round")
}

// 1st edition, "Loot-O-Meter": "Any Hero may equip the loot
// immediately": not only the Hero whose blow drew it; a fallen Hero is
// refused with the reason.
func TestAnyHeroMayEquipAtOnce(t *testing.T) {
	g, mk := scenario(t, `phase hero
first heroes
loot 2
deck loot: Bent Nail
map
+-+-+-+-+-+-+-+-+-+
|H K . . . . . . W|
+-+-+-+-+-+-+-+-+-+
|M R . . . . . . .|
+-+-+-+-+-+-+-+-+-+
end
H Royal Paladin
K Kobold Knucklehead
M Ember Mage
R Glimmerdusk Ranger
`)
	apply(t, g, rules.StartActivation{Hero: mk['H']})
	g.Dice = []int{3, 3, 0}
	apply(t, g, rules.Attack{Attr: cards.STR, Target: mk['K']})
	require.Equal(t, []string{"Bent Nail"}, StateOf(g).Fresh)
	g.Model(mk['R']).InPlay = false
	_, err := g.Apply(EquipNow{Hero: mk['R'], Card: "Bent Nail"})
	assert.ErrorContains(t, err, "Glimmerdusk Ranger has fallen")
	apply(t, g, EquipNow{Hero: mk['M'], Card: "Bent Nail"})
	assert.Contains(t, g.Model(mk['M']).Slots, "Bent Nail", "the Mage wears it, not the Hero who drew it")
}
