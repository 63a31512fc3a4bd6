package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// The floors: every square is painted in its tile's material, in layer
// units (one square is 1×1, display space), lit from the top of the
// screen. The variation comes from hash2 of the square's board position,
// so the same dungeon looks the same on every run and every machine.

// jitter is a brightness factor in [lo, lo+span) from a hash.
func jitter(h uint32, lo, span float64) float64 {
	return lo + span*float64(h%97)/97
}

// frac is a hash's fraction in [0, 1), from a few of its bits.
func frac(h uint32, shift uint) float64 { return float64(h>>shift&0xff) / 256 }

// slab paints a bevelled stone: lit on its top and left edges, shaded on
// its bottom and right ones.
func slab(dst *ebiten.Image, p *Painter, r Rect, c color.RGBA) {
	p.RoundRect(dst, r, 0.06, shade(c, 0.72))
	p.RoundRect(dst, Rect{r.X, r.Y, r.W - 0.03, r.H - 0.04}, 0.06, shade(c, 1.16))
	p.RoundRect(dst, Rect{r.X + 0.025, r.Y + 0.03, r.W - 0.055, r.H - 0.07}, 0.05, c)
}

func (b *BoardArt) drawSquare(dst *ebiten.Image, p *Painter, pt tiles.Point) {
	m := b.d.Map
	s := m.At(pt)
	r := b.sq(pt)
	th := Theme(b.theme[s.Tile])
	h := hash2(pt.X, pt.Y)
	p.Rect(dst, r, th.Grout)
	switch s.Terrain {
	case tiles.Chasm:
		b.drawChasm(dst, p, pt, r, th)
		return
	case tiles.Structure:
		return // drawn after the shadows (drawStructure)
	}
	base := th.Base
	if (pt.X+pt.Y)%2 == 1 {
		base = th.Alt
	}
	base = shade(base, jitter(h, 0.93, 0.14))
	in := inset(r, 0.035)
	switch th.Material {
	case Flagstone:
		floorFlagstone(dst, p, in, base, th, h)
	case Marble:
		slab(dst, p, in, base)
		vein(dst, p, in, h, shade(th.Accent, 1), 0.018)
	case Brick:
		floorBrick(dst, p, in, base, th, h)
	case Ember:
		slab(dst, p, in, base)
		if h%3 != 0 {
			crack(dst, p, in, h, color.NRGBA{0xff, 0x5a, 0x1f, 0x50}, 0.09)
			crack(dst, p, in, h, th.Accent, 0.03)
		}
	case Moss:
		slab(dst, p, in, base)
		floorMoss(dst, p, in, th, h)
	case Ice:
		slab(dst, p, in, base)
		gx, gy := in.X+0.15+0.3*frac(h, 8), in.Y+0.15+0.3*frac(h, 16)
		p.Line(dst, gx, gy+0.16, gx+0.16, gy, 0.03, color.NRGBA{0xff, 0xff, 0xff, 0xa0})
		p.Line(dst, gx+0.08, gy+0.2, gx+0.2, gy+0.08, 0.02, color.NRGBA{0xff, 0xff, 0xff, 0x70})
		if h%4 == 0 {
			crack(dst, p, in, h>>3, color.NRGBA{0xf4, 0xfc, 0xff, 0x90}, 0.02)
		}
	case Cracked:
		slab(dst, p, in, base)
		crack(dst, p, in, h, shade(base, 0.62), 0.026)
		if h%2 == 0 {
			crack(dst, p, in, h>>7, shade(base, 0.7), 0.02)
		}
		if h%5 == 0 {
			cobweb(dst, p, in, h, color.NRGBA{0xe8, 0xe2, 0xf4, 0x90})
		}
	case Planks:
		floorPlanks(dst, p, in, base, th, pt)
	}
	if s.Effect != "" {
		b.drawEffect(dst, p, r, b.icons[s.Effect])
	}
}

// floorFlagstone: a slab with specks and an odd crack. A square is always
// one slab: a split one would read as two squares.
func floorFlagstone(dst *ebiten.Image, p *Painter, in Rect, base color.RGBA, th FloorTheme, h uint32) {
	slab(dst, p, in, base)
	for i := uint(0); i < 3; i++ {
		x, y := in.X+0.15+0.7*frac(h, 4+6*i), in.Y+0.15+0.7*frac(h, 7+6*i)
		p.Circle(dst, x, y, 0.025, shade(base, 0.84))
	}
	if h%7 == 3 {
		crack(dst, p, in, h>>5, shade(base, 0.7), 0.022)
	}
}

// floorBrick: a slab laid with two courses of bricks in faint mortar (the
// square's own edge stays the strong line, so the grid reads first).
func floorBrick(dst *ebiten.Image, p *Painter, in Rect, base color.RGBA, th FloorTheme, h uint32) {
	slab(dst, p, in, base)
	mortar := shade(base, 0.8)
	const t = 0.022
	x, y, w, hh := in.X+0.03, in.Y+0.035, in.W-0.06, in.H-0.075
	mid := y + hh/2
	if h%4 == 0 {
		// One brick a shade off, as fired bricks are.
		p.Rect(dst, Rect{x + w/2 + t, y, w/2 - t, hh/2 - t}, shade(base, 1.07))
	}
	p.Rect(dst, Rect{x, mid - t/2, w, t}, mortar)
	p.Rect(dst, Rect{x + w/2 - t/2, y, t, hh / 2}, mortar)
	p.Rect(dst, Rect{x + w/4 - t/2, mid, t, hh / 2}, mortar)
	p.Rect(dst, Rect{x + 3*w/4 - t/2, mid, t, hh / 2}, mortar)
}

