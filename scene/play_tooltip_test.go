package scene

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A hovered model's tooltip stays off the squares around it, where the
// next click is likely to go: the Witch's does not cover the Crawler
// next to her (played by mouse: a Hero's tooltip covered the monster
// the player meant to attack), at 100% and at 200% with large text.
func TestModelTooltipKeepsOffItsNeighbours(t *testing.T) {
	const scenario = `
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|. W . . . . .|
+ + + + + + + +
|. . C . . . .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`
	for _, large := range []bool{false, true} {
		sp := newScenePlay(t, scenario, nil)
		if large {
			sp = largePlay(t, scenario)
		}
		p := sp.p
		p.objAge = objectiveBannerTicks // past the goal's announcement
		w, c := p.g.Model(sp.id('W')), p.g.Model(sp.id('C'))
		x, y := p.cam.ToScreen(float64(w.Pos.X)+0.5, float64(w.Pos.Y)+0.5)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		hc := p.hudContext(sp.ctx)
		crawler := p.lay.fromScreen(p.squareRect(c.Pos))
		tip := p.describe(w)
		pt := hc.Painter
		u := p.lay.scale
		near := render.Rect{X: x/u + 16, Y: y/u + 18, W: 40, H: 40} // where a plain tooltip starts
		require.True(t, overlaps(near, crawler), "a tooltip by the pointer would cover the Crawler")
		r := pt.TooltipAwayRect(tip, p.neighbourhood(w), hc.In.X, hc.In.Y, hc.W, hc.H)
		assert.False(t, overlaps(r, crawler), "the Witch's tooltip %v keeps off the Crawler %v (large %v)", r, crawler, large)
		sp.shot(map[bool]string{false: "tooltip-neighbours.png", true: "tooltip-neighbours-ui200-large.png"}[large])
	}
}

