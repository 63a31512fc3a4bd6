package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
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
