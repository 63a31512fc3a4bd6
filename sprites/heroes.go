package sprites

import "math"

// Hero art. Affinities follow the cards where known (card-facts.md); the
// blank ones are project choices so every Hero shows a gem: Paladin
// sapphire, Ember Mage ruby, Ranger emerald, Barbarian ruby, Hearthsworn
// Fighter citrine, Riftling Rogue amethyst.

func riftlingWarrior(p *painter, ps pose) {
	l := look{skin: rgb(0x9b78d6), eye: rgb(0xffd23a), cloth: rgb(0x3a3550), cloth2: rgb(0x5e5878), boots: rgb(0x2a2538), bulk: 13, angryBrows: true}
	// Spade-tipped tail behind.
	p.line(smoothOpen(vec{-8, -12}, vec{-20, -10}, vec{-26, -20}, vec{-24, -30}), 4, l.skin)
	p.part(pts(-24, -38, -19, -30, -24, -27, -29, -30), l.skin)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	torso(p, l.bulk, l.cloth)
	p.part(smooth(vec{-14, -31}, vec{-4, -34}, vec{-2, -26}, vec{-12, -23}), l.cloth2) // pauldron
	belt(p, 13, rgb(0x1e1a28))
	gem(p, 1, -21, 4, Citrine)
	// Horns sweep back and up.
	p.shaded(smooth(vec{-8, -64}, vec{-16, -72}, vec{-24, -74}, vec{-18, -68}, vec{-14, -60}), rgb(0xf2e6c8))
	p.shaded(smooth(vec{6, -66}, vec{4, -76}, vec{-2, -82}, vec{0, -74}, vec{-2, -64}), rgb(0xf2e6c8))
	headShape(p, l)
	// Pointed ear.
	p.part(pts(-14, -54, -27, -60, -16, -46), l.skin)
	p.fill(pts(-16, -53, -23, -57, -17, -48), rgb(0xd89ad8))
	// Spiky dark hair fringe.
	p.part(pts(-18, -56, -16, -66, -6, -70, 8, -69, 18, -62, 21, -54, 14, -60, 10, -56, 6, -61, 0, -57, -4, -62, -10, -56), rgb(0x2b2140))
	face(p, ps, l)
	p.fill(pts(headC.X+10, -40, headC.X+11.5, -37, headC.X+13, -40), white) // fang
	withArm(p, ps, l.cloth2, l.skin, func() {
		blade(p, 31, 10, rgb(0x3c4a6a), rgb(0x7a5cc8))
		dir := vec{0.55, -0.84}
		b := hand.add(dir.mul(10))
		p.thin([]vec{b, b.add(dir.mul(21))}, 1.6, rgb(0x9fe8ff)) // icy edge
	})
}

func tincan(p *painter, ps pose) {
	l := look{skin: rgb(0xffd9b8), eye: rgb(0x7fe0ff), cloth: steel, cloth2: steelDk, boots: rgb(0x59616e), bulk: 14, eyeGlow: true, noBlush: true, noMouth: true}
	backArm(p, ps, l.cloth2, steelDk)
	feet(p, ps, l.boots)
	torso(p, l.bulk, l.cloth)
	p.fill(pts(-10, -28, 10, -28, 0, -12), darken(steel, 0.85))
	for _, x := range [...]float64{-9, 9} {
		p.fill(circle(x, -26, 1.4), steelDk) // rivets
	}
	gem(p, 0, -20, 4.5, Sapphire)
	// The can: a tall riveted bucket helmet with a visor slit.
	can := rrect(-19, -76, 40, 42, 7)
	p.shaded(can, rgb(0xc9d2dc))
	p.fill(rrect(-19, -76, 40, 6, 3), rgb(0xe8eef4))
	p.fill(rrect(-19, -46, 40, 4, 2), rgb(0x8a96a4))
	p.part(rrect(-6, -58, 27, 9, 4), rgb(0x1c2030))
	face(p, pose{blink: ps.blink}, look{eye: l.eye, eyeGlow: true, noBlush: true, noMouth: true})
	for _, x := range [...]float64{-15, 17} {
		p.fill(circle(x, -68, 1.3), rgb(0x7b8796))
		p.fill(circle(x, -51, 1.3), rgb(0x7b8796))
	}
	// Blue plume.
	p.part(smooth(vec{-2, -75}, vec{-10, -80}, vec{-4, -85}, vec{8, -83}, vec{6, -76}), rgb(0x3f7ff0))
	p.fill(smooth(vec{0, -77}, vec{-5, -80}, vec{-2, -82}, vec{5, -81}), rgb(0x86b4ff))
	withArm(p, ps, l.cloth2, steelDk, func() {
		// Oversized wooden mallet, held low and forward.
		top := poleDir(p, vec{0.8, -0.6}, 4, 17, wood)
		p.with(rotateAbout(top.X, top.Y, 0.93), func() {
			p.shaded(rrect(top.X-13, top.Y-8, 26, 15, 4), rgb(0xb07840))
			p.fill(rrect(top.X-13, top.Y-2, 26, 3, 1), rgb(0x7a4f28))
		})
	})
}

