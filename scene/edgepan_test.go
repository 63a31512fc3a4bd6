package scene

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Resting the pointer on the board's edge pans the board after a short
// wait; passing through the strip, or pointing at the middle, does not.
func TestEdgePanning(t *testing.T) {
	p, ctx := quickStartPlay(t)
	runTicks(t, p, ctx, 240) // let the opening playback settle
	p.cam.CX, p.cam.CY = float64(p.g.Board.W)/2, float64(p.g.Board.H)/2
	v := p.cam.View
	ctx.In.X, ctx.In.Y = v.X+v.W/2, v.Y+v.H/2
	runTicks(t, p, ctx, 60)
	// Where a board point is on screen (the display may be turned).
	sx := func() float64 { x, _ := p.cam.ToScreen(3, 3); return x }
	x0 := sx()
	assert.Equal(t, x0, sx(), "the middle of the board moves nothing")

	ctx.In.X = v.X + 4
	runTicks(t, p, ctx, edgeDelay-2)
	assert.Equal(t, x0, sx(), "a pointer passing the strip moves nothing")
	runTicks(t, p, ctx, 40)
	assert.Greater(t, sx(), x0, "resting on the left edge shows more of the left")

	x1 := sx()
	ctx.In.X = v.X + v.W - 4
	runTicks(t, p, ctx, 60)
	assert.Less(t, sx(), x1, "and the right edge more of the right")
}

// The edge strip never pans under a pointer at work: while an action is
// armed (aiming at a monster by the edge), nor over a lit square the
// active Hero could move to (found by mouse: the board slid the target
// away while the player read the chance to wound).
func TestEdgePanningWaitsWhileAimingOrOverALitSquare(t *testing.T) {
	p, ctx := quickStartPlay(t)
	runTicks(t, p, ctx, 240)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	require.NotEmpty(t, p.reach)
	v := p.cam.View
	// A lit square brought under the left strip (one the camera's
	// bounds let go there).
	var sx, sy float64
	found := false
	for sq, cost := range p.reach {
		if cost == 0 || found {
			continue
		}
		p.cam.Zoom = 60
		p.cam.CX, p.cam.CY = float64(sq.X)+0.5, float64(sq.Y)+0.5
		x, _ := p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
		p.cam.Pan(v.X+6-x, 0) // the square's middle 6 px inside the board's left edge
		p.cam.Clamp(p.g.Board.W, p.g.Board.H)
		sx, sy = p.cam.ToScreen(float64(sq.X)+0.5, float64(sq.Y)+0.5)
		found = sx > v.X && sx < v.X+edgeStrip && sy > v.Y+edgeStrip && sy < v.Y+v.H-edgeStrip
	}
	require.True(t, found, "a lit square can be brought under the strip")
	p.userPanned(ctx.Tick) // as a drag there would: no glide to the Hero
	ctx.In.X, ctx.In.Y = sx, sy
	x0, y0 := p.cam.CX, p.cam.CY
	runTicks(t, p, ctx, edgeDelay+60)
	assert.Equal(t, x0, p.cam.CX, "a lit square in the strip: no pan")
	assert.Equal(t, y0, p.cam.CY)

	// Aiming: nothing pans, whatever is under the pointer.
	for _, b := range p.buttons {
		if b.label == "Missile" && b.disabled == "" {
			b.onClick()
		}
	}
	require.NotEmpty(t, p.armed.name, "an attack is armed")
	ctx.In.X, ctx.In.Y = v.X+4, v.Y+v.H/2
	runTicks(t, p, ctx, edgeDelay+60)
	assert.Equal(t, x0, p.cam.CX, "aiming: no pan")
	assert.Equal(t, y0, p.cam.CY)
}

// During a Hero's activation the roll choices' strip lies over the
// board's foot: the board can be moved up far enough that every square
// comes out from under it (played by mouse: a square under "Wrath: most
// wrath" could not be clicked, and the click changed the choice instead).
func TestBoardScrollsClearOfTheChoicesStrip(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.heroIDs()[0]}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.choices.rects, "the roll choices show")
	require.Zero(t, p.choices.colH, "over the board at 100%")
	for _, zoom := range []float64{20, 26, 32, 40, 64} {
		p.cam.Zoom = zoom
		p.cam.Pan(0, -1e5) // as far down the board as the camera allows
		p.userPanned(ctx.Tick)
		runTicks(t, p, ctx, 1)
		top := math.Inf(1)
		for _, b := range p.choices.rects {
			top = min(top, p.lay.toScreen(render.Rect{Y: b.y}).Y)
		}
		lowest := math.Inf(-1)
		b := p.g.Board
		for _, pt := range b.Points() {
			if b.IsSquare(pt) {
				r := p.cam.SquareRect(float64(pt.X), float64(pt.Y), 1)
				lowest = max(lowest, r.Y+r.H)
			}
		}
		assert.LessOrEqual(t, lowest, top, "zoom %v: the lowest square comes out above the strip", zoom)
	}
}

