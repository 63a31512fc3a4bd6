package scene

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
