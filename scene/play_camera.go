package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The camera in a game at the screen: the player's wheel, drag, keys and
// the board's edge move it (and say so, see userPanned); focusParty
// frames the party at the start.

func (p *Play) updateCamera(ctx *Context) {
	in := &ctx.In
	v := p.cam.View
	inBoard := v.Contains(in.X, in.Y)
	if in.WheelY != 0 && inBoard {
		p.cam.ZoomAt(math.Pow(1.15, in.WheelY), in.X, in.Y)
		p.userPanned(ctx.Tick)
	}
	if in.Pressed && inBoard {
		p.dragging, p.dragX, p.dragY, p.dragMoved = true, in.X, in.Y, 0
	}
	if p.dragging && in.Down {
		dx, dy := in.X-p.dragX, in.Y-p.dragY
		p.dragMoved += math.Abs(dx) + math.Abs(dy)
		if p.dragMoved >= 6 {
			p.cam.Pan(dx, dy)
			p.userPanned(ctx.Tick)
		}
		p.dragX, p.dragY = in.X, in.Y
	}
	if !in.Down && !in.Clicked {
		p.dragging = false
		p.dragMoved = 0
	}
	if p.edgePan(in, inBoard) {
		p.userPanned(ctx.Tick)
	}
	const keyPan = 9.0
	for _, k := range []ebiten.Key{ebiten.KeyA, ebiten.KeyD, ebiten.KeyW, ebiten.KeyS} {
		if ebiten.IsKeyPressed(k) {
			p.userPanned(ctx.Tick)
		}
	}
	if ebiten.IsKeyPressed(ebiten.KeyA) {
		p.cam.Pan(keyPan, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyD) {
		p.cam.Pan(-keyPan, 0)
	}
	if ebiten.IsKeyPressed(ebiten.KeyW) {
		p.cam.Pan(0, keyPan)
	}
	if ebiten.IsKeyPressed(ebiten.KeyS) {
		p.cam.Pan(0, -keyPan)
	}
	p.cam.Clamp(p.g.Board.W, p.g.Board.H)
}

// Edge panning: resting the pointer in a thin strip along the board's
// edge scrolls the board that way. It waits a moment first and then speeds
// up, so a pointer crossing the strip on its way to the HUD moves nothing.
const (
	edgeStrip     = 18.0 // logical px inside the board's edge
	edgeDelay     = 20   // ticks before the board starts to move
	edgeRampTicks = 40   // ticks from slow to full speed
	edgeMaxSpeed  = 10.0 // logical px per tick
)

// edgePan reports whether it moved the board.
func (p *Play) edgePan(in *Input, inBoard bool) bool {
	v := p.cam.View
	var dx, dy float64
	if inBoard && !in.Down {
		switch {
		case in.X < v.X+edgeStrip:
			dx = 1
		case in.X > v.X+v.W-edgeStrip:
			dx = -1
		}
		switch {
		case in.Y < v.Y+edgeStrip:
			dy = 1
		case in.Y > v.Y+v.H-edgeStrip:
			dy = -1
		}
	}
	if dx == 0 && dy == 0 {
		p.edgeTicks = 0
		return false
	}
	p.edgeTicks++
	if p.edgeTicks <= edgeDelay {
		return false
	}
	speed := edgeMaxSpeed * min(1, float64(p.edgeTicks-edgeDelay)/edgeRampTicks)
	p.cam.Pan(dx*speed, dy*speed)
	return true
}

// focusParty centres the camera on the Heroes at a zoom where models read
// well; F fits the whole dungeon.
func (p *Play) focusParty() {
	var sx, sy, n float64
	for _, id := range p.heroIDs() {
		if m := p.g.Model(id); m != nil && m.InPlay {
			sx += float64(m.Pos.X) + 0.5
			sy += float64(m.Pos.Y) + 0.5
			n++
		}
	}
	p.fitBoard()
	if n == 0 {
		return
	}
	p.cam.Zoom = max(p.cam.Zoom, p.partyZoom())
	p.cam.CX, p.cam.CY = sx/n, sy/n
}
