package sprites

import (
	"image/color"
	"math"
)

// Board pieces: spawning points (portal or nest looks), chests, tokens.
// They never walk; their idle pulses a glow.

func pulse(ps pose) float64 { return 0.5 + 0.5*math.Sin(2*math.Pi*ps.phase) }

func shadowTower(p *painter, ps pose) {
	stone := rgb(0x3a4070)
	g := pulse(ps)
	p.shaded(pts(-22, 0, -18, -58, 18, -58, 22, 0), stone)
	// Crenellations.
	p.shaded(pts(-24, -56, -24, -70, -16, -70, -16, -64, -6, -64, -6, -70, 6, -70, 6, -64, 16, -64, 16, -70, 24, -70, 24, -56), rgb(0x4a5290))
	for _, b := range [...]vec{{-14, -44}, {6, -30}, {-8, -18}, {10, -50}} {
		p.fill(rrect(b.X, b.Y, 8, 4, 1), darken(stone, 0.8))
	}
	// Violet portal door with a swirl.
	door := smooth(vec{-10, 0}, vec{-10, -24}, vec{0, -34}, vec{10, -24}, vec{10, 0})
	p.part(door, rgb(0x2a0a40))
	p.glow(smooth(vec{-8, -1}, vec{-8, -23}, vec{0, -31}, vec{8, -23}, vec{8, -1}), rgb(0xb050ff), 0.55+0.35*g)
	p.thin(smoothOpen(vec{0, -14}, vec{4, -18}, vec{0, -23}, vec{-5, -16}, vec{0, -8}, vec{6, -12}), 1.4, rgb(0xf0c0ff))
	p.part(pts(-3, -75, 0, -81, 3, -75, 0, -72), rgb(0xa54be8)) // beacon crystal
	p.glow(circle(0, -76, 4+2*g), rgb(0xc070ff), 0.4)
}

func spiderNest(p *painter, ps pose) {
	g := pulse(ps)
	web := color.NRGBA{0xe8, 0xe0, 0xff, 0xff}
	p.shaded(smooth(vec{-32, 0}, vec{-26, -24}, vec{-8, -38}, vec{10, -36}, vec{28, -22}, vec{32, 0}), rgb(0x5a3a7a))
	for i := range 5 {
		x := -24 + float64(i)*12
		p.thin(smoothOpen(vec{x, 0}, vec{x * 0.6, -22}, vec{x * 0.2, -36}), 1.2, web)
	}
	p.thin(smoothOpen(vec{-28, -14}, vec{0, -20}, vec{28, -12}), 1.2, web)
	p.thin(smoothOpen(vec{-18, -28}, vec{0, -32}, vec{18, -28}), 1.2, web)
	// Glowing green hole and eggs.
	p.part(ellipse(0, -12, 12, 7), rgb(0x0e1a0e))
	p.glow(ellipse(0, -12, 10, 5.5), spiderEye, 0.4+0.4*g)
	for _, e := range [...]vec{{-20, -4}, {-14, -2}, {18, -5}} {
		p.part(ellipse(e.X, e.Y, 4.5, 3.8), rgb(0xf0eaff))
	}
	for _, e := range [...]vec{{-4, -14}, {4, -12}} {
		p.fill(circle(e.X, e.Y, 1.4), spiderEye)
	}
}

func koboldWarren(p *painter, ps pose) {
	g := pulse(ps)
	p.shaded(smooth(vec{-34, 0}, vec{-26, -26}, vec{0, -40}, vec{26, -26}, vec{34, 0}), rgb(0x8a5a34))
	for _, r := range [...]vec{{-20, -16}, {14, -30}, {22, -10}, {-10, -32}} {
		p.part(ellipse(r.X, r.Y, 4, 3), rgb(0x9a9088))
	}
	// Tunnel mouth propped with timber, eyes in the dark.
	p.part(smooth(vec{-14, 0}, vec{-14, -16}, vec{0, -26}, vec{14, -16}, vec{14, 0}), rgb(0x1a0e08))
	p.line(pts(-15, 0, -15, -20), 4, wood)
	p.line(pts(15, 0, 15, -20), 4, wood)
	p.line(pts(-18, -20, 18, -20), 4, wood)
	if ps.blink {
		return
	}
	for _, x := range [...]float64{-4, 4} {
		p.glow(circle(x, -9, 2.4), koboldEye, 0.5+0.5*g)
	}
}

