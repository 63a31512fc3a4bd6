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
	x0 := p.cam.CX
	assert.Equal(t, x0, p.cam.CX, "the middle of the board moves nothing")

	ctx.In.X = v.X + 4
	runTicks(t, p, ctx, edgeDelay-2)
	assert.Equal(t, x0, p.cam.CX, "a pointer passing the strip moves nothing")
	runTicks(t, p, ctx, 40)
	assert.Less(t, p.cam.CX, x0, "resting on the left edge shows more of the left")

	x1 := p.cam.CX
	ctx.In.X = v.X + v.W - 4
	runTicks(t, p, ctx, 60)
	assert.Greater(t, p.cam.CX, x1, "and the right edge more of the right")
}
