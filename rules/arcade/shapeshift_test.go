package arcade

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
)

// Arcade rulebook, "Monster Shapeshift": "A monster will shapeshift into
// its alternate form whenever a Unique command is issued. If there is no
// room to place the new model, it will push any models, friendly or enemy,
// out of the occupied squares"; "Monsters that shapeshift are considered in
// play, and may not spawn, as long as one of its forms is on the dungeon
// map." Made-up cards: a Tower Stalker that shifts into a large Were
// Stalker and back. In a two-square-high room with a model on either side
// the large form has to push one aside.
func TestMonsterShapeshiftOnATestCard(t *testing.T) {
	base := testCatalog(t)
	cat := *base
	cat.Monsters = maps.Clone(base.Monsters)
	small := *base.Monsters["Tower Stalker"]
	small.Abilities = append(slices.Clone(small.Abilities), cards.Keyword{Name: "Shapeshift"})
	small.Shapeshift = "Were Stalker"
	small.Actions = nil
	large := small
	large.Name, large.Card, large.Large, large.Shapeshift = "Were Stalker", "Were Stalker", true, "Tower Stalker"
	cat.Monsters["Tower Stalker"], cat.Monsters["Were Stalker"] = &small, &large
	g, id := boardWith(t, &cat, `
+-+-+-+
|A K R|
+ + + +
|. . .|
+-+-+-+`, "R=Riftling Warrior", "K=Tower Stalker", "A=Tower Arbalist")
	g.Phase = rules.ConsulTurn
	k := g.Model(id['K'])
	k.Wounds = 1
	old := k.Pos
	evs := asArcade(g).monsterUnique(k)
	k = g.Model(id['K'])
	require.Equal(t, "Were Stalker", k.Card, "%v", evs)
	assert.True(t, k.Large)
	assert.Contains(t, k.Squares(), old, "the new model covers a square the old one did")
	assert.Equal(t, 1, k.Wounds, "tokens stay")
	assert.Len(t, find[rules.Shapeshifted](evs), 1)
	require.Len(t, find[rules.Moved](evs), 1, "one model had to be pushed out of the way")
	for _, o := range []rune{'R', 'A'} {
		for _, p := range g.Model(id[o]).Squares() {
			assert.NotContains(t, k.Squares(), p)
		}
	}
	assert.Equal(t, 1, asArcade(g).inPlayCount("Tower Stalker"), "in play in either form")
	asArcade(g).monsterUnique(g.Model(id['K']))
	assert.Equal(t, "Tower Stalker", g.Model(id['K']).Card, "and back on the next Unique")
	assert.False(t, g.Model(id['K']).Large)
}