func eggClutch(p *painter, ps pose) {
	g := pulse(ps)
	p.glow(ellipse(0, -14, 30, 18), rgb(0xffa030), 0.15+0.2*g)
	// Straw nest.
	p.shaded(smooth(vec{-32, -6}, vec{-26, -18}, vec{26, -18}, vec{32, -6}, vec{20, 2}, vec{-20, 2}), rgb(0xb88a40))
	for i := range 6 {
		x := -24 + float64(i)*10
		p.thin(pts(x, -14, x+8, -4), 1.2, rgb(0x7a5a28))
	}
	for i, e := range [...]vec{{-12, -20}, {12, -20}, {0, -26}} {
		wob := 0.0
		if i == int(ps.phase*3) {
			wob = 0.12 * math.Sin(2*math.Pi*ps.phase*3)
		}
		p.with(rotateAbout(e.X, e.Y+9, wob), func() {
			p.shaded(ellipse(e.X, e.Y, 9, 12), crimson)
			p.fill(circle(e.X-3, e.Y-3, 2), dragGold)
			p.fill(circle(e.X+3, e.Y+4, 1.6), dragGold)
		})
	}
	p.fill(ellipse(0, -8, 30, 7), rgb(0xb88a40))
	p.thin(smoothOpen(vec{-28, -8}, vec{0, -4}, vec{28, -8}), 1.2, rgb(0x7a5a28))
}

// chest draws a treasure chest; open tips the lid back and shows gold.
func chest(p *painter, ps pose, open bool, body, band color.NRGBA) {
	if open {
		// Lid first: it stands behind the box, its dark inside facing us.
		p.shaded(smooth(vec{-21, -22}, vec{-22, -44}, vec{0, -50}, vec{22, -44}, vec{21, -22}), darken(body, 0.9))
		p.fill(smooth(vec{-16, -26}, vec{-17, -41}, vec{0, -45}, vec{17, -41}, vec{16, -26}), rgb(0x4a2a14))
		for _, x := range [...]float64{-16, 12} {
			p.fill(pts(x, -24, x, -43, x+4, -44, x+4, -24), band)
		}
	}
	p.shaded(rrect(-22, -24, 44, 24, 3), body)
	for _, x := range [...]float64{-16, 12} {
		p.fill(rrect(x, -24, 4, 24, 1), band)
	}
	if open {
		// A heap of coins spilling over the rim.
		p.part(smooth(vec{-20, -22}, vec{-12, -32}, vec{0, -35}, vec{12, -31}, vec{20, -22}), gold)
		for _, c := range [...]vec{{-10, -27}, {-2, -31}, {7, -29}, {13, -25}, {2, -25}, {-15, -23}} {
			p.fill(circle(c.X, c.Y, 2.6), rgb(0xffe27a))
			p.fill(circle(c.X-0.6, c.Y-0.6, 1.1), rgb(0xfff6c0))
		}
		p.part(rrect(-4, -18, 8, 7, 2), band) // hasp hanging open
		sparkle(p, 6, -40-4*pulse(ps), 6, rgb(0xfff6a0), 1)
		sparkle(p, -10, -36, 4, rgb(0xfff6a0), 1)
		return
	}
	p.shaded(smooth(vec{-22, -24}, vec{-20, -36}, vec{0, -40}, vec{20, -36}, vec{22, -24}), lighten(body, 0.08))
	for _, x := range [...]float64{-16, 12} {
		p.fill(pts(x, -24, x, -37, x+4, -38, x+4, -24), band)
	}
	p.part(rrect(-4, -28, 8, 9, 2), band) // lock
	p.fill(circle(0, -24.5, 1.4), eyeDark)
}

