package sprites

import "image/color"

// Standard chibi rig, in local units (feet at 0,0, facing right):
// head centre (1,-50) radius ~20 (half the ~72-unit height), torso from
// y=-31 to y=-8, stubby feet, and a front arm pivoting at the shoulder
// that carries the signature prop.
var (
	headC    = vec{1, -50}
	shoulder = vec{5, -27}
	hand     = vec{13, -17}
)

// look describes the face and body colours of a humanoid.
type look struct {
	skin, eye  color.NRGBA
	cloth      color.NRGBA // torso
	cloth2     color.NRGBA // trim / belt / sleeves
	boots      color.NRGBA
	bulk       float64 // torso half-width (12 = normal, 15 = armoured)
	noMouth    bool
	headRX     float64 // 0 = 20
	headRY     float64 // 0 = 18.5
	noBlush    bool
	eyeGlow    bool // glowing eyes (monsters)
	angryBrows bool
}

func (l look) hrx() float64 {
	if l.headRX == 0 {
		return 20
	}
	return l.headRX
}

func (l look) hry() float64 {
	if l.headRY == 0 {
		return 18.5
	}
	return l.headRY
}

// feet draws the two stubby feet/legs; walking swings them.
func feet(p *painter, ps pose, c color.NRGBA) {
	sw := 3 * ps.stride
	p.part(rrect(-9-sw, -11, 8, 11, 3), c)
	p.part(rrect(2+sw, -11, 8, 11, 3), c)
	p.fill(ellipse(-5-sw, -1.5, 6, 2.5), darken(c, 0.7))
	p.fill(ellipse(6+sw, -1.5, 6, 2.5), darken(c, 0.7))
}

// torso draws a rounded, slightly flared body of half-width w.
func torso(p *painter, w float64, c color.NRGBA) {
	p.shaded(smooth(vec{-w + 2, -31}, vec{w - 2, -31}, vec{w + 1, -18}, vec{w, -8}, vec{-w, -8}, vec{-w - 1, -18}), c)
}

// belt draws a band across the waist.
func belt(p *painter, w float64, c color.NRGBA) {
	p.fill(rrect(-w, -15, 2*w, 4, 1.5), c)
}

// headShape draws the head ellipse with shading.
func headShape(p *painter, l look) {
	p.shaded(ellipse(headC.X, headC.Y, l.hrx(), l.hry()), l.skin)
}

// face draws big chibi eyes looking right, blush and a small mouth.
func face(p *painter, ps pose, l look) {
	ey := headC.Y + 3
	for i, ex := range [...]float64{headC.X + 4, headC.X + 13.5} {
		rx, ry := 3.5, 5.6
		if i == 0 {
			rx = 3.0 // far eye a little narrower: 3/4 view
		}
		if ps.blink {
			p.thin(pts(ex-rx, ey+1, ex, ey+2.2, ex+rx, ey+1), 1.8, eyeDark)
			continue
		}
		if l.eyeGlow {
			p.glow(ellipse(ex, ey, rx+2, ry+2), l.eye, 0.35)
			p.fill(ellipse(ex, ey, rx, ry), l.eye)
			p.fill(ellipse(ex+0.6, ey-1.4, rx*0.45, ry*0.35), white)
			continue
		}
		p.fill(ellipse(ex, ey, rx, ry), eyeDark)
		p.fill(ellipse(ex+0.3, ey+1.4, rx*0.75, ry*0.55), l.eye)
		p.fill(ellipse(ex+0.9, ey-1.8, rx*0.45, ry*0.32), white)
		if l.angryBrows {
			p.thin(pts(ex-rx-0.5, ey-ry-3, ex+rx+0.5, ey-ry-0.8), 1.6, eyeDark)
		}
	}
	if !l.noBlush {
		p.fill(ellipse(headC.X-2, ey+6.5, 3.2, 1.8), blush)
		p.fill(ellipse(headC.X+18, ey+6.5, 2.2, 1.8), blush)
	}
	if !l.noMouth {
		p.thin(smoothOpen(vec{headC.X + 7, ey + 8}, vec{headC.X + 8.5, ey + 9.3}, vec{headC.X + 10, ey + 8}), 1.2, eyeDark)
	}
}

// withArm runs f inside the front arm's frame, rotated by the pose's swing
// about the shoulder, after drawing the arm (sleeve c, hand skin).
func withArm(p *painter, ps pose, c, skin color.NRGBA, prop func()) {
	p.with(rotateAbout(shoulder.X, shoulder.Y, ps.arm), func() {
		p.line([]vec{shoulder, hand}, 7, c)
		prop()
		p.part(circle(hand.X, hand.Y, 4), skin)
	})
}

// backArm is the arm half hidden behind the body.
func backArm(p *painter, ps pose, c, skin color.NRGBA) {
	p.with(rotateAbout(-6, -27, -ps.arm*0.4), func() {
		p.line(pts(-6, -27, -12, -17), 6.5, c)
		p.part(circle(-12.5, -16, 3.6), skin)
	})
}

// gem draws a faceted affinity crystal of radius r at (x,y).
func gem(p *painter, x, y, r float64, c Crystal) {
	col := c.color()
	p.part(pts(x, y-r*1.25, x+r, y, x, y+r*1.25, x-r, y), col)
	p.fill(pts(x, y-r*1.25, x+r, y, x, y), lighten(col, 0.35))
	p.fill(pts(x-r*0.45, y-r*0.2, x-r*0.1, y-r*0.75, x+r*0.1, y-r*0.4), color.NRGBA{255, 255, 255, 200})
}

// sparkle is a small four-point glint.
func sparkle(p *painter, x, y, r float64, c color.NRGBA, a float64) {
	p.glow(star(x, y, r, r*0.3, 4, 0), c, a)
}

// blade draws a sword from the hand pointing up-forward.
func blade(p *painter, length, width float64, metal, hilt color.NRGBA) {
	dir := vec{0.55, -0.84}.norm()
	nrm := vec{-dir.Y, dir.X}
	base := hand.add(dir.mul(4))
	tip := base.add(dir.mul(length))
	p.part([]vec{base.add(nrm.mul(width / 2)), tip.add(nrm.mul(width * 0.2)).sub(dir.mul(width * 0.6)), tip, tip.sub(nrm.mul(width * 0.2)).sub(dir.mul(width * 0.6)), base.sub(nrm.mul(width / 2))}, metal)
	p.fill([]vec{base, tip.sub(dir.mul(width * 0.6)), base.sub(nrm.mul(width / 2 * 0.8))}, lighten(metal, 0.4))
	p.line([]vec{base.add(nrm.mul(width * 0.9)), base.sub(nrm.mul(width * 0.9))}, 3, hilt)
	p.line([]vec{hand.sub(dir.mul(4)), base}, 3, darken(hilt, 0.8))
}

// pole draws a staff/spear shaft from below the hand to above it.
func pole(p *painter, below, above float64, c color.NRGBA) (top vec) {
	return poleDir(p, vec{0.25, -0.97}, below, above, c)
}

// poleDir is pole held at a chosen slant, to keep big heads of weapons
// clear of the face.
func poleDir(p *painter, dir vec, below, above float64, c color.NRGBA) (top vec) {
	dir = dir.norm()
	a := hand.sub(dir.mul(below))
	top = hand.add(dir.mul(above))
	p.line([]vec{a, top}, 3.6, c)
	return top
}
