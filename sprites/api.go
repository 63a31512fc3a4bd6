package sprites

import (
	"image"
	"image/color"
	"math"
	"strings"
)

// Kind groups models for palette and motion decisions.
type Kind int

// Model kinds.
const (
	KindHero Kind = iota
	KindMonster
	KindBoss  // mini-bosses, dungeon bosses and boss companions
	KindPiece // spawning points, chests, tokens: they never walk
)

// model is one drawable entry of the registry.
type model struct {
	name      string
	kind      Kind
	footprint int
	// draw paints the model in local units: feet at (0,0), y up is
	// negative, 100 units = one square, facing right.
	draw func(p *painter, ps pose)
	aura color.NRGBA // zero alpha = none
}

// modelScale shrinks the 100-units-per-square art slightly so the tallest
// hats still clear the top of the frame at the top of a hop.
const modelScale = 0.85

// maxSize bounds the square size so a bad request cannot allocate
// gigabytes.
const maxSize = 1024

// Footprint is 2 for models on large 2x2 bases (bosses, mini-bosses,
// Daemonus, large monsters) and 1 otherwise, including unknown names.
func Footprint(name string) int {
	if m, ok := lookup(name); ok {
		return m.footprint
	}
	return 1
}

// Anchor is the pixel, inside a Frame of name at square size size, where
// the model's feet are: the point to put on the centre of its base.
func Anchor(name string, size int) image.Point {
	s := clampSize(size) * Footprint(name)
	return image.Pt(s/2, s*85/100)
}

// Known reports whether name is a model this package draws (case and
// surrounding space are ignored).
func Known(name string) bool {
	_, ok := lookup(name)
	return ok
}

// KindOf reports the kind of a model (KindMonster for unknown names).
func KindOf(name string) Kind {
	if m, ok := lookup(name); ok {
		return m.kind
	}
	return KindMonster
}

// Names lists every model name in a stable order: Heroes, Arcade
// monsters, the kobold and dragon set, then board pieces.
func Names() []string {
	reg := registry()
	out := make([]string, len(reg))
	for i, m := range reg {
		out[i] = m.name
	}
	return out
}

// Frame renders one animation frame of a model. size is the pixel size of
// one board square; the image is Footprint(name)*size pixels square. Frame
// numbers wrap around FrameCount(anim); an unknown anim renders Idle; an
// unknown name renders a question-mark blob so a missing model is visible
// instead of crashing. size is clamped to 1..1024.
func Frame(name string, anim Anim, frame int, size int) *image.RGBA {
	m, ok := lookup(name)
	if !ok {
		m = unknownModel()
	}
	size = clampSize(size)
	fp := m.footprint
	img := image.NewRGBA(image.Rect(0, 0, size*fp, size*fp))
	ppu := float64(size) / 100
	view := scaleAff(ppu*modelScale, ppu*modelScale).then(translate(float64(size*fp)*0.5, float64(size*fp)*0.85))
	renderModel(img, m, poseFor(anim, frame), view, outlinePx(ppu))
	return img
}

// Portrait renders a model's head and shoulders into a size×size image
// for HUD cards (transparent background, idle pose).
func Portrait(name string, size int) *image.RGBA {
	m, ok := lookup(name)
	if !ok {
		m = unknownModel()
	}
	size = clampSize(size)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	c, half := portraitBox(m)
	ppu := float64(size) / (2 * half)
	view := translate(-c.X, -c.Y).then(scaleAff(ppu, ppu)).then(translate(float64(size)/2, float64(size)/2))
	ps := poseFor(Idle, 0)
	p := newPainter(img, view, math.Min(outlinePx(ppu), float64(size)/20))
	m.draw(p, ps)
	return img
}

// portraitBox finds the head-and-shoulders square from the model's own
// idle silhouette, so every model (whatever its scale) fills its portrait:
// the top of the figure for creatures, the whole piece for board pieces.
func portraitBox(m model) (centre vec, half float64) {
	const px = 2 // pixels per unit for the measuring render
	fp := float64(m.footprint)
	// A roomier canvas than a frame, so nothing tall is clipped.
	w := int(130 * fp * px)
	img := image.NewRGBA(image.Rect(0, 0, w, w))
	anchor := vec{65 * fp, 110 * fp}
	p := newPainter(img, scaleAff(px, px).then(translate(anchor.X*px, anchor.Y*px)), px*4)
	m.draw(p, poseFor(Idle, 0))
	x0, y0, x1, y1 := w, w, -1, -1
	for y := 0; y < w; y++ {
		for x := 0; x < w; x++ {
			if img.RGBAAt(x, y).A > 128 {
				x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			}
		}
	}
	if x1 < 0 {
		return vec{0, -40 * fp}, 40 * fp
	}
	toUnits := func(x, y int) vec { return vec{float64(x)/px - anchor.X, float64(y)/px - anchor.Y} }
	a, b := toUnits(x0, y0), toUnits(x1+1, y1+1)
	wd, ht := b.X-a.X, b.Y-a.Y
	if m.kind == KindPiece {
		half = math.Max(wd, ht)/2 + 4
		return vec{(a.X + b.X) / 2, (a.Y + b.Y) / 2}, half
	}
	half = math.Max(ht*0.62, wd*0.7) / 2
	return vec{(a.X+b.X)/2 + half*0.1, a.Y + half*0.92}, half
}