// floorMoss: green patches, brighter on top, some spilling over a slab.
func floorMoss(dst *ebiten.Image, p *Painter, in Rect, th FloorTheme, h uint32) {
	n := 1 + int(h%4)
	for i := 0; i < n; i++ {
		hi := hash2(int(h), i)
		x, y := in.X+0.12+0.76*frac(hi, 3), in.Y+0.12+0.76*frac(hi, 11)
		rad := 0.07 + 0.12*frac(hi, 19)
		p.Circle(dst, x+0.015, y+0.02, rad, shade(th.Accent, 0.55))
		p.Circle(dst, x, y, rad, th.Accent)
		p.Circle(dst, x-rad*0.3, y-rad*0.3, rad*0.45, shade(th.Accent, 1.3))
	}
}

// floorPlanks: a square of three boards in faint seams, with grain and a
// nail at each end.
func floorPlanks(dst *ebiten.Image, p *Painter, in Rect, base color.RGBA, th FloorTheme, pt tiles.Point) {
	slab(dst, p, in, base)
	const n = 3
	x, y, w, hh := in.X+0.03, in.Y+0.035, in.W-0.06, in.H-0.075
	bh := hh / n
	for i := 0; i < n; i++ {
		hb := hash2(pt.X, pt.Y*n+i)
		by := y + float64(i)*bh
		if i > 0 {
			p.Rect(dst, Rect{x, by - 0.012, w, 0.024}, shade(base, 0.72))
		}
		if hb%3 == 0 {
			p.Rect(dst, Rect{x, by + 0.012, w, bh - 0.024}, shade(base, 0.95))
		}
		gy := by + 0.05 + 0.15*frac(hb, 9)
		gx := x + 0.1 + 0.3*frac(hb, 17)
		p.Line(dst, gx, gy, gx+0.3+0.2*frac(hb, 23), gy+0.01, 0.014, shade(base, 0.82))
		p.Circle(dst, x+0.06, by+bh/2, 0.02, shade(th.Grout, 0.9))
		p.Circle(dst, x+w-0.06, by+bh/2, 0.02, shade(th.Grout, 0.9))
	}
}

// crack draws a jagged line across r, from one edge through the middle
// region to another.
func crack(dst *ebiten.Image, p *Painter, r Rect, h uint32, c color.Color, w float64) {
	x0, y0 := r.X+0.1+0.3*frac(h, 2), r.Y+0.08
	if h&1 == 1 {
		x0, y0 = r.X+0.08, r.Y+0.1+0.3*frac(h, 2)
	}
	x1, y1 := r.X+0.3+0.4*frac(h, 10), r.Y+0.3+0.4*frac(h, 18)
	x2, y2 := r.X+r.W-0.1-0.3*frac(h, 24), r.Y+r.H-0.08
	p.Line(dst, x0, y0, x1, y1, w, c)
	p.Line(dst, x1, y1, x2, y2, w, c)
	p.Circle(dst, x1, y1, w/2, c)
}

// vein is a marble vein: a soft curve of three strokes.
func vein(dst *ebiten.Image, p *Painter, r Rect, h uint32, c color.Color, w float64) {
	y := r.Y + 0.2 + 0.6*frac(h, 5)
	pts := []float64{r.X + 0.05, y, r.X + 0.35, y - 0.15 + 0.3*frac(h, 13), r.X + 0.65, y - 0.1 + 0.25*frac(h, 21), r.X + 0.95, y + 0.1 - 0.3*frac(h, 7)}
	for i := 0; i+3 < len(pts); i += 2 {
		p.Line(dst, pts[i], pts[i+1], pts[i+2], pts[i+3], w, c)
	}
}

// cobweb hangs a web in one corner of r.
func cobweb(dst *ebiten.Image, p *Painter, r Rect, h uint32, c color.Color) {
	cx, cy, sx, sy := r.X, r.Y, 1.0, 1.0
	switch h >> 4 % 4 {
	case 1:
		cx, sx = r.X+r.W, -1
	case 2:
		cy, sy = r.Y+r.H, -1
	case 3:
		cx, cy, sx, sy = r.X+r.W, r.Y+r.H, -1, -1
	}
	const n = 4
	for i := 0; i < n; i++ {
		a := float64(i) * math.Pi / 2 / (n - 1)
		p.Line(dst, cx, cy, cx+sx*math.Cos(a)*0.5, cy+sy*math.Sin(a)*0.5, 0.012, c)
	}
	for _, rad := range []float64{0.2, 0.36} {
		for i := 0; i+1 < n; i++ {
			a0, a1 := float64(i)*math.Pi/2/(n-1), float64(i+1)*math.Pi/2/(n-1)
			p.Line(dst, cx+sx*math.Cos(a0)*rad, cy+sy*math.Sin(a0)*rad, cx+sx*math.Cos(a1)*rad*0.9, cy+sy*math.Sin(a1)*rad*0.9, 0.012, c)
		}
	}
}

