package render

import "math"

// Camera maps board squares to the screen. Positions on the board are in
// squares (a square's centre is at x+0.5, y+0.5); Zoom is the size of one
// square in logical pixels, so 48 is the look-and-feel's "100%".
type Camera struct {
	CX, CY float64 // the board point at the viewport's centre
	Zoom   float64
	View   Rect // the part of the screen the board is drawn in (logical px)
}

// Zoom limits: small enough to see a four-tile dungeon at once, large enough
// to read a single model's face.
const (
	MinZoom = 14.0
	MaxZoom = 160.0
)

// ToScreen converts a board point to logical screen pixels.
func (c *Camera) ToScreen(bx, by float64) (float64, float64) {
	return c.View.X + c.View.W/2 + (bx-c.CX)*c.Zoom, c.View.Y + c.View.H/2 + (by-c.CY)*c.Zoom
}

// ToBoard converts logical screen pixels to a board point.
func (c *Camera) ToBoard(sx, sy float64) (float64, float64) {
	return c.CX + (sx-c.View.X-c.View.W/2)/c.Zoom, c.CY + (sy-c.View.Y-c.View.H/2)/c.Zoom
}

// Fit centres a w×h board in the view with a margin of one square.
func (c *Camera) Fit(w, h int) {
	c.CX, c.CY = float64(w)/2, float64(h)/2
	z := math.Min(c.View.W/float64(w+1), c.View.H/float64(h+1))
	c.Zoom = clamp(z, MinZoom, MaxZoom)
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
	c.CX -= dx / c.Zoom
	c.CY -= dy / c.Zoom
}

// Clamp keeps the board's centre point reachable: at least part of a w×h
// board always stays in view.
func (c *Camera) Clamp(w, h int) {
	c.CX = clamp(c.CX, 0, float64(w))
	c.CY = clamp(c.CY, 0, float64(h))
}

func clamp(v, lo, hi float64) float64 {
	return math.Max(lo, math.Min(hi, v))
}

// sinTick is a smooth 0..1..0 wave with the given period in ticks, for
// pulses and bobs driven by the fixed tick rate (never the wall clock).
func sinTick(tick, period int) float64 {
	return math.Sin(2 * math.Pi * float64(tick%period) / float64(period))
}
