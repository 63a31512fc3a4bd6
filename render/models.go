package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/superdungeon-digital/superdungeon/sprites"
)

// ModelArt turns sprite frames into GPU images once and draws models on the
// board with their base rings. Frames are rasterised at a few fixed sizes
// (see pxBuckets) and scaled, so zooming never re-rasterises every frame.
type ModelArt struct {
	images map[modelKey]*modelImage
	// clock counts lookups; an image not looked up in the last
	// maxModelImages lookups is freed when the map is full.
	clock  uint64
	marker []float64 // the colour-blind base marker's outline, reused
	pulse  color.NRGBA
	op     ebiten.DrawImageOptions
}

type modelKey struct {
	name  string
	anim  sprites.Anim
	frame int
	px    int
}

// maxModelImages bounds the GPU images one ModelArt keeps (issue 22: a
// day of demo games at every zoom and resolution bucket must not pile up
// textures). A frame draws a few dozen models, so an image unused for
// this many lookups is not part of what is on screen.
const maxModelImages = 768

type modelImage struct {
	img  *ebiten.Image
	used uint64
}

func (a *ModelArt) image(name string, anim sprites.Anim, frame, px int) *ebiten.Image {
	if n := sprites.FrameCount(anim); n > 0 {
		frame = ((frame % n) + n) % n // one key per picture
	}
	return a.lookup(modelKey{name, anim, frame, px}, func() *image.RGBA { return sprites.Frame(name, anim, frame, px) })
}

// lookup returns the image for k, rasterising it with raster the first
// time. The pixels go straight to the GPU: keeping a CPU copy as well
// doubled the memory for nothing.
func (a *ModelArt) lookup(k modelKey, raster func() *image.RGBA) *ebiten.Image {
	a.clock++
	if e, ok := a.images[k]; ok {
		e.used = a.clock
		return e.img
	}
	if a.images == nil {
		a.images = map[modelKey]*modelImage{}
	}
	if len(a.images) >= maxModelImages {
		for key, e := range a.images {
			if a.clock-e.used > maxModelImages {
				e.img.Deallocate()
				delete(a.images, key)
			}
		}
	}
	e := &modelImage{img: ebiten.NewImageFromImage(raster()), used: a.clock}
	a.images[k] = e
	return e.img
}

// Len is the number of model images held (for tests).
func (a *ModelArt) Len() int { return len(a.images) }

// ModelLook says how to draw one model this frame.
type ModelLook struct {
	Name      string
	X, Y      float64 // board position of the base's top-left square (may be fractional while moving)
	Anim      sprites.Anim
	Frame     int
	Hero      bool
	Selected  bool
	Activated bool // Heroes who already activated get a mark on the base
	FaceLeft  bool
	Alpha     float64 // 0 means fully opaque
	Hop       float64 // vertical offset in squares (walking hop)
	// Marked adds a shape to the base so friend and foe differ without
	// colour: a star for Heroes, a spike for monsters (colour-blind help).
	Marked bool
}

var (
	colHeroBase    = color.RGBA{0xff, 0xcf, 0x4a, 0xff}
	colMonsterBase = color.RGBA{0xe8, 0x3a, 0x4a, 0xff}
	// The base rings' colours boxed once (a concrete colour passed as
	// color.Color is boxed on every call, twice per model per frame).
	ringHero         color.Color = colHeroBase
	ringHeroInner    color.Color = shade(colHeroBase, 0.45)
	ringMonster      color.Color = colMonsterBase
	ringMonsterInner color.Color = shade(colMonsterBase, 0.45)
)

