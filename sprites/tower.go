package sprites

import "math"

// The tower elves: night blue and silver, pale skin, glowing eyes. Rank
// shows as size (minions small), a silver crest (elites) and a large base
// with an aura (bosses).

var (
	nightBlue  = rgb(0x24306a)
	nightBlue2 = rgb(0x3a4c96)
	elfSkin    = rgb(0xd4d2ee)
	elfEye     = rgb(0x7af0ff)
)

func elfLook() look {
	return look{skin: elfSkin, eye: elfEye, cloth: nightBlue, cloth2: nightBlue2, boots: rgb(0x161c3a), eyeGlow: true, noBlush: true, angryBrows: true}
}

// elfHead draws ears, head, face and a pointed night-blue helm; crest adds
// the elite's silver plume.
func elfHead(p *painter, ps pose, l look, crest bool) {
	p.part(pts(-12, -52, -32, -58, -14, -44), l.skin)
	headShape(p, l)
	face(p, ps, l)
	helm := smooth(vec{-21, -46}, vec{-20, -64}, vec{0, -74}, vec{18, -66}, vec{22, -56}, vec{10, -60}, vec{-4, -58}, vec{-12, -50})
	p.shaded(helm, nightBlue)
	p.fill(pts(-2, -71, 2, -71, 4, -58, -4, -58), silver)
	if crest {
		// A swept silver fin lying back along the helm.
		p.part(smooth(vec{6, -70}, vec{-4, -79}, vec{-22, -80}, vec{-36, -70}, vec{-22, -72}, vec{-8, -67}), rgb(0xb4c0dc))
		p.fill(smooth(vec{0, -74}, vec{-8, -78}, vec{-24, -77}, vec{-12, -74}), white)
	}
}

func towerBlackblade(p *painter, ps pose) {
	l := elfLook()
	p.with(scaleAbout(0, 0, 0.86, 0.86), func() {
		p.part(smooth(vec{-10, -32}, vec{-20, -18}, vec{-20, -4}, vec{-6, -8}), rgb(0x141a36)) // short cape
		backArm(p, ps, l.cloth2, l.skin)
		feet(p, ps, l.boots)
		torso(p, 11, l.cloth)
		p.fill(pts(-11, -31, 11, -31, 0, -18), silver)
		elfHead(p, ps, l, false)
		withArm(p, ps, l.cloth2, l.skin, func() {
			blade(p, 24, 6, rgb(0x303850), silver)
		})
	})
}

func towerStalker(p *painter, ps pose) {
	l := elfLook()
	p.part(smooth(vec{-10, -32}, vec{-22, -20}, vec{-23, -2}, vec{-6, -8}), rgb(0x141a36))
	backArm(p, ps, l.cloth2, l.skin)
	// Off-hand curved blade behind.
	p.line(smoothOpen(vec{-13, -15}, vec{-22, -22}, vec{-30, -20}), 3.5, silver)
	feet(p, ps, l.boots)
	torso(p, 13, l.cloth)
	p.fill(pts(-13, -31, 13, -31, 0, -14), silver)
	elfHead(p, ps, l, true)
	// Night-blue scarf mask over the mouth: a hunter.
	p.part(smooth(vec{-1, -39}, vec{20, -40}, vec{19, -33}, vec{4, -31}), rgb(0x141a36))
	withArm(p, ps, l.cloth2, l.skin, func() {
		// A sickle-like blade swept forward.
		p.line(smoothOpen(vec{hand.X + 2, hand.Y - 2}, vec{hand.X + 12, hand.Y - 10}, vec{hand.X + 22, hand.Y - 6}), 4.5, silver)
		p.fill(stroke(smoothOpen(vec{hand.X + 5, hand.Y - 5}, vec{hand.X + 12, hand.Y - 9}), 1.2), white)
	})
}

