package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// A click on the Hero already activating does nothing and says nothing
// (played by mouse: it toasted "Riftling Warrior is still activating; end
// that activation first", as if another Hero had been clicked).
func TestClickOnTheActiveHeroSaysNothing(t *testing.T) {
	sp := newScenePlay(t, chestScenario, nil)
	p := sp.p
	w := sp.id('W')
	require.NoError(t, p.apply(rules.StartActivation{Hero: w}))
	sp.idle()
	sp.clickSquare(p.g.Model(w).Pos)
	assert.Empty(t, p.toast)
	assert.Equal(t, w, p.g.Active)
}

// warriorFalls fells the Quick Start's Warrior in the Heroes' power-up:
// the party is asked to bring it back on a gold square.
func warriorFalls(t *testing.T, p *Play) rules.ModelID {
	t.Helper()
	warrior := heroNamed(p, "Riftling Warrior")
	p.g.Destroy(p.g.Model(warrior), rules.NoModel)
	p.g.Phase = rules.HeroPowerUp
	require.True(t, p.awaitRevive())
	return warrior
}

// While a fallen Hero waits for a gold square, a click elsewhere on the
// board says where to click (played by mouse: a click on a raised block
// beside the gold squares did nothing at all).
func TestReviveClickOffTheGoldSquaresSaysWhere(t *testing.T) {
	p, ctx := quickStartPlay(t)
	g := p.g
	warriorFalls(t, p)
	runTicks(t, p, ctx, 120) // the camera reaches the gold squares
	gold := g.ReviveSquares()[0]
	var off tiles.Point
	found := false
	for _, d := range []tiles.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 2}, {X: -2}} {
		sq := tiles.Point{X: gold.X + d.X, Y: gold.Y + d.Y}
		if !p.reviveAt[sq] && g.Board.In(sq) {
			off, found = sq, true
			break
		}
	}
	require.True(t, found, "a square beside the gold ones")
	x, y := p.cam.ToScreen(float64(off.X)+0.5, float64(off.Y)+0.5)
	ctx.In = Input{X: x, Y: y}
	runTicks(t, p, ctx, 1)
	ctx.In.Clicked = true
	runTicks(t, p, ctx, 1)
	assert.Contains(t, p.toast, "gold square")
	assert.True(t, p.awaitRevive(), "the Hero still waits")
}

// A Hero's fall does not move the board when a gold square to bring it
// back on is in sight: the player may be clicking it (played at 200%:
// the board slid 120 px under a click on a gold square). When none is in
// sight, the camera goes to them.
func TestReviveSquaresInSightKeepTheBoardStill(t *testing.T) {
	p, ctx := quickStartPlay(t)
	g := p.g
	gold := g.ReviveSquares()
	require.NotEmpty(t, gold)
	// A view with one gold square well inside it, off its middle.
	// The view: the first gold square a square and a half inside the
	// view's left edge (where a glide would start), the others in sight.
	p.cam.Zoom = 60
	p.cam.CX = float64(gold[0].X) + 0.5 + p.cam.View.W/2/p.cam.Zoom - 1.5
	p.cam.CY = float64(gold[0].Y) + 0.5
	p.cam.Clamp(g.Board.W, g.Board.H)
	require.True(t, p.anyInView(gold), "a gold square in sight")
	gx, _ := p.cam.ToScreen(float64(gold[0].X)+0.5, float64(gold[0].Y)+0.5)
	require.Less(t, gx-p.cam.View.X, 2.5*p.cam.Zoom, "the first gold square by the edge")
	cx, cy := p.cam.CX, p.cam.CY
	warriorFalls(t, p)
	runTicks(t, p, ctx, 120)
	assert.Equal(t, cx, p.cam.CX, "the board stays")
	assert.Equal(t, cy, p.cam.CY)

	// Out of sight: the camera shows them.
	p.reviveFor, p.reviveAt = rules.NoModel, nil
	p.cam.Zoom, p.cam.CX, p.cam.CY = 90, 0, 0 // the far corner from them
	p.cam.Clamp(g.Board.W, g.Board.H)
	require.False(t, p.anyInView(g.ReviveSquares()))
	require.True(t, p.awaitRevive())
	runTicks(t, p, ctx, 240)
	assert.True(t, p.anyInView(g.ReviveSquares()), "the gold squares come into sight")
}
