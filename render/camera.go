package render

import (
	"math"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Camera maps board squares to the screen. Positions on the board are in
// squares (a square's centre is at x+0.5, y+0.5); Zoom is the size of one
// square in logical pixels, so 48 is the look-and-feel's "100%".
//
// Rot turns the board's display by quarter turns clockwise around CX, CY:
// a dungeon of three tiles in a column is shown as a row, so it fills a
// wide board area. Only the display turns: CX and CY, and every board
// point given to or returned by the camera, stay in the rules' squares, so
// picking (ToBoard) and drawing (ToScreen) follow the same transform.
type Camera struct {
	CX, CY float64 // the board point at the viewport's centre
	Zoom   float64
	View   Rect // the part of the screen the board is drawn in (logical px)
	Rot    int  // quarter turns clockwise, 0-3
}

// Zoom limits: small enough to see a four-tile dungeon at once, large enough
// to read a single model's face.
const (
	MinZoom = 14.0
	MaxZoom = 160.0
)

// turn rotates a board vector into a screen vector.
func (c *Camera) turn(x, y float64) (float64, float64) {
	switch c.Rot & 3 {
	case 1:
		return -y, x
	case 2:
		return -x, -y
	case 3:
		return y, -x
	}
	return x, y
}

// unturn rotates a screen vector back into a board vector.
func (c *Camera) unturn(x, y float64) (float64, float64) {
	switch c.Rot & 3 {
	case 1:
		return y, -x
	case 2:
		return -x, -y
	case 3:
		return -y, x
	}
	return x, y
}

// ToScreen converts a board point to logical screen pixels.
func (c *Camera) ToScreen(bx, by float64) (float64, float64) {
	x, y := c.turn(bx-c.CX, by-c.CY)
	return c.View.X + c.View.W/2 + x*c.Zoom, c.View.Y + c.View.H/2 + y*c.Zoom
}

// ToBoard converts logical screen pixels to a board point.
func (c *Camera) ToBoard(sx, sy float64) (float64, float64) {
	x, y := c.unturn((sx-c.View.X-c.View.W/2)/c.Zoom, (sy-c.View.Y-c.View.H/2)/c.Zoom)
	return c.CX + x, c.CY + y
}

// SquareRect is the screen rectangle (logical px) of the n×n block of
// squares whose top-left board square is (x, y): which corner of the block
// lands top-left on screen depends on the turn, so callers ask for the
// rectangle instead of converting a corner.
func (c *Camera) SquareRect(x, y, n float64) Rect {
	cx, cy := c.ToScreen(x+n/2, y+n/2)
	s := n * c.Zoom
	return Rect{X: cx - s/2, Y: cy - s/2, W: s, H: s}
}

// ScreenDir is the board direction that points dir on screen (the arrow
// keys move the cursor the way they point, whatever the turn).
func (c *Camera) ScreenDir(dir tiles.Dir) tiles.Dir {
	return (dir - tiles.Dir(2*(c.Rot&3))) & 7
}

// DirOnScreen is where board direction dir points on screen (the inverse
// of ScreenDir): words such as "up" or "right" name what the player sees,
// not the rules' compass, once the board is shown turned.
func (c *Camera) DirOnScreen(dir tiles.Dir) tiles.Dir {
	return (dir + tiles.Dir(2*(c.Rot&3))) & 7
}

// displaySize is the board's size in squares as the screen shows it.
func (c *Camera) displaySize(w, h int) (float64, float64) {
	if c.Rot&1 == 1 {
		return float64(h), float64(w)
	}
	return float64(w), float64(h)
}

// BoardMargin is the room kept around the board, in squares: the
// exits' lit arrows stand just outside the walls.
const BoardMargin = 1.0

// Fit centres a w×h board in the view with its margin.
func (c *Camera) Fit(w, h int) {
	c.CX, c.CY = float64(w)/2, float64(h)/2
	dw, dh := c.displaySize(w, h)
	z := math.Min(c.View.W/(dw+2*BoardMargin), c.View.H/(dh+2*BoardMargin))
	c.Zoom = clamp(z, MinZoom, MaxZoom)
}

// BestTurn is the quarter turn that shows a w×h board largest in view:
// upright, or turned a quarter when that fills the view better. Turned, the
// side holding start (the party's entrance) goes left, so the party
// pushes on rightwards as a reader's eye does.
func BestTurn(w, h int, view Rect, start tiles.Point) int {
	m := 2 * BoardMargin
	upright := math.Min(view.W/(float64(w)+m), view.H/(float64(h)+m))
	turned := math.Min(view.W/(float64(h)+m), view.H/(float64(w)+m))
	if turned <= upright*1.02 {
		return 0
	}
	return QuarterTurn(h, start)
}

// QuarterTurn is the quarter turn a board h squares tall is shown at when
// it is turned: the side holding start goes left.
func QuarterTurn(h int, start tiles.Point) int {
	if 2*start.Y+1 >= h {
		return 1 // clockwise: the bottom of the board goes left
	}
	return 3
}

// ZoomAt changes the zoom by factor, keeping the board point under the
// screen point (sx, sy) where it is, as map viewers do.
func (c *Camera) ZoomAt(factor, sx, sy float64) {
	bx, by := c.ToBoard(sx, sy)
	c.Zoom = clamp(c.Zoom*factor, MinZoom, MaxZoom)
	nx, ny := c.ToBoard(sx, sy)
	c.CX += bx - nx
	c.CY += by - ny
}

// Pan moves the view by (dx, dy) logical pixels.
func (c *Camera) Pan(dx, dy float64) {
	x, y := c.unturn(dx/c.Zoom, dy/c.Zoom)
	c.CX -= x
	c.CY -= y
}

// Clamp keeps a w×h board in view. Along a direction where the board is
// longer than the view, the view cannot go further than the board's
// margin past its edge (the first row never slides under the top bar); where
// it is shorter, the whole board stays inside the view. Either way the
// point under the pointer stays put while zooming unless that would push
// the board out.
func (c *Camera) Clamp(w, h int) { c.ClampAbove(w, h, 0) }

// ClampAbove is Clamp with reserve logical px at the view's foot covered
// by something the board's squares must be able to come out from under
// (the roll choices' strip): the view may go that much further down.
func (c *Camera) ClampAbove(w, h int, reserve float64) {
	dw, dh := c.displaySize(w, h)
	// The view's centre in display squares, measured from the display's
	// top-left corner.
	x, y := c.turn(c.CX-float64(w)/2, c.CY-float64(h)/2)
	x, y = x+dw/2, y+dh/2
	x = clampAxis(x, dw, c.View.W/c.Zoom, 0)
	y = clampAxis(y, dh, c.View.H/c.Zoom, reserve/c.Zoom)
	bx, by := c.unturn(x-dw/2, y-dh/2)
	c.CX, c.CY = bx+float64(w)/2, by+float64(h)/2
}

// clampAxis keeps the view's centre v (squares) on a board of length n
// seen through a view of length span, with the board's margin; the view's
// far end may go extra squares further.
func clampAxis(v, n, span, extra float64) float64 {
	lo, hi := span/2-BoardMargin, n+BoardMargin-span/2
	if lo > hi {
		// The board is shorter than the view: it stays inside, or goes as
		// far as its far end clearing extra (never forced there).
		lo, hi = hi, lo
		return clamp(v, lo, max(hi, lo+extra))
	}
	return clamp(v, lo, hi+extra)
}

func clamp(v, lo, hi float64) float64 {
	return math.Max(lo, math.Min(hi, v))
}

// sinTick is a smooth 0..1..0 wave with the given period in ticks, for
// pulses and bobs driven by the fixed tick rate (never the wall clock).
func sinTick(tick, period int) float64 {
	return math.Sin(2 * math.Pi * float64(tick%period) / float64(period))
}
