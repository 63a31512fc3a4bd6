package arcade

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// card-facts.md (the Midnight Queen on spawn): Daemonus appears if absent
// and every Hero is compelled three squares (project decision: toward her,
// by the default Pull path; arrival.go). She arrives by the east exit,
// nearest the Witch (most wrath); Daemonus comes to the Ranger (least
// wrath); the Warrior far to the west is dragged three squares toward her,
// the Witch until she is next to her, and the Sturdy Ranger stays.
func TestQueenCompelsHeroesOnArrival(t *testing.T) {
	g, id := consulBoard(t, `
+-+-+-+-+-+-+-+-+-+-+-+-+
|R . . . . . . . W . . .|
+ + + + + + + + + + + + +
 . . . . . . . . . . . . 
+ + + + + + + + + + + + +
 . . . . . . . . . . . . 
+ + + + + + + + + + + + +
|G . . . N . . . . . . .|
+-+-+-+-+-+-+-+-+-+-+-+-+`, "R=Riftling Warrior", "W=Sanctioned Witch", "G=Glimmerdusk Ranger", "N=Spider Nest")
	StateOf(g).Boss = "The Midnight Queen"
	g.Model(id['W']).Wrath = 2
	g.Model(id['R']).Wrath = 1 // Daemonus comes to the Ranger, out of the Warrior's way
	start := map[rules.ModelID]tiles.Point{}
	for _, h := range g.Heroes() {
		start[h] = g.Model(h).Pos
	}
	evs := command(g, cards.CmdSpawnBoss, 1)
	sp := find[MonsterSpawned](evs)
	require.NotEmpty(t, sp)
	q := g.Model(sp[0].Model.ID)
	require.Equal(t, "The Midnight Queen", q.Card)
	moved := map[rules.ModelID]rules.Moved{}
	for _, m := range find[rules.Moved](evs) {
		if m.Reason == "My Champion (Compel)" {
			moved[m.Model.ID] = m
		}
	}
	assert.Len(t, moved[id['R']].Path, 3, "the Warrior is dragged three squares")
	assert.Equal(t, 1, g.ModelDist(q, g.Model(id['W'])), "the Witch ends next to her")
	assert.NotContains(t, moved, id['G'], "the Glimmerdusk Ranger is Sturdy")
	assert.Equal(t, start[id['G']], g.Model(id['G']).Pos)
	for hid, m := range moved {
		assert.Less(t, rules.DistTo(q, m.Path[len(m.Path)-1]), rules.DistTo(q, start[hid]), "closer to the Queen")
	}
}
