package scene

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/render"
	"github.com/superdungeon-digital/superdungeon/rules"
	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The camera in a game at the screen: the player's wheel, drag, keys and
// the board's edge move it (and say so, see userPanned); focusParty
// frames the party at the start.

func (p *Play) updateCamera(ctx *Context) {
	in := &ctx.In
	v := p.cam.View
	inBoard := v.Contains(in.X, in.Y)
	if in.WheelY != 0 && inBoard && !p.onPowerUpPanel(in.X, in.Y, ctx.W) {
		p.cam.ZoomAt(math.Pow(1.15, in.WheelY), in.X, in.Y)
		p.userPanned(ctx.Tick)
	}
	if in.Pressed && inBoard {
		p.dragging, p.dragX, p.dragY, p.dragMoved = true, in.X, in.Y, 0
	}
	if p.dragging && (in.Down || in.Clicked) {
		// (The release counts too: a quick flick, pressed and released
		// a frame apart, is a drag, not a click where it ended. Played
		// by mouse: it walked toward the square the flick ended on.)
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
	p.cam.ClampAbove(p.g.Board.W, p.g.Board.H, p.stripReserve())
}

// stripReserve is how far the roll choices' strip reaches up over the
// board's foot (logical px) where it lies over the board: the board can
// always be moved up that much further, so no square stays under it
// (played by mouse: a retreat square under "Wrath: most wrath" could not
// be clicked, and the click changed the wrath choice instead). Always,
// not only while the strip shows: the board slid back down by itself when
// the strip gave way to a roll (played at 100%).
func (p *Play) stripReserve() float64 {
	if p.lay.compact || p.lay.stripH <= 0 {
		return 0
	}
	return p.lay.stripH*p.lay.scale + 4
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

// edgePan reports whether it moved the board. A pointer that clicked in
// the strip has not come there to pan: it waits where it clicked (played
// at 200% with large text, where the strip is a fifth of the small board:
// a Magic attack felled the monster by the edge, the pointer rested on
// the square it left empty, the board slid 70 px, and the next attack
// met an empty square). It pans once the pointer has moved a few pixels.
func (p *Play) edgePan(in *Input, inBoard bool) bool {
	v := p.cam.View
	if in.Pressed || in.Clicked {
		p.edgeHush.set(in.X, in.Y)
	}
	var dx, dy float64
	if inBoard && !in.Down && !p.edgeHush.still(in.X, in.Y) {
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
		if (dx != 0 || dy != 0) && p.pointerBusy(in) {
			dx, dy = 0, 0
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

// pointerBusy reports whether the pointer rests on something a click
// would act on: then the edge strip does not pan. Found by mouse: aiming
// at a monster by the board's edge, the pointer rested in the strip while
// the player read the chance to wound, and the board slid the target
// away. A dwell alone cannot tell reading from wanting to pan, and a pan
// only at the window's edge would never happen (the HUD surrounds the
// board), so the edge pans only over what a click would not use: never
// while an action is armed (the pointer is the aim), nor over a lit
// square, a model, the choices strip or the objective arrow. Dragging,
// the wheel and W A S D pan everywhere.
func (p *Play) pointerBusy(in *Input) bool {
	if p.boardTakesClick(in.X, in.Y) {
		return true
	}
	if u := p.lay.scale; u > 0 && p.hc.Painter != nil {
		// Every control drawn over the board: the choices strip, the
		// arrow, a pop-up of buttons (played at 200%: resting on the
		// Share pop-up over the board's edge slid the board away).
		hx, hy := in.X/u, in.Y/u
		for _, r := range p.controlRects(&p.hc) {
			if r.Contains(hx, hy) {
				return true
			}
		}
	}
	return false
}

// boardTakesClick reports whether a click at (x, y) (logical px) is one
// the board would use: an action is aimed, or a model or a lit square is
// under the pointer. The edge strip does not pan there (pointerBusy), and
// the objective arrow gives way (arrowYields).
func (p *Play) boardTakesClick(x, y float64) bool {
	if p.armed.name != "" {
		return true
	}
	bx, by := p.cam.ToBoard(x, y)
	sq := tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}
	if _, ok := p.reach[sq]; ok && p.actor() != rules.NoModel {
		return true
	}
	if p.reviveFor != rules.NoModel && p.reviveAt[sq] {
		return true // a gold square to bring a Hero back on (played at 200%: the arrow lay over one)
	}
	m := p.g.At(sq)
	return m != nil && m.InPlay
}

// pressMark is a press of the pointer's button over the board. The rule
// for the camera that moves by itself (following the Consul, a Hero out
// of sight, the squares to bring a Hero back on) is that it never moves
// the board under a player about to click:
//   - a Hero in sight never draws it (followPlayback);
//   - a press on the board stops any glide at once: the player has the
//     board now, and no automatic pan starts for followQuiet;
//   - should the board still move between press and release (a glide
//     some screen starts on its own), the click acts on the square that
//     was under the pointer when the button went down: the square the
//     player aimed at, not the one that slid under it.
type pressMark struct {
	held   bool        // the button is down since a press over the board
	sq     tiles.Point // the square under the pointer at the press
	arrow  bool        // the press was on the objective arrow: so is the click
	glided bool        // the camera moved by itself since
}

// notePress keeps the square under a press on the board, and stops the
// glide it interrupts.
func (p *Play) notePress(ctx *Context) {
	in := &ctx.In
	switch {
	case in.Pressed && p.cam.View.Contains(in.X, in.Y):
		bx, by := p.cam.ToBoard(in.X, in.Y)
		p.press = pressMark{held: true, sq: tiles.Point{X: int(math.Floor(bx)), Y: int(math.Floor(by))}}
		if u := p.lay.scale; u > 0 {
			x, y, _, _, ok := p.objectiveArrow()
			p.press.arrow = ok && math.Hypot(in.X/u-x, in.Y/u-y) <= p.arrowHit()
		}
		if p.camFollow {
			p.userPanned(ctx.Tick)
		}
	case !in.Down && !in.Clicked:
		p.press = pressMark{}
	}
}

// pressedSquare is the square a click completed this tick acts on when
// the board glided under the held button (ok false: the pointer's own).
func (p *Play) pressedSquare(in *Input) (tiles.Point, bool) {
	if !in.Clicked || !p.press.held || !p.press.glided {
		return tiles.Point{}, false
	}
	return p.press.sq, true
}

// focusParty centres the camera on the Heroes at a zoom where models read
// well; F fits the whole dungeon.
func (p *Play) focusParty() {
	px, py, ok := p.partyCentre()
	p.fitBoard()
	if !ok || p.placingFits() {
		return
	}
	fit := p.cam.Zoom
	p.cam.Zoom = max(fit, p.partyZoom())
	p.cam.CX, p.cam.CY = px, py
	// The party's whole tile, where it fits at a zoom no smaller than
	// the board's fit: the first view showed it cut at an edge, a monster
	// half in sight, while the dungeon's other tiles waited unseen
	// (played at 100% and at 200% with large text).
	at := tiles.Point{X: int(px), Y: int(py)}
	if x0, y0, x1, y1, ok := p.g.Board.TileBounds(p.g.Board.TileOf(at)); ok {
		tw, th := float64(x1-x0+1), float64(y1-y0+1)
		if p.cam.Rot%2 == 1 {
			tw, th = th, tw
		}
		// Above the choices strip where it lies over the board's foot
		// (the party stands on the tile's last row as often as not).
		v := p.cam.View
		room := v.H - p.stripReserve()
		if z := min(v.W/(tw+render.BoardMargin), room/(th+render.BoardMargin)); z >= fit {
			p.cam.Zoom = min(p.cam.Zoom, z)
			cx, cy := float64(x0+x1+1)/2, float64(y0+y1+1)/2
			p.cam.CX, p.cam.CY = cx, cy
			bx, by := p.cam.ToBoard(v.X+v.W/2, v.Y+room/2)
			p.cam.CX, p.cam.CY = cx+(cx-bx), cy+(cy-by)
			p.keepPartyOffTheGoal()
		}
	}
}

// keepPartyOffTheGoal moves the board down, where the goal's line is
// drawn over its top, until no Hero's square lies under it (seen in the
// browser build: the party on its tile's first row sat under "Goal: …").
func (p *Play) keepPartyOffTheGoal() {
	if p.lay.goal.W != 0 || p.tut != nil || p.obj.text == "" || p.hc.Painter == nil {
		return
	}
	goal, _ := p.objectiveRects(p.hc.Painter)
	g := p.lay.toScreen(goal)
	top := math.Inf(1)
	for _, id := range p.heroIDs() {
		if m := p.g.Model(id); m != nil && m.InPlay {
			r := p.squareRect(m.Pos)
			top = min(top, r.Y)
		}
	}
	if d := g.Y + g.H + 4 - top; d > 0 && !math.IsInf(top, 1) {
		p.cam.Pan(0, d)
	}
}

// partyCentre is the middle of the Heroes in play (board units); ok false
// when none is.
func (p *Play) partyCentre() (x, y float64, ok bool) {
	var n float64
	for _, id := range p.heroIDs() {
		if m := p.g.Model(id); m != nil && m.InPlay {
			x += float64(m.Pos.X) + 0.5
			y += float64(m.Pos.Y) + 0.5
			n++
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	return x / n, y / n, true
}

// pointerMark is a place the pointer was at a moment that matters (a
// click, a panel opening): what waits on it waits until the pointer has
// moved a few pixels away from it.
type pointerMark struct {
	x, y   float64
	marked bool
	moved  bool
}

// set marks (x, y).
func (m *pointerMark) set(x, y float64) { *m = pointerMark{x: x, y: y, marked: true} }

// still reports whether the pointer at (x, y) has stayed by the mark since
// it was set; once it has moved away, it stays moved.
func (m *pointerMark) still(x, y float64) bool {
	if m.marked && !m.moved && math.Hypot(x-m.x, y-m.y) > 4 {
		m.moved = true
	}
	return m.marked && !m.moved
}