// The room to move the board clear of the choices strip stays when the
// strip goes (a roll, the activation's end): the board never slides back
// by itself (played at 100%: as the dice showed, the board slid ~52 px
// down and a planned click landed a row off).
func TestBoardStaysWhenTheChoicesStripGoes(t *testing.T) {
	ctx := newContext(t)
	s, err := NewArcadeGame(3)
	require.NoError(t, err)
	p := s.(*Play)
	runTicks(t, p, ctx, 2)
	id := p.heroIDs()[0]
	require.NoError(t, p.apply(rules.StartActivation{Hero: id}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 2)
	require.NotEmpty(t, p.choices.rects)
	p.cam.Zoom = 32
	p.cam.Pan(0, -1e5)
	p.userPanned(ctx.Tick)
	runTicks(t, p, ctx, 1)
	cx, cy := p.cam.CX, p.cam.CY
	require.NoError(t, p.apply(rules.EndActivation{}))
	for i := 0; i < 600 && p.busy(); i++ {
		runTicks(t, p, ctx, 1)
	}
	runTicks(t, p, ctx, 5)
	require.Empty(t, p.choices.rects, "the strip is gone")
	assert.InDelta(t, cx, p.cam.CX, 1e-6, "the board stays")
	assert.InDelta(t, cy, p.cam.CY, 1e-6, "the board stays")
}

// A pop-up of buttons over the board's edge is not the edge: resting on
// one of its buttons pans nothing (played at 200%: resting on the Share
// pop-up over the board's left edge slid the board away).
func TestEdgePanningWaitsOverAPopup(t *testing.T) {
	p, ctx := quickStartPlay(t)
	runTicks(t, p, ctx, 240)
	require.NoError(t, p.apply(rules.StartActivation{Hero: p.g.Heroes()[1]}))
	runTicks(t, p, ctx, 120)
	v := p.cam.View
	u := p.lay.scale
	// A pop-up button over the left strip, nothing of the board's under
	// the pointer (a square neither lit nor held).
	x, y := v.X+4, v.Y+v.H/2
	p.reach = map[tiles.Point]int{}
	p.shareOpen = true
	p.shareBtns = []*actionButton{{label: "Firevine", rect: render.Rect{X: (x - 2) / u, Y: (y - 20) / u, W: 120 / u, H: 40 / u}}}
	p.userPanned(ctx.Tick)
	ctx.In.X, ctx.In.Y = x, y
	x0, y0 := p.cam.CX, p.cam.CY
	for i := 0; i < edgeDelay+60; i++ {
		p.edgePan(&ctx.In, true)
	}
	assert.Equal(t, x0, p.cam.CX, "on the pop-up: no pan")
	assert.Equal(t, y0, p.cam.CY)
	p.shareOpen = false
	for i := 0; i < edgeDelay+60; i++ {
		p.edgePan(&ctx.In, true)
	}
	assert.NotEqual(t, x0, p.cam.CX, "the pop-up gone, the edge pans")
}

// A click in the edge strip is not a wish to pan: the pointer that
// clicked there (an attack on a monster by the edge, which then fell and
// left the square empty) rests without the board sliding, until it moves.
func TestEdgePanningWaitsWhereThePointerClicked(t *testing.T) {
	p, ctx := quickStartPlay(t)
	runTicks(t, p, ctx, 240)
	p.cam.CX, p.cam.CY = float64(p.g.Board.W)/2, float64(p.g.Board.H)/2
	v := p.cam.View
	// An empty, unlit square under the right strip: the board takes no
	// click there, so only the click itself holds the edge back.
	y := v.Y + v.H/2
	x := v.X + v.W - 4
	for ; y < v.Y+v.H-edgeStrip && p.boardTakesClick(x, y); y += 4 {
	}
	require.False(t, p.boardTakesClick(x, y), "an empty square under the strip")
	sx := func() float64 { px, _ := p.cam.ToScreen(3, 3); return px }
	ctx.In = Input{X: x, Y: y, Pressed: true, Down: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x, Y: y, Clicked: true}
	runTicks(t, p, ctx, 1)
	ctx.In = Input{X: x, Y: y}
	x0 := sx()
	runTicks(t, p, ctx, edgeDelay+60)
	assert.Equal(t, x0, sx(), "resting where it clicked: the board stays")

	ctx.In = Input{X: x - 8, Y: y}
	runTicks(t, p, ctx, edgeDelay+60)
	assert.Less(t, sx(), x0, "moved on and resting: the right edge pans")
}
