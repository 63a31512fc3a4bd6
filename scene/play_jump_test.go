package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The Riftling Rogue's Dimensional Draught ("Teleport 10": blink to a
// square in sight) is aimed at a square: the click on the button arms it,
// the hovered square says whether the jump lands there, and the click on
// the board jumps. Played by mouse, the button fired at once and the rules
// refused it ("needs a square to teleport to"), so the potion could never
// be drunk.
func TestTeleportPotionIsAimedAtASquare(t *testing.T) {
	sp := newScenePlay(t, `
map
+-+-+-+-+-+-+
|R . . . . C|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
end
R Riftling Rogue potions=1
C Crawler
`, nil)
	p := sp.p
	require.NoError(t, p.apply(rules.StartActivation{Hero: sp.id('R')}))
	sp.idle()
	sp.clickButton("Dimensional Draught")
	require.Equal(t, "Dimensional Draught", p.armed.name, "armed, not fired")
	to := tiles.Point{X: 4, Y: 1}
	x, y := p.cam.ToScreen(float64(to.X)+0.5, float64(to.Y)+0.5)
	sp.ctx.In = Input{X: x, Y: y}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("jump-aim.png") // drawing works out the label
	assert.Contains(t, p.aimTip, "jump here")
	// A square the jump cannot reach says why in words, not coordinates.
	far := tiles.Point{X: 5, Y: 0}
	fx, fy := p.cam.ToScreen(float64(far.X)+0.5, float64(far.Y)+0.5)
	sp.ctx.In = Input{X: fx, Y: fy}
	runTicks(t, p, sp.ctx, 1)
	sp.shot("jump-refused.png")
	assert.Contains(t, p.aimTip, "can't")
	assert.NotContains(t, p.aimTip, far.String())
	sp.clickAt(x, y)
	sp.idle()
	rogue := p.g.Model(sp.id('R'))
	assert.Equal(t, to, rogue.Pos, "the Rogue jumped to the clicked square")
	assert.Equal(t, 0, rogue.Potions, "the potion was drunk")
}
