package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/cards"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Arcade rulebook, "Abilities" (BLESSING): a Blessing tile effect helps
// Heroes, elites and minions only. Sacred Ground (tiles/data/effects.yaml:
// +1B ARM on its squares) under the Witch adds a blue die to her ARM rolls;
// under a Crawler (minion) it adds one to its fixed ARM; under the Knight
// of the Tower (mini-boss) nothing; Fly does not ignore a Blessing.
func TestBlessingHelpsHeroesElitesAndMinions(t *testing.T) {
	g, id := board(t, `
+-+-+-+-+-+-+
|W . C . Q .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+`, "W=Sanctioned Witch", "C=Crawler", "Q=Knight of the Tower")
	w, c, q := g.Model(id['W']), g.Model(id['C']), g.Model(id['Q'])
	armW, armC, armQ := g.defensePool(w, cards.ARM), g.ARM(c), g.ARM(q)
	for _, p := range []tiles.Point{pt(0, 0), pt(2, 0), pt(4, 0), pt(5, 0), pt(4, 1), pt(5, 1)} {
		g.Board.Set(p, tiles.Square{Terrain: tiles.Floor, Effect: "Sacred Ground"})
	}
	assert.Equal(t, armW.Add(cards.MustPool("1B")), g.defensePool(w, cards.ARM), "the Hero: one more blue die")
	assert.Equal(t, g.defensePool(w, cards.WILL), cards.MustPool("2B1R"), "only ARM")
	assert.Equal(t, armC+1, g.ARM(c), "a minion: one more ARM")
	assert.Equal(t, armQ, g.ARM(q), "a mini-boss is not blessed, even on four blessed squares")
	w.Effects = []Effect{{Source: "Wizard Wings", From: w.ID, Grants: []cards.Keyword{{Name: "Fly"}}}}
	assert.Equal(t, armW.Add(cards.MustPool("1B")), g.defensePool(w, cards.ARM), "Fly ignores only harmful effects")
}