// The armed attack's chance keeps off the target's neighbours too (played
// by mouse at 200%: "Spider Speaker: 33% to wound" covered the monsters
// beside it, the next targets).
func TestAimTipKeepsOffTheTargetsNeighbours(t *testing.T) {
	sp := largePlay(t, `
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|. W C D . . .|
+ + + + + + + +
|. . . . . . .|
+ + + + + + + +
|. . . . . . .|
+-+-+-+-+-+-+-+
end
W Riftling Warrior
C Crawler
D Crawler
`)
	p := sp.p
	p.objAge = objectiveBannerTicks
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	sp.clickButton("Melee")
	c, d := p.g.Model(sp.id('C')), p.g.Model(sp.id('D'))
	x, y := p.cam.ToScreen(float64(c.Pos.X)+0.5, float64(c.Pos.Y)+0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("aim-tip-neighbours-ui200-large.png") // drawing sets the tip
	require.Contains(t, p.aimTip, "Crawler")
	hc := p.hudContext(sp.ctx)
	r := hc.Painter.TooltipAwayRect(p.aimTip, p.aimKeep, p.aimTipX, p.aimTipY+40, hc.W, hc.H)
	beside := p.lay.fromScreen(p.squareRect(d.Pos))
	require.True(t, overlaps(p.aimKeep, beside), "the tip is told to keep off the target's neighbours")
	assert.False(t, overlaps(r, beside), "the chance %v keeps off the Crawler beside the target %v", r, beside)
	assert.False(t, overlaps(r, p.lay.fromScreen(p.squareRect(c.Pos))), "and off the target")
}

// A tip tells what is under a resting pointer once the board is still:
// while the Witch walks to the square under the pointer no tip tracks
// her, and when she has arrived the tip is hers (found by the testers:
// the tooltip moved and changed under a resting pointer as a model
// walked).
func TestTooltipWaitsForAWalkToEnd(t *testing.T) {
	for _, large := range []bool{false, true} {
		sp := newScenePlay(t, tipMap, nil)
		if large {
			sp = largePlay(t, tipMap)
		}
		p := sp.p
		p.objAge = objectiveBannerTicks // past the goal's announcement
		w := sp.id('W')
		require.NoError(t, p.apply(rules.StartActivation{Hero: w}))
		sp.idle()
		to := tiles.Point{X: 3, Y: 0}
		require.Contains(t, p.reach, to)
		x, y := p.cam.ToScreen(float64(to.X)+0.5, float64(to.Y)+0.5)
		sp.clickAt(x, y)
		require.True(t, p.busy(), "the walk plays")
		walked := 0
		name := map[bool]string{false: "ui100", true: "ui200-large"}[large]
		for p.busy() {
			if _, walking := p.beats[0].ev.(rules.Moved); walking {
				walked++
				tip, _, _ := p.boardTip()
				require.Empty(t, tip, "no tip while the Witch walks under the pointer (tick %d)", walked)
				if walked == 12 {
					sp.shot("ux7-tip-walking-" + name + ".png")
				}
			}
			runTicks(t, p, sp.ctx, 1)
		}
		require.Positive(t, walked)
		runTicks(t, p, sp.ctx, 1)
		tip, _, _ := p.boardTip()
		assert.Empty(t, tip, "settled on the square just clicked: no tip until the pointer moves on (TestNoTipOnTheSquareJustClicked)")
		// The pointer goes one square on and comes back.
		ox, oy := p.cam.ToScreen(float64(to.X)+1.5, float64(to.Y)+0.5)
		sp.ctx.In = Input{X: ox, Y: oy}
		runTicks(t, p, sp.ctx, 1)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		tip, _, away := p.boardTip()
		assert.True(t, away)
		assert.Contains(t, tip, "Sanctioned Witch", "settled, the tip is for the model under the pointer")
		sp.shot("ux7-tip-settled-" + name + ".png")

		// Nor while the camera glides the board under the pointer.
		p.camGoalX, p.camGoalY, p.camFollow = p.cam.CX+8, p.cam.CY, true
		tip, _, _ = p.boardTip()
		assert.Empty(t, tip, "no tip while the board glides")
	}
}

// witchAndCrawler: a Sanctioned Witch (W) and a Crawler (C) far apart.
const witchAndCrawler = `
map
+-+-+-+-+-+-+-+
|. W . . . . .|
+ + + + + + + +
|. . . . . . C|
+-+-+-+-+-+-+-+
end
W Sanctioned Witch
C Crawler
`

// A Hero walking into the square the player clicked shows no tooltip
// until the pointer moves on (played at 200% with large text: the Hero's
// whole tooltip covered the screen the moment it arrived under the
// pointer); moved off and back, the tip is there again.
func TestNoTipOnTheSquareJustClicked(t *testing.T) {
	sp := largePlay(t, witchAndCrawler)
	p := sp.p
	p.objAge = objectiveBannerTicks
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('W')}))
	sp.idle()
	to := tiles.Point{X: 3, Y: 0}
	x, y := p.cam.ToScreen(float64(to.X)+0.5, float64(to.Y)+0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	require.Equal(t, to, p.hoverSq)
	sp.ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, sp.ctx, 1)
	sp.ctx.In = Input{X: x, Y: y}
	sp.idle()
	require.Equal(t, to, p.g.Model(sp.id('W')).Pos, "the Witch walked there")
	tip, _, _ := p.boardTip()
	assert.Empty(t, tip, "no tip while the pointer rests where it clicked")
	ox, oy := p.cam.ToScreen(float64(to.X)+1.5, float64(to.Y)+0.5)
	sp.ctx.In = Input{X: ox, Y: oy}
	runTicks(t, p, sp.ctx, 1)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	tip, _, _ = p.boardTip()
	assert.Contains(t, tip, "Sanctioned Witch", "back on her square, her tip shows")
}