func sanctionedWitch(p *painter, ps pose) {
	l := look{skin: skinFair, eye: rgb(0x58c070), cloth: rgb(0x6a3c9a), cloth2: rgb(0x4a2870), boots: rgb(0x2c1c38)}
	hair := rgb(0xff8a3d)
	// Pigtails behind.
	p.part(smooth(vec{-14, -46}, vec{-26, -40}, vec{-28, -30}, vec{-20, -32}, vec{-12, -40}), hair)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	// Flared dress.
	p.shaded(smooth(vec{-10, -31}, vec{10, -31}, vec{17, -8}, vec{0, -6}, vec{-17, -8}), l.cloth)
	p.fill(pts(-16, -11, 16, -11, 17, -8, -17, -8), rgb(0xf0d060))
	gem(p, 0, -24, 3.5, Ruby)
	headShape(p, l)
	p.part(smooth(vec{-19, -52}, vec{-12, -64}, vec{8, -66}, vec{21, -54}, vec{12, -58}, vec{2, -55}, vec{-8, -58}), hair)
	face(p, ps, l)
	// Big pointed hat with a bent tip.
	hat := rgb(0x4b2a6b)
	p.shaded(smooth(vec{-30, -61}, vec{-10, -66}, vec{12, -66}, vec{32, -61}, vec{12, -58}, vec{-10, -58}), hat)
	p.shaded(smooth(vec{-13, -63}, vec{-6, -76}, vec{0, -84}, vec{16, -86}, vec{8, -80}, vec{12, -64}), hat)
	p.fill(pts(-12, -63, 12.5, -63, 12, -68, -11, -68), rgb(0xe0405a))
	p.fill(rrect(-2, -68.5, 6, 6, 1), gold)
	withArm(p, ps, l.cloth2, l.skin, func() {
		top := pole(p, 14, 26, wood)
		// Heart charm on the staff.
		h := top.add(vec{1, -5})
		p.part(smooth(vec{h.X, h.Y + 6}, vec{h.X - 7, h.Y - 1}, vec{h.X - 4, h.Y - 6}, vec{h.X, h.Y - 3}, vec{h.X + 4, h.Y - 6}, vec{h.X + 7, h.Y - 1}), rgb(0xff5a8a))
		if ps.active {
			sparkle(p, h.X+10, h.Y-6, 7, rgb(0xffe070), 0.9)
		}
	})
}