func outlinePx(ppu float64) float64 { return math.Max(1.1, ppu*4.2) }

func clampSize(s int) int { return max(1, min(s, maxSize)) }

// renderModel applies the body pose around the feet and draws aura,
// shadow, model and death cloud.
func renderModel(img *image.RGBA, m model, ps pose, view aff, ow float64) {
	p := newPainter(img, view, ow)
	fp := float64(m.footprint)
	if m.kind == KindPiece {
		// Pieces do not hop or lunge: they pulse.
		ps.dx, ps.dy, ps.tilt = 0, 0, ps.tilt*0.3
		ps.sx = 1 + (ps.sx-1)*0.3
		ps.sy = 1 + (ps.sy-1)*0.5
		if ps.poof == 0 {
			// Pieces breathe a little more visibly than they squash.
			s := math.Sin(2 * math.Pi * ps.phase)
			ps.sx, ps.sy = ps.sx*(1+0.03*s), ps.sy*(1+0.03*s)
		}
	}
	if m.footprint > 1 {
		// Big models move with more weight: less lean, smaller lunge and
		// squash, so they stay inside their 2x2 frame.
		ps.tilt *= 0.5
		ps.dx *= 0.6
		ps.sx = 1 + (ps.sx-1)*0.6
		ps.arm *= 0.8
	}
	// Contact shadow: shrinks while airborne.
	lift := clamp01(-ps.dy / 10)
	p.glow(ellipse(ps.dx*fp*0.5, 0, 22*fp*(1-0.25*lift), 6*fp*(1-0.25*lift)), color.NRGBA{0, 0, 0, 255}, 0.22*ps.alpha)
	if m.aura.A > 0 {
		pulse := 0.5 + 0.5*math.Sin(2*math.Pi*ps.phase)
		for i := 0; i < 3; i++ {
			r := 1 - 0.18*float64(i)
			p.glow(ellipse(0, -46*fp, (44+3*pulse)*fp*r, (39+3*pulse)*fp*r), m.aura, (0.13+0.05*pulse)*ps.alpha)
		}
	}
	p.flash, p.alpha, p.flashTo = ps.flash, ps.alpha, ps.flashTo
	body := scaleAff(ps.sx, ps.sy).then(rotateAbout(0, 0, ps.tilt)).then(translate(ps.dx*fp, ps.dy*fp))
	p.with(body, func() { m.draw(p, ps) })
	if m.kind == KindPiece && ps.poof == 0 {
		// A travelling glint says "this can be interacted with".
		a := 2 * math.Pi * ps.phase
		x, y := 18*math.Cos(a), -26+10*math.Sin(a)
		p.flash, p.alpha = 0, ps.alpha
		r := 8 * (0.6 + 0.4*math.Sin(a*2+1))
		sparkle(p, x, y, r, rgb(0xfffbe0), 0.95)
		p.glow(circle(x, y, r*0.35), white, 1)
	}
	if ps.poof > 0 {
		p.flash, p.alpha = 0, 1
		drawPoof(p, ps.poof, fp)
	}
}

// drawPoof is the cartoon cloud a destroyed model leaves.
func drawPoof(p *painter, t, fp float64) {
	a := 1 - 0.55*t
	puffs := [...]struct{ x, y, r float64 }{
		{-14, -10, 9}, {12, -12, 10}, {0, -22, 11}, {-20, -24, 7}, {20, -28, 7}, {2, -6, 8}, {-6, -34, 6}, {10, -38, 5},
	}
	spread := 0.6 + 0.8*t
	for _, q := range puffs {
		r := q.r * fp * (0.5 + 0.9*t)
		c := vec{q.x * fp * spread, (q.y*spread - 6*t) * fp}
		p.glow(circle(c.X, c.Y, r+1.5*fp), rgb(0x8a8aa0), a)
		p.glow(circle(c.X-r*0.15, c.Y-r*0.15, r), rgb(0xf4f2ff), a)
	}
	for i, s := range [...]vec{{-24, -40}, {26, -18}, {-4, -50}} {
		sz := (3 + float64(i)) * fp * (0.6 + t)
		p.glow(star(s.X*fp*spread, s.Y*fp*spread, sz, sz*0.4, 4, 0), rgb(0xfff27a), a)
	}
}

// normalize lower-cases name and collapses its spaces. The registry's own
// spellings are answered from a table: callers pass card names every frame
// and lower-casing them each time was a steady allocation.
func normalize(name string) string {
	if s, ok := registryNormal[name]; ok {
		return s
	}
	return strings.Join(strings.Fields(strings.ToLower(name)), " ")
}

// lookup finds a model by normalised name in the immutable table.
func lookup(name string) (model, bool) {
	i, ok := registryIndex[normalize(name)]
	if !ok {
		return model{}, false
	}
	return registryTable[i], true
}

func registry() []model { return registryTable }