func towerArbalist(p *painter, ps pose) {
	ps.arm *= 0.3 // ranged: aim, do not swing
	l := elfLook()
	p.with(scaleAbout(0, 0, 0.95, 0.95), func() {
		// Quiver of bolts on the back.
		p.part(rrect(-20, -38, 8, 22, 3), rgb(0x5a3a2a))
		for i := range 3 {
			x := -18.5 + float64(i)*2.5
			p.thin(pts(x, -38, x, -44), 1.2, silver)
		}
		backArm(p, ps, l.cloth2, l.skin)
		feet(p, ps, l.boots)
		torso(p, 12, l.cloth)
		belt(p, 12, silver)
		elfHead(p, ps, l, true)
		withArm(p, ps, l.cloth2, l.skin, func() {
			// Crossbow: stock forward, bow limbs across.
			p.line(pts(hand.X-4, hand.Y+1, hand.X+18, hand.Y-4), 4, wood)
			bow := smoothOpen(vec{hand.X + 12, hand.Y - 16}, vec{hand.X + 17, hand.Y - 4}, vec{hand.X + 14, hand.Y + 8})
			p.thin([]vec{bow[0], bow[len(bow)-1]}, 0.9, white)
			p.line(bow, 3, silver)
			if ps.active {
				p.line(pts(hand.X+16, hand.Y-4, hand.X+30, hand.Y-7), 1.6, elfEye)
			}
		})
	})
}

func knightOfTheTower(p *painter, ps pose) {
	l := elfLook()
	l.cloth, l.cloth2 = rgb(0x8a96b4), nightBlue
	flap := math.Sin(2 * math.Pi * ps.phase)
	p.with(scaleAbout(0, 0, 1.95, 1.95), func() {
		// Bat-like wings, swept back low: it flies.
		for _, s := range [...]float64{0.8, 1} {
			p.with(scaleAbout(-6, -34, 0.85, 0.85).then(rotateAbout(-6, -34, -0.12*flap*s-0.1*(1-s))), func() {
				p.part(pts(-4, -38, -22, -54, -50, -54, -42, -44, -52, -36, -38, -32, -44, -20, -26, -24, -10, -22), darken(nightBlue2, s))
			})
		}
		backArm(p, ps, l.cloth2, steel)
		feet(p, ps, rgb(0x3a4460))
		torso(p, 15, steel)
		p.fill(pts(-13, -30, 13, -30, 0, -10), nightBlue2)
		p.part(smooth(vec{-17, -32}, vec{-4, -36}, vec{-3, -24}, vec{-16, -21}), silver)
		// Closed great helm with a slit of eye-light and a tall crest.
		// Horsehair plume streaming back from the helm.
		plume := rgb(0x5a3aa8)
		p.part(smooth(vec{2, -71}, vec{-8, -80}, vec{-26, -76}, vec{-36, -58}, vec{-28, -62}, vec{-18, -66}, vec{-6, -64}), plume)
		p.fill(smooth(vec{-4, -74}, vec{-14, -77}, vec{-27, -70}, vec{-18, -71}), lighten(plume, 0.3))
		p.shaded(smooth(vec{-19, -36}, vec{-20, -60}, vec{0, -72}, vec{20, -62}, vec{21, -40}, vec{4, -34}), steel)
		p.fill(rrect(-2, -55, 22, 5, 2.5), rgb(0x101428))
		p.glow(rrect(2, -54, 16, 3, 1.5), elfEye, 1)
		gem(p, 0, -64, 3.5, Amethyst)
		withArm(p, ps, l.cloth2, steel, func() {
			// Void-lightning halberd.
			top := pole(p, 14, 20, rgb(0x2a2e48))
			p.part(smooth(vec{top.X - 2, top.Y + 10}, vec{top.X + 12, top.Y + 2}, vec{top.X + 10, top.Y + 14}), silver)
			p.part(pts(top.X-2, top.Y+2, top.X+1, top.Y-10, top.X+3, top.Y+2), silver)
			if ps.active {
				p.thin(pts(top.X+2, top.Y-10, top.X+8, top.Y-16, top.X+4, top.Y-20, top.X+12, top.Y-28), 1.5, rgb(0xc070ff))
			}
		})
	})
}