func hexcastSorceress(p *painter, ps pose) {
	ps.arm *= 0.35 // ranged: aim, do not swing
	l := look{skin: rgb(0xdfe4f2), eye: rgb(0xd03ad0), cloth: rgb(0x1f3a48), cloth2: rgb(0x8a2a78), boots: rgb(0x151e28)}
	hair := rgb(0xf0f0ff)
	// Long white hair falling behind.
	p.part(smooth(vec{-18, -58}, vec{-24, -36}, vec{-20, -18}, vec{-8, -22}, vec{-4, -40}), hair)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	p.shaded(smooth(vec{-10, -31}, vec{10, -31}, vec{15, -7}, vec{-15, -7}), l.cloth)
	p.fill(pts(-2, -31, 2, -31, 4, -7, -4, -7), l.cloth2)
	headShape(p, l)
	p.part(smooth(vec{-20, -50}, vec{-14, -66}, vec{6, -70}, vec{21, -56}, vec{10, -60}, vec{-2, -56}, vec{-10, -60}), hair)
	face(p, ps, l)
	p.fill(pts(headC.X+1, -42, headC.X+2, -39, headC.X+3, -42), rgb(0x6a2a7a)) // hex mark
	// Crescent horned crown.
	p.part(smooth(vec{-14, -64}, vec{-22, -76}, vec{-14, -84}, vec{-15, -77}, vec{-8, -68}), rgb(0x2a1a30))
	p.part(smooth(vec{10, -66}, vec{16, -78}, vec{10, -85}, vec{10, -78}, vec{4, -69}), rgb(0x2a1a30))
	p.part(rrect(-12, -70, 24, 5, 2), rgb(0x2a1a30))
	gem(p, 0, -70, 4, Ruby)
	withArm(p, ps, l.cloth2, l.skin, func() {
		// Floating hex orb above the open hand.
		bob := 2 * math.Sin(2*math.Pi*ps.phase)
		o := hand.add(vec{4, -13 + bob})
		r := 6.5
		if ps.active {
			r = 8.5
		}
		p.glow(circle(o.X, o.Y, r+5), rgb(0x60ffb0), 0.35)
		p.part(circle(o.X, o.Y, r), rgb(0x3ae8a0))
		p.fill(circle(o.X-2, o.Y-2, r*0.4), rgb(0xd8fff0))
	})
}

func moonspireGuardian(p *painter, ps pose) {
	l := look{skin: skinFair, eye: rgb(0x2cb4a0), cloth: rgb(0xeef2f8), cloth2: rgb(0x2c9c94), boots: rgb(0x3c5c74)}
	hair := rgb(0xc8d0f0)
	// High ponytail behind.
	p.part(smooth(vec{-10, -64}, vec{-26, -66}, vec{-30, -50}, vec{-22, -40}, vec{-20, -54}, vec{-12, -58}), hair)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	torso(p, 12, l.cloth)
	p.fill(pts(-12, -18, 12, -18, 10, -8, -10, -8), l.cloth2)
	gem(p, -4, -23, 3.2, Citrine)
	gem(p, 5, -23, 3.2, Emerald)
	// Long elf ears swept back.
	p.part(pts(-12, -52, -32, -62, -14, -44), l.skin)
	headShape(p, l)
	p.part(smooth(vec{-20, -50}, vec{-12, -67}, vec{8, -70}, vec{21, -55}, vec{14, -62}, vec{4, -58}, vec{-6, -62}, vec{-12, -56}), hair)
	face(p, ps, l)
	// Crescent moon circlet.
	p.part(smooth(vec{-4, -70}, vec{2, -79}, vec{12, -82}, vec{6, -77}, vec{4, -71}), rgb(0xfff0a0))
	withArm(p, ps, l.cloth2, l.skin, func() {
		// Glaive: long shaft with a crescent blade.
		top := pole(p, 16, 24, rgb(0x4a5878))
		p.part(smooth(vec{top.X - 2, top.Y + 4}, vec{top.X + 12, top.Y - 2}, vec{top.X + 8, top.Y - 16}, vec{top.X + 6, top.Y - 6}), silver)
	})
}

