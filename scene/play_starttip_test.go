package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// tipMap is a small board with a Hero and a monster for the square tips.
const tipMap = `
map
+-+-+-+-+-+-+
|W . . . . .|
+ + + + + + +
|. . . . . C|
+-+-+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`

// The start token is drawn as a gold star disc; hovering it says what it
// is and, in Arcade, that a Hero brought back by a Princess Coin comes in
// next to it (Arcade rulebook, "Spending Princess Coins"). Played by mouse,
// the disc had no tooltip at all.
func TestStartTokenHasATooltip(t *testing.T) {
	sp := newScenePlay(t, tipMap, nil)
	p := sp.p
	start := tiles.Point{X: 2, Y: 1}
	p.g.Board.Start = start
	p.version++
	assert.Contains(t, p.squareTip(start), "start token")
	assert.Contains(t, p.squareTip(start), "Princess Coin")
	assert.NotContains(t, p.squareTip(tiles.Point{X: 3, Y: 1}), "start token", "only on the start square")
}

// The swirl of a tile's spawn mark stays after its spawning point is
// gone; hovering the empty mark says it is plain floor now (played by
// mouse it looked like a live portal and said nothing).
func TestEmptySpawnMarkHasATooltip(t *testing.T) {
	sp := newScenePlay(t, tipMap, nil)
	p := sp.p
	mark := tiles.Point{X: 3, Y: 0}
	p.g.Board.SpawnMarks = []tiles.Point{mark, {X: 5, Y: 1}}
	p.version++
	assert.Contains(t, p.squareTip(mark), "spawn mark")
	assert.NotContains(t, p.squareTip(tiles.Point{X: 5, Y: 1}), "spawn mark", "a model stands on it: its own tooltip speaks")
	assert.NotContains(t, p.squareTip(tiles.Point{X: 2, Y: 0}), "spawn mark")
}