// drawChasm paints a pit: black, with the rock face of its far (top) side
// showing and a rim where it meets the floor. Chasm squares next to each
// other form one pit.
func (b *BoardArt) drawChasm(dst *ebiten.Image, p *Painter, pt tiles.Point, r Rect, th FloorTheme) {
	m := b.d.Map
	pit := func(dir tiles.Dir) bool { return m.At(pt.Add(b.toward(dir))).Terrain == tiles.Chasm }
	p.Rect(dst, r, colChasm)
	const rim = 0.05
	if !pit(tiles.N) {
		rock := shade(th.Grout, 1.3)
		for i, k := range []float64{1, 0.62, 0.36, 0.18} {
			p.Rect(dst, Rect{r.X, r.Y + float64(i)*0.07, 1, 0.07}, shade(rock, k))
		}
		p.Rect(dst, Rect{r.X, r.Y, 1, rim}, shade(th.Base, 0.9))
	}
	if !pit(tiles.S) {
		p.Rect(dst, Rect{r.X, r.Y + 1 - rim, 1, rim}, shade(th.Base, 1.1))
	}
	if !pit(tiles.W) {
		p.Rect(dst, Rect{r.X, r.Y, rim, 1}, shade(th.Base, 1.0))
	}
	if !pit(tiles.E) {
		p.Rect(dst, Rect{r.X + 1 - rim, r.Y, rim, 1}, shade(th.Base, 0.8))
	}
	// A few glints far below, so the dark reads as depth, not a hole.
	h := hash2(pt.X, pt.Y)
	p.Circle(dst, r.X+0.2+0.6*frac(h, 3), r.Y+0.45+0.4*frac(h, 11), 0.02, color.NRGBA{0x6a, 0x5a, 0x9a, 0x90})
}

// drawStructure paints a raised block: a shaded side face under a lit top
// face (its shadow was laid down before, drawShadows).
func (b *BoardArt) drawStructure(dst *ebiten.Image, p *Painter, pt tiles.Point) {
	s := b.d.Map.At(pt)
	th := Theme(b.theme[s.Tile])
	r := b.sq(pt)
	h := hash2(pt.X, pt.Y)
	top := shade(th.Base, 1.12*jitter(h, 0.95, 0.1))
	p.RoundRect(dst, Rect{r.X + 0.05, r.Y + 0.1, 0.9, 0.86}, 0.1, shade(th.Base, 0.42))
	p.RoundRect(dst, Rect{r.X + 0.05, r.Y + 0.1, 0.9, 0.84}, 0.1, shade(th.Base, 0.6))
	p.RoundRect(dst, Rect{r.X + 0.05, r.Y + 0.02, 0.9, 0.7}, 0.1, shade(top, 0.8))
	p.RoundRect(dst, Rect{r.X + 0.05, r.Y + 0.02, 0.88, 0.67}, 0.1, shade(top, 1.2))
	p.RoundRect(dst, Rect{r.X + 0.08, r.Y + 0.05, 0.83, 0.63}, 0.08, top)
	// Mortar lines on the top face.
	p.Rect(dst, Rect{r.X + 0.1, r.Y + 0.36, 0.8, 0.025}, shade(top, 0.8))
	p.Rect(dst, Rect{r.X + 0.48, r.Y + 0.06, 0.025, 0.3}, shade(top, 0.8))
	p.Rect(dst, Rect{r.X + 0.3, r.Y + 0.385, 0.025, 0.29}, shade(top, 0.8))
}

// drawLightPools lays a soft pool of each tile's light over its middle,
// so the board has ambient light and depth instead of an even fill.
func (b *BoardArt) drawLightPools(dst *ebiten.Image, p *Painter) {
	for _, t := range b.d.Tiles {
		th := Theme(t.Theme)
		c := float64(tiles.FaceSize) / 2
		x, y := b.disp(float64(t.Origin.X)+c, float64(t.Origin.Y)+c)
		l := th.Light
		b.glowBlend(dst, x, y, c*1.25, color.NRGBA{l.R, l.G, l.B, 0x38}, ebiten.BlendLighter)
	}
}

// glow draws a soft round light of radius rad (layer units) at (x, y).
func (b *BoardArt) glow(dst *ebiten.Image, x, y, rad float64, c color.Color) {
	b.glowBlend(dst, x, y, rad, c, ebiten.BlendSourceOver)
}

func (b *BoardArt) glowBlend(dst *ebiten.Image, x, y, rad float64, c color.Color, blend ebiten.Blend) {
	img := glowImage()
	s := b.painter.Scale
	k := 2 * rad * s / float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate((x-rad)*s, (y-rad)*s)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	op.Blend = blend
	dst.DrawImage(img, op)
	b.painter.draws++
}
