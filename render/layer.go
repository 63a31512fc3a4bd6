package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer keeps a part of the screen that changes rarely (a Hero card, a
// panel of text) as an image, painted again only when its key changes, so
// a frame draws it with one DrawImage instead of dozens of shapes and
// text runs.
//
// The layer is as large as the screen and painted in screen coordinates,
// then its area is copied back pixel for pixel (same grid, no filtering).
// Paint must therefore cover every pixel of the area with an opaque colour
// first (the background the screen has there) and draw only inside the
// area: the copy then equals drawing straight onto the screen.
type Layer[K comparable] struct {
	img   *ebiten.Image
	sub   *ebiten.Image
	area  image.Rectangle
	key   K
	valid bool
	op    ebiten.DrawImageOptions
}

// Draw copies area (device pixels) of the layer onto dst, first calling
// paint to redraw the layer if key differs from the last one painted, the
// area or the screen size changed, or the layer was invalidated.
func (l *Layer[K]) Draw(dst *ebiten.Image, area image.Rectangle, key K, paint func(layer *ebiten.Image)) {
	area = area.Intersect(dst.Bounds())
	if area.Empty() {
		return
	}
	if l.img == nil || l.img.Bounds() != dst.Bounds() {
		if l.img != nil {
			l.img.Deallocate()
		}
		b := dst.Bounds()
		l.img = ebiten.NewImageWithOptions(b, ownTexture)
		l.valid, l.sub = false, nil
	}
	if l.sub == nil || area != l.area {
		l.sub = l.img.SubImage(area).(*ebiten.Image)
		l.area, l.valid = area, false
	}
	if !l.valid || key != l.key {
		l.img.Clear()
		paint(l.img)
		l.key, l.valid = key, true
	}
	// Source-over, not Copy: the area is opaque, so the pixels are the
	// same, and the copy then batches with the draws around it.
	l.op = ebiten.DrawImageOptions{}
	l.op.GeoM.Translate(float64(area.Min.X), float64(area.Min.Y))
	dst.DrawImage(l.sub, &l.op)
}

// Invalidate makes the next Draw repaint.
func (l *Layer[K]) Invalidate() { l.valid = false }