func midnightQueen(p *painter, ps pose) {
	l := elfLook()
	l.eye = rgb(0xd070ff)
	hair := rgb(0x1a1a40)
	p.with(scaleAbout(0, 0, 1.9, 1.9), func() {
		// Long night hair and a starry cape.
		p.part(smooth(vec{-16, -60}, vec{-28, -40}, vec{-30, -8}, vec{-14, -6}, vec{-8, -40}), hair)
		p.part(smooth(vec{-10, -32}, vec{-30, -10}, vec{-34, 0}, vec{-6, -2}), rgb(0x121840))
		for _, s := range [...]vec{{-24, -6}, {-16, -14}, {-28, -2}} {
			sparkle(p, s.X, s.Y, 2, silver, 0.9)
		}
		backArm(p, ps, nightBlue2, l.skin)
		// Gown to the floor, no feet showing.
		p.shaded(smooth(vec{-9, -32}, vec{9, -32}, vec{14, -16}, vec{20, 0}, vec{0, 2}, vec{-20, 0}, vec{-14, -16}), nightBlue)
		p.fill(smooth(vec{-2, -30}, vec{2, -30}, vec{8, 0}, vec{0, 1}, vec{-8, 0}), nightBlue2)
		p.fill(pts(-9, -32, 9, -32, 0, -22), silver)
		headShape(p, l)
		p.part(smooth(vec{-20, -48}, vec{-14, -66}, vec{8, -70}, vec{21, -54}, vec{10, -60}, vec{-2, -57}, vec{-12, -56}), hair)
		face(p, ps, l)
		p.fill(ellipse(headC.X+9, -38, 2, 1), rgb(0x8a2a8a)) // dark lips
		// Tall silver crown with a crescent moon.
		p.part(pts(-13, -64, -12, -78, -6, -72, 0, -84, 6, -72, 12, -78, 14, -64), silver)
		p.part(smooth(vec{-6, -84}, vec{0, -92}, vec{10, -92}, vec{4, -88}, vec{2, -84}), rgb(0xfff0a0))
		gem(p, 0, -70, 3.5, Amethyst)
		withArm(p, ps, nightBlue2, l.skin, func() {
			top := pole(p, 12, 28, silver)
			r := 5.0
			if ps.active {
				r = 7
			}
			p.glow(circle(top.X, top.Y-4, r+5), rgb(0xc070ff), 0.45)
			p.part(circle(top.X, top.Y-4, r), rgb(0xa54be8))
			p.fill(circle(top.X-1.5, top.Y-5.5, r*0.4), rgb(0xf0d8ff))
		})
	})
}

func daemonus(p *painter, ps pose) {
	hide := rgb(0x6a2050)
	belly := rgb(0xe07050)
	eye := rgb(0xffe040)
	flap := math.Sin(2 * math.Pi * ps.phase)
	p.with(scaleAbout(0, 0, 1.85, 1.85), func() {
		// Wings.
		p.with(rotateAbout(-8, -40, -0.15*flap), func() {
			p.part(smooth(vec{-8, -40}, vec{-26, -70}, vec{-44, -68}, vec{-38, -56}, vec{-44, -46}, vec{-30, -40}, vec{-26, -28}), rgb(0x3a1030))
		})
		// Tail with a spade.
		p.line(smoothOpen(vec{-16, -12}, vec{-32, -8}, vec{-40, -18}), 5, hide)
		p.part(pts(-40, -28, -34, -18, -40, -13, -46, -19), hide)
		// Stumpy legs and a big round belly.
		p.part(rrect(-18, -12, 12, 12, 4), darken(hide, 0.8))
		p.part(rrect(6, -12, 12, 12, 4), darken(hide, 0.8))
		p.shaded(ellipse(0, -26, 24, 20), hide)
		p.fill(ellipse(4, -22, 14, 12), belly)
		// Big horned head with a toothy grin.
		p.part(smooth(vec{-10, -60}, vec{-22, -78}, vec{-30, -74}, vec{-18, -60}), rgb(0xf2e6c8))
		p.part(smooth(vec{10, -62}, vec{18, -82}, vec{26, -80}, vec{18, -62}), rgb(0xf2e6c8))
		p.shaded(ellipse(4, -54, 22, 17), hide)
		for _, ex := range [...]float64{4, 16} {
			p.glow(ellipse(ex, -58, 5.5, 4.5), eye, 0.4)
			p.fill(ellipse(ex, -58, 3.8, 3.2), eye)
			p.fill(ellipse(ex+0.8, -58, 1.2, 2.6), eyeDark)
		}
		p.thin(pts(-1, -64, 8, -61), 2, eyeDark)
		p.thin(pts(12, -61, 21, -64), 2, eyeDark)
		p.part(smooth(vec{0, -48}, vec{22, -48}, vec{18, -42}, vec{4, -42}), rgb(0x2a0a1a))
		for _, x := range [...]float64{4, 9, 14, 19} {
			p.fill(pts(x-1.8, -48, x+1.8, -48, x, -44.5), white)
		}
		// Claws forward.
		p.with(rotateAbout(16, -28, ps.arm*0.6), func() {
			p.line(pts(16, -28, 28, -20), 7, hide)
			for i := range 3 {
				y := -23 + float64(i)*3
				p.part(pts(28, y, 35, y+1.5, 28, y+3), rgb(0xf2e6c8))
			}
		})
	})
}
