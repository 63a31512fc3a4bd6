package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/tiles"
)

// Light and the live overlays of the board: a soft glow image shared by
// every light, the vignette over the board's view, and the auras (lasting
// area effects that change what a step costs or what a click may target).

var (
	glowImg     *ebiten.Image
	vignetteImg *ebiten.Image
)

// glowImage is a white disc fading smoothly to nothing at its edge.
func glowImage() *ebiten.Image {
	if glowImg == nil {
		glowImg = ebiten.NewImageFromImage(rasterFalloff(64, func(d float64) float64 {
			v := math.Max(0, 1-d)
			return v * v
		}))
	}
	return glowImg
}

// vignetteImage is clear in the middle and darkens toward its edges and
// corners; stretched over the board's view it gives the board depth.
func vignetteImage() *ebiten.Image {
	if vignetteImg == nil {
		vignetteImg = ebiten.NewImageFromImage(rasterFalloff(64, func(d float64) float64 {
			t := math.Max(0, math.Min(1, (d-0.6)/0.75))
			return 0.6 * t * t * (3 - 2*t)
		}))
	}
	return vignetteImg
}

// rasterFalloff draws a size×size white image whose alpha at each pixel is
// f of the distance from the centre (1 at the middle of an edge).
func rasterFalloff(size int, f func(d float64) float64) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	c := float64(size) / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) / c
			a := uint8(math.Round(255 * math.Max(0, math.Min(1, f(d)))))
			img.SetRGBA(x, y, color.RGBA{a, a, a, a})
		}
	}
	return img
}

var colVignette = color.NRGBA{0x06, 0x04, 0x10, 0xff}

// drawVignette darkens the edges of the board's view.
func (b *BoardArt) drawVignette(dst *ebiten.Image, cam *Camera, uiScale float64) {
	img := vignetteImage()
	v := cam.View
	n := float64(img.Bounds().Dx())
	b.op = ebiten.DrawImageOptions{}
	b.op.GeoM.Scale(v.W*uiScale/n, v.H*uiScale/n)
	b.op.GeoM.Translate(v.X*uiScale, v.Y*uiScale)
	b.op.ColorScale.ScaleWithColor(colVignette)
	b.op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &b.op)
}

// AuraKind is what an aura does to the squares it covers.
type AuraKind int

// The aura kinds the board shows.
const (
	// AuraDifficult squares count as difficult terrain (a Spider Nest's
	// webs): a step onto one costs an extra movement point.
	AuraDifficult AuraKind = iota
	// AuraGrant squares give monsters standing in them an ability (a
	// Shadow Tower hides its ruby kin: Stealth).
	AuraGrant
)

// AuraSquare is one board square under an aura.
type AuraSquare struct {
	At   tiles.Point
	Kind AuraKind
	// edges marks the sides (N, E, S, W) where the aura's region ends, so
	// the region gets one outline rather than a grid of boxes.
	edges [4]bool
}

// SetAuras replaces the aura squares drawn over the floor. The caller
// passes them when the game changes, not every frame.
func (b *BoardArt) SetAuras(sqs []AuraSquare) {
	in := map[AuraSquare]bool{}
	for _, s := range sqs {
		in[AuraSquare{At: s.At, Kind: s.Kind}] = true
	}
	b.auras = b.auras[:0]
	for _, s := range sqs {
		for i, d := range tiles.OrthoDirs {
			s.edges[i] = !in[AuraSquare{At: s.At.Add(d), Kind: s.Kind}]
		}
		b.auras = append(b.auras, s)
	}
}

// The auras' colours: a web-violet wash with a bright rim for difficult
// ground, a cool teal rim for ability auras. Boxed once.
var (
	colAuraFill  color.Color = color.NRGBA{0xb0, 0x6b, 0xff, 0x30}
	colAuraRim   color.Color = color.NRGBA{0xd8, 0xb0, 0xff, 0xd0}
	colAuraDot   color.Color = color.NRGBA{0xe8, 0xd8, 0xff, 0x90}
	colGrantFill color.Color = color.NRGBA{0x40, 0xd0, 0xc0, 0x18}
	colGrantRim  color.Color = color.NRGBA{0x60, 0xf0, 0xe0, 0x90}
)

// drawAuras draws each aura square's wash and, on the sides where the
// region ends, its rim. Difficult ground also gets a small web mark in a
// corner, so the wash reads as "webbed" without colour.
func (b *BoardArt) drawAuras(dst *ebiten.Image, cam *Camera, uiScale float64) {
	if len(b.auras) == 0 {
		return
	}
	p := &b.overlay
	p.Scale = uiScale
	p.Smooth = true
	for i := range b.auras {
		a := &b.auras[i]
		x, y := float64(a.At.X), float64(a.At.Y)
		r := cam.SquareRect(x, y, 1)
		if r.X > cam.View.X+cam.View.W || r.Y > cam.View.Y+cam.View.H || r.X+r.W < cam.View.X || r.Y+r.H < cam.View.Y {
			continue
		}
		fill, rim := colAuraFill, colAuraRim
		if a.Kind == AuraGrant {
			fill, rim = colGrantFill, colGrantRim
		}
		p.Rect(dst, r, fill)
		t := math.Max(2, cam.Zoom*0.06)
		// Board edges N, E, S, W as board segments, put on screen.
		for e, open := range a.edges {
			if !open {
				continue
			}
			var x0, y0, x1, y1 float64
			switch e {
			case 0:
				x0, y0, x1, y1 = x, y, x+1, y
			case 1:
				x0, y0, x1, y1 = x+1, y, x+1, y+1
			case 2:
				x0, y0, x1, y1 = x, y+1, x+1, y+1
			case 3:
				x0, y0, x1, y1 = x, y, x, y+1
			}
			sx0, sy0 := cam.ToScreen(x0, y0)
			sx1, sy1 := cam.ToScreen(x1, y1)
			// Inset the rim into the square, clear of a wall's half on
			// that edge: neighbouring regions' rims do not overlap, and a
			// wall along the ring is not taken for its rim (played by
			// mouse: a Sorceress walked up to a wall she read as the
			// Spider Nest's ring, and could not shoot over it).
			cx, cy := r.X+r.W/2, r.Y+r.H/2
			in := t + wallW*cam.Zoom
			ix, iy := (cx-(sx0+sx1)/2)/r.W*in, (cy-(sy0+sy1)/2)/r.H*in
			rx, ry := math.Min(sx0, sx1)+ix-t/2, math.Min(sy0, sy1)+iy-t/2
			p.Rect(dst, Rect{X: rx, Y: ry, W: math.Abs(sx1-sx0) + t, H: math.Abs(sy1-sy0) + t}, rim)
		}
		if a.Kind == AuraDifficult && cam.Zoom >= 20 {
			// Three dots: the tabletop's "difficult" stipple.
			d := r.W * 0.1
			for k := 0.0; k < 3; k++ {
				p.Circle(dst, r.X+r.W*0.2+k*d, r.Y+r.H*0.2+k*d, math.Max(1, r.W*0.03), colAuraDot)
			}
		}
	}
	p.Smooth = false
}
