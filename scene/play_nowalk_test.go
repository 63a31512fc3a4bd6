package scene

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A click on an empty square the active Hero cannot walk to says why, in
// the rules' words (Arcade rulebook, "Movement": a model never squeezes
// diagonally past a corner it cannot see round) or the points it lacks;
// played by mouse at 100%, such a click did nothing and said nothing.
func TestClickOnASquareOutOfReachSaysWhy(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+
|T C . .|.|
+ + + + + +
|# . . .|.|
+-+-+-+-+-+
end
T Tincan
C Crawler
`, nil)
	p := sp.p
	hero := sp.id('T')
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	sp.idle()
	click := func(sq tiles.Point) string {
		p.toast = ""
		p.hoverOn, p.hoverSq, p.path = true, sq, nil
		p.clickBoard()
		return p.toast
	}
	assert.Contains(t, p.squareTip(tiles.Point{X: 1, Y: 1}), "the corner is in the way", "hovering says it before the click")
	squeeze := click(tiles.Point{X: 1, Y: 1})
	assert.Equal(t, "Tincan can't step there: the corner is in the way; go round it, one square at a time.", squeeze)
	assert.Equal(t, tiles.Point{X: 0, Y: 0}, p.g.Model(hero).Pos, "the Hero stays")
	far := click(tiles.Point{X: 4, Y: 0})
	assert.Equal(t, "Tincan has no way there: walls, models and corners block every path.", far)
	// Out of movement points, every empty square says so.
	p.g.Act.MPSpent = p.g.MaxMP(p.g.Model(hero))
	assert.Equal(t, "Tincan has no movement points left.", click(tiles.Point{X: 2, Y: 0}))
}

// A square the Hero could walk to with more points says how many it takes.
func TestClickOnASquareTooFarSaysTheCost(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|T . . . . . . . . . . . . . . C|
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
end
T Tincan
C Crawler
`, nil)
	p := sp.p
	hero := sp.id('T')
	require.NoError(t, p.apply(rules.StartActivation{Hero: hero}))
	sp.idle()
	mp := p.g.MPLeft(hero)
	require.Less(t, mp, 13)
	p.hoverOn, p.hoverSq, p.path = true, tiles.Point{X: 13, Y: 0}, nil
	p.clickBoard()
	assert.Equal(t, fmt.Sprintf("Too far: 13 movement points there, and Tincan has %d movement points left.", mp), p.toast)
}

// A second attack clicked on the square of the monster the first one
// felled does not walk the Hero there: it says the target fell, and only
// a click after that walks (played by mouse, three times: the Hero walked
// onto the fallen target's square, next to other monsters).
func TestRepeatClickOnAFallenTargetDoesNotWalk(t *testing.T) {
	sp := newScenePlay(t, strings.NewReplacer("dice 0 0 0 0 0 0 0 0 0 0 0 0", "dice 3 3 3 3 3 3 3 3 3 3 3 3").Replace(warriorByCrawler), nil)
	p := sp.p
	warriorAttacksCrawler(t, sp)
	c := p.g.Model(sp.id('C'))
	require.False(t, c.InPlay, "the Crawler fell")
	w := sp.id('W')
	at := p.g.Model(w).Pos
	sp.idle()
	require.Positive(t, p.g.APLeft(w))
	p.armed = armedAction{name: "Melee Attack"}
	p.hoverOn, p.hoverSq = true, c.Pos
	require.Contains(t, p.reach, c.Pos, "the fallen Crawler's square is one to walk to")
	p.clickBoard()
	assert.Equal(t, at, p.g.Model(w).Pos, "the Warrior stays")
	assert.Equal(t, "Crawler fell there: nothing left to hit. Click again to walk there.", p.toast)
	p.armed = armedAction{name: "Melee Attack"}
	p.clickBoard()
	assert.Equal(t, c.Pos, p.g.Model(w).Pos, "the second click walks")
}

// The objective arrow gives way to a gold revive square under it: the
// click there brings the Hero back (played at 200%: the arrow lay over
// one); and an open pop-up's button shows its own tip, not the tip of a
// chip under it (played at 100%).
func TestArrowYieldsToAReviveSquareAndPopupsToChips(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|W C . . . .|
+ + + + + + +
|G R . . . .|
+-+-+-+-+-+-+
end
W Riftling Warrior
G Moonspire Guardian
R Glimmerdusk Ranger
C Crawler
`, nil)
	p := sp.p
	sq := tiles.Point{X: 4, Y: 1}
	x, y := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
	require.False(t, p.boardTakesClick(x, y), "an empty square out of any activation")
	p.reviveFor, p.reviveAt = sp.id('W'), map[tiles.Point]bool{sq: true}
	assert.True(t, p.boardTakesClick(x, y), "a gold square takes the click")

	p.reviveFor, p.reviveAt = rules.NoModel, nil
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	require.NotEmpty(t, p.choices.rects, "the roll choices' chips show")
	c := p.choices.rects[0]
	hc := p.hudContext(sp.ctx)
	hc.In = Input{X: c.x + c.w/2, Y: c.y + c.h/2}
	require.NotEmpty(t, p.chromeTooltip(hc), "the chip's own tip")
	p.moreOpen = true
	p.moreBtns = []*actionButton{{label: "Sparkle-Charm Bomb", rect: render.Rect{X: c.x, Y: c.y, W: c.w, H: c.h}}}
	assert.Empty(t, p.chromeTooltip(hc), "the pop-up's button over it, not the chip under it")
}
