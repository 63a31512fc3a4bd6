package sprites

import "math"

// Dragons: crimson scales, gold bellies and horns.

var (
	crimson  = rgb(0xc8202e)
	crimson2 = rgb(0x8a1424)
	dragGold = rgb(0xf2c23a)
	dragEye  = rgb(0x50f0ff)
)

// dragon draws a chibi dragon of scale k. wings 0 = none; horns add the
// elite/boss crest.
func dragon(p *painter, ps pose, k, wings float64, horns bool) {
	flap := math.Sin(2 * math.Pi * ps.phase)
	wings *= 1 - 0.5*ps.poof // wings fold as it collapses
	p.with(scaleAbout(0, 0, k, k), func() {
		if wings > 0 {
			p.with(rotateAbout(-6, -34, -0.25*flap), func() {
				p.with(scaleAbout(-6, -34, wings, wings), func() {
					p.part(smooth(vec{-4, -32}, vec{-20, -58}, vec{-40, -60}, vec{-34, -48}, vec{-40, -40}, vec{-28, -36}, vec{-30, -26}, vec{-14, -26}), crimson2)
					p.fill(smooth(vec{-12, -36}, vec{-22, -52}, vec{-34, -54}, vec{-28, -44}, vec{-22, -34}), rgb(0xe85a4a))
				})
			})
		}
		// Tail with a gold tip.
		p.line(smoothOpen(vec{-8, -10}, vec{-22, -6}, vec{-32, -14}, vec{-34, -26}), 6, crimson)
		p.part(pts(-38, -26, -34, -34, -30, -26), dragGold)
		feet(p, ps, crimson2)
		p.shaded(ellipse(0, -20, 14, 13), crimson)
		p.fill(ellipse(4, -18, 8, 9), dragGold)
		for _, y := range [...]float64{-22, -17, -12} {
			p.thin(pts(-1, y, 9, y), 1, darken(dragGold, 0.75))
		}
		if horns {
			p.part(smooth(vec{-10, -60}, vec{-22, -73}, vec{-28, -73}, vec{-16, -58}), dragGold)
			p.part(smooth(vec{0, -64}, vec{-4, -78}, vec{-9, -80}, vec{-6, -62}), dragGold)
		} else {
			p.part(pts(-10, -62, -16, -70, -4, -64), dragGold)
		}
		// Big round head with a short snout.
		p.shaded(smooth(vec{-18, -46}, vec{-14, -64}, vec{4, -68}, vec{18, -60}, vec{28, -50}, vec{26, -40}, vec{10, -36}, vec{-8, -36}), crimson)
		p.fill(smooth(vec{12, -44}, vec{26, -46}, vec{25, -40}, vec{12, -38}), dragGold)
		p.fill(circle(24, -49, 1.2), eyeDark)
		ex, ey := 8.0, -52.0
		if ps.blink {
			p.thin(pts(ex-4.5, ey+1, ex+4.5, ey+1), 1.8, eyeDark)
		} else {
			p.fill(ellipse(ex, ey, 5, 6), white)
			p.fill(ellipse(ex+1.2, ey+0.6, 3.2, 4.5), dragEye)
			p.fill(ellipse(ex+1.5, ey+0.6, 1.2, 3.4), eyeDark)
			p.fill(circle(ex-0.5, ey-2.5, 1.4), white)
		}
		// Little gold spines down the back of the head.
		for i := range 3 {
			x := -16 + float64(i)*3
			y := -50 + float64(i)*6
			p.part(pts(x, y-3, x-6, y, x, y+3), dragGold)
		}
		if ps.active {
			// A puff of fire breath.
			p.glow(circle(33, -44, 6.5), rgb(0xffa030), 0.7)
			p.glow(circle(35, -44, 3.5), rgb(0xffe060), 0.9)
		}
	})
}

func hatchling(p *painter, ps pose) {
	// Minion: a baby dragon still sitting in its cracked egg.
	p.with(scaleAbout(0, 0, 0.75, 0.75), func() {
		dragon(p, ps, 1, 0, false)
		shell := rgb(0xf4ecd8)
		p.shaded(pts(-22, -26, -16, -20, -10, -28, -3, -20, 4, -28, 10, -20, 16, -28, 22, -24, 20, -6, 10, 1, -10, 1, -20, -6), shell)
		for _, s := range [...]vec{{-12, -10}, {8, -12}, {0, -4}} {
			p.fill(circle(s.X, s.Y, 2.4), rgb(0xe07050))
		}
	})
}

func whelp(p *painter, ps pose) { dragon(p, ps, 0.82, 0.7, false) }

func wyrmling(p *painter, ps pose) { dragon(p, ps, 1.0, 0.82, true) }

func starfire(p *painter, ps pose) {
	const k = 2.0
	dragon(p, ps, k, 1.0, true)
	// A gold star on the brow: the boss's namesake.
	p.part(star(-2*k, -66*k, 4*k, 1.7*k, 5, 0), dragGold)
}