// At 200% with large text a Hero's tip on the board names its abilities
// without explaining them, so it covers no more than a third of the
// screen (played by mouse: the Barbarian's covered the board, the goal and
// the cards); at 100% it explains them all, and its card's tip always does.
func TestHeroBoardTipIsBriefWhenLarge(t *testing.T) {
	const scenario = `
map
+-+-+-+-+-+-+-+
|. . . . . . .|
+ + + + + + + +
|. B . . . . C|
+-+-+-+-+-+-+-+
end
B Claw Tribe Barbarian
C Crawler
`
	for _, large := range []bool{false, true} {
		sp := newScenePlay(t, scenario, nil)
		if large {
			sp = largePlay(t, scenario)
		}
		p := sp.p
		p.objAge = objectiveBannerTicks
		b := p.g.Model(sp.id('B'))
		x, y := p.cam.ToScreen(float64(b.Pos.X)+0.5, float64(b.Pos.Y)+0.5)
		sp.ctx.In = Input{X: x, Y: y}
		runTicks(t, p, sp.ctx, 1)
		full, away, ok := p.boardTip()
		require.True(t, ok)
		hc := p.hudContext(sp.ctx)
		tip := p.briefHeroTip(hc, full, away, hc.In.X, hc.In.Y)
		r := hc.Painter.TooltipAwayRect(tip, away, hc.In.X, hc.In.Y, hc.W, hc.H)
		assert.LessOrEqual(t, r.W*r.H, hc.W*hc.H/3, "large %v: the tip %v", large, r)
		if large {
			assert.NotEqual(t, full, tip)
			assert.Contains(t, tip, "its card's tip explains them")
		} else {
			assert.Equal(t, full, tip, "at 100% the whole text")
		}
	}
}

// A game opens with no tip under a pointer resting where the title's
// button was: the tip waits until the pointer moves (seen at 200%: a
// square's tip covered the Hero cards as the game opened).
func TestNoTipUnderThePointerAsTheGameOpens(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(1)
	require.NoError(t, err)
	p := s.(*Play)
	ctx.In = Input{X: 640, Y: 290} // where the title's Quick Start was
	runTicks(t, p, ctx, 2)
	require.True(t, p.hoverOn, "the pointer is over the board")
	assert.True(t, p.hushStill, "tips wait while the pointer rests where it was")
	tip, _, _ := p.boardTip()
	assert.Empty(t, tip)
	ctx.In = Input{X: 641, Y: 290}
	runTicks(t, p, ctx, 1)
	assert.False(t, p.hushStill, "moved: tips again")
}

// A Hero card clicked to activate its Hero shows no tip until the pointer
// moves (played at 200% with large text: the card's whole tip came up
// over the board the player was about to look at); moved a pixel, the tip
// is there.
func TestNoTipOnAHeroCardJustClicked(t *testing.T) {
	sp := largePlay(t, witchAndCrawler)
	p := sp.p
	p.objAge = objectiveBannerTicks
	hc := p.hudContext(sp.ctx)
	k := sp.ctx.W / hc.W
	r := p.heroCardRects(hc)[0]
	x, y := (r.X+r.W/2)*k, (r.Y+r.H/2)*k
	sp.clickAt(x, y)
	sp.ctx.In = Input{X: x, Y: y}
	sp.idle()
	require.Equal(t, sp.id('W'), p.g.Active, "the click activated the Witch")
	screen := ebiten.NewImage(DesignW, DesignH)
	pixels := func() []byte {
		screen.Clear()
		p.Draw(screen, sp.ctx)
		b := make([]byte, 4*DesignW*DesignH)
		screen.ReadPixels(b)
		return b
	}
	hushed := pixels()
	saveScreen(t, screen, "herocard_click_hushed.png")
	sp.ctx.In = Input{X: x + 1, Y: y}
	runTicks(t, p, sp.ctx, 1)
	moved := pixels()
	saveScreen(t, screen, "herocard_click_moved.png")
	assert.Greater(t, visiblyDifferent(hushed, moved), 20000, "the card's tip shows once the pointer moves, and not before")
}
