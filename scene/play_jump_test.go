package scene

import (
	"fmt"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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

// rogueByAWall: the Riftling Rogue with a wall beside her, the Witch
// below and a Crawler far off.
const rogueByAWall = `
map
+-+-+-+-+-+-+-+-+
|R . . .|. . . .|
+ + + + + + + + +
|W . . . . . . .|
+ + + + + + + + +
|. . . . . . C .|
+-+-+-+-+-+-+-+-+
end
R Riftling Rogue
W Sanctioned Witch
C Crawler
`

// Armed, the Rogue's Dimensional Draught (Teleport 10) rings exactly the
// squares the rules would let her jump to, as Dash rings its squares, and
// the aim line says to click one (played by mouse: no square was lit and
// the line said "click the empty square to jump to"). A click on one
// lands her there.
func TestJumpRingsTheSquaresItAccepts(t *testing.T) {
	for _, set := range []struct {
		scale int
		text  string
	}{{100, "normal"}, {200, "large"}} {
		t.Run(fmt.Sprintf("%d-%s", set.scale, set.text), func(t *testing.T) {
			sp := newScenePlay(t, rogueByAWall, nil)
			p := sp.p
			sp.ctx = displayContext(t, set.scale, set.text)
			sp.ctx.Settings.ConfirmEnd = false
			rogue := sp.id('R')
			require.NoError(t, p.apply(rules.StartActivation{Hero: rogue}))
			sp.idle()
			// The pointer off the board: nothing hovered.
			sp.ctx.In = Input{X: 2, Y: 2}
			runTicks(t, p, sp.ctx, 60) // the camera settles
			sp.clickButton("Dimensional Draught")
			require.Equal(t, "Dimensional Draught", p.armed.name)
			sp.ctx.In = Input{X: 2, Y: 2}
			runTicks(t, p, sp.ctx, 1)
			want := map[tiles.Point]bool{}
			for _, sq := range p.g.TeleportSquares(rogue, rogue, "Dimensional Draught") {
				want[sq] = true
			}
			require.NotEmpty(t, want)
			assert.Equal(t, want, p.jumpSquares(), "the rules' squares, no more, no fewer")
			long, short := p.armedHints()
			assert.Contains(t, long, "Dimensional Draught: click a ringed square")
			assert.Contains(t, short, "click a ringed square")
			after := ebiten.NewImage(DesignW, DesignH)
			p.Draw(after, sp.ctx)
			saveScreen(t, after, fmt.Sprintf("jump-ringed-ui%d-%s.png", set.scale, set.text))
			// Each square's ring edge is lit where it is offered, and only
			// there (the Witch's square and those behind the wall are not).
			lit := func(sq tiles.Point) bool {
				r := p.squareRect(sq)
				c := color.NRGBAModel.Convert(after.At(int(r.X+3), int(r.Y+r.H/2))).(color.NRGBA)
				e := colDashEdge.(color.NRGBA)
				near := func(a, b uint8) bool { return int(a)+24 >= int(b) && int(b)+24 >= int(a) }
				return near(c.R, e.R) && near(c.G, e.G) && near(c.B, e.B)
			}
			for _, sq := range []tiles.Point{{X: 1, Y: 0}, {X: 3, Y: 1}, {X: 7, Y: 1}, {X: 2, Y: 1}} {
				if p.cam.View.Contains(p.squareRect(sq).X+3, p.squareRect(sq).Y+3) {
					assert.True(t, want[sq], "%v is offered", sq)
					assert.True(t, lit(sq), "%v is ringed", sq)
				}
			}
			for _, sq := range []tiles.Point{{X: 0, Y: 1}, {X: 5, Y: 0}, {X: 6, Y: 2}} {
				if p.cam.View.Contains(p.squareRect(sq).X+3, p.squareRect(sq).Y+3) {
					assert.False(t, want[sq], "%v is not offered", sq)
					assert.False(t, lit(sq), "%v is not ringed", sq)
				}
			}
			sp.clickSquare(tiles.Point{X: 3, Y: 1})
			sp.idle()
			assert.Equal(t, tiles.Point{X: 3, Y: 1}, p.g.Model(rogue).Pos, "she jumped to the ringed square clicked")
		})
	}
}
