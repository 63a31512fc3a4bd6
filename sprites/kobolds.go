package sprites

import (
	"image/color"
	"math"
)

// Kobolds: orange and red scales, cream bellies, snouts and tails.

var (
	koboldScale = rgb(0xe8702a)
	koboldDark  = rgb(0xb03a1a)
	koboldBelly = rgb(0xffc880)
	koboldEye   = rgb(0xffe040)
)

// koboldHead draws a snouted reptile head with horns at the rig's head.
func koboldHead(p *painter, ps pose, scale color.NRGBA) {
	p.part(smooth(vec{-10, -62}, vec{-22, -74}, vec{-16, -62}), rgb(0xf2e6c8))
	p.part(smooth(vec{-2, -66}, vec{-8, -80}, vec{-4, -66}), rgb(0xf2e6c8))
	p.shaded(smooth(vec{-18, -48}, vec{-14, -64}, vec{4, -68}, vec{16, -60}, vec{30, -50}, vec{30, -42}, vec{14, -38}, vec{-6, -36}), scale)
	p.fill(smooth(vec{14, -44}, vec{29, -46}, vec{28, -41}, vec{14, -39}), koboldBelly)
	p.fill(circle(27, -49, 1.2), eyeDark) // nostril
	l := look{eye: koboldEye, skin: scale}
	ex, ey := 8.0, -53.0
	if ps.blink {
		p.thin(pts(ex-4, ey+1, ex+4, ey+1), 1.8, eyeDark)
	} else {
		p.fill(ellipse(ex, ey, 4.5, 5.5), white)
		p.fill(ellipse(ex+1.2, ey+0.5, 2.6, 4), l.eye)
		p.fill(ellipse(ex+1.5, ey+0.5, 1, 3.2), eyeDark)
	}
	p.thin(pts(3, -60, 12, -58), 1.8, darken(scale, 0.6))
}

// koboldBody draws tail, feet and belly-fronted torso.
func koboldBody(p *painter, ps pose, scale color.NRGBA) {
	p.line(smoothOpen(vec{-8, -12}, vec{-20, -8}, vec{-30, -12}, vec{-34, -22}), 5, scale)
	feet(p, ps, darken(scale, 0.8))
	torso(p, 10, scale)
	p.fill(ellipse(2, -19, 6, 9), koboldBelly)
}

func kobold(p *painter, ps pose, k float64, gear func(), prop func()) {
	p.with(scaleAbout(0, 0, k, k), func() {
		backArm(p, ps, koboldScale, koboldScale)
		koboldBody(p, ps, koboldScale)
		koboldHead(p, ps, koboldScale)
		if gear != nil {
			gear()
		}
		withArm(p, ps, koboldScale, koboldScale, prop)
	})
}

func koboldKnucklehead(p *painter, ps pose) {
	kobold(p, ps, 0.8, func() {
		p.shaded(smooth(vec{-15, -60}, vec{-8, -70}, vec{8, -70}, vec{14, -60}), leather) // leather cap
	}, func() {
		top := pole(p, 3, 12, wood)
		p.shaded(ellipse(top.X+1, top.Y-4, 6, 9), rgb(0xa06a3a)) // knobbly club
		p.fill(circle(top.X+3, top.Y-6, 1.3), rgb(0x6a4020))
	})
}

func koboldGouger(p *painter, ps pose) {
	kobold(p, ps, 0.8, func() {
		p.fill(rrect(-16, -58, 30, 3, 1.5), rgb(0x3a6a9a)) // bandana
	}, func() {
		top := pole(p, 4, 18, wood)
		p.part(smooth(vec{top.X - 12, top.Y + 6}, vec{top.X, top.Y - 3}, vec{top.X + 14, top.Y + 6}, vec{top.X, top.Y + 2}), steel) // pick
	})
}

func koboldFlinger(p *painter, ps pose) {
	ps.arm *= 0.4 // ranged: a flick of the sling
	kobold(p, ps, 0.8, func() {
		p.part(smooth(vec{-12, -34}, vec{-20, -24}, vec{-12, -18}), leather) // stone pouch
	}, func() {
		// Sling whirling over its head, stone on an orbit.
		a := 2 * math.Pi * ps.phase * 2
		stone := vec{hand.X + 10 + 9*math.Cos(a), hand.Y - 2 + 5*math.Sin(a)}
		p.thin([]vec{hand, stone}, 1.6, rgb(0x7a5a38))
		p.part(circle(stone.X, stone.Y, 4), rgb(0xa8a8b8))
	})
}

