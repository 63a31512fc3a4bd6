package classic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// 1st edition, "Shapeshift" (the Deeproot Druid example: "replace his
// model and stat card with that of Angry Bear ... any counters he has on
// his card are transferred to Angry Bear's as well as any equipment"):
// the druid is a classic Hero card (cards' Hero data, ours: the extract
// lost the card), a party may pick it (not its bear form), and it shifts
// with the core's Shapeshift as its activation begins, keeping its
// wounds and statuses; the bear shifts back the same way. The shared
// catalog (Arcade, Explore) has neither card.
func TestDeeprootDruid(t *testing.T) {
	d, err := LoadData()
	require.NoError(t, err)
	assert.Equal(t, []string{"Deeproot Druid"}, d.HeroChoices())
	cat := testCatalog(t)
	assert.Nil(t, cat.Heroes["Deeproot Druid"], "the shared catalog is left alone")
	cc := ClassicCatalog(cat, d)
	druid, bear := cc.Heroes["Deeproot Druid"], cc.Heroes["Angry Bear"]
	require.NotNil(t, druid)
	require.NotNil(t, bear)
	assert.Equal(t, "Angry Bear", druid.Shapeshift)
	assert.Equal(t, "Deeproot Druid", bear.Shapeshift)
	assert.Equal(t, druid.Hearts, bear.Hearts, "wounds carried over mean the same")

	g, _, err := New(Setup{Seed: 3, Size: "delve", Heroes: []string{"Deeproot Druid", "Royal Paladin"}})
	require.NoError(t, err)
	assert.NotNil(t, g.Catalog().Heroes["Angry Bear"])

	g, mk := scenario(t, `phase hero
first heroes
map
+-+-+-+-+-+-+-+-+
|D . K . . . . .|
+-+-+-+-+-+-+-+-+
end
D Deeproot Druid status=Poison
K Kobold Knucklehead
`)
	id := mk['D']
	g.Model(id).Wounds = 2
	evs := apply(t, g, rules.StartActivation{Hero: id, Shapeshift: true})
	m := g.Model(id)
	assert.Equal(t, "Angry Bear", m.Card)
	assert.Equal(t, 2, m.Wounds, "the wound counters are transferred")
	assert.True(t, m.Statuses.Has(cards.Poison), "and the status counters")
	shifted := false
	for _, e := range evs {
		_, ok := e.(rules.Shapeshifted)
		shifted = shifted || ok
	}
	assert.True(t, shifted)
	_, ok := g.FindAction(m, "Maul")
	assert.True(t, ok, "the bear's card's actions")

	// The bear's card shifts back to the druid's.
	g, mk = scenario(t, `phase hero
first heroes
map
+-+-+-+-+-+
|B . K . .|
+-+-+-+-+-+
end
B Angry Bear
K Kobold Knucklehead
`)
	apply(t, g, rules.StartActivation{Hero: mk['B'], Shapeshift: true})
	assert.Equal(t, "Deeproot Druid", g.Model(mk['B']).Card)
}