func catBurglar(p *painter, ps pose) {
	fur := rgb(0xf0a048)
	l := look{skin: fur, eye: rgb(0x50d060), cloth: rgb(0x2a3450), cloth2: rgb(0x3c4a70), boots: rgb(0x1c2234)}
	// Curled striped tail and loot sack.
	p.line(smoothOpen(vec{-8, -10}, vec{-20, -14}, vec{-24, -28}, vec{-18, -34}), 5, fur)
	p.part(smooth(vec{-24, -30}, vec{-12, -38}, vec{-4, -28}, vec{-8, -18}, vec{-22, -18}), rgb(0xc8a878))
	p.thin(pts(-16, -34, -10, -31), 1.6, rgb(0x7a5a38))
	backArm(p, ps, l.cloth2, fur)
	feet(p, ps, l.boots)
	torso(p, 11, l.cloth)
	for _, y := range [...]float64{-27, -21} {
		p.fill(rrect(-11, y, 22, 2.5, 1), rgb(0xe8e8f0)) // striped shirt
	}
	gem(p, 1, -31, 3, Emerald)
	// Cat ears.
	p.part(pts(-16, -58, -14, -76, -3, -66), fur)
	p.part(pts(6, -67, 17, -76, 19, -58), fur)
	p.fill(pts(-13.5, -62, -12.5, -72, -6, -66), rgb(0xffb0b8))
	p.fill(pts(9, -66, 15.5, -72, 16.5, -62), rgb(0xffb0b8))
	headShape(p, l)
	p.fill(ellipse(headC.X+9, -40, 10, 6), rgb(0xfff0dc)) // muzzle
	// Burglar mask band across the eyes.
	p.fill(smooth(vec{-18, -53}, vec{8, -56}, vec{21, -52}, vec{20, -42}, vec{8, -44}, vec{-18, -44}), rgb(0x1c2234))
	face(p, ps, l)
	p.fill(pts(headC.X+9, -43, headC.X+11, -43, headC.X+10, -41.5), rgb(0xff7090)) // nose
	for _, dy := range [...]float64{-1.5, 1} {
		p.thin(pts(headC.X+14, -41+dy, headC.X+23, -42+dy*2), 0.8, rgb(0x5a4030))
	}
	withArm(p, ps, l.cloth2, fur, func() {
		// A fan of three throwing knives.
		for i, a := range [...]float64{-0.9, -0.55, -0.2} {
			d := vec{math.Sin(a + 0.6), -math.Cos(a + 0.6)}
			b := hand.add(d.mul(3))
			tip := b.add(d.mul(14))
			n := vec{-d.Y, d.X}.mul(2.2)
			c := silver
			if i == 1 {
				c = lighten(silver, 0.3)
			}
			p.part([]vec{b.add(n), tip, b.sub(n)}, c)
		}
	})
}

func royalPaladin(p *painter, ps pose) {
	l := look{skin: skinFair, eye: rgb(0x3a7ae0), cloth: rgb(0xf4f4fa), cloth2: rgb(0xd8b040), boots: rgb(0x8a7040), bulk: 14}
	// Royal blue cape.
	p.part(smooth(vec{-12, -32}, vec{-22, -20}, vec{-24, -4}, vec{-8, -6}), rgb(0x2a4ab0))
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	torso(p, l.bulk, l.cloth)
	p.fill(pts(-3, -30, 3, -30, 3, -10, -3, -10), rgb(0xd8b040))
	p.fill(pts(-9, -22, 9, -22, 9, -17, -9, -17), rgb(0xd8b040))
	headShape(p, l)
	// Golden hair and open helm with a crown rim.
	p.part(smooth(vec{-20, -48}, vec{-14, -64}, vec{8, -68}, vec{21, -54}, vec{10, -58}, vec{-4, -56}), rgb(0xffd860))
	face(p, ps, l)
	p.part(pts(-14, -64, -12, -72, -6, -68, 0, -75, 6, -68, 12, -72, 15, -64), gold)
	gem(p, 0, -67, 2.8, Sapphire)
	// Halo.
	halo := ellipse(0, -80, 14, 3.5)
	p.glow(ellipse(0, -80, 17, 5), rgb(0xfff0a0), 0.45)
	p.fill(stroke(append(halo, halo[0]), 2.5), rgb(0xffe060))
	withArm(p, ps, l.cloth2, l.skin, func() {
		// Short mace behind the big crest shield.
		top := pole(p, 3, 14, wood)
		p.part(circle(top.X, top.Y, 5), gold)
		p.with(rotateAbout(hand.X, hand.Y, -ps.arm*0.6), func() {
			sh := smooth(vec{hand.X + 1, hand.Y - 16}, vec{hand.X + 13, hand.Y - 14}, vec{hand.X + 12, hand.Y + 4}, vec{hand.X + 6, hand.Y + 13}, vec{hand.X, hand.Y + 4})
			p.shaded(sh, rgb(0x2f5ad8))
			p.fill(pts(hand.X+5.5, hand.Y-12, hand.X+8.5, hand.Y-12, hand.X+8.5, hand.Y+8, hand.X+5.5, hand.Y+8), gold)
			p.fill(pts(hand.X+1.5, hand.Y-4, hand.X+12, hand.Y-4, hand.X+12, hand.Y-1, hand.X+1.5, hand.Y-1), gold)
		})
	})
}

