package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// shapeCache holds white anti-aliased discs rasterised once per radius (in
// device pixels). Rounded rectangles and circles are then drawn as tinted
// copies of these images: DrawImage calls that share a source batch into one
// GPU command, while each anti-aliased vector path costs a separate stencil
// pass (measured: 8 rounded buttons drew at ~6 fps under software GL).
type shapeCache struct {
	discs map[int]*ebiten.Image
	white *ebiten.Image
	// quarters are the discs' quarter sub-images (a SubImage allocates).
	quarters map[quarterKey]*ebiten.Image
}

type quarterKey struct{ r, qx, qy int }

// quarter is the quarter (qx, qy in {0,1}) of disc, of radius r.
func (c *shapeCache) quarter(disc *ebiten.Image, r, qx, qy int) *ebiten.Image {
	k := quarterKey{r, qx, qy}
	if img, ok := c.quarters[k]; ok {
		return img
	}
	if c.quarters == nil {
		c.quarters = map[quarterKey]*ebiten.Image{}
	}
	img := disc.SubImage(image.Rect(qx*r, qy*r, qx*r+r, qy*r+r)).(*ebiten.Image)
	c.quarters[k] = img
	return img
}

func (c *shapeCache) disc(radius int) *ebiten.Image {
	if radius < 1 {
		radius = 1
	}
	if img, ok := c.discs[radius]; ok {
		return img
	}
	if c.discs == nil {
		c.discs = map[int]*ebiten.Image{}
	}
	img := ebiten.NewImageFromImage(rasterDisc(radius))
	c.discs[radius] = img
	return img
}

func (c *shapeCache) whitePixel() *ebiten.Image {
	if c.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		c.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return c.white
}

// rasterDisc draws a white disc of the given radius with 4×4 supersampled
// edges, premultiplied alpha.
func rasterDisc(r int) *image.RGBA {
	size := 2 * r
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	rf := float64(r)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			hits := 0
			for sy := 0; sy < 4; sy++ {
				for sx := 0; sx < 4; sx++ {
					dx := float64(x) + (float64(sx)+0.5)/4 - rf
					dy := float64(y) + (float64(sy)+0.5)/4 - rf
					if dx*dx+dy*dy <= rf*rf {
						hits++
					}
				}
			}
			a := uint8(math.Round(float64(hits) * 255 / 16))
			img.SetRGBA(x, y, color.RGBA{a, a, a, a})
		}
	}
	return img
}

// fillDeviceRect draws a solid rectangle in device pixels.
func (p *Painter) fillDeviceRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = p.shapeFilter()
	dst.DrawImage(p.shapes.whitePixel(), op)
	p.draws++
}

// shapeFilter is the filter rectangles and rounded corners are drawn with
// (see Painter.Smooth).
func (p *Painter) shapeFilter() ebiten.Filter {
	if p.Smooth {
		return ebiten.FilterLinear
	}
	return ebiten.FilterNearest
}

// drawDiscPart draws the quarter (qx, qy in {0,1}) of a disc of radius r at
// device position (x, y).
func (p *Painter) drawDiscPart(dst *ebiten.Image, disc *ebiten.Image, r, qx, qy int, x, y float64, clr color.Color) {
	sub := p.shapes.quarter(disc, r, qx, qy)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = p.shapeFilter()
	dst.DrawImage(sub, op)
	p.draws++
}