func treasureChest(p *painter, ps pose)     { chest(p, ps, false, rgb(0xa0602c), gold) }
func openTreasureChest(p *painter, ps pose) { chest(p, ps, true, rgb(0xa0602c), gold) }

func booBooty(p *painter, ps pose) {
	// A ghostly chest mimic: translucent, floating, tongue out.
	bob := 3 * math.Sin(2*math.Pi*ps.phase)
	ghost := color.NRGBA{0xc8, 0xf0, 0xff, 0xd8}
	p.with(translate(0, -10+bob), func() {
		p.glow(ellipse(0, -22, 32, 28), rgb(0x9af0ff), 0.3)
		p.part(smooth(vec{-22, -24}, vec{-22, -2}, vec{-14, 4}, vec{-8, -2}, vec{0, 4}, vec{8, -2}, vec{14, 4}, vec{22, -2}, vec{22, -24}), ghost)
		jaw := 0.18 + 0.12*pulse(ps)
		if ps.active {
			jaw = 0.45
		}
		p.with(rotateAbout(-22, -24, -jaw), func() {
			p.part(smooth(vec{-22, -24}, vec{-20, -38}, vec{0, -42}, vec{20, -38}, vec{22, -24}), ghost)
			for _, x := range [...]float64{-14, -6, 2, 10, 17} {
				p.fill(pts(x-2.5, -24, x+2.5, -24, x, -19), white)
			}
			for _, ex := range [...]float64{-6, 8} {
				p.fill(ellipse(ex, -33, 3.5, 4.5), rgb(0x1a3a5a))
				p.fill(circle(ex+1, -34.5, 1.3), white)
			}
		})
		p.part(smooth(vec{-4, -22}, vec{8, -22}, vec{10, -12}, vec{4, -8}, vec{0, -14}), rgb(0xff7aa0)) // tongue
		for _, x := range [...]float64{-16, 12} {
			p.fill(rrect(x, -22, 4, 20, 1), color.NRGBA{0x80, 0xd0, 0xe8, 0xd0})
		}
	})
}

func startToken(p *painter, ps pose) {
	g := pulse(ps)
	p.glow(ellipse(0, -10, 30, 14), rgb(0xfff0a0), 0.25+0.2*g)
	p.shaded(ellipse(0, -8, 26, 11), gold)
	p.fill(ellipse(0, -9, 20, 8), rgb(0xfff0a0))
	// An upright star on the token.
	p.shaded(star(0, -30-2*g, 16, 7, 5, 0), rgb(0xffd23a))
	p.fill(star(-1.5, -31.5-2*g, 7, 3, 5, 0), rgb(0xfff6c0))
}

func crystalToken(p *painter, ps pose) {
	g := pulse(ps)
	c := Amethyst.color()
	p.glow(ellipse(0, -24, 24, 28), c, 0.2+0.2*g)
	p.shaded(ellipse(0, -4, 20, 7), rgb(0x6a6a78))
	shards := [...]struct{ x, h, w, a float64 }{{-10, 22, 6, -0.35}, {10, 20, 6, 0.3}, {0, 36, 8, 0}}
	for _, s := range shards {
		p.with(rotateAbout(s.x, -4, s.a), func() {
			p.part(pts(s.x-s.w, -4, s.x-s.w, -4-s.h*0.7, s.x, -4-s.h, s.x+s.w, -4-s.h*0.7, s.x+s.w, -4), c)
			p.fill(pts(s.x-s.w, -4, s.x-s.w, -4-s.h*0.7, s.x, -4-s.h, s.x, -4), lighten(c, 0.35))
		})
	}
	sparkle(p, 8, -34-3*g, 4, white, 0.9)
}