func emberMage(p *painter, ps pose) {
	l := look{skin: skinTan, eye: rgb(0xff7a1a), cloth: rgb(0xc8322a), cloth2: rgb(0x8a1c20), boots: rgb(0x4a1c14)}
	flick := math.Sin(2 * math.Pi * ps.phase * 2)
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	p.shaded(smooth(vec{-10, -31}, vec{10, -31}, vec{16, -7}, vec{-16, -7}), l.cloth)
	p.fill(pts(-15, -12, 15, -12, 16, -7, -16, -7), rgb(0xffb020))
	gem(p, 0, -23, 3.5, Ruby)
	// Flame hair: tongues that flicker.
	p.part(smooth(vec{-20, -48}, vec{-24, -66}, vec{-14, -62}, vec{-10, -78 - 2*flick}, vec{0, -68}, vec{6, -82 + 2*flick}, vec{12, -70}, vec{22, -74 - flick}, vec{21, -52}), rgb(0xff6a1a))
	p.fill(smooth(vec{-12, -58}, vec{-9, -70 - flick}, vec{0, -64}, vec{6, -76 + 2*flick}, vec{12, -64}, vec{16, -58}), rgb(0xffd040))
	headShape(p, l)
	p.part(smooth(vec{-19, -52}, vec{-10, -66}, vec{10, -67}, vec{21, -53}, vec{10, -58}, vec{-4, -56}), rgb(0xff6a1a))
	face(p, ps, l)
	withArm(p, ps, l.cloth2, l.skin, func() {
		top := pole(p, 14, 24, rgb(0x5a3020))
		r := 6.0
		if ps.active {
			r = 9
		}
		p.glow(circle(top.X, top.Y-5, r+5), rgb(0xffa030), 0.4)
		p.part(smooth(vec{top.X - r, top.Y}, vec{top.X, top.Y - r*2.2 - flick}, vec{top.X + r, top.Y}, vec{top.X, top.Y + r*0.5}), rgb(0xff5a1a))
		p.fill(smooth(vec{top.X - r*0.5, top.Y}, vec{top.X, top.Y - r*1.3}, vec{top.X + r*0.5, top.Y}, vec{top.X, top.Y + r*0.3}), rgb(0xffe060))
	})
}

func glimmerduskRanger(p *painter, ps pose) {
	ps.arm *= 0.35 // ranged: aim, do not swing
	l := look{skin: skinTan, eye: rgb(0x3aa040), cloth: rgb(0x4c8a3a), cloth2: rgb(0x6b4a2c), boots: rgb(0x4a3020)}
	// Translucent pixie wings that flutter.
	f := 1 + 0.15*math.Sin(2*math.Pi*ps.phase*2)
	wing := rgb(0xb8f0ff)
	p.with(scaleAbout(-6, -34, f, 1), func() {
		p.part(smooth(vec{-6, -34}, vec{-26, -56}, vec{-34, -44}, vec{-22, -32}), wing)
		p.part(smooth(vec{-6, -30}, vec{-26, -28}, vec{-26, -16}, vec{-12, -20}), rgb(0xe0c8ff))
	})
	backArm(p, ps, l.cloth2, l.skin)
	feet(p, ps, l.boots)
	torso(p, 11, l.cloth2)
	p.fill(pts(-11, -31, 11, -31, 4, -14, -4, -14), l.cloth) // tunic V
	gem(p, 0, -17, 3.2, Emerald)
	headShape(p, l)
	p.part(smooth(vec{-18, -54}, vec{-8, -62}, vec{10, -62}, vec{20, -54}, vec{8, -57}), rgb(0x8a4a2a))
	face(p, ps, l)
	// Leaf-tipped hood.
	hood := rgb(0x3e7c34)
	p.shaded(smooth(vec{-22, -44}, vec{-22, -62}, vec{-10, -72}, vec{-20, -80}, vec{4, -74}, vec{18, -66}, vec{22, -56}, vec{12, -62}, vec{-4, -62}, vec{-14, -52}), hood)
	p.fill(smooth(vec{-16, -77}, vec{-10, -73}, vec{-14, -71}), rgb(0x8ad060))
	withArm(p, ps, l.cloth2, l.skin, func() {
		// Short bow held upright in front with its string.
		c := hand.add(vec{-2, 0})
		a0, a1 := -1.25, 1.25
		limb := arc(c.X, c.Y, 17, a0, a1)
		p.thin([]vec{limb[0], limb[len(limb)-1]}, 0.9, rgb(0xf0f0e0))
		p.line(limb, 3.2, rgb(0x9a6a3a))
		p.fill(circle(c.X+17, c.Y, 2), rgb(0x8ad060))
	})
}

