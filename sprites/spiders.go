package sprites

import (
	"image/color"
	"math"
)

// The spiders: violet bodies, bright green eyes.

var (
	spiderViolet = rgb(0x8a4ac8)
	spiderEye    = rgb(0x7aff4a)
	spiderLeg    = rgb(0x7a4ab0)
)

// spiderBody draws a chibi spider of scale k: legs, round abdomen behind,
// big head in front with a cluster of green eyes.
func spiderBody(p *painter, ps pose, k float64, body, mark color.NRGBA) {
	step := ps.stride + 0.3*math.Sin(2*math.Pi*ps.phase) // legs twitch even at rest
	p.with(scaleAbout(0, 0, k, k), func() {
		// Far legs (darker), then abdomen, near legs, head.
		legs := func(dark float64, sgn float64) {
			for i := range 4 {
				fi := float64(i)
				x0 := -6 + fi*6
				lift := 2 * step * sgn * (1 - 2*float64(i%2))
				knee := vec{x0 - 14 + fi*9, -34 + fi*1.5 + lift}
				foot := vec{x0 - 19 + fi*13.5, -1 + lift*0.3}
				p.line(smoothOpen(vec{x0, -16}, knee, foot), 3.4, darken(spiderLeg, dark))
			}
		}
		// All legs behind the round body, so the chibi silhouette reads
		// as a ball on spindly legs rather than a tangle.
		legs(0.75, -1)
		p.with(translate(4, 0), func() { legs(1, 1) })
		p.shaded(ellipse(-12, -20, 17, 14), body)
		p.fill(pts(-14, -30, -9, -20, -14, -10, -19, -20), mark) // hourglass-ish mark
		p.shaded(ellipse(7, -22, 14, 12.5), lighten(body, 0.12))
		// Eye cluster: two big, four small.
		for _, e := range [...]struct{ x, y, r float64 }{{8, -25, 3.6}, {16, -25, 3.2}, {5, -31, 1.8}, {12, -32, 1.8}, {18, -30, 1.5}, {2, -26, 1.4}} {
			if ps.blink && e.r > 3 {
				p.thin(pts(e.x-e.r, e.y+1, e.x+e.r, e.y+1), 1.4, eyeDark)
				continue
			}
			p.glow(circle(e.x, e.y, e.r+1.6), spiderEye, 0.35)
			p.fill(circle(e.x, e.y, e.r), spiderEye)
			p.fill(circle(e.x-e.r*0.3, e.y-e.r*0.35, e.r*0.35), white)
		}
		// Fangs.
		p.with(rotateAbout(14, -14, ps.arm*0.3), func() {
			p.part(pts(10, -15, 13, -15, 11.5, -9), rgb(0xf2e6c8))
			p.part(pts(15, -15, 18, -15, 16.5, -9), rgb(0xf2e6c8))
		})
	})
}

func crawler(p *painter, ps pose) {
	spiderBody(p, ps, 0.78, spiderViolet, spiderEye)
}

func spiderSpeaker(p *painter, ps pose) {
	// Elite: bigger, a bone crest and a glowing speaking gem.
	spiderBody(p, ps, 1.0, rgb(0x9a4ad0), rgb(0xff6ad0))
	p.part(pts(0, -34, -4, -46, 2, -38, 6, -50, 8, -38, 14, -48, 14, -34), rgb(0xf2e6c8))
	r := 4.0
	if ps.active {
		r = 5.5
	}
	p.glow(circle(-12, -38, r+4), spiderEye, 0.5)
	p.part(circle(-12, -38, r), rgb(0x50e070))
	p.fill(circle(-13, -39.5, r*0.4), rgb(0xe0ffe0))
}

func shadowSpinner(p *painter, ps pose) {
	// Elite that never moves: squats on its own web.
	web := color.NRGBA{0xe8, 0xe0, 0xff, 0xc0}
	c := vec{-2, -34}
	for i := range 8 {
		a := float64(i) * math.Pi / 4
		p.thin([]vec{c, c.add(vec{math.Cos(a) * 34, math.Sin(a) * 30})}, 1.2, web)
	}
	for _, r := range [...]float64{12, 22, 32} {
		ring := ellipse(c.X, c.Y, r, r*0.88)
		p.thin(append(ring, ring[0]), 1.1, web)
	}
	spiderBody(p, ps, 0.92, rgb(0x4a2a78), rgb(0xc8c0ff))
	// Silk thread from the spinnerets.
	p.thin(smoothOpen(vec{-26, -20}, vec{-30, -40}, vec{-22, -58}), 1.4, color.NRGBA{0xff, 0xff, 0xff, 0xd0})
}