func koboldIronscale(p *painter, ps pose) {
	kobold(p, ps, 1.0, func() {
		p.shaded(smooth(vec{-17, -56}, vec{-12, -70}, vec{6, -72}, vec{14, -62}, vec{12, -56}), steel)
		p.part(smooth(vec{-6, -70}, vec{-16, -80}, vec{-26, -77}, vec{-14, -70}), rgb(0xe03a2a)) // elite crest
		p.part(smooth(vec{-14, -32}, vec{12, -32}, vec{12, -14}, vec{-14, -14}), steel)          // breastplate
		p.fill(ellipse(-1, -24, 4, 4), koboldDark)
	}, func() {
		blade(p, 18, 6, steel, koboldDark)
		p.shaded(smooth(vec{hand.X + 2, hand.Y - 12}, vec{hand.X + 12, hand.Y - 10}, vec{hand.X + 11, hand.Y + 6}, vec{hand.X + 4, hand.Y + 10}), rgb(0x9a3a1a))
		p.fill(circle(hand.X+7, hand.Y-1, 2.2), gold)
	})
}

func dragonPriest(p *painter, ps pose) {
	kobold(p, ps, 1.0, func() {
		// Robe over the body and a dragon-skull mitre (crest).
		p.shaded(smooth(vec{-12, -34}, vec{12, -34}, vec{16, -6}, vec{-16, -6}), rgb(0x8a1c30))
		p.fill(pts(-2, -34, 2, -34, 3, -6, -3, -6), gold)
		p.part(smooth(vec{-16, -60}, vec{-10, -74}, vec{2, -80}, vec{12, -70}, vec{16, -60}), rgb(0xf2e6c8))
		p.fill(ellipse(4, -68, 2.5, 3), eyeDark)
		gem(p, -1, -72, 3, Ruby)
	}, func() {
		top := pole(p, 14, 26, rgb(0x4a2a1a))
		r := 5.0
		if ps.active {
			r = 7.5
		}
		p.glow(circle(top.X, top.Y-3, r+5), rgb(0xffa030), 0.45)
		p.part(smooth(vec{top.X - r, top.Y}, vec{top.X, top.Y - r*2.2}, vec{top.X + r, top.Y}, vec{top.X, top.Y + r*0.5}), rgb(0xff5a1a))
	})
}

func rex(p *painter, ps pose) {
	// Kobold ogre: a huge scaled brute with a tiny head and a spiked club.
	hide := rgb(0xd45a24)
	p.with(scaleAbout(0, 0, 1.95, 1.95), func() {
		p.line(smoothOpen(vec{-14, -12}, vec{-30, -8}, vec{-42, -16}), 8, hide)
		p.with(rotateAbout(-14, -40, -ps.arm*0.4), func() {
			p.line(pts(-14, -42, -24, -22), 11, hide)
			p.part(circle(-25, -19, 6.5), hide)
		})
		p.part(rrect(-18, -16, 14, 16, 5), darken(hide, 0.8))
		p.part(rrect(4, -16, 14, 16, 5), darken(hide, 0.8))
		p.shaded(smooth(vec{-22, -52}, vec{18, -54}, vec{26, -30}, vec{20, -12}, vec{-20, -12}, vec{-26, -32}), hide)
		p.fill(ellipse(4, -30, 14, 14), koboldBelly)
		for _, y := range [...]float64{-38, -31, -24} {
			p.thin(pts(-6, y, 14, y), 1.2, darken(koboldBelly, 0.8))
		}
		// Spiny back ridge.
		for i := range 4 {
			x := -20 + float64(i)*6
			p.part(pts(x-3, -50+float64(i), x, -60+float64(i)*1.5, x+3, -50+float64(i)), rgb(0xf2e6c8))
		}
		// Little head with tusks, set low between the shoulders.
		p.shaded(smooth(vec{-4, -52}, vec{2, -66}, vec{16, -66}, vec{28, -58}, vec{28, -50}, vec{10, -46}), hide)
		p.part(pts(20, -50, 23, -50, 22, -56), white)
		p.fill(ellipse(12, -59, 3.5, 4), white)
		p.fill(ellipse(13, -58.5, 2, 3), koboldEye)
		p.thin(pts(8, -64, 16, -62), 2, eyeDark)
		gem(p, 4, -58-8, 2.5, Ruby)
		withArmAt(p, ps, vec{14, -44}, vec{26, -28}, hide, func(h vec) {
			top := h.add(vec{3, -20})
			p.line([]vec{h.add(vec{-2, 6}), top}, 6, wood)
			p.shaded(ellipse(top.X, top.Y-4, 9, 13), rgb(0x9a6a3a))
			for _, s := range [...]vec{{-9, -6}, {9, -2}, {-4, -16}, {6, -14}} {
				b := top.add(vec{s.X * 0.9, s.Y})
				p.part(pts(b.X-2, b.Y, b.X+s.X*0.4, b.Y-3, b.X+2, b.Y+1), silver)
			}
		})
	})
}

// withArmAt is withArm for custom rigs: a thick arm from sh to hd that
// swings with the pose, then the prop.
func withArmAt(p *painter, ps pose, sh, hd vec, c color.NRGBA, prop func(hand vec)) {
	p.with(rotateAbout(sh.X, sh.Y, ps.arm), func() {
		p.line([]vec{sh, hd}, 11, c)
		prop(hd)
		p.part(circle(hd.X, hd.Y, 6.5), c)
	})
}