func clawTribeBarbarian(p *painter, ps pose) {
	skin := rgb(0xc88a5a)
	l := look{skin: skin, eye: rgb(0xd03a2a), cloth: skin, cloth2: rgb(0x8a6a4a), boots: rgb(0x5a4030), bulk: 15, angryBrows: true}
	pelt := rgb(0x8c8c98)
	// Wolf pelt hanging down the back.
	p.part(smooth(vec{-14, -50}, vec{-26, -36}, vec{-24, -12}, vec{-12, -16}, vec{-10, -36}), pelt)
	backArm(p, ps, skin, skin)
	feet(p, ps, l.boots)
	torso(p, l.bulk, skin)
	p.fill(pts(-15, -14, 15, -14, 15, -6, -15, -6), l.cloth2) // fur kilt
	p.fill(pts(-12, -26, -6, -20, -5, -21), rgb(0xd83a3a))    // war paint
	p.fill(pts(-8, -28, -2, -22, -1, -23), rgb(0xd83a3a))
	gem(p, 8, -11, 3.2, Ruby)
	headShape(p, l)
	p.part(smooth(vec{-20, -44}, vec{-22, -58}, vec{-8, -64}, vec{-14, -56}, vec{-12, -48}), rgb(0xc8382a)) // wild red hair
	face(p, ps, l)
	// Wolf head hood with ears and snout over the brow.
	p.shaded(smooth(vec{-22, -52}, vec{-16, -68}, vec{4, -72}, vec{20, -66}, vec{30, -60}, vec{22, -56}, vec{8, -60}, vec{-10, -58}), pelt)
	p.part(pts(-12, -66, -12, -78, -2, -70), pelt)
	p.part(pts(0, -70, 5, -79, 10, -70), pelt)
	p.fill(circle(29, -60, 2), rgb(0x201820))
	p.fill(pts(14, -60, 20, -60, 17, -56), white)
	withArm(p, ps, skin, skin, func() {
		// Great double axe, held out to the side so the face shows.
		d := vec{0.75, -0.66}
		top := poleDir(p, d, 8, 19, wood)
		p.with(rotateAbout(top.X, top.Y, math.Atan2(d.X, -d.Y)), func() {
			for _, s := range [...]float64{1, -1} {
				p.shaded(smooth(vec{top.X, top.Y - 2}, vec{top.X + s*11, top.Y - 8}, vec{top.X + s*13, top.Y + 3}, vec{top.X + s*10, top.Y + 10}, vec{top.X, top.Y + 5}), rgb(0xc8d0d8))
			}
		})
		p.part(circle(top.X, top.Y, 2.5), rgb(0x8a6a4a))
	})
}

