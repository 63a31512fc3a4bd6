package sprites

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// painter rasterises model-unit polygons into an RGBA image. Model code
// pushes transforms (pose, limb rotation) and calls fill/part; the painter
// projects to pixels, adds the dark outline at a constant pixel width and
// applies the frame's flash and fade.
type painter struct {
	img     *image.RGBA
	ras     *vector.Rasterizer
	view    aff   // model units -> pixels
	m       aff   // current local -> model units
	stack   []aff // saved m values
	ow      float64
	flash   float64     // 0..1 mix toward flashTo (hurt)
	flashTo color.NRGBA // white unless the pose says otherwise
	alpha   float64     // 0..1 overall opacity (death fade)
	ink     color.NRGBA
}

func newPainter(img *image.RGBA, view aff, outlinePx float64) *painter {
	return &painter{
		img:   img,
		ras:   vector.NewRasterizer(1, 1),
		view:  view,
		m:     identity,
		ow:    outlinePx,
		alpha: 1,
		ink:   color.NRGBA{0x1e, 0x14, 0x24, 0xff},
	}
}

func (p *painter) push(t aff) {
	p.stack = append(p.stack, p.m)
	p.m = t.then(p.m)
}

func (p *painter) pop() {
	if n := len(p.stack); n > 0 {
		p.m = p.stack[n-1]
		p.stack = p.stack[:n-1]
	}
}

// with runs f with t applied on top of the current transform.
func (p *painter) with(t aff, f func()) {
	p.push(t)
	defer p.pop()
	f()
}

func (p *painter) project(poly []vec) []vec {
	return transformAll(p.m.then(p.view), poly)
}

// part draws an outlined, filled shape (the normal case).
func (p *painter) part(poly []vec, c color.NRGBA) {
	px := p.project(poly)
	p.raster(offset(px, p.ow), p.tint(p.ink, 0.5))
	p.raster(px, p.tint(c, 1))
}

// shaded draws an outlined shape with a darker lower-right rim and the base
// colour on the upper-left, the cheap two-tone shading of painted minis.
func (p *painter) shaded(poly []vec, c color.NRGBA) {
	px := p.project(poly)
	p.raster(offset(px, p.ow), p.tint(p.ink, 0.5))
	p.raster(px, p.tint(darken(c, 0.72), 1))
	ctr := centroid(px)
	minX, minY, maxX, maxY := bounds(px)
	dx, dy := (maxX-minX)*0.05, (maxY-minY)*0.07
	inner := transformAll(scaleAbout(ctr.X, ctr.Y, 0.9, 0.88).then(translate(-dx, -dy)), px)
	p.raster(inner, p.tint(c, 1))
}

// fill draws a shape without outline (details: eyes, highlights, gems).
func (p *painter) fill(poly []vec, c color.NRGBA) {
	p.raster(p.project(poly), p.tint(c, 1))
}

// glow draws a translucent shape that ignores the hurt flash (auras,
// magic); a is its own opacity.
func (p *painter) glow(poly []vec, c color.NRGBA, a float64) {
	c.A = uint8(math.Round(float64(c.A) * clamp01(a)))
	p.raster(p.project(poly), p.fade(c))
}

// line draws an outlined stroke.
func (p *painter) line(pl []vec, w float64, c color.NRGBA) { p.part(stroke(pl, w), c) }

// thin draws a stroke without outline.
func (p *painter) thin(pl []vec, w float64, c color.NRGBA) { p.fill(stroke(pl, w), c) }

func (p *painter) tint(c color.NRGBA, flashWeight float64) color.NRGBA {
	if p.flash > 0 {
		to := p.flashTo
		if to.A == 0 {
			to = white
		}
		to.A = c.A
		c = mix(c, to, p.flash*flashWeight)
	}
	return p.fade(c)
}

func (p *painter) fade(c color.NRGBA) color.NRGBA {
	if p.alpha < 1 {
		c.A = uint8(math.Round(float64(c.A) * clamp01(p.alpha)))
	}
	return c
}

// raster fills a pixel-space polygon, limiting the rasteriser to the
// polygon's bounding box so small parts stay cheap on big frames.
func (p *painter) raster(px []vec, c color.NRGBA) {
	if len(px) < 3 || c.A == 0 {
		return
	}
	minX, minY, maxX, maxY := bounds(px)
	b := p.img.Bounds()
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(b)
	if r.Empty() {
		return
	}
	p.ras.Reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	for i, q := range px {
		x, y := float32(q.X-ox), float32(q.Y-oy)
		if i == 0 {
			p.ras.MoveTo(x, y)
		} else {
			p.ras.LineTo(x, y)
		}
	}
	p.ras.ClosePath()
	p.ras.Draw(p.img, r, image.NewUniform(c), image.Point{})
}

func bounds(px []vec) (minX, minY, maxX, maxY float64) {
	minX, minY = math.Inf(1), math.Inf(1)
	maxX, maxY = math.Inf(-1), math.Inf(-1)
	for _, q := range px {
		minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
		minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
	}
	return
}

func clamp01(x float64) float64 { return math.Max(0, math.Min(1, x)) }