// Draw paints one model: base ring, then the sprite anchored on it.
func (a *ModelArt) Draw(dst *ebiten.Image, p *Painter, cam *Camera, m ModelLook, tick int) {
	f := sprites.Footprint(m.Name)
	if f < 1 {
		f = 1
	}
	size := cam.Zoom * float64(f)
	// The footprint's rectangle on screen (its top-left corner on screen
	// is not the board's top-left square once the display is turned).
	at := cam.SquareRect(m.X, m.Y, float64(f))
	sx, sy := at.X, at.Y
	cx, feet := sx+size/2, sy+size*0.85

	ring, rim, inner := colMonsterBase, ringMonster, ringMonsterInner
	if m.Hero {
		ring, rim, inner = colHeroBase, ringHero, ringHeroInner
	}
	rw := size * 0.38
	if m.Selected {
		pulse := 0.5 + 0.5*sinTick(tick, 40)
		// Passed by pointer to the ModelArt's own copy: boxing a fresh
		// colour allocated every frame.
		a.pulse = color.NRGBA{ring.R, ring.G, ring.B, uint8(60 + 80*pulse)}
		p.Ellipse(dst, cx, feet, rw*1.25, rw*0.5, &a.pulse)
	}
	p.Ellipse(dst, cx, feet, rw, rw*0.42, rim)
	p.Ellipse(dst, cx, feet, rw*0.8, rw*0.32, inner)
	if m.Marked {
		mx, my, ms := cx-rw*0.95, feet, size*0.09
		p.Circle(dst, mx, my, ms*1.3, ColOutline)
		if m.Hero {
			a.marker = appendStar(a.marker[:0], mx, my, ms)
		} else {
			a.marker = append(a.marker[:0], mx, my-ms, mx+ms, my+ms*0.8, mx-ms, my+ms*0.8)
		}
		p.Polygon(dst, a.marker, rim)
	}
	if m.Activated {
		p.Circle(dst, cx+rw*0.85, feet, size*0.07, ColOutline)
		p.Circle(dst, cx+rw*0.85, feet, size*0.05, ColTextDim)
	}

	scale := p.Scale
	px := bucketFor(size * scale)
	img := a.image(m.Name, m.Anim, m.Frame, px/f)
	k := size * scale / float64(img.Bounds().Dx())
	a.op = ebiten.DrawImageOptions{}
	op := &a.op
	if m.FaceLeft {
		op.GeoM.Scale(-1, 1)
		op.GeoM.Translate(float64(img.Bounds().Dx()), 0)
	}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx*scale, (sy-m.Hop*cam.Zoom)*scale)
	op.Filter = ebiten.FilterLinear
	if m.Alpha > 0 && m.Alpha < 1 {
		op.ColorScale.ScaleAlpha(float32(m.Alpha))
	}
	dst.DrawImage(img, op)
}

// bucketFor picks the sprite raster size for a model drawn devicePx wide.
func bucketFor(devicePx float64) int {
	for _, v := range pxBuckets {
		if float64(v) >= devicePx {
			return v
		}
	}
	return pxBuckets[len(pxBuckets)-1]
}

// DrawPortrait draws a model's head-and-shoulders portrait into r (logical px).
func (a *ModelArt) DrawPortrait(dst *ebiten.Image, p *Painter, name string, r Rect) {
	if !sprites.Known(name) {
		return
	}
	px := bucketFor(r.W * p.Scale)
	img := a.lookup(modelKey{name: name, anim: -1, px: px}, func() *image.RGBA { return sprites.Portrait(name, px) })
	p.RoundRect(dst, r, 8, ColOutline)
	s := r.W * p.Scale / float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(r.X*p.Scale, r.Y*p.Scale)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// DrawAt draws a model's frame with its base ring at logical position
// (x, y) = the top-left of a size×size square, outside any board (title
// screens, previews).
func (a *ModelArt) DrawAt(dst *ebiten.Image, p *Painter, name string, anim sprites.Anim, frame int, x, y, size float64, hero, faceLeft bool) {
	// A camera centred on board point (0,0) with a view centred on (x, y)
	// puts that board point at (x, y).
	cam := Camera{Zoom: size, View: Rect{X: x - size, Y: y - size, W: 2 * size, H: 2 * size}}
	a.Draw(dst, p, &cam, ModelLook{Name: name, Anim: anim, Frame: frame, Hero: hero, FaceLeft: faceLeft}, 0)
}

// appendStar appends a five-pointed star's outline to xy.
func appendStar(xy []float64, cx, cy, r float64) []float64 {
	for i := 0; i < 10; i++ {
		a := -math.Pi/2 + float64(i)*math.Pi/5
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		xy = append(xy, cx+rad*math.Cos(a), cy+rad*math.Sin(a))
	}
	return xy
}