func hearthswornFighter(p *painter, ps pose) {
	l := look{skin: skinFair, eye: rgb(0x5a3a20), cloth: rgb(0x8a5a2a), cloth2: rgb(0x6a7888), boots: rgb(0x4a3020), bulk: 16, noMouth: true, headRX: 20, headRY: 17}
	beard := rgb(0xd8702a)
	backArm(p, ps, l.cloth2, l.skin)
	// Short sturdy legs.
	p.with(scaleAbout(0, 0, 1.2, 0.8), func() { feet(p, ps, l.boots) })
	torso(p, l.bulk, l.cloth2)
	belt(p, 16, rgb(0x3a2818))
	p.fill(rrect(-3, -15, 6, 4, 1), gold)
	headShape(p, l)
	face(p, ps, l)
	// Huge braided beard over the chest.
	p.part(smooth(vec{-8, -46}, vec{20, -46}, vec{18, -30}, vec{8, -16}, vec{4, -24}, vec{-2, -16}, vec{-6, -30}), beard)
	p.fill(smooth(vec{2, -44}, vec{14, -44}, vec{12, -34}, vec{6, -28}, vec{3, -36}), lighten(beard, 0.25))
	p.fill(ellipse(11, -44, 4, 2.2), beard) // moustache
	gem(p, 5, -22, 3.2, Citrine)
	// Horned round helmet.
	p.shaded(smooth(vec{-20, -54}, vec{-16, -68}, vec{2, -73}, vec{20, -66}, vec{22, -54}), steel)
	p.fill(rrect(-21, -57, 44, 4, 2), rgb(0xd8b040))
	p.part(smooth(vec{-19, -60}, vec{-30, -66}, vec{-32, -80}, vec{-26, -70}, vec{-17, -66}), rgb(0xf2e6c8))
	p.part(smooth(vec{20, -60}, vec{30, -68}, vec{30, -82}, vec{25, -72}, vec{17, -66}), rgb(0xf2e6c8))
	withArm(p, ps, l.cloth2, l.skin, func() {
		// Heavy warhammer.
		top := pole(p, 6, 22, wood)
		p.with(rotateAbout(top.X, top.Y, 0.25), func() {
			p.shaded(rrect(top.X-11, top.Y-8, 22, 14, 2), rgb(0x8a96a8))
			p.fill(rrect(top.X-11, top.Y-3, 22, 3, 1), gold)
		})
	})
}

func riftlingRogue(p *painter, ps pose) {
	l := look{skin: rgb(0x5cb8a6), eye: rgb(0xff4a8a), cloth: rgb(0x2c2e48), cloth2: rgb(0x3e4064), boots: rgb(0x1c1c2c)}
	p.line(smoothOpen(vec{-8, -10}, vec{-22, -8}, vec{-28, -16}), 3.5, l.skin)
	p.part(pts(-27, -22, -30, -14, -34, -19), l.skin)
	backArm(p, ps, l.cloth2, l.skin)
	p.with(rotateAbout(-12, -16, 0), func() {
		p.part(pts(-12.5, -20, -14, -9, -11, -20), silver) // off-hand dagger
	})
	feet(p, ps, l.boots)
	torso(p, 11, l.cloth)
	// Red scarf.
	p.part(smooth(vec{-12, -34}, vec{12, -34}, vec{12, -28}, vec{-12, -28}), rgb(0xd83040))
	p.part(smooth(vec{-10, -32}, vec{-20, -30}, vec{-22, -22}, vec{-14, -26}), rgb(0xd83040))
	gem(p, 0, -20, 3.2, Amethyst)
	// Huge bat ears poke out of the hood.
	p.part(pts(-10, -58, -30, -74, -20, -50), l.skin)
	p.part(pts(10, -62, 26, -80, 20, -56), l.skin)
	p.fill(pts(-12, -57, -25, -68, -19, -53), rgb(0xf0a0c0))
	headShape(p, l)
	// Deep hood framing the face.
	hood := rgb(0x2c2e48)
	p.shaded(smooth(vec{-22, -40}, vec{-22, -62}, vec{-6, -72}, vec{14, -70}, vec{24, -56}, vec{14, -60}, vec{-2, -58}, vec{-12, -50}, vec{-16, -40}), hood)
	face(p, ps, l)
	withArm(p, ps, l.cloth2, l.skin, func() {
		d := vec{0.8, -0.6}
		b := hand.add(d.mul(3))
		tip := b.add(d.mul(14))
		n := vec{-d.Y, d.X}.mul(2.6)
		p.part([]vec{b.add(n), tip, b.sub(n)}, silver)
		p.line([]vec{b.add(n.mul(1.3)), b.sub(n.mul(1.3))}, 2.2, rgb(0xa54be8))
	})
}

// heroModel fills the common fields of a Hero entry.
func heroModel(name string, draw func(*painter, pose)) model {
	return model{name: name, kind: KindHero, footprint: 1, draw: draw}
}
