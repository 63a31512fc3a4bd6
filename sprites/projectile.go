package sprites

import (
	"image"
	"image/color"
	"math"
)

// Projectiles for ranged and magic attacks (the look-and-feel's "a
// projectile for ranged attacks"): drawn flying right, centred in the
// square, so the renderer can rotate and move one from attacker to target.

type shot func(p *painter, spin float64)

func arrowShot(shaft, fletch color.NRGBA) shot {
	return func(p *painter, _ float64) {
		p.line(pts(-26, 0, 18, 0), 3, shaft)
		p.part(pts(16, -6, 30, 0, 16, 6), silver)
		p.part(pts(-28, 0, -20, -8, -14, -8, -20, 0, -14, 8, -20, 8), fletch)
	}
}

func orbShot(c color.NRGBA) shot {
	return func(p *painter, spin float64) {
		for i := range 3 {
			f := float64(i)
			p.glow(circle(-10-f*9, 0, 7-f*2), c, 0.5-0.12*f)
		}
		p.glow(circle(0, 0, 16), c, 0.35)
		p.part(circle(0, 0, 10), c)
		p.fill(circle(-3, -3, 4), lighten(c, 0.7))
		sparkle(p, 8*math.Cos(spin), 8*math.Sin(spin), 6, white, 0.9)
	}
}

func fireShot(p *painter, spin float64) {
	flick := 2 * math.Sin(spin*3)
	p.glow(ellipse(-4, 0, 26, 14), rgb(0xffa030), 0.35)
	p.part(smooth(vec{14, 0}, vec{4, -11}, vec{-14, -9 - flick}, vec{-30, -2}, vec{-16, 2}, vec{-26, 9 + flick}, vec{2, 11}), rgb(0xff5a1a))
	p.fill(smooth(vec{10, 0}, vec{2, -6}, vec{-12, -4}, vec{-6, 1}, vec{-12, 6}, vec{2, 6}), rgb(0xffd040))
}

func rockShot(p *painter, spin float64) {
	p.with(rotateAbout(0, 0, spin).then(scaleAff(1.4, 1.4)), func() {
		p.part(smooth(vec{-9, -6}, vec{2, -10}, vec{10, -3}, vec{7, 8}, vec{-6, 9}, vec{-11, 2}), rgb(0xb0b0c0))
		p.fill(ellipse(-2, -3, 4, 3), rgb(0xe0e0ec))
	})
	p.thin(pts(-26, -4, -14, -2), 1.5, color.NRGBA{255, 255, 255, 140})
	p.thin(pts(-24, 5, -14, 3), 1.5, color.NRGBA{255, 255, 255, 140})
}

func heartShot(p *painter, spin float64) {
	s := 1 + 0.1*math.Sin(spin*2)
	p.with(scaleAff(s, s), func() {
		p.glow(circle(0, 0, 18), rgb(0xff80b0), 0.35)
		p.part(smooth(vec{0, 12}, vec{-12, 0}, vec{-8, -10}, vec{0, -5}, vec{8, -10}, vec{12, 0}), rgb(0xff5a8a))
		p.fill(circle(-5, -4, 2.5), rgb(0xffd0e0))
	})
	sparkle(p, -18, -8, 5, rgb(0xffe070), 0.9)
	sparkle(p, -24, 8, 4, rgb(0xffe070), 0.9)
}

func boltShot(p *painter, _ float64) {
	p.line(pts(-22, 0, 16, 0), 3.4, rgb(0x3a3040))
	p.part(pts(14, -5, 26, 0, 14, 5), silver)
	p.glow(ellipse(-4, 0, 24, 7), elfEye, 0.3)
}

func lightningShot(c color.NRGBA) shot {
	return func(p *painter, spin float64) {
		j := 3 * math.Sin(spin*4)
		zig := pts(-30, 2, -18, -6+j, -8, 4, 4, -6-j, 14, 3, 28, -2)
		p.glow(ellipse(0, 0, 30, 12), c, 0.3)
		p.line(zig, 4, c)
		p.thin(zig, 1.4, white)
	}
}

func webShot(p *painter, spin float64) {
	w := color.NRGBA{0xf0, 0xf0, 0xff, 0xff}
	p.glow(circle(0, 0, 20), rgb(0xe8e0ff), 0.35)
	for i := range 6 {
		a := spin + float64(i)*math.Pi/3
		p.thin([]vec{{}, {19 * math.Cos(a), 19 * math.Sin(a)}}, 2.4, w)
	}
	for _, r := range [...]float64{7, 14} {
		ring := circle(0, 0, r)
		p.thin(append(ring, ring[0]), 2, w)
	}
	p.thin(pts(-34, 0, -18, 0), 2, w)
}

func knifeShot(p *painter, spin float64) {
	p.with(rotateAbout(0, 0, spin).then(scaleAff(1.5, 1.5)), func() {
		p.part(pts(-4, -4.5, 18, 0, -4, 4.5), silver)
		p.fill(pts(-4, -4.5, 18, 0, -4, 0), white)
		p.line(pts(-6, -7, -6, 7), 3, rgb(0x3c4a70))
		p.line(pts(-14, 0, -6, 0), 3.5, rgb(0x50d060))
	})
}

// projectiles maps a model to what it shoots.
var projectiles = map[string]shot{
	"sanctioned witch":    heartShot,
	"hexcast sorceress":   orbShot(rgb(0x3ae8a0)),
	"moonspire guardian":  arrowShot(rgb(0x4a5878), rgb(0xfff0a0)),
	"cat burglar":         knifeShot,
	"ember mage":          fireShot,
	"glimmerdusk ranger":  arrowShot(rgb(0x9a6a3a), rgb(0x8ad060)),
	"tower arbalist":      boltShot,
	"spider speaker":      orbShot(spiderEye),
	"shadow spinner":      webShot,
	"knight of the tower": lightningShot(rgb(0xc070ff)),
	"the midnight queen":  orbShot(rgb(0xa54be8)),
	"dragon priest":       fireShot,
	"kobold flinger":      rockShot,
	"whelp":               fireShot,
	"starfire":            fireShot,
}

// HasProjectile reports whether name has a ranged or magic projectile.
func HasProjectile(name string) bool {
	_, ok := projectiles[normalize(name)]
	return ok
}

// Projectile draws the projectile name shoots, flying right and centred
// in a size×size image; frame spins or flickers it (any int, wrapping
// over 8 frames). Models without one get a generic spark, so the call is
// always safe.
func Projectile(name string, frame, size int) *image.RGBA {
	size = clampSize(size)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	ppu := float64(size) / 100
	view := scaleAff(ppu*modelScale, ppu*modelScale).then(translate(float64(size)/2, float64(size)/2))
	p := newPainter(img, view, outlinePx(ppu))
	spin := 2 * math.Pi * float64(((frame%8)+8)%8) / 8
	draw, ok := projectiles[normalize(name)]
	if !ok {
		draw = func(p *painter, spin float64) {
			sparkle(p, 0, 0, 18, rgb(0xfff27a), 1)
			sparkle(p, 0, 0, 9, white, 1)
		}
	}
	draw(p, spin)
	return img
}
